import { Partitioners, type Consumer, type EachBatchPayload, type Kafka, type KafkaMessage, type Producer } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';

import type { DeadLetterV1 } from '../../schemas/messages/article.ts';
import { AgentMatcher } from './agents.ts';
import { OutboxRelay } from '../outbox.ts';
import { DedupEngine, type Decision } from './engine.ts';
import { FeaturePool } from './feature-pool.ts';
import type { Parsed } from './parse.ts';
import { DedupStore, prepareWrite, stateFromRow, type PreparedWrite } from './store.ts';

export interface DedupTopics {
  articles: string;
  dlq: string;
  eventChanges: string;
}

export interface DedupWorkerOptions {
  kafka: Kafka;
  pool: pg.Pool;
  topics: DedupTopics;
  /** Kafka consumer group, also the key of the offsets kept in Postgres. */
  group: string;
  log: Logger;
  /** Largest number of messages decided and written in one transaction. */
  chunkSize?: number;
  /** Stop once every partition has reached this offset (replay); unset runs forever. */
  stopAt?: Map<number, number>;
  registry?: Registry;
  /**
   * Publish event changes and dead letters to Kafka (default). A replay turns this off: the live
   * worker already published them, and the replay's outbox rows stay in its own schema.
   */
  sideEffects?: boolean;
  /** Called after each committed chunk with the number of messages behind it so far. */
  onProgress?: (done: number) => void;
  /** Threads that parse and featurise articles and extract new events' entities (default: one per core but one, the one this thread decides on). */
  threads?: number;
}

/** One chunk, decided in memory, ready to be written. */
interface DecidedChunk {
  topic: string;
  partition: number;
  /** The last message of the chunk (Kafka's offset is resolved to it once written). */
  last: KafkaMessage;
  next: number;
  dead: DeadLetterV1[];
  /** The rows to write, serialised as soon as the chunk is decided. */
  write: PreparedWrite;
}

/** What the worker holds while it has the claim: the connection, and the stored offsets as it moves them. */
interface Lease {
  client: pg.PoolClient;
  offsets: Map<number, { next: number; lastTimestamp: number }>;
}

/**
 * The dedup worker: articles in, canonical events out, effectively once. It takes the claim (a
 * session advisory lock, DESIGN.md invariant 4) for one Kafka batch at a time and catches up on
 * other workers' writes first. Each chunk of the batch is decided in memory and written in one
 * Postgres transaction together with the consumer offset; the next chunk is decided while that
 * transaction runs, and parsing runs ahead in worker threads. Kafka's own committed offset only
 * trails the stored one: messages below it are skipped, so a crash at any point neither loses nor
 * repeats. A failed write drops the in-memory state, which is reloaded from the projection.
 */
export class DedupWorker {
  private consumer: Consumer | null = null;
  private producer: Producer | null = null;
  private engine: DedupEngine | null = null;
  private lastSeq = 0;
  private readonly store: DedupStore;
  private readonly relay: OutboxRelay;
  readonly metrics: { processed: Counter<'result'>; deadLettered: Counter<'reason'> };
  private finished: (() => void) | null = null;
  readonly done: Promise<void>;
  private readonly reached = new Map<number, number>();
  private features: FeaturePool | null = null;
  /** Sources decided but not yet committed (canonical URL → event and content hash), by chunk. */
  private readonly pending = new Map<DecidedChunk, Map<string, { eventId: string; contentHash: string }>>();

  constructor(private readonly opts: DedupWorkerOptions) {
    this.store = new DedupStore(opts.pool, opts.group);
    this.relay = new OutboxRelay(opts.pool, opts.log);
    const registers = opts.registry ? [opts.registry] : [];
    this.metrics = {
      processed: new Counter({ name: 'sitrep_dedup_articles_total', help: 'Articles decided by the dedup worker', labelNames: ['result'], registers }),
      deadLettered: new Counter({ name: 'sitrep_dedup_dead_letters_total', help: 'Article messages sent to the dead-letter topic', labelNames: ['reason'], registers }),
    };
    this.done = new Promise((resolve) => (this.finished = resolve));
  }

