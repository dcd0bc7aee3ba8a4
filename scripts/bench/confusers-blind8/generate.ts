// Writes the blind8 confuser set (fictional sample data): groups of two or three DIFFERENT happenings of one
// domain on the same day or a day apart, each told by 2-4 outlets in different manners, and each group
// marked `half: tune | held-out` (an even split within each kind and domain, by the seed).
//   npx tsx scripts/bench/confusers-blind8/generate.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { ACTORS, BODIES, SPECS, type Spec } from './happenings.ts';
import {
  buildWorld,
  type Country,
  DOMAINS,
  type Domain,
  firm,
  int,
  person,
  pick,
  type Place,
  shuffle,
} from './world.ts';

const SEED = 80_808;
const rand = prng(SEED);
const world = buildWorld(rand);
const usedFirms = new Set<string>();

const KINDS = [
  'two-cities-one-country',
  'neighbouring-towns',
  'two-countries-same-day',
  'one-actor-two-targets',
  'same-type-other-company',
  'one-body-two-decisions',
  'recurring-venue',
  'same-place-different-happening',
  'busy-capital-week',
] as const;
type Kind = (typeof KINDS)[number];

/** Groups per domain and kind: weighted to where engines fail; the last two kinds only in a few domains. */
function groupsFor(domain: Domain, kind: Kind): number {
  if (kind === 'two-cities-one-country' || kind === 'neighbouring-towns') return 4;
  if (kind === 'same-place-different-happening')
    return ['energy', 'conflict', 'disasters', 'health'].includes(domain) ? 2 : 0;
  if (kind === 'busy-capital-week') return ['central-banks', 'elections', 'cyber', 'maritime'].includes(domain) ? 2 : 0;
  return 2;
}

interface Happening {
  id: string;
  domain: Domain;
  spec: Spec;
  country: Country;
  place: Place;
  firm: { name: string; short: string; ticker: string };
  actor: string;
  body: string;
  venue?: string;
  n: number;
  x: number;
  y: number;
  /** Minutes after the group's first midnight (UTC) the happening began. */
  at: number;
  /** A town or city of the country named in passing, not a place of this group. */
  aside: Place;
}

const START = Date.UTC(2025, 0, 6);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const places = (c: Country): Place[] => [c.capital, ...c.cities, ...c.neighbours.flat()];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The place as desks name it, in a locative slot ("{loc}"). */
function loc(h: Happening): string {
  const p = h.place;
  if (h.venue)
    return pick(rand, [
      `at ${h.venue} in ${p.name}`,
      `at ${h.venue}, on the edge of ${p.name}`,
      `at ${h.venue}`,
      `at ${p.name}'s ${h.venue.replace(/^the /, '')}`,
    ]);
  const ways = [
    `in ${p.name}`,
    `in ${p.name}`,
    `in the ${p.side} ${p.size === 'town' ? 'town' : 'city'} of ${p.name}`,
    `outside ${p.name}`,
    `in ${p.name} (pop. ${p.pop.toLocaleString('en-US')})`,
    `in ${p.name}, in the ${p.region} region`,
    `in ${p.name} on the ${p.river} river`,
    `near ${p.landmark} in ${p.name}`,
  ];
  if (p.size !== 'town') ways.push(`in the ${p.district} district of ${p.name}`);
  if (p.border) ways.push(`in ${p.name}, near the ${p.border} border`);
  if (h.domain === 'maritime') ways.push(`at ${p.name}'s port`, `off ${p.name}`);
  return pick(rand, ways);
}

/** "a"/"an" before a firm's name as it will read. */
const article_ = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
/** Lower-case a sentence's first letter where it is a common word, not a name. */
const lower = (s: string) =>
  /^(A|An|The|Thousands|Artillery|Shelling|Several|Gunmen|Fighters|Members|Depositors|Customers|Personal|Wards|Residents|Part|Miners|Supporters|Ballot|Ballots|Election|Websites|Flash|Floodwater|Fire|Flames|Firefighters|Salvage|Output|Electricity)\b/.test(
    s,
  )
    ? s.charAt(0).toLowerCase() + s.slice(1)
    : s;

