import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import { Report } from '../../schemas/api/report.ts';
import { EventChangeV1 } from '../../schemas/messages/article.ts';
import { eventChangeMessages, reportMessage, type EventFacts, type SourceFacts } from './messages.ts';
import type { NewPushMessage, PushStore } from './store.ts';

/**
 * Appends to the push log in groups: batches that arrive while an append is in flight go together in
 * the next one, so partitions consumed in parallel take the log's lock and commit once per group
 * instead of queueing on it one batch at a time. Each batch's own order is kept.
 */
class GroupAppend {
  private waiting: { messages: NewPushMessage[]; resolve: (a: Set<string>) => void; reject: (e: unknown) => void }[] =
    [];
  private running = false;

  constructor(private readonly store: PushStore) {}

  /** Resolves, once the batch is committed, with the agents that have news in its group. */
  append(messages: NewPushMessage[]): Promise<Set<string>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ messages, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    while (this.waiting.length) {
      const group = this.waiting;
      this.waiting = [];
      try {
        const { agentIds } = await this.store.append(group.flatMap((g) => g.messages));
        for (const g of group) g.resolve(agentIds);
      } catch (err) {
        for (const g of group) g.reject(err);
      }
    }
    this.running = false;
  }
}

/**
 * Turns the event-change and report topics into the push log: each Kafka batch is appended (a
 * redelivered message is skipped there), then its offsets are committed, then `onAppended` hears
 * which agents have news (the webhook dispatcher).
 */
export class PushFanout {
  private consumer: Consumer | null = null;
  private readonly appender: GroupAppend;

  constructor(
    private readonly opts: {
      kafka: Kafka;
      pool: pg.Pool;
      store: PushStore;
      topics: { events: string; reports: string };
      group: string;
      log: Logger;
      onAppended?: (agentIds: Set<string>) => void;
    },
  ) {
    this.appender = new GroupAppend(opts.store);
  }

  async start(): Promise<void> {
    const { kafka, topics, group } = this.opts;
    // A crashed worker's partitions go to another within 10 s (kafkajs' default is 30).
    this.consumer = kafka.consumer({
      groupId: group,
      maxWaitTimeInMs: 100,
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
    });
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: [topics.events, topics.reports], fromBeginning: true });
    // Partitions in parallel: each batch is a few queries and an append, whose lock keeps `seq` in commit order.
    await this.consumer.run({ partitionsConsumedConcurrently: 6, eachBatch: (p) => this.onBatch(p) });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect().catch(() => undefined);
  }

  private async onBatch(payload: EachBatchPayload): Promise<void> {
    const { batch } = payload;
    const values = batch.messages.map((m) => {
      try {
        return JSON.parse(m.value?.toString('utf8') ?? 'null') as unknown;
      } catch {
        return null;
      }
    });
    const messages =
      batch.topic === this.opts.topics.reports ? await this.reportMessages(values) : await this.eventMessages(values);
    const agentIds = messages.length ? await this.appender.append(messages) : new Set<string>();
    const last = batch.messages[batch.messages.length - 1];
    if (last) payload.resolveOffset(last.offset);
    await payload.commitOffsetsIfNecessary();
    if (agentIds.size) this.opts.onAppended?.(agentIds);
  }

  /** The values that are what `schema` describes; each other one is logged and skipped. */
  private parseAll<T>(values: unknown[], schema: ZodType<T>, what: string): T[] {
    return values.flatMap((v) => {
      const parsed = schema.safeParse(v);
      if (!parsed.success) this.opts.log.warn(`push: skipping a message that is not ${what}`);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** Agents that take messages: a deleted client agent takes none from its deletion on. */
  private async slugs(): Promise<Map<string, string>> {
    const { rows } = await this.opts.pool.query<{ id: string; slug: string }>(
      'SELECT id, slug FROM agents WHERE deleted_at IS NULL ORDER BY owner_account_id NULLS FIRST, id',
    );
    return new Map(rows.map((r) => [r.id, r.slug]));
  }

  private async eventMessages(values: unknown[]): Promise<NewPushMessage[]> {
    const changes = this.parseAll(values, EventChangeV1, 'an event change');
    if (!changes.length) return [];
    const [slugs, events, sources] = await Promise.all([
      this.slugs(),
      this.opts.pool.query<EventFacts & { id: string }>(
        'SELECT id, title, summary, event_type AS "eventType" FROM events WHERE id = ANY($1)',
        [[...new Set(changes.map((c) => c.eventId))]],
      ),
      this.opts.pool.query<SourceFacts & { canonical_url: string }>(
        `SELECT canonical_url, url, publication, title,
                to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt"
           FROM event_sources WHERE canonical_url = ANY($1)`,
        [[...new Set(changes.map((c) => c.canonicalUrl))]],
      ),
    ]);
    const eventById = new Map(events.rows.map(({ id, ...e }) => [id, e]));
    const sourceByUrl = new Map(sources.rows.map(({ canonical_url, ...s }) => [canonical_url, s]));
    return changes.flatMap((c) =>
      eventChangeMessages(c, slugs, eventById.get(c.eventId), sourceByUrl.get(c.canonicalUrl)),
    );
  }

  private async reportMessages(values: unknown[]): Promise<NewPushMessage[]> {
    const reports = this.parseAll(values, Report, 'a report');
    if (!reports.length) return [];
    // A report names its agent by slug, unique in the catalog only: a catalog agent's slug is its own.
    const bySlug = new Map<string, string>();
    for (const [id, slug] of await this.slugs()) if (!bySlug.has(slug)) bySlug.set(slug, id);
    return reports.flatMap((r) => {
      const agentId = bySlug.get(r.agentSlug);
      return agentId ? [reportMessage(r, agentId)] : [];
    });
  }
}
