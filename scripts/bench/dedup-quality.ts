// Clustering quality of the dedup engine on labelled data: BCubed and pairwise precision, recall and
// F1, the number of events and the largest one, against all-singletons. The engine is driven as the
// worker drives it (services/dedup/chunk.ts: chunks of 1,000, same-URL updates, eviction), and the
// gold fields are never fed to it.
//
//   npm run bench:dedup-quality                                  BASIL, and NeuS at 10, 100 and 1,000 events a day
//   npm run bench:dedup-quality -- --file <path.jsonl>           a set in BASIL's format (articles with dates)
//   npm run bench:dedup-quality -- --neus <path.jsonl> --per-day N [--half tune|held-out|all]
//   … --file or --neus as above, plus --thresholds 0.09,0.11,0.13,0.15   the same run at each join
//                                                  threshold: where precision and recall trade off
//   npm run bench:dedup-quality -- --confusers [path.jsonl]   the confuser set (scripts/bench/confusers):
//                                                  pairs of different same-domain events a day apart at
//                                                  most; the share of their article pairs merged, and
//                                                  BCubed on the whole set, on each half (split by pair)
//   … --confusers --confusers-set fresh [--half tune|held-out]   the fresh set (scripts/bench/confusers-fresh),
//                                                  written blind to the engine, split by domain (FRESH_TUNE):
//                                                  each half run on its own; the tune half also by domain and
//                                                  by kind of confuser, the held-out half as one line only
//   … --confusers [--confusers-set fresh --half tune] --explain [--list]   why same-event articles were split
//                                                  and different-event ones merged: each article that left its
//                                                  event's earlier articles, attributed to what kept it out
//                                                  (the rule that refused their event, not a candidate, outscored,
//                                                  margin); --list prints each with both headlines. Never on the
//                                                  fresh held-out half.
//   … --confusers [--confusers-set X] [--half H] --mechanisms   each join that let an article into an event
//                                                  holding a different event of its pair, counted by the cause
//                                                  no refusal fired (see dedup-mechanisms.ts), in all and by
//                                                  kind: counts only, so allowed on held-out sets too
//   … --confusers --confusers-set blind3          a third set (scripts/bench/confusers-blind3), written blind to
//                                                  the engine and both sets above: all of it is tune material
//                                                  (no --half), run whole, also by domain and by kind of confuser
//   … --confusers --confusers-set blind4          a fourth set (scripts/bench/confusers-blind4), written blind to
//                                                  the engine and the three sets above, held out whole: nobody
//                                                  studies it. Aggregate lines only (share merged, BCubed, and per
//                                                  kind of confuser its counts of merged pairs); no --half, no --explain
//   … --confusers --confusers-set blind5          a fifth set (scripts/bench/confusers-blind5), written blind to
//                                                  the engine and the four sets above, held out whole like blind4:
//                                                  aggregate lines, and counts of merged pairs by kind and by domain
//                                                  (no BCubed by group); no --half, no --explain, no --list
//   … --confusers --confusers-set blind6          a sixth set (scripts/bench/confusers-blind6), by another hand, weighted
//                                                  to the kinds that fail most: tune material like blind3 (no
//                                                  --half), run whole, by domain and by kind; --explain [--list] allowed
//   … --confusers --confusers-set blind7          a seventh set (scripts/bench/confusers-blind7), by another hand,
//                                                  blind to the engine and the earlier sets, held out whole like
//                                                  blind5: aggregate lines and counts of merged pairs by kind and
//                                                  by domain; no --half, no --explain, no --list
//   … --confusers --confusers-set desks [--half tune|held-out]   the desks set (scripts/bench/confusers-desks):
//                                                  the weak kinds told by outlets in different desk styles,
//                                                  split by pair like the first set; the tune half also by
//                                                  domain and kind, and --explain [--list] on it; the held-out
//                                                  half as one line only, never explained
//   … --confusers --confusers-set places [--half tune|held-out]   the places set (scripts/bench/confusers-places):
//                                                  two cities, neighbouring towns, a recurring venue, one actor
//                                                  and two targets, two countries, by a third hand; each half
//                                                  worded from its own sentence pools; read like desks
//   … --confusers --confusers-set bodies [--half tune|held-out]   the bodies set (scripts/bench/confusers-bodies):
//                                                  one body's two decisions, two countries' bodies the same
//                                                  day, two companies of one kind, one company at two sites;
//                                                  like desks, split by pair, and its halves told from
//                                                  disjoint wording pools (the held-out half's phrasing is
//                                                  never in the tune half); --explain on the tune half only
//   … --confusers --confusers-set blind8 [--half tune|held-out]   an eighth set (scripts/bench/confusers-blind8), by
//                                                  another hand, blind to the engine and the earlier sets; each
//                                                  group's `half` field splits it (even within each kind and
//                                                  domain); the tune half by domain and kind, --explain [--list]
//                                                  on it; the held-out half in aggregate: counts of merged pairs
//                                                  by kind and by domain, never explained or listed
//   … --confusers --confusers-set blind9 [--half tune|held-out]   a ninth set (scripts/bench/confusers-blind9), by
//                                                  another hand, split and read like blind8
//
// NeuS has no dates: following its README, its events are laid N to a day in file order, each
// article at minute (first 4 hex of its doc_id mod 1,440) of its event's day, fed in time order.
// Its events are split in two halves by a hash of the event id: every setting was tuned on `tune`
// only; `held-out` is the half nobody tuned on. The last line is `bcubed_f1=<value>` of the run asked
// (the default run: BASIL).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ArticleV1 } from '../../schemas/messages/article.ts';
import { canonicalizeUrl } from '../../services/dedup/canonical.ts';
import { decideStream } from '../../services/dedup/chunk.ts';
import { articleFeatures, type Explanation } from '../../services/dedup/engine.ts';
import { SCORING } from '../../services/dedup/scoring.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { reachTable, unreached } from './agent-reach.ts';
import { MECHANISMS, mechanismOf, type Mechanism } from './dedup-mechanisms.ts';
import { machineLine, table } from './machine.ts';

