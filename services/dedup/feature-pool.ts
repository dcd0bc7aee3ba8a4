import { availableParallelism } from 'node:os';
import type { KafkaMessage } from 'kafkajs';
import { Piscina } from 'piscina';
import type { EntitiesResult, FeatureTask } from './feature-worker.ts';
import type { Parsed } from './parse.ts';

/** Messages per task: small enough that every thread gets a share of a chunk. */
const SLICE = 250;

/**
 * The dedup worker's CPU work that does not depend on its state, in worker threads: parsing,
 * validating and featurising articles (ahead of the decisions, while the previous chunk is decided
 * and written), and the named-entity pass over each new event's founding article. Results are pure
 * functions of their inputs, so where they are computed never changes a decision.
 */
export class FeaturePool {
  private readonly pool: Piscina<FeatureTask, Parsed[] | EntitiesResult[]>;

  constructor(threads = Math.max(1, availableParallelism())) {
    this.pool = new Piscina({
      filename: new URL('./feature-worker.ts', import.meta.url).href,
      execArgv: ['--import', 'tsx'],
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
  }

  private async sliced<I, O>(items: I[], task: (slice: I[]) => FeatureTask): Promise<O[]> {
    const parts: Promise<O[]>[] = [];
    for (let i = 0; i < items.length; i += SLICE) parts.push(this.pool.run(task(items.slice(i, i + SLICE))) as Promise<O[]>);
    return (await Promise.all(parts)).flat();
  }

  /** Each message parsed and featurised, in order. */
  parse(messages: KafkaMessage[]): Promise<Parsed[]> {
    return this.sliced(messages, (slice) => ({ kind: 'parse', messages: slice.map((m) => ({ value: m.value, timestamp: Number(m.timestamp) })) }));
  }

  /** Entities and locations of each founding article, in order. */
  entities(articles: { title: string; lead: string }[]): Promise<EntitiesResult[]> {
    return this.sliced(articles, (slice) => ({ kind: 'entities', articles: slice }));
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
