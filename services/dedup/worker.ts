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
import { DedupStore, stateFromRow } from './store.ts';

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
  /** Threads that parse and featurise articles and extract new events' entities (default: one per core). */
  threads?: number;
}

/**
 * The dedup worker: articles in, canonical events out, effectively once. Each chunk of a batch is
 * decided and written in one Postgres transaction together with the consumer offset, under the claim
 * lock, after catching up on other workers' writes. Kafka's own committed offset only trails it:
 * messages below the stored offset are skipped, so a crash at any point neither loses nor repeats.
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
  private async load(): Promise<void> {
    const matcher = new AgentMatcher(await this.store.agents());
    const engine = new DedupEngine(matcher, { deferEntities: true });
    const client = await this.opts.pool.connect();
    try {
      const offsets = await this.store.offsets(client, this.opts.topics.articles);
      const clock = Math.max(0, ...[...offsets.values()].map((o) => o.lastTimestamp));
      this.absorb(engine, await this.store.changedSince(client, 0), (state) => clock - state.lastSourceAt <= 8 * 86_400_000);
    } finally {
      client.release();
    }
    this.engine = engine;
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
    await this.load();
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

  private async onBatch(p: EachBatchPayload): Promise<void> {
    const { batch } = p;
    const size = this.opts.chunkSize ?? 1000;
    const chunks: KafkaMessage[][] = [];
    for (let i = 0; i < batch.messages.length; i += size) chunks.push(batch.messages.slice(i, i + size));
    // Every chunk is parsed in the pool at once: the threads work ahead while earlier chunks are decided and written.
    const parsed = chunks.map((chunk) => this.features!.parse(chunk));
    for (const job of parsed) job.catch(() => undefined);
    for (let c = 0; c < chunks.length && p.isRunning() && !p.isStale(); c++) {
      const chunk = chunks[c]!;
      const next = await this.processChunk(batch.topic, batch.partition, chunk, await parsed[c]!);
      p.resolveOffset(chunk[chunk.length - 1]!.offset);
      await this.consumer!.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: String(next) }]);
      await p.heartbeat();
      void this.relay.kick();
      this.noteProgress(batch.partition, next);
    }
  }

  private noteProgress(partition: number, next: number): void {
    this.reached.set(partition, next);
    this.opts.onProgress?.([...this.reached.values()].reduce((a, b) => a + b, 0));
    if (!this.opts.stopAt) return;
    if ([...this.opts.stopAt].every(([p, end]) => (this.reached.get(p) ?? 0) >= end)) this.finished?.();
  }

  /** Decides and writes one chunk; returns the next offset of the partition. */
  async processChunk(topic: string, partition: number, messages: KafkaMessage[], parsedAll: Parsed[]): Promise<number> {
    const engine = this.engine!;
    const last = messages[messages.length - 1]!;
    return this.store.claim(async (client) => {
      const stored = (await this.store.offsets(client, topic)).get(partition);
      const from = stored?.next ?? 0;
      const fresh = messages.filter((m) => Number(m.offset) >= from);
      const next = Math.max(stored?.next ?? 0, Number(last.offset) + 1);
      if (!fresh.length) return next;

      // Catch up on what other workers wrote since our last look.
      this.absorb(engine, await this.store.changedSince(client, this.lastSeq), () => true);

      const parsed = messages.flatMap((m, i) => (Number(m.offset) >= from ? [{ m, p: parsedAll[i]! }] : []));
      const valid = parsed.flatMap(({ p }) => (p.ok ? [p.features] : []));
      const known = await this.store.knownSources(client, [...new Set(valid.map((f) => f.canonicalUrl))]);
      const clock = Math.max(stored?.lastTimestamp ?? 0, ...fresh.map((m) => Number(m.timestamp)));
      engine.evictBefore(clock - 86_400_000);

      const decisions: Decision[] = [];
      const dead: DeadLetterV1[] = [];
      for (const { m, p } of parsed) {
        if (!p.ok) {
          dead.push({
            version: 1, reason: p.reason, issues: p.issues, topic, partition, offset: m.offset, key: m.key?.toString('utf8') ?? null,
            value: m.value ? m.value.toString('utf8').slice(0, 100_000) : null, failedAt: new Date().toISOString(),
          });
          continue;
        }
        const d = engine.decide(p.features, known.get(p.features.canonicalUrl) ?? null);
        if (d.kind !== 'unchanged') known.set(d.source.canonicalUrl, { eventId: d.event.id, contentHash: d.source.contentHash });
        decisions.push(d);
        this.metrics.processed.inc({ result: d.kind });
      }
      if (dead.length && this.producer) {
        // Before the offset moves past them: a crash here re-sends, never loses (keys make duplicates visible).
        await this.producer.send({
          topic: this.opts.topics.dlq,
          messages: dead.map((d) => ({ key: `${d.topic}:${d.partition}:${d.offset}`, value: JSON.stringify(d) })),
        });
        for (const d of dead) {
          this.metrics.deadLettered.inc({ reason: d.reason });
          this.opts.log.warn({ topic: d.topic, partition: d.partition, offset: d.offset, reason: d.reason, issues: d.issues }, 'article sent to the dead-letter topic');
        }
      }
      // New events' entities, extracted in the pool while nothing else waits on this chunk.
      const unsettled = engine.takeUnsettled();
      const found = await this.features!.entities(unsettled.map(({ title, lead }) => ({ title, lead })));
      unsettled.forEach(({ event }, i) => engine.settle(event, found[i]!));
      const seq = await this.store.write(client, { decisions, topic, partition, nextOffset: next, lastTimestamp: clock, changesTopic: this.opts.topics.eventChanges });
      this.lastSeq = Math.max(this.lastSeq, seq);
      return next;
    });
  }
}
