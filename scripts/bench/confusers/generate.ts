// Writes the confuser set (confusers.jsonl next to this file): fictional news written for the dedup
// benchmark. Pairs of different events of one domain on the same day or a day apart (two central
// banks deciding, two port strikes, two quakes), across the nine demo domains, each event told by 2
// to 4 outlets in their own words, later reports adding developments (a rising toll, a second site).
// Every name, figure and event is invented. Deterministic: the same file every run.
//
//   bash scripts/node.sh tsx scripts/bench/confusers/generate.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';

const rand = prng(31);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const shuffled = <T>(xs: readonly T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
const fmt = (n: number) => n.toLocaleString('en-US');

// Fictional names, drawn without replacement so that two events never share a participant by chance.
const PLACE_HEADS = [
  'Val',
  'Kes',
  'Mor',
  'Tal',
  'Ber',
  'Dun',
  'Ash',
  'Lor',
  'Fen',
  'Cal',
  'Ran',
  'Sel',
  'Tor',
  'Ves',
  'Bran',
  'Hol',
  'Mar',
  'Ost',
  'Pell',
  'Quor',
  'Riv',
  'Sar',
  'Tev',
  'Ulm',
  'Wen',
  'Zar',
  'Eld',
  'Grav',
  'Lin',
  'Nor',
];
const PLACE_TAILS = [
  'dora',
  'sin',
  'vik',
  'mere',
  'holt',
  'ford',
  'gate',
  'ica',
  'ova',
  'ek',
  'lin',
  'burg',
  'stad',
  'wick',
  'haven',
  'port',
  'ton',
  'amar',
  'enza',
  'ora',
];
const FIRST = [
  'Elena',
  'Tomas',
  'Amira',
  'Jonas',
  'Priya',
  'Mateo',
  'Ingrid',
  'Kofi',
  'Lucia',
  'Anton',
  'Mei',
  'Rafael',
  'Sofia',
  'Dmitri',
  'Nadia',
  'Oskar',
  'Leila',
  'Victor',
  'Hana',
  'Samuel',
  'Irene',
  'Felix',
  'Zara',
  'Pavel',
  'Grace',
  'Ibrahim',
  'Clara',
  'Marek',
  'Yara',
  'Henrik',
  'Agnes',
  'Bruno',
  'Chiara',
  'Diego',
  'Esther',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Joel',
  'Kira',
  'Luca',
  'Maya',
  'Nils',
  'Olga',
  'Paulo',
  'Rosa',
  'Stefan',
  'Tara',
  'Umar',
];
const LAST = [
  'Varga',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Castellan',
  'Brennan',
  'Sato',
  'Haddad',
  'Novak',
  'Petrov',
  'Adeyemi',
  'Rinaldi',
  'Kowalski',
  'Farrow',
  'Dalca',
  'Mensah',
  'Oyelaran',
  'Strand',
  'Teller',
  'Achterberg',
  'Quint',
  'Halloran',
  'Markovic',
  'Ishida',
  'Delacroix',
  'Veldt',
  'Orsini',
  'Kaplan',
  'Bellamy',
  'Sorensen',
  'Aalto',
  'Baptiste',
  'Cernik',
  'Duarte',
  'Eklund',
  'Fonseca',
  'Gallo',
  'Horvath',
  'Iqbal',
  'Jansen',
  'Kruger',
  'Lachance',
  'Mwangi',
  'Nakamura',
  'Oduya',
  'Pereira',
  'Quesada',
  'Rostova',
  'Szabo',
  'Tanaka',
  'Usman',
  'Vasquez',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zeller',
  'Abbott',
  'Bakker',
  'Costa',
  'Dimitrov',
];
const CO_HEADS = [
  'Arc',
  'Nova',
  'Helix',
  'Vanta',
  'Kestrel',
  'Orbis',
  'Lumen',
  'Cobalt',
  'Meridia',
  'Tessar',
  'Quill',
  'Boreal',
  'Strata',
  'Zephyr',
  'Aurum',
  'Halcyon',
  'Sable',
  'Corvid',
  'Onyx',
  'Pyrite',
];
const GROUPS = [
  'BlackFen',
  'GreyLattice',
  'NightQuarry',
  'RustVector',
  'ColdHarrow',
  'PaleSpider',
  'IronMoth',
  'SilentTide',
  'GlassWolf',
  'EmberKey',
  'HollowNet',
  'DeepCurrent',
  'AshCrow',
  'VoidTerrier',
  'RedSextant',
  'MireFox',
  'NullHeron',
  'CinderLock',
];
const PARTY_HEADS = [
  'Progress',
  'Renewal',
  'Civic',
  'Liberty',
  'Unity',
  'Heritage',
  'Future',
  'Solidarity',
  'Democratic',
  'People’s',
];
const PARTY_TAILS = ['Alliance', 'Party', 'Movement', 'Front', 'Union', 'Coalition'];
const DISEASES = ['cholera', 'measles', 'dengue', 'mpox', 'typhoid', 'meningitis', 'diphtheria', 'yellow fever'];
const SHIPS = [
  'Aurora',
  'Sea Lantern',
  'Polar Wren',
  'Cape Orion',
  'Marisol',
  'North Meridian',
  'Stella Nova',
  'Blue Kestrel',
  'Ocean Verity',
  'Silver Gull',
  'Coral Dawn',
  'Iron Heron',
  'Amber Tide',
  'Pacific Lark',
  'Green Horizon',
  'Star Vanguard',
  'Golden Reef',
  'Baltic Rose',
];
const CURRENCIES = ['lira', 'crown', 'mark', 'dinar', 'peso', 'franc', 'rand', 'real', 'shilling', 'florin'];
/** Real countries (ones the engine's gazetteer knows, as it knows most): fictional events happen in them. */
const COUNTRIES = [
  'Peru',
  'Chile',
  'Kenya',
  'Vietnam',
  'Norway',
  'Morocco',
  'Portugal',
  'Thailand',
  'Colombia',
  'Romania',
  'Nigeria',
  'Malaysia',
  'Argentina',
  'Brazil',
  'Mexico',
  'Canada',
  'Ireland',
  'Belgium',
  'Austria',
  'Sweden',
  'Finland',
  'Denmark',
  'Hungary',
  'Greece',
  'Turkey',
  'Serbia',
  'Egypt',
  'Ethiopia',
  'South Africa',
  'India',
  'Pakistan',
  'Bangladesh',
  'Indonesia',
  'Philippines',
  'Japan',
  'South Korea',
  'Australia',
  'New Zealand',
  'Poland',
  'Spain',
  'Italy',
];

function drawer<T>(make: () => T, key: (t: T) => string = String): () => T {
  const used = new Set<string>();
  return () => {
    for (let i = 0; i < 10_000; i++) {
      const t = make();
      if (!used.has(key(t))) {
        used.add(key(t));
        return t;
      }
    }
    throw new Error('ran out of names');
  };
}
const place = drawer(() => pick(PLACE_HEADS) + pick(['', '', 'a', 'e', 'o', 'in']) + pick(PLACE_TAILS));
/** Countries and people's names recur across the set (as in news), but never within a pair: its two events are in different countries, and no one of one shares a first or last name with anyone of the other. */
const inPair = new Set<string>();
const fresh = (...names: string[]) => {
  if (names.some((n) => inPair.has(n))) return false;
  for (const n of names) inPair.add(n);
  return true;
};
const country = () => {
  for (;;) {
    const c = pick(COUNTRIES);
    if (fresh(c)) return c;
  }
};
const anyPerson = drawer(() => `${pick(FIRST)} ${pick(LAST)}`);
const person = () => {
  for (;;) {
    const p = anyPerson();
    if (fresh(...p.split(' '))) return p;
  }
};
const company = drawer(() => pick(CO_HEADS) + pick(['', 'ia', 'ex', 'on', 'ar', 'is', 'um', 'eta', 'ine', 'ora']));
const group = drawer(() => pick(GROUPS) + pick(['', ' Collective', ' Syndicate', ' Crew']));
const party = drawer(() => `${pick(PARTY_HEADS)} ${pick(PARTY_TAILS)}`);
const ship = drawer(() => pick(SHIPS) + pick(['', ' II', ' Star', ' Spirit']));

/** One event's facts: every slot its reports may use, with a later value where the story develops. */
type Slots = Record<string, string>;

interface Kind {
  domain: string;
  /** The facts of one event; a confuser pair draws twice, so every name differs. */
  slots: () => Slots;
  headlines: string[];
  leads: string[];
  /** Later reports: a development (a higher toll, a second site, a reaction). */
  developments: string[];
  context: string[];
}

const KINDS: Kind[] = [
  {
    domain: 'energy',
    slots: () => {
      const c = country();
      return {
        company: `${company()} Refining`,
        town: place(),
        country: c,
        bpd: fmt(int(8, 40) * 5000),
        injured: String(int(2, 9)),
        injured2: String(int(10, 18)),
        person: person(),
      };
    },
    headlines: [
      'Fire shuts {company} refinery in {town}, {injured} workers hurt',
      'Blaze halts crude processing at {town} refinery in {country}',
      '{company} declares force majeure after {town} refinery fire',
      '{country} fuel supplies tighten as {town} refinery stays shut',
    ],
    leads: [
      'A fire broke out at the {company} refinery in {town} early on Tuesday, halting the processing of {bpd} barrels of crude a day and injuring {injured} workers, the company said.',
      'Crude processing at {country}’s {town} refinery stopped after a blaze in a distillation unit, operator {company} said, cutting {bpd} barrels a day of capacity.',
      'Firefighters in {town} fought for six hours to contain a fire at the {company} plant, one of the largest refineries in {country}, with a capacity of {bpd} barrels a day.',
    ],
    developments: [
      'The number of injured rose to {injured2}, plant manager {person} told reporters, and the unit could stay shut for weeks.',
      '{person}, who runs the {town} site, said the cause of the fire was under investigation and that fuel exports from {town} were suspended.',
      'Diesel prices in {country} rose for a second day as traders weighed the loss of {bpd} barrels a day from {town}.',
    ],
    context: [
      'Oil prices edged higher on the news, with Brent crude up slightly in afternoon trading.',
      'Refinery outages have tightened fuel markets this autumn as several plants entered maintenance.',
    ],
  },
  {
    domain: 'energy',
    slots: () => {
      const c = country();
      return {
        country: c,
        minister: person(),
        cut: fmt(int(5, 30) * 10000),
        field: `${place()} field`,
        month: pick(['January', 'February', 'March']),
      };
    },
    headlines: [
      '{country} to cut oil output by {cut} barrels a day from {month}',
      '{country} announces crude production cut, citing weak demand',
      'Oil minister {minister} says {country} will pump less crude',
      '{country} trims oil production, shuts part of {field}',
    ],
    leads: [
      '{country} will reduce crude oil production by {cut} barrels a day starting in {month}, oil minister {minister} said on Wednesday, citing weak demand and low prices.',
      'Oil minister {minister} told parliament that {country} would pump {cut} fewer barrels a day from {month}, with most of the cut coming from the {field}.',
      'The government of {country} said it would lower crude output by {cut} barrels per day, a move analysts said was aimed at supporting prices.',
    ],
    developments: [
      'Output from the {field} will be reduced first, {minister} said, adding that the cut would be reviewed in three months.',
      'Traders said the cut by {country} was larger than expected, and Brent rose after the announcement.',
    ],
    context: [
      'Several producers have reduced output this year as inventories built up.',
      'Analysts expect further supply cuts if prices stay below recent averages.',
    ],
  },
  {
    domain: 'maritime',
    slots: () => {
      const city = place();
      return {
        port: city,
        country: country(),
        union: `${place()} Dockworkers Union`,
        ships: String(int(20, 60)),
        ships2: String(int(70, 110)),
        days: String(int(2, 5)),
        second: place(),
        leader: person(),
      };
    },
    headlines: [
      'Dockworkers strike halts cargo at port of {port}',
      '{ships} ships wait off {port} as port strike enters day {days}',
      '{union} walks out at {port} container terminal over pay',
      'Port strike in {country}: {port} terminals at a standstill',
    ],
    leads: [
      'Dockworkers at the port of {port} in {country} walked off the job on Monday in a dispute over pay, halting container loading and leaving {ships} vessels waiting at anchor.',
      'A strike by the {union} has stopped cargo handling at {port}, the busiest port in {country}, with {ships} ships queuing offshore, the port authority said.',
      'Container terminals at {port} stood idle for a {days}th day as members of the {union} kept up their strike over wages and shift rules.',
    ],
    developments: [
      'The strike spread to the terminals at {second} on the second day, union leader {leader} said, and the queue of ships off {port} grew to {ships2}.',
      'Union leader {leader} said talks with the port operator had broken down and the walkout at {port} would continue.',
      'Shipping lines began diverting vessels from {port} to {second} as the queue grew to {ships2} ships.',
    ],
    context: [
      'Freight rates on the route have risen this month as congestion spread.',
      'Port strikes have disrupted supply chains in several regions this year.',
    ],
  },
  {
    domain: 'maritime',
    slots: () => ({
      ship: ship(),
      strait: `${place()} Strait`,
      crew: String(int(14, 28)),
      flag: country(),
      coastguard: country(),
      owner: `${company()} Shipping`,
    }),
    headlines: [
      'Tanker {ship} runs aground in the {strait}, blocking traffic',
      'Grounded tanker {ship} closes {strait} to shipping',
      '{crew} crew evacuated after tanker {ship} grounds in {strait}',
      'Salvage teams race to refloat {ship} in the {strait}',
    ],
    leads: [
      'The {flag}-flagged tanker {ship} ran aground in the {strait} on Thursday, blocking the channel for other vessels, the {coastguard} coast guard said.',
      'Traffic through the {strait} was halted after the oil tanker {ship}, owned by {owner}, grounded in the narrow channel with {crew} crew aboard.',
      'The {coastguard} coast guard said all {crew} crew members of the grounded tanker {ship} were safe and that no oil had leaked into the {strait}.',
    ],
    developments: [
      'Tugs failed to refloat the {ship} at high tide, {owner} said, and the {strait} would stay closed at least another day.',
      'More than thirty vessels were waiting at both ends of the {strait} as salvage crews lightened the {ship}’s cargo.',
    ],
    context: [
      'The waterway is a key route for tankers and container ships.',
      'Groundings in busy straits can ripple through shipping schedules for weeks.',
    ],
  },
  {
    domain: 'conflict',
    slots: () => ({
      city: place(),
      region: `${place()} region`,
      killed: String(int(3, 9)),
      killed2: String(int(11, 19)),
      drones: String(int(20, 60)),
      governor: person(),
      plant: `${place()} power station`,
    }),
    headlines: [
      'Drone strike on {city} kills {killed}, damages power station',
      'Overnight attack leaves {city} without power',
      '{killed} dead as drones and missiles hit {city} in the {region}',
      'Governor {governor} says {city} hit by {drones} drones',
    ],
    leads: [
      'A wave of {drones} drones struck the city of {city} in the {region} overnight, killing {killed} people and damaging the {plant}, regional governor {governor} said.',
      'Russian drones and missiles hit {city} early on Saturday, cutting electricity to much of the city after the {plant} was struck, officials said. At least {killed} people were killed.',
      'Air defences shot down most of the {drones} drones launched at {city}, but several hit the {plant} and residential blocks, killing {killed}, governor {governor} said.',
    ],
    developments: [
      'The death toll in {city} rose to {killed2} as rescuers cleared the rubble of a five-storey building, governor {governor} said.',
      'Repair crews restored power to part of {city} by evening, but the {plant} will be out of action for weeks.',
    ],
    context: [
      'Ukraine and Russia have stepped up long-range strikes on energy infrastructure as winter approaches.',
      'Ceasefire talks have made little progress this month.',
    ],
  },
  {
    domain: 'conflict',
    slots: () => ({
      town: place(),
      river: `${place()} river`,
      brigade: `${int(11, 99)}th Brigade`,
      spokesman: person(),
      villages: String(int(2, 5)),
    }),
    headlines: [
      'Troops withdraw from {town} after weeks of fighting',
      'Russian forces claim capture of {town}',
      '{brigade} pulls back across the {river} near {town}',
      'Front line shifts as {town} falls',
    ],
    leads: [
      'Ukrainian troops have withdrawn from the town of {town} after weeks of heavy shelling, the army’s {brigade} said on Friday, pulling back to positions along the {river}.',
      'Russia’s defence ministry said its forces had taken control of {town}, a claim military spokesman {spokesman} partly confirmed, saying units had left the town to avoid encirclement.',
      'After a month-long offensive, Russian troops entered {town}, and Ukrainian units of the {brigade} withdrew across the {river}, military spokesman {spokesman} said.',
    ],
    developments: [
      'Fighting moved to {villages} villages west of {town}, spokesman {spokesman} said on Saturday.',
      'Analysts said the loss of {town} exposes supply roads along the {river}.',
    ],
    context: [
      'The front line has moved slowly this year, with both sides suffering heavy losses.',
      'NATO allies have pledged more air defence systems for the coming months.',
    ],
  },
  {
    domain: 'central-bank',
    slots: () => {
      const c = country();
      const from = int(30, 90) / 10;
      const step = pick([0.25, 0.5, 0.75]);
      const up = rand() < 0.5;
      return {
        bank: pick(['Central Bank of {c}', 'National Bank of {c}', 'Bank of {c}']).replace('{c}', c),
        country: c,
        governor: person(),
        from: from.toFixed(2),
        to: (up ? from + step : from - step).toFixed(2),
        move: up ? 'raises' : 'cuts',
        moved: up ? 'raised' : 'cut',
        step: `${Math.round(step * 100)} basis points`,
        inflation: (int(18, 95) / 10).toFixed(1),
        currency: pick(CURRENCIES),
      };
    },
    headlines: [
      '{bank} {move} interest rate to {to}%',
      '{country} central bank {move} rates by {step}',
      'Governor {governor} says {bank} will act on {inflation}% inflation',
      '{country}’s {currency} moves after surprise rate decision',
    ],
    leads: [
      'The {bank} {moved} its benchmark interest rate by {step} to {to}% on Thursday, as inflation in {country} stood at {inflation}%, governor {governor} said.',
      '{country}’s central bank {moved} its key rate from {from}% to {to}%, the {bank} said in a statement, pointing to inflation of {inflation}% and a weaker {currency}.',
      'Policymakers at the {bank} voted to move the policy rate to {to}% from {from}%, governor {governor} told a news conference in the capital.',
    ],
    developments: [
      'The {currency} moved sharply after the decision, and bond yields in {country} followed, traders said.',
      'Governor {governor} said the {bank} was ready to act again if inflation stayed near {inflation}%.',
      'Two of the seven board members of the {bank} voted against the move, minutes showed.',
    ],
    context: [
      'Central banks around the world are weighing the pace of rate moves as inflation cools unevenly.',
      'Markets had priced in a smaller move ahead of the decision.',
    ],
  },
  {
    domain: 'central-bank',
    slots: () => {
      const c = country();
      return {
        country: c,
        office: `${c} Statistics Office`,
        cpi: (int(20, 110) / 10).toFixed(1),
        prior: (int(20, 110) / 10).toFixed(1),
        minister: person(),
        food: (int(30, 150) / 10).toFixed(1),
      };
    },
    headlines: [
      '{country} inflation reaches {cpi}% in October',
      'Consumer prices in {country} rise {cpi}% as food costs climb',
      '{country} CPI at {cpi}%, up from {prior}% in September',
      'Finance minister {minister} says {country} inflation has peaked',
    ],
    leads: [
      'Consumer prices in {country} rose {cpi}% in October from a year earlier, up from {prior}% in September, the {office} said on Tuesday.',
      'Inflation in {country} reached {cpi}% last month, driven by food prices that climbed {food}%, according to figures from the {office}.',
      'Annual inflation in {country} came in at {cpi}%, data from the {office} showed, keeping pressure on the central bank to keep rates high.',
    ],
    developments: [
      'Finance minister {minister} said price growth in {country} had peaked and would slow early next year.',
      'Food prices, up {food}%, accounted for most of the increase, the {office} said.',
    ],
    context: [
      'Economists expect the central bank to keep a close eye on the figures before its next meeting.',
      'Energy costs eased during the month, offsetting part of the rise.',
    ],
  },
  {
    domain: 'health',
    slots: () => ({
      disease: pick(DISEASES),
      district: `${place()} district`,
      country: country(),
      cases: String(int(40, 300)),
      cases2: String(int(320, 700)),
      deaths: String(int(3, 20)),
      minister: person(),
      hospital: `${place()} General Hospital`,
    }),
    headlines: [
      '{disease} outbreak in {district} infects {cases}',
      '{country} declares {disease} outbreak, {deaths} deaths reported',
      'Health minister {minister} confirms {disease} cases in {district}',
      'Hospitals in {district} strained as {disease} spreads',
    ],
    leads: [
      'Health authorities in {country} declared a {disease} outbreak in the {district} on Wednesday after {cases} cases and {deaths} deaths were recorded, health minister {minister} said.',
      'A {disease} outbreak has sickened {cases} people in {country}’s {district}, and the {hospital} has opened an isolation ward, officials said.',
      'Health minister {minister} said {deaths} people had died of {disease} in the {district}, where {cases} infections have been confirmed since the start of the month.',
    ],
    developments: [
      'Confirmed cases in the {district} rose to {cases2}, the health ministry said, and a vaccination campaign will begin next week.',
      'The {hospital} said it was running out of beds as {disease} cases kept rising.',
    ],
    context: [
      'The World Health Organization has warned of a rise in outbreaks linked to poor sanitation and low vaccine coverage.',
      'Health workers are tracing contacts of infected patients.',
    ],
  },
  {
    domain: 'health',
    slots: () => ({
      country: country(),
      city: place(),
      doses: fmt(int(2, 30) * 100000),
      disease: pick(DISEASES),
      agency: `${place()} Health Agency`,
      director: person(),
    }),
    headlines: [
      '{country} starts {disease} vaccination drive in {city}',
      '{doses} {disease} vaccine doses arrive in {city}',
      '{agency} launches mass {disease} immunisation campaign',
      'Vaccination teams fan out across {city} as {disease} cases rise',
    ],
    leads: [
      'Health workers in {city} began a {disease} vaccination campaign on Monday, aiming to reach {doses} people in two weeks, the {agency} said.',
      'A shipment of {doses} {disease} vaccine doses landed in {city}, where {country}’s health authorities are starting a mass immunisation drive.',
      '{agency} director {director} said the {disease} campaign in {city} would prioritise children and health workers.',
    ],
    developments: [
      'More than a third of the {doses} doses were given in the first three days, director {director} said.',
      'Teams from the {agency} reached remote villages outside {city} by boat.',
    ],
    context: [
      'Vaccine coverage fell in many countries during recent years of disruption.',
      'Donors have pledged additional funding for immunisation this year.',
    ],
  },
  {
    domain: 'disaster',
    slots: () => ({
      magnitude: (int(55, 74) / 10).toFixed(1),
      town: place(),
      province: `${place()} province`,
      country: country(),
      deaths: String(int(4, 30)),
      deaths2: String(int(35, 90)),
      homeless: fmt(int(2, 40) * 500),
      official: person(),
    }),
    headlines: [
      'Magnitude {magnitude} earthquake strikes {province}, killing at least {deaths}',
      '{town} quake: rescuers search rubble as death toll climbs',
      'Strong earthquake hits {country}, buildings collapse in {town}',
      'At least {deaths} dead after {magnitude}-magnitude quake near {town}',
    ],
    leads: [
      'A magnitude {magnitude} earthquake struck {country}’s {province} on Sunday, collapsing buildings in the town of {town} and killing at least {deaths} people, officials said.',
      'Rescuers dug through rubble in {town} after a strong earthquake of magnitude {magnitude} hit the {province}, leaving {homeless} people homeless.',
      'The earthquake, centred near {town} at a depth of 10 kilometres, killed {deaths} people and damaged hundreds of homes across the {province}, disaster official {official} said.',
    ],
    developments: [
      'The death toll rose to {deaths2} on Monday as rescuers reached villages cut off by landslides, {official} said.',
      'Aftershocks rattled {town} overnight, and {homeless} people spent the night in tents.',
      'Disaster official {official} said schools in the {province} would stay closed for a week.',
    ],
    context: [
      'The region sits on an active fault line and has been hit by strong earthquakes before.',
      'International aid groups said they were ready to send teams if asked.',
    ],
  },
  {
    domain: 'disaster',
    slots: () => ({
      river: `${place()} river`,
      region: `${place()} region`,
      country: country(),
      evacuated: fmt(int(3, 60) * 1000),
      evacuated2: fmt(int(70, 120) * 1000),
      deaths: String(int(2, 15)),
      mayor: person(),
      town: place(),
    }),
    headlines: [
      'Floods force {evacuated} to flee homes in {region}',
      '{river} bursts its banks, flooding {town}',
      '{deaths} dead as heavy rain floods {country}’s {region}',
      'Mayor {mayor} orders evacuation of {town} as floodwaters rise',
    ],
    leads: [
      'Torrential rain pushed the {river} over its banks on Friday, flooding {town} and forcing {evacuated} people in {country}’s {region} to leave their homes.',
      'At least {deaths} people died in floods in the {region} after days of heavy rain, and {evacuated} residents were evacuated, emergency services said.',
      'Mayor {mayor} ordered the evacuation of low-lying parts of {town} as the {river} rose to its highest level in decades.',
    ],
    developments: [
      'The number of people evacuated in the {region} rose to {evacuated2} as the {river} kept rising, officials said.',
      'Mayor {mayor} said the water in {town} had begun to recede but warned more rain was forecast.',
    ],
    context: [
      'Scientists say extreme rainfall is becoming more frequent as the climate warms.',
      'Emergency crews used boats to reach stranded residents.',
    ],
  },
  {
    domain: 'semiconductors',
    slots: () => ({
      company: `${company()} Semiconductor`,
      city: place(),
      country: country(),
      billion: String(int(3, 25)),
      jobs: fmt(int(8, 40) * 100),
      ceo: person(),
      node: `${pick([2, 3, 5, 7])}-nanometre`,
    }),
    headlines: [
      '{company} to build ${billion} billion chip plant in {city}',
      '{country} wins ${billion}bn {company} fab, {jobs} jobs',
      '{company} picks {city} for new {node} chip factory',
      'Chipmaker {company} announces {country} expansion',
    ],
    leads: [
      '{company} will invest ${billion} billion in a semiconductor fab in {city}, {country}, creating {jobs} jobs, chief executive {ceo} said on Tuesday.',
      'Chipmaker {company} chose {city} for its next factory, a ${billion} billion plant that will make {node} chips from 2028, the company said.',
      'The government of {country} said {company} would build a chip fab in {city} worth ${billion} billion, helped by subsidies and tax breaks.',
    ],
    developments: [
      'Chief executive {ceo} said construction in {city} would start next spring and that suppliers would follow.',
      'Shares in {company} rose after the {city} announcement.',
    ],
    context: [
      'Governments are competing for chip factories with subsidies as demand for AI hardware grows.',
      'The industry faces a shortage of skilled engineers.',
    ],
  },
  {
    domain: 'semiconductors',
    slots: () => ({
      company: `${company()} Micro`,
      city: place(),
      country: country(),
      hours: String(int(3, 12)),
      wafers: fmt(int(5, 40) * 1000),
      spokesperson: person(),
    }),
    headlines: [
      'Power outage halts {company} chip fab in {city}',
      '{company} says {wafers} wafers scrapped after {city} blackout',
      'Chip output disrupted as {city} fab loses power for {hours} hours',
      '{country} chip plant outage hits memory supply',
    ],
    leads: [
      'A power outage halted production at the {company} chip fab in {city} for {hours} hours on Wednesday, forcing it to scrap about {wafers} wafers, the company said.',
      'Production at {company}’s plant in {city}, {country}, stopped after a grid failure, spokesperson {spokesperson} said, adding that {wafers} wafers in process were lost.',
      'Memory chip prices rose after {company} said a blackout at its {city} fab would cut output this quarter.',
    ],
    developments: [
      'Spokesperson {spokesperson} said the {city} fab was back at full output by Friday.',
      'Customers of {company} were told deliveries from {city} could slip by two weeks.',
    ],
    context: [
      'Chip fabs need uninterrupted power; even short outages can ruin wafers in process.',
      'Analysts said inventories would cushion the impact.',
    ],
  },
  {
    domain: 'elections',
    slots: () => ({
      country: country(),
      party: party(),
      rival: party(),
      leader: person(),
      share: (int(280, 460) / 10).toFixed(1),
      turnout: String(int(52, 78)),
    }),
    headlines: [
      '{party} wins {country} election with {share}% of the vote',
      '{leader} claims victory in {country} parliamentary vote',
      '{country} election: {party} ahead, {rival} concedes',
      'Turnout of {turnout}% as {country} elects new parliament',
    ],
    leads: [
      'The {party} won {country}’s parliamentary election with {share}% of the vote, preliminary results showed on Monday, putting its leader {leader} on course to become prime minister.',
      '{leader} declared victory in {country}’s election after the {party} took {share}% of the vote and the {rival} conceded defeat.',
      'Voters in {country} handed the {party} the most seats in parliament, the electoral commission said, with turnout at {turnout}%.',
    ],
    developments: [
      '{leader} said coalition talks would begin this week, and the {rival} ruled out joining a government led by the {party}.',
      'Final results confirmed the {party} at {share}%, the electoral commission said, short of an outright majority.',
    ],
    context: [
      'The campaign was dominated by the cost of living and migration.',
      'International observers said the vote was orderly.',
    ],
  },
  {
    domain: 'elections',
    slots: () => ({
      country: country(),
      pm: person(),
      party: party(),
      square: `${place()} Square`,
      protesters: fmt(int(5, 80) * 1000),
      capital: place(),
    }),
    headlines: [
      '{country} prime minister {pm} resigns after mass protests',
      'Thousands rally in {capital} demanding {pm} step down',
      '{pm} quits as {country} protests swell',
      'Protesters fill {square} as {country} government falls',
    ],
    leads: [
      'Prime minister {pm} of {country} resigned on Friday after a week of protests in which {protesters} people filled {square} in the capital, {capital}.',
      'Protesters in {capital} celebrated in {square} after {pm} announced his resignation, ending a government led by the {party}.',
      'Tens of thousands of people marched through {capital} for a sixth day, and {pm} stepped down as prime minister of {country} hours later.',
    ],
    developments: [
      'The {party} said it would name a new leader within days, and parliament in {capital} scheduled a confidence vote.',
      'Crowds in {square} swelled to {protesters} people after the resignation, police said.',
    ],
    context: [
      'The protests began over a fuel price increase and grew into wider anger at the government.',
      'Opposition parties have called for early elections.',
    ],
  },
  {
    domain: 'cyber',
    slots: () => ({
      group: group(),
      victim: `${place()} Health Trust`,
      town: place(),
      country: country(),
      records: fmt(int(20, 400) * 1000),
      records2: fmt(int(450, 900) * 1000),
      ransom: String(int(2, 12)),
      ciso: person(),
    }),
    headlines: [
      'Ransomware attack cripples {victim} hospitals',
      '{group} gang claims attack on {victim}, leaks patient data',
      'Hospitals in {town} divert ambulances after cyberattack',
      '{victim} refuses ${ransom} million ransom demand from {group}',
    ],
    leads: [
      'A ransomware attack on the {victim} has shut down computer systems at hospitals in {town}, forcing staff to cancel operations, the trust said on Tuesday.',
      'The {group} ransomware gang said it was behind the cyberattack on {victim} in {country} and published files it said held {records} patient records.',
      'Hackers from the {group} group demanded ${ransom} million from the {victim}, whose hospitals in {town} have been diverting ambulances since the attack.',
    ],
    developments: [
      '{group} leaked more files on Wednesday, and the trust said up to {records2} patient records may have been exposed.',
      'Security chief {ciso} said {victim} systems would be restored within a week and that the trust would not pay {group}.',
    ],
    context: [
      'Health services have become frequent targets of ransomware gangs.',
      'Cybersecurity agencies urged hospitals to patch exposed systems.',
    ],
  },
  {
    domain: 'cyber',
    slots: () => ({
      company: `${company()} Telecom`,
      country: country(),
      customers: fmt(int(1, 30) * 100000),
      customers2: fmt(int(31, 60) * 100000),
      ceo: person(),
      vendor: `${company()} Cloud`,
    }),
    headlines: [
      '{company} data breach exposes {customers} customers',
      'Hackers stole data of {customers} {company} users',
      '{company} chief {ceo} apologises for data leak',
      '{country} regulator investigates {company} breach',
    ],
    leads: [
      '{company}, one of {country}’s largest telecom operators, said hackers had stolen the names, phone numbers and addresses of {customers} customers in a breach of a system run by {vendor}.',
      'Chief executive {ceo} apologised after {company} disclosed that data on {customers} customers had been stolen in a data breach.',
      'The data protection regulator in {country} opened an investigation into {company} after the operator said personal data of {customers} users had leaked.',
    ],
    developments: [
      '{company} raised its estimate of affected customers to {customers2}, saying the breach went back to a flaw in {vendor} software.',
      '{ceo} said {company} would offer affected customers free credit monitoring.',
    ],
    context: [
      'Telecom operators hold large troves of personal data and are frequent targets.',
      'Regulators can fine companies for failing to protect customer data.',
    ],
  },
];

const OUTLETS = [
  'Global Wire',
  'Daily Ledger',
  'The Courier',
  'Morning Standard',
  'Capital Times',
  'Harbour Post',
  'Evening Herald',
  'World Desk',
  'The Observer Line',
  'Metro Report',
  'Continental Press',
  'Signal News',
];

const fill = (template: string, s: Slots) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = s[k];
    if (v === undefined) throw new Error(`no slot ${k} in ${template}`);
    return v;
  });
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Row {
  doc_id: string;
  event_id: string;
  pair_id: string;
  domain: string;
  outlet: string;
  published_at: string;
  url: string;
  title: string;
  body: string;
}

