// The console's sources page: a source's health in words.
import { describe, expect, it } from 'vitest';
import type { SourceHealth } from '../../schemas/api/sources.ts';
import { ago, failures, fullText, lastPoll } from '../../console/src/source-health.ts';

const now = Date.parse('2026-05-04T12:00:00Z');
const healthy: SourceHealth = {
  lastPollAt: '2026-05-04T11:58:00Z',
  lastOutcome: 'not_modified',
  lastStatus: 304,
  lastError: null,
  lastLatencyMs: 41,
  lastSuccessAt: '2026-05-04T11:58:00Z',
  consecutiveFailures: 0,
  failingSince: null,
  failingForADay: false,
  itemsLast24h: 12,
  itemsPerDay: 10.4,
  fullText: { fetched: 9, fellBack: 1, successRate: 0.9, lastError: 'https://x.invalid/a: upstream answered 500' },
  pendingItems: 0,
};

describe('source health in words', () => {
  it('says when the last poll was and what came of it, with the reason of a failure', () => {
    expect(lastPoll(healthy, now)).toBe('2 min ago, not modified (304)');
    expect(lastPoll({ ...healthy, lastOutcome: 'new_items', lastStatus: 200 }, now)).toBe('2 min ago, new items (200)');
    expect(
      lastPoll({ ...healthy, lastOutcome: 'failed', lastStatus: null, lastError: 'timed out after 10000 ms' }, now),
    ).toBe('2 min ago, failed: timed out after 10000 ms');
    expect(lastPoll({ ...healthy, lastPollAt: null, lastOutcome: null }, now)).toBe('never polled');
  });

  it('counts a run of failures and how long it has lasted', () => {
    expect(failures(healthy, now)).toBe('none');
    expect(failures({ ...healthy, consecutiveFailures: 30, failingSince: '2026-05-03T10:00:00Z' }, now)).toBe(
      '30 in a row, for 26 h',
    );
    expect(ago('2026-04-30T12:00:00Z', now)).toBe('4 d');
  });

  it('gives the full-text success rate with its counts, or a dash when no page was needed', () => {
    expect(fullText(healthy)).toBe('90% (9 fetched, 1 fell back)');
    expect(fullText({ ...healthy, fullText: { fetched: 0, fellBack: 0, successRate: null, lastError: null } })).toBe(
      '—',
    );
  });
});
