// MCP tool calls paid by x402 (the x402 MCP transport, v2): the SDK's own Client, a buyer that signs with
// @x402/core and @x402/evm, the real local chain and facilitator. The facilitator is reached through a
// proxy the tests can break.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { PaymentRequired, SettleResponse } from '@x402/core/types';
import type { Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_SHEET, creditsToAtomicUsdc } from '../../../services/gateway/pricing.ts';
import { writeSampleData } from '../../../services/ops/sample-data.ts';
import { callTool, mcpClient, textJson } from '../../helpers/mcp.ts';
import {
  blockNumber,
  challengeOf,
  facilitatorProxy,
  fundedBuyer,
  payments,
  priceInUsdc as price,
  signatureHeader,
  startPaidGateway,
  tokenBalance,
  transactionReceipt,
  type PaidGateway,
  type TestBuyer,
} from '../../helpers/x402.ts';

type Proxy = Awaited<ReturnType<typeof facilitatorProxy>>;
let proxy: Proxy;
let g: PaidGateway;
let buyer: TestBuyer;
let client: Client;

beforeEach(async () => {
  proxy = await facilitatorProxy();
  // 2 s: a verify on this shared, loaded machine can take most of a second; the proxy's `slow` holds 6 s.
  g = await startPaidGateway({ X402_FACILITATOR_URL: proxy.url, X402_FACILITATOR_TIMEOUT_MS: '2000' });
  await writeSampleData(g.gw.db.pool, g.gw.agentIds, new Date());
  buyer = await fundedBuyer();
  client = await mcpClient(g.baseUrl);
});
afterEach(async () => {
  await client.close();
  await g.close();
  await proxy.close();
});

