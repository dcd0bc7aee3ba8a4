// The fresh confuser set (issue 31), written blind to the dedup engine and to the first confuser set:
// pairs of DIFFERENT events of one demo domain on the same day or a day apart (two rate decisions, two
// port strikes, two quakes, two ransomware attacks...), each event told by 2 to 4 outlets in their own
// styles, later articles adding what changed (a rising toll, a corrected figure, a second site). All of
// it is fictional sample data (every row says `sample: true`), and all of it is held out: nobody tunes
// on it.
//
//   npx tsx scripts/bench/confusers-fresh/generate.ts     writes confusers.jsonl next to this file
//   npm run bench:dedup-quality -- --confusers --confusers-set fresh
//
// Deterministic: the same seed writes the same file, byte for byte.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMAINS } from './domains/index.ts';
import {
  HOUR,
  slug,
  type Domain,
  type Rand,
  type Story,
  type Style,
  capital,
  changed,
  fill,
  int,
  Names,
  pick,
  rng,
  shuffle,
} from './kit.ts';

const SEED = 20261127;
const PAIRS_PER_DOMAIN = 18;
const START = Date.parse('2026-03-02T00:00:00Z');
const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** The slots that say where a story happened and who did it (not its spokespeople): an article must name one. */
const WHO_WHERE = new Set(
  'site company country adj port operator union city region bank currency capital province town victim gang whereShort'.split(
    ' ',
  ),
);

export interface ConfuserRow {
  doc_id: string;
  pair_id: string;
  event_id: string;
  domain: string;
  kind: string;
  published_at: string;
  url: string;
  outlet: string;
  title: string;
  body: string;
  sample: true;
}

/** Draws from a pool without repeating within one event while the pool lasts. */
class Draw {
  private left = new Map<string[], string[]>();
  constructor(private r: Rand) {}
  take(pool: string[]): string {
    let left = this.left.get(pool);
    if (!left?.length) {
      left = shuffle(this.r, pool);
      this.left.set(pool, left);
    }
    return left.pop()!;
  }
  some(pool: string[], n: number): string[] {
    return Array.from({ length: Math.min(n, pool.length) }, () => this.take(pool));
  }
}

/** One event's articles: 2 to 4 outlets, each in its style, the nth at stage n. */
function tell(
  r: Rand,
  d: Domain,
  story: Story,
  other: Story,
  ids: { pair: string; event: string; kind: string },
  first: number,
) {
  const distinct = Object.entries(story.slots)
    .filter(([k, v]) => WHO_WHERE.has(k) && other.slots[k] !== v && !Object.values(other.slots).includes(v))
    .map(([, v]) => v);
  if (!distinct.length) throw new Error(`${ids.event}: nothing names it apart from its pair`);
  // Tolls, counts and estimates only grow as a story develops; the missing are found.
  story = {
    slots: story.slots,
    series: Object.fromEntries(
      Object.entries(story.series).map(([k, v]) => [k, [...v].sort((x, y) => (k === 'missing' ? y - x : x - y))]),
    ),
  };
  const n = int(r, 2, 4);
  const styles = shuffle(r, ['wire', 'local', 'trade', 'blog'] as Style[]).slice(0, n);
  const draw = new Draw(r);
  const rows: ConfuserRow[] = [];
  let at = first;
  styles.forEach((style, stage) => {
    if (stage) at += int(r, 20, 540) * 60_000;
    const words = style === 'wire' || style === 'trade' ? r() < 0.15 : r() < 0.6;
    const t = (s: string) => capital(fill(s, story, stage, words));
    const outlet = fill(pick(r, d.outlets[style]), story, stage, false);
    const title = t(draw.take(r() < 0.35 ? d.vagueHeadlines : d.headlines));
    const devPool = d.developments.filter((x) => changed(x, story, stage));
    const dev = stage ? draw.some(devPool, stage >= 2 && r() < 0.5 ? 2 : 1).map(t) : [];
    const date = new Date(at);
    let parts: string[];
    if (style === 'wire') {
      const dateline = `${fill(d.dateline, story, stage, false).toUpperCase()}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} (${outlet}) -`;
      parts = [
        `${dateline} ${t(draw.take(d.leads))}`,
        ...dev,
        ...draw.some(d.facts, int(r, 2, 3)).map(t),
        t(draw.take(d.quotes)),
        t(draw.take(d.context)),
      ];
    } else if (style === 'local') {
      parts = [
        t(draw.take(d.localAngles)),
        t(draw.take(d.leads)),
        ...dev,
        ...draw.some(d.facts, int(r, 1, 2)).map(t),
        t(draw.take(d.quotes)),
      ];
    } else if (style === 'trade') {
      parts = [
        t(draw.take(d.leads)),
        ...draw.some(d.facts, int(r, 2, 3)).map(t),
        ...dev,
        ...draw.some(d.context, int(r, 1, 2)).map(t),
      ];
    } else {
      parts = [
        t(draw.take(d.blogOpeners)),
        ...draw.some(d.facts, int(r, 1, 2)).map(t),
        ...dev,
        t(draw.take(d.context)),
      ];
    }
    // Every article names at least one of what sets its event apart (a place, a company, a bank):
    // a story nobody could place is no test of the engine.
    while (!distinct.some((x) => `${title} ${parts.join(' ')}`.includes(x))) parts.splice(1, 0, t(draw.take(d.leads)));
    const doc = `${ids.event}-${stage + 1}`;
    const day = date.toISOString().slice(0, 10).replaceAll('-', '/');
    rows.push({
      doc_id: doc,
      pair_id: ids.pair,
      event_id: ids.event,
      domain: d.key,
      kind: ids.kind,
      published_at: date.toISOString(),
      url: `https://${slug(outlet)}.example/${day}/${slug(title)}-${doc.slice(-8)}`,
      outlet,
      title,
      body: parts.join(' '),
      sample: true,
    });
  });
  return rows;
}

export function generate(seed = SEED): ConfuserRow[] {
  const r = rng(seed);
  const names = new Names(r);
  const plans = DOMAINS.flatMap((d) =>
    Array.from({ length: PAIRS_PER_DOMAIN }, (_, i) => ({ d, i, plan: d.pair(r, names, i) })),
  );
  const rows: ConfuserRow[] = [];
  // Domains interleaved over about five weeks, four or five pairs a day.
  shuffle(r, plans).forEach(({ d, i, plan }, k) => {
    const day = START + Math.floor(k / 4.5) * 24 * HOUR;
    const a = day + int(r, 5 * 60, 18 * 60) * 60_000;
    const b = a + int(r, 0, 30 * 60) * 60_000;
    const pair = `fresh-${d.key}-${String(i + 1).padStart(2, '0')}`;
    rows.push(...tell(r, d, plan.a, plan.b, { pair, event: `${pair}-a`, kind: plan.kind }, a));
    rows.push(...tell(r, d, plan.b, plan.a, { pair, event: `${pair}-b`, kind: plan.kind }, b));
  });
  const urls = new Set(rows.map((x) => x.url));
  if (urls.size !== rows.length) throw new Error('two articles share a URL');
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
