// The nine demo domains of the desks confuser set (SAMPLE DATA, fictional): in each, one kind of local
// happening (something at a site of a company, in a town) and one body that takes two kinds of decision.
// Templates fill from an event's slots: {town} {country} {adj} {capital} {region} {company} {co} {ticker}
// {agent} {n} {nPrev} {site2} {person} {witness} {day} {what} {body} {bodyShort}.

/** Sentence pools of one kind of happening; an empty pool is one a desk skips. */
export interface Spec {
  what: string;
  /** A number that grows as the story develops: [low, high] at first, then grows by [low, high]. */
  count: [number, number, number, number];
  hl: string[];
  /** Headlines of the local paper: no town named (its readers know where they live). */
  hlLocal: string[];
  lead: string[];
  /** The local paper's lead: "the town", "residents", "the council". */
  leadLocal: string[];
  /** The trade desk and press-release lead: the company (or body) first. */
  leadCompany: string[];
  facts: string[];
  quotes: string[];
  /** A quote that can open a reaction-first story. */
  reaction: string[];
  rising: string[];
  secondSite: string[];
  followUp: string[];
  /** An older happening of the same kind elsewhere ({oldYear}, {oldTown}). */
  background: string[];
}

export interface Local extends Spec {
  /** Suffixes of one kind of company ("Refining", "Petroleum"). */
  companies: string[];
  /** Who acts: a perpetrator named apart from the company (a union, a gang), or none (the company's own site). */
  agent?: (word: string) => string;
}

export interface Domain {
  key: string;
  local: Local;
  /** The body that decides, in a country. */
  body: (country: { name: string; adj: string }) => { body: string; bodyShort: string };
  decisions: [Spec, Spec];
  trade: string[];
}

const noSite: string[] = [];

