// Writes scripts/bench/confusers-blind9/confusers.jsonl: groups of two (sometimes three) different happenings
// of one domain on the same day or a day apart, each told by 2-4 outlets in different manners. Seeded and
// deterministic; every name is invented (world.ts) and every row is a sample on an `.example` host.
//
//   npx tsx scripts/bench/confusers-blind9/generate.ts
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { DOMAIN_MINISTER, TYPES, typesOf, type Domain, type HType } from './happenings.ts';
import {
  ARMED_GROUP_FORMS,
  RANSOM_FORMS,
  UNION_FORMS,
  countries,
  firm,
  int,
  named,
  outlet,
  outlets,
  person,
  pick,
  shuffle,
  word,
  type Country,
  type Firm,
  type Outlet,
  type Person,
  type Region,
  type Town,
} from './world.ts';

const SEED = 90_909;
const rng = prng(SEED);
const WORLD = countries(rng);
const OUT = outlets(rng);
const BASE = Date.parse('2026-05-04T00:00:00Z');
const DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const DOMAINS: Domain[] = [
  'energy',
  'maritime',
  'conflict',
  'central-banks',
  'health',
  'disasters',
  'semiconductors',
  'elections',
  'cyber',
];

type Kind =
  | 'two-towns-one-region'
  | 'two-venues-one-city'
  | 'two-firms-one-trade'
  | 'one-actor-two-targets'
  | 'two-people-one-office'
  | 'two-countries-same-day'
  | 'one-body-two-decisions'
  | 'same-place-different-happening'
  | 'follow-up-vs-new';

/** Groups of each kind per domain, weighted to where engines fail. */
function plan(domain: Domain): [Kind, number][] {
  const noTrade = !TYPES.some((t) => t.domain === domain && t.trade && t.frame !== 'office');
  const rows: [Kind, number][] = [
    ['two-towns-one-region', noTrade ? 6 : 4],
    ['two-venues-one-city', 4],
    ['two-firms-one-trade', noTrade ? 0 : 2],
    ['one-actor-two-targets', 2],
    ['two-people-one-office', 2],
    ['two-countries-same-day', 2],
    ['one-body-two-decisions', 2],
  ];
  if (['health', 'central-banks', 'cyber', 'disasters'].includes(domain))
    rows.push(['same-place-different-happening', 2]);
  if (domain in AGAIN_TYPES) rows.push(['follow-up-vs-new', 2]);
  return rows.filter(([, n]) => n > 0);
}

/** One happening: who, where, when, how many. */
interface Happening {
  type: HType;
  country: Country;
  region: Region;
  town: Town;
  day: number;
  hour: number;
  venue?: string;
  firm?: Firm;
  actor?: { name: string; short: string };
  target?: string;
  person?: Person;
  office?: string;
  n: number;
  x: number;
  elsewhere: string;
  /** A new incident at the place of an earlier one (follow-up-vs-new). */
  again?: boolean;
  /** Told again the next day (the earlier happening of follow-up-vs-new). */
  followed?: boolean;
}

const WEATHER = new Set(['flood']);
const WAVES = new Set(['shelling-town', 'polling-violence']);
/** Incidents that are plainly new when they strike the same place a day later: a new fire, another ship. */
const AGAIN_TYPES: Partial<Record<Domain, string>> = {
  energy: 'refinery-fire',
  maritime: 'ship-grounding',
  disasters: 'factory-explosion',
  semiconductors: 'fab-fire',
};
const sites = (d: Domain) => typesOf(d, 'site').filter((t) => !WEATHER.has(t.id));
const VENUE_NAMES = [
  'North',
  'East',
  'Old Harbour',
  'Riverside',
  'Hillcrest',
  'Westgate',
  'Lakeside',
  'Saint Orrin',
  'Kingsmead',
];

const regionOf = (c: Country, t: Town) => c.regions.find((r) => r.towns.includes(t)) ?? c.regions[0]!;
const otherTown = (r: Region, not: Town[]) =>
  pick(
    rng,
    r.towns.filter((t) => !not.includes(t)),
  );

