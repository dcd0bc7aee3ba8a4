// Writes confusers.jsonl for the blind7 set (fictional sample data, held out whole):
//   npx tsx scripts/bench/confusers-blind7/generate.ts
// Seeded and deterministic: the same file every run. See README.md for what the set holds.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { HAPPENINGS, TARGETS, type Anchor, type HappeningType } from './happenings.ts';
import {
  ACTORS,
  COUNTRIES,
  DOMAINS,
  FIRMS,
  OUTLETS,
  type Country,
  type Domain,
  type Manner,
  type Outlet,
} from './world.ts';

const rand = prng(0xb1d7);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number) => rand() < p;
function shuffled<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const pickOther = <T>(xs: readonly T[], not: readonly T[]): T => pick(xs.filter((x) => !not.includes(x)));

type Kind =
  | 'one-body-two-decisions'
  | 'two-cities-one-country'
  | 'one-actor-two-targets'
  | 'recurring-venue'
  | 'two-countries-same-day'
  | 'same-type-other-company'
  | 'neighbouring-towns'
  | 'same-place-different-happening'
  | 'busy-capital-week'
  | 'two-orgs-one-country';

const HEAVY: Kind[] = [
  'one-body-two-decisions',
  'two-cities-one-country',
  'one-actor-two-targets',
  'recurring-venue',
  'two-countries-same-day',
  'same-type-other-company',
];
const LIGHT: Kind[] = [
  'neighbouring-towns',
  'same-place-different-happening',
  'busy-capital-week',
  'two-orgs-one-country',
];

/** Per domain, the kind of happening that stays two stories when it happens twice in one country: no shared storm or outbreak. */
const REPEATABLE: Record<Domain, string> = {
  energy: 'refinery-fire',
  maritime: 'ship-collision',
  conflict: 'militia-raid',
  'central-banks': 'counterfeit-seizure',
  health: 'clinic-attack',
  disasters: 'mine-collapse',
  semiconductors: 'fab-outage',
  elections: 'rally-violence',
  cyber: 'ransomware-hit',
};

/** Plant and facility names for happenings whose text names a site, when the group has no shared venue. */
const SITES: Record<Domain, string[]> = {
  energy: ['Fellgate refinery', 'Ormond Quay refinery', 'Harlan Cross refinery', 'Tollbridge fuel works'],
  maritime: ['outer breakwater', 'north container basin', 'Quarry Point pilot station', 'east harbour mouth'],
  conflict: ['old customs house', 'river crossing', 'ring road junction'],
  'central-banks': ['mint building', 'clearing house'],
  health: ['district hospital', 'municipal clinic'],
  disasters: ['Crannoch Dam', 'Lake Verrin dam', 'Mount Ossery crater', 'Sallin reservoir wall'],
  semiconductors: ['Pellgrave fab', 'Aldwin Park fab', 'Riverside Fab 2', 'Cobbet Lane wafer plant'],
  elections: ['town hall', 'county hall'],
  cyber: ['council data centre', 'municipal server room'],
};

/**
 * Kinds that a reader could take for one story when they meet in a group (an evacuation and a flood in
 * one place): the second is dropped, so the happenings of a group stay plainly apart.
 */
const CLOSE: [string, string][] = [['evacuation-order', 'flash-flood']];
const apart = (types: HappeningType[]) =>
  types.filter(
    (t, i) =>
      !types.slice(0, i).some((u) => CLOSE.some(([a, b]) => (a === u.id && b === t.id) || (b === u.id && a === t.id))),
  );

const typesOf = (d: Domain, a: Anchor) => HAPPENINGS.filter((h) => h.domain === d && h.anchor === a);
const typeById = (id: string) => HAPPENINGS.find((h) => h.id === id)!;

/** One happening: everything its articles may say. */
interface Facts {
  type: HappeningType;
  country: Country;
  place: string;
  other: string;
  province: string;
  site: string;
  actor: string;
  short: string;
  ticker: string;
  trade: string;
  target: string;
  n: number;
  n2: number;
  x: string;
  y: string;
  /** Days after the group's first day. */
  day: number;
  /** A sentence tying the happening to a venue the group shares, if it does. */
  venueLine?: string;
}

