// Kinds of happening in each of the nine demo domains, as sentence templates over slots, and how a
// confuser pair of two different happenings is chosen for each kind of closeness (SAMPLE DATA).
//
// Templates: {slot} is filled from the event's slots; {#n} is number n in words or digits, {$n} in
// digits; {prev_n} is n before the latest development; {at} is " in <place>" or nothing; {pre} is
// "<Place>: " or nothing (headlines with and without the place).
import {
  CANDIDATES,
  CHIPMAKERS,
  COUNTRIES,
  type Country,
  ENERGY_COMPANIES,
  GANGS,
  PARTIES,
  SHIPPING_LINES,
} from './world.ts';

export type Rand = () => number;
export type Nums = Record<string, number>;

export interface EventType {
  hl: string[];
  /** Headlines of a later article that reports a development. */
  hlUp: string[];
  lead: string[];
  facts: string[];
  /** Developments: a rising toll, a second site, an official correction, the next day's follow-up. */
  updates: string[];
  quotes: string[];
  /** Background that recalls an older happening of the same kind. */
  history: string[];
  /** The trade press's angle: markets, operations. */
  impact: string[];
  nums: (r: Rand) => Nums;
  grow: (n: Nums, r: Rand) => Nums;
}

/** One side of a confuser pair before it is timed and written. */
export interface Draft {
  type: EventType;
  country: Country;
  city: string;
  slots: Record<string, string>;
}

export interface Domain {
  name: string;
  kinds: Kind[];
  boilerplate: string[];
  pair: (kind: Kind, r: Rand) => [Draft, Draft];
}

export type Kind =
  | 'different-country-same-type'
  | 'same-country-different-city'
  | 'neighbouring-towns'
  | 'same-place-different-hazard'
  | 'same-actor-different-target'
  | 'same-type-different-company'
  | 'same-official-different-decision';

export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const more = (r: Rand, x: number, lo: number, hi: number) => Math.round(x * (1 + lo + r() * (hi - lo))) + 1;

const FIRST = [
  'Ilse',
  'Marek',
  'Talia',
  'Jonas',
  'Priya',
  'Emeka',
  'Clara',
  'Rafael',
  'Yuki',
  'Bram',
  'Leila',
  'Oskar',
];
const LAST = ['Moren', 'Tavish', 'Okoro', 'Dellacroix', 'Farrow', 'Nakamura', 'Brandt', 'Quell', 'Ostby', 'Ferreira'];
const FIRMS = ['Halden Research', 'Corvex Analytics', 'Marlow & Teague', 'Seabright Capital', 'Ostrander Risk'];
export const person = (r: Rand) => `${pick(r, FIRST)} ${pick(r, LAST)}`;

/** Two cities for a pair of the given closeness (the domain may override the countries). */
function places(kind: Kind, r: Rand, countries = COUNTRIES): [Country, string, Country, string] {
  const c1 = pick(r, countries);
  if (kind === 'different-country-same-type') {
    const c2 = pick(
      r,
      countries.filter((c) => c !== c1),
    );
    return [c1, pick(r, c1.cities), c2, pick(r, c2.cities)];
  }
  if (kind === 'same-place-different-hazard') {
    const city = pick(r, c1.cities);
    return [c1, city, c1, city];
  }
  const i = int(r, 0, 2) * 2;
  if (kind === 'neighbouring-towns') return [c1, c1.cities[i]!, c1, c1.cities[i + 1]!];
  const j = (i + 2 * int(r, 1, 2)) % 6;
  return [c1, c1.cities[i + int(r, 0, 1)]!, c1, c1.cities[j + int(r, 0, 1)]!];
}

const draft = (type: EventType, country: Country, city: string, slots: Record<string, string> = {}): Draft => ({
  type,
  country,
  city,
  slots: { spox: '', expert: '', firm: '', ...slots },
});
/** Every draft gets a spokesperson, an analyst and the analyst's firm of its own. */
export function people(d: Draft, r: Rand) {
  d.slots.spox ||= person(r);
  d.slots.expert ||= person(r);
  d.slots.firm ||= pick(r, FIRMS);
}

// ---------------------------------------------------------------- energy
const refinery: EventType = {
  hl: [
    'Fire shuts {company} refinery{at}',
    '{company} halts {city} refinery after blaze',
    '{pre}Refinery fire knocks out {$bpd},000 barrels a day',
    'Blaze at {adj} refinery cuts fuel output',
  ],
  hlUp: [
    '{company} says {city} refinery restart will take {#days} days',
    'Refinery outage{at} to last longer than first thought',
  ],
  lead: [
    'A fire broke out at {company}’s refinery in {city} {when}, forcing the operator to shut units that process about {$bpd},000 barrels of crude a day.',
    '{company} shut its {city} refinery {when} after a blaze tore through a crude distillation unit, the company said.',
    'Black smoke rose over {city} {when} as a fire forced {company} to stop its refinery there, cutting about {$bpd},000 barrels a day of fuel output.',
    'Firefighters fought flames at the {city} refinery, one of {country}’s largest, {when}, and its owner {company} halted processing.',
  ],
  facts: [
    '{#injured} workers were treated for minor injuries.',
    'The plant supplies much of the diesel sold in {region}.',
    'Fuel distributors said they would draw on stocks to cover the gap.',
    'The cause of the fire was not yet known.',
  ],
  updates: [
    '{company} said on {nextday} that repairs would keep the refinery offline for about {#days} days.',
    'The company later revised its estimate: the outage will last {#days} days, not the {#prev_days} it first gave.',
  ],
  quotes: [
    '“We are assessing the damage and will restart the units as soon as it is safe,” said {spox}, a spokesperson for {company}.',
    '“Stations will not run dry,” {spox} of {company} told reporters.',
  ],
  history: [
    'The same plant was shut for a month in {oldYear} after a power failure.',
    '{country}’s last big refinery outage, at {oldCity} in {oldYear}, pushed up diesel prices for weeks.',
  ],
  impact: [
    'Diesel margins in the region rose on the news.',
    'Traders said the outage would tighten gasoline supply in {region}.',
  ],
  nums: (r) => ({ bpd: int(r, 80, 320), days: int(r, 3, 9), injured: int(r, 2, 6) }),
  grow: (n, r) => ({ ...n, days: n.days! + int(r, 4, 12) }),
};
const pipeline: EventType = {
  hl: [
    '{company} shuts {pipe} pipeline after leak{at}',
    '{pre}Oil leak halts {pipe} line',
    'Leak forces shutdown of {adj} crude pipeline',
  ],
  hlUp: [
    '{pipe} pipeline to stay shut as spill spreads',
    'Spill from {pipe} line larger than reported, {company} says',
  ],
  lead: [
    '{company} shut the {pipe} pipeline {when} after a leak was found near {city}, halting flows of about {$bpd},000 barrels a day.',
    'Crude oil leaked from the {pipe} pipeline outside {city} {when}, and its operator {company} stopped pumping.',
    'Farmers near {city} reported oil pooling in their fields {when}, and {company} closed the {pipe} line that runs through the area.',
  ],
  facts: [
    'An estimated {$spill} barrels spilled onto farmland before the valves were closed.',
    'The line carries crude from inland fields to the coast.',
    'Environmental officials were sent to the site.',
  ],
  updates: [
    'By {nextday} the estimate of crude spilled had risen to {$spill} barrels, {company} said.',
    'Regulators ordered the line to stay closed until an inspection is complete; {company} put the spill at {$spill} barrels.',
  ],
  quotes: [
    '“Our crews isolated the damaged section within hours,” said {spox}, speaking for {company}.',
    '“We are worried about the wells and the river,” a farmer near {city} said.',
  ],
  history: [
    'A rupture on the same line in {oldYear} took two weeks to repair.',
    'Theft from pipelines near {oldCity} caused repeated shutdowns in {oldYear}.',
  ],
  impact: ['Export loadings at the coast are expected to slip.', 'Crude differentials widened after the shutdown.'],
  nums: (r) => ({ bpd: int(r, 60, 400), spill: int(r, 2, 40) * 100 }),
  grow: (n, r) => ({ ...n, spill: more(r, n.spill!, 0.4, 1.5) }),
};
const blackout: EventType = {
  hl: [
    'Blackout leaves {$homes} homes without power{at}',
    '{pre}Power cut hits {#homes} households',
    'Grid failure plunges {city} into darkness',
    'Major outage on {adj} power grid',
  ],
  hlUp: ['Power returning to {city} after blackout', '{grid} blames substation fault for {city} outage'],
  lead: [
    'A failure on the {adj} power grid cut electricity to about {$homes} homes in and around {city} {when}.',
    'Large parts of {city} lost power {when} after a fault at a transmission substation, grid operator {grid} said.',
    'Traffic lights went dark and trams stopped in {city} {when} when a grid fault cut power to {#homes} households.',
  ],
  facts: [
    'Hospitals switched to backup generators.',
    'The outage began without warning.',
    '{grid} said it had isolated the fault.',
  ],
  updates: [
    'By {nextday} evening power had been restored to all but {$left} homes, {grid} said.',
    '{grid} said a fire in a transformer caused the outage; {$left} customers were still waiting for supply.',
  ],
  quotes: [
    '“This was not a cyberattack,” said {spox}, a spokesperson for {grid}.',
    '“We sat in the dark for six hours,” a shopkeeper in {city} said.',
  ],
  history: [
    'A heatwave caused rolling blackouts around {oldCity} in {oldYear}.',
    'The grid last failed on this scale in {oldYear}.',
  ],
  impact: ['Industrial users in the area halted production lines.', 'Power prices on the day-ahead market jumped.'],
  nums: (r) => ({ homes: int(r, 40, 900) * 1000, left: int(r, 2, 30) * 1000 }),
  grow: (n, r) => ({ ...n, left: Math.max(500, Math.round(n.left! * (0.2 + r() * 0.3))) }),
};
const priceCap: EventType = {
  hl: [
    '{country} caps fuel prices for {#months} months',
    '{minister} announces fuel price cap',
    '{pre}Government freezes pump prices',
  ],
  hlUp: ['Fuel price cap takes effect in {country}', 'Retailers push back on {country}’s fuel cap'],
  lead: [
    '{adj} energy minister {minister} said {when} that petrol and diesel prices would be capped for {#months} months to shield households.',
    '{country} will freeze pump prices for {#months} months, energy minister {minister} announced {when}.',
    'Motorists in {country} will pay no more than {$price} {currency}s a litre for diesel for the next {#months} months under a cap announced {when}.',
  ],
  facts: [
    'The cap is set at {$price} {currency}s a litre for diesel.',
    'The government will compensate fuel retailers for part of the difference.',
    'Opposition lawmakers called the measure a giveaway.',
  ],
  updates: [
    'The cap came into force at midnight on {nextday}, the ministry said.',
    'The ministry corrected the diesel ceiling to {$price} {currency}s a litre.',
  ],
  quotes: ['“Families cannot carry these prices alone,” {minister} told a news conference in {capital}.'],
  history: ['A similar cap in {oldYear} cost the treasury heavily.'],
  impact: ['Retailers’ shares fell in {capital}.', 'Analysts said the cap would strain public finances.'],
  nums: (r) => ({ months: int(r, 2, 6), price: int(r, 12, 40) * 10 }),
  grow: (n, r) => ({ ...n, price: n.price! + int(r, -3, 3) * 5 }),
};
const reserve: EventType = {
  hl: [
    '{country} to release {#mbbl} million barrels from reserves',
    '{minister} orders draw on strategic oil stocks',
    '{pre}Emergency crude stocks tapped',
  ],
  hlUp: ['First reserve barrels reach {adj} refiners'],
  lead: [
    '{country} will release {#mbbl} million barrels of crude from its strategic reserve, energy minister {minister} said {when}.',
    'Energy minister {minister} ordered a draw of {#mbbl} million barrels from {country}’s emergency oil stocks {when}.',
    'The {adj} government said {when} it would sell {#mbbl} million barrels of crude from state reserves to local refiners.',
  ],
  facts: [
    'The barrels will be sold to domestic refiners over {#weeks} weeks.',
    'The reserve holds about ninety days of imports.',
  ],
  updates: ['The first cargoes from the reserve were delivered on {nextday}, the ministry said.'],
  quotes: ['“The reserve exists for moments like this,” {minister} said.'],
  history: ['The reserve was last tapped in {oldYear}.'],
  impact: ['Local crude grades weakened after the announcement.'],
  nums: (r) => ({ mbbl: int(r, 2, 15), weeks: int(r, 3, 8) }),
  grow: (n) => n,
};
const energyCo = (r: Rand) => pick(r, ENERGY_COMPANIES);
const homeCity = (r: Rand, home: number) => pick(r, COUNTRIES[home]!.cities);
const pipeName = (r: Rand) =>
  pick(r, ['Northern Trunk', 'Coastal Link', 'Meridia', 'Sable', 'Highland Crude', 'Westline']);
