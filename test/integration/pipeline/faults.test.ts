// Effectively once under SIGKILL, replay byte for byte, and two workers on one stream. Real Kafka,
// real Postgres, and the worker as a real process (`services/dedup/main.ts`) where it gets killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { projectionDigest } from '../../../services/dedup/digest.ts';
import { replay } from '../../../services/dedup/replay.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { prng, syntheticArticles } from '../../../services/ops/synthetic.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testKafka } from '../../helpers/kafka.ts';
import { ROOT } from '../../helpers/services.ts';

const ARTICLES = 20_000;
const INVALID = 40;
const log = pino({ level: 'silent' });
let kafka: Kafka;
const created: string[] = [];
const databases: TestDatabase[] = [];

async function topicSet(partitions = 1) {
  const id = randomBytes(5).toString('hex');
  const t = { articles: `test.articles.${id}`, dlq: `test.dlq.${id}`, eventChanges: `test.events.${id}` };
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: Object.values(t).map((topic) => ({
      topic,
      numPartitions: topic === t.articles ? partitions : 1,
      replicationFactor: 1,
    })),
  });
  await admin.disconnect();
  created.push(...Object.values(t));
  return t;
}

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  databases.push(db);
  return db;
}

async function ends(topic: string): Promise<Map<number, number>> {
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  return new Map(offsets.map((o) => [o.partition, Number(o.high)]));
}

async function settled(db: TestDatabase, topic: string, group: string, timeoutMs = 240_000): Promise<void> {
  const want = await ends(topic);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.pool.query<{ partition: number; next_offset: string }>(
      'SELECT partition, next_offset FROM dedup_offsets WHERE topic = $1 AND consumer = $2',
      [topic, group],
    );
    const at = new Map(rows.map((r) => [r.partition, Number(r.next_offset)]));
    if ([...want].every(([p, end]) => (at.get(p) ?? 0) >= end)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`group ${group} did not reach the end of ${topic}`);
}

function spawnWorker(
  db: TestDatabase,
  topics: { articles: string; dlq: string; eventChanges: string },
  group: string,
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'services/dedup/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
      LOG_LEVEL: 'error',
      ARTICLES_TOPIC: topics.articles,
      ARTICLES_DLQ_TOPIC: topics.dlq,
      EVENTS_TOPIC: topics.eventChanges,
      DEDUP_GROUP: group,
    },
  });
}

let topics: Awaited<ReturnType<typeof topicSet>>;
let clean: { db: TestDatabase; digest: Awaited<ReturnType<typeof projectionDigest>>; deadLettered: number };

beforeAll(async () => {
  kafka = testKafka('sitrep-faults-test');
  topics = await topicSet();
  // 20,000 articles with invalid messages scattered through them.
  const producer = new ArticleProducer(kafka, topics.articles);
  const raw = kafka.producer();
  await raw.connect();
  const articles = syntheticArticles(ARTICLES, { seed: 7 });
  const every = Math.floor(ARTICLES / INVALID);
  for (let i = 0; i < ARTICLES; i += every) {
    await producer.submit(articles.slice(i, i + every));
    await raw.send({
      topic: topics.articles,
      messages: [{ key: `bad-${i}`, value: i % 2 ? '{"version":1,"url":"nope"}' : 'garbage' }],
    });
  }
  await producer.close();
  await raw.disconnect();

  // The clean run: one worker, never interrupted.
  const db = await database();
  const group = `clean-${randomBytes(3).toString('hex')}`;
  const worker = new DedupWorker({ kafka, pool: db.pool, topics, group, log });
  await worker.start();
  await settled(db, topics.articles, group);
  await worker.stop();
  const deadLettered = (await worker.metrics.deadLettered.get()).values.reduce((n, v) => n + v.value, 0);
  clean = { db, digest: await projectionDigest(db.pool), deadLettered };
}, 300_000);

afterAll(async () => {
  for (const db of databases) await db.drop();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: created }).catch(() => undefined);
  await admin.disconnect();
});