const challenge = async (tool: string, args: Record<string, unknown>): Promise<PaymentRequired> => {
  const result = await callTool(client, tool, args);
  expect(result.isError).toBe(true);
  return result.structuredContent as unknown as PaymentRequired;
};
const settlements = async () =>
  (await g.gw.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM x402_settlements')).rows[0]!.n;

describe('the x402 challenge of an MCP tool', () => {
  it('answers an unpaid call with isError, the PaymentRequired in structuredContent and the x402/error wrapper in the text', async () => {
    // Listed first, so the client validates structuredContent against the tool's outputSchema as well.
    await client.listTools();
    const result = await callTool(client, 'list_reports', { ref: '017' });
    expect(result.isError).toBe(true);
    const pr = result.structuredContent as unknown as PaymentRequired;
    expect(pr).toMatchObject({
      x402Version: 2,
      error: expect.stringMatching(/^Payment required/),
      resource: { url: `${g.baseUrl}/mcp`, mimeType: 'application/json', serviceName: 'Sitrep' },
      accepts: [
        {
          scheme: 'exact',
          network: payments().network,
          amount: creditsToAtomicUsdc(PRICE_SHEET.listReports),
          asset: payments().token,
          payTo: g.payTo,
          extra: { name: 'USDC', version: '2' },
        },
      ],
      extensions: { bazaar: { info: { input: { type: 'mcp', toolName: 'list_reports' } } } },
    });
    expect(textJson(result)).toEqual({ 'x402/error': { code: 402, message: pr.error, data: pr } });
  });

  it('prices every tool as its operation on the sheet', async () => {
    const cases: [string, Record<string, unknown>, keyof typeof PRICE_SHEET][] = [
      ['list_agents', {}, 'listAgents'],
      ['list_reports', { ref: '017' }, 'listReports'],
      ['list_events', { ref: '017' }, 'listEvents'],
      ['get_event', { eventId: `evt_${'0'.repeat(24)}` }, 'getEvent'],
      ['web_search', { search: 'grid' }, 'webSearch'],
      ['web_extract', { url: 'https://example.com/a' }, 'webExtract'],
      ['ask', { question: 'What happened?' }, 'ask'],
    ];
    for (const [tool, args, op] of cases) {
      expect((await challenge(tool, args)).accepts[0]!.amount, tool).toBe(creditsToAtomicUsdc(PRICE_SHEET[op]));
    }
  });

  it('runs the guards first: a bad call with a valid payment attached is its §5 error, never verified', async () => {
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    const block = await blockNumber();
    const cases: [string, Record<string, unknown>, object][] = [
      ['list_reports', { ref: '999' }, { error: 'agent not found', ref: '999' }],
      ['list_reports', { ref: '017', limit: 0 }, { error: 'limit out of range', min: 1, max: 3 }],
      ['get_event', { eventId: 'evt_x' }, { error: 'invalid event id shape' }],
      ['web_extract', { url: 'http://10.0.0.1/' }, { error: 'invalid request', issues: [{ path: 'arguments.url' }] }],
    ];
    for (const [tool, args, body] of cases) {
      const result = await callTool(client, tool, args, { 'x402/payment': payment });
      expect(result.isError, tool).toBe(true);
      expect(result.structuredContent, tool).toBeUndefined();
      expect(textJson(result), tool).toMatchObject(body);
    }
    expect(proxy.forwarded['/verify'] ?? 0).toBe(0);
    expect(await blockNumber()).toBe(block);
  });

  it('answers a payment that is not a payment with a fresh challenge saying why, never a verify', async () => {
    for (const junk of [{}, 'text', { x402Version: 2, payload: { signature: 1 } }, [1, 2]]) {
      const pr = await (async () => {
        const result = await callTool(client, 'list_agents', {}, { 'x402/payment': junk });
        expect(result.isError).toBe(true);
        return result.structuredContent as unknown as PaymentRequired;
      })();
      expect(pr.error, JSON.stringify(junk)).toMatch(/malformed payment payload/);
    }
    expect(proxy.forwarded['/verify'] ?? 0).toBe(0);
  });
});

describe('paying for an MCP tool', () => {
  it('serves the paid call with an on-chain receipt in _meta; buyer −price and payee +price exactly; recorded', async () => {
    const rest = (await (
      await fetch(`${g.baseUrl}/api/v1/agents/017/reports`, {
        headers: { 'x-api-key': (await g.gw.register()).apiKey },
      })
    ).json()) as unknown;
    const before = await buyer.balance();
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    const result = await callTool(client, 'list_reports', { ref: '017' }, { 'x402/payment': payment });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(rest);
    expect(textJson(result)).toEqual(rest);

    const receipt = result._meta?.['x402/payment-response'] as SettleResponse;
    expect(receipt).toMatchObject({ success: true, network: payments().network, payer: buyer.address });
    expect((await transactionReceipt(receipt.transaction as Hex)).status).toBe('success');
    expect(await buyer.balance()).toBe(before - price('listReports'));
    expect(await tokenBalance(g.payTo)).toBe(price('listReports'));
    const { rows } = await g.gw.db.pool.query('SELECT * FROM x402_settlements');
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'listReports',
        payer: buyer.address,
        amount: creditsToAtomicUsdc(PRICE_SHEET.listReports),
        transaction: receipt.transaction,
        x402_version: 2,
        request_id: expect.stringMatching(/^req_/),
      }),
    ]);
  });

  it('refuses a replayed payment with a fresh challenge and moves nothing more', async () => {
    const payment = await buyer.sign(await challenge('list_agents', {}));
    const first = await callTool(client, 'list_agents', {}, { 'x402/payment': payment });
    expect(first.isError).toBeFalsy();
    const afterFirst = await buyer.balance();
    const replay = await callTool(client, 'list_agents', {}, { 'x402/payment': payment });
    expect(replay.isError).toBe(true);
    expect(replay.structuredContent, JSON.stringify(replay.content)).toMatchObject({
      x402Version: 2,
      accepts: [{ amount: '100' }],
    });
    expect(replay._meta?.['x402/payment-response']).toBeUndefined();
    expect(await buyer.balance()).toBe(afterFirst);
    expect(await tokenBalance(g.payTo)).toBe(price('listAgents'));
    expect(await settlements()).toBe(1);
  });

  it('serves one of two concurrent calls carrying one signature, one over MCP and one over HTTP', async () => {
    const before = await buyer.balance();
    const payment = await buyer.sign(await challengeOf(`${g.baseUrl}/x402/v1/agents`));
    const [mcp, http] = await Promise.all([
      callTool(client, 'list_agents', {}, { 'x402/payment': payment }),
      fetch(`${g.baseUrl}/x402/v1/agents`, { headers: { 'payment-signature': signatureHeader(payment) } }),
    ]);
    expect([mcp.isError ? 402 : 200, http.status].sort()).toEqual([200, 402]);
    expect(await buyer.balance()).toBe(before - price('listAgents'));
    expect(await settlements()).toBe(1);
  });

  it('settles nothing when the tool fails, and the buyer keeps the money', async () => {
    const before = await buyer.balance();
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    await g.gw.db.pool.query('ALTER TABLE reports RENAME TO reports_unavailable');
    const result = await callTool(client, 'list_reports', { ref: '017' }, { 'x402/payment': payment });
    expect(result.isError).toBe(true);
    expect(textJson(result)).toEqual({ error: 'internal error', requestId: expect.stringMatching(/^req_/) });
    expect(proxy.forwarded['/verify']).toBe(1);
    expect(proxy.forwarded['/settle'] ?? 0).toBe(0);
    expect(await buyer.balance()).toBe(before);
    expect(await tokenBalance(g.payTo)).toBe(0n);
  });

  it('answers a settlement the facilitator refuses like a challenge, with the failed receipt and none of the result', async () => {
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    proxy.modes['/settle'] = 'hold';
    const call = callTool(client, 'list_reports', { ref: '017' }, { 'x402/payment': payment });
    // Verified and served; while its settlement waits, the buyer spends everything elsewhere.
    await expect.poll(() => proxy.waiting('/settle'), { timeout: 5_000, interval: 20 }).toBe(1);
    await buyer.spend(g.payTo, await buyer.balance());
    proxy.release('/settle');
    const result = await call;
    expect(result.isError).toBe(true);
    const pr = result.structuredContent as PaymentRequired & { 'x402/payment-response': SettleResponse };
    expect(pr).toMatchObject({
      x402Version: 2,
      error: expect.stringMatching(/^payment settlement failed: /),
      accepts: [{ amount: creditsToAtomicUsdc(PRICE_SHEET.listReports) }],
      'x402/payment-response': { success: false, errorReason: expect.any(String) },
    });
    expect(textJson(result)).toEqual({ 'x402/error': { code: 402, message: pr.error, data: pr } });
    expect(pr).not.toHaveProperty('reports');
    expect(result._meta?.['x402/payment-response']).toBeUndefined();
    expect(await settlements()).toBe(0);
  });

  it('answers a facilitator timeout at verify as a tool error, charging nothing', async () => {
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    proxy.modes['/verify'] = 'slow';
    const started = Date.now();
    const result = await callTool(client, 'list_reports', { ref: '017' }, { 'x402/payment': payment });
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(textJson(result)).toMatchObject({ error: 'payment facilitator unavailable', reason: expect.any(String) });
    expect(await buyer.balance()).toBe(10_000_000n);
  });

  it('answers a facilitator timeout at settle as a tool error without the result; nothing reaches the chain', async () => {
    const payment = await buyer.sign(await challenge('list_reports', { ref: '017' }));
    proxy.modes['/settle'] = 'slow';
    const result = await callTool(client, 'list_reports', { ref: '017' }, { 'x402/payment': payment });
    expect(result.isError).toBe(true);
    expect(textJson(result)).toMatchObject({ error: 'payment facilitator unavailable' });
    expect(proxy.forwarded['/verify']).toBe(1);
    expect(await buyer.balance()).toBe(10_000_000n);
    expect(await tokenBalance(g.payTo)).toBe(0n);
    expect(await settlements()).toBe(0);
  });

  it('pays for a resource read the same way: a 402 JSON-RPC error with the PaymentRequired, then a receipt', async () => {
    const uri = 'sitrep://agents/017/reports/latest';
    const err = (await client.readResource({ uri }).catch((e: unknown) => e)) as {
      code: number;
      data: PaymentRequired;
    };
    expect(err.code).toBe(402);
    expect(err.data).toMatchObject({
      x402Version: 2,
      accepts: [{ amount: creditsToAtomicUsdc(PRICE_SHEET.listReports) }],
    });
    const before = await buyer.balance();
    const read = await client.readResource({ uri, _meta: { 'x402/payment': await buyer.sign(err.data) } });
    expect(JSON.parse((read.contents[0] as { text: string }).text)).toMatchObject({ agent: { externalId: '017' } });
    expect(read._meta?.['x402/payment-response']).toMatchObject({ success: true, payer: buyer.address });
    expect(await buyer.balance()).toBe(before - price('listReports'));
  });
});
