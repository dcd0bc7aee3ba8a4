// The console's side of the gateway: /console served with its security headers, and what the admin
// API adds for it (the read operations behind the token, ledgers, why an event is linked, pipeline
// figures and dead letters from real Kafka topics).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consoleSurface } from '../../../services/gateway/surfaces/console.ts';
import { writeEvent } from '../../../services/ops/projection-writer.ts';
import { errorHandling } from '../../../services/gateway/plugins/error-handler.ts';
import { ADMIN_TOKEN, get, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';

let gw: TestGateway;
let articles: TestTopic;
let dlq: TestTopic;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const adminGet = (url: string) => gw.app.inject({ method: 'GET', url, headers: admin });

beforeAll(async () => {
  [articles, dlq] = await Promise.all([createTestTopic({ prefix: 'articles' }), createTestTopic({ prefix: 'dlq' })]);
  gw = await startTestGateway({
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    ARTICLES_TOPIC: articles.topic,
    ARTICLES_DLQ_TOPIC: dlq.topic,
    DEDUP_GROUP: `console-${randomBytes(3).toString('hex')}`,
  });
}, 60_000);

afterAll(async () => {
  await gw?.close();
  await articles?.cleanup();
  await dlq?.cleanup();
});

describe('/console', () => {
  it('serves the page for every console path with a strict CSP, its assets, and 404 for a missing asset', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/console/assets/app-1.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    const app = Fastify();
    await app.register(errorHandling);
    await app.register(consoleSurface, { dist });
    for (const url of ['/console', '/console/', '/console/agents/017/reports/rpt_x', '/console/events/evt_abc']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('/console/assets/app-1.js');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject('/console/assets/app-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const missing = await app.inject('/console/assets/app-2.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not found' });
    expect((await app.inject('/console/assets/../../etc/passwd')).statusCode).not.toBe(200);
    await app.close();
  });

  it('says the console is not built (503) rather than failing when there is no build', async () => {
    const app = Fastify();
    await app.register(errorHandling);
    await app.register(consoleSurface, { dist: join(tmpdir(), `no-console-${randomBytes(4).toString('hex')}`) });
    const res = await app.inject('/console/agents');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run console:build');
    await app.close();
  });

  it('is not in /openapi.json, and neither is anything under /admin/v1', async () => {
    const doc = (await get(gw.app, '/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/console') || p.startsWith('/admin'))).toEqual([]);
  });
});

describe('the read operations on /admin/v1', () => {
  it('need the admin token, and with it answer as on /api/v1 without charging anyone', async () => {
    expect((await get(gw.app, '/admin/v1/agents')).statusCode).toBe(401);
    const wrong = await gw.app.inject({ url: '/admin/v1/agents', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const res = await adminGet('/admin/v1/agents?search=sentinel');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-credits-charged']).toBeUndefined();
    expect(res.json()).toMatchObject({ count: 1, agents: [{ slug: 'sentinel' }] });
    expect((await adminGet('/admin/v1/agents/017/reports?limit=4')).json()).toEqual({
      error: 'limit out of range',
      min: 1,
      max: 3,
    });
    expect((await adminGet('/admin/v1/agents/nobody/events')).statusCode).toBe(404);
    expect((await adminGet('/admin/v1/events/evt_0000000000000000deadbeef')).json()).toEqual({
      error: 'event not found',
      eventId: 'evt_0000000000000000deadbeef',
    });
  });
});

describe('accounts', () => {
  it("show an account's ledger newest first, whose sum is the balance, after a charge and a top-up", async () => {
    const { apiKey, accountId } = await gw.register();
    expect((await get(gw.app, '/api/v1/agents', apiKey)).statusCode).toBe(200);
    const topup = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${accountId}/topup`,
      headers: admin,
      payload: { credits: 500, note: 'console test' },
    });
    expect(topup.json()).toEqual({ accountId, balanceCredits: 10_499 });
    const ledger = (await adminGet(`/admin/v1/accounts/${accountId}/ledger`)).json();
    expect(ledger.balanceCredits).toBe(10_499);
    expect(ledger.entries.map((e: { kind: string; credits: number }) => [e.kind, e.credits])).toEqual([
      ['topup', 500],
      ['charge', -1],
      ['signup_grant', 10_000],
    ]);
    expect(ledger.entries[0]).toMatchObject({ note: 'console test', balanceAfter: 10_499 });
    expect(ledger.entries[1]).toMatchObject({ operation: 'listAgents', balanceAfter: 9_999 });
    expect((await adminGet(`/admin/v1/accounts/${accountId}/ledger?limit=0`)).json().error).toBe('limit out of range');
    expect((await adminGet('/admin/v1/accounts/00000000-0000-4000-8000-000000000000/ledger')).statusCode).toBe(404);
  });

  it('revokes with no body at all, with an empty JSON body, or with a note; the key stops working', async () => {
    const revoke = (accountId: string, extra: { payload?: string; headers?: Record<string, string> } = {}) =>
      gw.app.inject({
        method: 'POST',
        url: `/admin/v1/accounts/${accountId}/revoke`,
        ...extra,
        headers: { ...admin, ...extra.headers },
      });
    const cases = [
      {},
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: '{"note":"abuse"}' },
    ];
    for (const extra of cases) {
      const { apiKey, accountId } = await gw.register();
      const res = await revoke(accountId, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(200);
      expect(res.json()).toEqual({ accountId, revoked: true });
      expect((await get(gw.app, '/api/v1/agents', apiKey)).statusCode).toBe(401);
      const ledger = (await adminGet(`/admin/v1/accounts/${accountId}/ledger`)).json();
      expect(ledger.entries[0]).toMatchObject({
        kind: 'revoke',
        note: extra.payload?.includes('abuse') ? 'abuse' : null,
      });
    }
    const again = await revoke((await gw.register()).accountId, {
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('reading for the console', () => {
  it('says why an event is linked to its agents: the profile terms its sources mention', async () => {
    const at = new Date(Date.now() - 5 * 60_000);
    const eventId = await writeEvent(gw.db.pool, {
      title: 'Missile strike on Kharkiv substation',
      summary: 'A missile hit a substation.',
      eventType: 'conflict',
      occurredAt: at,
      firstSeenAt: at,
      lastUpdatedAt: at,
      sources: [
        {
          url: `https://a.test.invalid/${randomBytes(4).toString('hex')}`,
          publication: 'A',
          title: 'Missile strike on Kharkiv substation; NATO condemns it',
          publishedAt: at,
          ingestedAt: at,
        },
      ],
      locations: [{ name: 'Kharkiv', country: 'UA' }],
      primaryAgentId: gw.agentIds.get('sentinel')!,
      secondaryAgentIds: [gw.agentIds.get('atlas')!],
    });
    const res = await adminGet(`/admin/v1/events/${eventId}/links`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      eventId,
      links: [
        {
          agent: 'sentinel',
          name: 'Sentinel',
          role: 'primary',
          keywords: ['missile', 'nato'],
          entities: ['NATO'],
          regions: ['UA'],
          fieldWords: [],
        },
        { agent: 'atlas', name: 'Atlas', role: 'secondary', keywords: [], entities: [], regions: [], fieldWords: [] },
      ],
    });
    expect((await adminGet('/admin/v1/events/bogus/links')).json()).toEqual({
      error: 'invalid event id shape',
      eventId: 'bogus',
    });
    expect((await adminGet('/admin/v1/events/evt_0000000000000000deadbeef/links')).statusCode).toBe(404);
    expect((await get(gw.app, `/admin/v1/events/${eventId}/links`)).statusCode).toBe(401);
  });

  it('gives an empty timeline for an agent without reports, and 404 for an unknown report', async () => {
    expect((await adminGet('/admin/v1/agents/%23017/timeline')).json()).toMatchObject({
      agent: { slug: 'sentinel' },
      count: 0,
      reports: [],
    });
    expect((await adminGet('/admin/v1/reports/rpt_000000000000000000000000')).statusCode).toBe(404);
    expect((await adminGet('/admin/v1/agents/nobody/timeline')).statusCode).toBe(404);
  });
});