describe('faults', () => {
  it('builds a real projection from the 20,000 articles', () => {
    expect(clean.digest.sources).toBe(ARTICLES);
    expect(clean.digest.events).toBeGreaterThan(1_000);
    expect(clean.digest.events).toBeLessThan(ARTICLES);
  });

  it("ends with the clean run's digest after the worker is SIGKILLed at random points, four times", async () => {
    const db = await database();
    const group = `killed-${randomBytes(3).toString('hex')}`;
    const rand = prng(2026);
    const stderr: string[] = [];
    for (let kill = 0; kill < 4; kill++) {
      const child = spawnWorker(db, topics, group);
      child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
      // Somewhere after start-up (about 3 s) and well before the end of the topic.
      await new Promise((r) => setTimeout(r, 3_500 + Math.floor(rand() * 3_000)));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    const { rows } = await db.pool.query<{ next_offset: string }>(
      'SELECT next_offset FROM dedup_offsets WHERE consumer = $1',
      [group],
    );
    expect(Number(rows[0]?.next_offset ?? 0), 'the kills landed before the end of the topic').toBeLessThan(
      ARTICLES + INVALID,
    );
    const last = spawnWorker(db, topics, group);
    try {
      await settled(db, topics.articles, group);
    } finally {
      last.kill('SIGTERM');
      await new Promise((r) => last.once('exit', r));
    }
    expect(await projectionDigest(db.pool), stderr.join('').slice(-2000)).toEqual(clean.digest);
  }, 300_000);

  it("drops its in-memory decisions when a write fails, reloads from the projection, and still ends with the clean run's digest", async () => {
    const db = await database();
    // A switch that makes every write of sources fail while it is on.
    await db.pool.query(`
      CREATE TABLE fail_writes (active boolean NOT NULL);
      INSERT INTO fail_writes VALUES (false);
      CREATE FUNCTION fail_if_asked() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF (SELECT active FROM fail_writes) THEN RAISE EXCEPTION 'injected write failure'; END IF; RETURN NULL; END $$;
      CREATE TRIGGER fail_if_asked BEFORE INSERT ON event_sources FOR EACH STATEMENT EXECUTE FUNCTION fail_if_asked();`);
    const group = `failing-${randomBytes(3).toString('hex')}`;
    const worker = new DedupWorker({ kafka, pool: db.pool, topics, group, log, chunkSize: 500 });
    const offset = async () =>
      Number(
        (
          await db.pool.query<{ n: string }>(
            'SELECT coalesce(max(next_offset), 0) AS n FROM dedup_offsets WHERE consumer = $1',
            [group],
          )
        ).rows[0]!.n,
      );
    await worker.start();
    try {
      while ((await offset()) < 3_000) await new Promise((r) => setTimeout(r, 50));
      await db.pool.query('UPDATE fail_writes SET active = true');
      const stuckAt = await new Promise<number>((resolve) => setTimeout(() => void offset().then(resolve), 1_500));
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await offset(), 'nothing is written while writes fail').toBe(stuckAt);
      await db.pool.query('UPDATE fail_writes SET active = false');
      await settled(db, topics.articles, group);
    } finally {
      await worker.stop();
    }
    expect(await projectionDigest(db.pool)).toEqual(clean.digest);
  }, 300_000);

  it('replays the same log into a fresh schema with the same digest, byte for byte', async () => {
    const result = await replay({
      databaseUrl: clean.db.url,
      kafka,
      topics,
      schema: `replay_${randomBytes(3).toString('hex')}`,
      log,
    });
    expect(result.articles).toBe(ARTICLES + INVALID);
    expect(result.replay).toEqual(clean.digest);
    expect(result.live).toEqual(clean.digest);
    const none = { onlyInA: 0, onlyInB: 0, different: 0 };
    expect(result.diff).toEqual({ parts: { events: none, sources: none, links: none }, columns: {} });
  }, 300_000);

  it('sends every invalid message to the dead-letter topic, keyed by its position, and counts it', async () => {
    expect(clean.deadLettered).toBe(INVALID);
    // Both runs above dead-lettered the same messages; the keys (topic:partition:offset) make that visible.
    const total = (await ends(topics.dlq)).get(0)!;
    const consumer = kafka.consumer({ groupId: `dlq-${randomBytes(3).toString('hex')}` });
    await consumer.connect();
    await consumer.subscribe({ topic: topics.dlq, fromBeginning: true });
    const keys: string[] = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) => {
          keys.push(message.key!.toString());
          if (keys.length >= total) resolve();
          return Promise.resolve();
        },
      });
    });
    await consumer.disconnect();
    const distinct = new Set(keys);
    expect(distinct.size).toBe(INVALID);
    expect([...distinct].every((k) => k.startsWith(`${topics.articles}:0:`))).toBe(true);
  });
});

describe('two workers on one stream', () => {
  it('never found two events for copies of one story, whichever worker sees them', async () => {
    const four = await topicSet(4);
    const db = await database();
    const group = `pair-${randomBytes(3).toString('hex')}`;
    const workers = [0, 1].map(
      () => new DedupWorker({ kafka, pool: db.pool, topics: four, group, log, chunkSize: 50 }),
    );
    await Promise.all(workers.map((w) => w.start()));
    const stories = syntheticArticles(300, { seed: 99, perEvent: 1 });
    // Each story three times under three URLs (three partitions), all sent at once.
    const copies = stories.flatMap((s, i) =>
      [0, 1, 2].map((c) => ({ ...s, url: `https://copy${c}.synthetic.invalid/story/${i}` })),
    );
    const producer = new ArticleProducer(kafka, four.articles);
    await producer.submit(copies);
    await producer.close();
    try {
      await settled(db, four.articles, group, 120_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const { rows } = await db.pool.query<{ story: string; events: number }>(
      `SELECT substring(canonical_url from '/story/(\\d+)$') AS story, count(DISTINCT event_id)::int AS events FROM event_sources GROUP BY 1`,
    );
    expect(rows).toHaveLength(300);
    expect(rows.filter((r) => r.events !== 1)).toEqual([]);
  }, 180_000);
});