/** A template filled for happening `h`; `firmAs` names the firm another way (by its trade only). */
function fill(t: string, h: Happening, n = h.n, day = h.at, firmAs?: string): string {
  const wd = WEEKDAYS[new Date(START + day * 60_000).getUTCDay()]!;
  const firmName = firmAs ?? h.firm.name;
  return t
    .replace(/\b([Aa])n? (?=\{O[st]?\})/g, (_m, a: string, off: number) => {
      const word = t.slice(off + _m.length).startsWith('{Ot}')
        ? h.firm.ticker
        : t.slice(off + _m.length).startsWith('{Os}')
          ? h.firm.short
          : firmName;
      const w = article_(word);
      return `${a === 'A' ? w.charAt(0).toUpperCase() + w.slice(1) : w} `;
    })
    .replaceAll('{loc}', () => loc(h))
    .replaceAll('{Pd}', h.place.demonym)
    .replaceAll('{P}', h.place.name)
    .replaceAll('{Os}', h.firm.short)
    .replaceAll('{Ot}', h.firm.ticker)
    .replaceAll('{O}', firmName)
    .replaceAll('{A}', h.actor)
    .replaceAll('{B}', h.body)
    .replaceAll('{Cd}', h.country.adj)
    .replaceAll('{C}', h.country.name)
    .replaceAll('{cur}', h.country.currency)
    .replaceAll('{n}', n.toLocaleString('en-US'))
    .replaceAll('{x}', String(h.x))
    .replaceAll('{y}', String(h.y))
    .replaceAll('{day}', wd)
    .replaceAll('{min}', h.country.officials[h.domain]!);
}

// ---- outlets -------------------------------------------------------------------------------------------

const WIRES = ['Meridian Wire', 'Continental Press Agency', 'Northstar News Service', 'Baltic Crown Agency'];
const WIRE_SHORT: Record<string, string> = {
  'Meridian Wire': 'Meridian',
  'Continental Press Agency': 'CPA',
  'Northstar News Service': 'Northstar',
  'Baltic Crown Agency': 'BCA',
};
const TRADE: Record<Domain, string[]> = {
  energy: ['Grid & Barrel', 'Refinery Watch'],
  maritime: ['Hull Ledger', 'Quayside Weekly'],
  conflict: ['Frontline Monitor', 'Security Desk Review'],
  'central-banks': ['Rates & Reserves', 'The Treasury Letter'],
  health: ['Clinic Bulletin', 'Pharma Pulse'],
  disasters: ['Hazard Desk', 'Relief Report'],
  semiconductors: ['Wafer Weekly', 'Node & Nanometre'],
  elections: ['Ballot Review', 'The Campaign Sheet'],
  cyber: ['Packet Watch', 'Breach Bulletin'],
};
const ANALYSIS = ['The Long View', 'Crosscurrent Review', 'Atlas Quarterly Online', 'The Undertow'];
const DIGEST = ['Newsroom Digest', 'Statement Tracker', 'Briefing Room Daily'];
const host = (outlet: string) =>
  `${outlet
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example`;

// ---- the manners -----------------------------------------------------------------------------------------

const MANNERS = [
  'wire',
  'local',
  'trade',
  'live',
  'brief',
  'broadcast',
  'analysis',
  'release',
  'reaction',
  'regional',
] as const;
type Manner = (typeof MANNERS)[number];

/** How an article develops the happening relative to the first telling. */
type Development = 'none' | 'rising' | 'second-site' | 'correction' | 'follow-up' | 'place-in-body';

