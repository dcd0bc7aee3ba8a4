// Articles in through real Kafka, canonical events out in real Postgres, read back through the gateway.
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeadLetterV1, EventChangeV1 } from '../../../schemas/messages/article.ts';
import { decideStream } from '../../../services/dedup/chunk.ts';
import { describeDiff, projectionDiff, projectionDigest } from '../../../services/dedup/digest.ts';
import { replay } from '../../../services/dedup/replay.ts';
import { demoWorldDays } from '../../../services/ops/demo-world/index.ts';
import type { FeaturePool } from '../../../services/dedup/feature-pool.ts';
import { AHEAD, DedupWorker } from '../../../services/dedup/worker.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { buildGateway } from '../../../services/gateway/app.ts';
import { loadConfig } from '../../../services/config.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { SAMPLE_NOISE, SAMPLE_STORIES, sampleCorpus } from '../../../services/ops/sample-corpus.ts';
import { syntheticArticles } from '../../../services/ops/synthetic.ts';
import { ArticleV1 } from '../../../schemas/messages/article.ts';
import { PushFanout } from '../../../services/push/fanout.ts';
import { PushStore } from '../../../services/push/store.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testKafka } from '../../helpers/kafka.ts';
import { eventually } from '../../helpers/push.ts';

interface Topics {
  articles: string;
  dlq: string;
  eventChanges: string;
}

let db: TestDatabase;
let kafka: Kafka;
let topics: Topics;
let worker: DedupWorker | null;
const group = () => `dedup-${randomBytes(4).toString('hex')}`;

async function createTopics(): Promise<Topics> {
  const id = randomBytes(5).toString('hex');
  const t = { articles: `test.articles.${id}`, dlq: `test.dlq.${id}`, eventChanges: `test.events.${id}` };
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: Object.values(t).map((topic) => ({ topic, numPartitions: 1, replicationFactor: 1 })),
  });
  await admin.disconnect();
  return t;
}

async function startWorker(groupId = group()): Promise<DedupWorker> {
  const w = new DedupWorker({
    kafka,
    pool: db.pool,
    topics,
    group: groupId,
    log: pino({ level: 'silent' }),
    chunkSize: 200,
  });
  await w.start();
  return w;
}

