// Ask through the real gateway on real PostgreSQL (and, for x402, the local chain and facilitator):
// fictional sample events written to the projection with their sources' texts. The LLM endpoint is
// a local stand-in (no model runs here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskResponse } from '../../../schemas/api/ask.ts';
import { NO_ANSWER } from '../../../services/ask/answerer.ts';
import { factsOfSource } from '../../../services/evidence/facts.ts';
import { ungrounded } from '../../../services/evidence/grounding.ts';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { writeEvent } from '../../../services/ops/projection-writer.ts';
import { receiptOf } from '../../../services/payments/buyer.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';
import { challengeOf, fundedBuyer, priceInUsdc, startPaidGateway, type PaidGateway } from '../../helpers/x402.ts';

const NOW = new Date('2026-03-13T18:00:00Z');
const ASK = PRICE_SHEET.ask;

interface SampleSource {
  publication: string;
  at: string;
  title: string;
  body: string;
}

/** One sample event, with its sources' texts, linked to a demo agent. */
async function sampleEvent(gw: TestGateway, agent: string, title: string, sources: SampleSource[]): Promise<string> {
  const rows = sources.map((s, i) => ({
    ...s,
    url: `https://${s.publication.toLowerCase().replace(/\W+/g, '')}.sample.invalid/${encodeURIComponent(title)}/${i}`,
  }));
  const first = new Date(rows[0]!.at);
  const last = new Date(rows[rows.length - 1]!.at);
  const id = await writeEvent(gw.db.pool, {
    title,
    summary: rows[0]!.body,
    eventType: 'other',
    occurredAt: first,
    firstSeenAt: first,
    lastUpdatedAt: last,
    sources: rows.map((s) => ({
      url: s.url,
      publication: s.publication,
      title: s.title,
      publishedAt: new Date(s.at),
      ingestedAt: new Date(s.at),
    })),
    primaryAgentId: gw.agentIds.get(agent)!,
  });
  for (const s of rows) {
    await gw.db.pool.query('UPDATE event_sources SET body = $2 WHERE canonical_url = $1', [s.url, s.body]);
  }
  return id;
}

async function seed(gw: TestGateway): Promise<{ canal: string; grid: string }> {
  const canal = await sampleEvent(gw, 'harbor', 'Bulk carrier aground in the Suez Canal', [
    {
      publication: 'Harbour Gazette',
      at: '2026-03-12T06:10:00Z',
      title: 'Bulk carrier aground in the Suez Canal',
      body: 'The bulk carrier Morning Lark ran aground near Ismailia early on Thursday, the Suez Canal Authority said. By mid-morning 38 vessels were waiting at the southern entrance.',
    },
    {
      publication: 'Coastal Times',
      at: '2026-03-12T21:00:00Z',
      title: 'Suez backlog reaches 64 ships',
      body: 'A total of 64 vessels were waiting to enter the Suez Canal by Thursday evening. The authority expects the backlog to be cleared by Sunday.',
    },
  ]);
  const grid = await sampleEvent(gw, 'sentinel', 'Strike damages substation near Kharkiv', [
    {
      publication: 'Northwire',
      at: '2026-03-11T04:00:00Z',
      title: 'Strike damages substation near Kharkiv',
      body: 'An overnight strike damaged a 330 kV substation near Kharkiv. About 12,000 homes lost power, regional officials said.',
    },
  ]);
  return { canal, grid };
}