const grid = (c: Country) => `${c.adj} Transmission`;
const energy: Domain = {
  name: 'energy',
  kinds: [
    'same-type-different-company',
    'same-country-different-city',
    'same-place-different-hazard',
    'same-official-different-decision',
    'different-country-same-type',
    'same-actor-different-target',
  ],
  boilerplate: ['Analysts said the sector remains under pressure.', 'Energy markets have been volatile for weeks.'],
  pair: (kind, r) => {
    if (kind === 'same-type-different-company' || kind === 'same-actor-different-target') {
      const a = energyCo(r);
      const b =
        kind === 'same-actor-different-target'
          ? a
          : pick(
              r,
              ENERGY_COMPANIES.filter((x) => x !== a),
            );
      const ca = COUNTRIES[a.home]!;
      const cb = COUNTRIES[b.home]!;
      const second = kind === 'same-actor-different-target' ? pipeline : refinery;
      let cityB = homeCity(r, b.home);
      while (cityB === ca.cities[0] && ca === cb) cityB = homeCity(r, b.home);
      return [
        draft(refinery, ca, homeCity(r, a.home), { company: a.name }),
        draft(second, cb, cityB, { company: b.name, pipe: pipeName(r) }),
      ];
    }
    const [c1, x, c2, y] = places(kind, r);
    if (kind === 'same-official-different-decision')
      return [
        draft(priceCap, c1, c1.capital, { minister: c1.energyMinister }),
        draft(reserve, c1, c1.capital, { minister: c1.energyMinister }),
      ];
    const own = ENERGY_COMPANIES.find((e) => COUNTRIES[e.home] === c1)!.name;
    if (kind === 'same-place-different-hazard')
      return [draft(refinery, c1, x, { company: own }), draft(blackout, c1, x, { grid: grid(c1) })];
    if (kind === 'same-country-different-city') {
      const co = own;
      return [
        draft(pipeline, c1, x, { company: co, pipe: pipeName(r) }),
        draft(pipeline, c1, y, { company: co, pipe: pipeName(r) }),
      ];
    }
    return [draft(blackout, c1, x, { grid: grid(c1) }), draft(blackout, c2, y, { grid: grid(c2) })];
  },
};