interface Plan {
  type: HappeningType;
  country: Country;
  place: string;
  day: number;
  actor?: { name: string; short: string };
  firm?: (typeof FIRMS)[Domain][number];
  target?: string;
  site?: string;
  /** Figures, x and y to stay clear of (the other happenings of a group of one kind). */
  notX?: string[];
  nearN?: number;
  venueLine?: string;
}

function facts(p: Plan): Facts {
  const t = p.type;
  const c = p.country;
  const domain = t.domain;
  const body = c.bodies[domain];
  const lo = t.n[0];
  const hi = t.n[1];
  const n =
    p.nearN === undefined ? int(lo, hi) : Math.min(hi, Math.max(lo, p.nearN + pickOther([-2, -1, 1, 2, 3], [])));
  const n2 = t.rise ? n + int(1, t.rise) : n;
  const xs = t.x.filter((x) => !(p.notX ?? []).includes(x));
  const anchorName =
    t.anchor === 'body'
      ? { actor: `the ${body.name}`, short: body.short, ticker: body.short, trade: body.short }
      : t.anchor === 'firm' && p.firm
        ? { actor: p.firm.name, short: p.firm.short, ticker: p.firm.ticker, trade: p.firm.trade }
        : p.actor
          ? { actor: p.actor.name, short: p.actor.short, ticker: p.actor.short, trade: p.actor.short }
          : { actor: '', short: '', ticker: '', trade: '' };
  return {
    type: t,
    country: c,
    place: p.place,
    other: pickOther([c.capital, ...c.cities], [p.place]),
    province: pick(c.province),
    site: p.site ?? pick(SITES[domain]),
    ...anchorName,
    target: p.target ?? '',
    n,
    n2,
    x: pick(xs.length ? xs : t.x),
    y: pick(t.y),
    day: p.day,
    venueLine: p.venueLine,
  };
}

const BASE = Date.UTC(2026, 3, 6); // a Monday
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

