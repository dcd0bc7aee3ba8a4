// Real chain, real facilitator, real client: every payment here moves test USDC on the local Hardhat chain.
import { decodePaymentRequiredHeader, decodePaymentResponseHeader } from '@x402/core/http';
import type { Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptOf } from '../../../services/payments/buyer.ts';
import { PRICE_SHEET, creditsToAtomicUsdc } from '../../../services/gateway/pricing.ts';
import { operations } from '../../../services/gateway/operations.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';
import {
  challengeOf,
  fundedBuyer,
  payments,
  priceInUsdc as price,
  signatureHeader,
  startPaidGateway,
  tokenBalance,
  transactionReceipt,
  type PaidGateway,
} from '../../helpers/x402.ts';

let g: PaidGateway;
beforeEach(async () => {
  g = await startPaidGateway();
});
afterEach(async () => {
  await g.close();
});

describe('the 402 challenge', () => {
  it('answers an unpaid call with PAYMENT-REQUIRED and the same PaymentRequired as the JSON body, priced from the sheet', async () => {
    const res = await fetch(`${g.baseUrl}/x402/v1/agents/017/reports`);
    expect(res.status).toBe(402);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const header = decodePaymentRequiredHeader(res.headers.get('payment-required')!);
    const body: unknown = await res.json();
    expect(body).toEqual(header);
    expect(header).toMatchObject({
      x402Version: 2,
      resource: { url: `${g.baseUrl}/x402/v1/agents/017/reports` },
      accepts: [
        {
          scheme: 'exact',
          network: payments().network,
          amount: '1000',
          asset: payments().token,
          payTo: g.payTo,
          extra: { name: 'USDC', version: '2' },
        },
      ],
    });
  });

  it('prices every x402 route as its operation on the sheet', async () => {
    const paths: Record<string, { url: string; init?: RequestInit }> = {
      listAgents: { url: '/x402/v1/agents' },
      listReports: { url: '/x402/v1/agents/017/reports' },
      diffReports: { url: '/x402/v1/agents/017/reports/diff' },
      listEvents: { url: '/x402/v1/agents/017/events' },
      getEvent: { url: `/x402/v1/events/evt_${'0'.repeat(24)}` },
      webSearch: {
        url: '/x402/v1/web-search',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ search: 'grid outages' }),
        },
      },
      webExtract: {
        url: '/x402/v1/web-extract',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: 'https://example.com/a' }),
        },
      },
      ask: {
        url: '/x402/v1/ask',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ question: 'What happened in Kharkiv?' }),
        },
      },
    };
    expect(Object.keys(paths).sort()).toEqual(operations.map((o) => o.id).sort());
    for (const [op, { url, init }] of Object.entries(paths)) {
      const pr = await challengeOf(`${g.baseUrl}${url}`, init);
      expect(pr.accepts[0]!.amount, op).toBe(creditsToAtomicUsdc(PRICE_SHEET[op as keyof typeof PRICE_SHEET]));
    }
  });

  it('gives browsers an HTML paywall, still with the PAYMENT-REQUIRED header', async () => {
    const res = await fetch(`${g.baseUrl}/x402/v1/agents`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(402);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(decodePaymentRequiredHeader(res.headers.get('payment-required')!).accepts[0]!.amount).toBe('100');
    const html = await res.text();
    expect(html).toContain('Payment required');
    expect(html).toContain(g.payTo);
  });
});

