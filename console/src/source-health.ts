// A feed source's health in words, for the sources page (pure, unit-tested).
import type { SourceHealth } from '../../schemas/api/sources.ts';

const OUTCOMES: Record<NonNullable<SourceHealth['lastOutcome']>, string> = {
  new_items: 'new items',
  no_new_items: 'nothing new',
  not_modified: 'not modified (304)',
  failed: 'failed',
};

/** How long ago, roughly: "45 s", "12 min", "5 h", "3 d". */
export function ago(iso: string, now: number): string {
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 90) return `${s} s`;
  if (s < 90 * 60) return `${Math.round(s / 60)} min`;
  if (s < 36 * 3600) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} d`;
}

/** The last poll: when, what came of it and, for a failure, why. */
export function lastPoll(h: SourceHealth, now: number): string {
  if (!h.lastPollAt || !h.lastOutcome) return 'never polled';
  const status = h.lastStatus === null || h.lastOutcome === 'not_modified' ? '' : ` (${h.lastStatus})`;
  const why = h.lastOutcome === 'failed' && h.lastError ? `: ${h.lastError}` : '';
  return `${ago(h.lastPollAt, now)} ago, ${OUTCOMES[h.lastOutcome]}${h.lastOutcome === 'failed' ? '' : status}${why}`;
}

/** The run of failures, if any: how many and for how long. */
export function failures(h: SourceHealth, now: number): string {
  if (!h.consecutiveFailures || !h.failingSince) return 'none';
  return `${h.consecutiveFailures} in a row, for ${ago(h.failingSince, now)}`;
}

/** Pages fetched for their text against those that fell back to the feed's summary. */
export function fullText(h: SourceHealth): string {
  const { fetched, fellBack, successRate } = h.fullText;
  if (successRate === null) return '—';
  return `${Math.round(successRate * 100)}% (${fetched} fetched, ${fellBack} fell back)`;
}