function fill(s: string, f: Facts, dayIndex: number): string {
  const c = f.country;
  const off = c.officials[f.type.domain];
  const slots: Record<string, string> = {
    place: f.place,
    country: c.name,
    adj: c.adj,
    capital: c.capital,
    other: f.other,
    province: f.province,
    cur: c.currency,
    day: WEEKDAYS[new Date(BASE + dayIndex * 86_400_000).getUTCDay()]!,
    actor: f.actor,
    short: f.short,
    ticker: f.ticker,
    trade: f.trade,
    target: f.target,
    site: f.site,
    n: f.n >= 1000 ? f.n.toLocaleString('en-GB') : String(f.n),
    n2: f.n2 >= 1000 ? f.n2.toLocaleString('en-GB') : String(f.n2),
    off: off.name,
    role: off.role,
  };
  // x and y may hold slots themselves ("offshore block {n}"): fill them first.
  slots.x = f.x.replace(/\{(\w+)\}/g, (m, k: string) => slots[k] ?? m);
  slots.y = f.y.replace(/\{(\w+)\}/g, (m, k: string) => slots[k] ?? m);
  return s.replace(/\{(\w+)\}/g, (m, k: string) => slots[k] ?? m).replace(/\b([Aa]) (?=(8\d*|11|18)\b)/g, '$1n ');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** First words of every name in the world: a sentence starting with one keeps its capital when it follows a colon. */
const PROPER = new Set(
  [
    ...COUNTRIES.flatMap((c) => [
      c.name,
      c.adj,
      c.capital,
      ...c.cities,
      ...c.towns,
      ...c.province,
      ...Object.values(c.officials).map((o) => o.name),
      ...Object.values(c.bodies).map((b) => b.name),
      ...Object.values(c.venues).map((v) => v.name),
    ]),
    ...Object.values(FIRMS).flatMap((fs) => fs.flatMap((f) => [f.name, f.short])),
    ...Object.values(ACTORS).flatMap((as) => as.flatMap((a) => [a.name, a.short])),
    ...Object.values(TARGETS).flat(),
    ...HAPPENINGS.flatMap((h) => [...h.x, ...h.y]),
  ].map((s) => s.split(' ')[0]!),
);
const uncap = (s: string) => {
  const first = s.split(/[ ,:]/)[0]!;
  return /^[A-Z]([a-z]|\s)/.test(s) && !PROPER.has(first) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
};
const sentence = (s: string) => (/[.!?"”]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

// ── what outlets add of their own ─────────────────────────────────────────────
const REPORTERS = [
  'Ana Pirrell',
  'Tomas Ekwueme',
  'Lotte Vandersall',
  'Priya Oduya',
  'Gideon Stray',
  'Mira Kallistrand',
];
const EDITORS = ['Hugh Bellamont', 'Sunniva Orr', 'Rafael Dunmore', 'Keiko Ansari'];
const LOCAL_COLOUR = [
  'For families in {place}, it was the only topic at the school gates.',
  'Shopkeepers on the high street said customers talked of little else.',
  'The town council said it would hold an open meeting next week.',
  'Long-time residents said they could not remember anything like it.',
  'Our reporter spent the afternoon talking to people in {place}.',
];
const BLOG_OPENERS = [
  'I spent the morning reading every statement I could find, so you don’t have to.',
  'Short post today, because things are still moving.',
  'A reader asked me to explain this one, so here goes.',
  'Quick note before the weekend.',
];
const BLOG_CLOSERS = [
  'I’ll update this when there is more.',
  'My take: watch what happens over the next week.',
  'Comments are open, as always.',
];
const ANALYSIS_CONTEXT: Record<Domain, string[]> = {
  energy: [
    'Few things in {country} politics are as touchy as the price of power.',
    'For a decade, {country} has tried to wean itself off imported fuel, with mixed success.',
  ],
  maritime: [
    'Shipping through the region has been under strain since freight rates began climbing last year.',
    'The waters off {country} have long been among the busiest, and least forgiving, in the region.',
  ],
  conflict: [
    'The conflict in {country} has ground on for years with no settlement in sight.',
    'Each lull in the fighting in {country} has so far proved temporary.',
  ],
  'central-banks': [
    'Inflation in {country} has been above target for most of the past three years.',
    'The {cur} has lost ground against its trading partners since the winter.',
  ],
  health: [
    '{country}’s health system was stretched thin long before this week.',
    'Access to medicines has been a running sore in {country}’s politics.',
  ],
  disasters: [
    'Climate scientists have warned for years that {country} faces more extreme weather.',
    'Building rules in {country} are strict on paper and loose in practice.',
  ],
  semiconductors: [
    'Chips have become a matter of state in {country}, not just of industry.',
    'The chip cycle has been brutal this year, swinging from shortage to glut.',
  ],
  elections: [
    'The campaign in {country} has been the most bitter in a generation.',
    'Trust in {country}’s electoral institutions has been sliding for years.',
  ],
  cyber: [
    'Cyber attacks on {country}’s firms and public bodies have grown in number and boldness.',
    '{country} only passed its first data-protection law six years ago.',
  ],
};
const PASSING = [
  'Flights to {other} were not affected.',
  'Officials in {other} said they were following events closely.',
  'The news broke as {other} prepared for its annual trade fair.',
  'A planned visit by the {role} to {other} went ahead as scheduled.',
];
const VAGUE_PLACE = ['a city in {province}', 'a town in the {adj} interior', 'the {adj} city', 'a regional centre'];

interface Article {
  title: string;
  body: string;
  hours: number;
}

/**
 * Who says the quote: the first of a kind's quotes is the side that acts or governs (the national
 * official or the body or firm's spokesperson), the others come from those it touches.
 */
function quoter(f: Facts, d: number, manner: Manner, first: boolean): string {
  if (!first)
    return manner === 'local'
      ? pick(['a resident', 'a neighbour'])
      : pick(['a local official', 'one person affected', 'a person at the scene']);
  // An armed group, a crew or a movement is not quoted as the side that governs.
  const attacker =
    f.type.anchor === 'actor' && !['central-banks', 'disasters', 'semiconductors'].includes(f.type.domain);
  if (chance(0.6) || !f.short || attacker) return fill(pick(['{role} {off}', '{off}']), f, d);
  const article = /^[AEIOU]/.test(f.short) ? 'an' : 'a';
  return fill(
    f.short.startsWith('the ')
      ? 'a spokesperson for {short}'
      : pick(['a spokesperson for {short}', `${article} {short} representative`]),
    f,
    d,
  );
}

function render(f: Facts, outlet: Outlet, stage: 0 | 1 | 2, twist: Twist, d0: number): Article {
  const t = f.type;
  const d = d0 + (stage === 2 ? 1 : 0);
  const F = (s: string) => fill(s, f, d0);
  const bare = t.heads.filter((h) => !h.includes('{place}'));
  const placed = t.heads.filter((h) => h.includes('{place}'));
  let head = cap(F(pick(twist === 'place-in-body' ? bare : chance(0.5) && placed.length ? placed : t.heads)));
  let lead = cap(F(pick(t.leads)));
  if (twist === 'place-in-body') lead = lead.split(f.place).join(F(pick(VAGUE_PLACE)));
  const details = shuffled(t.details).map((x) => cap(F(x)));
  const qi = Math.floor(rand() * t.quotes.length);
  const quote = F(t.quotes[qi]!);
  const said = quoter(f, d0, outlet.manner, qi === 0);
  const quoteLine = pick([`"${quote}," ${said} said.`, `${cap(said)} said: "${quote}."`, `"${quote}," said ${said}.`]);
  const update = stage >= 1 && t.updates.length ? F(pick(t.updates)) : '';
  const extras: string[] = [];
  if (f.venueLine) extras.push(F(f.venueLine));
  if (twist === 'place-in-body')
    extras.push(
      F(pick(['It happened in {place}.', 'Officials in {place} confirmed the details.', 'The scene was in {place}.'])),
    );
  if (chance(0.4)) extras.push(F(pick(PASSING)));
  if (stage === 2) {
    const follow = fill(pick(t.follows), f, d);
    head = pick([head, cap(F(pick(bare))), `Day after: ${uncap(F(pick(bare)))}`]);
    lead = `${sentence(follow)} ${sentence(`On ${fill('{day}', f, d0)}, ${uncap(lead.replace(/ on (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)/, ''))}`)}`;
  }
  if (twist === 'reaction-first') lead = `${quoteLine} ${sentence(lead)}`;
  const quoteInBody = twist === 'reaction-first' ? '' : quoteLine;
  const corrections =
    f.n2 !== f.n
      ? [
          'Correction: an earlier version of this article gave the number as {n}; it is {n2}.',
          'This story was updated to correct the figure to {n2}.',
        ]
      : f.short
        ? [
            'Correction: an earlier version misspelt the name of {short}.',
            'An earlier version of this article gave the wrong day.',
          ]
        : [
            'An earlier version of this article gave the wrong day.',
            'Correction: a caption in an earlier version named the wrong district.',
          ];
  const correction = twist === 'correction' ? F(pick(corrections)) : '';
  const paras = (xs: string[]) =>
    xs
      .filter(Boolean)
      .map((x) => cap(sentence(x)))
      .join('\n\n');
  const hours = stage === 0 ? int(6, 12) : stage === 1 ? int(13, 20) : int(7, 11);
  const date = new Date(BASE + d * 86_400_000);
  const dateline = `${(twist === 'place-in-body' || t.anchor === 'body' ? f.country.capital : f.place).toUpperCase()}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  switch (outlet.manner) {
    case 'wire':
      return {
        title: head,
        body: paras([
          `${dateline} (${outlet.name}) - ${sentence(lead)}`,
          details[0]!,
          quoteInBody,
          details[1]!,
          update,
          ...extras,
          correction,
          `(Reporting by ${pick(REPORTERS)}; Editing by ${pick(EDITORS)})`,
        ]),
        hours,
      };
    case 'local':
      return {
        title: pick([head, `${head} — what it means for us`, `Locals react: ${uncap(head)}`]),
        body: paras([lead, F(pick(LOCAL_COLOUR)), quoteInBody, details[0]!, ...extras, update, correction]),
        hours: hours + 1,
      };
    case 'trade': {
      const tick = f.ticker && f.ticker !== 'n/a' && t.anchor === 'firm' ? ` (${f.ticker})` : '';
      const tradeHead =
        t.anchor === 'firm'
          ? head.split(f.short).join(pick([f.ticker === 'n/a' ? cap(f.trade) : f.ticker, cap(f.trade)]))
          : head;
      return {
        title: tradeHead,
        body: paras([
          tick ? lead.replace(f.actor, `${f.actor}${tick}`) : lead,
          details[1]!,
          details[0]!,
          pick([
            'Market view: the sector has priced in much of this.',
            'For the industry, the question is what comes next.',
            'Our take: expect rivals to respond.',
          ]),
          quoteInBody,
          ...extras,
          update,
        ]),
        hours,
      };
    }
    case 'blog':
      return {
        title: pick([`What we know: ${uncap(head)}`, `Thoughts on ${uncap(head)}`, head]),
        body: paras([
          pick(BLOG_OPENERS),
          lead,
          `Here is the gist. ${details[0]}`,
          quoteInBody,
          ...extras,
          update,
          pick(BLOG_CLOSERS),
        ]),
        hours: hours + 2,
      };
    case 'release':
      return {
        title: pick([`Statement: ${uncap(head)}`, head]),
        body: paras([
          twist === 'reaction-first'
            ? lead
            : `In a statement issued on ${fill('{day}', f, d)}, ${uncap(sentence(lead.replace(/ on (Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)/, '')))}`,
          details[0]!,
          quoteInBody,
          ...extras,
          f.actor
            ? F(
                pick([
                  'About {short}: further information is available from its press office.',
                  'Notes to editors: {short} will publish further details in due course.',
                ]),
              )
            : '',
        ]),
        hours,
      };
    case 'live': {
      let minute = hours * 60 + int(0, 20);
      const stamp = (_h: number) => {
        minute += int(9, 50);
        return `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      };
      return {
        title: pick([`Live: ${uncap(head)}`, `As it happened: ${uncap(head)}`, `Live updates — ${uncap(head)}`]),
        body: [
          `${stamp(hours)} — ${sentence(lead)}`,
          `${stamp(hours + 1)} — ${details[0]}`,
          quoteInBody ? `${stamp(hours + 1)} — ${quoteInBody}` : '',
          update ? `${stamp(hours + 2)} — Update: ${update}` : '',
          ...extras.map((e) => `${stamp(hours + 2)} — ${e}`),
          correction,
        ]
          .filter(Boolean)
          .join('\n'),
        hours: hours + 3,
      };
    }
    case 'brief':
      return { title: head, body: paras([lead, update || extras[0] || details[0]!]), hours };
    case 'broadcast':
      return {
        title: pick([`Transcript: ${uncap(head)}`, head, `Evening bulletin: ${uncap(head)}`]),
        body: [
          `PRESENTER: ${pick(['Good evening.', 'Now to other news.', 'Our top story tonight.'])} ${sentence(lead)}`,
          `CORRESPONDENT (${twist === 'place-in-body' ? f.country.name : f.place}): ${sentence(details[0]!)} ${sentence(details[1]!)}`,
          `[CLIP] ${quoteInBody || quoteLine}`,
          update ? `PRESENTER: ${sentence(update)}` : '',
          ...extras.map((e) => `CORRESPONDENT: ${sentence(e)}`),
        ]
          .filter(Boolean)
          .join('\n\n'),
        hours: hours + 2,
      };
    case 'analysis':
      return {
        title: pick([`Analysis: ${uncap(head)}`, `Why it matters: ${uncap(head)}`, head]),
        body: paras([
          F(pick(ANALYSIS_CONTEXT[t.domain])),
          pick([
            'That is the backdrop to this week’s news.',
            'Seen in that light, the latest turn is telling.',
            'Which brings us to the latest development.',
          ]),
          lead,
          details[0]!,
          quoteInBody,
          details[1]!,
          ...extras,
          update,
        ]),
        hours: hours + 4,
      };
    case 'regional':
      return {
        title: pick([`${head}, informs sources`, `News: ${uncap(head)}`, head]),
        body: paras([
          `${pick(['It is informed that', 'As per the sources,', 'According to the informations received,'])} ${uncap(sentence(lead))}`,
          `${pick(['Further,', 'It is to be noted that', 'Also'])} ${uncap(sentence(details[0]!))}`,
          quoteInBody,
          ...extras,
          update ? `${pick(['In latest,', 'Later on,'])} ${uncap(sentence(update))}` : '',
        ]),
        hours: hours + 1,
      };
  }
}

