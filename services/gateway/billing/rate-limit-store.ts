import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type Incr = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A fixed-window store for @fastify/rate-limit kept in PostgreSQL, so every gateway instance
 * counts against the same limit (nothing in-process may be the only copy of state).
 */
export function pgRateLimitStore(pool: pg.Pool, namespace: string): FastifyRateLimitStoreCtor {
  return class PgRateLimitStore {
    constructor(private readonly options: { timeWindow?: number } = {}) {}

    incr(key: string, cb: Incr, timeWindow = Number(this.options.timeWindow ?? 60_000)): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      pool
        .query<{ hits: number }>(
          `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
           ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`,
          [`${namespace}:${key}`, new Date(windowStart)],
        )
        .then(({ rows }) => cb(null, { current: rows[0]!.hits, ttl: windowStart + timeWindow - now }))
        .catch((err: Error) => cb(err));
    }

    child(routeOptions: object) {
      return new PgRateLimitStore({ ...this.options, ...(routeOptions as { timeWindow?: number }) });
    }
  };
}
