// The blind6 confuser set: groups of 2 to 4 DIFFERENT happenings of one demo domain on the same day or a
// few days apart, each told by 2 to 4 outlets in their own manner, with true same-event coverage that
// develops (a rising count, a correction, a next-day follow-up, reaction first, the place named only in
// the body). Two thirds of the groups are of the kinds that fail most. Fictional sample data, seeded
// and deterministic:
//
//   npx tsx scripts/bench/confusers-blind6/generate.ts     writes confusers.jsonl beside this file
//
// Written blind to the dedup engine and to the earlier sets. Tune material: read and study it with
// `npm run bench:dedup-quality -- --confusers --confusers-set blind6 [--explain --list]`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { HAPPENINGS, NEXT_DAY, type Domain, type Facts, type Happening, type Telling } from './happenings.ts';
import {
  ARMED,
  CHIPMAKERS,
  COUNTRIES,
  CREWS,
  FIRST,
  LAST,
  LINES,
  OUTLETS,
  TRADE,
  localPaper,
  regionalOutlet,
  type City,
  type Company,
  type Country,
  type Manner,
  type Outlet,
} from './world.ts';

const OUT = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
const SEED = 60_606;
const START = Date.UTC(2026, 8, 7); // a Monday
const DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const rand = prng(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const shuffle = <T>(xs: readonly T[]): T[] => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
};

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

/** The kinds that fail most, and the rest. */
const HARD = [
  'one-body-two-decisions',
  'two-cities-one-country',
  'one-actor-two-targets',
  'recurring-venue',
  'two-countries-same-day',
  'same-type-other-company',
] as const;
const SOFT = [
  'neighbouring-towns',
  'same-place-different-happening',
  'busy-capital-week',
  'two-orgs-one-country',
] as const;
type Kind = (typeof HARD)[number] | (typeof SOFT)[number];

const of = (d: Domain) => HAPPENINGS.filter((h) => h.domain === d);
const withRole = (d: Domain, role: string) => of(d).filter((h) => h.roles.includes(role as never));

function supports(d: Domain, kind: Kind): boolean {
  switch (kind) {
    case 'one-body-two-decisions':
      return withRole(d, 'body').some((h) => h.matters >= 2);
    case 'one-actor-two-targets':
      return withRole(d, 'actor').length > 0;
    case 'recurring-venue':
      return withRole(d, 'venue').length > 0;
    case 'same-type-other-company':
      return withRole(d, 'company').length > 0;
    case 'two-cities-one-country':
      return of(d).some((h) => !h.roles.includes('body'));
    case 'neighbouring-towns':
      return of(d).some((h) => !h.roles.includes('body') && !h.roles.includes('venue'));
    case 'same-place-different-happening':
    case 'busy-capital-week':
    case 'two-orgs-one-country':
      return of(d).length >= 2;
    default:
      return true;
  }
}

/** A happening as placed in a group: what it is and the facts it is told from. */
type Placed = { h: Happening; f: Facts; day: number };

const person = (role: string) => ({ name: `${pick(FIRST)} ${pick(LAST)}`, role });

/** The neighbouring town of a city, as a city of its own. */
const neighbourOf = (c: City): City => ({
  name: c.neighbour,
  region: c.region,
  neighbour: c.name,
  quarter: 'the town centre',
});

const VENUE_OF: Partial<Record<Domain, keyof Country['venues']>> = {
  energy: 'plant',
  maritime: 'port',
  conflict: 'hall',
  disasters: 'stadium',
  elections: 'stadium',
};
const GENERIC_VENUE: Partial<Record<Domain, string>> = {
  energy: 'power station',
  maritime: 'container terminal',
  conflict: 'conference centre',
  disasters: 'covered market',
  elections: 'sports ground',
};

/** The named venue of a domain in a country, and the city it is in. */
function namedVenue(d: Domain, k: Country): { venue: string; city: City } {
  const venue = k.venues[VENUE_OF[d]!];
  return { venue, city: k.cities.find((c) => venue.includes(c.name)) ?? k.cities[0]! };
}