// ---------------------------------------------------------------- maritime
const portStrike: EventType = {
  hl: [
    'Dockworkers strike at {city} port',
    '{pre}Port walkout strands {#ships} ships',
    '{union} stages {#hours}-hour strike at {city} terminals',
    'Strike halts container handling at {adj} port',
  ],
  hlUp: ['{city} port strike spreads to {site2}', 'Ships queue outside {city} as dock strike drags on'],
  lead: [
    'Dockworkers at the port of {city} walked off the job {when}, halting container handling and leaving {#ships} vessels waiting at anchor.',
    'Members of {union} began a {#hours}-hour strike at {city}’s container terminals {when} in a dispute over pay and automation.',
    'Cranes stood idle at {city}, one of {country}’s two main ports, {when} as dockers went on strike.',
  ],
  facts: [
    'The union wants a pay rise of {#pay} percent.',
    'Port operators said perishable cargo would be handled by supervisors.',
    'Talks with the port employers’ association broke down last week.',
  ],
  updates: [
    'The walkout spread on {nextday} to the bulk terminal at {site2}, and the queue of ships grew to {#ships}.',
    'By {nextday}, {#ships} vessels were waiting outside {city}, the port authority said.',
  ],
  quotes: [
    '“Automation cannot come at the cost of our jobs,” said {leader}, who heads {union}.',
    '“Every day costs exporters dearly,” said {spox} of the port authority.',
  ],
  history: [
    'A three-day strike at {oldCity} in {oldYear} took weeks to clear.',
    'Dockers in {country} last struck in {oldYear}.',
  ],
  impact: [
    'Shipping lines warned of surcharges on cargo bound for {city}.',
    'Box rates on routes to {country} edged higher.',
  ],
  nums: (r) => ({ ships: int(r, 8, 30), hours: pick(r, [24, 48, 72]), pay: int(r, 6, 15) }),
  grow: (n, r) => ({ ...n, ships: n.ships! + int(r, 5, 20) }),
};
const grounding: EventType = {
  hl: [
    'Container ship runs aground off {city}',
    '{pre}Grounded vessel blocks approach channel',
    '{line} ship stuck near {city}',
  ],
  hlUp: ['Salvors try to refloat {vessel}', '{vessel} refloated after {#hours} hours'],
  lead: [
    'The container ship {vessel}, operated by {line}, ran aground in the approach channel to {city} {when}, the port authority said.',
    'A {$teu}-container vessel, the {vessel}, went aground near {city} {when}, blocking part of the channel.',
    'Harbour pilots in {city} halted traffic {when} after the {vessel}, a {line} container ship, touched bottom and stuck fast.',
  ],
  facts: [
    'No injuries or pollution were reported.',
    'Pilots suspended night transits while tugs worked.',
    'The ship was sailing from {capital} with a full load.',
  ],
  updates: [
    'Tugs refloated the {vessel} after {#hours} hours, {line} said on {nextday}.',
    'The channel reopened on {nextday} once the {vessel} was towed clear.',
  ],
  quotes: ['“The crew is safe and the hull is being inspected,” said {spox}, a spokesperson for {line}.'],
  history: ['A bulk carrier grounded in the same channel in {oldYear}.'],
  impact: ['Vessels bound for {city} were diverted to {oldCity}.', 'Insurers said the claim was likely to be modest.'],
  nums: (r) => ({ teu: int(r, 4, 18) * 1000, hours: int(r, 10, 40) }),
  grow: (n, r) => ({ ...n, hours: n.hours! + int(r, 6, 20) }),
};
const tankerAttack: EventType = {
  hl: [
    'Tanker hit by drone off {city}',
    '{pre}Attack on tanker raises war-risk fears',
    '{line} tanker struck near {adj} coast',
  ],
  hlUp: ['Crew of attacked tanker evacuated', '{line} diverts fleet after attack on {vessel}'],
  lead: [
    'The tanker {vessel}, operated by {line}, was struck by an explosive drone about {#miles} nautical miles off {city} {when}, maritime security officials said.',
    'An attack damaged the {line} tanker {vessel} off the {adj} coast near {city} {when}.',
    'Crew aboard the {vessel} fought a fire {when} after what {line} described as a drone strike on the ship’s stern, off {city}.',
  ],
  facts: ['A fire on deck was put out by the crew.', 'The ship was carrying fuel oil.', 'No group claimed the attack.'],
  updates: ['{#crew} crew members were taken off the {vessel} on {nextday}; {line} said it would reroute its ships.'],
  quotes: ['“We have raised the threat level for the area,” said {spox} of a maritime security agency.'],
  history: ['Two tankers were attacked in the same waters in {oldYear}.'],
  impact: ['War-risk insurance premiums for the area rose.', 'Tanker rates jumped on the news.'],
  nums: (r) => ({ miles: int(r, 8, 60), crew: int(r, 14, 26) }),
  grow: (n) => n,
};
const portFire: EventType = {
  hl: ['Fire breaks out in {city} port warehouse', '{pre}Blaze at container yard', 'Port fire sends smoke over {city}'],
  hlUp: ['{city} port fire under control'],
  lead: [
    'A fire broke out in a warehouse at the port of {city} {when}, sending black smoke over the city.',
    'Firefighters battled a blaze among stacked containers in {city}’s port {when}.',
    'Smoke from burning containers closed roads near the {city} docks {when}, the city’s fire service said.',
  ],
  facts: [
    'Residents were told to keep windows shut.',
    'About {#boxes} containers were damaged.',
    'Terminal operations were suspended.',
  ],
  updates: ['The fire was brought under control on {nextday}; {#boxes} containers were destroyed.'],
  quotes: ['“We do not yet know what was stored there,” said fire chief {spox}.'],
  history: ['A chemical fire at the port of {oldCity} in {oldYear} led to new storage rules.'],
  impact: ['Cargo owners were told to expect delays.'],
  nums: (r) => ({ boxes: int(r, 20, 200) }),
  grow: (n, r) => ({ ...n, boxes: more(r, n.boxes!, 0.2, 0.8) }),
};
const VESSELS = [
  'Aurelia Dawn',
  'Cape Merrow',
  'Silver Tern',
  'Northern Lys',
  'Santa Brisa',
  'Kestrel Bay',
  'Ocean Harrier',
  'Maribel Star',
];
const unionOf = (c: Country) => `the ${c.adj} Dockworkers’ Union`;
const maritime: Domain = {
  name: 'maritime',
  kinds: [
    'neighbouring-towns',
    'same-actor-different-target',
    'same-place-different-hazard',
    'same-type-different-company',
    'different-country-same-type',
  ],
  boilerplate: [
    'Analysts said the sector remains under pressure.',
    'Freight markets are already stretched by congestion elsewhere.',
  ],
  pair: (kind, r) => {
    // A country's two ports are neighbours everywhere but in Sundaria.
    const c1 = pick(
      r,
      COUNTRIES.filter(
        (c) =>
          kind !== 'neighbouring-towns' || Math.abs(c.cities.indexOf(c.ports[0]) - c.cities.indexOf(c.ports[1])) === 1,
      ),
    );
    const v = [...VESSELS].sort(() => r() - 0.5);
    const ship = (type: EventType, c: Country, city: string, line: string, vessel: string) =>
      draft(type, c, city, { line, vessel });
    if (kind === 'neighbouring-towns') {
      const [a, b] = c1.ports;
      return [
        draft(portStrike, c1, a, { union: unionOf(c1), leader: person(r), site2: `${a} North` }),
        draft(portStrike, c1, b, { union: unionOf(c1), leader: person(r), site2: `${b} East` }),
      ];
    }
    if (kind === 'same-actor-different-target') {
      const line = pick(r, SHIPPING_LINES);
      const c2 = pick(
        r,
        COUNTRIES.filter((c) => c !== c1),
      );
      return [ship(tankerAttack, c1, c1.ports[0], line, v[0]!), ship(tankerAttack, c2, c2.ports[1], line, v[1]!)];
    }
    if (kind === 'same-place-different-hazard') {
      const port = pick(r, c1.ports);
      return [
        draft(portStrike, c1, port, { union: unionOf(c1), leader: person(r), site2: `${port} South` }),
        draft(portFire, c1, port),
      ];
    }
    if (kind === 'same-type-different-company') {
      const [l1, l2] = [...SHIPPING_LINES].sort(() => r() - 0.5);
      return [ship(grounding, c1, c1.ports[0], l1!, v[0]!), ship(grounding, c1, c1.ports[1], l2!, v[1]!)];
    }
    const c2 = pick(
      r,
      COUNTRIES.filter((c) => c !== c1),
    );
    const [p1, p2] = [pick(r, c1.ports), pick(r, c2.ports)];
    return [
      draft(portStrike, c1, p1, { union: unionOf(c1), leader: person(r), site2: `${p1} Outer Harbour` }),
      draft(portStrike, c2, p2, { union: unionOf(c2), leader: person(r), site2: `${p2} Outer Harbour` }),
    ];
  },
};

