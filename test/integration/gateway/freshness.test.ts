// The freshness contract through the real gateway: Sitrep-Data-As-Of and Sitrep-Ingest-Lag from the
// real articles topic (Kafka) and the dedup worker's stored offsets (Postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEvent, writeReport } from '../../../services/ops/projection-writer.ts';
import { testReport } from '../../fixtures/reports.ts';
import { get, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';

describe('freshness headers (real Kafka and Postgres)', () => {
  let gw: TestGateway;
  let topic: TestTopic;
  let key: string;
  const ingestedAt = new Date(Date.now() - 3_600_000);
  const reportAsOf = new Date(Date.now() - 7_200_000);

  beforeAll(async () => {
    topic = await createTestTopic({ prefix: 'articles' });
    gw = await startTestGateway({ ARTICLES_TOPIC: topic.topic, DEDUP_GROUP: topic.groupId });
    ({ apiKey: key } = await gw.register());
    const sentinel = gw.agentIds.get('sentinel')!;
    const eventId = await writeEvent(gw.db.pool, {
      title: 'Port closed',
      summary: 'The port closed.',
      eventType: 'trade',
      occurredAt: ingestedAt,
      firstSeenAt: ingestedAt,
      lastUpdatedAt: ingestedAt,
      sources: [
        { url: 'https://news.example/f/1', publication: 'A', title: 'Port', publishedAt: ingestedAt, ingestedAt },
      ],
      primaryAgentId: sentinel,
    });
    await writeReport(
      gw.db.pool,
      sentinel,
      'wf-fresh',
      testReport({ agentSlug: 'sentinel', codename: 'Sentinel', n: 1, generatedAt: reportAsOf, eventIds: [eventId] }),
    );
  });
  afterAll(async () => {
    await gw?.close();
    await topic?.cleanup();
  });

  const headers = async (url: string) => {
    const res = await get(gw.app, url, key);
    expect(res.statusCode, url).toBe(200);
    return { asOf: res.headers['sitrep-data-as-of'], lag: res.headers['sitrep-ingest-lag'] };
  };

  it('every data operation says how fresh its answer is; reports say their own asOf', async () => {
    await gw.app.freshness.poll();
    for (const url of ['/api/v1/agents', '/api/v1/agents/sentinel/events']) {
      expect(await headers(url)).toEqual({ asOf: ingestedAt.toISOString(), lag: '0' });
    }
    expect(await headers('/api/v1/agents/sentinel/reports')).toEqual({ asOf: reportAsOf.toISOString(), lag: '0' });
    expect((await headers('/api/v1/agents/sentinel/reports/diff')).asOf).toBe(reportAsOf.toISOString());
    // An error answer carries neither.
    const missing = await get(gw.app, '/api/v1/agents/nobody/events', key);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['sitrep-ingest-lag']).toBeUndefined();
  });

  it('the lag grows while the dedup worker is behind the articles topic and is 0 once it caught up', async () => {
    const producer = topic.kafka.producer();
    await producer.connect();
    await producer.send({
      topic: topic.topic,
      messages: [1, 2, 3].map((i) => ({ key: `k${i}`, value: `{"n":${i}}` })),
    });
    await producer.disconnect();
    // The worker has read the first article only, stamped a moment ago.
    const readAt = Date.now();
    await gw.db.pool.query(
      'INSERT INTO dedup_offsets (consumer, topic, partition, next_offset, last_timestamp) VALUES ($1, $2, 0, 1, $3)',
      [topic.groupId, topic.topic, readAt],
    );
    await new Promise((r) => setTimeout(r, 3_200));
    await gw.app.freshness.poll();
    const behind = await headers('/api/v1/agents');
    expect(Number(behind.lag)).toBeGreaterThanOrEqual(2);
    expect(Number(behind.lag)).toBeLessThanOrEqual(5);
    // The worker's last article is newer than any source: the projection reflects it.
    expect(behind.asOf).toBe(new Date(readAt).toISOString());
    await gw.db.pool.query('UPDATE dedup_offsets SET next_offset = 3 WHERE consumer = $1', [topic.groupId]);
    await gw.app.freshness.poll();
    expect((await headers('/api/v1/agents')).lag).toBe('0');
  });

  it('is in the OpenAPI document on the data operations, not on web extract', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const ok = (path: string, method: string) => doc.paths[path][method].responses['200'].headers ?? {};
    for (const [path, method] of [
      ['/api/v1/agents', 'get'],
      ['/x402/v1/agents/{ref}/events', 'get'],
      ['/api/v1/agents/{ref}/reports/diff', 'get'],
      ['/api/v1/web-search', 'post'],
    ] as const) {
      if (!doc.paths[path]) continue;
      expect(Object.keys(ok(path, method)), path).toEqual(['Sitrep-Data-As-Of', 'Sitrep-Ingest-Lag']);
    }
    expect(ok('/api/v1/web-extract', 'post')).toEqual({});
    expect((await gw.app.inject({ method: 'GET', url: '/llms.txt' })).body).toContain('Sitrep-Ingest-Lag');
  });
});
