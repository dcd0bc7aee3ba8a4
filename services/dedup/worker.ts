import {
  Partitioners,
  type Consumer,
  type EachBatchPayload,
  type Kafka,
  type KafkaMessage,
  type Producer,
} from 'kafkajs';
import { setImmediate } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';

import type { DeadLetterV1 } from '../../schemas/messages/article.ts';
import type { AgentRecordV1 } from '../../schemas/messages/agent-record.ts';
import { AgentRegistry } from './agent-registry.ts';
import { OutboxRelay } from '../outbox.ts';
import { decideInSlices, type KnownSources } from './chunk.ts';
import { DedupEngine, type ArticleFeatures, type Decision, type EventState } from './engine.ts';
import { settledLocations, tagsOf } from './enrichment.ts';
import { FeaturePool } from './feature-pool.ts';
import type { EntitiesResult } from './feature-worker.ts';
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

/** Messages fetched and handed to the worker, their parsing already under way in the pool. */
interface Fetched {
  partition: number;
  messages: KafkaMessage[];
  parsed: Promise<Parsed[]>;
}

/** One chunk, decided in memory, ready to be written. */
interface DecidedChunk {
  partition: number;
  /** Settles when every event the chunk's rows hold has its entities. */
  entities: Promise<void>;
  next: number;
  dead: DeadLetterV1[];
  /** The rows to write, serialised as soon as the chunk is decided. */
  write: PreparedWrite;
}

/** What the worker holds while it has the claim: the connection, and the stored offsets as it moves them. */
interface Lease {
  client: pg.PoolClient;
  offsets: Map<number, { next: number; lastTimestamp: number }>;
  since: number;
}

/**
 * Messages parsed ahead of the decisions: a fetched batch joins the inbox a chunk at a time, each once the
 * inbox holds fewer than this. Each parsed article holds its features and its source's facts (~10 KB,
 * read in the feature threads), so this bounds the worker's memory: at 4,000 its peak RSS passed 500 MB on
 * the ingest bench. The rest of a batch waits as Kafka's bytes (a fetch is up to 4 MB: ~6,000 of the
 * bench's articles).
 */
export const AHEAD = 2_000;
/** How long the claim is kept from chunk to chunk before it is handed to any other worker waiting. */
const HOLD_MS = 2_000;
/** Milliseconds of deciding between two turns of the event loop (see `decide`). */
const DECIDE_SLICE_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The dedup worker: articles in, canonical events out, effectively once. Kafka's batches only feed
 * an inbox (parsing starts in worker threads at once) so that fetching never waits for Postgres. One
 * loop takes chunks from the inbox under the claim (a session advisory lock, DESIGN.md invariant 4;
 * caught up on other workers' writes when taken, and handed on after a while or when the inbox is
 * empty), decides each in memory, and writes it in one Postgres transaction together with the
 * consumer offset, deciding the next chunk while that transaction runs. Kafka's own committed
 * offset only trails the stored one: messages below the stored offset are skipped, so a crash at any
 * point neither loses nor repeats. A failed write drops the in-memory state (reloaded from the
 * projection) and the inbox, and rewinds the consumer to the last chunk written.
 */
