// One chunk of articles decided in memory: the step the dedup worker takes per chunk, shared with the
// quality benchmark (scripts/bench/dedup-quality.ts) so that both decide identically on one input.
import type { ArticleV1 } from '../../schemas/messages/article.ts';
import { AgentMatcher, type AgentProfile } from './agents.ts';
import { DedupEngine, articleFeatures, type ArticleFeatures, type Decision, type Explanation } from './engine.ts';

const DAY = 86_400_000;

/** The event and content hash of each canonical URL already decided (the projection's `event_sources`). */
export type KnownSources = Map<string, { eventId: string; contentHash: string }>;

/**
 * Decides a chunk's articles in order. `clock` is the latest message time so far, this chunk's
 * included. Events closed a day before the chunk's earliest article (or the clock, if earlier) are
 * dropped from memory first: they could take none of these articles anyway. Not a day before the
 * clock: a chunk of a backlog spans days, and its first articles still join the events of their own
 * day. `known` holds the sources decided before, and learns this chunk's.
 */
export function decideChunk(
  engine: DedupEngine,
  articles: ArticleFeatures[],
  known: KnownSources,
  clock: number,
): Decision[] {
  engine.evictBefore(earliest(articles, clock) - DAY);
  return articles.map((f) => {
    const d = engine.decide(f, known.get(f.canonicalUrl) ?? null);
    if (d.kind !== 'unchanged')
      known.set(d.source.canonicalUrl, { eventId: d.event.id, contentHash: d.source.contentHash });
    return d;
  });
}

/** The earliest message time of a chunk's articles, or `clock` if that is earlier. */
function earliest(articles: readonly ArticleFeatures[], clock: number): number {
  let t = clock;
  for (const f of articles) if (f.ts < t) t = f.ts;
  return t;
}

/**
 * `decideChunk` in slices of about `sliceMs` of work, awaiting `pause` between two slices (the worker
 * lets its event loop through there). The same decisions as one call: every slice evicts by the same
 * clock, so only the first evicts anything, and the articles are decided one by one in order.
 */
export async function decideInSlices(
  engine: DedupEngine,
  articles: ArticleFeatures[],
  known: KnownSources,
  clock: number,
  sliceMs: number,
  pause: () => Promise<unknown>,
): Promise<Decision[]> {
  const decisions: Decision[] = [];
  // Every slice evicts as the whole chunk would (see `decideChunk`).
  clock = earliest(articles, clock);
  for (let i = 0; i < articles.length;) {
    if (i) await pause();
    const until = performance.now() + sliceMs;
    do decisions.push(...decideChunk(engine, [articles[i++]!], known, clock));
    while (i < articles.length && performance.now() < until);
  }
  return decisions;
}

/**
 * A stream of articles (with their message times, in log order) decided chunk by chunk as the worker
 * does, in memory: canonical URL → event id. The benchmark's way through the engine.
 */
export function decideStream(
  stream: { article: ArticleV1; ts: number }[],
  opts: {
    agents?: AgentProfile[];
    chunkSize?: number;
    threshold?: number;
    /** See the engine's `explain` (the quality benchmark's diagnosis). */
    explain?: (x: Explanation) => void;
  } = {},
): Map<string, string> {
  // Entities never change a decision: they are left out here, as the worker extracts them elsewhere.
  const engine = new DedupEngine(new AgentMatcher(opts.agents ?? []), {
    deferEntities: true,
    threshold: opts.threshold,
    explain: opts.explain,
  });
  const known: KnownSources = new Map();
  const size = opts.chunkSize ?? 1000;
  let clock = 0;
  for (let i = 0; i < stream.length; i += size) {
    const chunk = stream.slice(i, i + size);
    for (const { ts } of chunk) clock = Math.max(clock, ts);
    decideChunk(
      engine,
      chunk.map(({ article, ts }) => articleFeatures(article, ts)),
      known,
      clock,
    );
    engine.takeUnsettled();
  }
  return new Map([...known].map(([url, { eventId }]) => [url, eventId]));
}
