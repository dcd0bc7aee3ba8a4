// Per-account caps on push (real Postgres, two gateways on one database): webhook subscriptions kept
// and streams open at once, answered 403 naming the cap and its value; and no subscription is made
// for an account that could not pay for one delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../../../services/gateway/billing/accounts.ts';
import { startSecondGateway, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { eventually } from '../../helpers/push.ts';

let gw: TestGateway;
let second: Awaited<ReturnType<typeof startSecondGateway>>;
const bases: string[] = [];
beforeAll(async () => {
  gw = await startTestGateway({ WEBHOOK_MAX_PER_ACCOUNT: '3', STREAM_MAX_PER_ACCOUNT: '2' });
  second = await startSecondGateway(gw);
  for (const app of [gw.app, second.app]) bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await second?.close();
  await gw?.close();
});

const createWebhook = (apiKey: string) =>
  gw.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks',
    headers: { 'x-api-key': apiKey },
    payload: { url: 'https://example.com/hook', agents: ['atlas'] },
  });
const subscriptions = async (accountId: string) =>
  Number(
    (await gw.db.pool.query('SELECT count(*) AS n FROM webhook_subscriptions WHERE account_id = $1', [accountId]))
      .rows[0].n,
  );

describe('webhook subscriptions', () => {
  it('are capped per account (403 naming the cap); a deleted one frees its place', async () => {
    const { apiKey } = await gw.register();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await createWebhook(apiKey);
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    // Several at once cannot all take the last place either.
    const more = await Promise.all([createWebhook(apiKey), createWebhook(apiKey), createWebhook(apiKey)]);
    for (const res of more) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', reason: expect.stringMatching(/^at most 3 webhook/), max: 3 });
    }
    const deleted = await gw.app.inject({
      method: 'DELETE',
      url: `/api/v1/webhooks/${ids[0]}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await createWebhook(apiKey)).statusCode).toBe(201);
  });

  it('are not made for an account without the credit for one delivery (402)', async () => {
    const { apiKey, accountId } = await new AccountStore(gw.db.pool).register(0, null, 'test: empty');
    const res = await createWebhook(apiKey);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'insufficient credits', balance: 0, required: 1 });
    expect(await subscriptions(accountId)).toBe(0);
  });
});

describe('streams', () => {
  it('are capped per account across gateways; a closed one frees its place', async () => {
    const { apiKey } = await gw.register();
    const open = (base: string) => {
      const ctl = new AbortController();
      return fetch(`${base}/api/v1/agents/harbor/stream`, {
        headers: { 'x-api-key': apiKey },
        signal: ctl.signal,
      }).then((res) => ({ res, close: () => ctl.abort() }));
    };
    const a = await open(bases[0]!);
    const b = await open(bases[1]!);
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    for (const base of bases) {
      const third = await open(base);
      expect(third.res.status).toBe(403);
      expect(await third.res.json()).toEqual({
        error: 'forbidden',
        reason: 'at most 2 streams open at once per account',
        max: 2,
      });
    }
    // Another account is not held back by this one's streams.
    const other = await gw.register();
    const elsewhere = await fetch(`${bases[1]}/api/v1/agents/harbor/stream`, {
      headers: { 'x-api-key': other.apiKey },
      signal: AbortSignal.timeout(2_000),
    });
    expect(elsewhere.status).toBe(200);
    await elsewhere.body?.cancel();
    a.close();
    const again = await eventually(async () => {
      const s = await open(bases[1]!);
      if (s.res.status === 200) return s;
      s.close();
      return null;
    }, 5_000);
    again.close();
    b.close();
  });
});
