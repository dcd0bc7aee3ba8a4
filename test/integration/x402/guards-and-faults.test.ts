// Input guards before any payment step, and a facilitator that is down or slow (through a proxy the
// test can break). Real chain and facilitator behind the proxy.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../../services/config.ts';
import { startTestGateway } from '../../helpers/gateway.ts';
import {
  blockNumber,
  challengeOf,
  facilitatorProxy,
  fundedBuyer,
  signatureHeader,
  startPaidGateway,
  tokenBalance,
  type PaidGateway,
  type TestBuyer,
} from '../../helpers/x402.ts';

type Proxy = Awaited<ReturnType<typeof facilitatorProxy>>;
let proxy: Proxy;
let g: PaidGateway;
let buyer: TestBuyer;

beforeEach(async () => {
  proxy = await facilitatorProxy();
  g = await startPaidGateway({ X402_FACILITATOR_URL: proxy.url, X402_FACILITATOR_TIMEOUT_MS: '700' });
  buyer = await fundedBuyer();
});
afterEach(async () => {
  await g.close();
  await proxy.close();
});

describe('input guards on /x402/v1', () => {
  it('answers every guard failure with its 400/404, never a 402, never a verify, never a transaction', async () => {
    // A valid payment rides along on every request: a guard that ran after verification would use it.
    const header = signatureHeader(await buyer.sign(await challengeOf(`${g.baseUrl}/x402/v1/agents`)));
    const json = { 'content-type': 'application/json', 'payment-signature': header };
    const cases: [string, RequestInit, number, object][] = [
      ['/x402/v1/agents?limit=0', {}, 400, { error: 'limit out of range', min: 1, max: 500 }],
      ['/x402/v1/agents/017/reports?limit=4', {}, 400, { error: 'limit out of range', min: 1, max: 3 }],
      [`/x402/v1/agents/${'x'.repeat(200)}/reports`, {}, 400, { error: 'agent not found', ref: 'x'.repeat(200) }],
      ['/x402/v1/agents/999/events', {}, 404, { error: 'agent not found', ref: '999' }],
      ['/x402/v1/events/evt_nope', {}, 400, { error: 'invalid event id shape', eventId: 'evt_nope' }],
      ['/x402/v1/agents/017/events?since=yesterday', {}, 400, { error: 'invalid request' }],
      ['/x402/v1/web-search', { method: 'POST', body: '{}' }, 400, { error: 'invalid request' }],
      ['/x402/v1/web-extract', { method: 'POST', body: '{"url":' }, 400, { error: 'invalid request' }],
    ];
    const block = await blockNumber();
    const balance = await buyer.balance();
    for (const [url, init, status, body] of cases) {
      const res = await fetch(`${g.baseUrl}${url}`, { ...init, headers: json });
      expect(res.status, url).toBe(status);
      expect(res.headers.get('payment-required'), url).toBeNull();
      expect(await res.json(), url).toMatchObject(body);
    }
    expect(proxy.forwarded['/verify'] ?? 0).toBe(0);
    expect(proxy.forwarded['/settle'] ?? 0).toBe(0);
    expect(await blockNumber()).toBe(block);
    expect(await buyer.balance()).toBe(balance);
  });
});