describe('paying', () => {
  it('serves a call paid with @x402/fetch, moves exactly the price on chain and records the settlement', async () => {
    const buyer = await fundedBuyer();
    const before = await buyer.balance();
    const res = await buyer.pay(`${g.baseUrl}/x402/v1/agents/017/reports`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/private/);
    const body = (await res.json()) as { agent: { externalId: string } };
    expect(body.agent.externalId).toBe('017');

    const receipt = receiptOf(res)!;
    expect(receipt).toMatchObject({ success: true, network: payments().network, payer: buyer.address });
    const tx = await transactionReceipt(receipt.transaction as Hex);
    expect(tx.status).toBe('success');
    expect(await buyer.balance()).toBe(before - price('listReports'));
    expect(await tokenBalance(g.payTo)).toBe(price('listReports'));

    const { rows } = await g.gw.db.pool.query('SELECT * FROM x402_settlements');
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'listReports',
        payer: buyer.address,
        amount: '1000',
        asset: payments().token,
        network: payments().network,
        transaction: receipt.transaction,
        x402_version: 2,
        request_id: expect.stringMatching(/^req_/),
      }),
    ]);
    const metrics = await fetch(`${g.baseUrl}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/sitrep_x402_settlements_total\{operation="listReports",network="eip155:\d+"\} 1/);
  });

  it('does not serve or charge a replayed payment', async () => {
    const buyer = await fundedBuyer();
    const url = `${g.baseUrl}/x402/v1/agents`;
    const header = signatureHeader(await buyer.sign(await challengeOf(url)));
    const first = await fetch(url, { headers: { 'payment-signature': header } });
    expect(first.status).toBe(200);
    const afterFirst = await buyer.balance();

    const replay = await fetch(url, { headers: { 'payment-signature': header } });
    expect(replay.status).toBe(402);
    expect(replay.headers.get('payment-response')).toBeNull();
    expect(await buyer.balance()).toBe(afterFirst);
    expect(await tokenBalance(g.payTo)).toBe(price('listAgents'));
  });

  it('serves exactly one of two concurrent requests carrying one signature', async () => {
    const buyer = await fundedBuyer();
    const url = `${g.baseUrl}/x402/v1/agents`;
    const before = await buyer.balance();
    const header = signatureHeader(await buyer.sign(await challengeOf(url)));
    const results = await Promise.all([0, 1].map(() => fetch(url, { headers: { 'payment-signature': header } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await buyer.balance()).toBe(before - price('listAgents'));
    const { rows } = await g.gw.db.pool.query('SELECT count(*)::int AS n FROM x402_settlements');
    expect(rows[0].n).toBe(1);
  });

  it('settles nothing when the handler fails on the database, and the buyer keeps the money', async () => {
    const buyer = await fundedBuyer();
    const before = await buyer.balance();
    await g.gw.db.pool.query('ALTER TABLE reports RENAME TO reports_unavailable');
    const res = await buyer.pay(`${g.baseUrl}/x402/v1/agents/017/reports`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'internal error', requestId: expect.stringMatching(/^req_/) });
    expect(res.headers.get('payment-response')).toBeNull();
    expect(await buyer.balance()).toBe(before);
    expect(await tokenBalance(g.payTo)).toBe(0n);
  });

  it('serves a v2 payment sent in the legacy X-PAYMENT header and answers with X-PAYMENT-RESPONSE too', async () => {
    const buyer = await fundedBuyer();
    const url = `${g.baseUrl}/x402/v1/agents`;
    const header = signatureHeader(await buyer.sign(await challengeOf(url)));
    const res = await fetch(url, { headers: { 'x-payment': header } });
    expect(res.status).toBe(200);
    expect(decodePaymentResponseHeader(res.headers.get('x-payment-response')!)).toMatchObject({
      success: true,
      payer: buyer.address,
    });
    expect(res.headers.get('payment-response')).toBe(res.headers.get('x-payment-response'));
  });

  it('verifies and settles a v1 payload in X-PAYMENT as v1', async () => {
    const buyer = await fundedBuyer();
    const url = `${g.baseUrl}/x402/v1/agents`;
    const v2 = (await challengeOf(url)).accepts[0]!;
    // What a legacy seller would have asked for: the same price under the network's v1 name.
    const v1Challenge = {
      x402Version: 1,
      error: 'Payment required',
      accepts: [
        {
          scheme: 'exact',
          network: 'base-sepolia',
          maxAmountRequired: v2.amount,
          asset: v2.asset,
          payTo: v2.payTo,
          resource: url,
          description: 'list agents',
          mimeType: 'application/json',
          outputSchema: {},
          maxTimeoutSeconds: v2.maxTimeoutSeconds,
          extra: v2.extra,
        },
      ],
    };
    const payload = await buyer.sign(v1Challenge as never);
    expect(payload.x402Version).toBe(1);
    const before = await buyer.balance();
    const res = await fetch(url, { headers: { 'x-payment': signatureHeader(payload) } });
    expect(res.status).toBe(200);
    expect(decodePaymentResponseHeader(res.headers.get('x-payment-response')!)).toMatchObject({ success: true });
    expect(await buyer.balance()).toBe(before - price('listAgents'));
    const { rows } = await g.gw.db.pool.query('SELECT x402_version FROM x402_settlements');
    expect(rows).toEqual([{ x402_version: 1 }]);
  });

  it('answers a payment for another price or payee with a fresh challenge, without settling', async () => {
    const buyer = await fundedBuyer();
    const cheap = await buyer.sign(await challengeOf(`${g.baseUrl}/x402/v1/agents`));
    const before = await buyer.balance();
    const res = await fetch(`${g.baseUrl}/x402/v1/agents/017/reports`, {
      headers: { 'payment-signature': signatureHeader(cheap) },
    });
    expect(res.status).toBe(402);
    expect(decodePaymentRequiredHeader(res.headers.get('payment-required')!).error).toBe(
      'No matching payment requirements',
    );
    expect(await buyer.balance()).toBe(before);
  });

  it('answers a header that is not a payment with a challenge saying so', async () => {
    const res = await fetch(`${g.baseUrl}/x402/v1/agents`, { headers: { 'payment-signature': 'not base64 json!' } });
    expect(res.status).toBe(402);
    expect(decodePaymentRequiredHeader(res.headers.get('payment-required')!).error).toMatch(/malformed payment header/);
  });
});

describe('the published contract', () => {
  it('documents every x402 route with its price, and its 402, 400 and paid 200 bodies match the served OpenAPI document', async () => {
    const openapi = await OpenApiChecker.load(g.gw.app);
    const doc = (await g.gw.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-price-usd'?: string }>>;
    }>();
    expect(doc.paths['/x402/v1/agents/{ref}/reports']!.get!['x-price-usd']).toBe('0.001');
    const inject = (url: string, headers: Record<string, string> = {}) =>
      g.gw.app.inject({ method: 'GET', url, headers });

    openapi.check(await inject('/x402/v1/agents/017/reports'), 'GET', '/x402/v1/agents/{ref}/reports');
    openapi.check(await inject('/x402/v1/agents?limit=0'), 'GET', '/x402/v1/agents');
    const buyer = await fundedBuyer();
    const header = signatureHeader(await buyer.sign(await challengeOf(`${g.baseUrl}/x402/v1/agents/017/events`)));
    const paid = await inject('/x402/v1/agents/017/events', { 'payment-signature': header });
    expect(paid.statusCode).toBe(200);
    openapi.check(paid, 'GET', '/x402/v1/agents/{ref}/events');
  });
});
