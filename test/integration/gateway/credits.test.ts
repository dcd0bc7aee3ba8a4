import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountStore, mintApiKey } from '../../../services/gateway/billing/accounts.ts';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { ADMIN_TOKEN, get, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';

describe('API-key surface: self-onboarding and credits (real Postgres)', () => {
  let gw: TestGateway;
  let openapi: OpenApiChecker;
  beforeAll(async () => {
    gw = await startTestGateway({ SIGNUP_CREDITS: '10000' });
    openapi = await OpenApiChecker.load(gw.app);
  });
  afterAll(() => gw.close());

  /** Sets an account's balance through the ledger, as an operator correction would. */
  async function setBalance(accountId: string, credits: number): Promise<void> {
    await gw.db.pool.query(
      `WITH upd AS (UPDATE accounts SET balance_credits = $2 WHERE id = $1 RETURNING id, balance_credits)
       INSERT INTO usage_ledger (account_id, kind, credits, balance_after, note)
       SELECT upd.id, 'topup', $2 - (SELECT sum(credits) FROM usage_ledger WHERE account_id = $1), upd.balance_credits, 'test reset' FROM upd`,
      [accountId, credits],
    );
  }

  it('register mints a one-time key with the signup credit, stored only as a hash', async () => {
    const res = await gw.app.inject({ method: 'POST', url: '/api/v1/register' });
    expect(res.statusCode).toBe(200);
    openapi.check(res, 'POST', '/api/v1/register');
    const { apiKey, balance } = res.json<{ apiKey: string; balance: string }>();
    expect(apiKey).toMatch(/^sk_[A-Za-z0-9]{32,}$/);
    expect(balance).toBe('1.00');
    const stored = await gw.db.pool.query<{ key_hash: string }>('SELECT key_hash FROM api_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(apiKey.slice(3));
  });

  it('register with a body that is not JSON is 415, as the document says', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    openapi.check(res, 'POST', '/api/v1/register');
  });

  it('a call charges exactly x-credits, reported in headers, and the ledger records it with the request id', async () => {
    const { apiKey, accountId } = await gw.register();
    const res = await get(gw.app, '/api/v1/agents/017/reports', apiKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-credits-charged']).toBe(String(PRICE_SHEET.listReports));
    expect(res.headers['x-credits-remaining']).toBe(String(10_000 - PRICE_SHEET.listReports));
    expect(await gw.app.accounts.balance(accountId)).toBe(10_000 - PRICE_SHEET.listReports);
    const ledger = await gw.db.pool.query(
      'SELECT kind, credits, operation, request_id FROM usage_ledger WHERE account_id = $1 ORDER BY id',
      [accountId],
    );
    expect(ledger.rows).toEqual([
      { kind: 'signup_grant', credits: '10000', operation: null, request_id: expect.stringMatching(/^req_/) },
      {
        kind: 'charge',
        credits: String(-PRICE_SHEET.listReports),
        operation: 'listReports',
        request_id: expect.stringMatching(/^req_/),
      },
    ]);
  });

  it('missing, malformed, unknown and revoked keys are 401 and never reach the handler', async () => {
    const missing = await get(gw.app, '/api/v1/agents');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'missing api key' });
    openapi.check(missing, 'GET', '/api/v1/agents');
    for (const bad of ['nope', 'sk_short', `${mintApiKey()}!`, mintApiKey()]) {
      const res = await get(gw.app, '/api/v1/agents', bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid api key' });
    }
    const { apiKey, accountId } = await gw.register();
    expect((await get(gw.app, '/api/v1/agents', apiKey)).statusCode).toBe(200);
    const revoke = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/revoke`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { note: 'abuse' },
    });
    expect(revoke.json()).toEqual({ accountId, revoked: true });
    const after = await get(gw.app, '/api/v1/agents', apiKey);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'invalid api key' });
  });

  it('guards and failures never charge: bad limit, unknown agent, unknown event', async () => {
    const { apiKey, accountId } = await gw.register();
    const cases = [
      ['/api/v1/agents/017/reports?limit=9', 400],
      ['/api/v1/agents/nobody/events', 404],
      ['/api/v1/events/evt_bad', 400],
      ['/api/v1/events/evt_0123456789abcdef01234567', 404], // passes the guards, fails in the handler: refunded
    ] as const;
    for (const [url, status] of cases) {
      const res = await get(gw.app, url, apiKey);
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-credits-charged']).toBeUndefined();
    }
    expect(await gw.app.accounts.balance(accountId)).toBe(10_000);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(10_000);
  });

  it('concurrency: credit for N calls, 10×N concurrent calls → exactly N served, balance 0, equal to the ledger', async () => {
    const n = 12;
    const { apiKey, accountId } = await gw.register();
    // Bring the balance down to exactly N list-events calls through the operator path.
    await gw.db.pool.query('UPDATE accounts SET balance_credits = 0 WHERE id = $1', [accountId]);
    await gw.db.pool.query(
      `INSERT INTO usage_ledger (account_id, kind, credits, balance_after, note) VALUES ($1, 'topup', -10000, 0, 'test reset')`,
      [accountId],
    );
    const top = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/topup`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { credits: n * PRICE_SHEET.listEvents, note: 'test' },
    });
    expect(top.json().balanceCredits).toBe(n * PRICE_SHEET.listEvents);

    const results = await Promise.all(
      Array.from({ length: 10 * n }, () => get(gw.app, '/api/v1/agents/sentinel/events', apiKey)),
    );
    const served = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(served).toHaveLength(n);
    expect(refused).toHaveLength(9 * n);
    for (const r of refused)
      expect(r.json()).toEqual({
        error: 'insufficient credits',
        balance: expect.any(Number),
        required: PRICE_SHEET.listEvents,
      });
    openapi.check(refused[0]!, 'GET', '/api/v1/agents/{ref}/events');
    expect(await gw.app.accounts.balance(accountId)).toBe(0);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(0);
    expect(refused[0]!.headers['payment-required']).toBeUndefined();
  });

  it('concurrency: calls granted together each report their own remaining balance, as their ledger rows record it', async () => {
    const { apiKey, accountId } = await gw.register();
    const results = await Promise.all(
      Array.from({ length: 25 }, () => get(gw.app, '/api/v1/agents/017/reports', apiKey)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const remaining = results.map((r) => Number(r.headers['x-credits-remaining'])).sort((a, b) => b - a);
    // 25 charges, one step of the price apart, down to the balance the account is left with.
    expect(remaining).toEqual(remaining.map((_, i) => 10_000 - (i + 1) * PRICE_SHEET.listReports));
    const { rows } = await gw.db.pool.query<{ balance_after: string }>(
      `SELECT balance_after FROM usage_ledger WHERE account_id = $1 AND kind = 'charge' ORDER BY balance_after DESC`,
      [accountId],
    );
    expect(rows.map((r) => Number(r.balance_after))).toEqual(remaining);
    expect(await gw.app.accounts.balance(accountId)).toBe(remaining.at(-1));
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(remaining.at(-1));
  });

  it('concurrency: reservations racing refunds on one account never fail a batch (each call is 2xx, 402 or its own 4xx)', async () => {
    // The mix that used to fail whole batches with a 500: paid list-reports calls and calls that
    // reserve, fail in the handler (404) and refund, on an account that runs dry mid-flight.
    for (let trial = 0; trial < 40; trial++) {
      const { apiKey, accountId } = await gw.register();
      await setBalance(accountId, 1_000);
      const calls = [
        ...Array.from({ length: 150 }, () => '/api/v1/agents/017/reports'),
        ...Array.from({ length: 50 }, (_, i) => `/api/v1/events/evt_${String(i).padStart(24, '0')}`),
      ];
      const results = await Promise.all(calls.map((url) => get(gw.app, url, apiKey)));
      const statuses = results.map((r, i) => `${calls[i]!.includes('/events/') ? 'event' : 'reports'}:${r.statusCode}`);
      expect(new Set(statuses)).toSatisfy((s: Set<string>) =>
        [...s].every((x) => ['reports:200', 'reports:402', 'event:404', 'event:402'].includes(x)),
      );
      // Every served call was charged, every other one refunded: the balance is what the served ones left.
      const served = results.filter((r) => r.statusCode === 200).length;
      const balance = await gw.app.accounts.balance(accountId);
      expect(balance).toBe(1_000 - served * PRICE_SHEET.listReports);
      expect(balance).toBeLessThan(PRICE_SHEET.listReports + 50 * PRICE_SHEET.getEvent);
      expect(await gw.app.accounts.ledgerSum(accountId)).toBe(balance);
    }
  });

  it('a reservation arriving while another one is answered slowly (delayed here) does not wait for it: one statement, not two', async () => {
    const { accountId } = await gw.register();
    // PostgreSQL answers every statement; the answer to the second reservation reaches the store 400 ms
    // late, as on a machine where the gateway waits for a core (the delay is this test's).
    let reservations = 0;
    const slowPool = {
      async query(config: pg.QueryConfig) {
        const result = await gw.db.pool.query(config);
        if (config.name?.startsWith('sitrep_reserve') && ++reservations === 2) await sleep(400);
        return result;
      },
    } as unknown as pg.Pool;
    const store = new AccountStore(slowPool);
    const price = PRICE_SHEET.listReports;
    expect(await store.reserve(accountId, price, 'listReports', 'first')).toEqual({
      ok: true,
      balance: 10_000 - price,
    });
    const slow = store.reserve(accountId, price, 'listReports', 'slow');
    await sleep(50);
    const started = Date.now();
    const next = await store.reserve(accountId, price, 'listReports', 'next');
    expect(Date.now() - started).toBeLessThan(300);
    expect(next).toEqual({ ok: true, balance: 10_000 - 3 * price });
    expect(await slow).toEqual({ ok: true, balance: 10_000 - 2 * price });
    expect(await gw.app.accounts.balance(accountId)).toBe(10_000 - 3 * price);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(10_000 - 3 * price);
  });

  it('one reservation statement in flight (CREDIT_RESERVATIONS_IN_FLIGHT=1): a slowly answered reservation holds the next one, and a run on an account going dry grants exactly what the balance covers', async () => {
    const price = PRICE_SHEET.listReports;
    // The slow answer first: the next reservation goes out only after it (the cost 2 in flight avoid).
    const { accountId } = await gw.register();
    let reservations = 0;
    const slowPool = {
      async query(config: pg.QueryConfig) {
        const result = await gw.db.pool.query(config);
        if (config.name?.startsWith('sitrep_reserve') && ++reservations === 1) await sleep(400);
        return result;
      },
    } as unknown as pg.Pool;
    const slowStore = new AccountStore(slowPool, 1);
    const slow = slowStore.reserve(accountId, price, 'listReports', 'slow');
    await sleep(50);
    const started = Date.now();
    expect(await slowStore.reserve(accountId, price, 'listReports', 'next')).toEqual({
      ok: true,
      balance: 10_000 - 2 * price,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await slow).toEqual({ ok: true, balance: 10_000 - price });

    // Credit for 40 calls, 120 calls in three waves a turn of the event loop apart.
    const dry = await gw.register();
    await setBalance(dry.accountId, 40 * price);
    const store = new AccountStore(gw.db.pool, 1);
    const calls: Promise<{ ok: boolean }>[] = [];
    for (let wave = 0; wave < 3; wave++) {
      for (let i = 0; i < 40; i++) calls.push(store.reserve(dry.accountId, price, 'listReports', `w${wave}-${i}`));
      await new Promise((r) => setImmediate(r));
    }
    const granted = (await Promise.all(calls)).filter((r) => r.ok).length;
    expect(granted).toBe(40);
    expect(await gw.app.accounts.balance(dry.accountId)).toBe(0);
    expect(await gw.app.accounts.ledgerSum(dry.accountId)).toBe(0);
  });

  it('register is rate limited per client IP with Retry-After and RateLimit-* headers', async () => {
    const limited = await startTestGateway({ REGISTER_RATE_LIMIT: '2', REGISTER_RATE_WINDOW_SECONDS: '60' });
    try {
      const from = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/v1/register', remoteAddress: ip });
      expect((await from('10.0.0.1')).statusCode).toBe(200);
      const second = await from('10.0.0.1');
      expect(second.statusCode).toBe(200);
      expect(second.headers['ratelimit-limit']).toBe('2');
      expect(second.headers['ratelimit-remaining']).toBe('0');
      const third = await from('10.0.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ error: 'rate limited', retryAfter: expect.any(Number) });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.headers['ratelimit-reset']).toBeDefined();
      openapi.check(third, 'POST', '/api/v1/register');
      expect((await from('10.0.0.2')).statusCode).toBe(200); // another client is unaffected
    } finally {
      await limited.close();
    }
  });

  it('operators find an account by key prefix and top it up; every change is in the ledger', async () => {
    const { apiKey, accountId } = await gw.register();
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    expect(
      (await gw.app.inject({ method: 'GET', url: `/admin/v1/accounts?keyPrefix=${apiKey.slice(0, 12)}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await gw.app.inject({
          method: 'GET',
          url: `/admin/v1/accounts?keyPrefix=${apiKey.slice(0, 12)}`,
          headers: { authorization: 'Bearer wrong' },
        })
      ).statusCode,
    ).toBe(401);
    const found = await gw.app.inject({
      method: 'GET',
      url: `/admin/v1/accounts?keyPrefix=${apiKey.slice(0, 12)}`,
      headers: auth,
    });
    expect(found.json().accounts).toEqual([
      expect.objectContaining({ id: accountId, balanceCredits: 10_000, status: 'active' }),
    ]);
    const top = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/topup`,
      headers: auth,
      payload: { credits: 500 },
    });
    expect(top.json()).toEqual({ accountId, balanceCredits: 10_500 });
    const bad = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/topup`,
      headers: auth,
      payload: { credits: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(10_500);
  });
});