describe('payment headers that are not payments', () => {
  it('answers 402 with a reason, on every route and in either header, never a 500, never a verify', async () => {
    const b64 = (v: string) => Buffer.from(v).toString('base64');
    const accepted = (await challengeOf(`${g.baseUrl}/x402/v1/agents`)).accepts[0];
    const junk = [
      b64('{}'),
      b64('null'),
      b64('[]'),
      b64('"text"'),
      b64('{"x402Version":99}'),
      b64(JSON.stringify({ x402Version: 2, accepted })), // no payload
      b64(JSON.stringify({ x402Version: 2, accepted, payload: { signature: 123, authorization: 'x' } })),
      b64(JSON.stringify({ x402Version: 1, scheme: 'exact', network: 'base-sepolia', payload: null })),
      'not base64 at all',
    ];
    const routes: [string, RequestInit][] = [
      ['/x402/v1/agents', {}],
      ['/x402/v1/agents/017/reports', {}],
      ['/x402/v1/agents/017/events', {}],
      ['/x402/v1/events/evt_0123456789abcdef01234567', {}],
      ['/x402/v1/web-search', { method: 'POST', body: '{"search":"shipping"}' }],
      ['/x402/v1/web-extract', { method: 'POST', body: '{"url":"https://example.com/"}' }],
    ];
    for (const [url, init] of routes) {
      for (const name of ['payment-signature', 'x-payment']) {
        for (const value of junk) {
          const res = await fetch(`${g.baseUrl}${url}`, {
            ...init,
            headers: { 'content-type': 'application/json', [name]: value },
          });
          const what = `${url} ${name}: ${Buffer.from(value, 'base64').toString()}`;
          expect(res.status, what).toBe(402);
          expect(res.headers.get('payment-required'), what).not.toBeNull();
          expect((await res.json()).error, what).toMatch(/malformed payment|No matching payment requirements/);
        }
      }
    }
    expect(proxy.forwarded['/verify'] ?? 0).toBe(0);
  });
});

describe('facilitator faults', () => {
  const reportsUrl = () => `${g.baseUrl}/x402/v1/agents/017/reports`;

  it('answers 502 when the facilitator is down at verify, and the buyer is not charged', async () => {
    const pr = await challengeOf(reportsUrl());
    const before = await buyer.balance();
    proxy.modes['*'] = 'down';
    const res = await fetch(reportsUrl(), { headers: { 'payment-signature': signatureHeader(await buyer.sign(pr)) } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'payment facilitator unavailable', reason: expect.any(String) });
    expect(res.headers.get('payment-required')).toBeNull();
    expect(await buyer.balance()).toBe(before);
  });

  it('answers 502 when verify times out', async () => {
    const pr = await challengeOf(reportsUrl());
    proxy.modes['/verify'] = 'slow';
    const started = Date.now();
    const res = await fetch(reportsUrl(), { headers: { 'payment-signature': signatureHeader(await buyer.sign(pr)) } });
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await buyer.balance()).toBe(10_000_000n);
  });

  it('answers 502, not a fresh 402, when settlement times out; the held settlement never reaches the chain', async () => {
    const before = await buyer.balance();
    proxy.modes['/settle'] = 'slow';
    const res = await buyer.pay(reportsUrl());
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'payment facilitator unavailable' });
    expect(res.headers.get('payment-required')).toBeNull();
    expect(proxy.forwarded['/verify']).toBe(1);
    expect(await buyer.balance()).toBe(before);
    expect(await tokenBalance(g.payTo)).toBe(0n);
    const { rows } = await g.gw.db.pool.query('SELECT count(*)::int AS n FROM x402_settlements');
    expect(rows[0].n).toBe(0);
  });
});

describe('configuration', () => {
  it('refuses a partial x402 configuration, naming what is missing', () => {
    expect(() => loadConfig({ X402_FACILITATOR_URL: 'http://127.0.0.1:1' })).toThrow(ConfigError);
    expect(() => loadConfig({ X402_FACILITATOR_URL: 'http://127.0.0.1:1' })).toThrow(
      /X402_NETWORK: required when X402_FACILITATOR_URL is set/,
    );
  });

  it('fails start-up, without exiting the process, when the facilitator cannot be reached', async () => {
    const down = await facilitatorProxy();
    down.modes['*'] = 'down';
    await expect(startPaidGateway({ X402_FACILITATOR_URL: down.url })).rejects.toThrow();
    await down.close();
  });

  it('mounts no x402 routes when x402 is not configured', async () => {
    const plain = await startTestGateway();
    const res = await plain.app.inject({ method: 'GET', url: '/x402/v1/agents' });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