export const DOMAINS: Domain[] = [
  {
    key: 'energy',
    trade: ['Refinery Week', 'Grid & Power Monitor', 'Petro Markets Daily'],
    local: {
      what: 'refinery fire',
      companies: ['Refining', 'Petroleum', 'Oil'],
      count: [40, 300, 60, 400],
      hl: [
        'Fire at {company} refinery in {town} forces evacuations',
        '{town} refinery blaze: {n} homes evacuated',
        'Blaze shuts {co} refinery near {town}',
      ],
      hlLocal: ['Refinery fire: families told to leave their homes', 'Smoke over the town as refinery burns'],
      lead: [
        'A fire broke out at the {company} refinery in {town} {day}, forcing the evacuation of {n} homes.',
        'Firefighters were battling a blaze at a refinery in the {region} town of {town} {day}, and {n} homes were evacuated.',
      ],
      leadLocal: [
        'Residents living near the refinery on the edge of the town were told to leave their homes {day} as fire tore through a processing unit.',
        'The council opened the sports hall for {n} households after a fire at the refinery sent black smoke over the town.',
      ],
      leadCompany: [
        '{company} ({ticker}) shut its {town} refinery {day} after a fire in a crude distillation unit.',
        '{company} said a fire had halted output at its refinery in {town}, its second-largest plant.',
      ],
      facts: [
        'The refinery processes about {n}0,000 barrels a day.',
        'No injuries were reported among the {n} workers on shift.',
        'Fuel prices at pumps in the {region} region rose after the shutdown.',
        'The cause of the fire was not yet known.',
      ],
      quotes: [
        '"The fire is contained but not out," said {person}, the fire chief.',
        '"Safety of our staff and neighbours comes first," {person}, a {co} spokesperson, said.',
      ],
      reaction: ['"We saw the flames from our kitchen window and just ran," said {witness}, who lives near the plant.'],
      rising: [
        'The number of evacuated homes rose to {n} from {nPrev}.',
        'By evening {n} homes had been cleared, up from {nPrev}.',
      ],
      secondSite: [
        "A second fire broke out at the company's storage depot in {site2}, officials said.",
        'Crews were also sent to {site2}, where a pipeline from the refinery was shut as a precaution.',
      ],
      followUp: [
        'A day after the fire, {co} said the refinery would stay shut for at least two weeks.',
        'Residents began returning home the next morning as the last flames were put out.',
      ],
      background: ['In {oldYear}, a fire at a refinery in {oldTown} burned for three days.'],
    },
    body: (c) => ({ body: `${c.adj} Energy Regulatory Authority`, bodyShort: 'the regulator' }),
    decisions: [
      {
        what: 'tariff rise',
        count: [4, 12, 1, 3],
        hl: ['{adj} regulator raises power tariffs by {n}%', '{country} electricity bills to rise {n}%'],
        hlLocal: ['Power bills set to rise again'],
        lead: ['The {body} approved a {n}% rise in household electricity tariffs {day}.'],
        leadLocal: ['Households in the town face higher power bills after the {body} approved a {n}% rise {day}.'],
        leadCompany: ['The {body} said in a statement it had approved a {n}% rise in power tariffs from next month.'],
        facts: [
          'The rise takes effect next month.',
          'Consumer groups had asked for a freeze.',
          'Utilities had sought a bigger increase.',
        ],
        quotes: ['"The grid must be paid for," said {person}, who chairs the {body}.'],
        reaction: ['"Another rise is the last thing families need," said {witness} of a consumers\' group.'],
        rising: ['The {body} later said the rise would be {n}%, not {nPrev}%, after a recalculation.'],
        secondSite: noSite,
        followUp: ['A day after the decision, opposition lawmakers called for it to be reversed.'],
        background: ['The {body} last raised tariffs in {oldYear}.'],
      },
      {
        what: 'rationing order',
        count: [2, 6, 1, 2],
        hl: ['{country} orders rolling power cuts of {n} hours a day', '{adj} regulator orders electricity rationing'],
        hlLocal: ['Power to be cut {n} hours a day'],
        lead: ['The {body} ordered rolling blackouts of {n} hours a day {day} to save fuel.'],
        leadLocal: [
          'Homes in the town will lose power for {n} hours a day under rationing ordered by the {body} {day}.',
        ],
        leadCompany: ['The {body} said it had ordered grid operators to ration power for {n} hours a day.'],
        facts: [
          'Hospitals are exempt.',
          'The order runs until further notice.',
          'Fuel stocks at power stations are low.',
        ],
        quotes: ['"There is no other way to get through the season," {person} of the {body} said.'],
        reaction: ['"Shops cannot trade in the dark," said {witness}, a shopkeeper.'],
        rising: ['The daily cuts were extended to {n} hours from {nPrev}.'],
        secondSite: noSite,
        followUp: ['On the first day of rationing, traffic lights went dark across the capital.'],
        background: ['Rationing was last imposed in {oldYear}.'],
      },
    ],
  },
  {
    key: 'maritime',
    trade: ['Box Trade Weekly', 'Harbour Logistics Journal', 'Liner Report'],
    local: {
      what: 'port strike',
      companies: ['Terminals', 'Port Services', 'Stevedoring'],
      agent: (w) => `${w} Dockers Union`,
      count: [6, 20, 4, 12],
      hl: [
        'Dockworkers strike at {company} terminal in {town}',
        'Strike halts {town} port, {n} ships waiting',
        '{agent} walks out at {town} terminal',
      ],
      hlLocal: ['Dockers walk out: ships queue off the harbour', 'Port at a standstill as dockers strike'],
      lead: [
        'Dockworkers walked off the job at the {company} container terminal in {town} {day}, leaving {n} ships waiting to berth.',
        'Members of the {agent} began a strike at the port of {town} {day} over pay.',
      ],
      leadLocal: [
        'Dockers gathered at the harbour gates {day} as a strike shut the terminal that employs one in five people in the town.',
        "Ships queued off the town's harbour {day} after dockers walked out.",
      ],
      leadCompany: [
        '{company} ({ticker}) said operations at its {town} terminal were suspended {day} because of a strike.',
        '{company} declared force majeure at its container terminal after the {agent} walked out.',
      ],
      facts: [
        'The union is demanding a {n}% pay rise.',
        'About {n}00 dockers are on strike.',
        'Cargo is being diverted to other ports.',
        'Talks with the operator broke down on the eve of the strike.',
      ],
      quotes: [
        '"We will stay out until the offer is fair," said {person}, who leads the {agent}.',
        '"The strike is unlawful," a {co} spokesperson, {person}, said.',
      ],
      reaction: ['"No ships, no work, no money for anyone here," said {witness}, who runs a cafe by the docks.'],
      rising: [
        'The number of ships waiting rose to {n} from {nPrev}.',
        'By nightfall {n} vessels were at anchor, up from {nPrev}.',
      ],
      secondSite: [
        "The strike spread to the operator's bulk terminal in {site2}.",
        'Dockers in {site2} joined the walkout in solidarity.',
      ],
      followUp: [
        'A day after the walkout, talks resumed under a mediator.',
        'On the second day of the strike, {co} offered a bonus.',
      ],
      background: ['Dockers in {oldTown} struck for a month in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.name} Maritime Authority`, bodyShort: 'the maritime authority' }),
    decisions: [
      {
        what: 'channel closure',
        count: [2, 5, 1, 3],
        hl: ['{country} closes main shipping channel for {n} days', 'Maritime authority shuts {adj} channel'],
        hlLocal: ['Channel closed: fishing fleet stays in port'],
        lead: ["The {body} closed the main approach channel to the capital's port for {n} days {day} for dredging."],
        leadLocal: ["The town's fishing fleet will stay in port after the {body} closed the main channel {day}."],
        leadCompany: ['The {body} said in a notice to mariners that the main channel would be closed for {n} days.'],
        facts: [
          'Ships were told to use the northern approach.',
          'Pilots were stood down.',
          'The closure starts at midnight.',
        ],
        quotes: ['"The channel has silted up and it is not safe," said {person}, head of the {body}.'],
        reaction: ['"Nobody asked us," said {witness}, a ship agent.'],
        rising: ['The closure was extended to {n} days from {nPrev}.'],
        secondSite: noSite,
        followUp: ['On the first day of the closure, a queue of ships formed off the coast.'],
        background: ['The channel was last closed in {oldYear}.'],
      },
      {
        what: 'port fee rise',
        count: [5, 25, 2, 5],
        hl: ['{country} raises port dues by {n}%', 'Maritime authority lifts {adj} port fees {n}%'],
        hlLocal: ['Port fees up {n}%'],
        lead: ['The {body} raised port dues for container ships by {n}% {day}.'],
        leadLocal: [
          'Shipping agents in the town said a {n}% rise in port dues announced by the {body} {day} would hurt trade.',
        ],
        leadCompany: ['The {body} said it would raise port dues by {n}% from the first of next month.'],
        facts: [
          'The money will pay for new breakwaters.',
          'Shipping lines had lobbied against it.',
          'Fees had been frozen for years.',
        ],
        quotes: ['"Our ports need investment," said {person} of the {body}.'],
        reaction: ['"Lines will simply call somewhere else," said {witness}, a freight forwarder.'],
        rising: ['The {body} corrected the rise to {n}% from the {nPrev}% it first announced.'],
        secondSite: noSite,
        followUp: ['A day after the decision, two shipping lines said they would pass the cost on.'],
        background: ['Port dues last rose in {oldYear}.'],
      },
    ],
  },
  {
    key: 'conflict',
    trade: ['Security Risk Monitor', 'Conflict Watch Weekly', 'Defence Insight'],
    local: {
      what: 'attack',
      companies: ['Fuel Depots', 'Logistics', 'Storage'],
      agent: (w) => `${w} Front`,
      count: [2, 12, 2, 8],
      hl: [
        'Drone attack on {company} depot in {town} kills {n}',
        '{agent} claims strike on {town} fuel depot',
        'Attack hits fuel depot in {town}',
      ],
      hlLocal: ['Explosions rock depot, {n} dead', 'Night of fear as drones strike the depot'],
      lead: [
        'Drones struck a fuel depot run by {company} in {town} {day}, killing {n} people, officials said.',
        'At least {n} people were killed when an attack hit a fuel depot in the {region} town of {town} {day}.',
      ],
      leadLocal: [
        'Residents were woken by explosions {day} as drones hit the fuel depot on the edge of the town, killing {n}.',
        'The council declared three days of mourning after {n} people died in an attack on the depot.',
      ],
      leadCompany: [
        '{company} ({ticker}) said {day} that its fuel depot in {town} had been destroyed in a drone attack.',
        '{company} halted deliveries after an attack on its {town} depot killed {n} staff and neighbours.',
      ],
      facts: [
        'The {agent} said it carried out the attack.',
        'Fires burned at the depot for hours.',
        'Army units sealed off the area.',
        'The depot supplies fuel to much of the {region} region.',
      ],
      quotes: [
        '"This was an attack on civilians," said {person}, the regional governor.',
        '"We will answer," a spokesman for the army, {person}, said.',
      ],
      reaction: ['"The windows blew in and my children were screaming," said {witness}, who lives nearby.'],
      rising: [
        'The death toll rose to {n} from {nPrev}.',
        'Officials raised the number of dead to {n}, up from {nPrev}.',
      ],
      secondSite: [
        'A second drone hit a checkpoint outside {site2} in the same attack.',
        'In the same attack, a drone struck a power line near {site2}.',
      ],
      followUp: [
        'A day after the attack, funerals were held for the dead.',
        'The next day, the army said it had struck {agent} positions.',
      ],
      background: ['The {agent} attacked a depot in {oldTown} in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Defence Ministry`, bodyShort: 'the ministry' }),
    decisions: [
      {
        what: 'curfew',
        count: [8, 12, 1, 2],
        hl: ['{country} imposes {n}-hour night curfew', '{adj} Defence Ministry orders curfew'],
        hlLocal: ['Curfew: streets to empty at night'],
        lead: ['The {body} imposed a {n}-hour night curfew across the border provinces {day}.'],
        leadLocal: ['Shops in the town will close early under a {n}-hour curfew imposed by the {body} {day}.'],
        leadCompany: ['The {body} said in a decree that a {n}-hour curfew would apply from tonight.'],
        facts: [
          'Emergency services are exempt.',
          'Checkpoints will enforce the curfew.',
          'The order is for two weeks.',
        ],
        quotes: ['"This keeps people safe," said {person}, the defence minister.'],
        reaction: ['"We are prisoners in our homes," said {witness}, a taxi driver.'],
        rising: ['The curfew was lengthened to {n} hours from {nPrev}.'],
        secondSite: noSite,
        followUp: ['On the first night of the curfew, the streets were empty.'],
        background: ['A curfew was last imposed in {oldYear}.'],
      },
      {
        what: 'call-up of reservists',
        count: [5, 30, 2, 10],
        hl: ['{country} calls up {n},000 reservists', '{adj} Defence Ministry orders reservist call-up'],
        hlLocal: ['Reservists called up: local men told to report'],
        lead: ['The {body} called up {n},000 reservists {day}.'],
        leadLocal: [
          'Men from the town began reporting to barracks {day} after the {body} called up {n},000 reservists.',
        ],
        leadCompany: ['The {body} said it had ordered {n},000 reservists to report for duty within a week.'],
        facts: ['Reservists under 45 must report.', 'Students are exempt.', 'The call-up is the largest in years.'],
        quotes: ['"We must be ready," said {person}, the defence minister.'],
        reaction: ['"My son got the letter this morning," said {witness}, a farmer.'],
        rising: ['The ministry later raised the call-up to {n},000 from {nPrev},000.'],
        secondSite: noSite,
        followUp: ['A day after the call-up, queues formed outside recruiting offices.'],
        background: ['Reservists were last called up in {oldYear}.'],
      },
    ],
  },
  {
    key: 'central-banks',
    trade: ['Central Banking Wire', 'Rates & Markets', 'Banking Ledger'],
    local: {
      what: 'bank run',
      companies: ['Savings Bank', 'Cooperative Bank', 'Building Society'],
      count: [200, 900, 100, 600],
      hl: [
        'Savers queue at {company} branches in {town}',
        'Run on {co} lender: {town} savers pull deposits',
        '{town} lender limits withdrawals',
      ],
      hlLocal: ['Queues outside the savings bank as savers fear for deposits', 'Savers rush to withdraw cash'],
      lead: [
        'Hundreds of savers queued outside branches of {company} in {town} {day} after the lender limited withdrawals.',
        'A regional lender in {town}, {company}, capped cash withdrawals {day} as about {n} customers lined up.',
      ],
      leadLocal: [
        "Residents queued from dawn {day} outside the savings bank on the town's main square, fearing for their deposits.",
        'The council urged residents to stay calm after about {n} people lined up to withdraw savings {day}.',
      ],
      leadCompany: [
        '{company} ({ticker}) capped withdrawals at its branches {day}, citing a surge in demand for cash.',
        '{company} said it had enough capital after customers in {town} rushed to withdraw deposits.',
      ],
      facts: [
        'Withdrawals were capped at {n}0 {currency} a day.',
        "Rumours about the lender's loans spread on social media.",
        'The lender has about {n} staff.',
        'Deposits are guaranteed by the state up to a limit.',
      ],
      quotes: [
        '"Deposits are safe," said {person}, the lender\'s chief executive.',
        '"We are watching closely," said {person}, a central bank official.',
      ],
      reaction: ['"It is my pension in there, I want it in my hand," said {witness}, standing in line.'],
      rising: ['About {n} customers had queued by midday, up from {nPrev} in the morning.'],
      secondSite: [
        "Queues also formed at the lender's branch in {site2}.",
        'Savers in {site2} lined up at its branch there as well.',
      ],
      followUp: [
        'A day after the run, the lender said it had secured an emergency loan.',
        'The next day, queues were shorter.',
      ],
      background: ['A savings bank in {oldTown} collapsed in {oldYear}.'],
    },
    body: (c) => ({ body: `Monetary Board of ${c.name}`, bodyShort: 'the board' }),
    decisions: [
      {
        what: 'rate cut',
        count: [25, 75, 25, 25],
        hl: ['{country} cuts rates by {n} basis points', '{adj} central bank lowers key rate'],
        hlLocal: ['Rate cut brings cheaper mortgages'],
        lead: ['The {body} cut its key interest rate by {n} basis points {day}.'],
        leadLocal: ['Home owners in the town will pay less after the {body} cut rates by {n} basis points {day}.'],
        leadCompany: ['The {body} said in a statement it had lowered its policy rate by {n} basis points.'],
        facts: [
          'Inflation has eased for three months.',
          'The {currency} weakened after the decision.',
          'Economists had expected a smaller cut.',
        ],
        quotes: ['"Inflation is under control," said {person}, the governor.'],
        reaction: ['"Finally some relief," said {witness}, a builder.'],
        rising: ['The board later clarified the cut was {n} basis points, not {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the cut, banks lowered mortgage rates.'],
        background: ['The board last cut rates in {oldYear}.'],
      },
      {
        what: 'reserve requirement rise',
        count: [1, 4, 1, 1],
        hl: ['{country} raises bank reserve requirement to {n}%', '{adj} central bank tightens reserve rules'],
        hlLocal: ['Banks told to hold more cash'],
        lead: ['The {body} raised the share of deposits banks must hold in reserve to {n}% {day}.'],
        leadLocal: [
          'Local lenders said loans in the town could get harder after the {body} raised reserve rules {day}.',
        ],
        leadCompany: ['The {body} said it would require banks to hold {n}% of deposits in reserve.'],
        facts: [
          'The rule applies from next quarter.',
          'Lending has grown fast.',
          'The {currency} firmed after the decision.',
        ],
        quotes: ['"Credit has grown too fast," said {person}, the governor.'],
        reaction: ['"Small firms will pay for this," said {witness}, who runs a bakery.'],
        rising: ['The requirement was later set at {n}% rather than {nPrev}%.'],
        secondSite: noSite,
        followUp: ['A day after the decision, bank shares fell.'],
        background: ['Reserve rules were last tightened in {oldYear}.'],
      },
    ],
  },
  {
    key: 'health',
    trade: ['Health Policy Watch', 'Clinical Markets', 'Hospital Management'],
    local: {
      what: 'outbreak',
      companies: ['Hospital Group', 'Clinics', 'Health Care'],
      count: [10, 60, 8, 40],
      hl: [
        'Cholera outbreak in {town}: {n} cases',
        'Cholera cases rise in {town}',
        'Outbreak at {company} hospital in {town}',
      ],
      hlLocal: ['Cholera cases confirmed, residents told to boil water', 'Hospital wards fill as cholera spreads'],
      lead: [
        'Health officials confirmed {n} cases of cholera in {town} {day}, most treated at a hospital run by {company}.',
        'An outbreak of cholera has sickened {n} people in the {region} town of {town}, officials said {day}.',
      ],
      leadLocal: [
        'The council told residents to boil drinking water {day} after {n} cases of cholera were confirmed in the town.',
        'Families in the town queued for clean water {day} as cholera cases reached {n}.',
      ],
      leadCompany: [
        '{company} ({ticker}) said {day} its hospital in {town} had opened an isolation ward for {n} cholera patients.',
        '{company} said it was treating {n} patients with cholera at its {town} hospital.',
      ],
      facts: [
        'A broken water main is the suspected source.',
        'Schools were closed.',
        'Water tankers were sent in.',
        'Most patients are children.',
      ],
      quotes: [
        '"We expect more cases this week," said {person}, the district health officer.',
        '"Our staff are working around the clock," said {person} of {co}.',
      ],
      reaction: ['"My daughter has been sick for two days," said {witness} outside the hospital.'],
      rising: [
        'Cases rose to {n} from {nPrev}.',
        'The number of patients climbed to {n}, up from {nPrev} a day earlier.',
      ],
      secondSite: ['Cases were also reported in {site2}, downstream.', 'A second cluster was found in {site2}.'],
      followUp: ['A day after the outbreak was declared, engineers began repairing the water main.'],
      background: ['Cholera killed dozens in {oldTown} in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Health Ministry`, bodyShort: 'the ministry' }),
    decisions: [
      {
        what: 'vaccine approval',
        count: [1, 3, 1, 1],
        hl: ['{country} approves new malaria vaccine', '{adj} Health Ministry clears malaria shot'],
        hlLocal: ['Malaria vaccine approved for children'],
        lead: ['The {body} approved a malaria vaccine for children {day}, with {n} million doses ordered.'],
        leadLocal: ['Clinics in the town expect malaria shots soon after the {body} approved a vaccine {day}.'],
        leadCompany: ['The {body} said it had approved a malaria vaccine and ordered {n} million doses.'],
        facts: ['The shots will be free.', 'Children under five go first.', 'The rollout starts next month.'],
        quotes: ['"This will save lives," said {person}, the health minister.'],
        reaction: ['"We have waited years," said {witness}, a nurse.'],
        rising: ['The order was raised to {n} million doses from {nPrev} million.'],
        secondSite: noSite,
        followUp: ['A day after approval, the first doses were shipped to clinics.'],
        background: ['A vaccine campaign in {oldYear} stalled.'],
      },
      {
        what: 'ban on a painkiller',
        count: [2, 9, 1, 3],
        hl: ['{country} bans over-the-counter painkiller', '{adj} Health Ministry pulls painkiller from shelves'],
        hlLocal: ['Chemists told to pull painkiller'],
        lead: ['The {body} banned the sale of a common painkiller without prescription {day} after {n} deaths.'],
        leadLocal: ['Chemists in the town cleared shelves {day} after the {body} banned a painkiller.'],
        leadCompany: ['The {body} said it had withdrawn a painkiller from open sale after {n} deaths.'],
        facts: ['Pharmacies have a week to comply.', 'Doctors can still prescribe it.', 'An inquiry is under way.'],
        quotes: ['"The risk is too high," said {person}, the health minister.'],
        reaction: ['"People will just buy it online," said {witness}, a pharmacist.'],
        rising: ['The ministry said the drug was linked to {n} deaths, not {nPrev}.'],
        secondSite: noSite,
        followUp: ["A day after the ban, the drug's maker said it would appeal."],
        background: ['A similar ban was lifted in {oldYear}.'],
      },
    ],
  },
  {
    key: 'disasters',
    trade: ['Mining Safety Journal', 'Hazard Watch', 'Emergency Management Today'],
    local: {
      what: 'landslide',
      companies: ['Mining', 'Quarries', 'Minerals'],
      count: [3, 15, 2, 10],
      hl: [
        'Landslide at {company} mine buries homes in {town}',
        '{town} landslide: {n} missing',
        'Spoil heap collapses above {town}',
      ],
      hlLocal: ['Landslide buries homes, {n} missing', 'Mud and rock sweep into the town'],
      lead: [
        'A landslide from a spoil heap at a mine run by {company} buried homes in {town} {day}, leaving {n} people missing.',
        'Rescuers searched for {n} missing people after a landslide hit the {region} town of {town} {day}.',
      ],
      leadLocal: [
        'Mud and rock from the mine above the town swept into houses {day}, and {n} residents are missing.',
        'The council opened the school to families whose homes were buried when the hillside gave way {day}.',
      ],
      leadCompany: [
        '{company} ({ticker}) suspended work at its {town} mine {day} after a spoil heap collapsed.',
        '{company} said a landslide at its mine above {town} had left {n} people missing.',
      ],
      facts: [
        'Heavy rain had fallen for a week.',
        'Sniffer dogs joined the search.',
        'Roads into the area were cut.',
        'Twenty houses were destroyed.',
      ],
      quotes: [
        '"We are still hoping to find people alive," said {person}, who leads the rescue.',
        '"We are cooperating fully," said {person}, a {co} manager.',
      ],
      reaction: ['"The whole hill just came down," said {witness}, who escaped with her children.'],
      rising: [
        'The number of missing rose to {n} from {nPrev}.',
        'Officials said {n} people were missing, up from {nPrev}.',
      ],
      secondSite: ['A smaller slip hit the road to {site2}.', 'Another slope gave way near {site2}.'],
      followUp: [
        'A day after the landslide, rescuers pulled a survivor from the mud.',
        "The next day, the mine's licence was suspended.",
      ],
      background: ['A landslide in {oldTown} killed eleven people in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Disaster Management Agency`, bodyShort: 'the agency' }),
    decisions: [
      {
        what: 'state of emergency',
        count: [3, 8, 1, 3],
        hl: ['{country} declares emergency in {n} provinces', '{adj} disaster agency declares state of emergency'],
        hlLocal: ['State of emergency declared for the province'],
        lead: ['The {body} declared a state of emergency in {n} provinces {day} after weeks of floods.'],
        leadLocal: ['The town is among areas placed under a state of emergency by the {body} {day}.'],
        leadCompany: ['The {body} said it had declared a state of emergency in {n} provinces.'],
        facts: ['The army will help with relief.', 'The order lasts thirty days.', 'Schools in the area are closed.'],
        quotes: ['"We need every resource now," said {person}, head of the {body}.'],
        reaction: ['"It should have come a week ago," said {witness}, a farmer.'],
        rising: ['The emergency was widened to {n} provinces from {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the declaration, troops arrived with boats.'],
        background: ['An emergency was last declared in {oldYear}.'],
      },
      {
        what: 'relief fund',
        count: [20, 90, 5, 20],
        hl: ['{country} releases {n} million in disaster relief', '{adj} disaster agency opens relief fund'],
        hlLocal: ['Relief money on its way'],
        lead: ['The {body} released {n} million {currency} in relief for flood victims {day}.'],
        leadLocal: ['Families in the town can claim from a {n} million {currency} fund the {body} opened {day}.'],
        leadCompany: ['The {body} said it had released {n} million {currency} for disaster relief.'],
        facts: ['Claims open next week.', 'Farmers get priority.', 'The money comes from reserves.'],
        quotes: ['"Help must reach people fast," said {person} of the {body}.'],
        reaction: ['"It will not rebuild my house," said {witness}.'],
        rising: ['The fund was raised to {n} million from {nPrev} million.'],
        secondSite: noSite,
        followUp: ['A day after the fund opened, thousands applied.'],
        background: ['A relief fund set up in {oldYear} ran dry.'],
      },
    ],
  },
  {
    key: 'semiconductors',
    trade: ['Chip Fab Report', 'Silicon Supply Weekly', 'Wafer Markets'],
    local: {
      what: 'fab outage',
      companies: ['Semiconductor', 'Microdevices', 'Silicon'],
      count: [5, 40, 5, 30],
      hl: [
        'Power failure halts {company} chip plant in {town}',
        '{town} fab outage scraps {n},000 wafers',
        '{co} shuts {town} fab after power failure',
      ],
      hlLocal: ['Chip plant halted, shifts sent home', 'Power failure stops the chip factory'],
      lead: [
        'A power failure halted production at the {company} chip plant in {town} {day}, scrapping about {n},000 wafers.',
        'Output stopped at a chip factory in the {region} town of {town} {day} after a power failure.',
      ],
      leadLocal: [
        'Night-shift workers at the chip plant outside the town were sent home {day} after the power failed.',
        'The council said the fault in the substation that feeds the chip factory was being repaired.',
      ],
      leadCompany: [
        '{company} ({ticker}) said {day} a power failure at its {town} fab had scrapped about {n},000 wafers.',
        '{company} halted its {town} plant after a power failure, it said in a filing.',
      ],
      facts: [
        'The plant makes memory chips.',
        'Clean rooms must be requalified.',
        'Shares fell in early trade.',
        'Customers were told of delays.',
      ],
      quotes: [
        '"Recovery will take weeks," said {person}, an analyst.',
        '"We expect a limited impact," {person}, a {co} spokesperson, said.',
      ],
      reaction: ['"We were told to leave the clean room at once," said {witness}, a technician.'],
      rising: ['The company raised its estimate of lost wafers to {n},000 from {nPrev},000.'],
      secondSite: ['Its packaging plant in {site2} was also stopped.', 'A second line in {site2} lost power as well.'],
      followUp: ['A day after the outage, {co} said output had partly resumed.'],
      background: ['An earthquake stopped a fab in {oldTown} in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Trade Ministry`, bodyShort: 'the ministry' }),
    decisions: [
      {
        what: 'export curbs',
        count: [5, 20, 1, 5],
        hl: ['{country} curbs exports of chipmaking tools', '{adj} Trade Ministry restricts chip tool exports'],
        hlLocal: ['Export rules hit the chip tool maker'],
        lead: ['The {body} imposed licence requirements on exports of {n} kinds of chipmaking equipment {day}.'],
        leadLocal: ['Workers at the tool factory in the town fear for orders after the {body} curbed exports {day}.'],
        leadCompany: ['The {body} said exporters of {n} kinds of chipmaking tools would need a licence.'],
        facts: [
          'The rules apply from next month.',
          'Toolmakers had lobbied against them.',
          'Licences will take weeks.',
        ],
        quotes: ['"This protects our technology," said {person}, the trade minister.'],
        reaction: ['"We lose half our customers," said {witness}, a toolmaker.'],
        rising: ['The list was widened to {n} kinds of tools from {nPrev}.'],
        secondSite: noSite,
        followUp: ["A day after the rules were published, toolmakers' shares fell."],
        background: ['Similar rules were dropped in {oldYear}.'],
      },
      {
        what: 'fab subsidy',
        count: [1, 6, 1, 2],
        hl: ['{country} offers {n} billion in chip plant subsidies', '{adj} Trade Ministry approves fab subsidy'],
        hlLocal: ['Subsidy could bring a chip plant'],
        lead: ['The {body} approved {n} billion {currency} in subsidies for a new chip plant {day}.'],
        leadLocal: ['The town hopes to win a new chip plant after the {body} approved subsidies {day}.'],
        leadCompany: ['The {body} said it would pay up to {n} billion {currency} towards a new chip plant.'],
        facts: [
          'The plant could employ thousands.',
          'Sites are still being chosen.',
          'The money is spread over ten years.',
        ],
        quotes: ['"Chips are the new steel," said {person}, the trade minister.'],
        reaction: ['"Jobs, at last," said {witness}, a union organiser.'],
        rising: ['The subsidy was raised to {n} billion from {nPrev} billion.'],
        secondSite: noSite,
        followUp: ['A day after the approval, three firms said they would bid.'],
        background: ['A subsidy plan failed in {oldYear}.'],
      },
    ],
  },
  {
    key: 'elections',
    trade: ['Election Systems Review', 'Polling Tech Weekly', 'Governance Monitor'],
    local: {
      what: 'count failure',
      companies: ['Voting Systems', 'Ballot Technologies', 'Election Services'],
      count: [8, 40, 5, 30],
      hl: [
        'Vote count halted in {town} as {company} machines fail',
        '{town} count suspended at {n} polling stations',
        'Voting machines fail in {town}',
      ],
      hlLocal: ['Count stopped as machines fail', 'Voters wait as the count stalls'],
      lead: [
        'Counting was halted at {n} polling stations in {town} {day} after machines supplied by {company} failed.',
        'Election officials suspended the count in the {region} town of {town} {day} when voting machines broke down.',
      ],
      leadLocal: [
        'The count at the town hall stopped {day} when the machines failed, the council said.',
        'Residents who voted in the council election waited for results {day} after the count stalled at {n} polling stations.',
      ],
      leadCompany: [
        '{company} ({ticker}) said {day} a software fault had stopped its machines at {n} polling stations in {town}.',
        '{company} apologised after its counting machines failed in {town}.',
      ],
      facts: [
        'Ballots will be counted by hand.',
        'Observers were present.',
        'Results are now expected late.',
        'The machines were new.',
      ],
      quotes: [
        '"Every vote will be counted," said {person}, the returning officer.',
        '"We found the fault," said {person} of {co}.',
      ],
      reaction: ['"How can we trust these machines?" said {witness}, a candidate.'],
      rising: ['The count was halted at {n} stations, up from {nPrev}.'],
      secondSite: ['Machines also failed in {site2}.', 'The fault spread to stations in {site2}.'],
      followUp: ['A day after the failure, the hand count finished.'],
      background: ['A count in {oldTown} was annulled in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Electoral Commission`, bodyShort: 'the commission' }),
    decisions: [
      {
        what: 'postponed vote',
        count: [2, 8, 1, 4],
        hl: ['{country} postpones regional vote by {n} weeks', '{adj} Electoral Commission delays elections'],
        hlLocal: ['Council election put off'],
        lead: ['The {body} postponed regional elections by {n} weeks {day}.'],
        leadLocal: ["The town's council election is delayed by {n} weeks after a ruling by the {body} {day}."],
        leadCompany: ['The {body} said regional elections would be held {n} weeks later than planned.'],
        facts: ['Ballot papers were misprinted.', 'Opposition parties objected.', 'A new date will be set.'],
        quotes: ['"We cannot hold a flawed vote," said {person}, who chairs the {body}.'],
        reaction: ['"They are buying time," said {witness}, an opposition candidate.'],
        rising: ['The delay was extended to {n} weeks from {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the delay, protests were held outside the commission.'],
        background: ['A vote was postponed in {oldYear}.'],
      },
      {
        what: 'disqualified candidate',
        count: [1, 5, 1, 3],
        hl: ['{country} bars opposition candidate from ballot', '{adj} Electoral Commission disqualifies candidate'],
        hlLocal: ['Local candidate struck off'],
        lead: [
          'The {body} disqualified an opposition candidate, {witness}, {day} over {n} irregular signatures pages.',
        ],
        leadLocal: ['A candidate from the town, {witness}, was struck off the ballot by the {body} {day}.'],
        leadCompany: ['The {body} said it had removed {witness} from the ballot.'],
        facts: ['The candidate will appeal.', 'Supporters protested.', 'The ruling can be challenged in court.'],
        quotes: ['"The rules are the rules," said {person}, who chairs the {body}.'],
        reaction: ['"This is political," said {witness}.'],
        rising: ['The commission said {n} pages were irregular, not {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the ruling, the candidate filed an appeal.'],
        background: ['A candidate was barred in {oldYear}.'],
      },
    ],
  },
  {
    key: 'cyber',
    trade: ['Threat Brief', 'Infosec Ledger', 'Ransomware Tracker'],
    local: {
      what: 'ransomware attack',
      companies: ['Water Services', 'Waterworks', 'Water Utility'],
      agent: (w) => `${w}Locker`,
      count: [5, 60, 5, 40],
      hl: [
        'Ransomware hits {company} in {town}',
        '{agent} gang claims attack on {town} water utility',
        'Cyberattack disrupts water billing in {town}',
      ],
      hlLocal: ['Water company hacked: bills frozen', 'Cyberattack on the water company'],
      lead: [
        'A ransomware attack disrupted systems at {company}, the water utility serving {town}, {day}.',
        'The {agent} gang said it had attacked the water utility of {town} {day} and stolen data on {n},000 customers.',
      ],
      leadLocal: [
        'Residents were told {day} that water bills are frozen after hackers hit the water company that serves the town.',
        'The council said tap water in the town is safe after a cyberattack on the water company {day}.',
      ],
      leadCompany: [
        '{company} ({ticker}) said {day} it had been hit by ransomware and had taken systems offline.',
        '{company} disclosed a ransomware attack affecting {n},000 customer accounts.',
      ],
      facts: [
        'Water supply was not affected.',
        'Billing systems were taken offline.',
        'Police are investigating.',
        'The gang demanded a ransom.',
      ],
      quotes: [
        '"We will not pay," said {person}, {co}\'s chief executive.',
        '"This gang targets utilities," said {person}, a security researcher.',
      ],
      reaction: ['"I got an email saying my details were stolen," said {witness}, a customer.'],
      rising: ['The number of customers affected rose to {n},000 from {nPrev},000.'],
      secondSite: [
        'Systems at its treatment works in {site2} were also locked.',
        'The attack also reached its office in {site2}.',
      ],
      followUp: [
        'A day after the attack, billing systems were partly restored.',
        'The next day, the stolen data appeared on a leak site.',
      ],
      background: ['A hospital in {oldTown} was hit by ransomware in {oldYear}.'],
    },
    body: (c) => ({ body: `${c.adj} Cyber Security Agency`, bodyShort: 'the agency' }),
    decisions: [
      {
        what: 'vendor ban',
        count: [1, 4, 1, 2],
        hl: ['{country} bans foreign router maker from state networks', '{adj} cyber agency bans network vendor'],
        hlLocal: ['Council must replace its routers'],
        lead: [
          'The {body} banned routers made by a foreign vendor from government networks {day}, giving agencies {n} years to replace them.',
        ],
        leadLocal: ['The council will have to replace its routers after the {body} banned a vendor {day}.'],
        leadCompany: ["The {body} said government bodies must remove the vendor's routers within {n} years."],
        facts: ['The vendor denies any wrongdoing.', 'Replacement will be costly.', 'Private firms are not covered.'],
        quotes: ['"The risk is unacceptable," said {person}, head of the {body}.'],
        reaction: ['"Who pays for this?" said {witness}, a council IT manager.'],
        rising: ['The deadline was changed to {n} years from {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the ban, the vendor said it would sue.'],
        background: ['A similar ban was proposed in {oldYear}.'],
      },
      {
        what: 'breach reporting rule',
        count: [24, 72, 24, 24],
        hl: ['{country} orders firms to report hacks within {n} hours', '{adj} cyber agency sets breach deadline'],
        hlLocal: ['Firms must report hacks fast'],
        lead: ['The {body} ordered companies to report cyberattacks within {n} hours {day}.'],
        leadLocal: ['Businesses in the town must report hacks within {n} hours under a rule from the {body} {day}.'],
        leadCompany: ['The {body} said firms must report breaches within {n} hours or face fines.'],
        facts: ['Fines can reach millions.', 'The rule starts in six months.', 'Small firms get help.'],
        quotes: ['"We need to know fast," said {person}, head of the {body}.'],
        reaction: ['"More paperwork," said {witness}, who runs an IT shop.'],
        rising: ['The deadline was set at {n} hours, not {nPrev}.'],
        secondSite: noSite,
        followUp: ['A day after the rule, business groups asked for more time.'],
        background: ['Reporting rules were debated in {oldYear}.'],
      },
    ],
  },
];
