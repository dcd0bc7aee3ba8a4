import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentRecordV1 } from '../../../schemas/messages/agent-record.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';

describe('client agents on the API-key surface (real Postgres and Kafka)', () => {
  let gw: TestGateway;
  let topic: TestTopic;
  let openapi: OpenApiChecker;
  let alice: { apiKey: string; accountId: string };
  let bob: { apiKey: string; accountId: string };

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    template: string,
    apiKey: string | undefined,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const res = await gw.app.inject({
      method,
      url,
      headers: {
        ...(apiKey && { 'x-api-key': apiKey }),
        ...(payload !== undefined && { 'content-type': 'application/json' }),
      },
      ...(payload !== undefined && { payload: JSON.stringify(payload) }),
    });
    openapi.check(res, method, template);
    return res;
  };

  beforeAll(async () => {
    topic = await createTestTopic({ prefix: 'articles' });
    gw = await startTestGateway({ ARTICLES_TOPIC: topic.topic, AGENT_MAX_PER_ACCOUNT: '2' });
    openapi = await OpenApiChecker.load(gw.app);
    alice = await gw.register();
    bob = await gw.register();
  });
  afterAll(async () => {
    await gw?.close();
    await topic?.cleanup();
  });

  it('creates an agent from a description alone, shows the derived profile, charges for it and writes its record to the log', async () => {
    const res = await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, {
      name: 'Rotterdam port',
      description: 'Strikes and congestion at the port of Rotterdam delaying container shipping to Germany',
    });
    expect(res.statusCode).toBe(200);
    const agent = res.json<{ id: string; slug: string; profile: { keywords: string[]; regions: string[] } }>();
    expect(agent).toMatchObject({
      name: 'Rotterdam port',
      slug: 'rotterdam_port',
      owner: 'you',
      derived: ['keywords', 'entities', 'regions'],
      reportIntervalMinutes: 360,
    });
    expect(agent.profile.regions).toEqual(['NL', 'DE']);
    expect(agent.profile.keywords).toEqual(expect.arrayContaining(['strikes', 'congestion', 'port', 'container']));
    expect(res.headers['x-credits-charged']).toBe('1000');

    const { rows } = await gw.db.pool.query<{ payload: unknown; published_at: Date | null }>(
      "SELECT payload, published_at FROM outbox WHERE key = 'agent:' || $1",
      [agent.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.published_at).not.toBeNull();
    expect(AgentRecordV1.parse(rows[0]!.payload)).toMatchObject({
      type: 'agent.defined',
      agentId: agent.id,
      ownerAccountId: alice.accountId,
      profile: { regions: ['NL', 'DE'] },
    });
  });

  it('lists the catalog then the own agents to their owner; another account sees the catalog and gets 404 for every ref of it', async () => {
    const mine = await call('GET', '/api/v1/agents?limit=100', '/api/v1/agents', alice.apiKey);
    const listed = mine.json<{ agents: { slug: string; owner: string }[] }>().agents;
    expect(listed.at(-1)).toMatchObject({ slug: 'rotterdam_port', owner: 'you' });
    expect(listed.filter((a) => a.owner === 'catalog')).toHaveLength(gw.agentIds.size);

    const theirs = await call('GET', '/api/v1/agents?limit=100', '/api/v1/agents', bob.apiKey);
    expect(theirs.json<{ agents: { slug: string }[] }>().agents.map((a) => a.slug)).not.toContain('rotterdam_port');

    const { id } = (await gw.db.pool.query<{ id: string }>("SELECT id FROM agents WHERE slug = 'rotterdam_port'"))
      .rows[0]!;
    for (const ref of ['rotterdam_port', 'Rotterdam Port', id]) {
      const own = await call(
        'GET',
        `/api/v1/agents/${encodeURIComponent(ref)}/events`,
        '/api/v1/agents/{ref}/events',
        alice.apiKey,
      );
      expect(own.statusCode, ref).toBe(200);
      const other = await call(
        'GET',
        `/api/v1/agents/${encodeURIComponent(ref)}/events`,
        '/api/v1/agents/{ref}/events',
        bob.apiKey,
      );
      const missing = await call(
        'GET',
        '/api/v1/agents/no_such_agent/events',
        '/api/v1/agents/{ref}/events',
        bob.apiKey,
      );
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ ...missing.json<object>(), ref });
      const patch = await call(
        'PATCH',
        `/api/v1/agents/${encodeURIComponent(ref)}`,
        '/api/v1/agents/{ref}',
        bob.apiKey,
        {
          reportIntervalMinutes: 120,
        },
      );
      expect(patch.statusCode).toBe(404);
    }
    // Without a key nothing owned resolves either: the same 404 as for any unknown agent.
    expect(
      (await call('GET', '/api/v1/agents/rotterdam_port/events', '/api/v1/agents/{ref}/events', undefined)).statusCode,
    ).toBe(404);
    // x402 buyers read the catalog only, and cannot create agents.
    expect((await gw.app.inject({ method: 'POST', url: '/x402/v1/agents', payload: {} })).statusCode).toBe(404);
  });

  it('refuses a catalog name, a name the owner already uses, an interval under the floor, and agents past the cap (403)', async () => {
    const body = (name: string, extra: object = {}) => ({
      name,
      description: 'Dockworkers strike in Antwerp, Belgium',
      ...extra,
    });
    const sentinel = await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, body('Sentinel'));
    expect(sentinel.statusCode).toBe(409);
    expect(sentinel.json()).toMatchObject({ error: 'conflict', issues: [{ path: 'body.name' }] });
    const twice = await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, body('rotterdam PORT'));
    expect(twice.statusCode).toBe(409);
    const fast = await call(
      'POST',
      '/api/v1/agents',
      '/api/v1/agents',
      alice.apiKey,
      body('Antwerp', { reportIntervalMinutes: 5 }),
    );
    expect(fast.statusCode).toBe(400);
    // The same name is free for another account.
    expect(
      (await call('POST', '/api/v1/agents', '/api/v1/agents', bob.apiKey, body('Rotterdam port'))).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, body('Antwerp'))).statusCode).toBe(
      200,
    );
    const capped = await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, body('Hamburg'));
    expect(capped.statusCode).toBe(403);
    expect(capped.json()).toMatchObject({ error: 'forbidden', max: 2 });
    expect(capped.headers['x-credits-charged']).toBeUndefined();
  });

  it("lets the owner change and delete its agent; a catalog agent is not the owner's to change", async () => {
    const patched = await call('PATCH', '/api/v1/agents/antwerp', '/api/v1/agents/{ref}', alice.apiKey, {
      keywords: ['dockworkers', 'strike', 'port'],
      reportIntervalMinutes: 120,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      slug: 'antwerp',
      profile: { keywords: ['dockworkers', 'strike', 'port'], regions: ['BE'] },
      derived: [],
      reportIntervalMinutes: 120,
    });
    const catalog = await call('PATCH', '/api/v1/agents/sentinel', '/api/v1/agents/{ref}', alice.apiKey, {
      description: 'x',
    });
    expect(catalog.statusCode).toBe(403);
    expect((await call('DELETE', '/api/v1/agents/sentinel', '/api/v1/agents/{ref}', alice.apiKey)).statusCode).toBe(
      403,
    );

    const deleted = await call('DELETE', '/api/v1/agents/antwerp', '/api/v1/agents/{ref}', alice.apiKey);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/v1/agents/antwerp/events', '/api/v1/agents/{ref}/events', alice.apiKey)).statusCode,
    ).toBe(404);
    const { rows } = await gw.db.pool.query<{ type: string }>(
      "SELECT payload->>'type' AS type FROM outbox WHERE key LIKE 'agent:%' ORDER BY id",
    );
    expect(rows.map((r) => r.type)).toEqual([
      'agent.defined',
      'agent.defined',
      'agent.defined',
      'agent.defined',
      'agent.deleted',
    ]);
    // Its name is free again, under the cap again.
    expect(
      (
        await call('POST', '/api/v1/agents', '/api/v1/agents', alice.apiKey, {
          name: 'Antwerp',
          description: 'Port of Antwerp',
        })
      ).statusCode,
    ).toBe(200);
  });
});