function bodyOf(d: Domain, k: Country, alt: boolean): string {
  switch (d) {
    case 'energy':
      return k.energyRegulator;
    case 'maritime':
      return `${k.adj} Maritime Safety Authority`;
    case 'conflict':
      return `${k.adj} Interior Ministry`;
    case 'central-banks':
      return k.centralBank;
    case 'health':
      return k.drugAgency;
    case 'semiconductors':
      return k.tradeMinistry;
    case 'elections':
      return alt ? k.court : k.electionBody;
    case 'cyber':
      return `${k.adj} Data Protection Office`;
    default:
      return `${k.adj} government`;
  }
}

function companiesOf(d: Domain, k: Country): Company[] {
  switch (d) {
    case 'maritime':
      return LINES.filter((l) => l.home === k.name);
    case 'central-banks':
    case 'cyber':
      return k.lenders;
    case 'semiconductors':
      return CHIPMAKERS.filter((c) => c.home === k.name);
    default:
      return [k.utility];
  }
}

function actorOf(d: Domain, k: Country): { actor: string; short: string } {
  if (d === 'conflict') {
    const a = pick(ARMED.filter((x) => x.country === k.name));
    return { actor: a.name, short: a.short };
  }
  if (d === 'cyber') {
    const c = pick(CREWS);
    return { actor: c.name, short: c.alias };
  }
  const u = d === 'maritime' ? k.unions.docks : d === 'health' ? k.unions.health : k.unions.energy;
  return { actor: u, short: 'the union' };
}

/** Countries where a domain's happening can be placed (armed groups, lines and chipmakers live in a few). */
function countriesFor(d: Domain, h: Happening): Country[] {
  if (d === 'conflict') return COUNTRIES.filter((k) => ARMED.some((a) => a.country === k.name));
  if (h.roles.includes('company')) return COUNTRIES.filter((k) => companiesOf(d, k).length > 0);
  return COUNTRIES;
}

type Spec = {
  h: Happening;
  k: Country;
  c?: City;
  co?: Company;
  actor?: { actor: string; short: string };
  venue?: string;
  matter?: number;
  altBody?: boolean;
  day: number;
};

function place(d: Domain, s: Spec, n: number): Placed {
  const c = s.c ?? pick(s.k.cities);
  const named = VENUE_OF[d] ? namedVenue(d, s.k) : undefined;
  const generic = s.h.id === 'refinery-fire' ? 'refinery' : (GENERIC_VENUE[d] ?? 'hall');
  const venue = s.venue ?? (named && named.city.name === c.name ? named.venue : `${c.name} ${generic}`);
  const actor = s.actor ?? actorOf(d, s.k);
  const co = s.co ?? pick(companiesOf(d, s.k).length ? companiesOf(d, s.k) : [s.k.utility]);
  const f: Facts = {
    k: s.k,
    c,
    wd: WEEKDAYS[new Date(START + s.day * DAY).getUTCDay()]!,
    n,
    n2: n + int(2, Math.max(3, Math.ceil(n / 2))),
    m: int(10, 99),
    actor: actor.actor,
    actorShort: actor.short,
    co,
    venue,
    body: bodyOf(d, s.k, s.altBody ?? false),
    matter: s.matter ?? int(0, s.h.matters - 1),
    who: person('witness'),
    official: s.k.official,
    other: c.neighbour,
  };
  return { h: s.h, f, day: s.day };
}

/** Two distinct matters of a happening (a rate rise and a rate cut never both: the second is another tool). */
function twoMatters(h: Happening): [number, number] {
  const a = int(0, h.matters - 1);
  let b = (a + int(1, h.matters - 1)) % h.matters;
  if (h.id === 'rate-decision' && a < 2 && b < 2) b = int(2, h.matters - 1);
  return [a, b];
}

const otherCountry = (k: Country, from: Country[]) => pick(from.filter((x) => x.name !== k.name));