// ---------------------------------------------------------------- armed conflict (Marovia against the invading Dravic Republic)
const strike: EventType = {
  hl: [
    'Dravic drones hit {target} in {city}',
    '{pre}Overnight strike on {target}',
    'Missile attack on {target} in {city} kills {#dead}',
    'Marovia says Dravic forces struck {target}',
  ],
  hlUp: ['{city} strike toll rises to {#dead}', 'Rescuers search rubble after {city} attack'],
  lead: [
    'Dravic forces struck {target} in {city} overnight into {when2}, killing {#dead} people and wounding {#hurt}, Marovian officials said.',
    'A wave of drones and missiles hit {target} in the Marovian city of {city} {when}, the regional governor said.',
    'Explosions shook {city} {when} as Dravic missiles slammed into {target}, local authorities said.',
  ],
  facts: [
    'Air defences shot down {#downed} of the incoming drones, the Marovian air force said.',
    'Emergency crews worked through the night.',
    '{effect}',
  ],
  updates: [
    'The death toll rose to {#dead} on {nextday} as rescuers pulled more bodies from the rubble.',
    'A second wave struck the outskirts of {city} hours later; the toll rose to {#dead}.',
    'Officials revised the number of wounded to {#hurt}, up from {#prev_hurt}.',
  ],
  quotes: [
    '“They are targeting civilians and the things civilians need,” said {gov}, the governor of the {side} region.',
    '“We heard the whistle and then the windows blew in,” a resident of {city} said.',
  ],
  history: [
    '{city} was last hit on this scale in {oldYear}.',
    'A strike on {oldCity} earlier in the war killed dozens.',
  ],
  impact: [
    'Rail freight through the area was suspended.',
    'Grain traders watched the attacks on transport hubs closely.',
  ],
  nums: (r) => ({ dead: int(r, 2, 12), hurt: int(r, 8, 40), downed: int(r, 10, 30) }),
  grow: (n, r) => ({ ...n, dead: n.dead! + int(r, 1, 6), hurt: n.hurt! + int(r, 3, 12) }),
};
const shelling: EventType = {
  hl: ['Shelling of {city} kills {#dead}', '{pre}Artillery fire hits market', 'Dravic artillery pounds {city}'],
  hlUp: ['{city} shelling toll climbs', 'Evacuations ordered after days of shelling in {city}'],
  lead: [
    'Dravic artillery shelled {city} {when}, killing {#dead} civilians near the central market, the regional administration said.',
    'Shells fell on residential streets in {city}, a town close to the front line, {when}.',
    'At least {#dead} people died in {city} {when} when artillery rounds struck the town centre, officials said.',
  ],
  facts: [
    'Several apartment blocks were damaged.',
    'The town lies about {#km} kilometres from the front.',
    'Water supplies were cut.',
  ],
  updates: ['The toll rose to {#dead} on {nextday}; authorities ordered families with children to leave.'],
  quotes: ['“There is nowhere safe left here,” a volunteer in {city} said.'],
  history: ['The town changed hands twice in {oldYear}.'],
  impact: ['Aid groups said access to the area was getting harder.'],
  nums: (r) => ({ dead: int(r, 2, 9), km: int(r, 6, 25) }),
  grow: (n, r) => ({ ...n, dead: n.dead! + int(r, 1, 4) }),
};
const mobilise: EventType = {
  hl: [
    'Marovia widens mobilisation to men aged {#age}',
    '{minister} announces call-up expansion',
    '{pre}Draft age lowered',
  ],
  hlUp: ['Marovian parliament backs wider call-up'],
  lead: [
    'Marovian defence minister {minister} said {when} that the call-up would be extended to men aged {#age} and over.',
    'Marovia will lower the age for mobilisation to {#age}, its defence minister announced {when}.',
    'Men in Marovia aged {#age} and older will be liable for call-up under a plan set out by defence minister {minister} {when}.',
  ],
  facts: ['About {$men} more men are expected to be called up.', 'Students will be exempt.'],
  updates: ['Parliament approved the change on {nextday} by {#votes} votes.'],
  quotes: ['“We need rested brigades on the line,” {minister} said.'],
  history: ['The last change to the call-up rules came in {oldYear}.'],
  impact: ['Employers warned of labour shortages.'],
  nums: (r) => ({ age: int(r, 23, 25), men: int(r, 40, 120) * 1000, votes: int(r, 230, 280) }),
  grow: (n) => n,
};
const talks: EventType = {
  hl: [
    'Marovia proposes ceasefire talks in {venue}',
    '{minister} offers talks on prisoner exchange',
    '{pre}Truce talks proposed',
  ],
  hlUp: ['Dravia rejects Marovian offer of talks'],
  lead: [
    'Marovian defence minister {minister} proposed {when} that delegations meet in {venue} to discuss a ceasefire around power plants.',
    'Marovia offered {when} to hold talks in {venue} on a limited truce, minister {minister} said.',
    'A {#days}-day pause in strikes on power stations was proposed by Marovia {when}, with talks to be hosted in {venue}.',
  ],
  facts: [
    'The proposal covers a {#days}-day halt to strikes on energy sites.',
    'Previous rounds of talks produced prisoner swaps.',
  ],
  updates: ['The Dravic foreign ministry dismissed the offer on {nextday}.'],
  quotes: ['“A pause on energy strikes would save lives this winter,” {minister} said.'],
  history: ['Talks in {oldYear} collapsed after two rounds.'],
  impact: ['Power traders watched the talks for signs of relief for the grid.'],
  nums: (r) => ({ days: pick(r, [30, 60, 90]) }),
  grow: (n) => n,
};
const TARGETS = [
  ['a power plant', 'Power was cut to thousands of homes.'],
  ['a rail depot', 'Trains through the city were halted.'],
  ['a grain terminal', 'Grain storage was set on fire.'],
  ['a water pumping station', 'Taps ran dry in several districts.'],
  ['an apartment block', 'Residents were moved to shelters.'],
  ['a fuel depot', 'A large fire burned at the depot for hours.'],
];
const MAROVIA = COUNTRIES[5]!;
const GOVERNORS = ['Mykola Tverdun', 'Oksana Lyshko', 'Pavlo Hrynko', 'Daryna Savchyk', 'Ihor Bilous', 'Nina Palamar'];
const conflict: Domain = {
  name: 'conflict',
  kinds: [
    'same-actor-different-target',
    'neighbouring-towns',
    'same-place-different-hazard',
    'same-official-different-decision',
    'same-country-different-city',
  ],
  boilerplate: [
    'The war has entered its third year.',
    'Neither side’s battlefield claims could be independently verified.',
  ],
  pair: (kind, r) => {
    const m = MAROVIA;
    const [, x, , y] = places(kind === 'same-actor-different-target' ? 'same-country-different-city' : kind, r, [m]);
    const t = [...TARGETS].sort(() => r() - 0.5);
    const side = (c: string) => m.sides[m.cities.indexOf(c)]!;
    const hit = (city: string, tg: string[]) =>
      draft(strike, m, city, {
        target: tg[0]!,
        effect: tg[1]!,
        gov: GOVERNORS[m.cities.indexOf(city)]!,
        side: side(city),
      });
    if (kind === 'same-official-different-decision') {
      const minister = 'Taras Vorenko';
      return [
        draft(mobilise, m, m.capital, { minister }),
        draft(talks, m, m.capital, { minister, venue: pick(r, ['Velmira', 'Castelmoro', 'Al Sarim']) }),
      ];
    }
    if (kind === 'same-place-different-hazard') return [hit(x, t[0]!), draft(shelling, m, x)];
    if (kind === 'neighbouring-towns') return [draft(shelling, m, x), draft(shelling, m, y)];
    return [hit(x, t[0]!), hit(kind === 'same-actor-different-target' ? y : y, t[1]!)];
  },
};

// ---------------------------------------------------------------- central banks
const rateMove = (dir: 'raises' | 'cuts'): EventType => ({
  hl: [
    `{bank} ${dir} rates by {$bp} basis points`,
    `{pre}${dir === 'raises' ? 'Rate hike' : 'Rate cut'} to {rate} percent`,
    `{adj} central bank ${dir} key rate`,
    `${dir === 'raises' ? 'Higher' : 'Lower'} borrowing costs as {governor} ${dir === 'raises' ? 'tightens' : 'eases'}`,
  ],
  hlUp: ['{currency} moves after {bank} decision', '{governor} signals more to come after rate move'],
  lead: [
    `The {bank} ${dir === 'raises' ? 'raised' : 'cut'} its benchmark rate by {$bp} basis points to {rate} percent {when}, citing ${dir === 'raises' ? 'stubborn inflation' : 'a slowing economy'}.`,
    `{country}’s central bank ${dir === 'raises' ? 'raised' : 'lowered'} its policy rate to {rate} percent {when}, a move of {#bp} basis points.`,
    `Governor {governor} said {when} that the {bank} had ${dir === 'raises' ? 'raised' : 'cut'} its key interest rate to {rate} percent.`,
  ],
  facts: [
    'Inflation in {country} stood at {infl} percent last month.',
    'The decision was taken by {#votes} votes to {#against}.',
    'The {currency} has lost ground against the dollar this year.',
  ],
  updates: [
    'Minutes released on {nextday} showed {#against} members had favoured a smaller move.',
    'The {currency} firmed on {nextday} as traders digested the decision.',
  ],
  quotes: [
    `“${dir === 'raises' ? 'Inflation is not yet under control' : 'Price pressures have eased enough to act'},” {governor} told reporters in {capital}.`,
    '“The bank is acting on the data,” said {expert}, an economist at {firm}.',
  ],
  history: ['The bank last changed rates in {oldYear}.', 'In {oldYear} the bank moved rates five times.'],
  impact: ['Two-year bond yields moved sharply.', 'Mortgage lenders are expected to follow.'],
  nums: (r) => ({ bp: pick(r, [25, 50, 75]), votes: int(r, 5, 7), against: int(r, 1, 3) }),
  grow: (n) => n,
});
const raise = rateMove('raises');
const cut = rateMove('cuts');
const fxIntervention: EventType = {
  hl: [
    '{bank} steps in to support the {currency}',
    '{pre}Central bank sells dollars to prop up currency',
    '{governor} says bank intervened in currency market',
  ],
  hlUp: ['{currency} steadies after intervention'],
  lead: [
    'The {bank} sold dollars {when} to slow the fall of the {currency}, governor {governor} said.',
    '{country}’s central bank intervened in the currency market {when} after the {currency} slid to a record low.',
    'Dealers in {capital} said {when} that the {bank} had been selling dollars, and governor {governor} later confirmed the move.',
  ],
  facts: ['The bank did not say how much it sold.', 'The {currency} had fallen {#pct} percent in a week.'],
  updates: ['The {currency} recovered {#pct} percent on {nextday}.'],
  quotes: ['“Disorderly moves will not be tolerated,” {governor} said.'],
  history: ['The bank last intervened in {oldYear}.'],
  impact: ['Dollar liquidity in {capital} tightened.'],
  nums: (r) => ({ pct: int(r, 2, 6) }),
  grow: (n) => n,
};
const inflationPrint: EventType = {
  hl: [
    '{adj} inflation rises to {infl2} percent',
    '{pre}Consumer prices climb faster than expected',
    'Inflation in {country} hits {infl2} percent',
  ],
  hlUp: ['{stats} revises inflation figure'],
  lead: [
    'Consumer prices in {country} rose {infl2} percent from a year earlier, the {stats} said {when}.',
    'Annual inflation in {country} quickened to {infl2} percent, official data showed {when}.',
    'Prices paid by {adj} consumers were {infl2} percent higher than a year earlier, figures released {when} showed.',
  ],
  facts: ['Food and rent drove the increase.', 'Core inflation was little changed.'],
  updates: ['The {stats} corrected a figure for food prices on {nextday}.'],
  quotes: ['“This keeps pressure on the central bank,” said {expert} of {firm}.'],
  history: ['Inflation peaked in {oldYear}.'],
  impact: ['Bond yields rose after the release.'],
  nums: () => ({}),
  grow: (n) => n,
};
const bankSlots = (c: Country, r: Rand) => ({
  bank: c.bank,
  governor: c.governor,
  rate: `${int(r, 2, 14)}.${pick(r, ['0', '25', '5', '75'])}`,
  infl: `${int(r, 2, 12)}.${int(r, 0, 9)}`,
});
const centralBanks: Domain = {
  name: 'central-banks',
  kinds: ['different-country-same-type', 'same-official-different-decision', 'same-place-different-hazard'],
  boilerplate: [
    'Analysts said the sector remains under pressure.',
    'Central banks around the world are weighing slower growth against sticky prices.',
  ],
  pair: (kind, r) => {
    const [c1, , c2] = places('different-country-same-type', r);
    if (kind === 'different-country-same-type') {
      const t = r() < 0.5 ? raise : cut;
      return [
        draft(t, c1, c1.capital, bankSlots(c1, r)),
        draft(r() < 0.7 ? t : t === raise ? cut : raise, c2, c2.capital, bankSlots(c2, r)),
      ];
    }
    if (kind === 'same-official-different-decision')
      return [
        draft(pick(r, [raise, cut]), c1, c1.capital, bankSlots(c1, r)),
        draft(fxIntervention, c1, c1.capital, bankSlots(c1, r)),
      ];
    const s = { ...bankSlots(c1, r), stats: c1.stats, infl2: `${int(r, 2, 12)}.${int(r, 0, 9)}` };
    return [draft(pick(r, [raise, cut]), c1, c1.capital, s), draft(inflationPrint, c1, c1.capital, s)];
  },
};

