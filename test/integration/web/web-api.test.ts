// Web extract and web search through the real gateway: our fixture server stands in for the public
// internet (an injected resolver maps its host name to 127.0.0.1, allow-listed), Postgres and Kafka are real.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ArticleV1 } from '../../../schemas/messages/article.ts';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';
import { FIXTURE_HOST, fakeResolver, startFixtureServer, type FixtureServer } from '../../helpers/web-fixtures.ts';

let fx: FixtureServer;
let gw: TestGateway;
let topic: TestTopic;
let apiKey: string;
let accountId: string;

beforeAll(async () => {
  fx = await startFixtureServer();
  topic = await createTestTopic({ prefix: 'articles' });
  gw = await startTestGateway(
    {
      WEB_FETCH_ALLOW_HOSTS: FIXTURE_HOST,
      ARTICLES_TOPIC: topic.topic,
      KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    },
    { resolver: fakeResolver({ [FIXTURE_HOST]: ['127.0.0.1'], 'rebind.test': ['127.0.0.1'] }) },
  );
  ({ apiKey, accountId } = await gw.register());
});
afterAll(async () => {
  await gw.close();
  await topic.cleanup();
  await fx.close();
});

const extract = (payload: object) =>
  gw.app.inject({ method: 'POST', url: '/api/v1/web-extract', headers: { 'x-api-key': apiKey }, payload });

describe('POST /api/v1/web-extract', () => {
  it('returns title, ISO publish date, excerpts ranked against the objective and the full text, for 50 credits', async () => {
    const before = await gw.app.accounts.balance(accountId);
    const res = await extract({ url: `${fx.origin}/article`, objective: 'rail freight connections to Germany' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-credits-charged']).toBe(String(PRICE_SHEET.webExtract));
    const body = res.json<{
      url: string;
      title: string;
      publish_date: string | null;
      excerpts: string[];
      full_content: string;
    }>();
    expect(body).toMatchObject({
      url: `${fx.origin}/article`,
      title: 'Port of Rotterdam reopens after storm',
      publish_date: '2026-03-14T08:30:00+01:00',
    });
    expect(body.excerpts[0]).toMatch(/rail connections to Germany remain slow/);
    for (const e of body.excerpts) expect(e.length).toBeLessThanOrEqual(501);
    expect(body.full_content.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(body.full_content).toContain('The storm brought gusts of more than 120 kilometres per hour');
    expect(body.full_content).not.toMatch(/All rights reserved|Home Ports Weather/);
    expect(await gw.app.accounts.balance(accountId)).toBe(before! - PRICE_SHEET.webExtract);
  });

  it('without an objective, ranks passages against the title', async () => {
    const res = await extract({ url: `${fx.origin}/article` });
    expect(res.json<{ excerpts: string[] }>().excerpts[0]).toMatch(/Port of Rotterdam reopened/);
  });

  it('serves a repeat from the cache without fetching the page again', async () => {
    await extract({ url: `${fx.origin}/gzip` });
    const hits = fx.hits.get('/gzip');
    const again = await extract({ url: `${fx.origin}/gzip`, objective: 'Schiphol flights' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ excerpts: string[] }>().excerpts[0]).toMatch(/Schiphol airport cancelled/);
    expect(fx.hits.get('/gzip')).toBe(hits);
  });

  it('feeds the extracted page into the corpus through the articles topic', async () => {
    await extract({ url: `${fx.origin}/article` });
    const consumer = topic.kafka.consumer({ groupId: topic.groupId });
    await consumer.connect();
    await consumer.subscribe({ topic: topic.topic, fromBeginning: true });
    const article = await new Promise<ArticleV1>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) => {
          const a = ArticleV1.parse(JSON.parse(message.value!.toString()));
          if (a.url.endsWith('/article')) resolve(a);
          return Promise.resolve();
        },
      });
    });
    await consumer.disconnect();
    expect(article).toMatchObject({
      origin: 'extract',
      title: 'Port of Rotterdam reopens after storm',
      publication: 'fixtures.test',
      publishedAt: '2026-03-14T08:30:00+01:00',
    });
    expect(article.body).toContain('Harbour pilots resumed boarding at dawn');
  });

  it('answers a refused address with 400 invalid request and the reason, and charges nothing', async () => {
    const before = await gw.app.accounts.balance(accountId);
    for (const url of [
      'http://127.0.0.1:9/',
      'http://[::ffff:127.0.0.1]/',
      'http://rebind.test/',
      `${fx.origin}/redirect-to?url=${encodeURIComponent('http://169.254.169.254/')}`,
    ]) {
      const res = await extract({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid request',
        issues: [{ path: 'body.url', message: expect.stringMatching(/refused|does not resolve to a public address$/) }],
      });
    }
    expect(await gw.app.accounts.balance(accountId)).toBe(before);
  });

  it('answers a page it cannot get with 502 upstream fetch failed, with url and reason, and charges nothing', async () => {
    const before = await gw.app.accounts.balance(accountId);
    const res = await extract({ url: `${fx.origin}/not-found` });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'upstream fetch failed',
      url: `${fx.origin}/not-found`,
      reason: 'upstream answered 404',
    });
    const img = await extract({ url: `${fx.origin}/image` });
    expect(img.json()).toMatchObject({ error: 'upstream fetch failed', reason: expect.stringMatching(/image\/png/) });
    expect(await gw.app.accounts.balance(accountId)).toBe(before);
  });

  it('rejects a URL that is not absolute http(s) before any fetch', async () => {
    for (const url of ['file:///etc/passwd', '/relative', `https://example.com/${'a'.repeat(2048)}`]) {
      const res = await extract({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid request', issues: [{ path: 'body.url' }] });
    }
  });
});

