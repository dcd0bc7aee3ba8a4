// The kinds of happening in the blind5 confuser set, two or three for each of the nine demo domains, each
// with its own headline, opening and detail shapes (no template shared between kinds). Fictional sample data.
import type { Country, Org } from './world.ts';

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

/** One happening: who, where, what, its figures, and the people quoted about it. */
export interface Ev {
  id: string;
  t: Happening;
  c: Country;
  a: Org;
  /** The place: a city, town or port, also the dateline. */
  p: string;
  /** What it is about: a plant unit, a disease, a decision, a victim, a vessel. */
  o: string;
  n: number;
  m: number;
  /** A direction for decisions (raise or cut), a variant for others. */
  up: boolean;
  /** A spokesperson, an analyst and a resident or witness (full names). */
  sp: string;
  an: string;
  wit: string;
  day: number;
  /** Held at a recurring venue (a sentence says so). */
  venue?: string;
}

/** The state of a story when an article is written: the figure as then known, and what has happened since. */
export interface Stage {
  n: number;
  prev?: number;
  second?: string;
  followUp?: boolean;
}

export interface Happening {
  id: string;
  domain: Domain;
  actors: (c: Country) => Org[];
  places: (c: Country) => string[];
  objs: (c: Country) => string[];
  figures: (r: () => number) => [number, number];
  /** A count that can rise or be corrected as the story develops (else the figure is a rate or a decision). */
  counts: boolean;
  /** A second site of the same happening: "a second walkout". */
  what: string;
  gist: (e: Ev) => string;
  figure: (n: number, e: Ev) => string;
  heads: (e: Ev, s: Stage) => string[];
  ledes: (e: Ev, s: Stage) => string[];
  details: (e: Ev, s: Stage) => string[];
  quotes: (e: Ev) => [text: string, who: string][];
  background: (e: Ev) => string[];
  next: (e: Ev, s: Stage) => [head: string, sentence: string];
}

const W = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** A count in words up to twelve when the number is odd-indexed by its value, else in digits: both forms occur. */
export const num = (n: number, words = n % 3 !== 0) => (n <= 12 && words ? W[n]! : n.toLocaleString('en-US'));
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const last = (name: string) => name.split(' ').slice(-1)[0]!;
const pct = (tenths: number) => `${(tenths / 10).toFixed(1)}%`;
const yearAgo = (e: Ev, k: number) => 2026 - 1 - ((e.n + k) % 9);
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const on = (e: Ev, s?: Stage) => `on ${WEEKDAYS[(1 + e.day + (s?.followUp ? 1 : 0)) % 7]}`;

const h = (x: Happening) => x;

