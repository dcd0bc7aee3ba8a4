// Input an attacker or a careless client sends, over real HTTP to the real gateway (both surfaces,
// real chain and facilitator): every answer is a documented 4xx in the §5 shape, nothing is charged,
// no 402 is asked for what the guards refuse.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { ADMIN_TOKEN } from '../../helpers/gateway.ts';
import { startPaidGateway, type PaidGateway } from '../../helpers/x402.ts';

let g: PaidGateway;
let apiKey: string;
let accountId: string;
beforeAll(async () => {
  g = await startPaidGateway();
  ({ apiKey, accountId } = await g.gw.register());
});
afterAll(() => g.close());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request exactly as written (no URL normalisation, unlike fetch), with the API key unless told not to. */
function raw(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string; key?: boolean } = {},
): Promise<RawResponse> {
  const { port } = new URL(g.baseUrl);
  const headers = { ...(opts.key === false ? {} : { 'x-api-key': apiKey }), ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
const json = (r: RawResponse) => JSON.parse(r.body) as Record<string, unknown>;
const post = (path: string, body: unknown, opts: { key?: boolean } = {}) =>
  raw('POST', path, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...opts });
const balance = () => g.gw.app.accounts.balance(accountId);

describe('text that reaches SQL: NUL and other control characters', () => {
  it('refuses them in the web-search text, the extract objective and URL, and the catalog search, on both surfaces', async () => {
    const before = await balance();
    const cases: [string, () => Promise<RawResponse>][] = [
      ['body.search', () => post('/api/v1/web-search', { search: 'a\u0000b' })],
      ['body.search', () => post('/api/v1/web-search', { search: 'bell\u0007' })],
      ['body.search', () => post('/x402/v1/web-search', { search: 'a\u0000b' }, { key: false })],
      ['body.objective', () => post('/api/v1/web-extract', { url: 'https://example.com/', objective: 'x\u0000' })],
      ['body.url', () => post('/api/v1/web-extract', { url: 'https://example.com/\u0000' })],
      ['querystring.search', () => raw('GET', '/api/v1/agents?search=%00')],
      ['querystring.search', () => raw('GET', '/x402/v1/agents?search=a%1Bb', { key: false })],
    ];
    for (const [path, call] of cases) {
      const res = await call();
      expect(res.status, path).toBe(400);
      expect(res.headers['payment-required'], path).toBeUndefined();
      expect(json(res), path).toMatchObject({ error: 'invalid request', issues: [expect.objectContaining({ path })] });
    }
    expect(await balance()).toBe(before);
  });

  it('takes tabs and line breaks in typed text as text', async () => {
    const res = await post('/api/v1/web-search', { search: 'red\tsea\nshipping' });
    expect(res.status).toBe(200);
    expect(res.headers['x-credits-charged']).toBe(String(PRICE_SHEET.webSearch));
  });
});

describe('text PostgreSQL cannot hold, on every route, public and admin', () => {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const adminPost = (path: string, body: unknown) =>
    raw('POST', path, { headers: { ...admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('refuses U+0000 and unpaired surrogates in a path parameter, a query parameter or body text with the §5 body', async () => {
    const before = await balance();
    const cases: [string, () => Promise<RawResponse>][] = [
      ['params.id', () => raw('GET', '/api/v1/webhooks/%00')],
      ['params.id', () => raw('DELETE', '/api/v1/webhooks/%00')],
      ['params.id', () => post('/api/v1/webhooks/a%00b/replay', { after: '0' })],
      ['body.agents.0', () => post('/api/v1/webhooks', { url: 'https://example.com/h', agents: ['atlas\u0000'] })],
      ['body.agents.0', () => post('/api/v1/webhooks', { url: 'https://example.com/h', agents: ['\ud800'] })],
      ['params.reportId', () => raw('GET', '/admin/v1/reports/%00', { headers: admin, key: false })],
      [
        'querystring.keyPrefix',
        () => raw('GET', '/admin/v1/accounts?keyPrefix=sk_%00', { headers: admin, key: false }),
      ],
      ['body.note', () => adminPost(`/admin/v1/accounts/${accountId}/topup`, { credits: 5, note: 'a\u0000b' })],
      ['body.note', () => adminPost(`/admin/v1/accounts/${accountId}/topup`, { credits: 5, note: 'half \udc00 pair' })],
      ['body.note', () => adminPost(`/admin/v1/accounts/${accountId}/revoke`, { note: '\u0000' })],
      ['body.search', () => post('/api/v1/web-search', { search: '\ud83d' })],
    ];
    for (const [path, call] of cases) {
      const res = await call();
      expect(res.status, path).toBe(400);
      expect(json(res), path).toMatchObject({ error: 'invalid request', issues: [{ path }] });
    }
    // Nothing was written: no top-up, no revocation, no subscription, nothing charged.
    expect(await balance()).toBe(before);
    expect((await raw('GET', '/api/v1/webhooks')).body).toBe('{"count":0,"webhooks":[]}');
    expect((await raw('GET', '/api/v1/agents')).status).toBe(200);
  });

  it('keeps the guards of refs and event ids: a NUL there is a malformed ref or id', async () => {
    const ref = await raw('GET', '/api/v1/agents/017%00/reports');
    expect(ref.status).toBe(400);
    expect(json(ref)).toEqual({ error: 'agent not found', ref: '017\u0000' });
    const id = await raw('GET', '/api/v1/events/evt_%00');
    expect(id.status).toBe(400);
    expect(json(id)).toEqual({ error: 'invalid event id shape', eventId: 'evt_\u0000' });
  });

  it('takes a paired surrogate (an emoji) as text', async () => {
    const res = await post('/api/v1/web-search', { search: 'shipping 🚢' });
    expect(res.status).toBe(200);
  });
});

describe('since', () => {
  it('takes any offset as an instant, and refuses a year PostgreSQL cannot hold', async () => {
    const shifted = await raw('GET', '/api/v1/agents/017/events?since=2026-01-01T00:00:00%2B16:00');
    expect(shifted.status).toBe(200);
    for (const since of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-16:00']) {
      const res = await raw('GET', `/api/v1/agents/017/events?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(400);
      expect(json(res), since).toMatchObject({ error: 'invalid request', issues: [{ path: 'querystring.since' }] });
    }
  });
});

describe('refs and limits', () => {
  it('a ref holding control characters is malformed (400), never resolved, never charged', async () => {
    const before = await balance();
    for (const ref of ['%09017', '017%0D%0A', '%7F017']) {
      const res = await raw('GET', `/api/v1/agents/${ref}/reports`);
      expect(res.status, ref).toBe(400);
      expect(json(res), ref).toEqual({ error: 'agent not found', ref: decodeURIComponent(ref) });
    }
    expect(await balance()).toBe(before);
  });

  it('only a plain decimal integer is a limit', async () => {
    const before = await balance();
    for (const q of ['limit=0x2', 'limit=0b11', 'limit=%2B1', 'limit=%201', 'limit=1e0', 'limit=1&limit=2']) {
      const res = await raw('GET', `/api/v1/agents/017/reports?${q}`);
      expect(res.status, q).toBe(400);
      expect(json(res), q).toEqual({ error: 'limit out of range', min: 1, max: 3 });
    }
    const bracketed = await raw('GET', '/api/v1/agents/017/reports?limit[]=1');
    expect(bracketed.status).toBe(400);
    expect(json(bracketed)).toMatchObject({ error: 'invalid request' });
    expect(await balance()).toBe(before);
    expect((await raw('GET', '/api/v1/agents/017/reports?limit=2')).status).toBe(200);
  });
});

describe('errors raised before a route runs come in the §5 shape', () => {
  it('a ref or event id of any length reaches its guard', async () => {
    const ref = 'x'.repeat(300);
    const longRef = await raw('GET', `/api/v1/agents/${ref}/reports`);
    expect(longRef.status).toBe(400);
    expect(json(longRef)).toEqual({ error: 'agent not found', ref });
    const eventId = `evt_${'a'.repeat(300)}!`;
    const longId = await raw('GET', `/x402/v1/events/${eventId}`, { key: false });
    expect(longId.status).toBe(400);
    expect(json(longId)).toEqual({ error: 'invalid event id shape', eventId });
  });

  it('a path that is not valid percent-encoded UTF-8 is 400 invalid request', async () => {
    for (const path of ['/api/v1/agents/%C0%AF/reports', '/api/v1/agents/%zz/events', '/api/v1/events/%E0%A4%A']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(json(res), path).toMatchObject({ error: 'invalid request' });
    }
  });

  it('headers over the limit are 431 with a JSON body', async () => {
    const res = await raw('GET', '/api/v1/agents', { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(json(res)).toEqual({ error: 'request header fields too large' });
  });
});

describe('methods and media types', () => {
  it('HEAD on a paid GET is 405 and charges nothing; an unknown method on a known path is 405 with Allow', async () => {
    const before = await balance();
    const head = await raw('HEAD', '/api/v1/agents/017/reports');
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('GET');
    const put = await raw('PUT', '/api/v1/agents');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, POST');
    expect(json(put)).toEqual({ error: 'method not allowed' });
    const del = await raw('DELETE', '/x402/v1/web-search', { key: false });
    expect(del.status).toBe(405);
    expect(del.headers.allow).toBe('POST');
    expect(await balance()).toBe(before);
    // A method with a body but no Content-Type fails before routing; still 405 for a known path.
    const query = await raw('QUERY', '/api/v1/agents/017/reports');
    expect(query.status).toBe(405);
    expect(query.headers.allow).toBe('GET');
    // An OPTIONS that is not a full CORS preflight gets the CORS answer, not a 400.
    expect((await raw('OPTIONS', '/api/v1/agents', { key: false })).status).toBe(204);
    const unknown = await raw('GET', '/api/v1/nowhere');
    expect(unknown.status).toBe(404);
    expect(json(unknown)).toEqual({ error: 'not found' });
  });

  it('a text/plain body on a JSON route is 415 unsupported media type', async () => {
    const before = await balance();
    const res = await raw('POST', '/api/v1/web-search', {
      headers: { 'content-type': 'text/plain' },
      body: '{"search":"shipping"}',
    });
    expect(res.status).toBe(415);
    expect(json(res)).toEqual({ error: 'unsupported media type' });
    expect(await balance()).toBe(before);
  });
});

describe('guards before money on web extract', () => {
  it('a URL refused by its shape alone is 400 before any 402 challenge or charge', async () => {
    const before = await balance();
    for (const url of [
      'http://127.0.0.1/admin',
      'http://10.1.2.3/',
      'http://[::1]:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:8787/docs',
      'https://user:secret@example.com/',
    ]) {
      for (const surface of ['api', 'x402'] as const) {
        const res = await post(`/${surface}/v1/web-extract`, { url }, { key: surface === 'api' });
        expect(res.status, `${surface} ${url}`).toBe(400);
        expect(res.headers['payment-required'], url).toBeUndefined();
        expect(json(res), url).toMatchObject({ error: 'invalid request', issues: [{ path: 'body.url' }] });
      }
    }
    expect(await balance()).toBe(before);
  });
});