// --- search -------------------------------------------------------------------------------------

let n = 0;
async function article(eventId: string, title: string, body: string, publishedAt: string) {
  n++;
  await gw.db.pool.query(
    `INSERT INTO events (id, title, summary, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, publication_count)
     VALUES ($1, $2, '', 'other', $3, $3, $3, $3, 1, 1) ON CONFLICT (id) DO NOTHING`,
    [eventId, title, publishedAt],
  );
  await gw.db.pool.query(
    `INSERT INTO event_sources (canonical_url, event_id, url, publication, title, published_at, ingested_at, lead, body)
     VALUES ($1, $2, $1, 'Test Wire', $3, $4, $4, '', $5)`,
    [`https://news.test/${n}`, eventId, title, publishedAt, body],
  );
  return `https://news.test/${n}`;
}
const evt = (i: number) => `evt_${String(i).padStart(24, '0')}`;
const search = (q: string) =>
  gw.app.inject({
    method: 'POST',
    url: '/api/v1/web-search',
    headers: { 'x-api-key': apiKey },
    payload: { search: q },
  });
type Results = { results: { url: string; title: string; publish_date?: string; excerpts: string[] }[] };

describe('POST /api/v1/web-search', () => {
  it('orders by relevance, breaks ties by recency, keeps one result per event, and caps at 10', async () => {
    const filler =
      'Officials met on Tuesday to discuss the schedule for the coming weeks and published a short statement afterwards.';
    const strong = await article(
      evt(1),
      'Glacier collapse blocks alpine valley',
      `A glacier collapse blocked the valley road. The glacier had been monitored for weeks. ${filler}`,
      '2026-03-01T10:00:00Z',
    );
    const weak = await article(
      evt(2),
      'Mountain roads closed',
      `Several roads closed after snow; one report mentioned a glacier nearby. ${filler}`,
      '2026-03-01T10:00:00Z',
    );
    // The same story twice, a week apart, about different events: the newer wins the tie.
    const older = await article(
      evt(3),
      'Avalanche warning raised in Tyrol',
      `Authorities raised the avalanche warning level in Tyrol. ${filler}`,
      '2026-02-20T10:00:00Z',
    );
    const newer = await article(
      evt(4),
      'Avalanche warning raised in Tyrol',
      `Authorities raised the avalanche warning level in Tyrol. ${filler}`,
      '2026-02-27T10:00:00Z',
    );
    // Three sources of one event: only its best appears.
    for (let i = 0; i < 3; i++)
      await article(
        evt(5),
        `Dam spillway opened after heavy rain ${i}`,
        `Engineers opened the dam spillway. ${'Dam levels rose. '.repeat(i + 1)} ${filler}`,
        '2026-03-02T10:00:00Z',
      );
    for (let i = 0; i < 14; i++)
      await article(
        evt(100 + i),
        `Bridge inspection ${i}`,
        `Inspectors checked bridge number ${i} after the flood. ${filler}`,
        '2026-03-03T10:00:00Z',
      );

    const glacier = (await search('glacier')).json<Results>().results;
    expect(glacier.map((r) => r.url)).toEqual([strong, weak]);
    expect(glacier[0]).toMatchObject({
      title: 'Glacier collapse blocks alpine valley',
      publish_date: '2026-03-01T10:00:00.000Z',
    });
    expect(glacier[0]!.excerpts[0]).toMatch(/glacier collapse blocked/i);

    expect((await search('avalanche warning Tyrol')).json<Results>().results.map((r) => r.url)).toEqual([newer, older]);

    const dam = (await search('dam spillway')).json<Results>().results;
    expect(dam).toHaveLength(1);

    const bridges = await search('bridge inspection flood');
    expect(bridges.statusCode).toBe(200);
    expect(bridges.headers['x-credits-charged']).toBe(String(PRICE_SHEET.webSearch));
    expect(bridges.json<Results>().results).toHaveLength(10);
  });

  it('falls back to any word when no article has them all, and finds nothing for unknown words', async () => {
    await article(
      evt(200),
      'Locust swarm reaches farmland',
      `A locust swarm reached farmland in the south. ${'Crops were lost. '.repeat(3)}`,
      '2026-03-04T10:00:00Z',
    );
    const res = (await search('locust quokka')).json<Results>().results;
    expect(res[0]!.title).toBe('Locust swarm reaches farmland');
    expect((await search('zzyzx quokka')).json<Results>().results).toEqual([]);
  });

  it('accepts 1 to 1000 characters and answers anything else with 400 invalid request, uncharged', async () => {
    const before = await gw.app.accounts.balance(accountId);
    for (const q of ['', 'x'.repeat(1001)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid request', issues: [{ path: 'body.search' }] });
    }
    expect(await gw.app.accounts.balance(accountId)).toBe(before);
    expect((await search('x'.repeat(1000))).statusCode).toBe(200);
    expect((await search('?!&|')).json<Results>()).toEqual({ results: [] });
  });
});