function happening(type: HType, country: Country, town: Town, day: number, extra: Partial<Happening> = {}): Happening {
  const region = regionOf(country, town);
  const h: Happening = {
    type,
    country,
    region,
    town,
    day,
    hour: int(rng, 5, 15),
    n: int(rng, type.n[0], type.n[1]),
    x: int(rng, 40, 320),
    elsewhere: otherTown(region, [town]).name,
    ...extra,
  };
  if (type.venue && !h.venue) h.venue = pick(rng, type.venue);
  if (type.trade && !h.firm) h.firm = firm(rng, type.trade.trade, type.trade.suffixes, type.trade.products);
  if (type.actor && !h.actor) h.actor = actorFor(type);
  if (type.targets && !h.target) h.target = pick(rng, type.targets).replace('{town}', town.name);
  if (type.office && !h.person) {
    h.person = type.office === 'mayor' ? person(rng) : country.ministers[type.office];
    h.office = type.office === 'mayor' ? `mayor of ${town.name}` : `${type.office} minister`;
  }
  return h;
}

function actorFor(type: HType) {
  if (type.actor === 'armed') return named(rng, ARMED_GROUP_FORMS, { W: word(rng, 2) });
  if (type.actor === 'ransom') return named(rng, RANSOM_FORMS, { W: word(rng, 1) });
  const trades: Record<Domain, string[]> = {
    energy: ['Mine', 'Power', 'Energy'],
    maritime: ['Dock', 'Seafarers'],
    conflict: ['Transport'],
    'central-banks': ['Bank', 'Finance Sector'],
    health: ['Health', 'Nurses'],
    disasters: ['Fire and Rescue', 'Emergency Services'],
    semiconductors: ['Electronics', 'Metal and Electronics'],
    elections: ['Public Service', 'Civil Service'],
    cyber: ['Communication'],
  };
  return named(rng, UNION_FORMS, { T: pick(rng, trades[type.domain]) });
}

const anyTown = (c: Country) => pick(rng, pick(rng, c.regions).towns);
const twoCountries = () => {
  const [a, b] = shuffle(rng, WORLD);
  return [a!, b!] as const;
};

/** The happenings of one group of a kind. */
function group(kind: Kind, domain: Domain): Happening[] {
  const c = pick(rng, WORLD);
  const sameDay = () => (rng() < 0.65 ? 0 : 1);
  switch (kind) {
    case 'two-towns-one-region': {
      const r = pick(rng, c.regions);
      const type = pick(rng, sites(domain));
      // Shelling and polling-day clashes come in waves: in two towns of a region they are a day apart.
      const wave = WAVES.has(type.id);
      const towns = shuffle(rng, r.towns).slice(0, !wave && rng() < 0.25 ? 3 : 2);
      return towns.map((t, i) =>
        happening(wave || rng() < 0.6 ? type : pick(rng, sites(domain)), c, t, wave ? i : i === 0 ? 0 : sameDay()),
      );
    }
    case 'two-venues-one-city': {
      const city = rng() < 0.4 ? c.capital : anyTown(c);
      const names = shuffle(rng, VENUE_NAMES);
      const options = sites(domain).filter((t) => t.id !== 'ballot-shortage');
      // Shelling in one town on one day could be one barrage, and clashes at two polling stations one
      // election day's trouble: there the two are a day apart.
      const apart = domain === 'conflict' || domain === 'elections';
      const type = domain === 'conflict' ? typesOf(domain, 'site')[0]! : pick(rng, options);
      return [type, type].map((type, i) =>
        happening(type, c, city, apart ? i : i === 0 ? 0 : sameDay(), {
          venue: `${names[i]} ${pick(rng, type.venue ?? ['site'])}`,
        }),
      );
    }
    case 'two-firms-one-trade': {
      const type = pick(
        rng,
        TYPES.filter((t) => t.domain === domain && t.trade && t.frame !== 'office'),
      );
      const [c1, c2] = rng() < 0.6 ? [c, c] : twoCountries();
      return [c1, c2].map((cc, i) => happening(type, cc, anyTown(cc), i === 0 ? 0 : sameDay()));
    }
    case 'one-actor-two-targets': {
      const type = pick(rng, typesOf(domain, 'actor'));
      const actor = actorFor(type);
      const targets = shuffle(rng, type.targets ?? []);
      const r = pick(rng, c.regions);
      const [t1, t2] = shuffle(rng, r.towns);
      return [t1!, t2!].map((t, i) =>
        happening(type, c, t, i, { actor, target: targets[i]!.replace('{town}', t.name) }),
      );
    }
    case 'two-people-one-office': {
      const type = pick(rng, typesOf(domain, 'office'));
      if (type.office === 'mayor') {
        const [r1, r2] = shuffle(rng, c.regions);
        return [r1!, r2!].map((r) => happening(type, c, pick(rng, r.towns), 0));
      }
      const [c1, c2] = twoCountries();
      return [c1, c2].map((cc) => happening(type, cc, cc.capital, 0));
    }
    case 'two-countries-same-day': {
      const type = pick(rng, [...sites(domain), ...typesOf(domain, 'body')]);
      const [c1, c2] = twoCountries();
      return [c1, c2].map((cc) => happening(type, cc, type.frame === 'body' ? cc.capital : anyTown(cc), 0));
    }
    case 'one-body-two-decisions': {
      const [t1, t2] = shuffle(rng, typesOf(domain, 'body'));
      return [t1!, t2!].map((type, i) => happening(type, c, c.capital, i === 0 ? 0 : sameDay()));
    }
    case 'same-place-different-happening': {
      const town = anyTown(c);
      const [t1, t2] = shuffle(rng, typesOf(domain, 'site'));
      return [t1!, t2!].map((type, i) => happening(type, c, town, i === 0 ? 0 : sameDay()));
    }
    case 'follow-up-vs-new': {
      const type = TYPES.find((t) => t.id === AGAIN_TYPES[domain])!;
      const first = happening(type, c, anyTown(c), 0, { followed: true });
      // Another ship runs aground where one did; a new fire or blast hits the same firm's plant.
      const firm = type.id === 'ship-grounding' ? undefined : first.firm;
      return [first, happening(type, c, first.town, 1, { venue: first.venue, firm, again: true })];
    }
  }
}

