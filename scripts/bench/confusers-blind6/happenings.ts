// What can happen in each demo domain of the blind6 set, and the sentences a desk would write about it.
// Each happening turns its facts (a town, a figure, an actor, a company, a body's decision) into pools:
// headlines (some never naming the place), first sentences, details, quotes, a development (a rising
// figure, a second site, a correction, a next-day follow-up) and background for an analysis piece.
import type { City, Company, Country, Person } from './world.ts';

export type Domain =
  | 'energy'
  | 'maritime'
  | 'conflict'
  | 'central-banks'
  | 'health'
  | 'disasters'
  | 'semiconductors'
  | 'elections'
  | 'cyber';

/** What a happening needs from its group: every happening has a town; some an actor, a company, a body or a venue. */
export type Role = 'actor' | 'company' | 'body' | 'venue';

export type Facts = {
  k: Country;
  c: City;
  /** Weekday name of the happening's day. */
  wd: string;
  /** The first figure reported, and the figure a later article gives (a rising count, a corrected one). */
  n: number;
  n2: number;
  /** A second, smaller figure. */
  m: number;
  actor: string;
  actorShort: string;
  co: Company;
  venue: string;
  body: string;
  /** Which of the happening's matters (a body's decisions, a walkout's grievance): differs inside a group. */
  matter: number;
  /** A named local witness or spokesperson. */
  who: Person;
  /** The national official both happenings of a same-country group may quote. */
  official: Person;
  /** Another town named in passing. */
  other: string;
};

/** Development sentences that need a day to pass (said only in a next-day follow-up). */
export const NEXT_DAY = /next day|next morning|following day|the day after/i;

export type Telling = {
  heads: string[];
  /** Headlines that do not name the town or country. */
  bareHeads: string[];
  ledes: string[];
  details: string[];
  quotes: string[];
  /** Developments, each with the headline at the same index (read round) that leads with it. */
  later: string[];
  laterHeads: string[];
  context: string[];
  /** A short noun phrase for the happening ("the refinery fire in Brannoch"). */
  what: string;
};

export type Happening = {
  id: string;
  domain: Domain;
  roles: Role[];
  /** How many different matters (decisions, grievances, targets) the happening can be about. */
  matters: number;
  tell: (f: Facts) => Telling;
};

const num = (n: number) => n.toLocaleString('en-GB');
const pct = (n: number) => `${n.toFixed(n % 1 ? 2 : 0)}%`;

const RATE_DECISIONS = [
  { act: (b: number) => `raised its benchmark rate by ${b} basis points`, head: 'raises key rate', noun: 'rate rise' },
  { act: (b: number) => `cut its policy rate by ${b} basis points`, head: 'trims policy rate', noun: 'rate cut' },
  {
    act: (b: number) => `lifted the reserve requirement for commercial lenders by ${b / 100} points`,
    head: 'tightens bank reserve rule',
    noun: 'reserve requirement change',
  },
  {
    act: (b: number) => `sold ${b} million dollars from its reserves to steady the currency`,
    head: 'steps into currency market',
    noun: 'currency intervention',
  },
  {
    act: (_b: number) => `revoked the banking licence of a small lender, Perrault Mutual`,
    head: 'shuts troubled lender',
    noun: 'licence revocation',
  },
];

const ENERGY_RULINGS = [
  { act: 'approved a rise in household electricity tariffs', head: 'approves power tariff rise', unit: '%' },
  { act: 'capped the retail price of diesel', head: 'caps diesel price', unit: ' per litre' },
  { act: 'fined the grid operator over last winter’s outages', head: 'fines grid operator', unit: ' million' },
  { act: 'ordered a review of gas import contracts', head: 'orders gas contract review', unit: ' contracts' },
];

const DRUG_RULINGS = [
  { act: 'approved a new malaria treatment, Quinavel,', head: 'clears new malaria pill', noun: 'approval' },
  {
    act: 'ordered the recall of batches of the blood-pressure drug Lortazine',
    head: 'recalls heart drug',
    noun: 'recall',
  },
  {
    act: 'suspended sales of a children’s cough syrup, Tussamed,',
    head: 'halts cough syrup sales',
    noun: 'suspension',
  },
  {
    act: 'granted emergency use to a locally made dengue vaccine',
    head: 'backs dengue shot',
    noun: 'emergency authorisation',
  },
];

const EXPORT_RULINGS = [
  { act: 'tightened export licences for advanced lithography parts', head: 'tightens chip-tool export rules' },
  { act: 'awarded a production subsidy to', head: 'grants chip subsidy', withCo: true },
  { act: 'imposed an anti-dumping duty on imported silicon wafers', head: 'slaps duty on wafer imports' },
  { act: 'opened an investigation into the pricing of', head: 'opens pricing probe', withCo: true },
];

const POLL_RULINGS = [
  {
    act: 'disqualified opposition candidate Matthias Orlov from the presidential race',
    head: 'bars opposition candidate',
  },
  { act: 'ordered a full recount in the Fennbrook constituency', head: 'orders constituency recount' },
  { act: 'postponed municipal elections in the eastern districts by six weeks', head: 'delays local polls' },
  { act: 'struck the Green Dawn party off the ballot over unpaid fees', head: 'removes party from ballot' },
];

const PORT_ORDERS = [
  { act: 'detained the bulk carrier Stella Marsh', head: 'detains bulk carrier' },
  { act: 'banned the tanker Odessa Star from its ports', head: 'bans ageing tanker' },
  { act: 'closed the inner channel to night traffic', head: 'shuts channel at night' },
  { act: 'fined the ferry operator over lifeboat failures', head: 'fines ferry firm' },
];

const CURFEWS = [
  { act: 'imposed a night curfew', head: 'imposes curfew' },
  { act: 'banned public gatherings for thirty days', head: 'bans gatherings' },
  { act: 'declared a state of emergency', head: 'declares emergency' },
];

const GRIEVANCES = [
  'over pay',
  'after a colleague’s death on shift',
  'against planned pension cuts',
  'over staffing levels',
];

const FINES = [
  'failing to report a breach within 72 hours',
  'leaking customers’ card data',
  'storing passwords unencrypted',
];