/** The happenings of one group of a kind, from day `day`. */
function group(d: Domain, kind: Kind, day: number): Placed[] {
  const n = int(4, 60);
  const near = () => Math.max(2, n + int(-3, 3));
  const hs = of(d);
  switch (kind) {
    case 'one-body-two-decisions': {
      const h = pick(withRole(d, 'body').filter((x) => x.matters >= 2));
      const k = pick(countriesFor(d, h));
      const [a, b] = twoMatters(h);
      // Days apart: two rulings read out at one sitting could be told as one story.
      const gap = int(1, 3);
      const altBody = d === 'elections' && rand() < 0.4;
      // A body acts from the capital; a security measure is about a region, so two are about two regions.
      const [c1, c2] = h.id === 'curfew' ? shuffle(k.cities) : [k.cities[0]!, k.cities[0]!];
      return [
        place(d, { h, k, c: c1, matter: a, altBody, day }, n),
        place(d, { h, k, c: c2, matter: b, altBody, day: day + gap }, near()),
      ];
    }
    case 'two-cities-one-country': {
      const h = pick(hs.filter((x) => !x.roles.includes('body')));
      const k = pick(countriesFor(d, h));
      const [c1, c2, c3] = shuffle(k.cities);
      // One company at two sites, or one national union or armed group in two towns, could be one wave:
      // so a day apart, and for two different causes or targets.
      const spread = h.roles.includes('company') || h.roles.includes('actor');
      const gap = spread ? 1 : int(0, 1);
      const [a, b] = spread && h.matters >= 2 ? twoMatters(h) : [0, 0].fill(int(0, h.matters - 1));
      const out = [
        place(d, { h, k, c: c1, matter: a, day }, n),
        place(d, { h, k, c: c2, matter: b, day: day + gap }, near()),
      ];
      // Now and then a third town (a flood, an outbreak: nothing one actor could spread).
      if (!spread && rand() < 0.3) out.push(place(d, { h, k, c: c3, matter: a, day: day + int(0, 1) }, near()));
      return out;
    }
    case 'one-actor-two-targets': {
      const h = pick(withRole(d, 'actor'));
      const k = pick(countriesFor(d, h));
      const actor = actorOf(d, k);
      const [c1, c2] = shuffle(k.cities);
      const [a, b] = twoMatters(h);
      // A crew crosses borders; an armed group or a union stays at home.
      const k2 = d === 'cyber' && rand() < 0.5 ? otherCountry(k, COUNTRIES) : k;
      const c2b = k2 === k ? c2! : pick(k2.cities);
      return [
        place(d, { h, k, c: c1, actor, matter: a, day }, n),
        place(d, { h, k: k2, c: c2b, actor, matter: b, day: day + int(0, 1) }, near()),
      ];
    }
    case 'recurring-venue': {
      const vs = withRole(d, 'venue');
      const k = pick(COUNTRIES.filter((x) => (d === 'conflict' ? ARMED.some((a) => a.country === x.name) : true)));
      const { venue, city } = namedVenue(d, k);
      const [h1, h2] = vs.length >= 2 ? shuffle(vs) : [vs[0]!, vs[0]!];
      const [a, b] = h1 === h2 ? twoMatters(h1!) : [0, 0];
      const gap = int(1, 4);
      return [
        place(d, { h: h1!, k, c: city, venue, matter: a, day }, n),
        place(d, { h: h2!, k, c: city, venue, matter: b, day: day + gap }, near()),
      ];
    }
    case 'two-countries-same-day': {
      const h = pick(hs);
      const ks = countriesFor(d, h);
      const k1 = pick(ks);
      const k2 = otherCountry(k1, ks);
      const matter = int(0, h.matters - 1);
      const out = [place(d, { h, k: k1, matter, day }, n), place(d, { h, k: k2, matter, day }, near())];
      const rest = ks.filter((x) => x !== k1 && x !== k2);
      // Now and then a third country the same day.
      if (rest.length && rand() < 0.3) out.push(place(d, { h, k: pick(rest), matter, day }, near()));
      return out;
    }
    case 'same-type-other-company': {
      const h = pick(withRole(d, 'company'));
      const ks = countriesFor(d, h);
      const k1 = pick(ks);
      const homeTwo = companiesOf(d, k1).length >= 2 && rand() < 0.6;
      const k2 = homeTwo ? k1 : otherCountry(k1, ks);
      const [co1, co2] = homeTwo ? shuffle(companiesOf(d, k1)) : [pick(companiesOf(d, k1)), pick(companiesOf(d, k2))];
      const matter = int(0, h.matters - 1);
      return [
        place(d, { h, k: k1, co: co1, matter, day }, n),
        place(d, { h, k: k2, co: co2, matter, day: day + int(0, 1) }, near()),
      ];
    }
    case 'neighbouring-towns': {
      const h = pick(hs.filter((x) => !x.roles.includes('body') && !x.roles.includes('venue')));
      const k = pick(countriesFor(d, h));
      const c = pick(k.cities);
      const spread = h.roles.includes('company') || h.roles.includes('actor');
      const [a, b] = spread && h.matters >= 2 ? twoMatters(h) : [0, 0].fill(int(0, h.matters - 1));
      return [
        place(d, { h, k, c, matter: a, day }, n),
        place(d, { h, k, c: neighbourOf(c), matter: b, day: day + (spread ? 1 : int(0, 1)) }, near()),
      ];
    }
    case 'same-place-different-happening': {
      const [h1, h2] = shuffle(hs);
      const k = pick(countriesFor(d, h1!).filter((x) => countriesFor(d, h2!).includes(x)));
      const c = pick(k.cities);
      return [place(d, { h: h1!, k, c, day }, n), place(d, { h: h2!, k, c, day: day + int(0, 1) }, near())];
    }
    case 'busy-capital-week': {
      const count = Math.min(hs.length, int(3, 4));
      const chosen = shuffle(hs).slice(0, Math.max(2, count));
      const k = pick(COUNTRIES.filter((x) => chosen.every((h) => countriesFor(d, h).includes(x))));
      const days = shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, chosen.length);
      return chosen.map((h, i) => place(d, { h, k, c: k.cities[0], day: day + days[i]! }, i ? near() : n));
    }
    case 'two-orgs-one-country': {
      const [h1, h2] = shuffle(hs);
      const k = pick(countriesFor(d, h1!).filter((x) => countriesFor(d, h2!).includes(x)));
      const [c1, c2] = shuffle(k.cities);
      return [place(d, { h: h1!, k, c: c1, day }, n), place(d, { h: h2!, k, c: c2, day: day + int(0, 1) }, near())];
    }
  }
}

