import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Report } from '../../schemas/api/report.ts';
import { EventChangeV1 } from '../../schemas/messages/article.ts';
import { eventChangeMessages, reportMessage, type EventFacts, type SourceFacts } from './messages.ts';
import type { NewPushMessage, PushStore } from './store.ts';

/**
 * Turns the event-change and report topics into the push log: each Kafka batch becomes one
 * append (a redelivered message is skipped there), then its offsets are committed, then
 * `onAppended` hears which agents have news (the webhook dispatcher).
 */
export class PushFanout {
  private consumer: Consumer | null = null;

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
  ) {}

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
    const { agentIds } = await this.opts.store.append(messages);
    const last = batch.messages[batch.messages.length - 1];
    if (last) payload.resolveOffset(last.offset);
    await payload.commitOffsetsIfNecessary();
    if (agentIds.size) this.opts.onAppended?.(agentIds);
  }

  private async slugs(): Promise<Map<string, string>> {
    const { rows } = await this.opts.pool.query<{ id: string; slug: string }>('SELECT id, slug FROM agents');
    return new Map(rows.map((r) => [r.id, r.slug]));
  }

  private async eventMessages(values: unknown[]): Promise<NewPushMessage[]> {
    const changes = values.flatMap((v) => {
      const parsed = EventChangeV1.safeParse(v);
      if (!parsed.success) this.opts.log.warn('push: skipping a message that is not an event change');
      return parsed.success ? [parsed.data] : [];
    });
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
    const reports = values.flatMap((v) => {
      const parsed = Report.safeParse(v);
      if (!parsed.success) this.opts.log.warn('push: skipping a message that is not a report');
      return parsed.success ? [parsed.data] : [];
    });
    if (!reports.length) return [];
    const bySlug = new Map([...(await this.slugs())].map(([id, slug]) => [slug, id]));
    return reports.flatMap((r) => {
      const agentId = bySlug.get(r.agentSlug);
      return agentId ? [reportMessage(r, agentId)] : [];
    });
  }
}
