import type { Report } from '../../schemas/api/report.ts';

// One notion of the window for every trigger: a report covers the span its coverageWindow states,
// and compares with the prior report on the same terms whatever the prior's window was: the prior
// saw, of each event, the sources its evidence counts (carried forward from report to report), so
// "new", "quiet" and the trend never contradict the report before it.

const HOUR = 3_600_000;

/** Where the window starts: 24 hours or 7 days back, or the prior report's time for since_last (24 hours for a first). */
export function windowStart(type: Report['coverageWindow']['windowType'], asOf: Date, priorAt: Date | null): Date {
  if (type === 'rolling_7d') return new Date(asOf.getTime() - 7 * 24 * HOUR);
  if (type === 'since_last' && priorAt) return priorAt;
  return new Date(asOf.getTime() - 24 * HOUR);
}

/** Evidence entries a report carries: its own events, then the prior's others, up to this many. */
const MAX_CARRIED = 500;

/**
 * What the reader has been told, as the next report compares with it: this report's source count
 * per event, and the prior's counts for events this window does not hold (a since-last window that
 * saw nothing new does not make the next report call old events new).
 */
export function carriedEvidence(
  own: readonly (readonly [string, number])[],
  prior: Readonly<Record<string, number>>,
): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(own);
  for (const [id, n] of Object.entries(prior)) {
    if (Object.keys(out).length >= MAX_CARRIED) break;
    if (!(id in out)) out[id] = n;
  }
  return out;
}