describe('POST /api/v1/ask', () => {
  let gw: TestGateway;
  let openapi: OpenApiChecker;
  let apiKey: string;
  let accountId: string;
  let ids: { canal: string; grid: string };
  beforeAll(async () => {
    gw = await startTestGateway({}, { clock: () => NOW });
    openapi = await OpenApiChecker.load(gw.app);
    ids = await seed(gw);
    ({ apiKey, accountId } = await gw.register());
  });
  afterAll(() => gw.close());

  const ask = (payload: unknown, key: string | null = apiKey) =>
    gw.app.inject({
      method: 'POST',
      url: '/api/v1/ask',
      headers: key ? { 'x-api-key': key } : {},
      payload: payload as object,
    });

  it('answers with the latest figure, its earlier value, citations of exactly those sentences and event ids, for 200 credits', async () => {
    const before = await gw.app.accounts.balance(accountId);
    const res = await ask({ question: 'How many vessels are waiting to enter the Suez Canal?' });
    expect(res.statusCode).toBe(200);
    openapi.check(res, 'POST', '/api/v1/ask');
    expect(res.headers['x-credits-charged']).toBe(String(ASK));
    expect(await gw.app.accounts.balance(accountId)).toBe(before! - ASK);
    const body = res.json<AskResponse>();
    expect(body.answer).toMatch(/^A total of 64 vessels were waiting .* \(Earlier: By mid-morning 38 vessels/);
    expect(body.basis.map((b) => b.field)).toEqual(['answer', 'answer.earlier']);
    for (const b of body.basis) expect(b.eventIds).toEqual([ids.canal]);
    const cited = body.basis.flatMap((b) =>
      b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))),
    );
    expect(ungrounded(body.answer, cited)).toEqual([]);
    expect(body.basis[0]!.citations[0]!.url).toMatch(/^https:\/\/coastaltimes\.sample\.invalid\//);
    expect(new Date(body.asOf).getTime()).toBeGreaterThan(0);
    expect(res.headers['sitrep-data-as-of']).toBe(body.asOf);
  });

  it('reads the facts stored with the sources: the latest value of a count and what it rose from', async () => {
    const id = await sampleEvent(gw, 'harbor', 'Ferry crews strike at Selby Sound', [
      {
        publication: 'Quay Herald',
        at: '2026-03-13T07:00:00Z',
        title: 'Ferry crews strike at Selby Sound',
        body: 'Ferry crews at Selby Sound walked out on Friday. About 30 lorries were queuing at the Selby Sound terminal by 7 am.',
      },
      {
        publication: 'Tideline',
        at: '2026-03-13T12:30:00Z',
        title: 'Lorry queue grows at Selby Sound',
        body: 'The number of lorries queuing at the Selby Sound terminal rose to 48, up from 30 in the morning.',
      },
    ]);
    // The facts the dedup worker stores with each source (event_sources.facts).
    const { rows } = await gw.db.pool.query<{
      canonical_url: string;
      publication: string;
      title: string;
      body: string;
      at: Date;
    }>('SELECT canonical_url, publication, title, body, published_at AS at FROM event_sources WHERE event_id = $1', [
      id,
    ]);
    for (const r of rows) {
      const at = r.at.toISOString();
      const facts = factsOfSource({
        sourceId: r.canonical_url,
        eventId: id,
        publication: r.publication,
        title: r.title,
        text: r.body,
        at,
        ingestedAt: at,
      });
      await gw.db.pool.query('UPDATE event_sources SET facts = $2 WHERE canonical_url = $1', [r.canonical_url, facts]);
    }
    const body = (await ask({ question: 'How many lorries are queuing at Selby Sound?' })).json<AskResponse>();
    expect(body.answer).toMatch(/^Lorries queuing rose from 30 to 48\. The number of lorries queuing/);
    expect(body.basis[0]!.eventIds).toEqual([id]);
    const cited = body.basis.flatMap((b) =>
      b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))),
    );
    expect(ungrounded(body.answer, cited)).toEqual([]);
  });

  it('resolves a citation to its canonical event through get-event', async () => {
    const body = (await ask({ question: 'How many homes lost power near Kharkiv?' })).json<AskResponse>();
    expect(body.answer).toContain('12,000 homes');
    const event = await gw.app.inject({
      method: 'GET',
      url: `/api/v1/events/${body.basis[0]!.eventIds[0]!}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(event.json<{ event: { sources: { url: string }[] } }>().event.sources.map((s) => s.url)).toContain(
      body.basis[0]!.citations[0]!.url,
    );
  });

  it('says plainly when nothing answers, with a 200 that costs what any answer costs', async () => {
    const before = await gw.app.accounts.balance(accountId);
    const res = await ask({ question: 'How many vessels are waiting off the Panama Canal?' });
    expect(res.statusCode).toBe(200);
    openapi.check(res, 'POST', '/api/v1/ask');
    const body = res.json<AskResponse>();
    expect(body.answer).toBe(NO_ANSWER);
    for (const b of body.basis) expect(b).toMatchObject({ field: 'related', confidence: 'low' });
    expect(await gw.app.accounts.balance(accountId)).toBe(before! - ASK);
  });

  it('scopes to one agent with ref, and to sources after since', async () => {
    const q = 'How many homes lost power near Kharkiv?';
    expect((await ask({ question: q, ref: 'sentinel' })).json<AskResponse>().answer).toContain('12,000');
    expect((await ask({ question: q, ref: '007' })).json<AskResponse>().answer).toBe(NO_ANSWER);
    expect((await ask({ question: q, since: '2026-03-12T00:00:00Z' })).json<AskResponse>().answer).toBe(NO_ANSWER);
  });

  it('refuses a missing, empty, blank, too long or non-text question, and a bad ref or since, before any charge', async () => {
    const before = await gw.app.accounts.balance(accountId);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'invalid request'],
      [{ question: '' }, 400, 'invalid request'],
      [{ question: ' \n\t ' }, 400, 'invalid request'],
      [{ question: 'a'.repeat(4001) }, 400, 'invalid request'],
      [{ question: 42 }, 400, 'invalid request'],
      [{ question: ['what?'] }, 400, 'invalid request'],
      [{ question: 'what\u0000happened' }, 400, 'invalid request'],
      [{ question: 'What happened?', since: 'yesterday' }, 400, 'invalid request'],
      [{ question: 'What happened?', ref: 'a/b' }, 400, 'agent not found'],
      [{ question: 'What happened?', ref: 'no-such-agent' }, 404, 'agent not found'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(res.json<{ error: string }>().error).toBe(error);
      openapi.check(res, 'POST', '/api/v1/ask');
    }
    expect(await gw.app.accounts.balance(accountId)).toBe(before);
    expect((await ask({ question: 'a'.repeat(4000) })).statusCode).toBe(200);
  });

  it('needs a key, and enough credits for the answer', async () => {
    expect((await ask({ question: 'What happened?' }, null)).statusCode).toBe(401);
    const { apiKey: poor, accountId: poorId } = await gw.register();
    await gw.db.pool.query(
      `WITH upd AS (UPDATE accounts SET balance_credits = 100 WHERE id = $1 RETURNING id)
       INSERT INTO usage_ledger (account_id, kind, credits, balance_after, note) SELECT id, 'topup', -9900, 100, 'test' FROM upd`,
      [poorId],
    );
    const res = await ask({ question: 'What happened?' }, poor);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'insufficient credits', balance: 100, required: ASK });
  });

  it('is a published operation: in /openapi.json with its price, in llms.txt, and an MCP tool billed the same', async () => {
    const doc = (await gw.app.inject({ url: '/openapi.json' })).json<{
      paths: Record<string, { post: Record<string, unknown> }>;
    }>();
    for (const path of ['/api/v1/ask', '/x402/v1/ask'].filter((p) => doc.paths[p]))
      expect(doc.paths[path]!.post).toMatchObject({ 'x-credits': ASK, 'x-price-usd': '0.02' });
    expect(doc.paths['/api/v1/ask']).toBeDefined();
    expect((await gw.app.inject({ url: '/llms.txt' })).body).toMatch(/POST \/api\/v1\/ask .*200 credits/);

    const before = await gw.app.accounts.balance(accountId);
    const res = await gw.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { 'x-api-key': apiKey, accept: 'application/json, text/event-stream' },
      payload: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'ask', arguments: { question: 'How many vessels are waiting to enter the Suez Canal?' } },
      },
    });
    const result = res.json<{ result: { structuredContent: AskResponse; _meta: Record<string, number> } }>().result;
    expect(result.structuredContent.answer).toMatch(/^A total of 64 vessels/);
    expect(result._meta['sitrep/credits-charged']).toBe(ASK);
    expect(await gw.app.accounts.balance(accountId)).toBe(before! - ASK);
  });
});

describe('POST /x402/v1/ask', () => {
  let g: PaidGateway;
  beforeAll(async () => {
    g = await startPaidGateway();
    await seed(g.gw);
  });
  afterAll(() => g.close());

  const post = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('refuses a bad question with its 400 before any challenge', async () => {
    for (const body of [{}, { question: '' }, { question: 'x'.repeat(4001) }]) {
      const res = await fetch(`${g.baseUrl}/x402/v1/ask`, post(body));
      expect(res.status).toBe(400);
      expect(res.headers.get('payment-required')).toBeNull();
    }
  });

  it('challenges an unpaid question at the price of ask, and settles a paid one only for its answer', async () => {
    const pr = await challengeOf(`${g.baseUrl}/x402/v1/ask`, post({ question: 'What happened?' }));
    expect(BigInt(pr.accepts[0]!.amount)).toBe(priceInUsdc('ask'));
    const buyer = await fundedBuyer();
    const before = await buyer.balance();
    const res = await buyer.pay(
      `${g.baseUrl}/x402/v1/ask`,
      post({ question: 'How many vessels are waiting to enter the Suez Canal?' }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as AskResponse).answer).toMatch(/64 vessels/);
    expect(receiptOf(res)?.success).toBe(true);
    expect(await buyer.balance()).toBe(before - priceInUsdc('ask'));
    const { rows } = await g.gw.db.pool.query('SELECT operation, amount FROM x402_settlements');
    expect(rows).toEqual([{ operation: 'ask', amount: String(priceInUsdc('ask')) }]);
  });
});

describe('POST /api/v1/ask with the LLM answerer (a stand-in endpoint)', () => {
  let server: Server;
  let gw: TestGateway;
  let apiKey: string;
  let reply: (passages: { id: string; text: string }[]) => unknown;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const sent = JSON.parse((JSON.parse(body) as { messages: { content: string }[] }).messages[1]!.content) as {
          passages: { id: string; text: string }[];
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(reply(sent.passages)) } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    gw = await startTestGateway(
      { ASK_LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, ASK_LLM_MODEL: 'stand-in' },
      { clock: () => NOW },
    );
    await seed(gw);
    ({ apiKey } = await gw.register());
  });
  afterAll(async () => {
    await gw.close();
    await new Promise((r) => server.close(r));
  });

  const ask = async (question: string) =>
    (
      await gw.app.inject({
        method: 'POST',
        url: '/api/v1/ask',
        headers: { 'x-api-key': apiKey },
        payload: { question },
      })
    ).json<AskResponse>();
  const idOf = (passages: { id: string; text: string }[], has: string) =>
    passages.find((p) => p.text.includes(has))!.id;

  it("uses the model's answer when it cites the passages it was given and is grounded in them", async () => {
    reply = (p) => ({
      answer: 'The backlog stood at 64 vessels on Thursday evening.',
      citations: [idOf(p, 'A total of 64')],
    });
    const body = await ask('How many vessels are waiting to enter the Suez Canal?');
    expect(body.answer).toBe('The backlog stood at 64 vessels on Thursday evening.');
    expect(body.basis[0]!.reasoning).toMatch(/^Written by stand-in/);
  });

  it('keeps the deterministic answer when the model invents a figure', async () => {
    reply = (p) => ({ answer: 'The backlog stood at 80 vessels.', citations: [idOf(p, 'A total of 64')] });
    const body = await ask('How many vessels are waiting to enter the Suez Canal?');
    expect(body.answer).toMatch(/^A total of 64 vessels were waiting/);
  });
});
