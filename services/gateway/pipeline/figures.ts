import type { Admin, Kafka } from 'kafkajs';
import type pg from 'pg';
import type { PipelineFigures } from '../../../schemas/api/admin.ts';

const MINUTE = 60_000;

export interface PipelineTopics {
  articles: string;
  dlq: string;
  /** The dedup workers' consumer group: the key of their offsets in Postgres. */
  dedupGroup: string;
}

/**
 * The pipeline as operators watch it: articles reaching the articles topic per minute (Kafka's
 * offsets by timestamp), events founded and sources joined per minute (the projection), the dedup
 * consumer's lag (its offsets kept in Postgres against the topic's end) and the dead-letter count.
 */
export class PipelineMonitor {
  private admin: Promise<Admin> | null = null;

  constructor(
    private readonly kafka: Kafka,
    private readonly pool: pg.Pool,
    readonly topics: PipelineTopics,
  ) {}

  /** Connected on first use, so a gateway without Kafka still serves everything else. */
  kafkaAdmin(): Promise<Admin> {
    if (!this.admin) {
      const admin = this.kafka.admin();
      const connecting = admin.connect().then(() => admin);
      connecting.catch(() => {
        if (this.admin === connecting) this.admin = null;
      });
      this.admin = connecting;
    }
    return this.admin;
  }

  async close(): Promise<void> {
    const admin = await this.admin?.catch(() => null);
    await admin?.disconnect();
  }

  /** Sum over partitions of the first offset at or after `ts` (the end offset when none is). */
  private async offsetAt(admin: Admin, topic: string, ts: number): Promise<number> {
    const parts = await admin.fetchTopicOffsetsByTimestamp(topic, ts);
    return parts.reduce((sum, p) => sum + Number(p.offset), 0);
  }

  async figures(now: Date, minutes: number): Promise<PipelineFigures> {
    const admin = await this.kafkaAdmin();
    // The dedup worker creates the topics when it starts; until then there is nothing to count.
    const topics = new Set(await admin.listTopics());
    const hasArticles = topics.has(this.topics.articles);
    const last = Math.floor(now.getTime() / MINUTE) * MINUTE;
    const starts = Array.from({ length: minutes }, (_, i) => last - (minutes - 1 - i) * MINUTE);
    const [boundaries, ends, dlq, counts, offsets] = await Promise.all([
      Promise.all(
        [...starts, last + MINUTE].map((ts) =>
          hasArticles ? this.offsetAt(admin, this.topics.articles, ts) : Promise.resolve(0),
        ),
      ),
      hasArticles ? admin.fetchTopicOffsets(this.topics.articles) : Promise.resolve([]),
      topics.has(this.topics.dlq) ? admin.fetchTopicOffsets(this.topics.dlq) : Promise.resolve([]),
      this.projectionCounts(new Date(starts[0]!), minutes),
      this.pool.query<{ partition: number; next_offset: string }>(
        'SELECT partition, next_offset FROM dedup_offsets WHERE consumer = $1 AND topic = $2',
        [this.topics.dedupGroup, this.topics.articles],
      ),
    ]);
    const stored = new Map(offsets.rows.map((r) => [r.partition, Number(r.next_offset)]));
    const partitions = ends
      .map((p) => {
        const end = Number(p.high);
        const next = stored.get(p.partition) ?? Number(p.low);
        return { partition: p.partition, end, next, lag: Math.max(0, end - next) };
      })
      .sort((a, b) => a.partition - b.partition);
    const series = (at: (i: number) => number) =>
      starts.map((ts, i) => ({ minute: new Date(ts).toISOString(), count: at(i) }));
    return {
      asOf: now.toISOString(),
      minutes,
      articlesTopic: this.topics.articles,
      articlesIn: series((i) => boundaries[i + 1]! - boundaries[i]!),
      eventsFounded: series((i) => counts.founded.get(starts[i]!) ?? 0),
      sourcesJoined: series((i) => (counts.sources.get(starts[i]!) ?? 0) - (counts.founded.get(starts[i]!) ?? 0)),
      totals: {
        articles: ends.reduce((s, p) => s + Number(p.high), 0),
        events: counts.events,
        sources: counts.sourcesTotal,
      },
      dedupLag: { consumer: this.topics.dedupGroup, total: partitions.reduce((s, p) => s + p.lag, 0), partitions },
      deadLetters: { topic: this.topics.dlq, total: dlq.reduce((s, p) => s + Number(p.high) - Number(p.low), 0) },
    };
  }

  /**
   * Events founded and sources ingested per minute since `from`. A founding source is ingested at
   * its event's first-seen time, so sources joined = sources ingested − events founded, per minute.
   */
  private async projectionCounts(from: Date, minutes: number) {
    const to = new Date(from.getTime() + minutes * MINUTE);
    const { rows } = await this.pool.query<{ kind: string; minute: Date | null; n: string }>(
      `SELECT 'founded' AS kind, date_trunc('minute', first_seen_at) AS minute, count(*) AS n FROM events
        WHERE last_source_at >= $1 AND first_seen_at >= $1 AND first_seen_at < $2 GROUP BY 2
       UNION ALL
       SELECT 'sources', date_trunc('minute', ingested_at), count(*) FROM event_sources
        WHERE ingested_at >= $1 AND ingested_at < $2 GROUP BY 2
       UNION ALL SELECT 'events', NULL, count(*) FROM events
       UNION ALL SELECT 'sourcesTotal', NULL, count(*) FROM event_sources`,
      [from, to],
    );
    const founded = new Map<number, number>();
    const sources = new Map<number, number>();
    let events = 0;
    let sourcesTotal = 0;
    for (const r of rows) {
      if (r.kind === 'events') events = Number(r.n);
      else if (r.kind === 'sourcesTotal') sourcesTotal = Number(r.n);
      else (r.kind === 'founded' ? founded : sources).set(r.minute!.getTime(), Number(r.n));
    }
    return { founded, sources, events, sourcesTotal };
  }
}
