import { availableParallelism } from 'node:os';
import { setImmediate } from 'node:timers/promises';
import type { KafkaMessage } from 'kafkajs';
import { Piscina, type TaskQueue } from 'piscina';
import type { EntitiesResult, FeatureTask } from './feature-worker.ts';
import { parseSlice, type Parsed } from './parse.ts';

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
function pack(messages: KafkaMessage[]): FeatureTask & { kind: 'parse' } {
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
  /**
   * Slices to parse not yet handed to a thread, oldest first. Each thread is handed one at a time, so
   * the thread that decides, rather than wait for a slice it needs, parses the oldest of these itself
   * (`parseWhile`): a second thread's parsing without a second thread's heap.
   */
  private readonly backlog: {
    messages: KafkaMessage[];
    resolve: (parsed: Parsed[]) => void;
    reject: (err: unknown) => void;
  }[] = [];
  private running = 0;
  /** Articles this thread parsed itself (`parseWhile`). */
  parsedHere = 0;

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

  /** Each message parsed and featurised, in order. */
  parse(messages: KafkaMessage[]): Promise<Parsed[]> {
    const parts: Promise<Parsed[]>[] = [];
    for (let i = 0; i < messages.length; i += SLICE) {
      const slice = messages.slice(i, i + SLICE);
      parts.push(new Promise((resolve, reject) => this.backlog.push({ messages: slice, resolve, reject })));
    }
    this.handOut();
    return Promise.all(parts).then((all) => all.flat());
  }

  /** Hands the oldest slices of the backlog to the threads, one each. */
  private handOut(): void {
    while (this.running < this.threads && this.backlog.length) {
      const job = this.backlog.shift()!;
      const task = pack(job.messages);
      this.running++;
      (
        this.pool.run(task, {
          transferList: [
            task.data.buffer as ArrayBuffer,
            task.spans.buffer as ArrayBuffer,
            task.timestamps.buffer as ArrayBuffer,
          ],
        }) as Promise<Parsed[]>
      )
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running--;
          this.handOut();
        });
    }
  }

  /**
   * Until `pending` settles, parses the oldest slices no thread has taken, here, one at a time, letting
   * the threads' results in between. Results are the same wherever a slice is parsed (parseSlice).
   */
  async parseWhile(pending: Promise<unknown>): Promise<void> {
    let settled = false;
    pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await setImmediate();
    while (!settled && this.backlog.length) {
      const job = this.backlog.shift()!;
      try {
        job.resolve(parseSlice(pack(job.messages)));
        this.parsedHere += job.messages.length;
      } catch (err) {
        job.reject(err);
      }
      await setImmediate();
    }
  }

  /** Entities and locations of each founding article, in order, ahead of any parsing queued. */
  async entities(articles: { title: string; lead: string }[]): Promise<EntitiesResult[]> {
    const size = Math.max(1, Math.ceil(articles.length / this.threads));
    const parts: Promise<EntitiesResult[]>[] = [];
    for (let i = 0; i < articles.length; i += size) {
      const task: FeatureTask = { kind: 'entities', articles: articles.slice(i, i + size) };
      Object.defineProperty(task, Piscina.queueOptionsSymbol, { value: URGENT });
      parts.push(this.pool.run(task) as Promise<EntitiesResult[]>);
    }
    return (await Promise.all(parts)).flat();
  }

  close(): Promise<void> {
    for (const job of this.backlog.splice(0)) job.reject(new Error('the feature pool is closed'));
    return this.pool.destroy();
  }
}