/** The same happening can't recur within three days in another group: who, where, what. */
const keyOf = (p: Placed) =>
  `${p.h.id}|${p.f.k.name}|${p.f.c.name}|${p.f.co.name}|${p.f.actor}|${p.f.matter}|${p.f.venue}`;

const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);

/** A pool read round from a start, so articles of one event use different sentences. */
const at = (xs: string[], i: number) => {
  const x = xs[((i % xs.length) + xs.length) % xs.length]!;
  return x[0]!.toUpperCase() + x.slice(1);
};

type Article = { title: string; body: string };
/** Where an article stands in its event's coverage: the first report, a same-day update, the next day's follow-up. */
type Stage = 'first' | 'update' | 'follow-up';

/** Capitalised words of the invented world's names: a sentence starting with one keeps its capital. */
const NAMES = new Set(
  JSON.stringify([COUNTRIES, CHIPMAKERS, LINES, ARMED, CREWS, FIRST, LAST]).match(/[A-Z][\p{L}-]*/gu),
);

/** Lower-cases a sentence's first word unless it is a name, so the sentence can follow a lead-in. */
const lowerLead = (x: string) => {
  const first = /^[A-Z][\p{L}-]*/u.exec(x)?.[0];
  return first && !NAMES.has(first) && first !== 'Dr' ? x[0]!.toLowerCase() + x.slice(1) : x;
};

/**
 * One article of a happening in an outlet's manner. `i` is its place in the event's coverage (0 first);
 * `stage` says whether it reports a development; `bare` asks for a headline that does not name the place.
 */