// ---------------------------------------------------------------- public health
const outbreak = (disease: string, how: string): EventType => ({
  hl: [
    `${disease[0]!.toUpperCase()}${disease.slice(1)} outbreak{at}: {#cases} cases`,
    `{pre}Health officials confirm ${disease} cases`,
    `${disease[0]!.toUpperCase()}${disease.slice(1)} spreads in {city}`,
    `{adj} ministry declares ${disease} outbreak in {city}`,
  ],
  hlUp: [
    `${disease[0]!.toUpperCase()}${disease.slice(1)} cases in {city} rise to {#cases}`,
    `Deaths from ${disease} in {city} reach {#dead}`,
  ],
  lead: [
    `Health authorities in {city} confirmed {#cases} cases of ${disease} {when}, ${how}.`,
    `An outbreak of ${disease} has sickened {#cases} people in {city}, {country}’s health ministry said {when}.`,
    `{country} declared a ${disease} outbreak in {city} {when} after {#cases} infections and {#dead} deaths.`,
  ],
  facts: [
    '{#dead} people have died.',
    'A field hospital was being set up at {site}.',
    'Schools in the affected district were closed.',
  ],
  updates: [
    'By {nextday} the number of cases had risen to {#cases}, with {#dead} deaths, the ministry said.',
    'Cases were also confirmed in a second district of {city}, bringing the total to {#cases}.',
    'The ministry corrected its count to {#cases} cases after duplicate reports were removed.',
  ],
  quotes: [
    '“We are tracing every contact,” said {minister}, {country}’s health minister.',
    '“The wards are full,” a nurse at {site} said.',
  ],
  history: [`The last ${disease} outbreak in {country}, around {oldCity} in {oldYear}, lasted months.`],
  impact: ['Travellers were advised to take precautions.', 'Hospital capacity in the region was stretched.'],
  nums: (r) => ({ cases: int(r, 12, 140), dead: int(r, 2, 6) }),
  grow: (n, r) => ({ cases: more(r, n.cases!, 0.3, 1.2), dead: n.dead! + int(r, 0, 4) }),
});
const cholera = outbreak('cholera', 'blaming contaminated wells');
const measles = outbreak('measles', 'mostly among unvaccinated children');
const dengue = outbreak('dengue', 'after weeks of heavy rain');
const vaccination: EventType = {
  hl: [
    '{country} launches vaccination drive for {#kids} children',
    '{minister} opens polio vaccine campaign',
    '{pre}Mass vaccination campaign begins',
  ],
  hlUp: ['Vaccination campaign reaches {#kids} children'],
  lead: [
    '{country}’s health minister {minister} launched a campaign {when} to vaccinate {#kids} children against polio.',
    'Health workers fanned out across {country} {when} as a polio vaccination drive aimed at {#kids} children got under way.',
  ],
  facts: ['Mobile teams will visit remote villages.', 'The campaign runs for {#weeks} weeks.'],
  updates: ['The ministry said on {nextday} that the first day went smoothly.'],
  quotes: ['“No child should be left out,” {minister} said.'],
  history: ['The last campaign in {oldYear} reached most districts.'],
  impact: ['Vaccine makers supplied the doses under a donor agreement.'],
  nums: (r) => ({ kids: int(r, 2, 9) * 100_000, weeks: int(r, 2, 5) }),
  grow: (n) => n,
};
const hospitalEmergency: EventType = {
  hl: [
    '{minister} declares hospital emergency in {city}',
    '{pre}Hospitals on emergency footing',
    'Wards overflow as {country} declares emergency',
  ],
  hlUp: ['Army medics sent to {city} hospitals'],
  lead: [
    'Health minister {minister} declared a state of emergency at hospitals in {city} {when} as flu admissions surged.',
    'Hospitals in {city} were put on an emergency footing {when}, {minister} said, after a surge in flu patients filled wards.',
  ],
  facts: ['Non-urgent surgery was postponed.', '{#beds} extra beds will be added.'],
  updates: ['Army medics arrived in {city} on {nextday}.'],
  quotes: ['“Staff have been working double shifts,” {minister} said.'],
  history: ['Hospitals were overwhelmed in the winter of {oldYear}.'],
  impact: ['Staff absences rose sharply.'],
  nums: (r) => ({ beds: int(r, 100, 600) }),
  grow: (n) => n,
};
const hospitalOf = (city: string, r: Rand) =>
  `${city} ${pick(r, ['General Hospital', 'District Hospital', 'Teaching Hospital'])}`;
const health: Domain = {
  name: 'health',
  kinds: [
    'same-country-different-city',
    'neighbouring-towns',
    'same-place-different-hazard',
    'different-country-same-type',
    'same-official-different-decision',
  ],
  boilerplate: [
    'Health experts said the region remains vulnerable.',
    'Funding for disease surveillance has fallen in recent years.',
  ],
  pair: (kind, r) => {
    const [c1, x, c2, y] = places(kind, r);
    const d = pick(r, [cholera, measles, dengue]);
    const o = (t: EventType, c: Country, city: string) =>
      draft(t, c, city, { site: hospitalOf(city, r), minister: c.healthMinister });
    if (kind === 'same-official-different-decision')
      return [o(vaccination, c1, c1.capital), o(hospitalEmergency, c1, x)];
    if (kind === 'same-place-different-hazard') return [o(d, c1, x), o(d === measles ? cholera : measles, c1, x)];
    return [o(d, c1, x), o(d, c2, y)];
  },
};