export class DedupWorker {
  private consumer: Consumer | null = null;
  private producer: Producer | null = null;
  private engine: DedupEngine | null = null;
  /** The agents the engine matches with, as of the last chunk decided (loaded with the engine). */
  private registry: AgentRegistry | null = null;
  private lastSeq = 0;
  private readonly store: DedupStore;
  private readonly relay: OutboxRelay;
  readonly metrics: { processed: Counter<'result'>; deadLettered: Counter<'reason'>; waited: Counter<'stage'> };
  private finished: (() => void) | null = null;
  readonly done: Promise<void>;
  private readonly reached = new Map<number, number>();
  private features: FeaturePool | null = null;
  /** Sources decided but not yet committed (canonical URL → event and content hash), by chunk. */
  private readonly pending = new Map<DecidedChunk, KnownSources>();
  private inbox: Fetched[] = [];
  private inboxSize = 0;
  /** The most messages the inbox has held at once (at most AHEAD + a chunk less one). */
  inboxPeak = 0;
  private roomWaiters: (() => void)[] = [];
  private loop: Promise<void> | null = null;
  private lease: Lease | null = null;
  private writing: Promise<void> | null = null;
  /** Per partition: the first offset not yet written, as far as this worker knows (where a rewind goes). */
  private readonly unwritten = new Map<number, number>();
  private failures = 0;
  private stopping = false;
  /**
   * Events whose entities are being extracted, what was found for each (until the rows that wait for it
   * are written), and when all extractions so far are done.
   */
  private readonly extracting = new Set<EventState>();
  private readonly extracted = new WeakMap<EventState, EntitiesResult>();
  private entitiesDone: Promise<void> = Promise.resolve();
  private kafkaCommit: { partitions: Map<number, number>; running: Promise<void> | null } = {
    partitions: new Map(),
    running: null,
  };

  constructor(private readonly opts: DedupWorkerOptions) {
    this.store = new DedupStore(opts.pool, opts.group);
    this.relay = new OutboxRelay(opts.pool, opts.log, opts.registry ? { registry: opts.registry } : {});
    const registers = opts.registry ? [opts.registry] : [];
    this.metrics = {
      processed: new Counter({
        name: 'sitrep_dedup_articles_total',
        help: 'Articles decided by the dedup worker',
        labelNames: ['result'],
        registers,
      }),
      deadLettered: new Counter({
        name: 'sitrep_dedup_dead_letters_total',
        help: 'Article messages sent to the dead-letter topic',
        labelNames: ['reason'],
        registers,
      }),
      waited: new Counter({
        name: 'sitrep_dedup_stage_seconds_total',
        help:
          'Wall time by stage: the decide loop waiting for parsing or parsing what no feature thread has taken (parse), deciding (decide), waiting for the previous write (write); ' +
          'a write waiting for entities (entities) and committing (commit); fetching waiting for room in the inbox (room)',
        labelNames: ['stage'],
        registers,
      }),
    };
    this.done = new Promise((resolve) => (this.finished = resolve));
  }

  /** Loads every event the projection holds into the engine (document frequencies from all, candidates from the open ones). */
  private async load(client: pg.PoolClient, offsets: Lease['offsets']): Promise<DedupEngine> {
    this.registry = new AgentRegistry(await this.store.agents(), await this.store.clientAgents(client));
    const engine = new DedupEngine(this.registry.matcher(), { deferEntities: true });
    const clock = Math.max(0, ...[...offsets.values()].map((o) => o.lastTimestamp));
    this.lastSeq = 0;
    this.absorb(
      engine,
      await this.store.changedSince(client, 0),
      (state) => clock - state.lastSourceAt <= 8 * 86_400_000,
    );
    return engine;
  }

  /** Takes stored events into the engine: every one counts for document frequencies, `open` ones become candidates. */
  private absorb(
    engine: DedupEngine,
    rows: Awaited<ReturnType<DedupStore['changedSince']>>,
    open: (state: ReturnType<typeof stateFromRow>) => boolean,
  ): void {
    for (const { row, features } of rows) {
      const state = stateFromRow(row, features);
      engine.countFounder(state.id, state.founderTerms, state.names);
      if (open(state)) engine.admit(state);
      this.lastSeq = Math.max(this.lastSeq, Number(row.seq));
    }
  }

