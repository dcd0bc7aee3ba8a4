// The blind3 confuser set (SAMPLE DATA, all fictional): pairs of different happenings of one domain on
// the same day or a day apart, each told by 2 to 4 outlets (wire copy with a dateline, the local paper,
// trade press, a blog, a press-release rewrite), later articles adding developments. Written without
// reading the dedup engine or the other confuser sets. Deterministic: the same seed writes the same file.
//
//   npx tsx scripts/bench/confusers-blind3/generate.ts     writes confusers.jsonl beside this file
//   npm run bench:dedup-quality -- --confusers --confusers-set blind3
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { prng } from '../../../services/ops/synthetic.ts';
import { DOMAINS, type Draft, type Nums, type Rand, int, people, pick } from './events.ts';
import { BLOGS, RELEASE_DESKS, TRADE, WIRES, localPaper } from './world.ts';

const SEED = 3_031;
const PAIRS_PER_DOMAIN = 18;
const START = Date.parse('2026-03-02T00:00:00Z');
const DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WORDS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

type Style = 'wire' | 'local' | 'trade' | 'blog' | 'release';

export interface Row {
  doc_id: string;
  event_id: string;
  pair_id: string;
  domain: string;
  kind: string;
  outlet: string;
  url: string;
  title: string;
  body: string;
  published_at: string;
  sample: true;
}

const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
const shuffled = <T>(r: Rand, xs: readonly T[]) =>
  xs
    .map((x) => ({ x, k: r() }))
    .sort((a, b) => a.k - b.k)
    .map((e) => e.x);