describe('the pipeline', () => {
  it('counts articles in per minute from the topic, the dedup lag, and lists dead letters with their reasons', async () => {
    const producer = articles.kafka.producer();
    await producer.connect();
    await producer.send({
      topic: articles.topic,
      messages: [1, 2, 3].map((i) => ({ key: `k${i}`, value: `{"n":${i}}` })),
    });
    const deadLetter = {
      version: 1,
      reason: 'invalid article',
      issues: [{ path: 'url', message: 'Invalid URL' }],
      topic: articles.topic,
      partition: 0,
      offset: '1',
      key: 'k2',
      value: '{"n":2}',
      failedAt: new Date().toISOString(),
    };
    await producer.send({
      topic: dlq.topic,
      messages: [{ key: 'x', value: JSON.stringify(deadLetter) }, { value: 'not json' }],
    });
    await producer.disconnect();

    const figures = await adminGet('/admin/v1/pipeline?minutes=5');
    expect(figures.statusCode).toBe(200);
    const f = figures.json();
    expect(f.articlesIn).toHaveLength(5);
    expect(f.articlesIn.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(3);
    expect(f.dedupLag).toMatchObject({ total: 3, partitions: [{ partition: 0, end: 3, next: 0, lag: 3 }] });
    expect(f.deadLetters).toEqual({ topic: dlq.topic, total: 2 });
    expect(f.totals.articles).toBe(3);
    expect((await adminGet('/admin/v1/pipeline?minutes=1')).json()).toMatchObject({
      error: 'invalid request',
      issues: [{ path: 'querystring.minutes' }],
    });

    const dead = (await adminGet('/admin/v1/dead-letters')).json();
    expect(dead.total).toBe(2);
    expect(dead.entries).toEqual([
      expect.objectContaining({ reason: 'unreadable dead-letter entry', value: 'not json', dlqOffset: '1' }),
      { ...deadLetter, dlqOffset: '0' },
    ]);
    expect((await get(gw.app, '/admin/v1/dead-letters')).statusCode).toBe(401);
  });
});