export const HAPPENINGS: Happening[] = [
  // ---------------------------------------------------------------- energy
  h({
    id: 'refinery-fire',
    domain: 'energy',
    actors: (c) => c.oil,
    places: (c) => c.cities,
    objs: () => [
      'crude distillation unit',
      'hydrocracker',
      'catalytic cracker',
      'coking unit',
      'desulphurisation unit',
    ],
    figures: (r) => [60 + Math.floor(r() * 200), Math.floor(r() * 7)],
    counts: false,
    what: 'fire',
    gist: (e) => `the fire at ${e.a.short}'s ${e.p} refinery`,
    figure: (n) => `${n},000 barrels a day`,
    heads: (e, s) => [
      `Fire shuts ${e.a.short} refinery in ${e.p}`,
      `${e.a.full} halts ${s.n}k bpd plant after blaze`,
      `Blaze knocks out ${e.o} at ${e.p} refinery`,
      `${e.c.adj} fuel supply in question after refinery fire`,
      ...(e.a.ticker ? [`${e.a.ticker} slides as refinery burns`] : []),
    ],
    ledes: (e, s) => [
      `A fire broke out at ${e.a.full}'s refinery in ${e.p} ${on(e)}, forcing the company to shut its ${e.o} and halt most of the plant's ${s.n},000 barrels per day of processing.`,
      `${e.a.full} shut its ${e.p} refinery after a blaze in the ${e.o}, the company said, taking roughly ${s.n} thousand barrels a day of capacity offline.`,
      `Firefighters spent much of ${on(e).slice(3)} battling flames at the ${s.n},000-barrel-a-day refinery that ${e.a.short} operates on the edge of ${e.p}.`,
    ],
    details: (e) => [
      e.m === 0
        ? 'No one was hurt, according to the local fire service.'
        : `${cap(num(e.m))} workers were treated for smoke inhalation.`,
      `People living near the plant described a column of black smoke that could be seen across ${e.c.region}.`,
      `${e.a.short} did not say when the ${e.o} would restart. Traders said ${e.c.adj} diesel imports could rise if the outage lasts beyond a week.`,
      `Wholesale gasoline in ${e.c.capital} rose ${2 + (e.n % 5)} ${e.c.currency}s a litre in afternoon trading.`,
    ],
    quotes: (e) => [
      ['Our priority is the safety of our people and our neighbours', `${e.sp}, a spokesperson for ${e.a.short}`],
      ['It is far too early to speak about a cause', `fire chief ${e.wit}`],
      [
        'The market was already tight; this takes out a big chunk of domestic supply',
        `${e.an}, an oil analyst in ${e.c.capital}`,
      ],
    ],
    background: (e) => [
      `The plant was last shut for ${3 + (e.n % 6)} weeks in ${yearAgo(e, 1)} after a pipe rupture.`,
      `${e.a.short} bought the refinery from the state in ${yearAgo(e, 4)} and has since expanded it twice.`,
    ],
    next: (e) => [
      `${e.a.short} says ${e.p} unit out for weeks`,
      `${e.a.short} said the ${e.o} would stay offline for at least ${2 + (e.n % 4)} weeks while inspectors examine the damage.`,
    ],
  }),
  h({
    id: 'tariff-decision',
    domain: 'energy',
    actors: (c) => [c.regulator],
    places: (c) => [c.capital],
    objs: () => [
      'household electricity tariffs',
      'the price cap on diesel',
      'industrial gas tariffs',
      'the petrol pump price',
      'district heating charges',
    ],
    figures: (r) => [3 + Math.floor(r() * 17), 1 + Math.floor(r() * 4)],
    counts: false,
    what: 'price change',
    gist: (e) => `the ${e.a.short} decision on ${e.o}`,
    figure: (n) => `${n}%`,
    heads: (e, s) => [
      `${e.c.name} ${e.up ? 'raises' : 'cuts'} ${e.o.replace(/^the /, '')} by ${s.n}%`,
      `${e.a.short} ${e.up ? 'lifts' : 'lowers'} ${e.o}`,
      `${cap(e.o.replace(/^the /, ''))} to ${e.up ? 'rise' : 'fall'} ${num(s.n)} percent from next month`,
      `Regulator ${e.up ? 'approves increase in' : 'orders cut to'} ${e.o}`,
    ],
    ledes: (e, s) => [
      `The ${e.a.full} ${e.up ? 'raised' : 'cut'} ${e.o} by ${s.n}% ${on(e)}, effective from the first of next month.`,
      `${e.c.adj} consumers will ${e.up ? 'pay' : 'save'} ${num(s.n)} percent ${e.up ? 'more' : 'less'} under ${e.o} after ${e.a.short} ${e.up ? 'approved an increase' : 'ordered a reduction'} ${on(e)}.`,
      `${cap(e.o)} will ${e.up ? 'go up' : 'come down'} by ${s.n} per cent, the country's energy regulator decided, ${e.up ? 'citing higher import costs' : 'passing on lower wholesale prices'}.`,
    ],
    details: (e) => [
      `The change applies for ${e.m + 2} months and will then be reviewed.`,
      `The ${e.c.currency} has ${e.up ? 'weakened' : 'strengthened'} against the dollar this year, ${e.up ? 'raising' : 'lowering'} the cost of imported fuel.`,
      `Consumer groups had asked for a ${e.up ? 'smaller increase spread over two years' : 'deeper cut'}.`,
      `The decision was taken by a majority of the board; one member voted against.`,
    ],
    quotes: (e) => [
      [
        e.up ? 'We cannot keep selling below cost' : 'Wholesale prices have fallen and households should see that',
        `${e.sp}, who chairs ${e.a.short}`,
      ],
      [
        e.up
          ? 'Families already choosing between heating and eating will be hit again'
          : 'It is welcome, but it is too little',
        `${e.wit} of the ${e.c.adj} Consumers' Council`,
      ],
    ],
    background: (e) => [
      `The regulator last changed ${e.o} in ${yearAgo(e, 2)}, when it ${e.up ? 'froze them for a year' : 'raised them by a fifth'}.`,
    ],
    next: (e) => [
      `Opposition seeks to overturn ${e.a.short} ruling`,
      `Opposition lawmakers said they would table a motion to suspend the change to ${e.o} when parliament sits next week.`,
    ],
  }),
  h({
    id: 'blackout',
    domain: 'energy',
    actors: (c) => c.grid,
    places: (c) => [c.capital, ...c.cities],
    objs: () => [
      'a substation fault',
      'storm damage to a transmission line',
      'a fire at a switching station',
      'a tripped interconnector',
    ],
    figures: (r) => [20 + Math.floor(r() * 400), 1 + Math.floor(r() * 9)],
    counts: true,
    what: 'outage',
    gist: (e) => `the blackout in ${e.p}`,
    figure: (n) => `${n},000 homes without power`,
    heads: (e, s) => [
      `Power cut leaves ${s.n},000 homes dark in ${e.p}`,
      `Blackout hits ${e.p}; ${e.a.short} blames ${e.o.replace(/^a /, '')}`,
      `${e.a.full}: power restored to most customers`,
      `Lights out across ${e.p} as grid fault spreads`,
    ],
    ledes: (e, s) => [
      `About ${s.n},000 households in and around ${e.p} lost electricity ${on(e)} after ${e.o}, ${e.a.full} said.`,
      `Traffic lights failed and trams stopped in ${e.p} when ${e.o} cut power to some ${s.n} thousand homes, according to the operator ${e.a.short}.`,
      `${e.a.short} engineers were working to reconnect ${s.n},000 customers in ${e.p} hours after ${e.o} caused a widespread outage.`,
    ],
    details: (e) => [
      `Supply was restored to most districts within ${e.m + 1} hours.`,
      `Hospitals switched to backup generators, the city council said.`,
      `The outage began at about ${7 + (e.n % 12)}:${e.m}0 local time.`,
      `${e.a.short} said it had ruled out sabotage.`,
    ],
    quotes: (e) => [
      ['We were stuck between floors for forty minutes', `${e.wit}, who was in an office lift when the power went`],
      [
        'The network held elsewhere and isolated the fault as it was designed to',
        `${e.sp}, a spokesperson for ${e.a.short}`,
      ],
    ],
    background: (e) => [`A similar fault in ${yearAgo(e, 3)} left parts of ${e.p} without power for two days.`],
    next: (e, s) => [
      `${e.a.short} to compensate ${e.p} customers`,
      `${e.a.short} said the ${s.n},000 affected customers would receive a credit on their next bill.`,
    ],
  }),
  // ---------------------------------------------------------------- maritime
  h({
    id: 'port-strike',
    domain: 'maritime',
    actors: (c) => c.unions,
    places: (c) => c.ports,
    objs: () => ['container terminal', 'bulk terminal', 'ferry terminal', 'grain berths', 'tanker jetty'],
    figures: (r) => [8 + Math.floor(r() * 40), 24 + Math.floor(r() * 4) * 24],
    counts: true,
    what: 'walkout',
    gist: (e) => `the strike at ${e.p}`,
    figure: (n) => `${n} vessels waiting`,
    heads: (e, s) => [
      `Strike halts work at ${e.p} ${e.o}`,
      `${s.n} ships idle as ${e.a.short.replace(/^the /, '')} walk out`,
      `${e.c.adj} port stoppage: queue grows to ${s.n} vessels`,
      `Dockers down tools over pay`,
    ],
    ledes: (e, s) => [
      `Workers at the ${e.o} in ${e.p} began a ${e.m}-hour strike ${on(e)}, leaving ${s.n} vessels waiting at anchor, the port authority said.`,
      `Members of the ${e.a.full} walked off the job at ${e.p}'s ${e.o} over pay and shift patterns, halting loading and unloading.`,
      `Cargo handling at ${e.p} ground to a halt as the ${e.a.full} started a stoppage that shipping agents said had already stranded ${num(s.n)} ships.`,
    ],
    details: (e) => [
      `The union wants a ${6 + (e.n % 7)}% pay rise; employers have offered ${2 + (e.n % 3)}%.`,
      `Shipping agents said some lines were diverting calls to other ports.`,
      `Pickets gathered at the main gate from dawn, with trucks backed up along the port road.`,
      `Talks are due to resume at the labour mediator's office later in the week.`,
    ],
    quotes: (e) => [
      ['We have been patient for eighteen months', `${e.sp}, a shop steward with ${e.a.short}`],
      ['Every day of this costs the region dearly', `${e.wit}, head of the ${e.p} Chamber of Commerce`],
    ],
    background: (e) => [`The last strike at ${e.p}, in ${yearAgo(e, 2)}, lasted nine days.`],
    next: (e, s) => [
      `${e.p} strike extended as talks fail`,
      `The union extended the stoppage by another ${e.m} hours after overnight talks broke up, and the queue of ships grew beyond ${s.n}.`,
    ],
  }),
  h({
    id: 'grounding',
    domain: 'maritime',
    actors: (c) => c.lines,
    places: (c) => c.ports,
    objs: () => [
      'MV Alder Crest',
      'MV Stella Marin',
      'MV Northern Tern',
      'MV Calla Bay',
      'MV Gannet Spirit',
      'MV Iron Lark',
    ],
    figures: (r) => [12 + Math.floor(r() * 60), 14 + Math.floor(r() * 12)],
    counts: true,
    what: 'incident',
    gist: (e) => `the grounding of the ${e.o.replace('MV ', '')}`,
    figure: (n) => `${n} containers lost overboard`,
    heads: (e) => [
      `Container ship runs aground off ${e.p}`,
      `${e.o} stuck in approach channel; ${e.a.short} says crew safe`,
      `Boxes go overboard as ${e.a.short} vessel grounds`,
      `Channel closed after freighter grounding`,
    ],
    ledes: (e, s) => [
      `The container ship ${e.o}, operated by ${e.a.full}, ran aground in the approach channel to ${e.p} ${on(e)}, and ${s.n} containers fell into the sea, the harbour master said.`,
      `Salvage tugs were sent to the ${e.o} after the ${e.a.short} freighter grounded near ${e.p} in heavy swell; its ${e.m} crew were reported safe.`,
      `${e.p}'s harbour master closed the main shipping channel after the ${e.a.short}-operated ${e.o} went aground, shedding ${num(s.n)} boxes.`,
    ],
    details: (e) => [
      `All ${e.m} crew members were accounted for.`,
      `The coastguard said there was no sign of a fuel leak.`,
      `Containers washed up on beaches south of ${e.p} and residents were told not to open them.`,
      `Inbound ships were held at anchor until the channel could be surveyed.`,
    ],
    quotes: (e) => [
      ['The crew did everything right once the ship lost steering', `${e.sp}, a spokesperson for ${e.a.short}`],
      ['Please do not touch anything that comes ashore', `harbour master ${e.wit}`],
    ],
    background: (e) => [`The channel into ${e.p} was dredged in ${yearAgo(e, 1)} after complaints from larger ships.`],
    next: (e) => [
      `${e.o.replace('MV ', '')} refloated`,
      `Tugs refloated the ${e.o} on the morning tide and the channel into ${e.p} reopened.`,
    ],
  }),
  h({
    id: 'route-suspension',
    domain: 'maritime',
    actors: (c) => c.lines,
    places: (c) => c.ports,
    objs: () => [
      'its northern loop',
      'its weekly shuttle to Gullmouth',
      'its transshipment service',
      'its reefer service',
      'its feeder network',
    ],
    figures: (r) => [150 + Math.floor(r() * 20) * 25, 2 + Math.floor(r() * 10)],
    counts: false,
    what: 'suspension',
    gist: (e) => `${e.a.short}'s suspension of ${e.o}`,
    figure: (n) => `a surcharge of $${n} per container`,
    heads: (e, s) => [
      `${e.a.short} suspends ${e.o.replace('its ', '')}, adds $${s.n} surcharge`,
      `Shipping line pulls service from ${e.p}`,
      `${e.a.full} cites costs as it cuts calls`,
      `Exporters face $${s.n}/box surcharge`,
    ],
    ledes: (e, s) => [
      `${e.a.full} will suspend ${e.o} through ${e.p} from next week and add a surcharge of $${s.n} per container on remaining sailings, it told customers ${on(e)}.`,
      `Shippers in ${e.p} were told ${on(e)} that ${e.a.short} is pausing ${e.o} for at least ${e.m} weeks, a blow to exporters already facing higher freight costs.`,
      `A $${s.n}-per-box surcharge and the suspension of ${e.o}: that is what ${e.a.short} announced to clients at ${e.p}.`,
    ],
    details: (e) => [
      `The company blamed higher fuel and insurance costs.`,
      `Forwarders said cargo would be moved to rival lines or trucked to other ports.`,
      `The service carried about ${e.m * 600} containers a week.`,
    ],
    quotes: (e) => [
      [
        'This is a temporary adjustment to protect the reliability of the network',
        `a customer advisory signed by ${e.sp}`,
      ],
      ['Small exporters have nowhere else to go', `${e.an}, a freight forwarder in ${e.p}`],
    ],
    background: (e) => [`${e.a.short} opened the service in ${yearAgo(e, 5)}.`],
    next: (e) => [
      `Forwarders scramble after ${e.a.short} cut`,
      `Freight forwarders said rates on rival services out of ${e.p} rose by a quarter overnight.`,
    ],
  }),
  // ---------------------------------------------------------------- conflict
  h({
    id: 'strike-infrastructure',
    domain: 'conflict',
    actors: (c) => c.foe ?? [],
    places: (c) => [c.capital, ...c.cities],
    objs: () => [
      'a thermal power plant',
      'a rail depot',
      'a grain terminal',
      'a fuel depot',
      'a water pumping station',
    ],
    figures: (r) => [1 + Math.floor(r() * 9), 5 + Math.floor(r() * 30)],
    counts: true,
    what: 'strike',
    gist: (e) => `the strike on ${e.o} in ${e.p}`,
    figure: (n) => `${n} people killed`,
    heads: (e, s) => [
      `Missiles hit ${e.o.replace(/^a /, '')} in ${e.p}, ${num(s.n)} dead`,
      `${e.a.short} strike ${e.o.replace(/^a /, '')} overnight`,
      `Overnight attack on ${e.c.name}'s ${e.o.replace(/^a /, '')}`,
      `Death toll rises after ${e.p} strike`,
    ],
    ledes: (e, s) => [
      `${cap(e.a.full)} struck ${e.o} in ${e.p} overnight, killing ${num(s.n)} people and injuring ${e.m}, the regional governor said ${on(e)}.`,
      `At least ${s.n} people were killed when missiles and drones hit ${e.o} on the outskirts of ${e.p} before dawn, ${e.c.adj} officials said.`,
      `Rescuers in ${e.p} were still searching the rubble of ${e.o} hours after an attack the ${e.c.adj} military blamed on ${e.a.short}.`,
    ],
    details: (e) => [
      `${cap(num(e.m))} people were taken to hospital.`,
      `The air force said it shot down ${4 + (e.n % 8)} of the ${9 + (e.n % 8)} drones launched.`,
      `Photos from the scene showed a collapsed roof and burned-out vehicles.`,
      `${e.a.short} did not comment on the strike.`,
    ],
    quotes: (e) => [
      ['They aimed at the thing that keeps our city alive', `${e.wit}, the mayor of ${e.p}`],
      ['We heard three explosions and the windows came in', `${e.sp}, who lives nearby`],
    ],
    background: (e) => [
      `${e.p} has been hit repeatedly since the war began, most heavily in ${yearAgo(e, 0)}.`,
      `The ${e.c.adj} government has asked its partners for more air-defence systems.`,
    ],
    next: (e, s) => [
      `${e.p} mourns as toll reaches ${s.n}`,
      `The city declared a day of mourning as the toll from the attack reached ${s.n}.`,
    ],
  }),
  h({
    id: 'shelling-evacuation',
    domain: 'conflict',
    actors: (c) => c.foe ?? [],
    places: (c) => c.twins.flat(),
    objs: () => ['the central market', 'a school', 'the railway station', 'a hospital annex', 'apartment blocks'],
    figures: (r) => [200 + Math.floor(r() * 40) * 50, 1 + Math.floor(r() * 6)],
    counts: true,
    what: 'evacuation',
    gist: (e) => `the shelling of ${e.p}`,
    figure: (n) => `${n.toLocaleString('en-US')} people evacuated`,
    heads: (e, s) => [
      `${e.p} evacuated under heavy shelling`,
      `Authorities order families out of front-line ${e.p}`,
      `${s.n.toLocaleString('en-US')} leave ${e.p} as artillery fire intensifies`,
      `Shells hit ${e.o} in front-line town`,
    ],
    ledes: (e, s) => [
      `Authorities ordered the mandatory evacuation of families with children from ${e.p} ${on(e)} after shelling damaged ${e.o}.`,
      `Buses carried ${s.n.toLocaleString('en-US')} people out of ${e.p} as ${e.a.short} pounded the town for a third straight day.`,
      `Artillery fire struck ${e.o} in ${e.p}, a town of about ${(s.n * 4).toLocaleString('en-US')} near the front, killing ${num(e.m)}.`,
    ],
    details: (e) => [
      `${cap(num(e.m))} civilians were killed, the local military administration said.`,
      `Water and gas supplies to the town have been cut.`,
      `Evacuees were taken to temporary shelters in ${e.c.capital}.`,
    ],
    quotes: (e) => [
      ['There is nothing left to stay for', `${e.wit}, a pensioner boarding an evacuation bus`],
      ['We will bring out everyone who wants to leave', `${e.sp}, head of the town's military administration`],
    ],
    background: (e) => [`${e.p} lay ${10 + (e.n % 30)} kilometres from the front line at the start of the year.`],
    next: (e) => [
      `Last buses leave ${e.p}`,
      `Officials said the last evacuation buses had left and about a tenth of the population remained.`,
    ],
  }),
  h({
    id: 'talks-round',
    domain: 'conflict',
    actors: () => [
      { full: 'Brunmarkish mediators', short: 'the mediators' },
      { full: 'the Oskarian foreign ministry', short: 'Oskarian diplomats' },
      { full: 'Valdorian envoys', short: 'the envoys' },
    ],
    places: (c) => [c.capital],
    objs: () => [
      'a prisoner exchange',
      'safe passage for grain ships',
      'the return of deported children',
      'monitoring of the nuclear plant',
      'a local ceasefire',
    ],
    figures: (r) => [20 + Math.floor(r() * 20) * 10, 2 + Math.floor(r() * 5)],
    counts: false,
    what: 'session',
    gist: (e) => `the talks on ${e.o}`,
    figure: (n) => `${n} people`,
    heads: (e, s) => [
      `Warring sides agree ${e.o.replace(/^(a|the) /, '')}`,
      `Talks in ${e.p} yield deal on ${e.o.replace(/^(a|the) /, '')}`,
      `${s.n} to be freed under ${e.a.short}-brokered deal`,
      `Outline text on ${e.o.replace(/^(a|the) /, '')} after ${e.p} talks`,
    ],
    ledes: (e, s) => [
      `Negotiators meeting in ${e.p} agreed on ${e.o} ${on(e)}, in talks brokered by ${e.a.full}, covering ${s.n} people.`,
      `${cap(e.a.full)} said a round of talks on ${e.o} ended with an outline deal after ${e.m} days of meetings.`,
      `Delegations left ${e.p} with a signed text on ${e.o}, the first written agreement in months.`,
    ],
    details: (e) => [
      `The text will be reviewed by both governments before it takes effect.`,
      `A further round is planned in ${e.m + 1} weeks.`,
      `Neither delegation spoke to reporters as it left.`,
    ],
    quotes: (e) => [
      ['Small steps are still steps', `${e.sp}, who led the mediation team`],
      ['We will believe it when we see our people come home', `${e.wit}, whose son is among the prisoners`],
    ],
    background: (e) => [`A previous round in ${yearAgo(e, 0)} collapsed after a day.`],
    next: (e) => [
      `Implementation of ${e.p} deal begins`,
      `The first group covered by the agreement crossed the line at dawn, officials said.`,
    ],
  }),
  // ---------------------------------------------------------------- central banks
  h({
    id: 'rate-decision',
    domain: 'central-banks',
    actors: (c) => [c.bank],
    places: (c) => [c.capital],
    objs: () => ['main policy rate', 'deposit rate', 'reserve requirement ratio', 'overnight lending rate'],
    figures: (r) => [[25, 50, 75][Math.floor(r() * 3)]!, 20 + Math.floor(r() * 80)],
    counts: false,
    what: 'decision',
    gist: (e) => `the ${e.a.short} decision on its ${e.o}`,
    figure: (n) => `${n} basis points`,
    heads: (e, s) => [
      `${e.a.full} ${e.up ? 'raises' : 'cuts'} ${e.o} by ${s.n} bps`,
      `${e.c.adj} central bank ${e.up ? 'hikes' : 'eases'}, ${e.c.currency} ${e.up ? 'firms' : 'slips'}`,
      `${last(e.a.head!)}: ${e.up ? 'inflation fight not over' : 'room to ease'}`,
      `Surprise ${e.up ? 'hike' : 'cut'} in ${e.p}`,
    ],
    ledes: (e, s) => [
      `The ${e.a.full} ${e.up ? 'raised' : 'lowered'} its ${e.o} by ${s.n} basis points to ${(e.m / 10).toFixed(2)}% ${on(e)}, ${e.up ? 'more than' : 'in line with what'} most economists had expected.`,
      `${e.c.name}'s central bank ${e.up ? 'tightened' : 'loosened'} policy again, moving its ${e.o} ${e.up ? 'up' : 'down'} ${s.n === 50 ? 'half a percentage point' : s.n === 25 ? 'a quarter point' : `${s.n} basis points`}.`,
      `Governor ${e.a.head} and her colleagues voted to ${e.up ? 'raise' : 'cut'} the ${e.o} to ${(e.m / 10).toFixed(2)} percent, the ${e.a.short} said in a statement.`.replace(
        'her colleagues',
        'the board',
      ),
    ],
    details: (e) => [
      `The decision was taken by ${5 + (e.n % 3)} votes to ${1 + (e.m % 3)}.`,
      `The ${e.c.currency} ${e.up ? 'rose' : 'fell'} ${(0.3 + (e.m % 7) / 10).toFixed(1)}% against the dollar after the announcement.`,
      `Two-year government bond yields ${e.up ? 'climbed' : 'dropped'} ${8 + (e.m % 12)} basis points.`,
      `${last(e.a.head!)} said the board would "act as needed" at its next meeting in ${4 + (e.n % 4)} weeks.`,
    ],
    quotes: (e) => [
      [
        e.up
          ? 'Price pressures are broadening and we will not let them settle in'
          : 'Inflation is coming back towards target',
        `governor ${e.a.head}`,
      ],
      [
        e.up
          ? 'Mortgage holders will feel this within weeks'
          : 'The market had priced this in; the guidance is what matters',
        `${e.an}, chief economist at ${e.c.lenders[0]!.short}`,
      ],
    ],
    background: (e) => [
      `The ${e.a.short} last changed rates ${1 + (e.m % 5)} months ago.`,
      `${e.c.adj} inflation stood at ${(2 + (e.m % 60) / 10).toFixed(1)}% in the latest reading.`,
    ],
    next: (e) => [
      `${e.c.adj} banks pass on ${e.a.short} move`,
      `${e.c.lenders[0]!.full} and ${e.c.lenders[1]!.full} said they would ${e.up ? 'raise' : 'lower'} mortgage rates from next week.`,
    ],
  }),
  h({
    id: 'inflation-print',
    domain: 'central-banks',
    actors: (c) => [c.stats],
    places: (c) => [c.capital],
    objs: () => ['consumer price inflation', 'core inflation', 'producer price inflation', 'food price inflation'],
    figures: (r) => [15 + Math.floor(r() * 90), 1 + Math.floor(r() * 8)],
    counts: false,
    what: 'reading',
    gist: (e) => `the ${e.c.adj} ${e.o} figures`,
    figure: (n) => pct(n),
    heads: (e, s) => [
      `${e.c.adj} ${e.o} ${e.up ? 'accelerates' : 'slows'} to ${pct(s.n)}`,
      `${cap(e.o)} ${e.up ? 'picks up' : 'eases'} in ${e.c.name}`,
      `Prices in ${e.c.name} ${e.up ? 'rise faster' : 'cool'} than forecast`,
      `${e.a.short}: annual rate ${pct(s.n)}`,
    ],
    ledes: (e, s) => [
      `${e.c.adj} ${e.o} ${e.up ? 'rose' : 'fell'} to ${pct(s.n)} in the year to last month, the ${e.a.full} said ${on(e)}, ${e.up ? 'above' : 'below'} the ${pct(s.n + (e.up ? -e.m : e.m))} economists had forecast.`,
      `Annual ${e.o} in ${e.c.name} came in at ${pct(s.n)}, ${e.up ? 'up' : 'down'} from the previous month, official data showed.`,
      `Prices in ${e.c.name} ${e.up ? 'climbed' : 'cooled'} again: ${e.a.short} put ${e.o} at ${(s.n / 10).toFixed(1)} percent.`,
    ],
    details: (e) => [
      `Housing and utilities drove most of the ${e.up ? 'increase' : 'slowdown'}.`,
      `Month on month, prices ${e.up ? 'rose' : 'fell'} ${(e.m / 10).toFixed(1)}%.`,
      `The figures come a week before the ${e.c.bank.short}'s next policy meeting.`,
    ],
    quotes: (e) => [
      [
        e.up ? 'This makes another hike hard to avoid' : 'The door to a cut is now open',
        `${e.an}, an economist at ${e.c.lenders[1]!.full}`,
      ],
      ['Shoppers are still trading down', `${e.wit} of the ${e.c.adj} Retail Federation`],
    ],
    background: (e) => [`${cap(e.o)} peaked at ${pct(e.n + 40)} in ${yearAgo(e, 1)}.`],
    next: (e) => [
      `${e.c.currency} moves on price data`,
      `Traders raised bets on a ${e.up ? 'rate rise' : 'rate cut'} by the ${e.c.bank.full} after the figures.`,
    ],
  }),
  h({
    id: 'governor-speech',
    domain: 'central-banks',
    actors: (c) => [c.bank],
    places: (c) => [c.capital],
    objs: () => ['wage growth', 'the housing market', 'the exchange rate', 'bank lending', 'government borrowing'],
    figures: (r) => [2 + Math.floor(r() * 10), 1 + Math.floor(r() * 5)],
    counts: false,
    what: 'remark',
    gist: (e) => `${e.a.head}'s speech on ${e.o}`,
    figure: (n) => `${n} months`,
    heads: (e) => [
      `${e.a.head} warns on ${e.o}`,
      `${last(e.a.head!)} signals rates to stay ${e.up ? 'high' : 'low'}`,
      `${e.c.adj} central bank chief flags ${e.o} risk`,
      `Governor: policy will stay ${e.up ? 'tight' : 'supportive'} "for some time"`,
    ],
    ledes: (e, s) => [
      `${e.a.full} governor ${e.a.head} said ${on(e)} that ${e.o} was the main risk to the inflation outlook and rates would stay ${e.up ? 'restrictive' : 'low'} for at least ${s.n} months.`,
      `${e.a.head}, who heads ${e.a.short}, used a speech in ${e.p} to warn that ${e.o} could keep inflation ${e.up ? 'above' : 'below'} target.`,
      `Rates in ${e.c.name} are unlikely to ${e.up ? 'fall' : 'rise'} soon, central bank governor ${e.a.head} told an audience of bankers, pointing to ${e.o}.`,
    ],
    details: (e) => [
      `${last(e.a.head!)} declined to comment on the timing of the next move.`,
      `Markets trimmed bets on a change at the next meeting after the remarks.`,
      `It was ${last(e.a.head!)}'s first major speech since her reappointment.`.replace('her ', 'the '),
    ],
    quotes: (e) => [
      [`${cap(e.o)} is the variable we are watching most closely`, `${last(e.a.head!)}`],
      ['It was the most direct she has been all year', `${e.an}, a strategist in ${e.p}`].map((x) =>
        x.replace('she ', 'the governor '),
      ) as [string, string],
    ],
    background: (e) => [`The ${e.a.short} has held its main rate since ${yearAgo(e, 0)}.`],
    next: (e) => [
      `Ministers respond to ${last(e.a.head!)}`,
      `The finance ministry said it shared the governor's concern about ${e.o}.`,
    ],
  }),
  h({
    id: 'lender-rates',
    domain: 'central-banks',
    actors: (c) => c.lenders,
    places: (c) => [c.capital, ...c.cities],
    objs: () => ['fixed-rate mortgages', 'variable mortgages', 'savings accounts', 'small-business loans'],
    figures: (r) => [10 + Math.floor(r() * 8) * 5, 30 + Math.floor(r() * 50)],
    counts: false,
    what: 'repricing',
    gist: (e) => `${e.a.short}'s new rates on ${e.o}`,
    figure: (n) => `${n} basis points`,
    heads: (e, s) => [
      `${e.a.full} ${e.up ? 'raises' : 'trims'} rates on ${e.o}`,
      `${e.a.short} moves ${s.n} bps on ${e.o}`,
      `Borrowers face ${e.up ? 'higher' : 'lower'} costs as lender reprices`,
      `${cap(e.o)}: ${e.up ? 'dearer' : 'cheaper'} from Monday at ${e.a.short}`,
    ],
    ledes: (e, s) => [
      `${e.a.full} will ${e.up ? 'raise' : 'lower'} rates on ${e.o} by ${s.n} basis points from Monday, the lender said ${on(e)}.`,
      `Customers of ${e.a.short} with ${e.o} will see rates ${e.up ? 'rise' : 'fall'} by ${(s.n / 100).toFixed(2)} percentage points, the ${e.c.adj} lender announced.`,
      `${e.a.short}, one of ${e.c.name}'s larger retail lenders, repriced its ${e.o} ${e.up ? 'upwards' : 'downwards'} by ${s.n} basis points.`,
    ],
    details: (e) => [
      `The new rate will be ${(e.m / 10).toFixed(2)}%.`,
      `Existing fixed-rate customers are not affected until their deal ends.`,
      `The lender has about ${e.m * 3},000 such customers.`,
    ],
    quotes: (e) => [
      ['We have held off as long as we responsibly could', `${e.sp}, ${e.a.short}'s head of retail`],
      ['Others will follow within days', `${e.an}, a mortgage broker in ${e.p}`],
    ],
    background: (e) => [`${e.a.short} last changed these rates in ${yearAgo(e, 0)}.`],
    next: (e) => [`Rivals follow ${e.a.short}`, `Two smaller lenders matched the move the next day.`],
  }),
  // ---------------------------------------------------------------- health
  h({
    id: 'outbreak',
    domain: 'health',
    actors: (c) => [c.health],
    places: (c) => [...c.cities, ...c.twins.flat()],
    objs: () => ['cholera', 'measles', 'dengue fever', 'hepatitis A', 'meningitis', 'diphtheria'],
    figures: (r) => [12 + Math.floor(r() * 300), Math.floor(r() * 9)],
    counts: true,
    what: 'cluster',
    gist: (e) => `the ${e.o} outbreak in ${e.p}`,
    figure: (n) => `${n} cases`,
    heads: (e, s) => [
      `${cap(e.o)} outbreak declared in ${e.p}`,
      `${s.n} ${e.o} cases confirmed, ${e.a.short} says`,
      `${cap(e.o)} spreads in ${e.c.region}`,
      `Health officials race to contain ${e.o}`,
    ],
    ledes: (e, s) => [
      `The ${e.a.full} declared an outbreak of ${e.o} in ${e.p} ${on(e)} after confirming ${s.n} cases${e.m ? ` and ${num(e.m)} deaths` : ''}.`,
      `${cap(e.o)} has infected ${s.n} people in ${e.p}, health officials said, urging residents to boil drinking water and check vaccination records.`,
      `Clinics in ${e.p} are treating a rising number of ${e.o} patients, with ${num(s.n)} confirmed infections so far, according to ${e.a.short}.`,
    ],
    details: (e) => [
      e.m ? `${cap(num(e.m))} patients have died.` : 'No deaths have been reported.',
      `Mobile teams are going door to door to trace contacts.`,
      `Schools in the worst-hit neighbourhood were closed for a week.`,
      `Laboratory tests confirmed the first cases ${2 + (e.n % 5)} days ago.`,
    ],
    quotes: (e) => [
      ['The next two weeks will decide how far this goes', `${e.sp}, an epidemiologist with ${e.a.short}`],
      ['My two children fell ill on the same night', `${e.wit}, a mother in ${e.p}`],
    ],
    background: (e) => [`${e.c.name} last recorded a large ${e.o} outbreak in ${yearAgo(e, 2)}.`],
    next: (e, s) => [
      `${cap(e.o)} cases in ${e.p} pass ${s.n}`,
      `A vaccination and sanitation campaign began in the worst-affected districts.`,
    ],
  }),
  h({
    id: 'vaccination-drive',
    domain: 'health',
    actors: (c) => [c.health, ...c.hospitals],
    places: (c) => [c.capital, ...c.cities],
    objs: () => ['polio', 'measles', 'HPV', 'influenza', 'typhoid'],
    figures: (r) => [50 + Math.floor(r() * 900), 5 + Math.floor(r() * 20)],
    counts: false,
    what: 'campaign',
    gist: (e) => `the ${e.o} vaccination drive in ${e.p}`,
    figure: (n) => `${n},000 doses`,
    heads: (e, s) => [
      `${e.p} launches ${e.o} vaccination drive`,
      `${s.n},000 children to get ${e.o} jab`,
      `${e.a.short} opens mass ${e.o} campaign`,
      `Door-to-door vaccinations begin`,
    ],
    ledes: (e, s) => [
      `${cap(e.a.full)} began a ${e.m}-day campaign ${on(e)} to vaccinate ${s.n},000 children against ${e.o} in ${e.p}.`,
      `Vaccinators fanned out across ${e.p} with ${s.n} thousand doses of ${e.o} vaccine, in a drive led by ${e.a.short}.`,
      `Parents in ${e.p} queued outside schools as a ${e.o} immunisation campaign got under way.`,
    ],
    details: (e) => [
      `Coverage in the area has fallen below ${80 - (e.m % 10)}% since ${yearAgo(e, 3)}.`,
      `The doses were donated by a regional health fund.`,
      `Teams will also visit outlying villages by motorbike.`,
    ],
    quotes: (e) => [
      ['We want to reach every child, including those who missed routine shots', `${e.sp} of ${e.a.short}`],
      ['I waited an hour but it is worth it', `${e.wit}, a father of three`],
    ],
    background: (e) => [`A similar drive in ${yearAgo(e, 1)} reached about two thirds of its target.`],
    next: (e, s) => [
      `${e.o} drive passes halfway mark`,
      `Officials said about ${Math.floor(s.n / 2)},000 children had been vaccinated in the first two days.`,
    ],
  }),
  h({
    id: 'hospital-strain',
    domain: 'health',
    actors: (c) => c.hospitals,
    places: (c) => [c.capital, ...c.cities],
    objs: () => [
      'closed its emergency department to new patients',
      'postponed all planned surgery',
      'declared a critical incident',
      'opened an overflow ward in a sports hall',
    ],
    figures: (r) => [30 + Math.floor(r() * 120), 6 + Math.floor(r() * 30)],
    counts: true,
    what: 'closure',
    gist: (e) => `the crisis at ${e.a.short}`,
    figure: (n) => `${n} patients waiting`,
    heads: (e, s) => [
      `${e.a.full} ${e.o.replace('its ', 'its ')}`,
      `${s.n} patients on trolleys at ${e.a.short}`,
      `Hospital under strain in ${e.p}`,
      `"We are full": ${e.p} hospital turns ambulances away`,
    ],
    ledes: (e, s) => [
      `${e.a.full} in ${e.p} ${e.o} ${on(e)}, with ${s.n} patients waiting for a bed.`,
      `Ambulances were diverted from ${e.a.short} after the hospital ${e.o}, citing staff shortages and a surge in respiratory illness.`,
      `With ${num(s.n)} patients waiting for admission, managers at ${e.a.short} ${e.o}.`,
    ],
    details: (e) => [
      `Some patients waited more than ${e.m} hours.`,
      `Nurses were asked to cancel leave.`,
      `Neighbouring hospitals were told to expect more ambulances.`,
    ],
    quotes: (e) => [
      ['Our staff are exhausted but they are still here', `${e.sp}, the hospital's medical director`],
      ['My mother lay in a corridor all night', `${e.wit}, a patient's daughter`],
    ],
    background: (e) => [`${e.a.short} had warned of winter pressures in ${yearAgo(e, 0)}.`],
    next: (e) => [
      `${e.a.short} reopens to ambulances`,
      `The hospital said it had reopened to ambulances after discharging patients overnight.`,
    ],
  }),
  // ---------------------------------------------------------------- disasters
  h({
    id: 'earthquake',
    domain: 'disasters',
    actors: (c) => [
      { full: `${c.adj} Seismological Institute`, short: 'the institute' },
      { full: `${c.adj} Civil Protection Agency`, short: 'civil protection' },
    ],
    places: (c) => [...c.cities, ...c.twins.flat()],
    objs: () => ['a shallow depth', 'a depth of 10 km', 'a depth of 35 km'],
    figures: (r) => [2 + Math.floor(r() * 40), 48 + Math.floor(r() * 25)],
    counts: true,
    what: 'tremor',
    gist: (e) => `the earthquake near ${e.p}`,
    figure: (n) => `${n} dead`,
    heads: (e, s) => [
      `Magnitude ${(e.m / 10).toFixed(1)} quake strikes near ${e.p}`,
      `Earthquake kills ${num(s.n)} in ${e.c.name}`,
      `Buildings collapse as tremor rocks ${e.c.region}`,
      `Rescuers dig through rubble after quake`,
    ],
    ledes: (e, s) => [
      `An earthquake of magnitude ${(e.m / 10).toFixed(1)} struck near ${e.p} ${on(e)}, killing at least ${s.n} people, the ${e.a.full} said.`,
      `The ground shook for about ${10 + (e.m % 30)} seconds in ${e.p}, bringing down homes and leaving ${num(s.n)} people dead.`,
      `${cap(num(s.n))} people died when a ${(e.m / 10).toFixed(1)}-magnitude quake hit ${e.c.region} at ${e.o}, with its epicentre close to ${e.p}.`,
    ],
    details: (e) => [
      `Several aftershocks followed, the strongest of magnitude ${((e.m - 12) / 10).toFixed(1)}.`,
      `Older brick houses in the centre of ${e.p} suffered the worst damage.`,
      `Schools were closed and residents spent the night outdoors.`,
      `The tremor was felt in ${e.c.capital}.`,
    ],
    quotes: (e) => [
      ['The whole wall came down in front of me', `${e.wit}, a shopkeeper in ${e.p}`],
      ['We expect aftershocks for several days', `${e.sp} of ${e.a.short}`],
    ],
    background: (e) => [`The area last had a damaging quake in ${yearAgo(e, 6)}.`],
    next: (e, s) => [
      `Quake toll climbs to ${s.n}`,
      `Rescue teams pulled two survivors from a collapsed building, and the death toll rose to ${s.n}.`,
    ],
  }),
  h({
    id: 'flood',
    domain: 'disasters',
    actors: (c) => [
      { full: `${c.adj} Civil Protection Agency`, short: 'civil protection' },
      { full: `${c.adj} Hydrological Service`, short: 'the hydrological service' },
    ],
    places: (c) => [...c.cities, ...c.twins.flat()],
    objs: () => ['the Alder', 'the Vesk', 'the Morrow', 'the Tain', 'the Ossel'],
    figures: (r) => [300 + Math.floor(r() * 60) * 100, Math.floor(r() * 6)],
    counts: true,
    what: 'flood',
    gist: (e) => `the flooding in ${e.p}`,
    figure: (n) => `${n.toLocaleString('en-US')} evacuated`,
    heads: (e, s) => [
      `${cap(e.o)} bursts banks in ${e.p}`,
      `${s.n.toLocaleString('en-US')} evacuated as floods hit ${e.p}`,
      `Floodwater swamps town centre after days of rain`,
      `Red alert on the ${e.o.replace(/^the /, '')}`,
    ],
    ledes: (e, s) => [
      `The river ${e.o.replace(/^the /, '')} burst its banks in ${e.p} ${on(e)}, forcing ${s.n.toLocaleString('en-US')} people from their homes.`,
      `Emergency crews used boats to reach residents of ${e.p} after ${e.o} rose more than two metres overnight.`,
      `About ${s.n.toLocaleString('en-US')} people were moved to safety in ${e.p} as floodwater from ${e.o} filled streets and basements.`,
    ],
    details: (e) => [
      e.m ? `${cap(num(e.m))} people were reported missing.` : 'No casualties were reported.',
      `The main bridge over the river was closed.`,
      `Forecasters expect more rain until the weekend.`,
    ],
    quotes: (e) => [
      ['The water came up through the floor in minutes', `${e.wit}, a resident of ${e.p}`],
      ['The river has not peaked yet', `${e.sp} of ${e.a.short}`],
    ],
    background: (e) => [`${e.p} built new flood walls after floods in ${yearAgo(e, 5)}.`],
    next: (e) => [
      `${cap(e.o.replace(/^the /, ''))} begins to recede`,
      `Water levels began to fall and some residents were allowed home to inspect damage.`,
    ],
  }),
  h({
    id: 'wildfire',
    domain: 'disasters',
    actors: (c) => [{ full: `${c.adj} Fire and Rescue Service`, short: 'the fire service' }],
    places: (c) => [...c.cities, ...c.twins.flat()],
    objs: () => ['pine forest', 'scrubland', 'farmland', 'a national park'],
    figures: (r) => [200 + Math.floor(r() * 90) * 100, 2 + Math.floor(r() * 20)],
    counts: true,
    what: 'fire',
    gist: (e) => `the wildfire near ${e.p}`,
    figure: (n) => `${n.toLocaleString('en-US')} hectares burned`,
    heads: (e, s) => [
      `Wildfire near ${e.p} forces evacuations`,
      `${s.n.toLocaleString('en-US')} hectares burned as fire spreads`,
      `Firefighters battle blaze in ${e.o}`,
      `Smoke blankets ${e.p}`,
    ],
    ledes: (e, s) => [
      `A wildfire burning through ${e.o} near ${e.p} had destroyed ${s.n.toLocaleString('en-US')} hectares by ${on(e).slice(3)} evening, the ${e.a.full} said.`,
      `Strong winds pushed a fire in ${e.o} towards the outskirts of ${e.p}, where ${e.m} homes were destroyed.`,
      `Water-bombing aircraft were called in as flames spread across ${s.n.toLocaleString('en-US')} hectares near ${e.p}.`,
    ],
    details: (e) => [
      `${cap(num(e.m))} homes were destroyed.`,
      `Two villages were evacuated as a precaution.`,
      `The cause is under investigation.`,
    ],
    quotes: (e) => [
      ['We had ten minutes to get out', `${e.wit}, who fled with his dog`],
      ['The wind is our main enemy tonight', `${e.sp}, a fire service commander`],
    ],
    background: (e) => [`A fire in ${yearAgo(e, 2)} burned a similar area of the region.`],
    next: (e) => [`Fire near ${e.p} contained`, `The fire service said the blaze was contained after overnight rain.`],
  }),
  // ---------------------------------------------------------------- semiconductors
  h({
    id: 'fab-investment',
    domain: 'semiconductors',
    actors: (c) => c.chips,
    places: (c) => c.cities,
    objs: () => [
      'an advanced packaging plant',
      'a 28-nanometre wafer fab',
      'a power-chip line',
      'a research fab',
      'a test and assembly site',
    ],
    figures: (r) => [2 + Math.floor(r() * 15), 400 + Math.floor(r() * 30) * 100],
    counts: false,
    what: 'site',
    gist: (e) => `${e.a.short}'s plant in ${e.p}`,
    figure: (n, e) => `${n} billion ${e.c.currency}s`,
    heads: (e, s) => [
      `${e.a.full} to build ${e.o.replace(/^an? /, '')} in ${e.p}`,
      `${e.a.short} commits ${s.n} billion ${e.c.currency}s to new plant`,
      ...(e.a.ticker ? [`${e.a.ticker} unveils ${e.p} expansion`] : []),
      `${e.a.product ? `${e.a.product} maker` : 'Chipmaker'} picks ${e.p} for new site`,
      `New chip plant to bring ${e.m.toLocaleString('en-US')} jobs`,
    ],
    ledes: (e, s) => [
      `${e.a.full}${e.a.ticker ? ` (${e.a.ticker})` : ''} will invest ${s.n} billion ${e.c.currency}s in ${e.o} in ${e.p}, creating about ${e.m.toLocaleString('en-US')} jobs, it said ${on(e)}.`,
      `${e.a.product ? `The maker of the ${e.a.product}` : e.a.full} picked ${e.p} for ${e.o}, a ${s.n}-billion-${e.c.currency} project backed by state subsidies.`,
      `${e.p} has won ${e.o}: ${e.a.short} confirmed plans worth ${s.n} billion ${e.c.currency}s.`,
    ],
    details: (e) => [
      `Construction is due to start next year, with output from ${2028 + (e.n % 3)}.`,
      `The ${e.c.tradeMinistry.short} will cover about a quarter of the cost.`,
      `${e.a.short}'s shares rose ${1 + (e.m % 6)}% on the news.`,
    ],
    quotes: (e) => [
      ['This is the largest industrial investment the region has seen', `${e.wit}, the mayor of ${e.p}`],
      ['Customers want supply closer to home', `${e.sp}, ${e.a.short}'s chief executive`],
    ],
    background: (e) => [`${e.a.short} opened its first plant in ${yearAgo(e, 8)}.`],
    next: (e) => [
      `Unions welcome ${e.a.short} plant`,
      `Local unions and the regional council said they would fast-track planning permission for the site.`,
    ],
  }),
  h({
    id: 'export-controls',
    domain: 'semiconductors',
    actors: (c) => [c.tradeMinistry],
    places: (c) => [c.capital],
    objs: () => [
      'lithography tools',
      'high-bandwidth memory',
      'AI accelerator chips',
      'chipmaking gases',
      'wafer inspection equipment',
    ],
    figures: (r) => [3 + Math.floor(r() * 30), 30 + Math.floor(r() * 60)],
    counts: false,
    what: 'rule',
    gist: (e) => `the ${e.c.adj} controls on ${e.o}`,
    figure: (n) => `${n} companies`,
    heads: (e) => [
      `${e.c.name} tightens export rules on ${e.o}`,
      `New licence regime for ${e.o} exports`,
      `${e.a.short} adds curbs on chip tools`,
      `Chip sector weighs impact of ${e.c.adj} export curbs`,
    ],
    ledes: (e, s) => [
      `The ${e.a.full} ${on(e)} required export licences for ${e.o}, a rule it said would apply to ${s.n} companies.`,
      `${e.c.adj} exporters of ${e.o} will need a government licence from next month under rules published by ${e.a.short}.`,
      `${e.c.name} has widened its export controls to cover ${e.o}, officials said, citing security concerns.`,
    ],
    details: (e) => [
      `Licences will be decided within ${e.m} days.`,
      `Industry groups said they were not consulted.`,
      `The rules take effect in ${2 + (e.n % 4)} weeks.`,
    ],
    quotes: (e) => [
      ['We need clarity quickly or orders will go elsewhere', `${e.sp} of the ${e.c.adj} Semiconductor Association`],
      ['This aligns us with our partners', `a ${e.a.short} official`],
    ],
    background: (e) => [`${e.c.name} first introduced chip export licences in ${yearAgo(e, 2)}.`],
    next: (e) => [
      `${e.c.adj} chipmakers seek exemptions`,
      `Several manufacturers applied for exemptions within a day of the rules being published.`,
    ],
  }),
  h({
    id: 'fab-outage',
    domain: 'semiconductors',
    actors: (c) => c.chips,
    places: (c) => c.cities,
    objs: () => ['a power dip', 'a fire in a cleanroom', 'contaminated chemicals', 'a water supply failure'],
    figures: (r) => [5 + Math.floor(r() * 60), 1 + Math.floor(r() * 14)],
    counts: true,
    what: 'stoppage',
    gist: (e) => `the stoppage at ${e.a.short}'s ${e.p} fab`,
    figure: (n) => `${n},000 wafers`,
    heads: (e, s) => [
      `${e.a.short} halts ${e.p} fab after ${e.o.replace(/^an? /, '')}`,
      `${s.n},000 wafers scrapped at ${e.a.full}`,
      `Chip output disrupted by ${e.o.replace(/^an? /, '')}`,
      ...(e.a.ticker ? [`${e.a.ticker} warns on deliveries`] : []),
    ],
    ledes: (e, s) => [
      `${e.a.full} halted production at its ${e.p} plant ${on(e)} after ${e.o}, scrapping about ${s.n},000 wafers.`,
      `Production lines at ${e.a.short}'s fab in ${e.p} stopped when ${e.o} hit the site; the company said ${num(s.n)} thousand wafers were lost.`,
      `${e.o.replace(/^a/, 'A')} forced ${e.a.short} to stop its ${e.p} chip plant, the company told customers.`,
    ],
    details: (e) => [
      `Full output should return in about ${e.m} days.`,
      `Customers were told to expect delays of several weeks.`,
      `No injuries were reported.`,
    ],
    quotes: (e) => [
      ['We are assessing the impact on deliveries', `${e.sp}, a ${e.a.short} spokesperson`],
      ['Inventories are thin; this will be felt downstream', `${e.an}, a semiconductor analyst`],
    ],
    background: (e) => [`The plant suffered a shorter stoppage in ${yearAgo(e, 1)}.`],
    next: (e) => [`${e.a.short} restarts part of ${e.p} fab`, `${e.a.short} said some production lines had restarted.`],
  }),
  // ---------------------------------------------------------------- elections
  h({
    id: 'vote-result',
    domain: 'elections',
    actors: (c) => c.parties,
    places: (c) => [c.capital, ...c.cities],
    objs: () => ['mayoral election', 'regional assembly vote', 'by-election', 'municipal council election'],
    figures: (r) => [34 + Math.floor(r() * 25), 40 + Math.floor(r() * 35)],
    counts: false,
    what: 'vote',
    gist: (e) => `the ${e.o} in ${e.p}`,
    figure: (n) => `${n}%`,
    heads: (e, s) => [
      `${e.a.full} wins ${e.p} ${e.o}`,
      `${cap(e.a.short)} claims victory with ${s.n}%`,
      `${e.p} votes: ${e.a.short} ahead as count ends`,
      `Turnout ${e.m}% in ${e.o}`,
    ],
    ledes: (e, s) => [
      `${cap(e.a.full)} won the ${e.o} in ${e.p} with ${s.n}% of the vote, preliminary results showed ${on(e)}.`,
      `Voters in ${e.p} handed ${e.a.short} a clear win in the ${e.o}, on a turnout of ${e.m} percent.`,
      `${cap(e.a.short)} declared victory in ${e.p} after taking ${s.n} per cent in a ${e.o} seen as a test for the government.`,
    ],
    details: (e) => [
      `Turnout was ${e.m}%.`,
      `The runner-up conceded late in the evening.`,
      `Final results are due from the ${e.c.electoral.short} within a week.`,
    ],
    quotes: (e) => [
      ['The people of this city have spoken', `the winning candidate, ${e.sp}`],
      ['This is a warning for the government', `${e.an}, a political scientist`],
    ],
    background: (e) => [`${cap(e.a.short)} lost the same seat in ${yearAgo(e, 3)}.`],
    next: (e) => [
      `Recount requested in ${e.p}`,
      `The losing candidate asked for a recount in three polling districts.`,
    ],
  }),
  h({
    id: 'minister-resigns',
    domain: 'elections',
    actors: (c) => c.ministers.map(([full, role]) => ({ full, short: last(full), product: role })),
    places: (c) => [c.capital],
    objs: () => [
      'a procurement scandal',
      'a row over a leaked memo',
      'a failed budget vote',
      'health reasons',
      'a dispute over coalition policy',
    ],
    figures: (r) => [1 + Math.floor(r() * 12), 60 + Math.floor(r() * 80)],
    counts: false,
    what: 'resignation',
    gist: (e) => `${e.a.full}'s resignation`,
    figure: (n) => `${n} years`,
    heads: (e) => [
      `${e.c.adj} ${e.a.product} ${e.a.full} resigns`,
      `${e.a.short} quits over ${e.o.replace(/^an? /, '')}`,
      `Government loses ${e.a.product}`,
      `Resignation rocks ${e.c.name} coalition`,
    ],
    ledes: (e) => [
      `${e.c.adj} ${e.a.product} ${e.a.full} resigned ${on(e)}, citing ${e.o}.`,
      `${e.a.full} stepped down as ${e.a.product} after ${e.o}, the prime minister's office said.`,
      `The ${e.a.product} of ${e.c.name} has quit. ${e.a.full} said ${e.o} made it impossible to continue.`,
    ],
    details: (e) => [
      `${e.a.short} had held the post for ${e.n} years.`,
      `A successor is expected to be named within days.`,
      `Opposition parties called for an early election.`,
    ],
    quotes: (e) => [
      ['I take responsibility and I am stepping aside', `${e.a.short}`],
      ['It was only a matter of time', `${e.an}, a commentator in ${e.p}`],
    ],
    background: (e) => [`The coalition took office in ${yearAgo(e, 0)}.`],
    next: (e) => [`Successor named for ${e.a.short}`, `${e.sp}, a junior minister, was named to replace ${e.a.short}.`],
  }),
  h({
    id: 'poll-body-ruling',
    domain: 'elections',
    actors: (c) => [c.electoral],
    places: (c) => [c.capital],
    objs: () => [
      'a recount in the northern districts',
      'postponing a provincial vote',
      'disqualifying an independent candidate',
      'extending voter registration',
      'annulling results in four polling stations',
    ],
    figures: (r) => [2 + Math.floor(r() * 400) * 100, 2 + Math.floor(r() * 20)],
    counts: false,
    what: 'ruling',
    gist: (e) => `the ${e.a.short} ruling on ${e.o}`,
    figure: (n) => `${n.toLocaleString('en-US')} ballots`,
    heads: (e) => [
      `${e.a.full} orders ${e.o}`,
      `Election body rules on ${e.o.replace(/^an? /, '')}`,
      `${e.c.name}: ${e.a.short} decision angers opposition`,
      `Vote dispute: commission acts`,
    ],
    ledes: (e, s) => [
      `The ${e.a.full} ruled ${on(e)} in favour of ${e.o}, affecting about ${s.n.toLocaleString('en-US')} ballots.`,
      `${cap(e.a.short)} decided on ${e.o} after complaints from ${e.m} candidates.`,
      `Election officials in ${e.c.name} agreed to ${e.o.replace(/ing /, ' ').replace(/^a /, 'a ')}, in a decision the opposition called politically motivated.`,
    ],
    details: (e) => [
      `The decision can be appealed to the constitutional court within ${e.m} days.`,
      `Observers said the complaints had been filed on time.`,
      `The ruling was adopted unanimously.`,
    ],
    quotes: (e) => [
      ['The law is clear and we have applied it', `${e.sp}, the ${e.a.short}'s chair`],
      ['This is the wrong decision', `${e.an}, a lawyer for one of the candidates`],
    ],
    background: (e) => [`The body faced similar disputes in ${yearAgo(e, 4)}.`],
    next: (e) => [
      `Appeal filed against ${e.a.short} ruling`,
      `A candidate filed an appeal with the constitutional court.`,
    ],
  }),
  // ---------------------------------------------------------------- cyber
  h({
    id: 'ransomware',
    domain: 'cyber',
    actors: () => [
      { full: 'the BlackMoth ransomware group', short: 'BlackMoth' },
      { full: 'the Nullhook gang', short: 'Nullhook' },
      { full: 'a group calling itself Ferrite Collective', short: 'Ferrite' },
    ],
    places: (c) => [c.capital, ...c.cities],
    objs: (c) => [
      ...c.hospitals.map((x) => x.full),
      ...c.lenders.map((x) => x.full),
      `the ${c.cities[0]} city council`,
      `${c.lines[0]!.full}`,
    ],
    figures: (r) => [1 + Math.floor(r() * 10), 50 + Math.floor(r() * 900)],
    counts: false,
    what: 'attack',
    gist: (e) => `the ransomware attack on ${e.o}`,
    figure: (n) => `${n} days`,
    heads: (e) => [
      `Ransomware attack hits ${e.o}`,
      `${e.a.short} claims hack of ${e.o}`,
      `Systems down at ${e.o} after cyberattack`,
      `Hackers demand ransom from ${e.p} organisation`,
    ],
    ledes: (e, s) => [
      `${cap(e.o)} was hit by a ransomware attack ${on(e)} that shut down its computer systems for ${num(s.n)} days, it said.`,
      `${cap(e.a.full)} claimed responsibility for a cyberattack on ${e.o}, posting samples of what it said were ${e.m} gigabytes of stolen files.`,
      `Staff at ${e.o} in ${e.p} returned to paper records after hackers encrypted its servers.`,
    ],
    details: (e) => [
      `The attackers demanded payment in cryptocurrency; ${e.a.short} set a deadline of ${3 + (e.n % 5)} days.`,
      `The national cyber agency is investigating.`,
      `It was not clear whether personal data had been taken.`,
    ],
    quotes: (e) => [
      ['We will not pay criminals', `${e.sp}, a spokesperson for the victim`],
      [`${e.a.short} has been very active this year`, `${e.an}, a threat researcher`],
    ],
    background: (e) => [`${e.a.short} first appeared in ${yearAgo(e, 1)}.`],
    next: (e) => [
      `${e.a.short} publishes stolen files`,
      `The group began publishing files on its leak site after the deadline passed.`,
    ],
  }),
  h({
    id: 'data-breach',
    domain: 'cyber',
    actors: (c) => [...c.lenders, ...c.lines],
    places: (c) => [c.capital, ...c.cities],
    objs: () => ['names and addresses', 'passport scans', 'account numbers', 'phone numbers and email addresses'],
    figures: (r) => [10 + Math.floor(r() * 900), 1 + Math.floor(r() * 10)],
    counts: true,
    what: 'breach',
    gist: (e) => `the data breach at ${e.a.short}`,
    figure: (n) => `${n},000 customers affected`,
    heads: (e, s) => [
      `${e.a.full} discloses data breach`,
      `${s.n},000 customers hit by ${e.a.short} leak`,
      `Hackers stole ${e.o}, ${e.a.short} admits`,
      `Data of thousands exposed`,
    ],
    ledes: (e, s) => [
      `${e.a.full} said ${on(e)} that hackers had stolen ${e.o} belonging to ${s.n},000 customers.`,
      `Customers of ${e.a.short} were told to watch for phishing after ${e.o} of ${s.n} thousand people were exposed in a breach.`,
      `A breach at ${e.a.short} exposed ${e.o}, the company admitted, putting the number affected at ${s.n},000.`,
    ],
    details: (e) => [
      `The breach was discovered ${e.m} days ago.`,
      `The data protection authority has been notified.`,
      `No passwords were taken, the company said.`,
    ],
    quotes: (e) => [
      ['We apologise to our customers', `${e.sp}, ${e.a.short}'s chief executive`],
      ['Customers should change their passwords now', `${e.an}, a security consultant`],
    ],
    background: (e) => [`${e.a.short} moved its customer systems to a new provider in ${yearAgo(e, 0)}.`],
    next: (e, s) => [
      `${e.a.short} breach bigger than first thought`,
      `The company said a review found ${s.n},000 customers affected in total.`,
    ],
  }),
  h({
    id: 'ddos',
    domain: 'cyber',
    actors: () => [
      { full: 'the hacktivist group Red Lantern', short: 'Red Lantern' },
      { full: 'the pro-Marovian group NoiseWave', short: 'NoiseWave' },
    ],
    places: (c) => [c.capital],
    objs: (c) => [
      `the ${c.adj} government portal`,
      `the ${c.capital} airport website`,
      `the national rail booking site`,
      `${c.lenders[0]!.full}'s online banking`,
      `the ${c.electoral.full} website`,
    ],
    figures: (r) => [2 + Math.floor(r() * 20), 10 + Math.floor(r() * 90)],
    counts: false,
    what: 'outage',
    gist: (e) => `the attack on ${e.o}`,
    figure: (n) => `${n} hours`,
    heads: (e) => [
      `${cap(e.o)} knocked offline`,
      `${e.a.short} claims DDoS on ${e.o}`,
      `Cyberattack floods ${e.c.adj} websites`,
      `Websites down for hours`,
    ],
    ledes: (e, s) => [
      `${cap(e.o)} was offline for ${num(s.n)} hours ${on(e)} after a distributed denial-of-service attack claimed by ${e.a.full}.`,
      `${cap(e.a.short)} said it flooded ${e.o} with traffic, knocking it out for much of the day.`,
      `Users trying to reach ${e.o} got error messages for ${s.n} hours in an attack the national cyber agency blamed on ${e.a.short}.`,
    ],
    details: (e) => [
      `No data was accessed, officials said.`,
      `Traffic peaked at ${e.m} gigabits per second.`,
      `The site was restored after traffic filtering was switched on.`,
    ],
    quotes: (e) => [
      ['These are noisy attacks, not sophisticated ones', `${e.an}, a security researcher`],
      ['Services are back to normal', `${e.sp}, a government spokesperson`],
    ],
    background: (e) => [`${e.a.short} has targeted ${e.c.adj} sites before.`],
    next: (e) => [`${e.a.short} threatens more attacks`, `The group posted a list of new targets on its channel.`],
  }),
];