/** Waits until the worker's stored offset reaches the end of the articles topic. */
async function settled(groupId?: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  const high = (await admin.fetchTopicOffsets(topics.articles))[0]!.high;
  await admin.disconnect();
  for (let i = 0; i < 300; i++) {
    const { rows } = await db.pool.query<{ next_offset: string }>(
      'SELECT next_offset FROM dedup_offsets WHERE topic = $1' + (groupId ? ' AND consumer = $2' : ''),
      groupId ? [topics.articles, groupId] : [topics.articles],
    );
    if (rows.length && rows.every((r) => Number(r.next_offset) >= Number(high))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the dedup worker did not reach the end of the topic');
}

async function readTopic(topic: string, count: number): Promise<string[]> {
  const consumer = kafka.consumer({ groupId: group() });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const values: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${values.length} of ${count} messages on ${topic}`)), 20_000);
    void consumer.run({
      eachMessage: ({ message }) => {
        values.push(message.value!.toString());
        if (values.length >= count) {
          clearTimeout(timer);
          resolve();
        }
        return Promise.resolve();
      },
    });
  });
  await consumer.disconnect();
  return values;
}

beforeEach(async () => {
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  kafka = testKafka('sitrep-dedup-test');
  topics = await createTopics();
  worker = null;
});
afterEach(async () => {
  await worker?.stop();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await admin.disconnect();
  await db.drop();
});

describe('the dedup worker on real Kafka and Postgres', () => {
  it('collapses each story into one event with its sources, agents and type; noise stays apart; a re-sent URL is an update', async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    const corpus = sampleCorpus(new Date());
    await producer.submit(corpus);
    await producer.close();
    worker = await startWorker();
    await settled();

    const { rows: sources } = await db.pool.query<{ url: string; event_id: string; title: string }>(
      'SELECT url, event_id, title FROM event_sources',
    );
    const eventOf = (slug: string) => new Set(sources.filter((s) => s.url.includes(`/${slug}`)).map((s) => s.event_id));
    const storyEvents = SAMPLE_STORIES.map((story) => {
      const ids = new Set(story.slugs.flatMap((slug) => [...eventOf(slug)]));
      expect(ids.size, story.id).toBe(1);
      return [...ids][0]!;
    });
    expect(new Set(storyEvents).size).toBe(SAMPLE_STORIES.length);
    for (const slug of SAMPLE_NOISE) expect(storyEvents).not.toContain([...eventOf(slug)][0]);

    // The same article URL sent twice (tracking parameters, www., then a corrected headline) is one source.
    const {
      rows: [kharkiv],
    } = await db.pool.query('SELECT * FROM events WHERE id = $1', [storyEvents[0]]);
    expect(kharkiv).toMatchObject({ source_count: 4, publication_count: 4 });
    expect(sources.filter((s) => s.event_id === storyEvents[0]).map((s) => s.title)).toContain(
      'Russian missiles hit Kharkiv power plants, cutting electricity to 200,000 homes (updated)',
    );

    // Read back through the gateway: the envelope, the agent links, sources oldest first.
    const app = await buildGateway({ config: loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' }), database: db });
    await app.ready();
    const { apiKey } = (await app.inject({ method: 'POST', url: '/api/v1/register' })).json<{ apiKey: string }>();
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${storyEvents[0]}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(res.statusCode).toBe(200);
    const { event } = res.json<{
      event: {
        sourceCount: number;
        sources: { publishedAt: string }[];
        primaryAgent: string;
        eventType: string;
        confidence: string;
        locations: { country: string }[];
      };
    }>();
    expect(event.sourceCount).toBe(4);
    expect(event.sources).toHaveLength(4);
    expect(event.sources.map((s) => s.publishedAt)).toEqual([...event.sources.map((s) => s.publishedAt)].sort());
    expect(event.primaryAgent).toBe('sentinel');
    expect(event.confidence).toBe('high');
    expect(event.locations.map((l) => l.country)).toContain('UA');
    const quake = await app.inject({
      method: 'GET',
      url: '/api/v1/agents/tectonic/events',
      headers: { 'x-api-key': apiKey },
    });
    expect(quake.json<{ events: { eventType: string; sourceCount: number }[] }>().events[0]).toMatchObject({
      eventType: 'disaster',
      sourceCount: 3,
    });
    await app.close();

    // Every change left through the outbox, in order, keyed by event.
    const changes = (await readTopic(topics.eventChanges, corpus.length)).map((v) =>
      EventChangeV1.parse(JSON.parse(v)),
    );
    expect(changes.filter((c) => c.kind === 'founded')).toHaveLength(SAMPLE_STORIES.length + SAMPLE_NOISE.length);
    expect(changes.filter((c) => c.kind === 'source_updated')).toHaveLength(1);
  });

  it("puts a story first reported by one outlet in its agent's events and stream at once, and a restart changes no link", async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    await producer.submit([
      {
        url: 'https://wire.example/energy/pipeline-blast',
        title: 'Explosion shuts crude oil pipeline feeding Baltic refinery',
        body: 'An explosion at a pumping station shut a crude oil pipeline on Tuesday, halting supply of 120,000 barrels a day to a refinery on the Baltic coast, its operator said. OPEC delegates said the outage would not change the group’s output plans.',
        publication: 'Energy Wire',
        publishedAt: new Date().toISOString(),
      },
    ]);
    await producer.close();
    worker = await startWorker();
    await settled();

    const { rows } = await db.pool.query<{ id: string; slug: string; role: string }>(
      'SELECT e.id, a.slug, l.role FROM events e JOIN event_agents l ON l.event_id = e.id JOIN agents a ON a.id = l.agent_id',
    );
    expect(rows).toEqual([{ id: expect.any(String) as string, slug: 'atlas', role: 'primary' }]);
    const eventId = rows[0]!.id;

    // The agent's events list, as a client reads it.
    const app = await buildGateway({ config: loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent' }), database: db });
    await app.ready();
    const { apiKey } = (await app.inject({ method: 'POST', url: '/api/v1/register' })).json<{ apiKey: string }>();
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/agents/atlas/events',
      headers: { 'x-api-key': apiKey },
    });
    expect(list.json<{ events: { eventId: string; sourceCount: number }[] }>().events).toEqual([
      expect.objectContaining({ eventId, sourceCount: 1 }),
    ]);
    await app.close();

    // The agent's stream: the founding change reaches the push log under the agent.
    const id = randomBytes(4).toString('hex');
    const reportsTopic = `test.reports.${id}`;
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic: reportsTopic, numPartitions: 1 }] });
    await admin.disconnect();
    const fanout = new PushFanout({
      kafka,
      pool: db.pool,
      store: new PushStore(db.pool),
      topics: { events: topics.eventChanges, reports: reportsTopic },
      group: group(),
      log: pino({ level: 'silent' }),
    });
    await fanout.start();
    try {
      const pushed = await eventually(async () => {
        const r = await db.pool.query<{ type: string; slug: string }>(
          'SELECT m.type, a.slug FROM push_messages m JOIN agents a ON a.id = m.agent_id',
        );
        return r.rows.length ? r.rows : null;
      });
      expect(pushed).toEqual([{ type: 'event.founded', slug: 'atlas' }]);
    } finally {
      await fanout.stop();
      const cleanup = kafka.admin();
      await cleanup.connect();
      await cleanup.deleteTopics({ topics: [reportsTopic] }).catch(() => undefined);
      await cleanup.disconnect();
    }

    // A restarted worker reloads the event and writes nothing new about it.
    const before = await projectionDigest(db.pool, 'public');
    await worker.stop();
    worker = await startWorker();
    await settled();
    expect(await projectionDigest(db.pool, 'public')).toEqual(before);
  });

  it('sends invalid messages to the dead-letter topic with reason, topic, partition and offset, and goes on', async () => {
    const raw = kafka.producer();
    await raw.connect();
    const good = sampleCorpus(new Date())[0]!;
    await raw.send({
      topic: topics.articles,
      messages: [
        { key: 'a', value: 'not json at all' },
        { key: 'b', value: JSON.stringify({ version: 1, url: 'ftp://example.com/x', title: '', publication: 'X' }) },
        // What PostgreSQL cannot store never reaches it: a NUL in the text, a year-0000 date.
        { key: 'd', value: JSON.stringify({ ...good, url: 'https://example.com/nul', body: 'a\u0000b' }) },
        {
          key: 'e',
          value: JSON.stringify({ ...good, url: 'https://example.com/y0', publishedAt: '0000-01-01T00:00:00Z' }),
        },
        { key: 'c', value: JSON.stringify(good) },
      ],
    });
    await raw.disconnect();
    worker = await startWorker();
    await settled();
    const dead = (await readTopic(topics.dlq, 4)).map((v) => DeadLetterV1.parse(JSON.parse(v)));
    expect(dead.map((d) => [d.reason, d.offset, d.partition, d.topic])).toEqual([
      ['not JSON', '0', 0, topics.articles],
      ['invalid article', '1', 0, topics.articles],
      ['invalid article', '2', 0, topics.articles],
      ['invalid article', '3', 0, topics.articles],
    ]);
    expect(dead[1]!.issues.map((i) => i.path).sort()).toEqual(['title', 'url']);
    expect(dead[2]!.issues).toEqual([{ path: 'body', message: 'must not contain U+0000 (NUL)' }]);
    expect(dead[3]!.issues.map((i) => i.path)).toEqual(['publishedAt']);
    const metric = await worker.metrics.deadLettered.get();
    expect(metric.values.reduce((n, v) => n + v.value, 0)).toBe(4);
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM events');
    expect(rows[0].n).toBe(1);
  });

  it('an outbox row for a topic Kafka refuses (missing) holds back no event change; it waits, counted in /metrics', async () => {
    const missing = `test.missing.${randomBytes(5).toString('hex')}`;
    await db.pool.query('INSERT INTO outbox (topic, key, payload) VALUES ($1, $2, $3)', [
      missing,
      'rep_1',
      JSON.stringify({ report: 1 }),
    ]);
    const producer = new ArticleProducer(kafka, topics.articles);
    await producer.submit([sampleCorpus(new Date())[0]!]);
    await producer.close();
    const registry = new Registry();
    worker = new DedupWorker({
      kafka,
      pool: db.pool,
      topics,
      group: group(),
      log: pino({ level: 'silent' }),
      registry,
    });
    await worker.start();
    await settled();
    const [change] = (await readTopic(topics.eventChanges, 1)).map((v) => EventChangeV1.parse(JSON.parse(v)));
    expect(change!.kind).toBe('founded');
    const failures = await eventually(async () => {
      const text = await registry.metrics();
      return /^sitrep_outbox_send_failures_total\{topic="([^"]+)"\} (\d+)/m.exec(text) ?? null;
    });
    expect(failures[1]).toBe(missing);
    expect(await registry.metrics()).toMatch(/^sitrep_outbox_stuck_topics 1$/m);
    // The relay marks the other topics' rows sent once the whole round settles (the failure counted
    // first, the marks committed after): wait for the marks, then the refused topic's row still waits.
    const rows = await eventually(async () => {
      const { rows } = await db.pool.query<{ topic: string; sent: boolean }>(
        'SELECT topic, published_at IS NOT NULL AS sent FROM outbox ORDER BY id',
      );
      return rows.filter((r) => r.topic === topics.eventChanges).every((r) => r.sent) ? rows : null;
    });
    expect(rows.filter((r) => r.topic === missing)).toEqual([{ topic: missing, sent: false }]);
    expect(rows.some((r) => r.topic === topics.eventChanges)).toBe(true);
  });

  it('resumes from the offset stored with the projection: a restarted worker adds nothing twice', async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    const corpus = sampleCorpus(new Date());
    await producer.submit(corpus.slice(0, 8));
    const groupId = group();
    worker = await startWorker(groupId);
    await settled(groupId);
    await worker.stop();
    const before = await db.pool.query('SELECT id, source_count FROM events ORDER BY id');
    // Kafka forgets where the group was (a new group id would start over); the stored offset decides.
    await db.pool.query('UPDATE dedup_offsets SET consumer = $1', [`${groupId}-b`]);
    await producer.submit(corpus.slice(8));
    await producer.close();
    worker = await startWorker(`${groupId}-b`);
    await settled(`${groupId}-b`);
    const { rows } = await db.pool.query<{ n: number }>('SELECT sum(source_count)::int AS n FROM events');
    const distinctUrls = new Set(corpus.map((a) => a.url.replace(/^https:\/\/www\./, 'https://').replace(/\?.*$/, '')))
      .size;
    expect(rows[0]!.n).toBe(distinctUrls);
    expect(before.rows.length).toBeGreaterThan(0);
  });

  it('holds at most AHEAD articles and a chunk parsed ahead of its decisions, however many one fetch brings', async () => {
    // 3,000 small articles are ~2 MB: Kafka hands them over in one fetch (up to 4 MB), and each parsed
    // article takes ~10 KB of the worker's heap until it is decided.
    const producer = new ArticleProducer(kafka, topics.articles);
    const articles = syntheticArticles(3_000, { seed: 31 });
    for (let i = 0; i < articles.length; i += 1_000) await producer.submit(articles.slice(i, i + 1_000));
    await producer.close();
    worker = await startWorker();
    await settled();
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_sources');
    expect(rows[0]!.n).toBe(new Set(articles.map((a) => a.url)).size);
    expect(worker.inboxPeak).toBeGreaterThan(0);
    expect(worker.inboxPeak).toBeLessThan(AHEAD + 200);
  }, 120_000);

  it("keeps no decided chunk's parsed articles while its new events' entities are extracted (fakes a hung extraction)", async () => {
    // Each parsed article holds its features, body and facts (~10 KB): a chunk decided and waiting for
    // its new events' entities should hold only its prepared write, not its parsed articles.
    worker = await startWorker();
    const pool = (worker as unknown as { features: FeaturePool }).features;
    const parsedRefs: WeakRef<object>[][] = [];
    const parse = pool.parse.bind(pool);
    // In the order the messages come (a later slice may be parsed first).
    pool.parse = (messages) => {
      const refs: WeakRef<object>[] = [];
      parsedRefs.push(refs);
      return parse(messages).then((list) => {
        refs.push(...list.map((p) => new WeakRef(p)));
        return list;
      });
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const entities = pool.entities.bind(pool);
    pool.entities = async (articles) => {
      await gate;
      return entities(articles);
    };
    const decided = async () => (await worker!.metrics.processed.get()).values.reduce((n, v) => n + v.value, 0);
    const producer = new ArticleProducer(kafka, topics.articles);
    const articles = syntheticArticles(600, { seed: 41 });
    for (let i = 0; i < articles.length; i += 200) await producer.submit(articles.slice(i, i + 200));
    await producer.close();
    // The first chunk's write waits for its entities, and the loop for that write (a chunk decided
    // meanwhile waits for it too): nothing more is decided. What is decided is held as prepared writes.
    try {
      let last = -1;
      const held = await eventually(async () => {
        const n = await decided();
        const stable = n > 0 && n === last;
        last = n;
        if (stable) return n;
        await new Promise((r) => setTimeout(r, 1_000));
        return null;
      }, 60_000);
      expect(held).toBeGreaterThanOrEqual(100);
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      for (let i = 0; i < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        gc();
      }
      const decidedArticles = parsedRefs.flat().slice(0, held);
      expect(decidedArticles.length).toBe(held);
      expect(decidedArticles.filter((r) => r.deref() !== undefined).length).toBe(0);
    } finally {
      release();
    }
    await settled();
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_sources');
    expect(rows[0]!.n).toBe(new Set(articles.map((a) => a.url)).size);
  }, 120_000);

  it('replays the demo ingested three times, the worker restarted in between, to the live digest; the diff names what differs', async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    const groupId = group();
    // Each demo run ingests the sample corpus dated from its own start: the same URLs, other dates.
    for (const start of ['2026-11-20T12:00:00Z', '2026-11-21T09:00:00Z', '2026-11-22T18:00:00Z']) {
      await producer.submit(sampleCorpus(new Date(start)));
      worker = await startWorker(groupId);
      await settled(groupId);
      await worker.stop();
      worker = null;
    }
    await producer.close();
    const schema = `replay_${randomBytes(3).toString('hex')}`;
    const log = pino({ level: 'silent' });
    const result = await replay({ databaseUrl: db.url, kafka, topics, schema, log });
    expect(describeDiff(result.diff)).toBe('no rows differ');
    expect(result.replay).toEqual(await projectionDigest(db.pool));
    // The digest covers the stored storylines (demo-history.test.ts replays a world where they develop).
    const { rows: lines } = await db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_agents WHERE storyline_id IS NULL',
    );
    expect(lines[0]!.n).toBe(0);

    // A live source ingested at another time, and a link with another role: named, with the column.
    await db.pool.query(
      "UPDATE event_sources SET ingested_at = ingested_at + interval '1 hour' WHERE canonical_url = (SELECT min(canonical_url) FROM event_sources)",
    );
    await db.pool.query(
      "UPDATE event_agents SET role = CASE role WHEN 'primary' THEN 'secondary' ELSE 'primary' END WHERE event_id = (SELECT min(event_id) FROM event_agents)",
    );
    const diff = await projectionDiff(db.pool, schema, 'public');
    expect(diff.parts.sources).toEqual({ onlyInA: 0, onlyInB: 0, different: 1 });
    expect(diff.parts.links.different).toBeGreaterThanOrEqual(1);
    expect(diff.columns).toMatchObject({ 'sources.ingested_at': 1, 'links.role': diff.parts.links.different });
    expect(describeDiff(diff)).toContain('sources.ingested_at (1)');
    await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
  }, 120_000);

  it("replays the demo world's fortnight, fed a day at a time, to the live projection, its storylines included", async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    const groupId = group();
    worker = await startWorker(groupId);
    for (const day of demoWorldDays(new Date('2026-11-20T12:00:00Z')).history) {
      await producer.submit(day.articles);
      await settled(groupId);
    }
    await worker.stop();
    worker = null;
    await producer.close();
    const { rows } = await db.pool.query<{ developing: number }>(
      `SELECT count(*)::int AS developing FROM (
         SELECT 1 FROM event_agents GROUP BY agent_id, storyline_id HAVING count(*) > 1) x`,
    );
    expect(rows[0]!.developing).toBeGreaterThan(5);
    const schema = `replay_${randomBytes(3).toString('hex')}`;
    const result = await replay({ databaseUrl: db.url, kafka, topics, schema, log: pino({ level: 'silent' }) });
    expect(describeDiff(result.diff)).toBe('no rows differ');
    await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
  }, 240_000);

  it('decides exactly as the quality benchmark does on the same messages (same-URL updates, eviction, chunks)', async () => {
    const producer = new ArticleProducer(kafka, topics.articles);
    await producer.submit(sampleCorpus(new Date('2026-11-20T12:00:00Z')));
    await producer.submit(syntheticArticles(400, { seed: 11, start: new Date('2026-11-20T13:00:00Z') }));
    await producer.submit(sampleCorpus(new Date('2026-11-21T08:00:00Z')));
    await producer.close();
    worker = await startWorker();
    await settled();
    const { rows } = await db.pool.query<{ canonical_url: string; event_id: string }>(
      'SELECT canonical_url, event_id FROM event_sources',
    );
    // The same messages, with the times Kafka gave them, through the benchmark's path.
    const admin = kafka.admin();
    await admin.connect();
    const count = Number((await admin.fetchTopicOffsets(topics.articles))[0]!.high);
    await admin.disconnect();
    const consumer = kafka.consumer({ groupId: group() });
    await consumer.connect();
    await consumer.subscribe({ topic: topics.articles, fromBeginning: true });
    const stream: { article: ArticleV1; ts: number; offset: number }[] = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) => {
          stream.push({
            article: ArticleV1.parse(JSON.parse(message.value!.toString())),
            ts: Number(message.timestamp),
            offset: Number(message.offset),
          });
          if (stream.length >= count) resolve();
          return Promise.resolve();
        },
      });
    });
    await consumer.disconnect();
    stream.sort((a, b) => a.offset - b.offset);
    const bench = decideStream(stream, { chunkSize: 1000 });
    expect(new Map(rows.map((r) => [r.canonical_url, r.event_id]))).toEqual(bench);
    expect(new Set(bench.values()).size).toBeLessThan(bench.size);
  }, 120_000);
});