// ---------------------------------------------------------------- wording

const DIRECTIONS = ['northern', 'southern', 'eastern', 'western', 'coastal', 'hill', 'river', 'border'];

/** The place named the ways desks name it; `withRegion` always names the region too. */
function placePhrase(h: Happening, withRegion: boolean): string {
  const t = h.town;
  const regional = [
    `${t.name} in the ${h.region.name} region`,
    `${t.name}, ${h.region.name}`,
    `${t.name} in ${h.country.name}’s ${h.region.name} province`,
    `the ${pick(rng, DIRECTIONS)} town of ${t.name} in ${h.region.name}`,
  ];
  const plain = [
    t.name,
    `the ${pick(rng, DIRECTIONS)} town of ${t.name}`,
    `${t.name} (pop. ${t.population.toLocaleString('en-GB')})`,
    `the ${t.district} district of ${t.name}`,
    `${t.name} on the ${t.river} river`,
    `${t.name} near the ${h.country.neighbour} border`,
    `${t.name}, not far from ${t.landmark}`,
  ];
  return pick(rng, withRegion ? regional : [...plain, ...regional]);
}

function firmRef(f: Firm, town: Town): string {
  return pick(rng, [
    f.name,
    f.name,
    `${f.name} (${f.ticker})`,
    f.ticker,
    `${town.name}-based ${f.name}`,
    `the ${f.trade} ${f.name}`,
  ]);
}

const weekday = (h: Happening, plus = 0) => WEEKDAYS[new Date(BASE + (h.day + plus) * DAY).getUTCDay()]!;