// ---------------------------------------------------------------- natural disasters
const quake: EventType = {
  hl: [
    'Magnitude {mag} earthquake strikes near {city}',
    '{pre}Strong quake kills {#dead}',
    'Earthquake rocks {side} {country}',
    'Deadly tremor hits {city}',
  ],
  hlUp: ['{city} quake toll rises to {#dead}', 'Aftershocks rattle {city} as search goes on'],
  lead: [
    'A magnitude {mag} earthquake struck near {city} {when}, killing at least {#dead} people and damaging hundreds of buildings.',
    'A strong earthquake shook {side} {country} {when}, with its epicentre about {#km} kilometres from {city}.',
    'At least {#dead} people died when a {mag}-magnitude quake hit {city} {when}, officials said.',
  ],
  facts: [
    'The quake was shallow, at a depth of {#depth} kilometres.',
    'Several aftershocks followed.',
    'Roads into the town were blocked by landslides.',
  ],
  updates: [
    'The death toll rose to {#dead} on {nextday} as rescuers dug through collapsed homes.',
    'Damage was also reported in villages outside {city}, and the toll rose to {#dead}.',
    'Officials corrected the toll to {#dead}, from {#prev_dead}, after double counting.',
  ],
  quotes: [
    '“The whole house was moving,” a resident of {city} said.',
    '“Our teams are working around the clock,” said {spox} of the {adj} Red Crescent.',
  ],
  history: [
    'A quake near {oldCity} in {oldYear} killed more than a hundred people.',
    'The region sits on an active fault.',
  ],
  impact: [
    'Insurers said losses would be significant.',
    'Factories in the area halted production to check for damage.',
  ],
  nums: (r) => ({ dead: int(r, 3, 40), km: int(r, 5, 40), depth: int(r, 6, 30) }),
  grow: (n, r) => ({ ...n, dead: more(r, n.dead!, 0.3, 1.5) }),
};
const flood: EventType = {
  hl: [
    'Floods force thousands from homes in {city}',
    '{pre}River bursts banks after days of rain',
    'Flooding kills {#dead} in {side} {country}',
  ],
  hlUp: ['Flood toll rises to {#dead}', 'Waters recede in {city} as clean-up begins'],
  lead: [
    'The {river} burst its banks in {city} {when} after days of torrential rain, forcing {$evac} people from their homes.',
    'Floods swept through {city} {when}, killing {#dead} people, emergency officials said.',
    'Rescuers in boats moved through flooded streets in {city} {when} after the {river} rose overnight.',
  ],
  facts: [
    'More than {#rain} millimetres of rain fell in two days.',
    'Rescue boats plucked residents from rooftops.',
    'The main bridge was closed.',
  ],
  updates: ['The number of dead rose to {#dead} on {nextday}; {$evac} people were in shelters.'],
  quotes: ['“The water came up to the second floor within an hour,” a resident said.'],
  history: ['The {river} last flooded the town in {oldYear}.'],
  impact: ['Crops across the valley were lost.', 'Rail lines were closed.'],
  nums: (r) => ({ dead: int(r, 2, 15), evac: int(r, 3, 40) * 500, rain: int(r, 150, 400) }),
  grow: (n, r) => ({ ...n, dead: more(r, n.dead!, 0.2, 1), evac: more(r, n.evac!, 0.2, 0.6) }),
};
const wildfire: EventType = {
  hl: [
    'Wildfire forces evacuations near {city}',
    '{pre}Fire burns {$ha} hectares',
    'Blaze races through forest outside {city}',
  ],
  hlUp: ['Wildfire near {city} spreads to {$ha} hectares', 'Villagers return as {city} fire is contained'],
  lead: [
    'A wildfire driven by strong winds burned {$ha} hectares of forest near {city} {when}, forcing evacuations from villages.',
    'Villages outside {city} were evacuated {when} as a forest fire spread across {$ha} hectares.',
  ],
  facts: ['Water-bombing aircraft were deployed.', '{#homes} homes were destroyed.'],
  updates: ['Firefighters contained the blaze on {nextday}; the burned area reached {$ha} hectares.'],
  quotes: ['“We had minutes to leave,” a villager said.'],
  history: ['Fires near {oldCity} in {oldYear} burned for weeks.'],
  impact: ['Timber companies reported losses.'],
  nums: (r) => ({ ha: int(r, 5, 60) * 100, homes: int(r, 4, 50), days: int(r, 2, 5) }),
  grow: (n, r) => ({ ...n, ha: more(r, n.ha!, 0.3, 1) }),
};
const landslide: EventType = {
  hl: [
    'Landslide buries homes near {city}',
    '{pre}Hillside collapses after rain',
    'Search for missing after {city} landslide',
  ],
  hlUp: ['{#dead} bodies recovered from {city} landslide'],
  lead: [
    'A landslide buried {#homes} houses on the edge of {city} {when}, and {#missing} people were missing.',
    'Rescuers searched for {#missing} people {when} after part of a hillside above {city} gave way.',
  ],
  facts: ['Soldiers joined the search.', 'The slope had been weakened by heavy rain.'],
  updates: ['Rescuers recovered {#dead} bodies by {nextday}.'],
  quotes: ['“We are digging by hand,” a rescuer said.'],
  history: ['A slide in {oldYear} near {oldCity} killed a dozen people.'],
  impact: ['A highway was closed.'],
  nums: (r) => ({ homes: int(r, 5, 30), missing: int(r, 4, 20), dead: int(r, 2, 8) }),
  grow: (n, r) => ({ ...n, dead: n.dead! + int(r, 1, 5) }),
};
const RIVERS = ['Sava', 'Orlen', 'Marra', 'Tessin', 'Kalu', 'Vey'];
const disasters: Domain = {
  name: 'disasters',
  kinds: [
    'same-country-different-city',
    'neighbouring-towns',
    'same-place-different-hazard',
    'different-country-same-type',
  ],
  boilerplate: [
    'Scientists say extreme weather is becoming more frequent in the region.',
    'Aid agencies appealed for funds.',
  ],
  pair: (kind, r) => {
    const [c1, x, c2, y] = places(kind, r);
    const s = (c: Country, city: string) => ({
      side: c.sides[c.cities.indexOf(city)]!,
      river: pick(r, RIVERS),
      mag: `${int(r, 5, 7)}.${int(r, 0, 9)}`,
    });
    const t1 = pick(r, [quake, flood, wildfire, landslide]);
    const t2 =
      kind === 'same-place-different-hazard'
        ? pick(
            r,
            [quake, flood, wildfire, landslide].filter((t) => t !== t1),
          )
        : t1;
    return [draft(t1, c1, x, s(c1, x)), draft(t2, c2, y, s(c2, y))];
  },
};

