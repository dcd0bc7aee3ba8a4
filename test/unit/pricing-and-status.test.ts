import { describe, expect, it } from 'vitest';
import { PRICE_SHEET, creditsToAtomicUsdc, creditsToBalance, creditsToUsd } from '../../services/gateway/pricing.ts';
import { eventConfidence, eventStatus } from '../../services/domain/event-status.ts';

describe('price sheet (DECISIONS.md §6)', () => {
  it('publishes the documented prices in credits and dollars', () => {
    const usd = Object.fromEntries(Object.entries(PRICE_SHEET).map(([op, c]) => [op, creditsToUsd(c)]));
    expect(usd).toEqual({
      listAgents: '0.0001',
      getEvent: '0.0001',
      listEvents: '0.0005',
      listReports: '0.001',
      diffReports: '0.001',
      webSearch: '0.005',
      webExtract: '0.005',
      ask: '0.02',
      streamMessage: '0.0001',
      // An account's own agents (API-key surface and MCP only; README, client agents).
      createAgent: '0.1',
      updateAgent: '0.001',
      deleteAgent: '0.0001',
      // Each report written for an own agent, charged to its owner.
      agentReport: '0.01',
    });
  });
  it('formats balances with at least two decimals', () => {
    expect([10_000, 9_990, 12_345, 0, 25].map(creditsToBalance)).toEqual(['1.00', '0.999', '1.2345', '0.00', '0.0025']);
  });
  it('converts credits to atomic USDC (6 decimals)', () => {
    expect(creditsToAtomicUsdc(10)).toBe('1000'); // $0.001
  });
});

describe('event status and confidence (DECISIONS.md §3)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it.each([
    [1, 2, 2, 'emerging'],
    [2, 5, 1, 'developing'],
    [1, 30, 30, 'stable'],
    [3, 100, 25, 'stable'],
    [3, 200, 7 * 24, 'archived'],
  ] as const)('%i sources, first seen %ih ago, last source %ih ago → %s', (sourceCount, first, last, status) => {
    expect(eventStatus({ sourceCount, firstSeenAt: ago(first), lastSourceAt: ago(last) }, now)).toBe(status);
  });
  it.each([
    [1, 'low'],
    [2, 'medium'],
    [3, 'medium'],
    [4, 'high'],
    [9, 'high'],
  ] as const)('%i publications → %s', (n, c) => {
    expect(eventConfidence(n)).toBe(c);
  });
});