/** Fill a template's slots for one article. */
function fill(s: string, h: Happening, place: string, plus = 0, override: Record<string, string> = {}): string {
  const c = h.country;
  const body = h.type.body ? String(c[h.type.body]) : c.civilProtection;
  const bodyShort =
    h.type.body === 'centralBank'
      ? c.centralBankShort
      : h.type.body === 'elections'
        ? c.electionsShort
        : h.type.body === 'cyberAgency'
          ? c.cyberAgencyShort
          : h.type.body === 'regulator'
            ? c.regulatorShort
            : body.split(' ')[0]!;
  const official = c.ministers[DOMAIN_MINISTER[h.type.domain]];
  const title = `${DOMAIN_MINISTER[h.type.domain].replace(/^./, (x) => x.toUpperCase())} Minister`;
  const slots: Record<string, string> = {
    place,
    town: h.town.name,
    region: h.region.name,
    country: c.name,
    demonym: c.demonym,
    venue: h.venue ?? 'site',
    firm: h.firm ? firmRef(h.firm, h.town) : body,
    firmName: h.firm?.name ?? body,
    ticker: h.firm?.ticker ?? bodyShort,
    product: h.firm?.product ?? 'supplies',
    actor: h.actor?.name ?? body,
    actorShort: h.actor?.short ?? bodyShort,
    target: h.target ?? h.town.name,
    body,
    bodyShort,
    person: h.person ? `${h.person.first} ${h.person.last}` : `${official.first} ${official.last}`,
    personLast: h.person?.last ?? official.last,
    office: h.office ?? '',
    official: `${official.first} ${official.last}`,
    officialLast: official.last,
    officialTitle: title,
    governor: `${c.governor.first} ${c.governor.last}`,
    cyberAgency: c.cyberAgency,
    n: String(h.n),
    n2: String(h.n + Math.max(1, Math.round(h.n * (0.15 + rng() * 0.3)))),
    x: String(h.x),
    cur: c.currency,
    day: weekday(h, plus),
    elsewhere: h.elsewhere,
    ...override,
  };
  return s.replace(/\{(\w+)\}/g, (_, k: string) => slots[k] ?? `{${k}}`);
}

