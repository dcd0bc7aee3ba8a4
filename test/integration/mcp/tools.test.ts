// Sitrep as an MCP server, billed by API key: the SDK's own Client over Streamable HTTP against the real
// gateway on a loopback port (real Postgres and Kafka). Web extract reads our fixture server, which
// stands in for the public internet (an injected resolver maps its host name to 127.0.0.1).
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { writeSampleData } from '../../../services/ops/sample-data.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';
import { callTool, mcpClient, textJson } from '../../helpers/mcp.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';
import { FIXTURE_HOST, fakeResolver, startFixtureServer, type FixtureServer } from '../../helpers/web-fixtures.ts';

let fx: FixtureServer;
let topic: TestTopic;
let gw: TestGateway;
let base: string;
let apiKey: string;
let accountId: string;
let client: Client;
let eventId: string;

const balance = async () => (await gw.app.accounts.balance(accountId))!;
const ledgerRows = async () =>
  Number(
    (await gw.db.pool.query('SELECT count(*) AS n FROM usage_ledger WHERE account_id = $1', [accountId])).rows[0].n,
  );
const rest = async (method: 'GET' | 'POST', path: string, body?: object, key = apiKey) => {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as unknown,
    charged: Number(res.headers.get('x-credits-charged')),
  };
};