function write(
  m: Manner,
  o: Outlet,
  t: Telling,
  f: Facts,
  i: number,
  stage: Stage,
  bare: boolean,
  time: number,
): Article {
  const s = i + int(0, 5);
  // A development told the same day never says "the next day"; a follow-up leads with one that does if it can.
  const devs = t.later.map((_, j) => j).filter((j) => stage === 'follow-up' || !NEXT_DAY.test(t.later[j]!));
  const late = stage !== 'first' && devs.length > 0;
  const j =
    (stage === 'follow-up' ? devs.find((x) => NEXT_DAY.test(t.later[x]!)) : undefined) ?? devs[s % devs.length] ?? 0;
  const development = t.later[j]!;
  const head = bare ? at(t.bareHeads, s) : late ? at(t.laterHeads, j) : at(t.heads, s);
  const lede = at(t.ledes, s);
  const d1 = at(t.details, s);
  const d2 = at(t.details, s + 1);
  const q = at(t.quotes, s);
  const dev = late ? ` ${development}` : '';
  const byline = `${pick(FIRST)} ${pick(LAST)}`;
  switch (m) {
    case 'wire':
      return {
        title: head,
        body: `${f.c.name.toUpperCase()}, ${f.k.name} (${o.name}) - ${lede} ${d1}${dev}\n\n${q} ${d2}\n\n(Reporting by ${byline}; editing by ${pick(FIRST)} ${pick(LAST)})`,
      };
    case 'local':
      return {
        title: late ? head : at([...t.heads, `${f.c.name}: ${at(t.bareHeads, s)}`], s + 2),
        body: `${late ? `${development} ` : ''}${lede}\n\n${q}\n\n${d2} ${d1}\n\nBy ${byline}, staff reporter`,
      };
    case 'trade':
      return {
        title: at([...t.bareHeads, head], s),
        body: `${lede} ${d1} ${d2}${dev}\n\n${at(t.context, s)} ${q}`,
      };
    case 'blog':
      return {
        title: at([`What we know about ${t.what}`, `${head} - a few thoughts`, `Notes on ${t.what}`], s),
        body: `Quick post, as people have been asking. ${lede} ${d1}${dev}\n\nMy two cents: ${lowerLead(at(t.context, s))} Keep an eye on this one.`,
      };
    case 'release':
      return {
        title: at([`Statement on ${t.what}`, `Update: ${head}`, `Official: ${head}`], s),
        body: `${q}\n\nIn a statement issued on ${f.wd}, officials confirmed the following. ${lede} ${d1}${dev}\n\nFurther updates will be issued as they become available.`,
      };
    case 'live': {
      const lines = [
        `${hhmm(time)} - ${late ? development : d2}`,
        `${hhmm(time - 35 * 60_000)} - ${q}`,
        `${hhmm(time - 80 * 60_000)} - ${lede}`,
      ];
      return { title: `LIVE: ${head}`, body: `Follow our live coverage.\n\n${lines.join('\n\n')}` };
    }
    case 'brief':
      return { title: head, body: `${late ? development : lede} ${late ? lede : d1}` };
    case 'broadcast':
      return {
        title: at([`${head} (transcript)`, `Radio report: ${head}`], s),
        body: `ANCHOR: Turning now to ${t.what}. ${lede}\n\nCORRESPONDENT (${f.c.name}): ${d1}${dev} ${q}\n\nANCHOR: ${byline}, thank you.`,
      };
    case 'analysis':
      return {
        title: at([`Analysis: what ${t.what} tells us`, `Why ${t.what} matters`, `Behind the headlines: ${head}`], s),
        body: `${t.context.join(' ')}\n\nThat background matters for what happened on ${f.wd}. ${lede} ${d1}${dev}\n\n${q} ${d2}\n\nBy ${byline}`,
      };
    case 'regional':
      return {
        title: at([`Breaking: ${head}`, `${head}, informs sources`, `Latest update - ${head}`], s),
        body: `${at(['As per the informations received,', 'It is learnt that', 'Reportedly, in a development today,'], s)} ${lowerLead(lede)} ${at(['It is to be noted that', 'Also it is pertinent to mention that', 'Sources further said that'], s + 1)} ${lowerLead(d1)}${dev}\n\n${q}\n\n${at(['The situation is being monitored by the concerned authorities. More details are awaited.', 'Further informations will be shared as and when received.'], s)}`,
      };
  }
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Kinds of a domain's 18 groups: 12 of the kinds that fail most (each twice where it fits), 6 of the rest. */
function kindsFor(d: Domain): Kind[] {
  const hard = HARD.filter((k) => supports(d, k));
  const soft = SOFT.filter((k) => supports(d, k));
  const out: Kind[] = [];
  for (let i = 0; out.length < 12; i++) out.push(hard[i % hard.length]!);
  for (let i = 0; out.length < 18; i++) out.push(soft[i % soft.length]!);
  return out;
}

const rows: Record<string, unknown>[] = [];
const used = new Map<string, number>();
const plan = DOMAINS.flatMap((d) => kindsFor(d).map((kind) => ({ d, kind })));
// Interleave domains and kinds over the weeks: about three groups start each day.
const order = shuffle(plan);
order.forEach(({ d, kind }, g) => {
  const day = Math.floor(g / 3);
  let happenings: Placed[] = [];
  for (let tries = 0; tries < 60; tries++) {
    happenings = group(d, kind, day);
    const keys = happenings.map(keyOf);
    const clash = keys.some((k) => used.has(k) && Math.abs(used.get(k)! - day) <= 3);
    if (!clash && new Set(keys).size === keys.length) break;
  }
  happenings.forEach((p) => used.set(keyOf(p), p.day));
  const pair = `b6-${String(g + 1).padStart(3, '0')}`;
  // The places a group names: each happening's body may name another's town in passing.
  happenings.forEach((p, e) => {
    const other = happenings.find((q) => q.f.c.name !== p.f.c.name);
    if (other && rand() < 0.5) p.f.other = other.f.c.name;
    const t = p.h.tell(p.f);
    const eventId = `${pair}-e${e + 1}`;
    const candidates = shuffle([
      ...OUTLETS,
      ...TRADE[d]!,
      localPaper(p.f.c),
      regionalOutlet(p.f.k),
      localPaper(p.f.c),
      regionalOutlet(p.f.k),
    ]);
    const outlets: Outlet[] = [];
    const want = pick([2, 2, 3, 3, 3, 4]);
    for (const o of candidates) {
      if (outlets.length >= want) break;
      if (outlets.some((x) => x.name === o.name || x.manner === o.manner)) continue;
      outlets.push(o);
    }
    let time = START + p.day * DAY + int(5, 14) * 3_600_000 + int(0, 59) * 60_000;
    outlets.forEach((o, i) => {
      const followUp = i > 0 && rand() < 0.25;
      if (i > 0) time += followUp ? int(20, 28) * 3_600_000 : int(25, 300) * 60_000;
      const stage: Stage = followUp ? 'follow-up' : i > 0 && rand() < 0.6 ? 'update' : 'first';
      const bare = rand() < 0.35;
      const a = write(o.manner, o, t, p.f, i, stage, bare, time);
      const date = new Date(time).toISOString();
      rows.push({
        doc_id: `${eventId}-a${i + 1}`,
        event_id: eventId,
        pair_id: pair,
        domain: d,
        kind,
        happening: p.h.id,
        published_at: date,
        outlet: o.name,
        url: `https://${o.host}/${date.slice(0, 10).replaceAll('-', '/')}/${slug(a.title)}-${int(1000, 9999)}`,
        title: a.title,
        body: a.body,
        sample: true,
      });
    });
  });
});

writeFileSync(OUT, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const groups = new Set(rows.map((r) => r.pair_id)).size;
const events = new Set(rows.map((r) => r.event_id)).size;
console.log(`${rows.length} articles, ${events} happenings, ${groups} groups -> ${OUT}`);