const CONTEXT: Record<Domain, string[]> = {
  energy: [
    'Fuel and power supply have been under strain across the region since the autumn.',
    'Ageing plants and thin reserve margins have made outages a recurring worry for grid operators.',
    'Energy prices remain the biggest single driver of inflation, economists say.',
  ],
  maritime: [
    'Ports along the coast have struggled with congestion and ageing equipment for two years.',
    "Shipping rates have climbed as insurers reprice risk on the region's routes.",
    'Harbour safety has been a running political argument since last winter.',
  ],
  conflict: [
    'The insurgency in the hill provinces has entered its fourth year with no talks in sight.',
    'Attacks on towns away from the front line have grown more frequent this spring.',
    'Aid groups say access to the contested districts has rarely been worse.',
  ],
  'central-banks': [
    'Inflation has run above target for most of the past two years.',
    'Smaller lenders have been under pressure since deposit rates began to climb.',
    'Markets have been watching the currency closely since the budget.',
  ],
  health: [
    'Hospitals have been stretched by staff shortages and a long winter season.',
    'Public confidence in the health system has slipped, surveys show.',
    'Regulators have stepped up checks on medicines and water after a string of scares.',
  ],
  disasters: [
    'Forecasters had warned that the season would be wetter and stormier than usual.',
    'Building standards and land use in risky areas have been debated for years.',
    'Emergency services say budgets have not kept up with more frequent extreme weather.',
  ],
  semiconductors: [
    'Chip supply remains tight for carmakers and industrial buyers.',
    'Governments across the region are competing to attract chip investment.',
    'The chip sector has been caught up in export rows between larger powers.',
  ],
  elections: [
    'The campaign has been among the most bitter in a decade.',
    'Trust in the electoral process has become a campaign issue in its own right.',
    'Polls show the two main blocs neck and neck.',
  ],
  cyber: [
    'Attacks on companies and public bodies have risen sharply this year, officials say.',
    'Data protection rules were tightened last year after several large leaks.',
    'Security researchers have warned of criminal groups targeting mid-sized firms.',
  ],
};

const SOURCES = ['officials said', 'local authorities said', 'police said', 'the company said', 'witnesses said'];
const EDITORS = () => `(Reporting by ${person(rand)}; Editing by ${person(rand)})`;

