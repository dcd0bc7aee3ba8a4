import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { FetchFailed } from '../web/fetcher.ts';
import type { LockSession } from './locks.ts';
import { hostFreeAt } from './schedule.ts';

/** Statuses whose `Retry-After` holds back every request to the host. */
const BACK_OFF_STATUSES = new Set([429, 503]);

/** The `Retry-After` (seconds) a failed request asks the whole host to respect, if any. */
export function retryAfterOf(err: unknown): number | null {
  return err instanceof FetchFailed && err.answer && BACK_OFF_STATUSES.has(err.answer.status)
    ? err.answer.retryAfterSeconds
    : null;
}

/**
 * A host this poller holds: its requests go one at a time, each at least the minimum gap after the
 * one before (or after the time a `Retry-After` named), across pollers too, since the next allowed
 * time is stored when the host is let go.
 */
export class HeldHost {
  constructor(
    readonly host: string,
    /** Epoch ms before which no request may start. */
    private freeAt: number,
    private readonly gapMs: number,
    private readonly clock: () => Date,
    private readonly signal: AbortSignal,
  ) {}

  get nextRequestAt(): Date {
    return new Date(this.freeAt);
  }

  /** Whether the host asked to be left alone past `when` (a `Retry-After`). */
  busyPast(when: Date): boolean {
    return this.freeAt > when.getTime();
  }

  /** Runs one request in the host's turn; the host's next turn waits the gap, or the `Retry-After` of a refusal. */
  async request<T>(fn: () => Promise<T>): Promise<T> {
    const wait = this.freeAt - this.clock().getTime();
    if (wait > 0) await sleep(wait, undefined, { signal: this.signal });
    try {
      return await fn();
    } catch (err) {
      this.freeAt = hostFreeAt(this.clock(), this.gapMs, retryAfterOf(err)).getTime();
      throw err;
    } finally {
      this.freeAt = Math.max(this.freeAt, hostFreeAt(this.clock(), this.gapMs).getTime());
    }
  }
}

/** Hosts taken and let go through the poller's lock session, with their next allowed time in `source_hosts`. */
export class Politeness {
  constructor(
    private readonly deps: {
      pool: pg.Pool;
      locks: LockSession;
      gapMs: number;
      clock: () => Date;
      signal: AbortSignal;
    },
  ) {}

  /** The host, when no other poller holds it; null otherwise. */
  async hold(host: string): Promise<HeldHost | null> {
    if (!(await this.deps.locks.tryLock('host', host))) return null;
    try {
      const { rows } = await this.deps.pool.query<{ next_request_at: Date }>(
        'SELECT next_request_at FROM source_hosts WHERE host = $1',
        [host],
      );
      const freeAt = rows[0]?.next_request_at.getTime() ?? 0;
      return new HeldHost(host, freeAt, this.deps.gapMs, this.deps.clock, this.deps.signal);
    } catch (err) {
      await this.deps.locks.unlock('host', host);
      throw err;
    }
  }

  async release(held: HeldHost): Promise<void> {
    try {
      await this.deps.pool.query(
        `INSERT INTO source_hosts (host, next_request_at) VALUES ($1, $2)
         ON CONFLICT (host) DO UPDATE SET next_request_at = EXCLUDED.next_request_at`,
        [held.host, held.nextRequestAt],
      );
    } finally {
      await this.deps.locks.unlock('host', held.host);
    }
  }

  /**
   * One request to a host other than the one being polled (an article page elsewhere): waits up to
   * `waitMs` for the host to be free, else throws, so that two pollers each holding the other's host
   * never wait on each other for long.
   */
  async borrow<T>(host: string, waitMs: number, fn: () => Promise<T>): Promise<T> {
    const deadline = this.deps.clock().getTime() + waitMs;
    for (;;) {
      const held = await this.hold(host);
      if (held?.busyPast(new Date(deadline))) {
        await this.release(held);
        throw new FetchFailed(
          `http://${host}/`,
          `${host} asked to be left alone until ${held.nextRequestAt.toISOString()}`,
        );
      }
      if (held) {
        try {
          return await held.request(fn);
        } finally {
          await this.release(held);
        }
      }
      if (this.deps.clock().getTime() >= deadline) throw new FetchFailed(`http://${host}/`, `${host} stayed busy`);
      await sleep(200, undefined, { signal: this.deps.signal });
    }
  }
}