const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const titleCase = (s: string) =>
  s.replace(/\b([a-z])([a-z’']*)/g, (w, a: string, rest: string) =>
    ['of', 'in', 'at', 'on', 'to', 'for', 'and', 'as', 'by', 'the', 'a'].includes(w) ? w : a.toUpperCase() + rest,
  );

type Manner =
  | 'wire'
  | 'local'
  | 'trade'
  | 'live'
  | 'brief'
  | 'broadcast'
  | 'analysis'
  | 'reaction'
  | 'regional'
  | 'titlecase'
  | 'social';
const MANNERS: Manner[] = [
  'wire',
  'local',
  'trade',
  'live',
  'brief',
  'broadcast',
  'analysis',
  'reaction',
  'regional',
  'titlecase',
  'social',
];
type Development = 'first' | 'grow' | 'correction' | 'follow';

const CORRECTIONS = [
  'Correction: an earlier version of this story gave the wrong day of the week.',
  'This story has been corrected to fix the spelling of {town}.',
  'An earlier version misstated the figure; it is {n}.',
  'Clarification: the {venue} is in {town}, not {elsewhere} as first reported.',
];
const AGAIN = [
  'It is the second incident at the site in two days, after an earlier one on {prev}.',
  'The {venue} was hit by a separate incident only a day earlier.',
  'Staff were still dealing with {prev}’s incident when the new one began.',
];
const CONTEXT = [
  'Trouble has been building in {region} for months.',
  'For {country}, the timing could hardly be worse.',
  'This is a week that {demonym} officials had hoped would be quiet.',
  'Anyone watching {region} this spring has seen warnings pile up.',
];
const LOCAL_OPENERS = [
  'Residents of {town} woke to the news on {day}.',
  'People in {town} are asking how it could happen.',
  'Shopkeepers on {town}’s high street spoke of little else on {day}.',
];
const REGIONAL_OPENERS = [
  'According to the informations received by our newsroom,',
  'As it was reported by the local authorities,',
  'Per the sources of our correspondent,',
];
const SIGNOFFS = [
  '(Reporting by {r1}; editing by {r2})',
  '(Writing by {r1}; additional reporting by {r2})',
  '-- {r1}, {r2}',
];

function reporter(): string {
  const p = person(rng);
  return `${p.first} ${p.last}`;
}

function localOutlet(h: Happening): Outlet {
  return outlet(
    `${pick(rng, ['The ', '', ''])}${h.town.name} ${pick(rng, ['Courier', 'Gazette', 'Echo', 'Post', 'Herald', 'Chronicle'])}`,
  );
}

interface Article {
  outlet: Outlet;
  title: string;
  body: string;
  at: number;
}

/** One article about a happening, in a manner, at a stage of its telling. */
function article(h: Happening, manner: Manner, dev: Development, at: number, mustRegion: boolean): Article {
  const follow = dev === 'follow';
  const place = placePhrase(h, mustRegion);
  // Briefs name a firm by its trade only.
  const byTrade: Record<string, string> =
    manner === 'brief' && h.firm ? { firm: `a ${h.firm.trade}`, firmName: `a ${h.firm.trade}` } : {};
  const f = (s: string) => capFirst(fill(s, h, place, follow ? 1 : 0, byTrade));
  const t = h.type;
  let lead = f(pick(rng, follow ? t.follow : t.leads));
  if (follow && mustRegion) lead += f(` {town} lies in the {region} region.`);
  const fact = f(pick(rng, t.facts));
  const quote = f(pick(rng, t.quotes));
  const again = h.again ? ` ${f(pick(rng, AGAIN)).replace('{prev}', weekday(h, -1))}` : '';
  const devLine = dev === 'grow' ? f(pick(rng, t.updates)) : dev === 'correction' ? f(pick(rng, CORRECTIONS)) : '';
  const head = f(pick(rng, t.heads));
  const line = f(pick(rng, t.line));
  const date = new Date(at);
  const stamp = (mins: number) => {
    const d = new Date(at - mins * 60_000);
    return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  };
  const sign = pick(rng, SIGNOFFS).replace('{r1}', reporter()).replace('{r2}', reporter());
  const join = (...xs: string[]) => xs.filter(Boolean).join(' ');
  switch (manner) {
    case 'wire': {
      const o = pick(rng, OUT.wire);
      const tag = o.name
        .split(' ')
        .map((w) => w[0])
        .join('');
      const dateline = `${h.town.name.toUpperCase()}${mustRegion || rng() < 0.4 ? `, ${h.region.name}` : ''}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} (${tag}) -`;
      return { outlet: o, title: head, body: join(dateline, lead, again, fact, quote, devLine, sign), at };
    }
    case 'local': {
      const o = localOutlet(h);
      const opener = f(pick(rng, LOCAL_OPENERS));
      const council = f(
        `${h.town.council} ${pick(rng, ['called an emergency meeting', 'said it was in touch with the families', 'opened a help line', 'asked residents to avoid the area'])}.`,
      );
      return { outlet: o, title: capFirst(line), body: join(opener, lead, again, council, quote, devLine), at };
    }
    case 'trade': {
      const name = pick(rng, OUT.trade[t.domain] ?? ['Sector Wire']);
      const o = outlet(name);
      const intro = h.firm
        ? `${h.firm.name} (${h.firm.ticker}), the ${h.town.name}-based ${h.firm.trade}, is in the spotlight.`
        : f(pick(rng, CONTEXT));
      const title = h.firm ? `${h.firm.ticker}: ${head}` : head;
      return { outlet: o, title, body: join(intro, lead, again, fact, devLine), at };
    }
    case 'live': {
      const o = pick(rng, OUT.live);
      const entries = [
        devLine && `${stamp(0)} — ${devLine}`,
        `${stamp(int(rng, 10, 40))} — ${quote}`,
        `${stamp(int(rng, 45, 90))} — ${lead}${again}`,
      ].filter(Boolean);
      return { outlet: o, title: `Live: ${head}`, body: entries.join('\n'), at };
    }
    case 'brief': {
      const o = pick(rng, OUT.brief);
      return { outlet: o, title: capFirst(line), body: join(lead, devLine), at };
    }
    case 'broadcast': {
      const o = pick(rng, OUT.broadcast);
      const body = [
        `PRESENTER: ${pick(rng, ['Now to', 'Turning to', 'We go first to'])} ${h.town.name}. ${lead}`,
        `REPORTER (${h.town.name}): ${fact} ${quote}${again}`,
        devLine && `PRESENTER: ${devLine}`,
      ]
        .filter(Boolean)
        .join('\n');
      return { outlet: o, title: head, body, at };
    }
    case 'analysis': {
      const o = pick(rng, OUT.analysis);
      return {
        outlet: o,
        title: `${pick(rng, ['Analysis: ', 'Why it matters: ', 'Explainer: '])}${head}`,
        body: join(
          f(pick(rng, CONTEXT)),
          fact,
          `On ${weekday(h, follow ? 1 : 0)}, that backdrop met events: ${lead}`,
          again,
          quote,
        ),
        at,
      };
    }
    case 'reaction': {
      const o = pick(rng, OUT.reaction);
      return {
        outlet: o,
        title: `${pick(rng, ['Anger and grief: ', 'Reaction: ', '“Why?”: '])}${head}`,
        body: join(quote, lead, again, devLine),
        at,
      };
    }
    case 'regional': {
      const o = pick(rng, OUT.regional);
      const body = join(
        pick(rng, REGIONAL_OPENERS),
        (lead.charAt(0).toLowerCase() + lead.slice(1)).replace(/ on (\w+day)/, ' on the $1'),
        again,
        fact,
        quote,
        'More details will follow by our newsroom.',
      );
      return {
        outlet: o,
        title: `${head} - ${pick(rng, ['authorities informs', 'details here', 'situation is developing'])}`,
        body,
        at,
      };
    }
    case 'titlecase': {
      const o = pick(rng, OUT.titlecase);
      return { outlet: o, title: titleCase(head), body: join(lead, again, fact, quote, devLine), at };
    }
    case 'social': {
      const o = outlet(pick(rng, OUT.social));
      const tag = `#${h.town.name.toLowerCase()} #${t.domain.replace('-', '')}`;
      return {
        outlet: o,
        title: line.toLowerCase(),
        body: `${pick(rng, ['breaking:', 'just in:', 'update:', ''])} ${line.toLowerCase()}. ${lead.toLowerCase()} ${tag}`.trim(),
        at,
      };
    }
  }
}

/** How a happening is told: 2-4 outlets, each in another manner, developing over the day and the next. */
function tell(h: Happening, mustRegion: boolean): Article[] {
  const count = int(rng, h.followed ? 3 : 2, 4);
  const manners = shuffle(rng, MANNERS).slice(0, count);
  const start = BASE + h.day * DAY + h.hour * 3_600_000;
  return manners.map((m, i) => {
    const dev: Development =
      i === 0
        ? 'first'
        : i === count - 1 && (h.followed || rng() < 0.35)
          ? 'follow'
          : pick(rng, ['grow', 'grow', 'correction', 'first']);
    const at =
      dev === 'follow'
        ? start + DAY + int(rng, 1, 6) * 3_600_000
        : start + int(rng, 20, 60 * 7) * 60_000 * (i === 0 ? 0.2 : 1);
    return article(h, m, dev, Math.round(at), mustRegion && (i === 0 || rng() < 0.5));
  });
}

// ---------------------------------------------------------------- rows

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const rows: Record<string, unknown>[] = [];
let g = 0;
for (const domain of DOMAINS) {
  for (const [kind, count] of plan(domain)) {
    // Each kind in each domain split evenly into halves, the order drawn by the seed.
    const halves = shuffle(rng, [
      ...Array<string>(count / 2).fill('tune'),
      ...Array<string>(count / 2).fill('held-out'),
    ]);
    for (let i = 0; i < count; i++) {
      g++;
      const pairId = `b9-g${String(g).padStart(3, '0')}`;
      const offset = int(rng, 0, 55);
      const happenings = group(kind, domain).map((h) => ({ ...h, day: h.day + offset }));
      happenings.forEach((h, e) => {
        const eventId = `${pairId}-e${e + 1}`;
        tell(h, kind === 'two-towns-one-region').forEach((a, k) => {
          const docId = `${eventId}-a${k + 1}`;
          const hash = createHash('sha256').update(docId).digest('hex').slice(0, 8);
          const d = new Date(a.at);
          rows.push({
            doc_id: docId,
            event_id: eventId,
            pair_id: pairId,
            domain,
            kind,
            happening: h.type.id,
            half: halves[i],
            published_at: d.toISOString(),
            outlet: a.outlet.name,
            url: `https://${a.outlet.host}/${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${slug(a.title)}-${hash}`,
            title: a.title,
            body: a.body,
            sample: true,
          });
        });
      });
    }
  }
}

const path = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
writeFileSync(path, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const groups = new Set(rows.map((r) => r.pair_id)).size;
const events = new Set(rows.map((r) => r.event_id)).size;
console.log(`${groups} groups, ${events} happenings, ${rows.length} articles -> ${path}`);
