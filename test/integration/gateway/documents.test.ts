import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_SHEET, creditsToUsd } from '../../../services/gateway/pricing.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';

describe('published documents: OpenAPI, docs, llms.txt, metrics, health', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('OpenAPI 3.1, version 1.0.0, with x-credits and x-price-usd on every paid operation', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    // No PUBLIC_BASE_URL here: the server is the origin the document was asked from.
    expect(doc.servers).toEqual([{ url: 'http://localhost:80' }]);
    const ops = Object.values(
      doc.paths as Record<
        string,
        Record<string, { operationId: string; 'x-credits'?: number; 'x-price-usd'?: string }>
      >,
    ).flatMap((m) => Object.values(m));
    const paid = ops.filter((o) => o.operationId.startsWith('api_'));
    // Every price but an own agent's per-report one (charged by the report worker, not a call) is an operation's.
    expect(paid.map((o) => o.operationId.slice(4)).sort()).toEqual(
      Object.keys(PRICE_SHEET)
        .filter((id) => id !== 'agentReport')
        .sort(),
    );
    for (const o of paid) {
      const id = o.operationId.slice(4) as keyof typeof PRICE_SHEET;
      expect(o['x-credits']).toBe(PRICE_SHEET[id]);
      expect(o['x-price-usd']).toBe(creditsToUsd(PRICE_SHEET[id]));
    }
    expect(ops.find((o) => o.operationId === 'register')?.['x-credits']).toBeUndefined();
    expect(doc.components.schemas.Report.required).toEqual(
      expect.arrayContaining(['reportId', 'situation', 'decisionAdvantage', 'confidence']),
    );
  });

  it('serves a docs page, llms.txt and the price sheet', async () => {
    const docs = await gw.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    const llms = await gw.app.inject({ method: 'GET', url: '/llms.txt' });
    expect(llms.body).toContain('POST /api/v1/register');
    expect(llms.body).toContain('GET /api/v1/agents/:ref/reports');
    const pricing = (await gw.app.inject({ method: 'GET', url: '/api/v1/pricing' })).json();
    expect(pricing.operations.find((o: { operation: string }) => o.operation === 'listReports')).toMatchObject({
      credits: 10,
      priceUsd: '0.001',
    });
  });

  it('counts requests and charged credits in /metrics', async () => {
    const { apiKey } = await gw.register();
    await gw.app.inject({ method: 'GET', url: '/api/v1/agents', headers: { 'x-api-key': apiKey } });
    const text = (await gw.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/sitrep_credits_charged_total\{operation="listAgents"\} 1/);
    expect(text).toMatch(
      /sitrep_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/agents",status="200"\} 1/,
    );
  });

  it('answers bad bodies, unknown routes and readiness in the documented shapes', async () => {
    const notFound = await gw.app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: 'not found' });
    const { apiKey } = await gw.register();
    const badJson = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/web-search',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: '{"search":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe('invalid request');
    const wrongType = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/web-search',
      headers: { 'x-api-key': apiKey, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ error: 'unsupported media type' });
    const big = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/web-search',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ search: 'x'.repeat(70_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'payload too large' });
    const long = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/web-search',
      headers: { 'x-api-key': apiKey },
      payload: { search: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].path).toBe('body.search');
    expect((await gw.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers a body of the wrong type or size, on every operation, with a status its document declares', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const { apiKey } = await gw.register();
    const bodies = [
      { 'content-type': 'text/xml', payload: '<a/>' },
      { 'content-type': 'application/json', payload: JSON.stringify({ x: 'x'.repeat(2_000_000) }) },
    ];
    const undeclared: string[] = [];
    let asked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      // Unknown ids: every operation refuses before it would start work (a stream, a search).
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'ref' ? 'no-such-agent' : `${name}_none`));
      for (const [method, op] of Object.entries(methods)) {
        for (const { payload, ...type } of bodies) {
          const res = await gw.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { 'x-api-key': apiKey, ...type },
            payload,
          });
          asked++;
          if (!(String(res.statusCode) in op.responses))
            undeclared.push(`${method.toUpperCase()} ${path} (${type['content-type']}): ${res.statusCode}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    expect(asked).toBeGreaterThan(30);
  });
});