  async start(): Promise<void> {
    this.features = new FeaturePool(this.opts.threads);
    if (this.opts.sideEffects !== false) {
      this.producer = this.opts.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await this.producer.connect();
      this.relay.attach(this.producer);
    }
    this.consumer = this.opts.kafka.consumer({
      groupId: this.opts.group,
      sessionTimeout: 30_000,
      maxBytesPerPartition: 4 << 20,
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.opts.topics.articles, fromBeginning: true });
    await this.consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: (p) => this.onBatch(p) });
    void this.relay.kick();
  }

  /** Stops fetching, finishes the chunk in hand and its write, and drops what was fetched beyond it (it is read again next time). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeRoom();
    await this.consumer?.disconnect().catch(() => undefined);
    this.inbox = [];
    this.inboxSize = 0;
    await this.loop;
    await this.kafkaCommit.running;
    await this.relay.drain();
    await this.producer?.disconnect().catch(() => undefined);
    await this.features?.close();
  }

  /**
   * Kafka's batch into the inbox a chunk at a time, each chunk's parsing started once the inbox has room
   * for it (below AHEAD); returns when the last chunk is in.
   */
  private async onBatch(p: EachBatchPayload): Promise<void> {
    const { batch } = p;
    const size = this.opts.chunkSize ?? 1000;
    for (let i = 0; i < batch.messages.length; i += size) {
      const since = performance.now();
      while (this.inboxSize >= AHEAD && p.isRunning() && !p.isStale() && !this.stopping) {
        await new Promise<void>((resolve) => {
          this.roomWaiters.push(resolve);
          setTimeout(resolve, 3_000);
        });
        await p.heartbeat();
      }
      this.waited('room', since);
      // The rest of a batch fetched before a rewind, or while stopping, is dropped: it is fetched again.
      if (!p.isRunning() || p.isStale() || this.stopping) return;
      const messages = batch.messages.slice(i, i + size);
      const parsed = this.features!.parse(messages);
      parsed.catch(() => undefined);
      this.inbox.push({ partition: batch.partition, messages, parsed });
      this.inboxSize += messages.length;
      this.inboxPeak = Math.max(this.inboxPeak, this.inboxSize);
      if (!this.unwritten.has(batch.partition)) this.unwritten.set(batch.partition, Number(batch.firstOffset()));
      // Fetching goes on from here; a failure rewinds to the last chunk written.
      p.resolveOffset(messages[messages.length - 1]!.offset);
      this.loop ??= this.drain().finally(() => {
        this.loop = null;
      });
    }
    if (batch.messages.length) p.resolveOffset(batch.lastOffset());
  }

  /** Counts the time since `since` to `stage`; returns now. */
  private waited(stage: 'room' | 'parse' | 'decide' | 'write' | 'entities' | 'commit', since: number): number {
    const now = performance.now();
    this.metrics.waited.inc({ stage }, (now - since) / 1000);
    return now;
  }

  private wakeRoom(): void {
    for (const resolve of this.roomWaiters.splice(0)) resolve();
  }

  /** Takes up to one chunk's worth of consecutive messages of one partition from the inbox (small batches are merged). */
  private take(): { partition: number; messages: KafkaMessage[]; parsed: Promise<Parsed[]> } {
    const size = this.opts.chunkSize ?? 1000;
    const first = this.inbox.shift()!;
    const parts = [first];
    let count = first.messages.length;
    while (
      this.inbox.length &&
      this.inbox[0]!.partition === first.partition &&
      count + this.inbox[0]!.messages.length <= size
    ) {
      const more = this.inbox.shift()!;
      parts.push(more);
      count += more.messages.length;
    }
    this.inboxSize -= count;
    this.wakeRoom();
    if (parts.length === 1) return first;
    return {
      partition: first.partition,
      messages: parts.flatMap((f) => f.messages),
      parsed: Promise.all(parts.map((f) => f.parsed)).then((all) => all.flat()),
    };
  }

  /** The one loop that decides and writes, while the inbox has chunks. */
  private async drain(): Promise<void> {
    while (this.inbox.length && !this.stopping) {
      try {
        if (this.failures) await sleep(Math.min(5_000, 100 * 2 ** this.failures));
        if (!this.inbox.length) break;
        this.lease ??= await this.acquire();
        const decided = await this.decideNext(this.lease);
        const since = performance.now();
        // One write in flight: the previous chunk commits while this one was decided.
        await this.writing;
        this.waited('write', since);
        this.writing = this.persist(this.lease.client, decided);
        // Awaited before the next write or at the end; a failure meanwhile is not unhandled.
        this.writing.catch(() => undefined);
        // With nothing more to do, or after holding it a while, the claim goes back once written.
        if (!this.inbox.length || performance.now() - this.lease.since > HOLD_MS) await this.giveBack();
      } catch (err) {
        await this.recover(err);
      }
    }
    try {
      await this.giveBack();
    } catch (err) {
      await this.recover(err);
    }
  }

  /**
   * Takes the next chunk from the inbox and decides it. A method of its own so that, while the loop
   * waits for the previous write, it holds the chunk's prepared write only, not its messages and
   * parsed articles (a suspended async function keeps every variable of its scope).
   */
  private async decideNext(lease: Lease): Promise<DecidedChunk> {
    const { partition, messages, parsed } = this.take();
    let since = performance.now();
    // Rather than wait for its parsing, this thread parses what no feature thread has taken yet.
    await this.features!.parseWhile(parsed);
    const ready = await parsed;
    since = this.waited('parse', since);
    const decided = await this.decide(lease, partition, messages, ready);
    this.waited('decide', since);
    return decided;
  }

  /** Waits for the write in flight, then releases the claim. */
  private async giveBack(): Promise<void> {
    await this.writing;
    this.writing = null;
    if (!this.lease) return;
    const { client } = this.lease;
    this.lease = null;
    await this.store.release(client, null);
  }

  /**
   * After a failure: the decisions made in memory may never have been written, so the engine is
   * reloaded from the projection, and every partition read since is fetched again from its first
   * message not written.
   */
  private async recover(err: unknown): Promise<void> {
    this.failures++;
    this.opts.log.error(
      { err, failures: this.failures },
      'dedup chunk failed; reloading from the projection and fetching again',
    );
    await this.writing?.catch(() => undefined);
    this.writing = null;
    if (this.lease) {
      const { client } = this.lease;
      this.lease = null;
      await this.store.release(client, err);
    }
    // From here on without awaiting: no batch may join the inbox between dropping it and rewinding.
    this.engine = null;
    this.registry = null;
    this.pending.clear();
    this.extracting.clear();
    this.entitiesDone = Promise.resolve();
    this.inbox = [];
    this.inboxSize = 0;
    for (const [partition, offset] of this.unwritten)
      this.consumer?.seek({ topic: this.opts.topics.articles, partition, offset: String(offset) });
    this.unwritten.clear();
    this.wakeRoom();
  }

  /** Takes the claim, then brings the engine up to date: loaded on first use (or after a failure), else caught up on other workers' writes. */
  private async acquire(): Promise<Lease> {
    const client = await this.store.lease();
    try {
      const offsets = await this.store.offsets(client, this.opts.topics.articles);
      if (!this.engine) this.engine = await this.load(client, offsets);
      else this.absorb(this.engine, await this.store.changedSince(client, this.lastSeq), () => true);
      return { client, offsets, since: performance.now() };
    } catch (err) {
      await this.store.release(client, err);
      throw err;
    }
  }

  private noteProgress(partition: number, next: number): void {
    this.reached.set(partition, next);
    this.opts.onProgress?.([...this.reached.values()].reduce((a, b) => a + b, 0));
    if (!this.opts.stopAt) return;
    if ([...this.opts.stopAt].every(([p, end]) => (this.reached.get(p) ?? 0) >= end)) this.finished?.();
  }

  /** Decides one chunk in memory; the entities of the events it founds follow from the pool. */
  private async decide(
    lease: Lease,
    partition: number,
    messages: KafkaMessage[],
    parsedAll: Parsed[],
  ): Promise<DecidedChunk> {
    const topic = this.opts.topics.articles;
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
    const registry = this.registry!;
    const chunk = (): DecidedChunk => ({
      partition,
      next,
      dead,
      entities: this.entitiesDone,
      write: prepareWrite({
        decisions,
        topic,
        partition,
        nextOffset: next,
        lastTimestamp: clock,
        changesTopic: this.opts.topics.eventChanges,
        registry: registry.changed(),
        unsettled: (e) => this.extracting.has(e),
      }),
    });
    if (!parsed.length) return chunk();

    // Sources of the chunk already in the projection, or in chunks decided but not yet committed.
    const urls = [...new Set(parsed.flatMap(({ p }) => (p.ok && p.features ? [p.features.canonicalUrl] : [])))];
    const known = await this.store.knownSources(this.opts.pool, urls);
    for (const sources of this.pending.values())
      for (const u of urls) if (sources.has(u)) known.set(u, sources.get(u)!);
    // Articles in runs between agent records: each record applies after the articles before it.
    const runs: { articles: ArticleFeatures[]; then: AgentRecordV1 | null }[] = [{ articles: [], then: null }];
    const records = parsed.flatMap(({ p }) => (p.ok && p.agent ? [p.agent.agentId] : []));
    const existing = await this.store.existingAgents(this.opts.pool, records);
    for (const { m, p } of parsed) {
      if (p.ok && p.features) {
        runs[runs.length - 1]!.articles.push(p.features);
        continue;
      }
      if (p.ok && p.agent) {
        // Written by the gateway after the agent's row: one for an agent never created changes nothing.
        if (!existing.has(p.agent.agentId)) {
          this.opts.log.warn({ offset: m.offset, agentId: p.agent.agentId }, 'agent record for an unknown agent');
          continue;
        }
        runs[runs.length - 1]!.then = p.agent;
        runs.push({ articles: [], then: null });
        continue;
      }
      dead.push({
        version: 1,
        reason: p.reason,
        issues: p.issues,
        topic,
        partition,
        offset: m.offset,
        key: m.key?.toString('utf8') ?? null,
        value: m.value ? m.value.toString('utf8').slice(0, 100_000) : null,
        failedAt: new Date().toISOString(),
      });
    }
    // Decided in slices of ~10 ms with the event loop let through between them (Kafka heartbeats, the
    // pool's connection timers, and the write in flight: each of its round trips to PostgreSQL waits for
    // the slice under way, so slices of 200 articles made a chunk's write outlast the next decision).
    // A matcher is built once per run of records, not once per record: a client defining thousands of
    // agents in a row would otherwise rebuild it thousands of times.
    let agentsChanged = false;
    for (const run of runs) {
      if (agentsChanged && run.articles.length) {
        engine.useAgents(registry.matcher());
        agentsChanged = false;
      }
      decisions.push(...(await decideInSlices(engine, run.articles, known, clock, DECIDE_SLICE_MS, setImmediate)));
      if (run.then && registry.apply(run.then)) agentsChanged = true;
    }
    if (agentsChanged) engine.useAgents(registry.matcher());
    const decided: KnownSources = new Map();
    const kinds = new Map<Decision['kind'], number>();
    for (const d of decisions) {
      if (d.kind !== 'unchanged') decided.set(d.source.canonicalUrl, known.get(d.source.canonicalUrl)!);
      kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
    }
    // Counted once per chunk: a labelled increment per article costs more than the article's map lookups.
    for (const [result, n] of kinds) this.metrics.processed.inc({ result }, n);
    // New events' entities are extracted in the pool (ahead of any parsing queued there) while the
    // next chunk is decided; the chunk's write waits for them.
    this.extractEntities(engine, engine.takeUnsettled());
    const done = chunk();
    this.pending.set(done, decided);
    return done;
  }

  /**
   * Starts extracting the entities of events just founded; `entitiesDone` settles when they are in.
   * A method of its own, not a closure inside `decide`: a closure there shares `decide`'s scope, and
   * kept the whole chunk (its messages, parsed articles with their bodies and facts, decisions) live
   * until the extraction was done (a heap snapshot of the ingest bench: 9 MB, 5.5 of it parsed articles).
   */
  private extractEntities(engine: DedupEngine, unsettled: ReturnType<DedupEngine['takeUnsettled']>): void {
    if (!unsettled.length) return;
    for (const { event } of unsettled) this.extracting.add(event);
    const job = this.features!.entities(unsettled.map(({ title, lead }) => ({ title, lead }))).then((found) => {
      unsettled.forEach(({ event }, i) => {
        engine.settle(event, found[i]!);
        this.extracted.set(event, found[i]!);
        this.extracting.delete(event);
      });
    });
    this.entitiesDone = Promise.all([this.entitiesDone, job]).then(() => undefined);
    // Observed by the chunk's write; after a failure nothing may be left to observe it.
    this.entitiesDone.catch(() => undefined);
  }

  /** Writes one decided chunk with its offset in one transaction; Kafka's committed offset follows. */
  private async persist(client: pg.PoolClient, chunk: DecidedChunk): Promise<void> {
    if (chunk.dead.length && this.producer) {
      // Before the offset moves past them: a crash here re-sends, never loses (keys make duplicates visible).
      await this.producer.send({
        topic: this.opts.topics.dlq,
        messages: chunk.dead.map((d) => ({ key: `${d.topic}:${d.partition}:${d.offset}`, value: JSON.stringify(d) })),
      });
      for (const d of chunk.dead) {
        this.metrics.deadLettered.inc({ reason: d.reason });
        this.opts.log.warn(
          { topic: d.topic, partition: d.partition, offset: d.offset, reason: d.reason, issues: d.issues },
          'article sent to the dead-letter topic',
        );
      }
    }
    let since = performance.now();
    await chunk.entities;
    since = this.waited('entities', since);
    // Rows copied before their event's entities arrived: settled as the event itself was.
    for (const { row, event } of chunk.write.unsettled) {
      const found = this.extracted.get(event)!;
      row.entities = found.entities;
      row.locations = settledLocations(found.locations, row.locations);
      row.tags = tagsOf(row.event_type, found.entities);
    }
    // What was found is kept only for rows still to write, not for as long as the event is open: their
    // extraction is done, so no chunk decided from now on copies an unsettled row of these events; only
    // a chunk already decided may hold one.
    const later = new Set<EventState>();
    for (const other of this.pending.keys())
      if (other !== chunk) for (const { event } of other.write.unsettled) later.add(event);
    for (const { event } of chunk.write.unsettled) if (!later.has(event)) this.extracted.delete(event);
    const seq = await this.store.commit(client, chunk.write);
    this.waited('commit', since);
    this.lastSeq = Math.max(this.lastSeq, seq);
    this.pending.delete(chunk);
    this.failures = 0;
    this.unwritten.set(chunk.partition, chunk.next);
    this.commitToKafka(chunk.partition, chunk.next);
    void this.relay.kick();
    this.noteProgress(chunk.partition, chunk.next);
  }

  /**
   * Moves Kafka's committed offset after the stored one, one request at a time with the newest
   * offsets. It is only where a restarted consumer starts reading: a failure here loses nothing.
   */
  private commitToKafka(partition: number, next: number): void {
    const state = this.kafkaCommit;
    state.partitions.set(partition, next);
    if (state.running) return;
    state.running = (async () => {
      while (state.partitions.size && this.consumer) {
        const topics = [...state.partitions].map(([p, offset]) => ({
          topic: this.opts.topics.articles,
          partition: p,
          offset: String(offset),
        }));
        state.partitions.clear();
        await this.consumer
          .commitOffsets(topics)
          .catch((err: unknown) =>
            this.opts.log.warn({ err }, 'could not commit the Kafka offset; the stored offset stands'),
          );
      }
    })().finally(() => {
      state.running = null;
    });
  }
}
