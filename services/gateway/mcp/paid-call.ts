import type { PaymentRequired, SettleResponse } from '@x402/core/types';
import type { FastifyBaseLogger } from 'fastify';
import { JsonBody } from '../../projection/reader.ts';
import type { Credits } from '../billing/credits.ts';
import { AppError, errors } from '../errors.ts';
import { unstorableInput } from '../plugins/storable-input.ts';
import type { OperationDeps } from '../operations.ts';
import { runGuards } from '../surface.ts';
import { paidResource } from '../x402/bazaar.ts';
import { facilitatorUnavailable, type X402Core } from '../x402/core.ts';
import type { Tool } from './tools.ts';

/** `_meta` keys of MCP results and requests (the x402 ones are the x402 MCP transport's). */
export const META = {
  payment: 'x402/payment',
  paymentResponse: 'x402/payment-response',
  creditsCharged: 'sitrep/credits-charged',
  creditsRemaining: 'sitrep/credits-remaining',
} as const;

export interface McpBilling {
  credits: Credits;
  x402: X402Core | null;
  operations: OperationDeps;
  /** The declared Bazaar extension of each tool's challenge, by tool name. */
  discovery: Map<string, Record<string, unknown>>;
}

/** What one HTTP request to /mcp brings to every call it carries. */
export interface McpCaller {
  /** From `x-api-key`, else `Authorization: Bearer`. */
  apiKey: string | undefined;
  /** The public URL of the MCP endpoint (the `resource.url` of its challenges). */
  endpoint: string;
  log: FastifyBaseLogger;
  /** The HTTP request's id (it carries one call), for the ledger and the settlement records. */
  requestId: string;
}

export type CallOutcome =
  | { kind: 'result'; value: unknown; text: string; meta: Record<string, unknown> }
  /** The challenge; after a refused settlement it also holds the failed receipt. */
  | { kind: 'payment-required'; paymentRequired: PaymentRequired & { [META.paymentResponse]?: SettleResponse } };

const NO_KEY =
  'Payment required: retry with this PaymentRequired signed in _meta["x402/payment"], or send an API key ' +
  '(x-api-key, or Authorization: Bearer sk_...)';

/**
 * One operation called over MCP, with the guarantees of the REST surfaces: the operation's own
 * argument schemas, the rule on text PostgreSQL cannot hold, and the guards first (a failure throws its §5 `AppError` and costs nothing), then the
 * caller pays by API key (credits reserved, kept only if the handler succeeds) or, without a key, by
 * x402 (verified before the handler, settled only after it succeeds).
 */
export async function paidCall(
  billing: McpBilling,
  caller: McpCaller,
  tool: Tool,
  args: unknown,
  meta: Record<string, unknown> | undefined,
): Promise<CallOutcome> {
  const raw = tool.parse(args);
  const unstorable = unstorableInput(raw);
  if (unstorable) throw unstorable;
  // An own agent resolves for its owner only; an account's operations need its key (no x402).
  if (tool.op.accountOnly && !caller.apiKey) throw errors.missingApiKey();
  const viewer = await billing.credits.identify(caller.apiKey);
  const agent = await runGuards(tool.op, raw, billing.operations, viewer);
  const run = () => execute(tool, { ...raw, agent, viewer }, billing.operations);
  const payment = meta?.[META.payment];
  if (billing.x402 && !tool.op.accountOnly && (payment !== undefined || !caller.apiKey)) {
    return byX402(billing.x402, billing.discovery.get(tool.name) ?? {}, caller, tool, payment, run);
  }

  const reservation = await billing.credits.reserve(caller.apiKey, tool.op.id, caller.requestId);
  try {
    const out = await run();
    billing.credits.keep(reservation);
    const charged = { [META.creditsCharged]: reservation.credits, [META.creditsRemaining]: reservation.balanceAfter };
    return { kind: 'result', ...out, meta: charged };
  } catch (err) {
    await billing.credits.release(reservation, caller.log);
    throw err;
  }
}

async function byX402(
  x402: X402Core,
  discovery: Record<string, unknown>,
  caller: McpCaller,
  tool: Tool,
  payment: unknown,
  run: () => Promise<{ value: unknown; text: string }>,
): Promise<CallOutcome> {
  const op = tool.op;
  const resource = paidResource(op, caller.endpoint, `Sitrep MCP tool ${tool.name}: ${tool.title}`);
  const challenge = async (error: string, receipt?: SettleResponse): Promise<CallOutcome> => {
    const paymentRequired = await x402.paymentRequired(op.id, resource, error, discovery);
    return {
      kind: 'payment-required',
      paymentRequired: receipt ? { ...paymentRequired, [META.paymentResponse]: receipt } : paymentRequired,
    };
  };
  if (payment === undefined) return challenge(NO_KEY);

  const accepted = await x402.accept(op.id, resource, payment, caller.log);
  if (!accepted.ok) return challenge(accepted.reason);
  const p = accepted.payment;
  try {
    let out: { value: unknown; text: string };
    try {
      out = await run();
    } catch (err) {
      await x402.cancel(p, err instanceof AppError ? err.status : 500, caller.log);
      throw err;
    }
    const settlement = await x402.settle(p, caller.requestId, caller.log);
    if (settlement.kind === 'unavailable') throw facilitatorUnavailable(settlement.reason);
    // Per the transport, a refused settlement answers like a challenge, with the failed receipt in it
    // (`structuredContent["x402/payment-response"]`), and returns none of the result.
    if (settlement.kind === 'refused')
      return challenge(`payment settlement failed: ${settlement.reason}`, settlement.receipt);
    return { kind: 'result', ...out, meta: { [META.paymentResponse]: settlement.receipt } };
  } finally {
    x402.release(p);
  }
}

/** The handler's answer as REST sends it: validated against the response schema, and its JSON text. */
async function execute(
  tool: Tool,
  input: Parameters<Tool['op']['handler']>[0],
  deps: OperationDeps,
): Promise<{ value: unknown; text: string }> {
  const out = await tool.op.handler(input, deps);
  if (out instanceof JsonBody) return { value: out.value, text: out.text };
  const value: unknown = tool.op.response.parse(out);
  return { value, text: JSON.stringify(value) };
}
