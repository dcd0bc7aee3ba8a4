import { FAILING_FLAG_SECONDS } from '../../schemas/api/sources.ts';

/** The longest a failing source waits between polls (unless its own interval is longer). */
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** The longest `Retry-After` honoured: a server asking for more is asked again after a day. */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * When a source is polled next. After a success, one interval on; after its n-th failure in a row,
 * the interval doubled n-1 times (at most six hours, or the interval when that is longer), and never
 * before the server's `Retry-After`.
 */
export function nextPollAt(
  now: Date,
  intervalSeconds: number,
  outcome: { failures: number; retryAfterSeconds?: number | null },
): Date {
  const interval = intervalSeconds * 1000;
  let wait = interval;
  if (outcome.failures > 0)
    wait = Math.min(interval * 2 ** Math.min(outcome.failures - 1, 20), Math.max(interval, MAX_BACKOFF_MS));
  const retryAfter = Math.min(outcome.retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS) * 1000;
  return new Date(now.getTime() + Math.max(wait, retryAfter));
}

/** When a host may be asked again: the minimum gap after this request, or its `Retry-After` when longer. */
export function hostFreeAt(now: Date, gapMs: number, retryAfterSeconds: number | null = null): Date {
  const retryAfter = Math.min(retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS) * 1000;
  return new Date(now.getTime() + Math.max(gapMs, retryAfter));
}

/** Whether a source's polls have all failed for a day or more. */
export function failingForADay(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= FAILING_FLAG_SECONDS * 1000;
}

/** The share of fetched pages among the items that needed one; null when none did. */
export function fullTextRate(fetched: number, fellBack: number): number | null {
  const total = fetched + fellBack;
  return total === 0 ? null : Math.round((fetched / total) * 1000) / 1000;
}
