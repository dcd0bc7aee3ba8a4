import type { Kafka } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { listen } from '../db/listener.ts';
import type { ExtractPool } from '../web/extract-pool.ts';
import type { SafeFetcher } from '../web/fetcher.ts';
import { WebExtractor } from '../web/web-extract.ts';
import { LockSession } from './locks.ts';
import { DUE_SOURCE_COLUMNS, pollSource, type DueSource, type PollDeps, type PollOutcome } from './poll.ts';
import { Politeness, type HeldHost } from './politeness.ts';
import { SOURCES_CHANNEL, type SourceRegistry } from './registry.ts';
import { ItemRelay } from './relay.ts';

export interface FeedPollerOptions {
  databaseUrl: string;
  pool: pg.Pool;
  kafka: Kafka;
  fetcher: SafeFetcher;
  extractor: Pick<ExtractPool, 'extract'>;
  registry: Pick<SourceRegistry, 'syncProfiles'>;
  topics: { articles: string; deadLetters: string };
  log: Logger;
  /** Hosts polled at once (each one request at a time). */
  concurrency: number;
  hostGapMs: number;
  /** Article pages fetched and extracted at once. */
  fullTextConcurrency: number;
  maxNewItems: number;
  retentionDays: number;
  /** How long a page web extract cached is used instead of fetching it again. */
  pageMaxAgeSeconds: number;
  clock?: () => Date;
  /** For tests: runs after Kafka took a batch, before it is recorded as sent. */
  afterSend?: () => Promise<void>;
  /** For tests: every poll's outcome. */
  onPolled?: (sourceId: string, outcome: PollOutcome) => void;
}

/** A host whose `Retry-After` reaches past this is let go, its sources left due until it is free. */
const LONG_WAIT_MS = 60_000;
const SWEEP_MS = 30_000;
const PROFILE_SYNC_MS = 60_000;
const PRUNE_MS = 3_600_000;
/** The longest the loop sleeps with nothing to do; a notification or a finished host wakes it sooner. */
const IDLE_MS = 1_000;