/** Fills a template: slots, numbers in words or digits, headline place or none. */
function fill(t: string, d: Draft, n: Nums, prev: Nums, r: Rand): string {
  const out = t.replace(/\{([#$]?)(\w+)\}/g, (_, mark: string, key: string) => {
    if (key === 'at') return pick(r, [` in ${d.city}`, ` in ${d.slots.region}`, '']);
    if (key === 'pre') return pick(r, [`${d.city}: `, '', '']);
    if (mark) {
      const v = key.startsWith('prev_') ? prev[key.slice(5)] : n[key];
      if (v === undefined) throw new Error(`no number ${key} in "${t}"`);
      return mark === '#' && v <= 20 && r() < 0.6 ? WORDS[v]! : v.toLocaleString('en-US');
    }
    const v = d.slots[key];
    if (v === undefined) throw new Error(`no slot ${key} in "${t}"`);
    return v;
  });
  return capFirst(out);
}

/** Slots every event has: its place, its day, an older year and another town for background. */
function placeSlots(d: Draft, t0: number, r: Rand) {
  const c = d.country;
  const i = c.cities.indexOf(d.city);
  const day = new Date(t0).getUTCDay();
  const weekday = WEEKDAYS[day]!;
  const hour = new Date(t0).getUTCHours();
  Object.assign(d.slots, {
    city: d.city,
    country: c.name,
    adj: c.adj,
    capital: c.capital,
    currency: c.currency,
    region: i >= 0 ? `${c.sides[i]} ${c.name}` : c.name,
    when: pick(r, [
      `on ${weekday}`,
      hour < 10 ? `early on ${weekday}` : hour >= 18 ? `late on ${weekday}` : `on ${weekday}`,
    ]),
    when2: weekday,
    nextday: WEEKDAYS[(day + 1) % 7]!,
    oldYear: String(2026 - int(r, 2, 15)),
    oldCity: pick(
      r,
      c.cities.filter((x) => x !== d.city),
    ),
    ...d.slots,
  });
  people(d, r);
}

const OPENERS = [
  'Quick note on something I am watching.',
  'Worth flagging before the weekend.',
  'A short one today.',
  'Reading the first reports, a few things stand out.',
];
const CLOSERS = [
  'My read: this matters more than the headlines suggest.',
  'I would not read too much into the first numbers.',
  'More when I know more.',
];

/** One article: the style decides its shape, the stage its numbers; a development leads with the news. */
function write(
  d: Draft,
  stages: Nums[],
  stage: number,
  style: Style,
  outlet: string,
  at: number,
  domain: string,
  boiler: string[],
  r: Rand,
) {
  const t = d.type;
  const n = stages[stage]!;
  const prev = stages[Math.max(0, stage - 1)]!;
  // "the next day" is the day the article appears: a same-day development is told as of that day.
  d.slots.nextday = WEEKDAYS[new Date(at).getUTCDay()]!;
  const f = (s: string) => fill(s, d, n, prev, r);
  const developing = stage > 0;
  const title = f(developing && r() < 0.6 ? pick(r, t.hlUp) : pick(r, t.hl));
  const lead = f(pick(r, t.lead));
  const update = developing ? f(pick(r, t.updates)) : '';
  const facts = shuffled(r, t.facts)
    .slice(0, int(r, 1, t.facts.length))
    .map(f);
  const quote = f(pick(r, t.quotes));
  const history = f(pick(r, t.history));
  const impact = f(pick(r, t.impact));
  const boilerplate = pick(r, boiler);
  const date = new Date(at);
  const parts: string[] = [];
  const maybe = (p: number, s: string) => (r() < p ? [s] : []);
  if (style === 'wire') {
    const dateline = `${d.city.toUpperCase()}, ${d.country.name}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} (${outlet}) - `;
    parts.push(
      dateline + (update || lead),
      ...(update ? [lead] : []),
      ...facts,
      quote,
      ...maybe(0.6, history),
      ...maybe(0.3, impact),
      ...maybe(0.3, boilerplate),
    );
  } else if (style === 'local') {
    parts.push(
      ...(update ? [update, lead] : [lead]),
      quote,
      ...facts,
      ...maybe(0.5, history),
      ...maybe(0.3, `${outlet} will update this story.`),
    );
  } else if (style === 'trade') {
    parts.push(
      impact,
      ...(update ? [update] : []),
      lead,
      ...facts.slice(0, 2),
      ...maybe(0.5, quote),
      ...maybe(0.9, boilerplate),
      ...maybe(0.4, history),
    );
  } else if (style === 'blog') {
    parts.push(
      pick(r, OPENERS),
      ...(update ? [update] : []),
      lead,
      facts[0]!,
      pick(r, CLOSERS),
      ...maybe(0.6, history),
    );
  } else {
    parts.push(...(update ? [update] : []), lead, quote, ...facts, 'The statement gave no further details.');
  }
  return {
    title,
    body: parts.join(' '),
    url: `https://${slug(outlet)}.sample.invalid/${date.toISOString().slice(0, 10)}/${slug(title)}`,
    domain,
  };
}

/** The outlets of one event, in order of publication: never the same outlet twice. */
function outlets(d: Draft, domain: string, count: number, r: Rand): [Style, string][] {
  const all: [Style, string][] = [
    ['wire', pick(r, WIRES)],
    ['local', localPaper(d.city)],
    ['trade', pick(r, TRADE[domain]!)],
    ['blog', pick(r, BLOGS)],
    ['release', pick(r, RELEASE_DESKS)],
  ];
  const first = r() < 0.5 ? all[0]! : r() < 0.6 ? all[1]! : all[2]!;
  return [
    first,
    ...shuffled(
      r,
      all.filter((o) => o !== first),
    ),
  ].slice(0, count);
}

/** Every template of the event fills from its slots (a throwaway generator: the set does not change). */
function checkTemplates(d: Draft, n: Nums) {
  const t = d.type;
  const check = prng(0);
  for (const s of [...t.hl, ...t.hlUp, ...t.lead, ...t.facts, ...t.updates, ...t.quotes, ...t.history, ...t.impact])
    fill(s, d, n, n, check);
}

export function generate(seed = SEED): Row[] {
  const r = prng(seed);
  const rows: Row[] = [];
  for (const domain of DOMAINS) {
    for (let p = 0; p < PAIRS_PER_DOMAIN; p++) {
      const kind = domain.kinds[p % domain.kinds.length]!;
      const pairId = `b3-${domain.name}-${String(p).padStart(2, '0')}`;
      const drafts = domain.pair(kind, r);
      const day = START + int(r, 0, 44) * DAY;
      const t0s = [
        day + int(r, 6 * 60, 20 * 60) * 60_000,
        day + (r() < 0.5 ? 0 : DAY) + int(r, 6 * 60, 20 * 60) * 60_000,
      ];
      drafts.forEach((d, e) => {
        const t0 = t0s[e]!;
        placeSlots(d, t0, r);
        const count = int(r, 2, 4);
        const stages = [d.type.nums(r)];
        for (let s = 1; s < count; s++) stages.push(d.type.grow(stages[s - 1]!, r));
        checkTemplates(d, stages.at(-1)!);
        // First report within ninety minutes, a second within hours, then the next day's follow-ups.
        const offsets = [int(r, 5, 90), int(r, 100, 400), int(r, 18 * 60, 28 * 60), int(r, 29 * 60, 40 * 60)];
        const eventId = `${pairId}-${'ab'[e]}`;
        outlets(d, domain.name, count, r).forEach(([style, outlet], k) => {
          const at = t0 + offsets[k]! * 60_000;
          const stage = k > 0 && r() < 0.7 ? k : 0;
          const a = write(d, stages, stage, style, outlet, at, domain.name, domain.boilerplate, r);
          const docId = `${eventId}-${k}`;
          rows.push({
            doc_id: docId,
            event_id: eventId,
            pair_id: pairId,
            domain: domain.name,
            kind,
            outlet,
            url: `${a.url}-${docId}`,
            title: a.title,
            body: a.body,
            published_at: new Date(at).toISOString(),
            sample: true,
          });
        });
      });
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = generate();
  const out = fileURLToPath(new URL('./confusers.jsonl', import.meta.url));
  writeFileSync(out, rows.map((row) => JSON.stringify(row)).join('\n') + '\n');
  const pairs = new Set(rows.map((row) => row.pair_id)).size;
  const events = new Set(rows.map((row) => row.event_id)).size;
  console.log(`${out}: ${rows.length} articles, ${events} events, ${pairs} pairs`);
}