beforeAll(async () => {
  fx = await startFixtureServer();
  topic = await createTestTopic({ prefix: 'articles' });
  gw = await startTestGateway(
    {
      WEB_FETCH_ALLOW_HOSTS: FIXTURE_HOST,
      ARTICLES_TOPIC: topic.topic,
      KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    },
    { resolver: fakeResolver({ [FIXTURE_HOST]: ['127.0.0.1'] }) },
  );
  await writeSampleData(gw.db.pool, gw.agentIds, new Date());
  await gw.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}`;
  ({ apiKey, accountId } = await gw.register());
  client = await mcpClient(base, { 'x-api-key': apiKey });
  const events = (await rest('GET', '/agents/sentinel/events?limit=1')).body as { events: { eventId: string }[] };
  eventId = events.events[0]!.eventId;
});
afterAll(async () => {
  await client?.close();
  await gw?.close();
  await topic?.cleanup();
  await fx?.close();
});

describe('discovery', () => {
  it('lists one tool per operation, with schemas, annotations, price and a description an agent can act on', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'ask',
        'create_agent',
        'delete_agent',
        'diff_reports',
        'get_event',
        'list_agents',
        'list_events',
        'list_reports',
        'update_agent',
        'web_extract',
        'web_search',
      ].sort(),
    );
    // The account's own agents are written; everything else reads.
    const writes: Record<string, { readOnlyHint: boolean; destructiveHint: boolean }> = {
      create_agent: { readOnlyHint: false, destructiveHint: false },
      update_agent: { readOnlyHint: false, destructiveHint: true },
      delete_agent: { readOnlyHint: false, destructiveHint: true },
    };
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.annotations, t.name).toMatchObject(writes[t.name] ?? { readOnlyHint: true, destructiveHint: false });
      expect(t.annotations?.openWorldHint, t.name).toBe(t.name.startsWith('web_'));
      expect(t.description, t.name).toMatch(/Cost: \d+ credits? \(\$0\.\d+\)/);
    }
    const reports = tools.find((t) => t.name === 'list_reports')!;
    expect(reports.inputSchema).toMatchObject({
      properties: { ref: { type: 'string', maxLength: 128 }, limit: { type: 'integer', minimum: 1, maximum: 3 } },
      required: ['ref'],
      additionalProperties: false,
    });
    expect(reports.description).toMatch(/evt_/);
    expect(reports.description).toMatch(/"#017", "017" and "17"/);
    expect(reports._meta).toEqual({ 'sitrep/credits': 10, 'sitrep/price-usd': '0.001' });
  });

  it('lists the agent catalog as a resource and the latest report and events by id as resource templates', async () => {
    expect((await client.listResources()).resources.map((r) => r.uri)).toEqual(['sitrep://agents']);
    expect((await client.listResourceTemplates()).resourceTemplates.map((r) => r.uriTemplate)).toEqual([
      'sitrep://agents/{ref}/reports/latest',
      'sitrep://events/{eventId}',
    ]);
    expect(client.getInstructions()).toMatch(/list_agents/);
  });
});

describe('tools billed by API key', () => {
  it('answers every tool as REST answers the same inputs, and charges what REST charges', async () => {
    const cases: [tool: string, args: Record<string, unknown>, method: 'GET' | 'POST', path: string, body?: object][] =
      [
        ['list_agents', { search: 'conflict', limit: 5 }, 'GET', '/agents?search=conflict&limit=5'],
        ['list_agents', {}, 'GET', '/agents'],
        ['list_reports', { ref: '017' }, 'GET', '/agents/017/reports'],
        ['list_reports', { ref: 'Harbor', limit: 3 }, 'GET', '/agents/Harbor/reports?limit=3'],
        ['list_events', { ref: 'sentinel', limit: 2 }, 'GET', '/agents/sentinel/events?limit=2'],
        [
          'list_events',
          { ref: '#017', since: '2000-01-01T00:00:00+02:00' },
          'GET',
          '/agents/%23017/events?since=2000-01-01T00:00:00%2B02:00',
        ],
        ['get_event', { eventId }, 'GET', `/events/${eventId}`],
        ['web_search', { search: 'sample' }, 'POST', '/web-search', { search: 'sample' }],
        ['ask', { question: 'How many homes lost power?' }, 'POST', '/ask', { question: 'How many homes lost power?' }],
        [
          'web_extract',
          { url: `${fx.origin}/article`, objective: 'rail freight' },
          'POST',
          '/web-extract',
          { url: `${fx.origin}/article`, objective: 'rail freight' },
        ],
      ];
    for (const [tool, args, method, path, body] of cases) {
      const r = await rest(method, path, body);
      expect(r.status, path).toBe(200);
      const before = await balance();
      const result = await callTool(client, tool, args);
      expect(result.isError, tool).toBeFalsy();
      expect(result.structuredContent, tool).toEqual(r.body);
      expect(textJson(result), tool).toEqual(r.body);
      const charged = before - (await balance());
      expect(charged, tool).toBe(r.charged);
      expect(result._meta, tool).toEqual({
        'sitrep/credits-charged': charged,
        'sitrep/credits-remaining': before - charged,
      });
    }
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(await balance());
  });

  it('takes the key as Authorization: Bearer too', async () => {
    const bearer = await mcpClient(base, { authorization: `Bearer ${apiKey}` });
    const before = await balance();
    const result = await callTool(bearer, 'list_agents', { limit: 1 });
    expect(result.isError).toBeFalsy();
    expect(await balance()).toBe(before - PRICE_SHEET.listAgents);
    await bearer.close();
  });

  it('reads every resource as REST answers it, billed like its operation', async () => {
    const cases: [uri: string, path: string, op: keyof typeof PRICE_SHEET][] = [
      ['sitrep://agents', '/agents?limit=500', 'listAgents'],
      ['sitrep://agents/017/reports/latest', '/agents/017/reports?limit=1', 'listReports'],
      ['sitrep://agents/Sentinel/reports/latest', '/agents/Sentinel/reports?limit=1', 'listReports'],
      [`sitrep://events/${eventId}`, `/events/${eventId}`, 'getEvent'],
    ];
    for (const [uri, path, op] of cases) {
      const r = await rest('GET', path);
      const before = await balance();
      const read = await client.readResource({ uri });
      expect(read.contents, uri).toHaveLength(1);
      expect(read.contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
      expect(JSON.parse((read.contents[0] as { text: string }).text), uri).toEqual(r.body);
      expect(before - (await balance()), uri).toBe(PRICE_SHEET[op]);
      expect(read._meta).toMatchObject({ 'sitrep/credits-charged': PRICE_SHEET[op] });
    }
    // A report's citations resolve through the event resource.
    const latest = await client.readResource({ uri: 'sitrep://agents/sentinel/reports/latest' });
    const cited = (
      JSON.parse((latest.contents[0] as { text: string }).text) as { reports: { sourceEventIds: string[] }[] }
    ).reports[0]!.sourceEventIds;
    expect(cited.length).toBeGreaterThan(0);
    for (const id of cited) {
      const ev = await client.readResource({ uri: `sitrep://events/${id}` });
      expect(JSON.parse((ev.contents[0] as { text: string }).text)).toMatchObject({ event: { eventId: id } });
    }
  });
});

