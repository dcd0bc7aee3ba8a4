import { AGENT_REPORT_CREDITS } from '../domain/agent-billing.ts';

/** The one price sheet (DECISIONS.md §6). 1 credit = $0.0001 = 100 atomic USDC units (6 decimals). */
export const PRICE_SHEET = {
  listAgents: 1,
  getEvent: 1,
  listEvents: 5,
  listReports: 10,
  diffReports: 10,
  webSearch: 50,
  webExtract: 50,
  /** Retrieval over events, sources and reports, and an answer built and checked from them: more work than a search. */
  ask: 200,
  /** A client agent: matching on every article from now on, backfill and reports (each report charged on its own). */
  createAgent: 1_000,
  updateAgent: 10,
  deleteAgent: 1,
  /** Per message written to an SSE stream or delivered to a webhook (not per call). */
  streamMessage: 1,
  /** Per report written for an own agent (scheduled, signal or first), charged to its owner (not per call). */
  agentReport: AGENT_REPORT_CREDITS,
} as const satisfies Record<string, number>;

/** Everything the sheet prices: the operations, and the per-message price of push. */
export type PricedId = keyof typeof PRICE_SHEET;
/** The operations (one call, one price): every surface, MCP tool and x402 resource is one of these. */
export type OperationId = Exclude<PricedId, 'streamMessage' | 'agentReport'>;
export const CREDIT_USD = '0.0001';
const ATOMIC_PER_CREDIT = 100n;

/** Dollars as a decimal string without trailing zeros: 10 credits → "0.001". */
export function creditsToUsd(credits: number): string {
  const s = (credits / 10_000).toFixed(4);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '.0') : s;
}

/** Dollars with at least two decimals, for balances: 10000 credits → "1.00", 12345 → "1.2345". */
export function creditsToBalance(credits: number): string {
  const s = (credits / 10_000).toFixed(4).replace(/0{1,2}$/, '');
  return s.endsWith('.') ? `${s}00` : s;
}

export function creditsToAtomicUsdc(credits: number): string {
  return (BigInt(credits) * ATOMIC_PER_CREDIT).toString();
}
