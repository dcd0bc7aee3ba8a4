import type { Admin } from 'kafkajs';
import type pg from 'pg';

/** What every 2xx of a data operation says about freshness (`Sitrep-Data-As-Of`, `Sitrep-Ingest-Lag`). */
export interface FreshnessSnapshot {
  /** The newest ingestion time the projection reflects; null while it holds nothing. */
  dataAsOf: Date | null;
  /** Seconds the dedup worker is behind the articles topic; null until first measured. */
  ingestLagSeconds: number | null;
}

const KEEP = 900;

/**
 * How far the dedup worker is behind, from polls of the topic's end offset (pure; the clock comes in).
 * The oldest unprocessed message (at the worker's next offset) was produced no later than the first
 * poll that saw the end past it, and no earlier than the message before it (the worker's last
 * timestamp). The lag is the first bound; when the polls do not reach back that far (the gateway
 * started with the worker already behind) it is the second, which can only overstate it.
 */
export class LagTracker {
  /** Per partition: each end offset first seen, with when, oldest first. */
  private readonly seen = new Map<number, { end: number; at: number }[]>();

  observe(partition: number, end: number, at: number): void {
    let list = this.seen.get(partition);
    if (!list) this.seen.set(partition, (list = []));
    const last = list[list.length - 1];
    if (!last || end > last.end) list.push({ end, at });
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
  }

  /** Lag in whole seconds for a partition whose worker will read `next` and last read a message stamped `lastTimestamp`. */
  lagSeconds(partition: number, next: number, lastTimestamp: number, now: number): number {
    const list = this.seen.get(partition) ?? [];
    const latest = list[list.length - 1];
    if (!latest || next >= latest.end) return 0;
    const first = list.findIndex((o) => o.end > next);
    const producedBy = first > 0 ? list[first]!.at : lastTimestamp > 0 ? lastTimestamp : list[0]!.at;
    return Math.max(0, Math.floor((now - producedBy) / 1000));
  }
}

/**
 * Polls, once a second, the articles topic's end offsets and the dedup worker's stored offsets and
 * timestamps, and keeps the answer every data operation sends. Never on a request's path.
 */
export class FreshnessMonitor {
  private readonly lag = new LagTracker();
  private snapshot: FreshnessSnapshot = { dataAsOf: null, ingestLagSeconds: null };
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private connected = false;

  constructor(
    private readonly opts: {
      pool: pg.Pool;
      admin: Admin;
      topic: string;
      consumer: string;
      clock: () => Date;
      log: { warn(obj: object, msg: string): void };
      intervalMs?: number;
    },
  ) {}

  current(): FreshnessSnapshot {
    return this.snapshot;
  }

  /** Polls now and then every interval. */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.poll(), this.opts.intervalMs ?? 1_000);
    this.timer.unref();
    return this.poll();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    if (this.connected) await this.opts.admin.disconnect().catch(() => undefined);
  }

  poll(): Promise<void> {
    this.polling ??= this.read().finally(() => (this.polling = null));
    return this.polling;
  }

  private async read(): Promise<void> {
    const { pool, topic, consumer } = this.opts;
    try {
      const [ends, stored] = await Promise.all([
        this.endOffsets(),
        pool.query<{ partition: number; next_offset: string; last_timestamp: string; ingested: Date | null }>(
          `SELECT o.partition, o.next_offset, o.last_timestamp, NULL::timestamptz AS ingested
             FROM dedup_offsets o WHERE o.consumer = $1 AND o.topic = $2
           UNION ALL SELECT -1, 0, 0, (SELECT max(ingested_at) FROM event_sources)`,
          [consumer, topic],
        ),
      ]);
      const now = this.opts.clock().getTime();
      let asOf = stored.rows.find((r) => r.partition === -1)?.ingested?.getTime() ?? 0;
      let lag: number | null = ends ? 0 : null;
      const offsets = new Map(stored.rows.filter((r) => r.partition >= 0).map((r) => [r.partition, r]));
      for (const r of offsets.values()) asOf = Math.max(asOf, Number(r.last_timestamp));
      for (const [partition, end] of ends ?? []) {
        this.lag.observe(partition, end, now);
        const r = offsets.get(partition);
        const l = this.lag.lagSeconds(partition, Number(r?.next_offset ?? 0), Number(r?.last_timestamp ?? 0), now);
        lag = Math.max(lag ?? 0, l);
      }
      this.snapshot = {
        dataAsOf: asOf > 0 ? new Date(asOf) : null,
        ingestLagSeconds: lag ?? this.snapshot.ingestLagSeconds,
      };
    } catch (err) {
      this.opts.log.warn({ err }, 'freshness poll failed; keeping the last answer');
    }
  }

  /** End offset per partition; an articles topic that does not exist yet has nothing to be behind on. */
  private async endOffsets(): Promise<Map<number, number> | null> {
    try {
      if (!this.connected) {
        await this.opts.admin.connect();
        this.connected = true;
      }
      const offsets = await this.opts.admin.fetchTopicOffsets(this.opts.topic);
      return new Map(offsets.map((o) => [o.partition, Number(o.high)]));
    } catch (err) {
      if ((err as { type?: string }).type === 'UNKNOWN_TOPIC_OR_PARTITION') return new Map();
      this.opts.log.warn({ err }, 'freshness: the articles topic cannot be read; lag unknown');
      return null;
    }
  }
}