describe('errors are tool errors carrying the §5 body, and cost nothing', () => {
  it('answers a guard or argument failure as REST would, without charging or writing the ledger', async () => {
    const invalid = (path: string) => ({
      error: 'invalid request',
      issues: expect.arrayContaining([expect.objectContaining({ path })]) as unknown,
    });
    const cases: [string, Record<string, unknown>, object][] = [
      ['list_reports', { ref: '999' }, { error: 'agent not found', ref: '999' }],
      ['list_reports', { ref: 'a/b' }, { error: 'agent not found', ref: 'a/b' }],
      ['list_reports', { ref: '017', limit: 4 }, { error: 'limit out of range', min: 1, max: 3 }],
      ['list_agents', { limit: 0 }, { error: 'limit out of range', min: 1, max: 500 }],
      ['get_event', { eventId: 'evt_nope' }, { error: 'invalid event id shape', eventId: 'evt_nope' }],
      ['list_events', { ref: '017', since: 'yesterday' }, invalid('arguments.since')],
      ['list_agents', { colour: 'blue' }, invalid('arguments')],
      ['web_search', {}, invalid('arguments.search')],
      ['web_search', { search: 'a\u0000b' }, invalid('arguments.search')],
      ['web_search', { search: 'half a pair \ud800' }, invalid('arguments.search')],
      ['web_extract', { url: 'http://127.0.0.1/admin' }, invalid('arguments.url')],
      ['web_extract', { url: 'ftp://example.com/' }, invalid('arguments.url')],
    ];
    const before = await balance();
    const rows = await ledgerRows();
    for (const [tool, args, body] of cases) {
      const result = await callTool(client, tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(textJson(result), `${tool} ${JSON.stringify(args)}`).toMatchObject(body);
    }
    expect(await balance()).toBe(before);
    expect(await ledgerRows()).toBe(rows);
  });

  it('answers an unknown event with 404 event not found, refunded as REST refunds it', async () => {
    const before = await balance();
    const result = await callTool(client, 'get_event', { eventId: `evt_${'0'.repeat(24)}` });
    expect(result.isError).toBe(true);
    expect(textJson(result)).toMatchObject({ error: 'event not found' });
    expect(await balance()).toBe(before);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(before);
  });

  it('answers a page that cannot be fetched with 502 upstream fetch failed, refunded', async () => {
    const before = await balance();
    const result = await callTool(client, 'web_extract', { url: `${fx.origin}/not-found` });
    expect(result.isError).toBe(true);
    expect(textJson(result)).toMatchObject({ error: 'upstream fetch failed', url: `${fx.origin}/not-found` });
    expect(await balance()).toBe(before);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(before);
  });

  it('answers a missing, malformed, unknown or revoked key with a clear tool error; listing stays free', async () => {
    const { apiKey: revoked, accountId: revokedId } = await gw.register();
    await gw.app.accounts.revoke(revokedId, 'test', null);
    const cases: [Record<string, string>, string][] = [
      [{}, 'missing api key'],
      [{ 'x-api-key': 'sk_short' }, 'invalid api key'],
      [{ 'x-api-key': `sk_${'x'.repeat(40)}` }, 'invalid api key'],
      [{ authorization: `Bearer sk_${'y'.repeat(40)}` }, 'invalid api key'],
      [{ 'x-api-key': revoked }, 'invalid api key'],
    ];
    for (const [headers, error] of cases) {
      const c = await mcpClient(base, headers);
      expect((await c.listTools()).tools).toHaveLength(11);
      const result = await callTool(c, 'list_agents', {});
      expect(result.isError, JSON.stringify(headers)).toBe(true);
      expect(textJson(result), JSON.stringify(headers)).toEqual({ error });
      await expect(c.readResource({ uri: 'sitrep://agents' })).rejects.toThrow(new RegExp(error));
      await c.close();
    }
  });

  it('answers insufficient credits with the balance and the price, charging nothing', async () => {
    const { apiKey: poor, accountId: poorId } = await gw.app.accounts.register(5, null, 'test: 5 credits');
    const c = await mcpClient(base, { 'x-api-key': poor });
    const result = await callTool(c, 'list_reports', { ref: '017' });
    expect(textJson(result)).toEqual({ error: 'insufficient credits', balance: 5, required: 10 });
    expect(await gw.app.accounts.balance(poorId)).toBe(5);
    await c.close();
  });

  it('gives the credits back when the tool fails on the database, and says internal error', async () => {
    const before = await balance();
    await gw.db.pool.query('ALTER TABLE reports RENAME TO reports_unavailable');
    try {
      const result = await callTool(client, 'list_reports', { ref: 'atlas', limit: 2 });
      expect(result.isError).toBe(true);
      expect(textJson(result)).toEqual({ error: 'internal error', requestId: expect.stringMatching(/^req_/) });
    } finally {
      await gw.db.pool.query('ALTER TABLE reports_unavailable RENAME TO reports');
    }
    expect(await balance()).toBe(before);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(before);
  });

  it('answers an unknown tool or resource as a JSON-RPC error', async () => {
    await expect(callTool(client, 'delete_everything', {})).rejects.toThrow(/Tool delete_everything not found/);
    await expect(client.readResource({ uri: 'sitrep://nothing/here' })).rejects.toThrow(/resource not found/);
    await expect(client.readResource({ uri: 'sitrep://agents/999/reports/latest' })).rejects.toMatchObject({
      code: -32002,
      data: { error: 'agent not found', ref: '999' },
    });
  });
});

describe('the /mcp endpoint over HTTP', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers plain JSON-RPC over curl-like requests, and its statuses and bodies are the documented ones', async () => {
    const openapi = await OpenApiChecker.load(gw.app);
    const check = async (res: Response, status: number) => {
      expect(res.status).toBe(status);
      const text = await res.text();
      openapi.check(
        { statusCode: res.status, body: text, json: () => JSON.parse(text) as unknown } as never,
        'POST',
        '/mcp',
      );
      return JSON.parse(text) as Record<string, unknown>;
    };
    // No Accept at all, as curl sends it, and a tools/list in one request: no session needed.
    const listed = await check(
      await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
      200,
    );
    expect((listed.result as { tools: unknown[] }).tools).toHaveLength(11);
    // Neither a request (no method) nor a response (no result): refused by the transport.
    expect(await check(await post({ jsonrpc: '2.0', id: 3 }), 400)).toMatchObject({ error: 'invalid request' });
    expect(await check(await post({ id: 1, method: 'ping' }), 400)).toMatchObject({ error: 'invalid request' });
    expect(await check(await post('{"jsonrpc":'), 400)).toMatchObject({ error: 'invalid request' });
    expect(await check(await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, { accept: 'text/html' }), 406)).toEqual({
      error: 'not acceptable',
      reason: expect.any(String),
    });
    expect(
      await check(await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-protocol-version': '1999-01-01' }), 400),
    ).toMatchObject({ error: 'invalid request' });
    const unknown = await check(await post({ jsonrpc: '2.0', id: 7, method: 'no/such/method' }), 200);
    expect(unknown).toMatchObject({ id: 7, error: { code: -32601 } });
    const notified = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notified.status).toBe(202);
    const get = await fetch(`${base}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('answers a request whose params do not fit its method with -32602 Invalid params and a readable message', async () => {
    const before = await balance();
    const cases: [unknown, RegExp][] = [
      [{ method: 'initialize' }, /^Invalid params: params: /],
      [{ method: 'initialize', params: { protocolVersion: 1 } }, /params\.protocolVersion: .*string/],
      [{ method: 'tools/call', params: { name: 123 } }, /^Invalid params: params\.name: .*string/],
      [
        { method: 'tools/call', params: { name: 'list_agents', arguments: [1, 2] } },
        /params\.arguments: .*(record|object)/,
      ],
      [{ method: 'resources/read', params: { uri: 5 } }, /^Invalid params: params\.uri: .*string/],
      [{ method: 'resources/read' }, /^Invalid params: params: /],
    ];
    for (const [request, message] of cases) {
      const res = await post({ jsonrpc: '2.0', id: 9, ...(request as object) }, { 'x-api-key': apiKey });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { id: number; error: { code: number; message: string; data?: unknown } };
      expect(answer.id).toBe(9);
      expect(answer.error.code, JSON.stringify(request)).toBe(-32602);
      expect(answer.error.message, JSON.stringify(request)).toMatch(message);
      // One line a person can read, not a dump of the validator's issues.
      expect(answer.error.message).not.toMatch(/[\n{[]/);
    }
    expect(await balance()).toBe(before);
  });
});
