// The desks confuser set (issue 31; SAMPLE DATA, all fictional): pairs of DIFFERENT happenings of one
// demo domain on the same day or a day apart, of the kinds the readers of places, companies and targets
// still confuse (two towns of one country, neighbouring towns, two companies of one kind, one actor
// striking two targets, two countries the same day, one body taking two decisions). Each happening is
// told by 2 to 4 outlets in DIFFERENT desk styles (see `write`): a wire with its dateline, the local
// paper that names its town only as "the town", trade press with a ticker and the company first, a
// blog, a press-release rewrite, a live blog with timestamps, a brief, a reaction-first story; some
// recall an older happening elsewhere. Later articles carry developments: a rising count, a second
// site of the same happening, a correction, the next day's follow-up. Tune material: its tune half may
// be studied (`--explain --list`); its held-out half is measured, never read.
//
//   npx tsx scripts/bench/confusers-desks/generate.ts     writes confusers.jsonl next to this file
//   npm run bench:dedup-quality -- --confusers --confusers-set desks [--half tune|held-out]
//
// Deterministic: the same seed writes the same file, byte for byte.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOUR, MIN, slug, WEEKDAYS } from '../confusers-fresh/kit.ts';
import { DOMAINS, type Domain, type Local, type Spec } from './domains.ts';
import { COUNTRIES, type Country, int, Names, pick, prng, type Rand, shuffle } from './world.ts';

const SEED = 31_0731;
const PAIRS_PER_DOMAIN = 18;
const START = Date.parse('2026-04-06T00:00:00Z');
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SMALL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

export const KINDS = [
  'two-cities-one-country',
  'neighbour-towns',
  'two-companies-one-kind',
  'one-actor-two-targets',
  'two-countries-same-day',
  'one-body-two-decisions',
] as const;
type Kind = (typeof KINDS)[number];

export type Desk = 'wire' | 'local' | 'trade' | 'blog' | 'release' | 'live' | 'brief' | 'reaction';
const DESKS: Desk[] = ['wire', 'local', 'trade', 'blog', 'release', 'live', 'brief', 'reaction'];

const WIRES = ['Meridian Press Agency', 'Continental Newswire', 'Orbis Wire Service'];
const BLOGS = ['The Long View (blog)', 'Notes from the Field newsletter', 'Signal and Noise (blog)'];
const RELEASES = ['PR Relay', 'Statement Desk', 'Newsroom Digest'];
const LIVE = ['Meridian Live', 'Continental Live Desk'];
const BRIEFS = ['Morning Briefing', 'In Brief Daily'];
const REACTION = ['The Sunday Chronicle', 'Evening Standard-Bearer', 'The Daily Ledger'];

/** One happening: the spec it is told with, its slots, and its count at each stage. */
interface Story {
  spec: Spec;
  decision: boolean;
  slots: Record<string, string>;
  series: number[];
}