  /** Loads every event the projection holds into the engine (document frequencies from all, candidates from the open ones). */
  private async load(client: pg.PoolClient, offsets: Lease['offsets']): Promise<DedupEngine> {
    const engine = new DedupEngine(new AgentMatcher(await this.store.agents()), { deferEntities: true });
    const clock = Math.max(0, ...[...offsets.values()].map((o) => o.lastTimestamp));
    this.lastSeq = 0;
    this.absorb(engine, await this.store.changedSince(client, 0), (state) => clock - state.lastSourceAt <= 8 * 86_400_000);
    return engine;
  }

  /** Takes stored events into the engine: every one counts for document frequencies, `open` ones become candidates. */
  private absorb(engine: DedupEngine, rows: Awaited<ReturnType<DedupStore['changedSince']>>, open: (state: ReturnType<typeof stateFromRow>) => boolean): void {
    for (const { row, features } of rows) {
      const state = stateFromRow(row, features);
      engine.countFounder(state.id, state.founderTerms);
      if (open(state)) engine.admit(state);
      this.lastSeq = Math.max(this.lastSeq, Number(row.seq));
    }
  }

  async start(): Promise<void> {
    this.features = new FeaturePool(this.opts.threads);
    if (this.opts.sideEffects !== false) {
      this.producer = this.opts.kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
      await this.producer.connect();
      this.relay.attach(this.producer);
    }
    this.consumer = this.opts.kafka.consumer({ groupId: this.opts.group, sessionTimeout: 30_000, maxBytesPerPartition: 4 << 20 });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.opts.topics.articles, fromBeginning: true });
    await this.consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: (p) => this.onBatch(p) });
    void this.relay.kick();
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect().catch(() => undefined);
    await this.relay.drain();
    await this.producer?.disconnect().catch(() => undefined);
    await this.features?.close();
  }

  /** Takes the claim, then brings the engine up to date: loaded on first use (or after a failure), else caught up on other workers' writes. */
  private async acquire(topic: string): Promise<Lease> {
    const client = await this.store.lease();
    try {
      const offsets = await this.store.offsets(client, topic);
      if (!this.engine) this.engine = await this.load(client, offsets);
      else this.absorb(this.engine, await this.store.changedSince(client, this.lastSeq), () => true);
      return { client, offsets };
    } catch (err) {
      await this.store.release(client, err);
      throw err;
    }
  }

  private async onBatch(p: EachBatchPayload): Promise<void> {
    const { batch } = p;
    const size = this.opts.chunkSize ?? 1000;
    const chunks: KafkaMessage[][] = [];
    for (let i = 0; i < batch.messages.length; i += size) chunks.push(batch.messages.slice(i, i + size));
    // Every chunk is parsed in the pool at once: the threads work ahead while earlier chunks are decided and written.
    const parsed = chunks.map((chunk) => this.features!.parse(chunk));
    for (const job of parsed) job.catch(() => undefined);
    const lease = await this.acquire(batch.topic);
    let writing: Promise<void> | null = null;
    let failure: unknown = null;
    try {
      for (let c = 0; c < chunks.length && p.isRunning() && !p.isStale(); c++) {
        const decided = await this.decide(lease, batch.topic, batch.partition, chunks[c]!, await parsed[c]!);
        // One write in flight: the previous chunk commits while this one was decided.
        await writing;
        writing = this.persist(lease, decided, p);
        // Awaited before the next write or at the end; a failure meanwhile is not unhandled.
        writing.catch(() => undefined);
      }
      await writing;
    } catch (err) {
      failure = err;
      await writing?.catch(() => undefined);
      // Decisions already made in memory may never have been written: start again from the projection.
      this.engine = null;
      this.pending.clear();
      throw err;
    } finally {
      await this.store.release(lease.client, failure);
    }
  }

  private noteProgress(partition: number, next: number): void {
    this.reached.set(partition, next);
    this.opts.onProgress?.([...this.reached.values()].reduce((a, b) => a + b, 0));
    if (!this.opts.stopAt) return;
    if ([...this.opts.stopAt].every(([p, end]) => (this.reached.get(p) ?? 0) >= end)) this.finished?.();
  }

  /** Decides one chunk in memory, with the entities of the events it founds. */
  private async decide(lease: Lease, topic: string, partition: number, messages: KafkaMessage[], parsedAll: Parsed[]): Promise<DecidedChunk> {
    const engine = this.engine!;
    const last = messages[messages.length - 1]!;
    const stored = lease.offsets.get(partition);
    const from = stored?.next ?? 0;
    const parsed = messages.flatMap((m, i) => (Number(m.offset) >= from ? [{ m, p: parsedAll[i]! }] : []));
    const clock = Math.max(stored?.lastTimestamp ?? 0, ...parsed.map(({ m }) => Number(m.timestamp)));
    const next = Math.max(from, Number(last.offset) + 1);
    lease.offsets.set(partition, { next, lastTimestamp: clock });
    const decisions: Decision[] = [];
    const dead: DeadLetterV1[] = [];
    const chunk = (): DecidedChunk => ({
      topic, partition, last, next, dead,
      write: prepareWrite({ decisions, topic, partition, nextOffset: next, lastTimestamp: clock, changesTopic: this.opts.topics.eventChanges }),
    });
    if (!parsed.length) return chunk();

    // Sources of the chunk already in the projection, or in chunks decided but not yet committed.
    const urls = [...new Set(parsed.flatMap(({ p }) => (p.ok ? [p.features.canonicalUrl] : [])))];
    const known = await this.store.knownSources(this.opts.pool, urls);
    for (const sources of this.pending.values()) for (const u of urls) if (sources.has(u)) known.set(u, sources.get(u)!);
    engine.evictBefore(clock - 86_400_000);

    const decided = new Map<string, { eventId: string; contentHash: string }>();
    for (const { m, p } of parsed) {
      if (!p.ok) {
        dead.push({
          version: 1, reason: p.reason, issues: p.issues, topic, partition, offset: m.offset, key: m.key?.toString('utf8') ?? null,
          value: m.value ? m.value.toString('utf8').slice(0, 100_000) : null, failedAt: new Date().toISOString(),
        });
        continue;
      }
      const d = engine.decide(p.features, known.get(p.features.canonicalUrl) ?? null);
      if (d.kind !== 'unchanged') {
        const source = { eventId: d.event.id, contentHash: d.source.contentHash };
        known.set(d.source.canonicalUrl, source);
        decided.set(d.source.canonicalUrl, source);
      }
      decisions.push(d);
      this.metrics.processed.inc({ result: d.kind });
    }
    // New events' entities, extracted in the pool ahead of any parsing queued there.
    const unsettled = engine.takeUnsettled();
    const found = await this.features!.entities(unsettled.map(({ title, lead }) => ({ title, lead })));
    unsettled.forEach(({ event }, i) => engine.settle(event, found[i]!));
    const done = chunk();
    this.pending.set(done, decided);
    return done;
  }

  /** Writes one decided chunk with its offset in one transaction, then moves Kafka's offset after it. */
  private async persist(lease: Lease, chunk: DecidedChunk, p: EachBatchPayload): Promise<void> {
    if (chunk.dead.length && this.producer) {
      // Before the offset moves past them: a crash here re-sends, never loses (keys make duplicates visible).
      await this.producer.send({
        topic: this.opts.topics.dlq,
        messages: chunk.dead.map((d) => ({ key: `${d.topic}:${d.partition}:${d.offset}`, value: JSON.stringify(d) })),
      });
      for (const d of chunk.dead) {
        this.metrics.deadLettered.inc({ reason: d.reason });
        this.opts.log.warn({ topic: d.topic, partition: d.partition, offset: d.offset, reason: d.reason, issues: d.issues }, 'article sent to the dead-letter topic');
      }
    }
    const seq = await this.store.commit(lease.client, chunk.write);
    this.lastSeq = Math.max(this.lastSeq, seq);
    this.pending.delete(chunk);
    p.resolveOffset(chunk.last.offset);
    await this.consumer!.commitOffsets([{ topic: chunk.topic, partition: chunk.partition, offset: String(chunk.next) }]);
    await p.heartbeat();
    void this.relay.kick();
    this.noteProgress(chunk.partition, chunk.next);
  }
}