function dateline(h: Happening, when: Date, wire: string): string {
  const md = `${MONTHS[when.getUTCMonth()]} ${when.getUTCDate()}`;
  const P = h.place.name.toUpperCase();
  return pick(rand, [
    `${P}, ${md} (${WIRE_SHORT[wire]}) -`,
    `${P}, ${h.country.name}, ${md} (${WIRE_SHORT[wire]}) —`,
    `${h.place.name} (${WIRE_SHORT[wire]}) —`,
  ]);
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
/** A single digit opening a sentence is spelled out, as desks write it ("Three tanks were burning"). */
const spell = (text: string) =>
  text.replace(/(^|[.!?"]\s+|\n|— )([1-9])(?=\s[a-z])/g, (_m, before: string, d: string) => before + ONES[Number(d)]);

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An article of happening `h` in `manner`, published at minute `at`, developed by `dev`. */
function article(h: Happening, manner: Manner, at: number, dev: Development, n: number, n0: number) {
  const s = h.spec;
  // A brief or a broadcast sometimes names the firm by its trade only.
  const firmAs =
    (manner === 'brief' || manner === 'broadcast') && namesFirm(s) && rand() < 0.5
      ? `${pick(rand, ['a', 'a local', `a ${h.place.name}-based`])} ${s.trade.toLowerCase()} company`
      : undefined;
  const f = (t: string) => fill(t, h, n, h.at, firmAs);
  const noPlaceHeads = s.heads.filter((t) => !t.includes('{P}'));
  let head = cap(f(pick(rand, dev === 'place-in-body' && noPlaceHeads.length ? noPlaceHeads : s.heads)));
  const lead = cap(f(pick(rand, s.leads)));
  const count = f(pick(rand, s.count));
  const facts = shuffle(rand, s.facts).map(f);
  const quote = f(pick(rand, s.quotes));
  const aside = pick(rand, [
    `Traffic heading towards ${h.aside.name} was diverted.`,
    `Roads to ${h.aside.name} were busy through the day.`,
    `Officials in ${h.aside.name}, some distance away, said they were monitoring the situation.`,
    `The nearest large hospital is in ${h.aside.name}.`,
  ]);
  const extra: string[] = [];
  if (dev === 'rising')
    extra.push(
      pick(rand, [`That was up from ${n0} reported earlier.`, `Earlier reports had put the figure at ${n0}.`]),
    );
  if (dev === 'second-site') extra.push(f(s.second));
  if (dev === 'correction')
    extra.push(
      pick(rand, [
        `Correction: an earlier version of this story misspelled the name of ${h.firm.short}.`,
        `This article has been updated to correct the day of the week in the second paragraph.`,
        `An earlier version of this report gave the wrong figure for the ${pick(rand, ['count', 'tally'])}; it has been corrected.`,
      ]),
    );
  const when = new Date(START + at * 60_000);
  const wd = WEEKDAYS[when.getUTCDay()]!;
  const recap = f(s.recap);
  if (dev === 'follow-up') {
    head = f(
      pick(rand, [
        `A day on, questions over ${s.recap.replace(/\{loc\}/, '').trim()}`,
        `${cap(s.recap.replace(/\{loc\}/, '').trim())}: what we know`,
        `Aftermath: ${s.recap.replace(/\{loc\}/, '').trim()}`,
      ]),
    );
  }
  const followLead =
    dev === 'follow-up'
      ? `A day after ${recap}, ${pick(rand, ['officials were still assessing what happened', 'the clean-up and questions continued', 'attention turned to who is responsible'])}. `
      : '';
  let outlet: string;
  let body: string;
  switch (manner) {
    case 'wire': {
      outlet = pick(rand, WIRES);
      body = `${dateline(h, when, outlet)} ${followLead}${lead}, ${pick(rand, SOURCES)}. ${cap(count)}.\n\n${facts[0]} ${aside}\n\n${quote}\n\n${extra.join(' ')}${extra.length ? '\n\n' : ''}${EDITORS()}`;
      break;
    }
    case 'local': {
      outlet = pick(rand, [
        `${h.place.name} Courier`,
        `The ${h.place.name} Gazette`,
        `${h.place.name} Evening Post`,
        `${h.place.region} Valley News`,
      ]);
      body = `${followLead}${pick(rand, [`Residents of ${h.place.name} woke to alarming news on ${wd}.`, `${h.place.demonym} families spent an anxious ${wd}.`, `It was a ${wd} many in ${h.place.name} will not forget.`])} ${lead}. ${cap(count)}, ${pick(rand, SOURCES)}.\n\n${facts.slice(0, 2).join(' ')}\n\n${quote}\n\n${pick(rand, [`Councillor ${person(rand)} said the town council would meet on the matter.`, `${h.place.name} council said it would offer help to those affected.`])} ${extra.join(' ')}`;
      break;
    }
    case 'trade': {
      outlet = pick(rand, TRADE[h.domain]);
      head = rand() < 0.5 ? `${h.firm.ticker}: ${head}` : head;
      const who = namesFirm(s)
        ? `${h.firm.name} (${h.country.adj.slice(0, 3).toUpperCase()}X: ${h.firm.ticker}), the ${h.place.name}-based ${s.trade.toLowerCase()} business, ${pick(rand, ['did not give a timeline', 'declined to comment on costs', 'said it was assessing the impact'])}.`
        : `${pick(rand, ['Analysts', 'Industry sources', 'Insurers'])} in ${h.country.name} said the ${h.place.name} events would be watched closely.`;
      body = `${followLead}${lead}. ${cap(count)}.\n\n${who} ${facts.join(' ')}\n\n${quote} ${extra.join(' ')}`;
      break;
    }
    case 'live': {
      outlet = `${h.country.name} Live`;
      head = `Live: ${head}`;
      const t = at % 1440;
      const entries = [
        `${clock(t)} — ${cap(count)}. ${extra.join(' ')}`,
        `${clock(Math.max(0, t - int(rand, 12, 40)))} — ${quote}`,
        `${clock(Math.max(0, t - int(rand, 45, 90)))} — ${followLead}${lead}. ${facts[0]}`,
      ];
      body = entries.join('\n\n');
      break;
    }
    case 'brief': {
      outlet = pick(
        rand,
        WIRES.map((w) => `${WIRE_SHORT[w]} Briefs`),
      );
      head = head.split(';')[0]!;
      body = `${followLead}${lead}. ${cap(count)}. ${extra.join(' ')}`.trim();
      break;
    }
    case 'broadcast': {
      outlet = `${h.country.adj} Broadcasting Corporation`;
      body = `PRESENTER: ${pick(rand, ['We begin with breaking news.', 'Now to our main story.', 'Turning to the news at home.'])} ${followLead}${lead}.\n\nREPORTER (${person(rand)}, ${h.place.name}): ${cap(count)}. ${facts[0]} ${quote}\n\nPRESENTER: ${pick(rand, ['We will bring you more as we get it.', 'Our reporter there, thank you.'])} ${extra.join(' ')}`;
      break;
    }
    case 'analysis': {
      outlet = pick(rand, ANALYSIS);
      head = pick(rand, [`Analysis: ${head}`, `${head} — and why it matters`, `Behind the news: ${head}`]);
      body = `${shuffle(rand, CONTEXT[h.domain]).slice(0, 2).join(' ')}\n\nThe latest reminder came on ${wd}. ${followLead}${lead}. ${cap(count)}.\n\n${facts.join(' ')} ${aside}\n\n${quote} ${extra.join(' ')}`;
      break;
    }
    case 'release': {
      outlet = pick(rand, DIGEST);
      const who =
        s.role === 'decision'
          ? h.body
          : s.role === 'actor'
            ? h.actor
            : namesFirm(s)
              ? h.firm.name
              : pick(rand, [`the ${h.place.region} regional administration`, `the mayor's office in ${h.place.name}`]);
      body = `${cap(who)} said in a statement on ${wd} that ${lower(lead).replace(` on ${wd}`, '')}. ${cap(count)}, according to the statement.\n\n${facts.slice(0, 2).join(' ')}\n\n${quote} ${extra.join(' ')}`;
      break;
    }
    case 'reaction': {
      outlet = pick(rand, [`The ${h.country.adj} Times`, `${h.country.name} Today`, `The ${h.country.adj} Observer`]);
      const said = /^"([^"]+?)[,.]?"/.exec(quote)?.[1];
      if (said && said.length < 70 && rand() < 0.6) head = `'${said}'`;
      body = `${quote}\n\n${followLead}${lead}. ${cap(count)}.\n\n${facts.slice(0, 2).join(' ')} ${aside} ${extra.join(' ')}`;
      break;
    }
    case 'regional': {
      outlet = pick(rand, [
        `${h.country.adj} Herald (English edition)`,
        `Voice of ${h.place.region}`,
        `${h.country.name} Daily Express in English`,
      ]);
      body = `${pick(rand, ['According to information of our correspondent,', 'As informed the local authorities,', 'By the words of officials,'])} ${lower(lead)}. ${pick(rand, ['As result,', 'In this incident', 'Following to this,'])} ${count}. ${pick(rand, [`The ${h.place.demonym} population is in big worry.`, `People of ${h.place.name} are asking for the answers.`, `The situation in ${h.place.name} is now under the control, the officials informed.`])}\n\n${facts[0]} ${quote} ${extra.join(' ')}`;
      break;
    }
  }
  return { title: spell(head.trim()), body: spell(body.replace(/ +\n/g, '\n').replace(/ {2,}/g, ' ').trim()), outlet };
}

// ---- the groups -------------------------------------------------------------------------------------------

const VENUES: Record<Domain, string[]> = {
  energy: ['energy park', 'power complex'],
  maritime: ['container terminal', 'ferry harbour'],
  conflict: ['bus station', 'industrial zone'],
  'central-banks': ['financial quarter', 'shopping arcade'],
  health: ['medical campus', 'hospital quarter'],
  disasters: ['housing estate', 'industrial estate'],
  semiconductors: ['technology park', 'science park'],
  elections: ['stadium', 'exhibition grounds'],
  cyber: ['business park', 'office district'],
};

function happening(
  domain: Domain,
  spec: Spec,
  country: Country,
  place: Place,
  at: number,
  taken: Place[],
  actor?: string,
): Happening {
  const others = places(country).filter((p) => !taken.includes(p) && p !== place);
  const [lo, hi] = spec.n;
  return {
    id: '',
    domain,
    spec,
    country,
    place,
    firm: firm(rand, spec.trade, usedFirms),
    actor: actor ?? pick(rand, ACTORS[domain]),
    body: BODIES[domain].replaceAll('{Cd}', country.adj).replaceAll('{C}', country.name),
    n: int(rand, lo, Math.max(lo, Math.floor((lo + hi) / 2))),
    x: int(rand, 2, 9),
    y: int(rand, 12, 88),
    at,
    aside: pick(rand, others),
  };
}

/** The domain's specs of these roles; weather specs only when asked (one spell of weather strikes many places). */
const ofRole = (domain: Domain, roles: Spec['role'][], weather = false) =>
  SPECS[domain].filter((s) => roles.includes(s.role) && (weather || s.spread !== 'weather'));
/** Whether a spec's sentences name its firm: only then can two of its happenings differ by firm alone. */
const namesFirm = (s: Spec) => JSON.stringify(s).includes('{O');

/** The happenings of one group: two (three for a busy capital) that no reader would call one event. */
function group(domain: Domain, kind: Kind, day0: number): Happening[] {
  const t0 = day0 * 1440;
  const hour = () => int(rand, 5 * 60, 17 * 60);
  const same = () => t0 + hour();
  const apart = () => t0 + (rand() < 0.5 ? 0 : 1440) + hour();
  /** The second of two same-kind happenings in one country: a day later when such strikes come in waves. */
  const next = (s: Spec) => (s.spread === 'wave' ? t0 + 1440 + hour() : apart());
  const c = pick(rand, world);
  const incident = pick(rand, ofRole(domain, ['incident']));
  const cityPair = () => shuffle(rand, [c.capital, ...c.cities]).slice(0, 2) as [Place, Place];
  switch (kind) {
    case 'two-cities-one-country': {
      const [a, b] = cityPair();
      return [
        happening(domain, incident, c, a, same(), [a, b]),
        happening(domain, incident, c, b, next(incident), [a, b]),
      ];
    }
    case 'neighbouring-towns': {
      const [a, b] = shuffle(rand, pick(rand, c.neighbours));
      return [
        happening(domain, incident, c, a!, same(), [a!, b!]),
        happening(domain, incident, c, b!, next(incident), [a!, b!]),
      ];
    }
    case 'two-countries-same-day': {
      const [c1, c2] = shuffle(rand, world);
      const spec = pick(rand, ofRole(domain, ['incident', 'actor', 'decision']));
      const p1 = pick(rand, [c1!.capital, ...c1!.cities]);
      const p2 = pick(rand, [c2!.capital, ...c2!.cities]);
      return [happening(domain, spec, c1!, p1, same(), [p1]), happening(domain, spec, c2!, p2, same(), [p2])];
    }
    case 'one-actor-two-targets': {
      const spec = pick(rand, ofRole(domain, ['actor']));
      const actor = pick(rand, ACTORS[domain]);
      const [a, b] = shuffle(rand, places(c)).slice(0, 2) as [Place, Place];
      return [
        happening(domain, spec, c, a, same(), [a, b], actor),
        happening(domain, spec, c, b, apart(), [a, b], actor),
      ];
    }
    case 'same-type-other-company': {
      const [a, b] = cityPair();
      const spec = pick(rand, ofRole(domain, ['incident']).filter(namesFirm));
      const second = rand() < 0.5 ? a : b;
      return [happening(domain, spec, c, a, same(), [a, b]), happening(domain, spec, c, second, next(spec), [a, b])];
    }
    case 'one-body-two-decisions': {
      const [s1, s2] = shuffle(rand, ofRole(domain, ['decision']));
      return [
        happening(domain, s1!, c, c.capital, same(), [c.capital]),
        happening(domain, s2!, c, c.capital, apart(), [c.capital]),
      ];
    }
    case 'recurring-venue': {
      const p = pick(rand, [c.capital, ...c.cities]);
      const venue = `the ${pick(rand, ['Harbourside', 'Kestrel', 'Northgate', 'Linden', 'Crown', 'Meadowbank', 'Saltmarsh'])} ${pick(rand, VENUES[domain])}`;
      // The same kind of happening twice only where firms or actors tell the two apart.
      const specs = ofRole(domain, ['incident', 'actor']);
      const s1 = pick(rand, specs);
      const s2 =
        rand() < 0.5 && (namesFirm(s1) || s1.role === 'actor')
          ? s1
          : pick(
              rand,
              specs.filter((s) => s !== s1),
            );
      const actors = shuffle(rand, ACTORS[domain]);
      const a = happening(domain, s1, c, p, same(), [p], actors[0]);
      const b = happening(domain, s2, c, p, t0 + 1440 + hour(), [p], actors[1]);
      a.venue = venue;
      b.venue = venue;
      return [a, b];
    }
    case 'same-place-different-happening': {
      const p = pick(rand, [c.capital, ...c.cities]);
      const s1 = pick(rand, ofRole(domain, ['incident', 'actor'], true));
      const s2 = pick(
        rand,
        ofRole(domain, ['incident', 'actor']).filter((s) => s !== s1),
      );
      return [happening(domain, s1, c, p, same(), [p]), happening(domain, s2, c, p, same(), [p])];
    }
    case 'busy-capital-week': {
      const specs = shuffle(rand, ofRole(domain, ['incident', 'actor', 'decision'])).slice(0, 3);
      return specs.map((s) => happening(domain, s, c, c.capital, apart(), [c.capital]));
    }
  }
}

// ---- write --------------------------------------------------------------------------------------------------

const plan: { domain: Domain; kind: Kind }[] = [];
for (const domain of DOMAINS)
  for (const kind of KINDS) for (let i = 0; i < groupsFor(domain, kind); i++) plan.push({ domain, kind });
const halves = new Map<string, ('tune' | 'held-out')[]>();
for (const domain of DOMAINS)
  for (const kind of KINDS) {
    const k = groupsFor(domain, kind);
    halves.set(
      `${domain}/${kind}`,
      shuffle(rand, [...Array<'tune'>(k / 2).fill('tune'), ...Array<'held-out'>(k / 2).fill('held-out')]),
    );
  }
const days = shuffle(
  rand,
  plan.map((_, i) => i * 4),
);

const rows: Record<string, unknown>[] = [];
let docs = 0;
let events = 0;
plan.forEach(({ domain, kind }, g) => {
  const pairId = `b8-p${g + 1}`;
  const half = halves.get(`${domain}/${kind}`)!.pop()!;
  for (const h of group(domain, kind, days[g]!)) {
    h.id = `b8-e${++events}`;
    const k = int(rand, 2, 4);
    const manners = shuffle(rand, MANNERS).slice(0, k);
    const devs = shuffle(rand, [
      'rising',
      'second-site',
      'correction',
      'follow-up',
      'place-in-body',
      'none',
    ] as Development[]);
    let t = h.at + int(rand, 20, 90);
    let n = h.n;
    manners.forEach((manner, i) => {
      const dev: Development = i === 0 ? (rand() < 0.5 ? 'place-in-body' : 'none') : devs[i - 1]!;
      const n0 = n;
      if (dev === 'rising') n = n + Math.max(1, Math.round(n * (0.2 + rand() * 0.6)));
      const at = dev === 'follow-up' ? h.at + 1440 + int(rand, 60, 600) : t;
      const a = article(h, manner, at, dev, n, n0);
      const slug = a.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60);
      const doc = ++docs;
      const when = new Date(START + at * 60_000);
      rows.push({
        doc_id: `b8-d${doc}`,
        event_id: h.id,
        pair_id: pairId,
        domain,
        kind,
        happening: h.spec.id,
        half,
        published_at: when.toISOString(),
        outlet: a.outlet,
        url: `https://${host(a.outlet)}/${when.getUTCFullYear()}/${String(when.getUTCMonth() + 1).padStart(2, '0')}/${slug}-${doc}`,
        title: a.title,
        body: a.body,
        sample: true,
      });
      t += int(rand, 25, 200);
    });
  }
});

const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`${plan.length} groups, ${events} events, ${rows.length} articles -> ${out}`);