/** At most `n` of the functions given run at once; the others wait their turn in order. */
export function limiter(n: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    if (running >= n) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await fn();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/**
 * The feed poller (`npm run feeds`). Every source has its own next poll time in `sources`; any
 * number of pollers share them. A poller takes a host with due sources (a session advisory lock:
 * no other poller sends it a request meanwhile), polls its due sources one after another with the
 * minimum gap between requests, and lets it go with its next allowed time stored. Up to
 * `concurrency` hosts are held at once. A poller that dies loses its locks with its connection, so
 * another takes over at once; what it had taken but not sent is found by the sweep and sent.
 */
export class FeedPoller {
  private readonly clock: () => Date;
  private readonly stopping = new AbortController();
  private locks: LockSession | null = null;
  private readonly relay: ItemRelay;
  private readonly hosts = new Map<string, Promise<void>>();
  private wakeUp: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private listener: { ready: Promise<void>; close(): Promise<void> } | null = null;
  private readonly readPage: PollDeps['readPage'];
  private readonly fullText: PollDeps['fullText'];
  private readonly last = { sweep: 0, sync: 0, prune: 0 };
  private sweeping: Promise<void> | null = null;

  constructor(private readonly opts: FeedPollerOptions) {
    this.clock = opts.clock ?? (() => new Date());
    this.relay = new ItemRelay({
      pool: opts.pool,
      kafka: opts.kafka,
      topics: opts.topics,
      log: opts.log,
      clock: this.clock,
      ...(opts.afterSend && { afterSend: opts.afterSend }),
    });
    const pages = new WebExtractor({
      pool: opts.pool,
      fetcher: opts.fetcher,
      extractor: opts.extractor,
      feed: null,
      maxAgeSeconds: opts.pageMaxAgeSeconds,
      clock: this.clock,
    });
    this.readPage = async (url) => {
      const page = await pages.extract(url);
      return { title: page.title, text: page.full_content, publishedAt: page.publish_date };
    };
    this.fullText = limiter(opts.fullTextConcurrency);
  }

  async start(): Promise<void> {
    this.locks = await LockSession.open(this.opts.databaseUrl);
    this.listener = listen({
      url: this.opts.databaseUrl,
      channel: SOURCES_CHANNEL,
      log: this.opts.log,
      onNotify: () => this.wake(),
      onReset: () => this.wake(),
    });
    await this.listener.ready;
    this.running = this.loop();
  }

  /** Lets every host go and closes; polls in flight are abandoned, recording nothing. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wake();
    await this.running;
    await this.listener?.close();
    await this.relay.close();
    await this.locks?.close();
  }

  private wake(): void {
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      try {
        if (this.locks!.lost.aborted) await this.reconnect();
        this.housekeeping();
        await this.takeHosts();
      } catch (err) {
        if (!signal.aborted) this.opts.log.warn({ err }, 'feed poller round failed; trying again');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, IDLE_MS);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
    await Promise.allSettled([...this.hosts.values(), this.sweeping]);
  }

  /** The lock connection dropped: whatever ran under its locks is stopped before a new one is opened. */
  private async reconnect(): Promise<void> {
    this.opts.log.warn('feed poller lost its lock connection; reconnecting');
    await Promise.allSettled([...this.hosts.values(), this.sweeping]);
    await this.locks!.close();
    this.locks = await LockSession.open(this.opts.databaseUrl);
  }

  /** Takes hosts that have due sources and are free, up to the concurrency. */
  private async takeHosts(): Promise<void> {
    const free = this.opts.concurrency - this.hosts.size;
    if (free <= 0) return;
    const now = this.clock();
    const { rows } = await this.opts.pool.query<{ host: string }>(
      `SELECT s.host FROM sources s
       WHERE s.state = 'active' AND s.next_poll_at <= $1 AND s.host <> ALL($2)
         AND NOT EXISTS (SELECT 1 FROM source_hosts h WHERE h.host = s.host AND h.next_request_at > $1)
       GROUP BY s.host ORDER BY min(s.next_poll_at) LIMIT $3`,
      [now, [...this.hosts.keys()], free * 2],
    );
    const politeness = this.politeness();
    for (const { host } of rows) {
      if (this.hosts.size >= this.opts.concurrency) break;
      const held = await politeness.hold(host);
      if (!held) continue; // another poller has it
      const job = this.pollHost(politeness, held).finally(() => {
        this.hosts.delete(host);
        this.wake();
      });
      this.hosts.set(host, job);
    }
  }

  private politeness(): Politeness {
    return new Politeness({
      pool: this.opts.pool,
      locks: this.locks!,
      gapMs: this.opts.hostGapMs,
      clock: this.clock,
      signal: AbortSignal.any([this.stopping.signal, this.locks!.lost]),
    });
  }

  /** Polls the host's due sources one after another, then lets the host go. */
  private async pollHost(politeness: Politeness, held: HeldHost): Promise<void> {
    const locks = this.locks!;
    const signal = AbortSignal.any([this.stopping.signal, locks.lost]);
    const deps: PollDeps = {
      pool: this.opts.pool,
      fetcher: this.opts.fetcher,
      readPage: this.readPage,
      fullText: this.fullText,
      politeness,
      relay: this.relay,
      exclusive: async (id, fn) => {
        if (!(await locks.tryLock('source', id))) return null;
        try {
          return await fn();
        } finally {
          await locks.unlock('source', id).catch(() => undefined);
        }
      },
      articlesTopic: this.opts.topics.articles,
      maxNewItems: this.opts.maxNewItems,
      borrowWaitMs: 10_000,
      clock: this.clock,
      signal,
      log: this.opts.log,
    };
    const tried: string[] = [];
    try {
      // The host's due sources, a batch at a time, until none is left (sources made due meanwhile included).
      while (!signal.aborted) {
        const { rows } = await this.opts.pool.query<DueSource>(
          `SELECT ${DUE_SOURCE_COLUMNS} FROM sources
           WHERE host = $1 AND state = 'active' AND next_poll_at <= $2 AND id <> ALL($3)
           ORDER BY next_poll_at LIMIT 50`,
          [held.host, this.clock(), tried],
        );
        if (!rows.length) break;
        for (const source of rows) {
          if (signal.aborted || held.busyPast(new Date(this.clock().getTime() + LONG_WAIT_MS))) return;
          tried.push(source.id);
          try {
            const outcome = await pollSource(deps, source, held);
            this.opts.log.debug({ sourceId: source.id, ...outcome }, 'feed polled');
            this.opts.onPolled?.(source.id, outcome);
          } catch (err) {
            if (!signal.aborted) this.opts.log.warn({ err, sourceId: source.id }, 'feed poll failed unexpectedly');
          }
        }
      }
    } finally {
      await politeness.release(held).catch((err: unknown) => {
        this.opts.log.warn({ err, host: held.host }, 'could not let a feed host go');
      });
    }
  }

  /** Now and then, off the loop: items taken but not sent (a poller died), profile feeds, old item keys. */
  private housekeeping(): void {
    if (this.sweeping) return;
    const now = this.clock().getTime();
    const due = (what: keyof typeof this.last, every: number) => {
      if (now - this.last[what] < every) return false;
      this.last[what] = now;
      return true;
    };
    const tasks: (() => Promise<void>)[] = [];
    if (due('sweep', SWEEP_MS)) tasks.push(() => this.sweep());
    if (due('sync', PROFILE_SYNC_MS)) tasks.push(() => this.syncProfiles());
    if (due('prune', PRUNE_MS)) tasks.push(() => this.prune());
    if (!tasks.length) return;
    this.sweeping = (async () => {
      for (const task of tasks) {
        await task().catch((err: unknown) => {
          if (!this.stopping.signal.aborted) this.opts.log.warn({ err }, 'feed housekeeping failed');
        });
      }
    })().finally(() => (this.sweeping = null));
  }

  /** Sends the pending items of every source no poller is working on. */
  async sweep(): Promise<void> {
    const locks = this.locks!;
    const { rows } = await this.opts.pool.query<{ source_id: string }>(
      "SELECT DISTINCT source_id FROM source_items WHERE status = 'pending'",
    );
    for (const { source_id: id } of rows) {
      if (this.stopping.signal.aborted || locks.lost.aborted) return;
      if (!(await locks.tryLock('source', id))) continue;
      try {
        await this.relay.flush(id);
      } finally {
        await locks.unlock('source', id).catch(() => undefined);
      }
    }
  }

  private async syncProfiles(): Promise<void> {
    const { added, refused } = await this.opts.registry.syncProfiles();
    if (added) this.opts.log.info({ added }, "feeds named by agents' profiles added as sources");
    for (const r of refused) this.opts.log.warn(r, "an agent's profile names a feed that cannot be a source");
  }

  /** Forgets item keys that left their feed more than the retention ago (a feed that still lists an item keeps it). */
  private async prune(): Promise<void> {
    await this.opts.pool.query(
      `DELETE FROM source_items i USING sources s
       WHERE i.source_id = s.id AND i.status = 'sent' AND i.last_seen_at < s.last_listed_at
         AND i.last_seen_at < $1::timestamptz - make_interval(days => $2)`,
      [this.clock(), this.opts.retentionDays],
    );
  }
}
