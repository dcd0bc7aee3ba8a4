import { availableParallelism } from 'node:os';
import type { KafkaMessage } from 'kafkajs';
import { Piscina, type TaskQueue } from 'piscina';
import type { EntitiesResult, FeatureTask } from './feature-worker.ts';
import type { Parsed } from './parse.ts';

/** Messages per task: small enough that every thread gets a share of a chunk. */
const SLICE = 250;

type Task = Parameters<TaskQueue['push']>[0];

/** Marks a task that goes ahead of everything queued without the mark. */
const URGENT = { urgent: true };

/** Two lanes, first in first out within each: urgent tasks (a chunk waiting on its entities) before parsing done ahead. */
class TwoLaneQueue implements TaskQueue {
  private readonly urgent: Task[] = [];
  private readonly normal: Task[] = [];
  get size(): number {
    return this.urgent.length + this.normal.length;
  }
  push(task: Task): void {
    (task[Piscina.queueOptionsSymbol as keyof Task] === URGENT ? this.urgent : this.normal).push(task);
  }
  shift(): Task | null {
    return this.urgent.shift() ?? this.normal.shift() ?? null;
  }
  remove(task: Task): void {
    for (const lane of [this.urgent, this.normal]) {
      const i = lane.indexOf(task);
      if (i >= 0) lane.splice(i, 1);
    }
  }
}

/**
 * A slice of messages as one task. Their values are views into Kafka's fetch buffer, which a
 * structured clone would copy whole for every task: they are copied into one buffer of their own
 * instead, and that buffer is handed over to the thread, not copied.
 */
function pack(messages: KafkaMessage[]): FeatureTask {
  let size = 0;
  for (const m of messages) size += m.value?.length ?? 0;
  const data = new Uint8Array(size);
  const spans = new Int32Array(messages.length * 2);
  const timestamps = new Float64Array(messages.length);
  let at = 0;
  messages.forEach((m, i) => {
    timestamps[i] = Number(m.timestamp);
    spans[2 * i] = at;
    spans[2 * i + 1] = m.value ? m.value.length : -1;
    if (m.value) {
      data.set(m.value, at);
      at += m.value.length;
    }
  });
  return { kind: 'parse', data, spans, timestamps };
}

/**
 * The dedup worker's CPU work that does not depend on its state, in worker threads: parsing,
 * validating and featurising articles and reading each one's stored facts (ahead of the decisions,
 * while the previous chunk is decided and written), and the named-entity pass over each new event's
 * founding article. Results are pure
 * functions of their inputs, so where they are computed never changes a decision.
 */
export class FeaturePool {
  private readonly pool: Piscina<FeatureTask, Parsed[] | EntitiesResult[]>;

  constructor(private readonly threads = Math.max(1, availableParallelism() - 1)) {
    this.pool = new Piscina({
      filename: new URL('./feature-worker.ts', import.meta.url).href,
      // A profiled worker (PROF_ARGS="--cpu-prof …" on the ingest bench) profiles its threads too.
      execArgv: ['--import', 'tsx', ...process.execArgv.filter((a) => a.startsWith('--cpu-prof'))],
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // A thread's garbage is short-lived (one slice's parsing): a small young generation keeps about
      // 45 MB off the worker's peak RSS at no cost in throughput (npm run bench:ingest).
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 8 },
      taskQueue: new TwoLaneQueue(),
    });
  }

  private async sliced<I, O>(
    items: I[],
    size: number,
    task: (slice: I[]) => FeatureTask,
    urgent = false,
  ): Promise<O[]> {
    const parts: Promise<O[]>[] = [];
    for (let i = 0; i < items.length; i += size) {
      const t = task(items.slice(i, i + size));
      if (urgent) Object.defineProperty(t, Piscina.queueOptionsSymbol, { value: URGENT });
      parts.push(
        this.pool.run(
          t,
          t.kind === 'parse'
            ? {
                transferList: [
                  t.data.buffer as ArrayBuffer,
                  t.spans.buffer as ArrayBuffer,
                  t.timestamps.buffer as ArrayBuffer,
                ],
              }
            : {},
        ) as Promise<O[]>,
      );
    }
    return (await Promise.all(parts)).flat();
  }

  /** Each message parsed and featurised, in order. */
  parse(messages: KafkaMessage[]): Promise<Parsed[]> {
    return this.sliced(messages, SLICE, pack);
  }

  /** Entities and locations of each founding article, in order, ahead of any parsing queued. */
  entities(articles: { title: string; lead: string }[]): Promise<EntitiesResult[]> {
    return this.sliced(
      articles,
      Math.max(1, Math.ceil(articles.length / this.threads)),
      (slice) => ({ kind: 'entities', articles: slice }),
      true,
    );
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