const DAY = 86_400_000;
const BENCHDATA = fileURLToPath(new URL('../../../shared/benchdata/', import.meta.url));
const BASIL = `${BENCHDATA}basil-clustering/basil.articles.jsonl`;
const NEUS = `${BENCHDATA}neus-clustering/neus.dev.jsonl`;
const CONFUSERS = fileURLToPath(new URL('./confusers/confusers.jsonl', import.meta.url));
const CONFUSERS_FRESH = fileURLToPath(new URL('./confusers-fresh/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND3 = fileURLToPath(new URL('./confusers-blind3/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND4 = fileURLToPath(new URL('./confusers-blind4/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND5 = fileURLToPath(new URL('./confusers-blind5/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND6 = fileURLToPath(new URL('./confusers-blind6/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND7 = fileURLToPath(new URL('./confusers-blind7/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND8 = fileURLToPath(new URL('./confusers-blind8/confusers.jsonl', import.meta.url));
const CONFUSERS_BLIND9 = fileURLToPath(new URL('./confusers-blind9/confusers.jsonl', import.meta.url));
const CONFUSERS_DESKS = fileURLToPath(new URL('./confusers-desks/confusers.jsonl', import.meta.url));
const CONFUSERS_PLACES = fileURLToPath(new URL('./confusers-places/confusers.jsonl', import.meta.url));
const CONFUSERS_BODIES = fileURLToPath(new URL('./confusers-bodies/confusers.jsonl', import.meta.url));
/**
 * The fresh set's tune half: these domains may be read and studied; the other five (central banks,
 * conflict, disasters, health, semiconductors) are held out and printed in aggregate only.
 */
const FRESH_TUNE = new Set(['cyber', 'energy', 'elections', 'maritime']);

/** One labelled article: its place in the stream, its gold event, and what the worker would receive. */
interface Item {
  gold: string;
  article: ArticleV1;
  ts: number;
}

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, string | number | undefined>);

const article = (over: Pick<ArticleV1, 'url' | 'title' | 'body' | 'publication' | 'publishedAt'>): ArticleV1 => ({
  version: 1,
  origin: 'file',
  sample: false,
  ...over,
});

/** A BASIL-format file: each article published at noon of its date, ingested an hour later, in date order. */
function basilItems(path: string): Item[] {
  return lines(path)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => String(a.r.date).localeCompare(String(b.r.date)) || a.i - b.i)
    .map(({ r }) => {
      const publishedAt = `${String(r.date)}T12:00:00.000Z`;
      return {
        gold: String(r.event_id),
        ts: Date.parse(publishedAt) + 3_600_000,
        article: article({
          url: String(r.url),
          title: String(r.title),
          body: String(r.body ?? ''),
          publication: String(r.outlet ?? 'unknown'),
          publishedAt,
        }),
      };
    });
}

export type Half = 'tune' | 'held-out' | 'all';

/** Which half of a NeuS-format set an event is in (a hash of its id: nothing else about it). */
export const halfOf = (eventId: string): Exclude<Half, 'all'> =>
  createHash('sha256').update(eventId).digest()[0]! < 128 ? 'tune' : 'held-out';

/** A NeuS-format file as a stream with `perDay` events a day (see the header). */
function neusItems(path: string, perDay: number, half: Half): Item[] {
  const rows = lines(path).filter((r) => half === 'all' || halfOf(String(r.event_id)) === half);
  const day = new Map<string, number>();
  for (const r of rows) if (!day.has(String(r.event_id))) day.set(String(r.event_id), Math.floor(day.size / perDay));
  const start = Date.parse('2024-01-01T00:00:00Z');
  return rows
    .map((r) => {
      const doc = String(r.doc_id);
      const time = start + day.get(String(r.event_id))! * DAY + (parseInt(doc.slice(0, 4), 16) % 1440) * 60_000;
      return {
        gold: String(r.event_id),
        ts: time + 60_000,
        time,
        doc,
        article: article({
          url: `https://neus.invalid/${doc}`,
          title: String(r.title),
          body: String(r.body ?? ''),
          publication: `Outlet ${'ABC'[Number(r.position)] ?? 'D'}`,
          publishedAt: new Date(time).toISOString(),
        }),
      };
    })
    .sort((a, b) => a.time - b.time || (a.doc < b.doc ? -1 : 1))
    .map(({ gold, ts, article }) => ({ gold, ts, article }));
}

/**
 * The confuser set (scripts/bench/confusers/generate.ts): each article published at its own time and
 * ingested a minute later, in time order; halves split by a hash of the pair id, so both events of a
 * pair are in one half; the fresh set splits by domain, and blind8 and blind9 by each row's own `half` field.
 */
function confuserItems(path: string, half: Half, split: 'pair' | 'domain' | 'row' = 'pair'): ConfuserItem[] {
  const halfOfRow = (r: Record<string, unknown>): Half =>
    split === 'domain'
      ? FRESH_TUNE.has(String(r.domain))
        ? 'tune'
        : 'held-out'
      : split === 'row'
        ? (String(r.half) as Half)
        : halfOf(String(r.pair_id));
  return lines(path)
    .filter((r) => half === 'all' || halfOfRow(r) === half)
    .map((r) => ({ r, time: Date.parse(String(r.published_at)) }))
    .sort((a, b) => a.time - b.time || String(a.r.doc_id).localeCompare(String(b.r.doc_id)))
    .map(({ r, time }) => ({
      gold: String(r.event_id),
      pair: String(r.pair_id),
      domain: String(r.domain ?? '-'),
      kind: String(r.kind ?? '-'),
      ts: time + 60_000,
      article: article({
        url: String(r.url),
        title: String(r.title),
        body: String(r.body ?? ''),
        publication: String(r.outlet),
        publishedAt: new Date(time).toISOString(),
      }),
    }));
}

type ConfuserItem = Item & { pair: string; domain: string; kind: string };

/** Of the article pairs that straddle the two events of a confuser pair, how many ended in one event; and of the pairs, how many had any. */
function confuserMerges(items: ConfuserItem[], predicted: string[]) {
  const byPair = new Map<string, { gold: string; predicted: string }[]>();
  items.forEach((it, i) => {
    const list = byPair.get(it.pair) ?? [];
    list.push({ gold: it.gold, predicted: predicted[i]! });
    byPair.set(it.pair, list);
  });
  let straddling = 0;
  let merged = 0;
  let pairsTouched = 0;
  for (const list of byPair.values()) {
    let here = 0;
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        if (list[i]!.gold === list[j]!.gold) continue;
        straddling++;
        if (list[i]!.predicted === list[j]!.predicted) here++;
      }
    merged += here;
    if (here) pairsTouched++;
  }
  return { straddling, merged, pairs: byPair.size, pairsTouched };
}

/**
 * The confuser figures and BCubed by domain or by kind of confuser (the fresh set labels both): BCubed
 * of a group scores its own articles only, each with the event the whole run gave it. Without `bcubed`,
 * counts only (no BCubed): what the held-out blind4 set may show, by kind.
 */
function confuserBreakdown(items: ConfuserItem[], predicted: string[], by: 'domain' | 'kind', bcubed = true) {
  const groups = [...new Set(items.map((it) => it[by]))].sort();
  const head = [
    by,
    'pairs',
    'articles',
    'different-event article pairs',
    'merged',
    'share merged',
    'pairs with a merge',
  ];
  const out: (string | number)[][] = [bcubed ? [...head, 'BCubed P', 'BCubed R', 'BCubed F1'] : head];
  for (const g of groups) {
    const idx = items.map((it, i) => (it[by] === g ? i : -1)).filter((i) => i >= 0);
    const m = confuserMerges(
      idx.map((i) => items[i]!),
      idx.map((i) => predicted[i]!),
    );
    const row: (string | number)[] = [
      g,
      m.pairs,
      idx.length,
      m.straddling,
      m.merged,
      `${((100 * m.merged) / m.straddling).toFixed(2)}%`,
      m.pairsTouched,
    ];
    if (bcubed) {
      const s = scores(
        idx.map((i) => items[i]!.gold),
        idx.map((i) => predicted[i]!),
      );
      row.push(fmt(s.bp), fmt(s.br), fmt(s.bf));
    }
    out.push(row);
  }
  return table(out);
}

/** BCubed and pairwise precision/recall/F1, events and the largest, of a predicted clustering against the gold. */
function scores(gold: string[], predicted: string[]) {
  const count = (keys: string[]) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return m;
  };
  const g = count(gold);
  const p = count(predicted);
  const both = count(gold.map((x, i) => `${x}\u0000${predicted[i]}`));
  let bp = 0;
  let br = 0;
  gold.forEach((x, i) => {
    const n = both.get(`${x}\u0000${predicted[i]}`)!;
    bp += n / p.get(predicted[i]!)!;
    br += n / g.get(x)!;
  });
  const pairs = (m: Map<string, number>) => [...m.values()].reduce((s, n) => s + (n * (n - 1)) / 2, 0);
  const f1 = (x: number, y: number) => (x + y ? (2 * x * y) / (x + y) : 0);
  const tp = pairs(both);
  const pp = pairs(p) ? tp / pairs(p) : 1;
  const pr = pairs(g) ? tp / pairs(g) : 0;
  bp /= gold.length;
  br /= gold.length;
  return {
    bp,
    br,
    bf: f1(bp, br),
    pp,
    pr,
    pf: f1(pp, pr),
    events: p.size,
    largest: Math.max(...p.values()),
    goldLargest: Math.max(...g.values()),
  };
}

/**
 * Why articles left their event's earlier articles, and which joined another happening's (see
 * `--explain`): a split is attributed to what kept the article out of the event holding most of its
 * event's earlier articles, when that event is mostly theirs (out of another happening's event, a
 * refusal is right); with `list`, each with both sides' headlines and participants.
 */
function diagnose(items: Item[], predicted: string[], explained: Map<string, Explanation>, list: boolean) {
  const causes = new Map<string, number>();
  const lines: string[] = [];
  const bump = (k: string) => causes.set(k, (causes.get(k) ?? 0) + 1);
  const members = new Map<string, number[]>();
  const who = (i: number) => {
    const f = articleFeatures(items[i]!.article, items[i]!.ts);
    return `{${[...f.participants, ...f.identities].join(', ')}}${f.linked ? ' linked' : ''}`;
  };
  const show = (i: number) => `"${items[i]!.article.title}" ${who(i)}`;
  items.forEach((it, i) => {
    const p = predicted[i]!;
    const before = members.get(p) ?? [];
    const x = explained.get(canonicalizeUrl(it.article.url));
    const mine = new Map<string, number>();
    for (const [id, js] of members) {
      const n = js.filter((j) => items[j]!.gold === it.gold).length;
      if (n) mine.set(id, n);
    }
    if (before.length && !mine.has(p)) {
      bump('MERGED: joined another happening');
      const c = x?.candidates.find((k) => k.id === p);
      if (list)
        lines.push(
          `MERGE (${c ? c.score.toFixed(3) : '-'}, margin ${x?.margin?.toFixed(3) ?? '-'}) ${it.gold} ${show(i)}\n   -> ${items[before[0]!]!.gold} ${before.map(show).join('\n      ')}`,
        );
    }
    if (mine.size && !mine.has(p)) {
      const target = [...mine].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
      const held = members.get(target)!;
      const own = held.filter((j) => items[j]!.gold === it.gold).length;
      const c = x?.candidates.find((k) => k.id === target);
      const won = x?.candidates.find((k) => k.refused === null);
      const cause =
        2 * own < held.length
          ? 'kept out of a merged event'
          : !x
            ? 'no candidate at all'
            : !c
              ? 'not a candidate'
              : c.refused
                ? `refused: ${c.refused}`
                : won && won.id !== target
                  ? 'outscored'
                  : 'margin below threshold';
      bump(cause);
      if (list && cause !== 'kept out of a merged event')
        lines.push(
          `SPLIT ${cause} (${c ? c.score.toFixed(3) : '-'}${x?.margin != null ? `, margin ${x.margin.toFixed(3)}` : ''}) ${it.gold} ${show(i)}\n   x ${held.map(show).join('\n     ')}`,
        );
    }
    members.set(p, [...before, i]);
  });
  const out: (string | number)[][] = [['why an article left its event (or joined another)', 'articles']];
  for (const [k, n] of [...causes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) out.push([k, n]);
  console.log(table(out));
  for (const l of lines) console.log(l);
}

/**
 * `--mechanisms`: each join that put an article into an event holding a different event of its confuser
 * pair, counted by the cause that let it in (see dedup-mechanisms.ts), in all and by kind of confuser;
 * with the article pairs each such join merged directly. Counts only: allowed on held-out sets.
 */
function mechanisms(items: ConfuserItem[], predicted: string[], joins: Map<string, Joined>) {
  const kinds = [...new Set(items.map((it) => it.kind))].sort();
  const count = new Map<string, { joins: number; first: number; pairs: number; byKind: Map<string, number> }>();
  const members = new Map<string, number[]>();
  const shown: string[] = [];
  items.forEach((it, i) => {
    const p = predicted[i]!;
    const before = members.get(p) ?? [];
    const others = before.filter((j) => items[j]!.pair === it.pair && items[j]!.gold !== it.gold).length;
    if (others) {
      const j = joins.get(canonicalizeUrl(it.article.url));
      const cause = j && j.id === p ? j.mechanism : 'not explained';
      if (listing)
        shown.push(
          `JOIN ${cause}: ${it.gold} "${it.article.title}" ${j?.shown ?? ''}\n   first: ${items[before[0]!]!.gold} "${items[before[0]!]!.article.title}"`,
        );
      const c = count.get(cause) ?? { joins: 0, first: 0, pairs: 0, byKind: new Map<string, number>() };
      c.joins++;
      if (!before.some((k) => items[k]!.gold === it.gold)) c.first++;
      c.pairs += others;
      c.byKind.set(it.kind, (c.byKind.get(it.kind) ?? 0) + 1);
      count.set(cause, c);
    }
    members.set(p, [...before, i]);
  });
  const out: (string | number)[][] = [
    ['why a different-event join was not refused', 'joins', 'into none of its own', 'pairs merged', ...kinds],
  ];
  const total = { joins: 0, first: 0, pairs: 0 };
  for (const cause of [...MECHANISMS, 'not explained']) {
    const c = count.get(cause);
    if (!c) continue;
    total.joins += c.joins;
    total.first += c.first;
    total.pairs += c.pairs;
    out.push([cause, c.joins, c.first, c.pairs, ...kinds.map((k) => c.byKind.get(k) ?? 0)]);
  }
  out.push(['all', total.joins, total.first, total.pairs, ...kinds.map(() => '')]);
  return [table(out), ...shown].join('\n');
}

/** A join's cause as the explain callback read it (see `mechanisms`); with `--list`, both sides as read. */
interface Joined {
  id: string;
  mechanism: Mechanism;
  shown?: string;
}

const agents = DEMO_AGENTS.map((a, i) => ({ id: `agent-${i}`, slug: a.name.toLowerCase(), profile: a.profile }));

function run(
  label: string,
  items: Item[],
  threshold?: number,
  explained?: Map<string, Explanation>,
  joins?: Map<string, Joined>,
) {
  const t0 = performance.now();
  const explain =
    (explained || joins) &&
    ((x: Explanation) => {
      explained?.set(x.url, x);
      // Read now: the join that follows changes the event.
      if (joins && x.best)
        joins.set(x.url, {
          id: x.best.event.id,
          mechanism: mechanismOf(x.best),
          ...(listing && {
            shown: `${x.best.score.toFixed(3)} {${x.best.article.participants.join(', ')}} where [${x.best.article.where.join(', ')}]\n   -> event {${x.best.event.participants.join(', ')}} where [${x.best.event.where.join(', ')}]`,
          }),
        });
    });
  const byUrl = decideStream(items, { agents, threshold, explain });
  const ms = (performance.now() - t0) / items.length;
  const predicted = items.map((it) => byUrl.get(canonicalizeUrl(it.article.url))!);
  return {
    label,
    items: items.length,
    predicted,
    ms,
    s: scores(
      items.map((it) => it.gold),
      predicted,
    ),
  };
}

const fmt = (x: number) => x.toFixed(3);
const header = [
  'run',
  'articles',
  'events',
  'largest (gold)',
  'BCubed P',
  'BCubed R',
  'BCubed F1',
  'pairwise P',
  'pairwise R',
  'pairwise F1',
  'ms/article',
];
const row = (r: ReturnType<typeof run>) => [
  r.label,
  r.items,
  r.s.events,
  `${r.s.largest} (${r.s.goldLargest})`,
  fmt(r.s.bp),
  fmt(r.s.br),
  fmt(r.s.bf),
  fmt(r.s.pp),
  fmt(r.s.pr),
  fmt(r.s.pf),
  r.ms.toFixed(3),
];
const singletons = (label: string, items: Item[]) => {
  const s = scores(
    items.map((it) => it.gold),
    items.map((_, i) => String(i)),
  );
  return [
    label,
    items.length,
    s.events,
    `1 (${s.goldLargest})`,
    fmt(s.bp),
    fmt(s.br),
    fmt(s.bf),
    fmt(s.pp),
    fmt(s.pr),
    fmt(s.pf),
    '-',
  ];
};

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const confuserSet = option('--confusers-set');
if (
  confuserSet !== undefined &&
  ![
    'fresh',
    'blind3',
    'blind4',
    'blind5',
    'blind6',
    'blind7',
    'blind8',
    'blind9',
    'desks',
    'bodies',
    'places',
  ].includes(confuserSet)
)
  throw new Error(
    '--confusers-set is fresh, blind3, blind4, blind5, blind6, blind7, blind8, blind9, desks, bodies or places (or leave it out)',
  );
const fresh = confuserSet === 'fresh';
const blind3 = confuserSet === 'blind3';
/** The blind6 set is all tune material like blind3: run whole, by domain and kind, and explained. */
const blind6 = confuserSet === 'blind6';
/** A set that is all tune material, run whole: blind3 or blind6. */
const tuneWhole = blind3 || blind6;
/** The desks set: split by pair; its tune half is studied, its held-out half measured only. */
const desks = confuserSet === 'desks';
/** The bodies set: split by pair like desks, each half worded from its own template pools. */
const bodies = confuserSet === 'bodies';
/** The places set: split by pair like desks, each half worded from its own sentence pools. */
const places = confuserSet === 'places';
/** The blind8 set, by another hand: split by its rows' `half` field, read like places. */
const blind8 = confuserSet === 'blind8';
/** The blind9 set, by another hand again: split by its rows' `half` field like blind8. */
const blind9 = confuserSet === 'blind9';
/** A set split by its rows' `half` field: blind8 or blind9. */
const byRow = blind8 || blind9;
/** A set split by pair whose tune half is studied and held-out half measured only: desks, bodies, places, blind8, blind9. */
const byPair = desks || bodies || places || byRow;
/** The blind4 set is held out whole: printed in aggregate only, never explained. */
const blind4 = confuserSet === 'blind4';
/** The blind5 set is held out whole too: aggregate figures and counts by kind and by domain, never explained. */
const blind5 = confuserSet === 'blind5';
/** The blind7 set, by another hand, is held out whole like blind5. */
const blind7 = confuserSet === 'blind7';
/** A set nobody studies: blind4, blind5 or blind7. */
const heldOutWhole = blind4 || blind5 || blind7;
const confusers = argv.includes('--confusers')
  ? ((argv[argv.indexOf('--confusers') + 1]?.startsWith('--') ? undefined : argv[argv.indexOf('--confusers') + 1]) ??
    (fresh
      ? CONFUSERS_FRESH
      : blind3
        ? CONFUSERS_BLIND3
        : blind6
          ? CONFUSERS_BLIND6
          : blind4
            ? CONFUSERS_BLIND4
            : blind5
              ? CONFUSERS_BLIND5
              : blind7
                ? CONFUSERS_BLIND7
                : desks
                  ? CONFUSERS_DESKS
                  : bodies
                    ? CONFUSERS_BODIES
                    : places
                      ? CONFUSERS_PLACES
                      : blind8
                        ? CONFUSERS_BLIND8
                        : blind9
                          ? CONFUSERS_BLIND9
                          : CONFUSERS))
  : undefined;
if (confuserSet !== undefined && !confusers && !argv.includes('--reach'))
  throw new Error('--confusers-set goes with --confusers');
if (tuneWhole && option('--half')) throw new Error(`the ${confuserSet} set is all tune material: no --half`);
if (heldOutWhole && option('--half')) throw new Error(`the ${confuserSet} set is held out whole: no --half`);
if (heldOutWhole && (argv.includes('--explain') || argv.includes('--list')))
  throw new Error(`the ${confuserSet} set is held out: aggregate figures only, no --explain or --list`);
const file = option('--file');
const neus = option('--neus');
const perDay = Number(option('--per-day') ?? 100);
const half = (option('--half') ?? 'all') as Half;
const explainRun = argv.includes('--explain');
/** Counts only (see `mechanisms`): allowed on every set. */
const mechanismsRun = argv.includes('--mechanisms');
if (mechanismsRun && !argv.includes('--confusers')) throw new Error('--mechanisms goes with --confusers');
/** `--mechanisms --list`: each join with both headlines, on tune material only. */
const listing = mechanismsRun && argv.includes('--list');
const thresholds = option('--thresholds')?.split(',').map(Number) ?? [];
if (thresholds.some((t) => !Number.isFinite(t))) throw new Error('--thresholds is a list of numbers: 0.11,0.13,0.15');
if (thresholds.length && !(file || neus)) throw new Error('--thresholds goes with --file or --neus');
if (explainRun && !confusers) throw new Error('--explain goes with --confusers');
if (listing && !tuneWhole && half !== 'tune')
  throw new Error('--mechanisms --list reads tune material only (blind3, blind6, or --half tune)');
if (explainRun && (fresh || byPair) && half !== 'tune')
  throw new Error(`--explain on the ${confuserSet} set reads its tune half only (--half tune)`);
if (byRow && argv.includes('--list') && half !== 'tune')
  throw new Error(`--list on the ${confuserSet} set reads its tune half only (--half tune)`);
if (!['tune', 'held-out', 'all'].includes(half)) throw new Error('--half is tune, held-out or all');
if (neus && !(Number.isInteger(perDay) && perDay > 0)) throw new Error('--per-day is a positive integer');

/** Each set's file, how it splits into halves, and whether it is all tune or all held-out material. */
const REACH_SETS: { set: string; path: string; split: 'pair' | 'domain' | 'row' | 'tune' | 'held-out' }[] = [
  { set: 'own', path: CONFUSERS, split: 'pair' },
  { set: 'fresh', path: CONFUSERS_FRESH, split: 'domain' },
  { set: 'blind3', path: CONFUSERS_BLIND3, split: 'tune' },
  { set: 'blind6', path: CONFUSERS_BLIND6, split: 'tune' },
  { set: 'blind8', path: CONFUSERS_BLIND8, split: 'row' },
  { set: 'blind9', path: CONFUSERS_BLIND9, split: 'row' },
  { set: 'desks', path: CONFUSERS_DESKS, split: 'pair' },
  { set: 'places', path: CONFUSERS_PLACES, split: 'pair' },
  { set: 'bodies', path: CONFUSERS_BODIES, split: 'pair' },
  { set: 'blind4', path: CONFUSERS_BLIND4, split: 'held-out' },
  { set: 'blind5', path: CONFUSERS_BLIND5, split: 'held-out' },
  { set: 'blind7', path: CONFUSERS_BLIND7, split: 'held-out' },
];

if (argv.includes('--reach')) {
  console.log(machineLine());
  const chosen = REACH_SETS.filter((s) => confuserSet === undefined || s.set === confuserSet);
  for (const { set, path, split } of chosen) {
    if (!existsSync(path)) throw new Error(`no such file: ${path}`);
    const whole = split === 'tune' || split === 'held-out';
    if (whole && option('--half')) throw new Error(`the ${set} set is one half whole: no --half`);
    const halves: Exclude<Half, 'all'>[] = whole ? [split] : half === 'all' ? ['tune', 'held-out'] : [half];
    for (const h of halves) {
      const items = confuserItems(path, whole ? 'all' : h, whole ? 'pair' : split).map((it) => ({
        gold: it.gold,
        domain: it.domain,
        title: it.article.title,
        body: it.article.body ?? '',
      }));
      const label = whole ? `${set}, whole set (${h})` : `${set}, ${h} half`;
      console.log(reachTable(label, agents, items, h === 'tune'));
      if (argv.includes('--list') && h === 'tune') for (const l of unreached(agents, items)) console.log(l);
    }
  }
  process.exit(0);
}

console.log(machineLine());
const rows: (string | number)[][] = [header];
/** The run again at each `--thresholds` value: the row above it is at the shipped SCORING.threshold. */
function sweep(items: Item[]) {
  for (const t of thresholds) rows.push(row(run(`  join threshold ${t}`, items, t)));
}
let asked: ReturnType<typeof run>;
if (confusers) {
  if (!existsSync(confusers)) throw new Error(`no such file: ${confusers}`);
  const merges: (string | number)[][] = [
    ['half', 'confuser pairs', 'different-event article pairs', 'merged', 'share merged', 'pairs with a merge'],
  ];
  // Each half on its own: the held-out half's articles never change a tune figure.
  const halves: Half[] = tuneWhole || heldOutWhole ? ['all'] : half === 'all' ? ['tune', 'held-out'] : [half];
  const breakdowns: string[] = [];
  for (const h of halves) {
    const items = confuserItems(confusers, h, fresh ? 'domain' : byRow ? 'row' : 'pair');
    if (h === halves[0]) rows.push(singletons('all singletons', items));
    for (const t of [undefined, ...thresholds]) {
      const label = tuneWhole
        ? `engine: ${confuserSet} confusers, whole set`
        : heldOutWhole
          ? `engine: ${confuserSet} confusers, whole set (held out)`
          : `engine: ${fresh || byPair ? `${confuserSet} ` : ''}confusers, ${h} half`;
      const explained = explainRun && t === undefined ? new Map<string, Explanation>() : undefined;
      const joins = mechanismsRun && t === undefined ? new Map<string, Joined>() : undefined;
      const r = run(t === undefined ? label : `  join threshold ${t}`, items, t, explained, joins);
      if (joins)
        breakdowns.push(
          `mechanisms, ${h === 'all' ? 'whole set' : `${h} half`}:\n${mechanisms(items, r.predicted, joins)}`,
        );
      rows.push(row(r));
      if (explained) {
        console.log(`why, ${h} half:`);
        diagnose(items, r.predicted, explained, argv.includes('--list'));
      }
      const m = confuserMerges(items, r.predicted);
      // Held-out domains are printed in aggregate only: nothing by domain or kind to study.
      if (t === undefined && (h === 'tune' || tuneWhole) && items.some((it) => it.domain !== '-'))
        breakdowns.push(confuserBreakdown(items, r.predicted, 'domain'), confuserBreakdown(items, r.predicted, 'kind'));
      if (t === undefined && blind4) breakdowns.push(confuserBreakdown(items, r.predicted, 'kind', false));
      if (t === undefined && (blind5 || blind7 || (byRow && h === 'held-out')))
        breakdowns.push(
          confuserBreakdown(items, r.predicted, 'kind', false),
          confuserBreakdown(items, r.predicted, 'domain', false),
        );
      merges.push([
        t === undefined ? h : `${h} @${t}`,
        m.pairs,
        m.straddling,
        m.merged,
        `${((100 * m.merged) / m.straddling).toFixed(2)}%`,
        m.pairsTouched,
      ]);
      if (t === undefined && (h === 'held-out' || halves.length === 1)) asked = r;
    }
  }
  console.log(table(merges));
  for (const b of breakdowns) console.log(b);
} else if (file || neus) {
  const path = (file ?? neus)!;
  if (!existsSync(path)) throw new Error(`no such file: ${path}`);
  if (file) {
    const items = basilItems(path);
    rows.push(singletons('all singletons', items));
    rows.push(row((asked = run(`engine: ${path}`, items))));
    sweep(items);
  } else {
    const halves: Half[] = half === 'all' ? ['tune', 'held-out', 'all'] : [half];
    for (const h of halves) {
      const items = neusItems(path, perDay, h);
      if (h === halves[0]) rows.push(singletons('all singletons', items));
      const r = run(`engine: ${perDay}/day, ${h === 'all' ? 'whole set' : `${h} half`}`, items);
      rows.push(row(r));
      if (h === half) asked = r;
      sweep(items);
    }
  }
} else {
  for (const path of [BASIL, NEUS])
    if (!existsSync(path)) {
      console.log(`skipped: ${path} is absent (the labelled sets live in ../shared/benchdata)`);
      process.exit(0);
    }
  const basil = basilItems(BASIL);
  rows.push(singletons('BASIL all singletons', basil));
  rows.push(row((asked = run('BASIL (its own dates, ~0.03 events/day)', basil))));
  for (const n of [10, 100, 1000])
    for (const h of ['tune', 'held-out'] as const)
      rows.push(row(run(`NeuS ${n}/day, ${h} half`, neusItems(NEUS, n, h))));
}
console.log(table(rows));
console.log(
  'NeuS halves: events split by a hash of the event id; every setting was tuned on the tune half only. ' +
    'References (NeuS README, 100/day): all singletons 0.50, tuned TF-IDF single-link about 0.80. ' +
    `Engine rows are at the shipped join threshold, ${SCORING.threshold}.`,
);
console.log(`bcubed_f1=${fmt(asked!.s.bf)}`);