/** One event told by 2 to 4 outlets over up to a day: the first reports break it, later ones add a development. */
function reports(kind: Kind, s: Slots, eventId: string, pairId: string, start: number): Row[] {
  const n = int(2, 4);
  const outlets = shuffled(OUTLETS).slice(0, n);
  const headlines = shuffled(kind.headlines);
  const leads = shuffled(kind.leads);
  const developments = shuffled(kind.developments);
  let t = start;
  return outlets.map((outlet, i) => {
    t += int(10, 6 * 60) * 60_000;
    const paragraphs = [fill(leads[i % leads.length]!, s)];
    // The second report on adds a development; the last repeats the first's story in its own words.
    if (i >= 1) paragraphs.push(fill(developments[(i - 1) % developments.length]!, s));
    paragraphs.push(fill(pick(kind.context), s));
    const doc = `${eventId}-${i}`;
    return {
      doc_id: doc,
      event_id: eventId,
      pair_id: pairId,
      domain: kind.domain,
      outlet,
      published_at: new Date(t).toISOString(),
      url: `https://${outlet.toLowerCase().replace(/[^a-z]+/g, '')}.example/${kind.domain}/${doc}`,
      title: capitalise(fill(headlines[i % headlines.length]!, s)),
      body: paragraphs.join('\n'),
    };
  });
}

const PAIRS_PER_KIND = 9;
const DAYS = 12;
const start = Date.parse('2026-10-05T06:00:00Z');
const rows: Row[] = [];
let pairNo = 0;
for (const kind of KINDS) {
  for (let k = 0; k < PAIRS_PER_KIND; k++) {
    const pairId = `pair-${String(++pairNo).padStart(3, '0')}`;
    inPair.clear();
    const day = start + int(0, DAYS - 1) * 86_400_000;
    const apart = rand() < 0.5 ? 0 : 86_400_000;
    rows.push(...reports(kind, kind.slots(), `${pairId}-a`, pairId, day + int(0, 6) * 3_600_000));
    rows.push(...reports(kind, kind.slots(), `${pairId}-b`, pairId, day + apart + int(0, 6) * 3_600_000));
  }
}
rows.sort((a, b) => a.published_at.localeCompare(b.published_at) || a.doc_id.localeCompare(b.doc_id));
const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`${rows.length} articles, ${pairNo} confuser pairs (${2 * pairNo} events) → ${out}`);