// ---------------------------------------------------------------- semiconductors
const newFab: EventType = {
  hl: [
    '{company} to build ${$bn}bn chip plant in {city}',
    '{pre}New wafer fab announced',
    '{short} picks {city} for new factory',
    'Chipmaker {short} plans {nm}-nanometre fab',
  ],
  hlUp: ['{short} fab in {city} wins state aid', 'Details emerge of {short}’s {city} plant'],
  lead: [
    '{company} said {when} it would invest {$bn} billion dollars in a new chip fabrication plant in {city}, {country}.',
    'Chipmaker {company} plans to build a {nm}-nanometre wafer fab in {city}, it announced {when}.',
  ],
  facts: [
    'The plant is expected to employ {$jobs} people.',
    'Production is due to start in {start}.',
    'The site was chosen for its water supply.',
  ],
  updates: [
    'The government confirmed on {nextday} it would cover part of the cost.',
    '{short} corrected the job estimate to {$jobs}.',
  ],
  quotes: [
    '“Demand for advanced chips is not slowing,” said {spox}, {short}’s chief executive.',
    '“This is a big bet,” said {expert}, an analyst at {firm}.',
  ],
  history: ['{short} last opened a fab in {oldYear}.'],
  impact: ['{short} shares rose in {capital}.', 'Equipment suppliers are expected to benefit.'],
  nums: (r) => ({ bn: int(r, 3, 20), jobs: int(r, 8, 40) * 100 }),
  grow: (n, r) => ({ ...n, jobs: n.jobs! + int(r, -3, 5) * 100 }),
};
const fabOutage: EventType = {
  hl: [
    '{short} halts production at {city} fab',
    '{pre}Chip plant stopped after {cause}',
    '{company} wafer output hit by {cause}',
  ],
  hlUp: ['{short} says {city} fab back to full output'],
  lead: [
    '{company} stopped production at its {city} fab {when} after {cause}, the company said.',
    'Output at {company}’s plant in {city} was halted {when} because of {cause}.',
    'Chip production in {city} stopped {when}: {short} said {cause} forced it to idle the fab.',
  ],
  facts: ['About {$wafers} wafers in process may have to be scrapped.', 'The plant makes chips for carmakers.'],
  updates: ['{short} said on {nextday} that output had resumed; losses were put at {$wafers} wafers.'],
  quotes: ['“Customers have been informed,” said {spox} of {short}.'],
  history: ['An earlier outage at the plant in {oldYear} lasted a week.'],
  impact: ['Lead times for automotive chips could lengthen.', 'Prices for memory chips firmed.'],
  nums: (r) => ({ wafers: int(r, 5, 60) * 1000 }),
  grow: (n, r) => ({ ...n, wafers: more(r, n.wafers!, 0.1, 0.5) }),
};
const exportControls: EventType = {
  hl: [
    '{country} tightens export controls on chip tools',
    '{minister} announces new chip export curbs',
    '{pre}Licences required for advanced chips',
  ],
  hlUp: ['Chipmakers seek clarity on {adj} export rules'],
  lead: [
    '{country} will require licences to export advanced chipmaking tools, trade minister {minister} said {when}.',
    'Makers of chip equipment in {country} will need a permit to ship advanced tools abroad, under rules announced {when} by {minister}.',
  ],
  facts: ['The rules take effect in {#days} days.', 'Exports of tools for chips below {nm} nanometres are covered.'],
  updates: ['The ministry published the full list of covered tools on {nextday}.'],
  quotes: ['“We will not let our technology fuel others’ arsenals,” {minister} said.'],
  history: ['Narrower curbs were introduced in {oldYear}.'],
  impact: ['Shares of equipment makers fell.'],
  nums: (r) => ({ days: int(r, 30, 90) }),
  grow: (n) => n,
};
const subsidy: EventType = {
  hl: [
    '{country} unveils {$bn}bn chip subsidy plan',
    '{minister} offers grants to chipmakers',
    '{pre}Chip subsidies approved',
  ],
  hlUp: ['First chipmakers apply for {adj} subsidies'],
  lead: [
    'Trade minister {minister} unveiled a {$bn} billion {currency} programme {when} to subsidise chip factories in {country}.',
    '{country} will pay chipmakers up to {#pct} percent of the cost of new factories, trade minister {minister} said {when}.',
  ],
  facts: ['Grants will cover up to {#pct} percent of construction costs.', 'Parliament must approve the plan.'],
  updates: ['Parliament’s budget committee backed the plan on {nextday}.'],
  quotes: ['“We want the factories here,” {minister} said.'],
  history: ['A smaller scheme in {oldYear} drew few applicants.'],
  impact: ['Local chipmakers’ shares rallied.'],
  nums: (r) => ({ bn: int(r, 5, 40), pct: int(r, 20, 40) }),
  grow: (n) => n,
};
const CAUSES = [
  'a power outage',
  'contamination in a clean room',
  'a fire in a gas supply system',
  'a tremor that shook the site',
];
const chip = (c: (typeof CHIPMAKERS)[number], r: Rand) => ({
  company: c.name,
  short: c.short,
  nm: String(pick(r, [2, 3, 5, 7])),
  start: String(int(r, 2027, 2030)),
  cause: pick(r, CAUSES),
});
const semiconductors: Domain = {
  name: 'semiconductors',
  kinds: [
    'same-type-different-company',
    'same-actor-different-target',
    'same-official-different-decision',
    'different-country-same-type',
  ],
  boilerplate: [
    'Analysts said the sector remains under pressure.',
    'Governments are competing to attract chip factories.',
  ],
  pair: (kind, r) => {
    const a = pick(r, CHIPMAKERS);
    const b = pick(
      r,
      CHIPMAKERS.filter((x) => x !== a),
    );
    const home = (x: typeof a) => COUNTRIES[x.home]!;
    if (kind === 'same-type-different-company') {
      const c = home(a);
      const [, x, , y] = places('same-country-different-city', r, [c]);
      const bb = pick(r, CHIPMAKERS.filter((z) => z !== a && z.home === a.home).concat(b));
      return [draft(newFab, c, x, chip(a, r)), draft(newFab, c, y, chip(bb, r))];
    }
    if (kind === 'same-actor-different-target') {
      const [c1, x, , y] = places('same-country-different-city', r, [home(a)]);
      return [draft(newFab, c1, x, chip(a, r)), draft(fabOutage, c1, y, chip(a, r))];
    }
    if (kind === 'same-official-different-decision') {
      const c = home(a);
      const s = { minister: c.tradeMinister, nm: String(pick(r, [5, 7, 14])) };
      return [draft(exportControls, c, c.capital, s), draft(subsidy, c, c.capital, s)];
    }
    const c1 = home(a);
    const c2 =
      home(b) === c1
        ? pick(
            r,
            COUNTRIES.filter((c) => c !== c1),
          )
        : home(b);
    return [draft(fabOutage, c1, pick(r, c1.cities), chip(a, r)), draft(fabOutage, c2, pick(r, c2.cities), chip(b, r))];
  },
};

// ---------------------------------------------------------------- elections
const result: EventType = {
  hl: [
    '{winner} wins {race} in {place}',
    '{pre}{party} claims victory',
    '{winner} elected with {pct} percent',
    'Opposition concedes as {winner} wins',
  ],
  hlUp: ['Final count confirms {winner} win', '{loser} calls for recount after narrow defeat'],
  lead: [
    '{winner} of {party} won the {race} in {place} {when} with {pct} percent of the vote, preliminary results showed.',
    'Voters in {place} chose {winner} as {office} {when}, defeating {loser} of {party2}.',
    '{party} candidate {winner} claimed victory in {place}’s {race} {when}.',
  ],
  facts: [
    'Turnout was {#turnout} percent.',
    '{loser} won {pct2} percent.',
    'Observers said voting was largely orderly.',
  ],
  updates: [
    'The {commission} confirmed the result on {nextday} after all ballots were counted.',
    '{loser} refused to concede on {nextday}, citing irregularities at {#stations} polling stations.',
  ],
  quotes: [
    '“This is a mandate for change,” {winner} told supporters.',
    '“We will study the results carefully,” {loser} said.',
  ],
  history: [
    '{party2} had held the post since {oldYear}.',
    'The last vote in {oldYear} was decided by a few hundred ballots.',
  ],
  impact: ['The {currency} rose on the result.', 'Bond spreads narrowed.'],
  nums: (r) => ({ turnout: int(r, 38, 78), stations: int(r, 12, 90) }),
  grow: (n) => n,
};
const postpone: EventType = {
  hl: [
    '{commission} postpones vote in {province}',
    '{pre}Election delayed over security',
    '{chair} delays regional polls',
  ],
  hlUp: ['New date set for {province} vote'],
  lead: [
    'The {commission} postponed elections in the {province} region {when}, citing {reason}, its chair {chair} said.',
    'Voters in {province} will not go to the polls as planned: {chair} said {when} the vote was off because of {reason}.',
  ],
  facts: ['About {$voters} voters are affected.', 'Opposition parties called the delay unjustified.'],
  updates: ['{chair} said on {nextday} the vote would be held within {#weeks} weeks.'],
  quotes: ['“We cannot guarantee a free vote in these conditions,” {chair} said.'],
  history: ['A vote in {oldCity} was delayed in {oldYear}.'],
  impact: ['Investors worried about political uncertainty.'],
  nums: (r) => ({ voters: int(r, 2, 20) * 100_000, weeks: int(r, 3, 8) }),
  grow: (n) => n,
};
const recount: EventType = {
  hl: [
    '{commission} orders recount in {province}',
    '{pre}Recount ordered after tight race',
    '{chair} orders ballots recounted',
  ],
  hlUp: ['Recount in {province} begins'],
  lead: [
    'The {commission} ordered a full recount of votes in {province} {when} after the margin fell below {#margin} votes, chair {chair} said.',
    'Ballots in {province} will be counted again, {chair} said {when}, after the two leading candidates finished fewer than {#margin} votes apart.',
  ],
  facts: ['The recount will take about a week.', 'Both candidates welcomed the decision.'],
  updates: ['Counting staff began the recount on {nextday}.'],
  quotes: ['“Every vote must be counted correctly,” {chair} said.'],
  history: ['The last recount, in {oldYear}, changed the result.'],
  impact: ['Markets showed little reaction.'],
  nums: (r) => ({ margin: int(r, 200, 1500) }),
  grow: (n) => n,
};
const protest: EventType = {
  hl: [
    'Thousands protest in {city} over election',
    '{pre}Police disperse election protest',
    'Protesters demand new vote in {place}',
  ],
  hlUp: ['Protests in {city} enter second day'],
  lead: [
    'Thousands of people marched in {city} {when} to protest against what they called a stolen election, and police fired tear gas.',
    'Police in {city} used tear gas {when} against crowds demanding a rerun of the vote.',
  ],
  facts: ['{#arrests} people were arrested.', 'Protesters gathered outside the regional electoral office.'],
  updates: ['Arrests rose to {#arrests} on {nextday} as protests continued.'],
  quotes: ['“We want our votes back,” a protester said.'],
  history: ['Protests after the {oldYear} vote lasted a week.'],
  impact: ['Shops in the city centre closed.'],
  nums: (r) => ({ arrests: int(r, 10, 120) }),
  grow: (n, r) => ({ ...n, arrests: n.arrests! + int(r, 10, 60) }),
};
const REASONS = ['flooding', 'security threats', 'a shortage of ballot papers', 'a court challenge'];
function raceSlots(c: Country, place: string, r: Rand, mayor: boolean) {
  const [p1, p2] = [...pick(r, PARTIES)].sort(() => r() - 0.5);
  const [w, l] = [...CANDIDATES].sort(() => r() - 0.5);
  const pct = int(r, 44, 62);
  return {
    winner: w!,
    loser: l!,
    party: p1!,
    party2: p2!,
    pct: String(pct),
    pct2: String(int(r, 25, Math.min(pct - 2, 100 - pct))),
    place,
    race: mayor ? 'mayoral election' : 'presidential election',
    office: mayor ? 'mayor' : 'president',
    commission: c.commission,
    chair: c.commissionChair,
  };
}
const elections: Domain = {
  name: 'elections',
  kinds: [
    'different-country-same-type',
    'same-country-different-city',
    'same-official-different-decision',
    'same-place-different-hazard',
  ],
  boilerplate: ['Analysts said voters are increasingly volatile.', 'Several countries in the region vote this year.'],
  pair: (kind, r) => {
    const [c1, x, c2, y] = places(kind, r);
    if (kind === 'different-country-same-type')
      return [
        draft(result, c1, c1.capital, raceSlots(c1, c1.name, r, false)),
        draft(result, c2, c2.capital, raceSlots(c2, c2.name, r, false)),
      ];
    if (kind === 'same-country-different-city')
      return [draft(result, c1, x, raceSlots(c1, x, r, true)), draft(result, c1, y, raceSlots(c1, y, r, true))];
    if (kind === 'same-official-different-decision') {
      const s = { ...raceSlots(c1, x, r, true), reason: pick(r, REASONS) };
      return [
        draft(postpone, c1, c1.capital, { ...s, province: x }),
        draft(recount, c1, c1.capital, { ...s, province: y }),
      ];
    }
    return [draft(result, c1, x, raceSlots(c1, x, r, true)), draft(protest, c1, x, raceSlots(c1, x, r, true))];
  },
};