type Twist = 'plain' | 'place-in-body' | 'reaction-first' | 'correction';

interface Row {
  doc_id: string;
  event_id: string;
  pair_id: string;
  domain: Domain;
  kind: Kind;
  happening: string;
  published_at: string;
  outlet: string;
  url: string;
  title: string;
  body: string;
  sample: true;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The plans of one group: 2 (sometimes 3 or 4) happenings that differ, of one domain. */
function plan(domain: Domain, kind: Kind): Plan[] {
  const country = pick(COUNTRIES);
  const [dec1, dec2] = shuffled(typesOf(domain, 'body'));
  const actorT = typesOf(domain, 'actor')[0]!;
  const placeT = typesOf(domain, 'place')[0]!;
  const firmT = typesOf(domain, 'firm')[0]!;
  const repeatable = typeById(REPEATABLE[domain]);
  const city = () => pick(country.cities);
  const actors = shuffled(ACTORS[domain]);
  const firms = shuffled(FIRMS[domain]);
  const targets = shuffled(TARGETS[actorT.id] ?? []);
  const ofType = (t: HappeningType, i: number, place: string, day: number): Plan => ({
    type: t,
    country,
    place,
    day,
    actor: t.anchor === 'actor' ? actors[i % actors.length] : undefined,
    firm: t.anchor === 'firm' ? firms[i % firms.length] : undefined,
    target: t.anchor === 'actor' ? targets[i % targets.length] : undefined,
  });
  switch (kind) {
    case 'one-body-two-decisions':
      return [ofType(dec1!, 0, country.capital, 0), ofType(dec2!, 0, country.capital, int(0, 3))];
    case 'two-cities-one-country': {
      const [a, b] = shuffled(country.cities);
      return [ofType(repeatable, 0, a!, 0), ofType(repeatable, 1, b!, int(0, 1))];
    }
    case 'one-actor-two-targets': {
      const [a, b] = shuffled([country.capital, ...country.cities]);
      return [ofType(actorT, 0, a!, 0), { ...ofType(actorT, 0, b!, int(0, 1)), target: targets[1] }];
    }
    case 'recurring-venue': {
      const venue = country.venues[domain];
      // A group acting on the ground can strike at the venue; a lawsuit or a fine does not happen at one.
      const onGround = ['energy', 'conflict', 'health', 'elections'].includes(domain);
      const chosen = apart(shuffled([placeT, dec1!, firmT, ...(onGround ? [actorT] : [])])).slice(
        0,
        chance(0.35) ? 3 : 2,
      );
      const days = shuffled([0, 1, 2, 3, 4, 5, 6])
        .slice(0, chosen.length)
        .sort((x, y) => x - y);
      const startAt0 = days.map((x) => x - days[0]!);
      return chosen.map((t, i) => ({
        ...ofType(t, i, venue.city, startAt0[i]!),
        site: venue.name,
        venueLine: pick(VENUE_LINES[t.anchor]),
      }));
    }
    case 'two-countries-same-day': {
      const t = pick([dec1!, repeatable, firmT, actorT]);
      const other = pickOther(COUNTRIES, [country]);
      const a = ofType(t, 0, t.anchor === 'body' ? country.capital : city(), 0);
      const b = { ...ofType(t, 1, t.anchor === 'body' ? other.capital : pick(other.cities), 0), country: other };
      return [a, b];
    }
    case 'same-type-other-company': {
      const other = chance(0.5) ? country : pickOther(COUNTRIES, [country]);
      return [ofType(firmT, 0, city(), 0), { ...ofType(firmT, 1, pick(other.cities), int(0, 1)), country: other }];
    }
    case 'neighbouring-towns':
      return [ofType(repeatable, 0, country.towns[0], 0), ofType(repeatable, 1, country.towns[1], int(0, 1))];
    case 'same-place-different-happening': {
      const place = city();
      const [a, b] = shuffled([placeT, firmT, actorT]);
      return [ofType(a!, 0, place, 0), ofType(b!, 1, place, int(0, 1))];
    }
    case 'busy-capital-week': {
      const chosen = apart(shuffled([dec1!, dec2!, placeT, firmT, actorT])).slice(0, chance(0.5) ? 4 : 3);
      const days = shuffled([0, 1, 2, 3, 4, 5])
        .slice(0, chosen.length)
        .sort((x, y) => x - y);
      return chosen.map((t, i) => ofType(t, i, country.capital, days[i]! - days[0]!));
    }
    case 'two-orgs-one-country':
      return [ofType(firmT, 0, city(), 0), ofType(firmT, 1, city(), int(0, 1))];
  }
}

const VENUE_LINES: Record<Anchor, string[]> = {
  body: ['Officials set out the decision at a briefing at the {site}.', 'The announcement was made at the {site}.'],
  firm: ['The news was given at an event held at the {site}.', 'Executives spoke at the {site}.'],
  actor: ['It happened close to the {site}.', 'Security was stepped up around the {site} afterwards.'],
  place: ['The worst of it was at the {site}.', 'Emergency crews gathered at the {site}.'],
};

/** Manners for the articles of one happening: different ones, so no two tell it alike. */
function outletsFor(count: number): Outlet[] {
  const manners = shuffled([...new Set(OUTLETS.map((o) => o.manner))]).slice(0, count);
  return manners.map((m) => pick(OUTLETS.filter((o) => o.manner === m)));
}

function main() {
  const rows: Row[] = [];
  let g = 0;
  for (let round = 0; round < 18; round++)
    DOMAINS.forEach((domain, di) => {
      const light = LIGHT.flatMap((k, i) => (i === di % 4 || i === (di + 1) % 4 ? [k, k] : [k]));
      const kinds = [...HEAVY, ...HEAVY, ...light];
      const kind = kinds[(round + di) % kinds.length]!;
      g++;
      const pairId = `b7-g${String(g).padStart(3, '0')}`;
      const start = round * 3 + (di % 3);
      const plans = plan(domain, kind);
      const made: Facts[] = [];
      plans.forEach((p, i) => {
        const same = made.find((m) => m.type === p.type);
        const f = facts(same ? { ...p, notX: [same.x], nearN: same.n } : p);
        made.push(f);
        const eventId = `${pairId}-e${i + 1}`;
        const count = pick([2, 2, 3, 3, 3, 4]);
        outletsFor(count).forEach((outlet, j) => {
          const stage: 0 | 1 | 2 = j === 0 ? 0 : j === count - 1 && count > 2 && chance(0.5) ? 2 : chance(0.5) ? 1 : 0;
          const twist: Twist = pick(['plain', 'plain', 'place-in-body', 'reaction-first', 'correction']);
          const a = render(f, outlet, stage, twist, start + p.day);
          const day = start + p.day + (stage === 2 ? 1 : 0);
          const at = new Date(BASE + day * 86_400_000 + a.hours * 3_600_000 + int(0, 59) * 60_000);
          const docId = `${eventId}-a${j + 1}`;
          rows.push({
            doc_id: docId,
            event_id: eventId,
            pair_id: pairId,
            domain,
            kind,
            happening: f.type.id,
            published_at: at.toISOString(),
            outlet: outlet.name,
            url: `https://${outlet.host}/${at.toISOString().slice(0, 10).replace(/-/g, '/')}/${slug(a.title)}-${docId.slice(3)}`,
            title: a.title,
            body: a.body,
            sample: true,
          });
        });
      });
    });
  const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
  writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const groups = new Set(rows.map((r) => r.pair_id)).size;
  const events = new Set(rows.map((r) => r.event_id)).size;
  console.log(`wrote ${rows.length} articles, ${events} happenings, ${groups} groups to ${out}`);
}

main();