export const HAPPENINGS: Happening[] = [
  // ---------------------------------------------------------------- energy
  {
    id: 'refinery-fire',
    domain: 'energy',
    roles: ['venue', 'company'],
    matters: 1,
    tell: (f) => ({
      what: `the fire at the ${f.venue}`,
      heads: [
        `Fire shuts ${f.c.name} fuel plant, ${f.n} workers evacuated`,
        `${f.co.name} halts output after blaze at ${f.venue}`,
        `Blaze at ${f.k.adj} plant cuts fuel supply`,
        `${f.venue}: fire under control, cause unknown`,
      ],
      bareHeads: [
        `Refinery blaze forces evacuation`,
        `Flames halt output at fuel works`,
        `${f.co.ticker} shares slip after plant fire`,
      ],
      ledes: [
        `A fire broke out in a distillation unit at the ${f.venue} in ${f.c.name} on ${f.wd}, forcing the evacuation of ${f.n} workers and halting production.`,
        `Thick smoke rose over ${f.c.name} after flames tore through part of the ${f.venue}, operated by ${f.co.name}, early on ${f.wd}.`,
        `${f.co.name} said it had stopped all processing at its ${f.c.name} site after a blaze in a storage area on ${f.wd}.`,
      ],
      details: [
        `The plant processes about ${num(f.m * 1000)} barrels a day, roughly a fifth of ${f.k.name}'s fuel needs.`,
        `Fire crews from ${f.c.neighbour} were called in to help.`,
        `Nobody was reported hurt, though ${Math.max(2, f.m % 5)} firefighters were treated for smoke inhalation.`,
        `Residents of ${f.c.quarter} were told to keep windows shut.`,
      ],
      quotes: [
        `"The fire is contained and we are assessing the damage," a ${f.co.name} spokesperson said.`,
        `"We heard a bang and then the sky went black," said ${f.who.name}, who lives nearby.`,
        `${f.official.name}, the ${f.official.role}, said there was "no sign of sabotage".`,
      ],
      later: [
        `By evening the company said ${f.n2} workers had been moved out and the unit would stay shut for at least a week.`,
        `The company later corrected the number evacuated to ${f.n2}.`,
        `Fuel importers said on ${f.wd} night they would bring in extra cargoes to cover the gap.`,
      ],
      laterHeads: [
        `${f.co.name} says ${f.c.name} unit shut for a week`,
        `Fuel plant fire: evacuation figure revised to ${f.n2}`,
      ],
      context: [
        `${f.k.name} has struggled with ageing fuel infrastructure, and the ${f.venue} has had two unplanned stoppages this year.`,
        `Fuel prices in ${f.k.name} are among the most closely watched in the region.`,
      ],
    }),
  },
  {
    id: 'tariff-ruling',
    domain: 'energy',
    roles: ['body'],
    matters: ENERGY_RULINGS.length,
    tell: (f) => {
      const d = ENERGY_RULINGS[f.matter % ENERGY_RULINGS.length]!;
      const fig = d.unit === '%' ? pct((f.m % 15) + 3) : `${num(f.m)}${d.unit}`;
      return {
        what: `the ${f.body} decision`,
        heads: [
          `${f.body} ${d.head}`,
          `${f.k.adj} regulator ${d.head} (${fig})`,
          `Energy watchdog ${d.head}, effective next month`,
        ],
        bareHeads: [`Regulator ${d.head}`, `Watchdog ${d.head} after hearing`],
        ledes: [
          `The ${f.body} on ${f.wd} ${d.act}, a decision that takes effect on the first of next month.`,
          `${f.k.name}'s energy regulator ${d.act} on ${f.wd}, with a figure of ${fig}.`,
          `In a ruling published ${f.wd} afternoon in ${f.k.capital}, the ${f.body} ${d.act}.`,
        ],
        details: [
          `The figure set was ${fig}, the commission said.`,
          `Consumer groups had asked for a public hearing before any decision.`,
          `The commission's board voted ${(f.n % 3) + 3} to ${(f.n % 2) + 1}.`,
        ],
        quotes: [
          `"This decision balances the needs of households and the system," the commission's chair, ${f.who.name}, said.`,
          `${f.official.name}, the ${f.official.role}, called the ruling "a matter for the independent regulator".`,
        ],
        later: [
          `On the following day, the commission corrected the start date in its published order.`,
          `Opposition lawmakers said on ${f.wd} evening they would challenge the ruling in court.`,
        ],
        laterHeads: [`Regulator corrects start date in ruling`, `Lawmakers to challenge ${f.body} ruling`],
        context: [
          `Energy pricing has been a flashpoint in ${f.k.name} since subsidies were trimmed two years ago.`,
          `The ${f.body} was given wider powers last year.`,
        ],
      };
    },
  },
  {
    id: 'power-walkout',
    domain: 'energy',
    roles: ['actor', 'venue'],
    matters: GRIEVANCES.length,
    tell: (f) => {
      const g = GRIEVANCES[f.matter % GRIEVANCES.length]!;
      return {
        what: `the walkout at the ${f.venue}`,
        heads: [
          `Workers walk out at ${f.venue} ${g}`,
          `${f.actor} strike hits ${f.c.name} power station`,
          `Power workers down tools ${g}`,
        ],
        bareHeads: [`Union stages walkout at power station`, `Output cut as staff strike ${g}`],
        ledes: [
          `Members of the ${f.actor} walked off the job at the ${f.venue} in ${f.c.name} on ${f.wd} ${g}.`,
          `About ${f.n} workers at the ${f.venue} stopped work on ${f.wd}, their union said, in a dispute ${g}.`,
          `A strike ${g} halted two of the generating units at the ${f.venue} outside ${f.c.name} on ${f.wd}.`,
        ],
        details: [
          `The station supplies much of ${f.c.region}.`,
          `Management said a skeleton crew kept the remaining units running.`,
          `The union said the action would last ${(f.m % 3) + 2} days.`,
        ],
        quotes: [
          `"We have been patient for months," said ${f.who.name}, a shop steward.`,
          `${f.official.name}, the ${f.official.role}, urged both sides "to return to talks".`,
        ],
        later: [
          `Later in the day the union said ${f.n2} members had joined the walkout.`,
          `The next morning, management said it would meet union leaders.`,
        ],
        laterHeads: [`Walkout at ${f.venue} grows to ${f.n2}`, `Power station bosses agree to meet strikers`],
        context: [`Labour unrest has spread across ${f.k.name}'s state-owned energy sector this year.`],
      };
    },
  },
  // ---------------------------------------------------------------- maritime
  {
    id: 'dock-strike',
    domain: 'maritime',
    roles: ['actor', 'venue'],
    matters: GRIEVANCES.length,
    tell: (f) => {
      const g = GRIEVANCES[f.matter % GRIEVANCES.length]!;
      return {
        what: `the dock strike at ${f.venue}`,
        heads: [
          `Dockers strike at ${f.venue} ${g}`,
          `${f.c.name} port idle as stevedores walk out`,
          `${f.actor} calls stoppage at ${f.venue}`,
        ],
        bareHeads: [`Ships queue as dockers strike`, `Port stoppage leaves vessels waiting`],
        ledes: [
          `Dockworkers at ${f.venue} in ${f.c.name} walked out on ${f.wd} ${g}, leaving ${f.n} vessels waiting at anchor.`,
          `Cargo handling stopped at ${f.venue} on ${f.wd} after the ${f.actor} called a strike ${g}.`,
          `Cranes stood still across the terminals of ${f.venue} on ${f.wd} as stevedores began a stoppage ${g}.`,
        ],
        details: [
          `The port handles about ${f.m * 10} thousand containers a month.`,
          `Ferries to ${f.other} were not affected.`,
          `Shipping agents said waiting times could reach ${(f.m % 4) + 2} days.`,
        ],
        quotes: [
          `"Not one box moves until we are heard," said ${f.who.name} of the ${f.actor}.`,
          `${f.official.name}, the ${f.official.role}, said police would keep the port gates open.`,
        ],
        later: [
          `By nightfall ${f.n2} ships were waiting, port officials said.`,
          `The stoppage spread to the port's grain berth the next morning.`,
        ],
        laterHeads: [`${f.n2} ships stuck as ${f.c.name} port strike drags on`, `Port strike reaches grain berth`],
        context: [`${f.k.name}'s ports have seen rising volumes and complaints about overtime.`],
      };
    },
  },
  {
    id: 'grounding',
    domain: 'maritime',
    roles: ['company', 'venue'],
    matters: 2,
    tell: (f) => {
      const ship = f.matter % 2 ? `${f.co.name.split(' ')[0]} Aurora` : `${f.co.name.split(' ')[0]} Horizon`;
      return {
        what: `the grounding of the ${ship}`,
        heads: [
          `Container ship runs aground off ${f.c.name}`,
          `${f.co.name} vessel grounded near ${f.venue}`,
          `${ship} aground, channel partly blocked`,
        ],
        bareHeads: [`Boxship aground, salvage teams called`, `${f.co.ticker} ship stuck on sandbank`],
        ledes: [
          `The container ship ${ship}, operated by ${f.co.name}, ran aground near the approach to ${f.venue} off ${f.c.name} on ${f.wd}.`,
          `A ${f.co.trade} said on ${f.wd} that its vessel ${ship} had grounded on a sandbank outside ${f.c.name}.`,
          `Salvage tugs were sent to free the ${ship}, which went aground early on ${f.wd} near ${f.c.name} with ${f.n} crew aboard.`,
        ],
        details: [
          `The ship was carrying about ${num(f.m * 20)} containers.`,
          `No oil leak was reported.`,
          `Pilots said one lane of the channel remained open.`,
        ],
        quotes: [
          `"All ${f.n} crew members are safe," the operator said in a statement.`,
          `"We will try to refloat her on the evening tide," said harbour master ${f.who.name}.`,
        ],
        later: [
          `The ship was refloated the following day and towed to a berth for inspection.`,
          `Divers found a ${(f.m % 9) + 2}-metre gash in the hull.`,
        ],
        laterHeads: [`${ship} refloated after grounding`, `Divers find hull damage on grounded ${ship}`],
        context: [`Channel depth off ${f.c.name} has been a concern since dredging was postponed.`],
      };
    },
  },
  {
    id: 'line-surcharge',
    domain: 'maritime',
    roles: ['company'],
    matters: 3,
    tell: (f) => {
      const what = ['a congestion surcharge', 'a fuel surcharge', 'a peak-season surcharge'][f.matter % 3]!;
      return {
        what: `${f.co.name}'s ${what}`,
        heads: [
          `${f.co.name} adds ${what} on ${f.k.adj} routes`,
          `${f.co.ticker} to levy ${what} from next week`,
          `Carrier ${f.co.name} slaps ${what} on cargo`,
        ],
        bareHeads: [`Container line adds ${what}`, `Shippers face new ${what}`],
        ledes: [
          `Customers of ${f.co.name} will pay ${what} of ${f.n} dollars a box on ${f.c.name} sailings, the line said in a notice on ${f.wd}.`,
          `${f.co.name} said on ${f.wd} it would add ${what} of ${f.n} dollars per container on cargo to and from ${f.c.name}.`,
          `${f.co.trade[0]!.toUpperCase()}${f.co.trade.slice(1)}, ${f.co.name}, told customers on ${f.wd} it would charge ${what}.`,
        ],
        details: [
          `Exporters in ${f.c.region} called the move opportunistic.`,
          `The charge takes effect in ${(f.m % 10) + 5} days.`,
          `Freight forwarders said rivals might follow.`,
        ],
        quotes: [
          `"We were given four days' notice," said ${f.who.name}, who runs a freight forwarding firm.`,
          `"Costs at ${f.c.name} have risen sharply," the line said in a customer advisory.`,
        ],
        later: [`The line later said the charge would be ${f.n2} dollars, not ${f.n}.`],
        laterHeads: [`${f.co.name} revises ${what} to ${f.n2} dollars`],
        context: [`Carriers serving ${f.k.name} have raised charges several times this year.`],
      };
    },
  },
  {
    id: 'port-order',
    domain: 'maritime',
    roles: ['body'],
    matters: PORT_ORDERS.length,
    tell: (f) => {
      const d = PORT_ORDERS[f.matter % PORT_ORDERS.length]!;
      return {
        what: `the ${f.body} order`,
        heads: [
          `${f.body} ${d.head}`,
          `${f.k.adj} maritime authority ${d.head}`,
          `Port state control ${d.head} at ${f.c.name}`,
        ],
        bareHeads: [`Maritime regulator ${d.head}`, `Harbour authority ${d.head} after inspection`],
        ledes: [
          `The ${f.body} ${d.act} at ${f.c.name} on ${f.wd}.`,
          `Inspectors from the ${f.body} ${d.act} in ${f.c.name} on ${f.wd}, citing ${f.n} deficiencies.`,
          `${f.k.name}'s maritime regulator said on ${f.wd} it had ${d.act} at ${f.c.name}.`,
        ],
        details: [
          `The owner has ${(f.m % 10) + 3} days to respond.`,
          `The vessel flies a flag of convenience.`,
          `Agents in ${f.other} were informed.`,
        ],
        quotes: [`"Substandard ships have no place in our waters," said ${f.who.name}, the authority's director.`],
        later: [`The authority said the next day the owner had lodged an appeal.`],
        laterHeads: [`Owner appeals ${f.body} order`],
        context: [`${f.k.name} has stepped up port inspections after a spill last year.`],
      };
    },
  },
  // ---------------------------------------------------------------- conflict
  {
    id: 'drone-attack',
    domain: 'conflict',
    roles: ['actor'],
    matters: 3,
    tell: (f) => {
      const t = ['an army barracks', 'a fuel depot', 'a checkpoint'][f.matter % 3]!;
      return {
        what: `the drone attack on ${t} in ${f.c.name}`,
        heads: [
          `Drone attack on ${t} in ${f.c.name} kills ${f.n}`,
          `${f.actorShort} claims strike on ${f.c.name}`,
          `${f.n} dead as drones hit ${f.k.adj} ${t}`,
        ],
        bareHeads: [`Drones hit ${t}; ${f.n} dead`, `Rebels claim deadly drone strike`],
        ledes: [
          `At least ${f.n} people were killed when drones struck ${t} in ${f.c.name} on ${f.wd}, officials said.`,
          `The ${f.actor} said it had launched explosive-laden drones at ${t} on the edge of ${f.c.name} early on ${f.wd}.`,
          `Explosions shook ${f.c.quarter} in ${f.c.name} before dawn on ${f.wd} as drones hit ${t}.`,
        ],
        details: [
          `${f.m} people were wounded.`,
          `The road to ${f.other} was closed for several hours.`,
          `Air defences shot down two drones, the army said.`,
        ],
        quotes: [
          `${f.official.name}, the ${f.official.role}, condemned "a cowardly act".`,
          `"The windows of every house shook," said ${f.who.name}, a shopkeeper.`,
        ],
        later: [
          `The death toll rose to ${f.n2} by evening, hospital staff said.`,
          `The army said the next day that ${f.n2} had died.`,
        ],
        laterHeads: [`${f.c.name} drone strike toll rises to ${f.n2}`, `Toll in attack on ${t} climbs to ${f.n2}`],
        context: [`The ${f.actor} has stepped up attacks since talks broke down in spring.`],
      };
    },
  },
  {
    id: 'curfew',
    domain: 'conflict',
    roles: ['body'],
    matters: CURFEWS.length,
    tell: (f) => {
      const d = CURFEWS[f.matter % CURFEWS.length]!;
      return {
        what: `the measure in ${f.c.region}`,
        heads: [
          `${f.k.name} ${d.head} in ${f.c.region}`,
          `Government ${d.head} after unrest in ${f.c.name}`,
          `${f.official.name} ${d.head} for ${f.c.region}`,
        ],
        bareHeads: [`Troops deployed as government ${d.head}`, `Cabinet ${d.head} after clashes`],
        ledes: [
          `Security forces in ${f.c.name} began enforcing new restrictions on ${f.wd} after the government ${d.act} in ${f.c.region}.`,
          `The ${f.k.adj} government ${d.act} in ${f.c.region}, including ${f.c.name}, on ${f.wd} after clashes left ${f.n} dead.`,
          `${f.official.name}, the ${f.official.role}, ${d.act} across ${f.c.region} on ${f.wd}.`,
        ],
        details: [
          `The measure covers ${f.c.name} and ${(f.m % 5) + 2} surrounding districts.`,
          `Troops were deployed at the main crossroads.`,
        ],
        quotes: [
          `"Shops shut at six, and the streets emptied," said ${f.who.name}, a taxi driver in ${f.c.name}.`,
          `"Order will be restored," ${f.official.name} said at a briefing in ${f.k.capital}.`,
        ],
        later: [`Rights groups said on the next day the measure was too broad.`],
        laterHeads: [`Rights groups criticise ${f.c.region} measure`],
        context: [`${f.c.region} has been tense since the ${f.actor} moved into nearby hills.`],
      };
    },
  },
  {
    id: 'peace-talks',
    domain: 'conflict',
    roles: ['venue'],
    matters: 2,
    tell: (f) => {
      const which = f.matter % 2 ? 'prisoner-exchange' : 'ceasefire';
      return {
        what: `the ${which} talks at ${f.venue}`,
        heads: [
          `${which[0]!.toUpperCase()}${which.slice(1)} talks open at ${f.venue}`,
          `Government and ${f.actorShort} meet for ${which} talks`,
          `${f.k.adj} ${which} talks begin`,
        ],
        bareHeads: [`Rivals sit down for ${which} talks`],
        ledes: [
          `Negotiators for the government and the ${f.actor} sat down on ${f.wd} at ${f.venue} for a fresh attempt at ${which} talks.`,
          `Government envoys and delegates of the ${f.actor} opened ${which} talks at ${f.venue} in ${f.k.capital} on ${f.wd}.`,
          `A new round of ${which} negotiations began on ${f.wd} behind closed doors at ${f.venue}.`,
        ],
        details: [
          `Journalists were kept outside the conference hall.`,
          `Security around ${f.venue} was tightened overnight.`,
          `Mediators from ${(f.n % 3) + 2} neighbouring states attend.`,
          `The last round ended without agreement.`,
        ],
        quotes: [
          `${f.official.name}, the ${f.official.role}, said the government delegation had "a clear mandate".`,
          `"We come in good faith," said ${f.who.name}, who leads the rebel delegation.`,
        ],
        later: [`Delegates said the next day they had agreed an agenda.`],
        laterHeads: [`${which} talks agree agenda`],
        context: [`Earlier rounds foundered over the release of detainees.`],
      };
    },
  },
  // ---------------------------------------------------------------- central banks
  {
    id: 'rate-decision',
    domain: 'central-banks',
    roles: ['body'],
    matters: RATE_DECISIONS.length,
    tell: (f) => {
      const d = RATE_DECISIONS[f.matter % RATE_DECISIONS.length]!;
      const bp = [25, 50, 75, 100][f.n % 4]!;
      return {
        what: `the ${f.body}'s ${d.noun}`,
        heads: [
          `${f.body} ${d.head}`,
          `${f.k.adj} central bank ${d.head} as ${f.k.currency} wobbles`,
          `Governor ${f.k.governor.name}'s bank ${d.head}`,
        ],
        bareHeads: [`Central bank ${d.head}`, `Policymakers ${d.head} in surprise move`],
        ledes: [
          `The ${f.body} ${d.act(bp)} on ${f.wd}.`,
          `${f.k.name}'s central bank ${d.act(bp)} on ${f.wd}, citing pressure on the ${f.k.currency}.`,
          `Policymakers in ${f.k.capital} ${d.act(bp)} on ${f.wd} afternoon.`,
        ],
        details: [
          `Inflation stood at ${pct((f.m % 80) / 10 + 3)} last month.`,
          `The ${f.k.currency} traded ${(f.m % 7) / 10 + 0.2}% higher after the announcement.`,
          `Analysts polled last week had been split.`,
        ],
        quotes: [
          `"We will do what is needed to anchor expectations," governor ${f.k.governor.name} told reporters.`,
          `${f.official.name}, the ${f.official.role}, declined to comment on the decision.`,
        ],
        later: [`In a statement the next day, the bank said the move was "not the start of a cycle".`],
        laterHeads: [`${f.body} says ${d.noun} is one-off`],
        context: [`The ${f.k.currency} has lost ground this year as import bills rose.`],
      };
    },
  },
  {
    id: 'lender-trouble',
    domain: 'central-banks',
    roles: ['company'],
    matters: 2,
    tell: (f) => {
      const w = f.matter % 2 ? 'an emergency liquidity line' : 'a capital shortfall';
      return {
        what: `${f.co.name}'s ${w.replace(/^an? /, '')}`,
        heads: [
          `${f.k.adj} lender ${f.co.name} hit by ${w}`,
          `${f.co.name} reveals ${w}`,
          `${f.co.ticker} shares slide on ${w}`,
          `Depositors queue at ${f.co.name} branches in ${f.c.name}`,
        ],
        bareHeads: [`Lender discloses ${w}`, `Bank shares slump on ${w}`],
        ledes: [
          `The ${f.k.centralBank} said on ${f.wd} it was monitoring ${f.co.name} closely after the lender revealed ${w}.`,
          `Customers lined up outside ${f.co.name} branches in ${f.c.name} on ${f.wd} after the bank disclosed ${w}.`,
          `${f.co.name} disclosed ${w} of ${num(f.n * 10)} million ${f.k.currency}s on ${f.wd}, sending its shares down ${(f.m % 20) + 5}%.`,
          `Shares in ${f.co.trade} ${f.co.name} fell sharply on ${f.wd} after it reported ${w}.`,
        ],
        details: [
          `The bank has about ${f.m * 3} branches nationwide.`,
          `Trading in the shares was briefly halted.`,
          `Queues formed outside branches in ${f.c.name}.`,
          `The ${f.k.centralBank} said the banking system was sound.`,
        ],
        quotes: [
          `"I want my savings out today," said ${f.who.name}, queueing in ${f.c.quarter}.`,
          `"Deposits are safe," the bank's chief executive, ${f.who.name}, said.`,
        ],
        later: [`The next day the lender said a shareholder had agreed to inject fresh capital.`],
        laterHeads: [`${f.co.name} secures fresh capital`],
        context: [`Mid-sized ${f.k.adj} lenders have been hit by bad property loans.`],
      };
    },
  },
  // ---------------------------------------------------------------- health
  {
    id: 'outbreak',
    domain: 'health',
    roles: [],
    matters: 3,
    tell: (f) => {
      const dz = ['cholera', 'measles', 'diphtheria'][f.matter % 3]!;
      return {
        what: `the ${dz} outbreak in ${f.c.name}`,
        heads: [
          `${dz[0]!.toUpperCase()}${dz.slice(1)} outbreak in ${f.c.name}: ${f.n} cases`,
          `Health officials confirm ${dz} cluster in ${f.c.name}`,
          `${f.k.adj} city reports ${dz} cases`,
        ],
        bareHeads: [`Health ministry declares ${dz} outbreak`, `${f.n} ${dz} cases confirmed, schools checked`],
        ledes: [
          `Clinics in ${f.c.name} have treated ${f.n} people for ${dz} since the weekend, the health ministry said on ${f.wd}.`,
          `The ${f.k.adj} health ministry on ${f.wd} declared an outbreak of ${dz} in ${f.c.name} after laboratory tests came back positive.`,
          `Health authorities confirmed ${f.n} cases of ${dz} in ${f.c.name} on ${f.wd}.`,
          `An outbreak of ${dz} has been declared in the ${f.c.quarter} area of ${f.c.name}, with ${f.n} people infected.`,
        ],
        details: [
          `${(f.m % 6) + 1} patients are in hospital.`,
          `Teams were sent to test water sources.`,
          `Nearby ${f.other} has reported no cases.`,
        ],
        quotes: [
          `"Boil your water and wash your hands," ${f.k.healthChief.name} told residents.`,
          `${f.k.healthChief.name}, the ${f.k.healthChief.role}, urged calm.`,
          `"We saw the first cases on Friday," said Dr ${f.who.name}.`,
        ],
        later: [`Cases rose to ${f.n2} the following day.`, `Officials later said ${f.n2} cases had been confirmed.`],
        laterHeads: [`${dz} cases in ${f.c.name} rise to ${f.n2}`],
        context: [`${f.k.name} last saw a large ${dz} outbreak six years ago.`],
      };
    },
  },
  {
    id: 'hospital-strike',
    domain: 'health',
    roles: ['actor'],
    matters: GRIEVANCES.length,
    tell: (f) => {
      const g = GRIEVANCES[f.matter % GRIEVANCES.length]!;
      const h = `${f.c.name} General Hospital`;
      return {
        what: `the strike at ${h}`,
        heads: [
          `${h} hit by walkout ${g}`,
          `Nurses strike at ${h} ${g}`,
          `${f.actor} walkout hits ${h}`,
          `Hospital staff in ${f.c.name} down tools`,
        ],
        bareHeads: [`Hospital walkout: operations postponed`],
        ledes: [
          `The ${f.actor} began a walkout at ${h} on ${f.wd} ${g}, with ${f.n} members on picket lines.`,
          `Nurses and support staff at ${h} went on strike on ${f.wd} ${g}, the ${f.actor} said.`,
          `Non-urgent operations were cancelled at ${h} on ${f.wd} as ${f.n} staff walked out ${g}.`,
        ],
        details: [
          `Ambulances were diverted to ${f.other}.`,
          `The strike is due to last ${(f.m % 3) + 1} days.`,
          `Emergency care continued.`,
          `${(f.m % 40) + 10} operations were postponed.`,
        ],
        quotes: [
          `"Patients come first, but so does safety," said ${f.who.name}, a ward nurse.`,
          `${f.k.healthChief.name} called for talks.`,
        ],
        later: [`The union said ${f.n2} staff had joined by the afternoon.`],
        laterHeads: [`${h} strike widens to ${f.n2} staff`],
        context: [`Hospitals across ${f.k.name} report chronic staff shortages.`],
      };
    },
  },
  {
    id: 'drug-ruling',
    domain: 'health',
    roles: ['body'],
    matters: DRUG_RULINGS.length,
    tell: (f) => {
      const d = DRUG_RULINGS[f.matter % DRUG_RULINGS.length]!;
      return {
        what: `the ${f.body}'s ${d.noun}`,
        heads: [`${f.body} ${d.head}`, `${f.k.adj} regulator ${d.head}`],
        bareHeads: [`Medicines regulator ${d.head}`, `Drug watchdog ${d.head}`],
        ledes: [
          `In a notice to doctors on ${f.wd}, the ${f.body} ${d.act}.`,
          `Regulators in ${f.k.capital} ${d.act} on ${f.wd}, the ${f.body} announced.`,
          `The ${f.body} ${d.act} on ${f.wd}.`,
          `${f.k.name}'s medicines regulator ${d.act} on ${f.wd}, its second ruling this month.`,
        ],
        details: [
          `The decision applies from ${(f.m % 20) + 1} days' time.`,
          `Patient groups had lobbied for months.`,
          `The decision follows a review of ${f.n} patient reports.`,
          `Pharmacies were notified by circular.`,
        ],
        quotes: [
          `"Safety is our only test," the agency's director, ${f.who.name}, said.`,
          `${f.k.healthChief.name} welcomed the ruling.`,
        ],
        later: [`The agency published the full assessment the next day.`],
        laterHeads: [`${f.body} publishes ${d.noun} assessment`],
        context: [`The ${f.body} has faced criticism for slow reviews.`],
      };
    },
  },
  // ---------------------------------------------------------------- disasters
  {
    id: 'flood',
    domain: 'disasters',
    roles: [],
    matters: 2,
    tell: (f) => {
      const cause = f.matter % 2 ? 'after a reservoir overflowed' : 'after a river burst its banks';
      return {
        what: `the flooding in ${f.c.name}`,
        heads: [
          `Deadly floods hit ${f.c.name} in ${f.c.region}`,
          `Floods in ${f.c.name} kill ${f.n}`,
          `${f.c.name} under water ${cause}`,
          `${f.n} dead as floodwater sweeps ${f.k.adj} town`,
        ],
        bareHeads: [`Town swamped ${cause}`, `Flash floods kill ${f.n}, hundreds evacuated`],
        ledes: [
          `Muddy water stood a metre deep in the streets of ${f.c.name} on ${f.wd} ${cause}; ${f.n} people were confirmed dead.`,
          `Floods killed at least ${f.n} people in ${f.c.name} on ${f.wd} ${cause}.`,
          `Rescuers in boats pulled residents from rooftops in ${f.c.quarter}, ${f.c.name}, on ${f.wd} ${cause}.`,
        ],
        details: [
          `Power was cut to ${f.c.quarter}.`,
          `Schools were closed until further notice.`,
          `${num(f.m * 30)} people were moved to schools.`,
          `The road to ${f.other} was cut.`,
        ],
        quotes: [
          `${f.official.name}, the ${f.official.role}, said army units had been deployed.`,
          `"The water came in minutes," said ${f.who.name}.`,
        ],
        later: [
          `The toll rose to ${f.n2} as the water receded.`,
          `By the next morning ${f.n2} bodies had been recovered.`,
        ],
        laterHeads: [`${f.c.name} flood toll climbs to ${f.n2}`],
        context: [`${f.c.region} is prone to autumn floods.`],
      };
    },
  },
  {
    id: 'quake',
    domain: 'disasters',
    roles: [],
    matters: 1,
    tell: (f) => {
      const mag = (5 + (f.m % 20) / 10).toFixed(1);
      return {
        what: `the earthquake near ${f.c.name}`,
        heads: [
          `Magnitude ${mag} quake strikes near ${f.c.name}`,
          `Earthquake kills ${f.n} in ${f.k.adj} ${f.c.region}`,
        ],
        bareHeads: [`Quake of magnitude ${mag}: ${f.n} dead`],
        ledes: [
          `At least ${f.n} people died when the ground shook for nearly a minute in and around ${f.c.name} on ${f.wd}; the seismological institute put the magnitude at ${mag}.`,
          `Residents of ${f.c.name} spent ${f.wd} night in the open after an earthquake of magnitude ${mag} killed ${f.n}.`,
          `A magnitude ${mag} earthquake struck near ${f.c.name} on ${f.wd}, killing at least ${f.n} people.`,
          `Buildings collapsed in ${f.c.name} when a ${mag} tremor hit ${f.c.region} on ${f.wd}.`,
        ],
        details: [
          `Old stone houses in ${f.c.quarter} were worst hit.`,
          `Hospitals in ${f.c.name} were overwhelmed.`,
          `The quake was felt as far as ${f.other}.`,
          `${f.m} aftershocks were recorded.`,
        ],
        quotes: [
          `"Everything fell off the shelves at once," said ${f.who.name}.`,
          `${f.official.name} said search teams were working through the night.`,
        ],
        later: [`The death toll rose to ${f.n2}.`, `Officials revised the magnitude the next day.`],
        laterHeads: [`${f.c.name} quake toll rises to ${f.n2}`, `Seismologists revise ${f.c.name} quake magnitude`],
        context: [`${f.c.region} lies on an active fault.`],
      };
    },
  },
  {
    id: 'collapse',
    domain: 'disasters',
    roles: ['venue'],
    matters: 2,
    tell: (f) => {
      const part = f.matter % 2 ? 'a stand roof' : 'a perimeter wall';
      return {
        what: `the collapse at ${f.venue}`,
        heads: [
          `${part[2]!.toUpperCase()}${part.slice(3)} collapses at ${f.venue}`,
          `${f.n} hurt in collapse at ${f.c.name} venue`,
        ],
        bareHeads: [`Structure gives way, ${f.n} injured`],
        ledes: [
          `Rescue workers searched rubble at ${f.venue} in ${f.c.name} on ${f.wd} after ${part} gave way, hurting ${f.n}.`,
          `${part[0]!.toUpperCase()}${part.slice(1)} at ${f.venue} in ${f.c.name} collapsed on ${f.wd}, injuring ${f.n} people.`,
          `At least ${f.n} people were hurt when ${part} gave way at ${f.venue} on ${f.wd}.`,
        ],
        details: [
          `The venue's operator said it would cooperate with inspectors.`,
          `Ambulances from ${f.other} helped ferry the injured.`,
          `Engineers had flagged cracks last year.`,
          `The venue was closed pending inspection.`,
        ],
        quotes: [
          `${f.official.name}, the ${f.official.role}, ordered an inquiry.`,
          `"It happened in seconds," said ${f.who.name}.`,
        ],
        later: [`The number injured rose to ${f.n2}.`],
        laterHeads: [`${f.venue} collapse: ${f.n2} injured`],
        context: [`Public buildings in ${f.k.name} face new safety checks.`],
      };
    },
  },
  // ---------------------------------------------------------------- semiconductors
  {
    id: 'fab-halt',
    domain: 'semiconductors',
    roles: ['company'],
    matters: 2,
    tell: (f) => {
      const why = f.matter % 2 ? 'a power outage' : 'a chemical leak';
      return {
        what: `the halt at ${f.co.name}'s ${f.c.name} fab`,
        heads: [
          `${f.co.trade} halts output at ${f.c.name} site`,
          `${f.co.name} halts ${f.c.name} fab after ${why}`,
          `${f.co.ticker} wafer output hit by ${why}`,
          `Chip plant in ${f.c.name} stopped`,
        ],
        bareHeads: [`Chipmaker suspends fab after ${why}`],
        ledes: [
          `Wafer production at ${f.co.name}'s ${f.c.name} plant was suspended on ${f.wd} after ${why}, the company told customers.`,
          `${f.co.name} halted production at its ${f.c.name} fab on ${f.wd} after ${why}.`,
          `${f.co.trade[0]!.toUpperCase()}${f.co.trade.slice(1)} stopped wafer starts at its plant in ${f.c.name} on ${f.wd} following ${why}.`,
        ],
        details: [
          `Customers were told deliveries could slip by ${(f.m % 4) + 1} weeks.`,
          `The plant runs mostly mature-node lines.`,
          `The fab makes about ${num(f.n * 100)} wafers a month.`,
          `${(f.m % 30) + 5} staff were checked by medics.`,
        ],
        quotes: [
          `"It is too early to say what the financial impact is," a spokesperson for ${f.co.ticker} said.`,
          `"We expect to restart within days," the company said.`,
        ],
        later: [`The company said the next day that ${f.n2} percent of lines had restarted.`],
        laterHeads: [`${f.co.name} restarts part of ${f.c.name} fab`],
        context: [`${f.co.name} has bet on capacity growth in ${f.k.name}.`],
      };
    },
  },
  {
    id: 'guidance-cut',
    domain: 'semiconductors',
    roles: ['company'],
    matters: 2,
    tell: (f) => {
      const w = f.matter % 2 ? 'job cuts' : 'a lower sales forecast';
      return {
        what: `${f.co.name}'s ${w}`,
        heads: [
          `${f.co.trade} ${f.co.name} warns, unveils ${w}`,
          `${f.co.name} announces ${w}`,
          `${f.co.ticker} falls ${(f.m % 15) + 3}% on ${w}`,
        ],
        bareHeads: [`Chipmaker unveils ${w}`],
        ledes: [
          `${f.co.name} (${f.co.ticker}) said on ${f.wd} it would make ${w === 'job cuts' ? `${f.n * 10} job cuts` : 'do with less revenue this year'}, sending its shares down.`,
          `${f.co.name} announced ${w} on ${f.wd}, blaming weak demand.`,
          `Shares of ${f.co.trade} ${f.co.name} dropped on ${f.wd} after it announced ${w}.`,
        ],
        details: [
          `The shares closed down ${(f.m % 15) + 3}%.`,
          `The figure involved is ${f.n * 10}.`,
          `The company employs staff at ${f.c.name}.`,
        ],
        quotes: [
          `"Customers are sitting on too much stock," said analyst ${f.who.name}.`,
          `"Inventory correction is taking longer," chief executive ${f.who.name} said.`,
        ],
        later: [`Analysts cut their targets the next day.`],
        laterHeads: [`Analysts cut targets after ${f.co.name} move`],
        context: [`The chip cycle has turned down in consumer devices.`],
      };
    },
  },
  {
    id: 'export-ruling',
    domain: 'semiconductors',
    roles: ['body', 'company'],
    matters: EXPORT_RULINGS.length,
    tell: (f) => {
      const d = EXPORT_RULINGS[f.matter % EXPORT_RULINGS.length]!;
      const act = d.withCo ? `${d.act} ${f.co.name}` : d.act;
      return {
        what: `the ${f.body} ruling`,
        heads: [`${f.k.name} ${d.head}`, `${f.body} ${d.head}`],
        bareHeads: [`Ministry ${d.head}`],
        ledes: [
          `A decree signed by ${f.k.name}'s ${f.body} on ${f.wd} ${act}.`,
          `The ${f.k.adj} ${f.body} ${act} on ${f.wd}.`,
          `${f.k.name} ${act} on ${f.wd}, the ${f.body} said.`,
        ],
        details: [
          `Chip industry executives had been briefed on ${f.wd} morning.`,
          `The measure covers ${f.n} product lines.`,
          `Industry groups were consulted.`,
        ],
        quotes: [
          `"We will study the text carefully," said ${f.co.name}, one of the companies concerned.`,
          `"This protects our industry," said ${f.who.name}, a ministry spokesperson.`,
        ],
        later: [`The ministry published details the next day.`],
        laterHeads: [`${f.body} publishes details of chip measure`],
        context: [`${f.k.name} wants a larger share of the chip supply chain.`],
      };
    },
  },
  // ---------------------------------------------------------------- elections
  {
    id: 'poll-ruling',
    domain: 'elections',
    roles: ['body'],
    matters: POLL_RULINGS.length,
    tell: (f) => {
      const d = POLL_RULINGS[f.matter % POLL_RULINGS.length]!;
      return {
        what: `the ${f.body} ruling`,
        heads: [`${f.k.name}: ${f.body} ${d.head}`, `${f.body} ${d.head}`, `${f.k.adj} election body ${d.head}`],
        bareHeads: [`Electoral authority ${d.head}`],
        ledes: [
          `Meeting in ${f.k.capital} on ${f.wd}, the ${f.body} ${d.act}.`,
          `In a decision read out on ${f.wd} evening, the ${f.body} ${d.act}.`,
          `The ${f.body} ${d.act} on ${f.wd}.`,
          `${f.k.name}'s ${f.body} ${d.act} on ${f.wd}, ahead of the vote.`,
        ],
        details: [
          `Observers said the ruling could change the shape of the race.`,
          `The decision was taken by ${(f.n % 4) + 5} votes to ${f.n % 3}.`,
          `It can be appealed within ${(f.m % 5) + 3} days.`,
        ],
        quotes: [
          `"The law is clear," said ${f.who.name}, the body's spokesperson.`,
          `${f.official.name} said the government respected the ruling.`,
        ],
        later: [`The decision was appealed the next day.`],
        laterHeads: [`Appeal lodged against ${f.body} ruling`],
        context: [`${f.k.name}'s election is due next month.`],
      };
    },
  },
  {
    id: 'rally-clash',
    domain: 'elections',
    roles: ['venue'],
    matters: 3,
    tell: (f) => {
      const party = ['the Civic Renewal party', 'the National Labour Alliance', 'the Freedom and Soil party'][
        f.matter % 3
      ]!;
      return {
        what: `the clashes at ${party}'s rally`,
        heads: [
          `${party}: violence at ${f.venue}`,
          `Clashes at ${party} rally in ${f.c.name}`,
          `${f.n} hurt as rally at ${f.venue} turns violent`,
        ],
        bareHeads: [`Campaign rally ends in clashes`],
        ledes: [
          `A campaign rally of ${party} at ${f.venue} in ${f.c.name} ended in fighting on ${f.wd}; ${f.n} people were hurt.`,
          `Police fired tear gas at ${f.venue} in ${f.c.name} on ${f.wd} as supporters of ${party} clashed with rivals.`,
          `At least ${f.n} people were injured at a rally of ${party} at ${f.venue} on ${f.wd}.`,
        ],
        details: [
          `Stones and bottles were thrown.`,
          `Supporters arrived from ${f.other} by bus.`,
          `${(f.m % 20) + 3} people were arrested.`,
          `The rally was cut short.`,
        ],
        quotes: [
          `"We came to listen, not to fight," said ${f.who.name}, a supporter.`,
          `${f.official.name} said those responsible would be found.`,
        ],
        later: [`The number injured rose to ${f.n2}.`],
        laterHeads: [`Rally clash injuries rise to ${f.n2}`],
        context: [`The campaign has been marked by violence.`],
      };
    },
  },
  {
    id: 'ballot-attack',
    domain: 'elections',
    roles: [],
    matters: 2,
    tell: (f) => {
      const how = f.matter % 2 ? 'set fire to' : 'stole';
      const noun = f.matter % 2 ? 'burned' : 'stolen';
      return {
        what: `the ${noun} ballot boxes in ${f.c.name}`,
        heads: [
          `Ballot boxes ${noun} in ${f.c.name}, vote suspended`,
          `Masked men ${how} ballot boxes at ${f.c.name} polling station`,
          `${f.k.adj} by-election marred in ${f.c.name}`,
        ],
        bareHeads: [`Polling halted after ballot boxes ${noun}`, `Voting suspended at ${f.n} stations`],
        ledes: [
          `Armed men ${how} ballot boxes at a polling station in ${f.c.name} on ${f.wd}, forcing officials to halt voting at ${f.n} stations.`,
          `Voting was suspended in parts of ${f.c.name} on ${f.wd} after a gang ${how} ballot boxes in ${f.c.quarter}.`,
          `Election officials in ${f.c.name} stopped the count on ${f.wd} night when intruders ${how} ${(f.m % 6) + 2} ballot boxes.`,
        ],
        details: [
          `About ${num(f.m * 120)} voters were registered at the affected stations.`,
          `Voting in ${f.other} went ahead without incident.`,
          `Police said ${(f.m % 5) + 1} suspects were detained.`,
        ],
        quotes: [
          `"This is an attack on every voter," said ${f.who.name}, the district returning officer.`,
          `${f.official.name}, the ${f.official.role}, ordered extra police to the district.`,
        ],
        later: [
          `The commission said the next day that ${f.n2} stations would vote again on Sunday.`,
          `Officials later raised the number of affected stations to ${f.n2}.`,
        ],
        laterHeads: [
          `Re-run ordered at ${f.n2} ${f.c.name} stations`,
          `${f.c.name} vote disruption wider than first thought`,
        ],
        context: [`Local elections in ${f.k.name} have been marred by intimidation in the past.`],
      };
    },
  },
  // ---------------------------------------------------------------- cyber
  {
    id: 'ransomware',
    domain: 'cyber',
    roles: ['actor'],
    matters: 3,
    tell: (f) => {
      const t = [`the ${f.c.name} city council`, `the ${f.c.name} water utility`, `${f.c.name} General Hospital`][
        f.matter % 3
      ]!;
      return {
        what: `the ransomware attack on ${t}`,
        heads: [
          `${t}: systems down after cyberattack`,
          `Hackers hit ${t}`,
          `Ransomware attack paralyses ${t}`,
          `${f.actor} claims hack of ${t}`,
        ],
        bareHeads: [`Ransomware crew claims attack, systems offline`],
        ledes: [
          `Computer systems at ${t} were encrypted on ${f.wd} in an attack claimed by ${f.actor}.`,
          `${t[0]!.toUpperCase()}${t.slice(1)} said on ${f.wd} it had been hit by ransomware and taken its network offline.`,
          `A ransomware attack took down the systems of ${t} on ${f.wd}.`,
          `${f.actor} said on ${f.wd} it had breached ${t} and stolen ${f.n} gigabytes of data.`,
        ],
        details: [
          `Online payments were unavailable.`,
          `Investigators from the national cyber agency were called in.`,
          `The crew posted ${f.n} sample files on its leak site.`,
          `Staff reverted to paper.`,
          `The ransom demand was not disclosed.`,
        ],
        quotes: [
          `"No personal data has been confirmed stolen so far," said ${f.who.name}, an IT manager.`,
          `"We are restoring from backups," a spokesperson for ${t} said.`,
        ],
        later: [`Services were partly restored the next day.`],
        laterHeads: [`${t} partly restores systems`],
        context: [`${f.actor} has targeted public bodies in several countries.`],
      };
    },
  },
  {
    id: 'breach-fine',
    domain: 'cyber',
    roles: ['body', 'company'],
    matters: FINES.length,
    tell: (f) => {
      const why = FINES[f.matter % FINES.length]!;
      return {
        what: `the fine on ${f.co.name}`,
        heads: [
          `${f.co.trade} ${f.co.name} handed data fine`,
          `${f.co.name} fined for ${why}`,
          `Data watchdog fines ${f.co.ticker}`,
        ],
        bareHeads: [`Watchdog fines company for ${why}`],
        ledes: [
          `${f.co.name} (${f.co.ticker}) must pay ${num(f.n * 10)} thousand ${f.k.currency}s, the ${f.body} ruled on ${f.wd}, for ${why}.`,
          `The ${f.body} fined ${f.co.name} ${num(f.n * 10)} thousand ${f.k.currency}s on ${f.wd} for ${why}.`,
          `${f.co.name} was fined on ${f.wd} by ${f.k.name}'s data protection authority for ${why}.`,
        ],
        details: [
          `About ${num(f.m * 1000)} customers were affected.`,
          `It is the largest such penalty this year.`,
          `The company said it would appeal.`,
        ],
        quotes: [
          `"We take data protection very seriously," ${f.co.name} said.`,
          `"This sends a message," the ${f.body}'s head, ${f.who.name}, said.`,
        ],
        later: [`The company said the next day it would pay.`],
        laterHeads: [`${f.co.name} to pay data fine`],
        context: [`${f.k.name}'s data law took effect two years ago.`],
      };
    },
  },
];