export interface Row {
  doc_id: string;
  pair_id: string;
  event_id: string;
  domain: string;
  kind: string;
  desk: Desk;
  published_at: string;
  url: string;
  outlet: string;
  title: string;
  body: string;
  sample: true;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function series(r: Rand, spec: Spec): number[] {
  const [lo, hi, glo, ghi] = spec.count;
  const out = [int(r, lo, hi)];
  for (let i = 1; i < 4; i++) out.push(out[i - 1]! + int(r, glo, ghi));
  return out;
}

/** Slots every story has: its country and town (the capital for a body's decision), people, background. */
function baseSlots(r: Rand, names: Names, c: Country, town: string, townIndex: number): Record<string, string> {
  return {
    country: c.name,
    adj: c.adj,
    capital: c.capital,
    currency: c.currency,
    town,
    region: townIndex >= 0 ? `${c.sides[townIndex >> 1]} ${c.name}` : c.name,
    person: names.person(),
    witness: names.person(),
    oldYear: String(2026 - int(r, 2, 14)),
    oldTown: pick(
      r,
      c.towns.filter((t) => t !== town),
    ),
  };
}

function localStory(
  r: Rand,
  names: Names,
  d: Domain,
  c: Country,
  townIndex: number,
  over: { company?: ReturnType<Names['company']>; agent?: string } = {},
): Story {
  const spec: Local = d.local;
  const co = over.company ?? names.company(spec.companies);
  const slots = baseSlots(r, names, c, c.towns[townIndex]!, townIndex);
  Object.assign(slots, {
    company: co.name,
    co: co.short,
    ticker: co.ticker,
    agent: over.agent ?? (spec.agent ? spec.agent(names.word(2)) : co.name),
    what: spec.what,
  });
  return { spec, decision: false, slots, series: series(r, spec) };
}

function decisionStory(r: Rand, names: Names, d: Domain, c: Country, which: 0 | 1, head: string): Story {
  const spec = d.decisions[which];
  const { body, bodyShort } = d.body(c);
  // The local paper that reacts to a national decision is in one of the country's towns.
  const ti = int(r, 0, c.towns.length - 1);
  const slots = baseSlots(r, names, c, c.capital, -1);
  Object.assign(slots, { body, bodyShort, company: body, co: bodyShort, agent: body, person: head, what: spec.what });
  slots.localTown = c.towns[ti]!;
  return { spec, decision: true, slots, series: series(r, spec) };
}

/** Two different happenings of one domain, as close as the kind says. */
function pairOf(r: Rand, names: Names, d: Domain, kind: Kind): [Story, Story] {
  const [c, c2] = shuffle(r, COUNTRIES);
  const pairs = shuffle(r, [0, 1, 2, 3]);
  const far = (): [number, number] => [pairs[0]! * 2 + int(r, 0, 1), pairs[1]! * 2 + int(r, 0, 1)];
  let s: [Story, Story];
  if (kind === 'two-cities-one-country') {
    const [i, j] = far();
    s = [localStory(r, names, d, c!, i), localStory(r, names, d, c!, j)];
  } else if (kind === 'neighbour-towns') {
    const k = pairs[0]! * 2;
    const [i, j] = r() < 0.5 ? [k, k + 1] : [k + 1, k];
    s = [localStory(r, names, d, c!, i), localStory(r, names, d, c!, j)];
  } else if (kind === 'two-companies-one-kind') {
    // Two companies of one kind in one country; a third of the time in one town, the company alone tells them apart.
    const [i, j] = far();
    s = [localStory(r, names, d, c!, i), localStory(r, names, d, c!, r() < 0.33 ? i : j)];
  } else if (kind === 'one-actor-two-targets') {
    // One perpetrator (a union, a front, a gang) at two companies' sites; or one company's two sites.
    const [i, j] = far();
    const a = localStory(r, names, d, c!, i);
    const b = d.local.agent
      ? localStory(r, names, d, c!, j, { agent: a.slots.agent })
      : localStory(r, names, d, c!, j, {
          company: { name: a.slots.company!, short: a.slots.co!, ticker: a.slots.ticker! },
        });
    s = [a, b];
  } else if (kind === 'two-countries-same-day') {
    s = [localStory(r, names, d, c!, int(r, 0, 7)), localStory(r, names, d, c2!, int(r, 0, 7))];
  } else {
    const first = r() < 0.5 ? 0 : 1;
    const head = names.person();
    s = [decisionStory(r, names, d, c!, first, head), decisionStory(r, names, d, c!, first ? 0 : 1, head)];
  }
  // A second site is a town of the same country that neither happening is at.
  for (const [x, y] of [s, [s[1], s[0]]] as [Story, Story][]) {
    const cc = COUNTRIES.find((k) => k.name === x.slots.country)!;
    x.slots.site2 = pick(
      r,
      cc.towns.filter((t) => t !== x.slots.town && t !== y.slots.town && t !== y.slots.site2),
    );
  }
  return s;
}

/** Fills a template at a stage; a small count is spelt out by desks that write that way. */
function fill(t: string, st: Story, stage: number, words: boolean): string {
  const out = t.replace(/\{(\w+)\}(.?)/g, (_, key: string, next: string) => {
    if (key === 'n' || key === 'nPrev') {
      const v = st.series[Math.max(0, key === 'n' ? stage : stage - 1)]!;
      return (words && v <= 20 && /[\s.]/.test(next) ? SMALL[v]! : String(v)) + next;
    }
    const v = st.slots[key];
    if (v === undefined) throw new Error(`no slot {${key}} in "${t}"`);
    return v + next;
  });
  return capital(out);
}

/** What changed since the first reports, told by an article at `stage` (1 or later). */
function development(r: Rand, st: Story, stage: number, nextDay: boolean): string[] {
  const s = st.spec;
  const out: string[] = [];
  if (nextDay && s.followUp.length) out.push(pick(r, s.followUp));
  const roll = r();
  if (roll < 0.5 && st.series[stage] !== st.series[stage - 1]) out.push(pick(r, s.rising));
  else if (roll < 0.8 && s.secondSite.length) out.push(pick(r, s.secondSite));
  else out.push('(Corrects figure to {n} from {nPrev}.)');
  return out;
}

function clock(t: number) {
  const d = new Date(t);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** One article of a story in a desk's style. */
function write(r: Rand, d: Domain, st: Story, desk: Desk, stage: number, at: number, first: number) {
  const spec = st.spec;
  const nextDay = at - first > 16 * HOUR;
  const words = desk === 'local' || desk === 'blog' || desk === 'reaction';
  const date = new Date(at);
  // The day of the happening, as each desk dates it: the local paper and the blog may say "today".
  const day = `on ${WEEKDAYS[new Date(first).getUTCDay()]!}`;
  st.slots.day = !nextDay && (desk === 'local' || desk === 'blog') && r() < 0.4 ? 'today' : day;
  const f = (t: string) => fill(t, st, stage, words);
  const dev = stage > 0 ? development(r, st, stage, nextDay).map(f) : [];
  const facts = shuffle(r, spec.facts)
    .slice(0, int(r, 1, 3))
    .map(f);
  const quote = f(pick(r, spec.quotes));
  const background = r() < 0.4 ? [f(pick(r, spec.background))] : [];
  const localTown = st.decision ? st.slots.localTown! : st.slots.town!;
  let outlet: string;
  let title = f(pick(r, spec.hl));
  let parts: string[];
  if (desk === 'wire') {
    outlet = pick(r, WIRES);
    const dateline = `${st.slots.town!.toUpperCase()}, ${st.slots.country}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} (${outlet}) - `;
    const [head, ...rest] = [...dev, f(pick(r, spec.lead))];
    parts = [dateline + head, ...rest, ...facts, quote, ...background];
  } else if (desk === 'local') {
    outlet = pick(r, [`The ${localTown} Courier`, `${localTown} Gazette`, `The ${localTown} Herald`]);
    title = f(pick(r, spec.hlLocal));
    parts = [f(pick(r, spec.leadLocal)), ...dev, ...facts.slice(0, 2), quote, ...background];
  } else if (desk === 'trade') {
    outlet = pick(r, d.trade);
    const ticker = st.decision
      ? []
      : [`Shares of ${st.slots.co} (${st.slots.ticker}) fell ${int(r, 2, 14)}% in ${st.slots.capital}.`];
    if (!st.decision && r() < 0.6) title = `${st.slots.co} (${st.slots.ticker}): ${title}`;
    parts = [
      f(pick(r, spec.leadCompany)),
      ...ticker,
      ...dev,
      ...facts.slice(0, 2),
      ...(r() < 0.5 ? [quote] : []),
      ...background,
    ];
  } else if (desk === 'blog') {
    outlet = pick(r, BLOGS);
    parts = [
      pick(r, ['Quick one today.', 'Something I am keeping an eye on.', 'A few thoughts on the news.']),
      f(pick(r, [...spec.lead, ...spec.leadCompany])),
      ...dev,
      facts[0]!,
      pick(r, ['My take: watch this space.', 'I would not read too much into it yet.', 'More when I know more.']),
      ...background,
    ];
  } else if (desk === 'release') {
    outlet = pick(r, RELEASES);
    parts = [f(pick(r, spec.leadCompany)), ...dev, quote, ...facts, 'The statement gave no further details.'];
  } else if (desk === 'live') {
    outlet = pick(r, LIVE);
    title = `Live: ${title}`;
    const entries = [f(pick(r, spec.lead)), ...facts, quote, ...dev];
    // Newest first, a few minutes apart, ending at the time of publication.
    parts = entries.map((e, i) => `${clock(at - (entries.length - 1 - i) * int(r, 4, 25) * MIN)} GMT - ${e}`).reverse();
  } else if (desk === 'brief') {
    outlet = pick(r, BRIEFS);
    parts = [dev[0] ?? f(pick(r, spec.lead))];
  } else {
    outlet = pick(r, REACTION);
    parts = [f(pick(r, spec.reaction)), f(pick(r, spec.lead)), ...dev, ...facts, ...background];
  }
  return { outlet, title, body: parts.join(' ') };
}

/** The slot values that tell a story from its pair's other story: a story nobody could place is no test. */
function apart(st: Story, other: Story): string[] {
  const keys = ['town', 'company', 'co', 'agent', 'country'];
  const theirs = keys.map((k) => other.slots[k]);
  return keys.map((k) => st.slots[k]!).filter((v) => v && !theirs.includes(v));
}

function tell(
  r: Rand,
  d: Domain,
  st: Story,
  other: Story,
  ids: { pair: string; event: string; kind: Kind },
  first: number,
) {
  const n = int(r, 2, 4);
  const opener = pick(r, ['wire', 'local', 'trade', 'live', 'brief', 'reaction'] as Desk[]);
  const desks = [
    opener,
    ...shuffle(
      r,
      DESKS.filter((x) => x !== opener),
    ),
  ].slice(0, n);
  // First report within ninety minutes, a second within hours, then the next day's follow-ups.
  const offsets = [int(r, 0, 90), int(r, 100, 400), int(r, 18 * 60, 28 * 60), int(r, 29 * 60, 40 * 60)];
  const distinct = apart(st, other);
  return desks.map((desk, k): Row => {
    const at = first + offsets[k]! * MIN;
    const stage = k > 0 && r() < 0.8 ? k : 0;
    const a = write(r, d, st, desk, stage, at, first);
    // An article that names none of them gets the first as its headline’s kicker.
    if (!st.decision && !distinct.some((x) => `${a.outlet} ${a.title} ${a.body}`.includes(x)))
      a.title = `${distinct[0]}: ${a.title}`;
    const doc = `${ids.event}-${k + 1}`;
    const date = new Date(at);
    return {
      doc_id: doc,
      pair_id: ids.pair,
      event_id: ids.event,
      domain: d.key,
      kind: ids.kind,
      desk,
      published_at: date.toISOString(),
      url: `https://${slug(a.outlet)}.sample.invalid/${date.toISOString().slice(0, 10)}/${slug(a.title)}-${doc}`,
      outlet: a.outlet,
      title: a.title,
      body: a.body,
      sample: true,
    };
  });
}

export function generate(seed = SEED): Row[] {
  const r = prng(seed);
  const names = new Names(r);
  const plans = DOMAINS.flatMap((d) =>
    Array.from({ length: PAIRS_PER_DOMAIN }, (_, i) => ({ d, i, kind: KINDS[i % KINDS.length]! })),
  );
  const rows: Row[] = [];
  // Domains interleaved over about five weeks, four or five pairs a day.
  shuffle(r, plans).forEach(({ d, i, kind }, k) => {
    const day = START + Math.floor(k / 4.5) * 24 * HOUR;
    const a = day + int(r, 5 * 60, 18 * 60) * MIN;
    const b = a + int(r, 0, kind === 'two-countries-same-day' ? 6 * 60 : 30 * 60) * MIN;
    const pair = `desks-${d.key}-${String(i + 1).padStart(2, '0')}`;
    const [x, y] = pairOf(r, names, d, kind);
    rows.push(...tell(r, d, x, y, { pair, event: `${pair}-a`, kind }, a));
    rows.push(...tell(r, d, y, x, { pair, event: `${pair}-b`, kind }, b));
  });
  if (new Set(rows.map((x) => x.url)).size !== rows.length) throw new Error('two articles share a URL');
  return rows.sort((x, y) => x.published_at.localeCompare(y.published_at) || x.doc_id.localeCompare(y.doc_id));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = generate();
  const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
  writeFileSync(out, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
  const pairs = new Set(rows.map((x) => x.pair_id)).size;
  const events = new Set(rows.map((x) => x.event_id)).size;
  console.log(`${out}: ${rows.length} articles, ${events} events, ${pairs} pairs`);
}
