// Client agents as records on the articles topic: the dedup worker matches with each definition from
// its place in the log on, keeps its registry with its offset, and a replay rebuilds the same links.
import { randomBytes } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../../../schemas/messages/article.ts';
import { describeDiff, projectionDigest } from '../../../services/dedup/digest.ts';
import { replay } from '../../../services/dedup/replay.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import { ClientAgentStore } from '../../../services/gateway/agents/client-agents.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { SAMPLE_STORIES, sampleCorpus } from '../../../services/ops/sample-corpus.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testKafka } from '../../helpers/kafka.ts';

let db: TestDatabase;
let kafka: Kafka;
let topics: { articles: string; dlq: string; eventChanges: string };
let worker: DedupWorker | null;
let producer: ArticleProducer;
const log = pino({ level: 'silent' });

beforeEach(async () => {
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  kafka = testKafka('sitrep-client-agents-test');
  const id = randomBytes(5).toString('hex');
  topics = { articles: `test.articles.${id}`, dlq: `test.dlq.${id}`, eventChanges: `test.events.${id}` };
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: Object.values(topics).map((topic) => ({ topic, numPartitions: 1, replicationFactor: 1 })),
  });
  await admin.disconnect();
  producer = new ArticleProducer(kafka, topics.articles);
  worker = null;
});
afterEach(async () => {
  await worker?.stop();
  await producer.close();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await admin.disconnect();
  await db.drop();
});

async function startWorker(group: string): Promise<DedupWorker> {
  const w = new DedupWorker({ kafka, pool: db.pool, topics, group, log, chunkSize: 200 });
  await w.start();
  return w;
}

async function settled(group: string): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  const high = Number((await admin.fetchTopicOffsets(topics.articles))[0]!.high);
  await admin.disconnect();
  for (let i = 0; i < 300; i++) {
    const { rows } = await db.pool.query<{ next_offset: string }>(
      'SELECT next_offset FROM dedup_offsets WHERE topic = $1 AND consumer = $2',
      [topics.articles, group],
    );
    if (rows[0] && Number(rows[0].next_offset) >= high) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the dedup worker did not reach the end of the topic');
}

/** One sample story's articles, under URLs of their own (so each phase founds its own event). */
function story(id: string, phase: string, corpus: ArticleInput[]): ArticleInput[] {
  const slugs = SAMPLE_STORIES.find((s) => s.id === id)!.slugs;
  return corpus
    .filter((a) => slugs.some((s) => a.url.includes(`/${s}?`)))
    .map((a) => ({ ...a, url: a.url.replace('/news/', `/${phase}/`) }));
}

const TANKER: ArticleInput[] = [
  ['Houthi missile strikes oil tanker near Bab el-Mandeb, Red Sea shipping insurers raise premiums', 'Tidewatch'],
  ['Tanker hit by Houthi missile near Bab el-Mandeb as Red Sea shipping risk grows', 'Harbor Ledger'],
  ['Red Sea shipping: insurers lift premiums after Houthi missile hits tanker near Bab el-Mandeb', 'Quayside Post'],
].map(([title, publication], i) => ({
  version: 1,
  url: `https://www.example-${i}.sample.invalid/tanker-${i}`,
  title: title!,
  body: `${title}. The Houthi movement in Yemen claimed the missile attack on the tanker, the latest strike on Red Sea shipping; container lines kept diverting vessels around Africa.`,
  publication: publication!,
  publishedAt: '2026-11-20T11:00:00.000Z',
  sample: true,
}));

async function linkedTitles(agentId: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ title: string; role: string }>(
    'SELECT e.title, l.role FROM event_agents l JOIN events e ON e.id = l.event_id WHERE l.agent_id = $1 ORDER BY e.title',
    [agentId],
  );
  return rows.map((r) => `${r.role}: ${r.title}`);
}

describe('client agents in the log', () => {
  it('links in log order across create, restart, edit and delete, never moves a catalog link, and replays to the live digest', async () => {
    const { rows } = await db.pool.query<{ id: string }>(
      'INSERT INTO accounts (balance_credits) VALUES (0) RETURNING id',
    );
    const owner = rows[0]!.id;
    const agents = new ClientAgentStore({
      pool: db.pool,
      topic: topics.articles,
      send: (m) => producer.sendKeyed(m),
      log,
      clock: () => new Date(),
    });
    const corpus = sampleCorpus(new Date('2026-11-20T12:00:00Z'));
    const group = `dedup-${randomBytes(4).toString('hex')}`;
    worker = await startWorker(group);

    // Before the agent exists: a Red Sea story that it would have matched.
    await producer.submit(story('red-sea-shipping', 'before', corpus));
    await settled(group);
    const agent = (await agents.create(
      owner,
      {
        name: 'Red Sea lanes',
        description: 'Houthi attacks on Red Sea shipping',
        domain: 'shipping',
        profile: { keywords: ['houthi', 'red sea', 'shipping', 'container'], entities: [], regions: ['YE'], feeds: [] },
        reportIntervalMinutes: 60,
      },
      10,
    ))!;
    await producer.submit([...story('red-sea-shipping', 'after', corpus), ...story('luzon-earthquake', 'a', corpus)]);
    await settled(group);
    expect(await linkedTitles(agent.id)).toEqual([
      'secondary: Houthi drone attack damages container ship in the Red Sea',
    ]);

    // A restarted worker matches with the registry stored with its offset.
    await worker.stop();
    worker = await startWorker(group);
    await agents.update(owner, agent.id, {
      name: 'Red Sea lanes',
      description: 'ECB rates',
      domain: 'rates',
      profile: { keywords: ['ecb', 'interest rates', 'inflation', 'rate cut'], entities: [], regions: [], feeds: [] },
      reportIntervalMinutes: 60,
    });
    await producer.submit([...story('ecb-rate-cut', 'edited', corpus), ...story('red-sea-shipping', 'edited', corpus)]);
    await settled(group);
    await agents.delete(owner, agent.id);
    await producer.submit([...TANKER, ...story('ecb-rate-cut', 'deleted', corpus)]);
    await settled(group);

    // Red Sea before the edit, the ECB after it, nothing after the delete.
    const links = await linkedTitles(agent.id);
    expect(links).toEqual([
      'secondary: European Central Bank cuts interest rates by a quarter point',
      'secondary: Houthi drone attack damages container ship in the Red Sea',
    ]);
    const { rows: registry } = await db.pool.query('SELECT slug, profile FROM dedup_agents');
    expect(registry).toEqual([{ slug: 'red_sea_lanes', profile: null }]);
    // The catalog's roles are its own: Harbor stays primary on every Red Sea event, the agent or not.
    const { rows: harbor } = await db.pool.query<{ role: string }>(
      `SELECT DISTINCT l.role FROM event_agents l JOIN agents a ON a.id = l.agent_id JOIN events e ON e.id = l.event_id
        WHERE a.slug = 'harbor' AND e.title ILIKE '%red sea%'`,
    );
    expect(harbor).toEqual([{ role: 'primary' }]);
    const { rows: waiting } = await db.pool.query(
      "SELECT id FROM outbox WHERE published_at IS NULL AND key LIKE 'agent:%'",
    );
    expect(waiting).toEqual([]);

    await worker.stop();
    worker = null;
    const schema = `replay_${randomBytes(3).toString('hex')}`;
    const result = await replay({ databaseUrl: db.url, kafka, topics, schema, log });
    expect(describeDiff(result.diff)).toBe('no rows differ');
    expect(result.replay).toEqual(await projectionDigest(db.pool));
    expect(result.replay.links).toBeGreaterThan(links.length);
    await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
  }, 180_000);
});