// ---------------------------------------------------------------- cyber
const ransomware: EventType = {
  hl: [
    '{gang} ransomware hits {target}',
    '{pre}Cyberattack takes {short} systems offline',
    '{target} paralysed by ransomware',
    'Hackers claim attack on {short}',
  ],
  hlUp: ['{gang} leaks data stolen from {short}', '{short} restores some systems after cyberattack'],
  lead: [
    '{target} in {city} was hit by a ransomware attack {when} that shut down {systems}, officials said.',
    'The {gang} ransomware group claimed responsibility {when} for a cyberattack on {target}, {country}.',
    'A cyberattack forced {target} to take {systems} offline {when}; the {gang} gang later posted a ransom note.',
  ],
  facts: [
    'The hackers demanded {$ransom} dollars in cryptocurrency.',
    '{#gb} gigabytes of data were reportedly stolen.',
    'The {adj} cyber agency was investigating.',
  ],
  updates: [
    '{gang} published {#gb} gigabytes of files on its leak site on {nextday}.',
    'The attack also disrupted a second site run by {short}; {gang} claimed {#gb} gigabytes of data.',
    'By {nextday}, {short} said it had restored {systems} from backups.',
  ],
  quotes: [
    '“We will not pay criminals,” said {spox}, speaking for {short}.',
    '“This group goes after organisations that cannot afford downtime,” said {expert}, a researcher at {firm}.',
  ],
  history: [
    '{gang} has been linked to attacks on {oldCity} since {oldYear}.',
    'Public bodies in {country} were hit repeatedly in {oldYear}.',
  ],
  impact: [
    'Cyber insurers are reviewing exposure to the sector.',
    'Officials urged organisations to patch remote-access software.',
  ],
  nums: (r) => ({ ransom: int(r, 1, 9) * 500_000, gb: int(r, 40, 900) }),
  grow: (n, r) => ({ ...n, gb: more(r, n.gb!, 0.2, 1) }),
};
const ddos: EventType = {
  hl: [
    'Cyberattack knocks {short} website offline',
    '{pre}Denial-of-service attack hits {short}',
    'Hackers flood {target} with traffic',
  ],
  hlUp: ['{short} website back after DDoS attack'],
  lead: [
    'A denial-of-service attack knocked {target}’s website and online services offline for hours {when}.',
    'Online services at {target} were unreachable {when} after a flood of junk traffic hit its servers.',
  ],
  facts: ['Patients could not book appointments online.', 'A pro-Dravic hacktivist channel claimed the attack.'],
  updates: ['{short} said on {nextday} that services were back to normal.'],
  quotes: ['“No data was accessed,” said {spox} of {short}.'],
  history: ['Similar attacks hit government sites in {oldYear}.'],
  impact: ['Providers of DDoS protection saw more demand.'],
  nums: () => ({}),
  grow: (n) => n,
};
const breach: EventType = {
  hl: [
    '{short} discloses data breach affecting {#customers} customers',
    '{pre}Retailer breach exposes card data',
    'Hackers stole customer data from {short}',
  ],
  hlUp: ['{short} breach larger than first reported'],
  lead: [
    '{target} said {when} that hackers had stolen personal data of {$customers} customers, including partial card numbers.',
    'Personal details of about {$customers} customers of {target} were taken in a cyberattack, the company disclosed {when}.',
  ],
  facts: ['The breach was discovered during a routine audit.', 'Customers were told to change passwords.'],
  updates: ['{short} raised the number of affected customers to {$customers} on {nextday}.'],
  quotes: ['“We apologise to our customers,” said {spox} of {short}.'],
  history: ['A breach at another retailer in {oldYear} led to a large fine.'],
  impact: ['{short} shares fell.'],
  nums: (r) => ({ customers: int(r, 50, 900) * 1000 }),
  grow: (n, r) => ({ ...n, customers: more(r, n.customers!, 0.2, 1) }),
};
const SYSTEMS = {
  council: [
    'email and phone lines',
    'its billing platform',
    'emergency dispatch software',
    'parking and permit services',
  ],
  hospital: ['its patient records system', 'appointment booking', 'laboratory systems'],
  retailer: ['payment systems', 'its online shop', 'warehouse systems'],
  water: ['its billing platform', 'customer service lines'],
};
function victim(c: Country, city: string, r: Rand, kind?: 'council' | 'hospital' | 'retailer' | 'water') {
  const k = kind ?? pick(r, ['council', 'hospital', 'retailer', 'water'] as const);
  const names = {
    council: [`the ${city} city council`, `${city} council`],
    hospital: [`${city} General Hospital`, `${city} General`],
    retailer: [`the ${c.adj} retailer ${pick(r, ['Markwell Stores', 'Brightcart', 'Hollis & Vane'])}`, ''],
    water: [`the ${city} water utility`, `${city} Water`],
  }[k];
  const short = names[1] || names[0]!.split(' ').slice(-2).join(' ');
  return { target: names[0]!, short, systems: pick(r, SYSTEMS[k]) };
}
const cyber: Domain = {
  name: 'cyber',
  kinds: [
    'same-actor-different-target',
    'same-type-different-company',
    'same-place-different-hazard',
    'neighbouring-towns',
    'different-country-same-type',
  ],
  boilerplate: [
    'Analysts said the sector remains under pressure.',
    'Ransomware attacks on public bodies have risen sharply this year.',
  ],
  pair: (kind, r) => {
    const [g1, g2] = [...GANGS].sort(() => r() - 0.5);
    if (kind === 'same-actor-different-target') {
      const [c1, x, c2, y] = places(r() < 0.5 ? 'different-country-same-type' : 'same-country-different-city', r);
      return [
        draft(ransomware, c1, x, { gang: g1!, ...victim(c1, x, r, 'council') }),
        draft(ransomware, c2, y, { gang: g1!, ...victim(c2, y, r, 'hospital') }),
      ];
    }
    if (kind === 'same-type-different-company') {
      const [c1, x, , y] = places('same-country-different-city', r);
      const v1 = victim(c1, x, r, 'retailer');
      let v2 = victim(c1, y, r, 'retailer');
      while (v2.target === v1.target) v2 = victim(c1, y, r, 'retailer');
      return [draft(breach, c1, x, v1), draft(breach, c1, y, v2)];
    }
    if (kind === 'same-place-different-hazard') {
      const [c1, x] = places(kind, r);
      return [
        draft(ransomware, c1, x, { gang: g1!, ...victim(c1, x, r, 'council') }),
        draft(ddos, c1, x, victim(c1, x, r, 'hospital')),
      ];
    }
    const [c1, x, c2, y] = places(kind, r);
    return [
      draft(ransomware, c1, x, { gang: g1!, ...victim(c1, x, r, 'council') }),
      draft(ransomware, c2, y, { gang: g2!, ...victim(c2, y, r, 'council') }),
    ];
  },
};

export const DOMAINS: Domain[] = [
  energy,
  maritime,
  conflict,
  centralBanks,
  health,
  disasters,
  semiconductors,
  elections,
  cyber,
];
