// A client agent's backfill, first report and billing, on the real pipeline: Kafka, the dedup worker,
// Postgres, Temporal and the report worker (its workflows and activities, the deterministic composer).
import { randomBytes } from 'node:crypto';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleInput } from '../../../schemas/messages/article.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import { AGENT_REPORT_CREDITS } from '../../../services/domain/agent-billing.ts';
import { ClientAgentStore } from '../../../services/gateway/agents/client-agents.ts';
import { agentLifecycle } from '../../../services/gateway/agents/lifecycle.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { resumeFundedAgents } from '../../../services/reports/client-agent-activities.ts';
import { scheduleIdFor } from '../../../services/reports/schedules.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testKafka } from '../../helpers/kafka.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let db: TestDatabase;
let kafka: Kafka;
let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
let dedup: DedupWorker;
let producer: ArticleProducer;
let store: ClientAgentStore;
let topics: { articles: string; dlq: string; eventChanges: string };
const taskQueue = testTaskQueue('client-agents');
const log = pino({ level: 'silent' });
const agentIds: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  kafka = testKafka('sitrep-client-agents-backfill-test');
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
  dedup = new DedupWorker({ kafka, pool: db.pool, topics, group: `dedup-${id}`, log, chunkSize: 200 });
  await dedup.start();
  env = await connectTemporal();
  ({ worker } = await createReportWorker(env, db.pool, taskQueue));
  running = worker.run();
  store = new ClientAgentStore({
    pool: db.pool,
    topic: topics.articles,
    send: (m) => producer.sendKeyed(m),
    log,
    clock: () => new Date(),
    changed: agentLifecycle({ temporal: () => Promise.resolve(env.client), taskQueue, backfillDays: 7 }),
  });
}, 120_000);

afterAll(async () => {
  for (const a of agentIds)
    await env?.client.schedule
      .getHandle(scheduleIdFor(a))
      .delete()
      .catch(() => undefined);
  worker?.shutdown();
  await running;
  await dedup?.stop();
  await producer?.close();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await admin.disconnect();
  await db?.drop();
  await env?.teardown();
});

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const article = (i: number, title: string, publication: string, tag: string): ArticleInput => ({
  version: 1,
  url: `https://www.example-${i}.sample.invalid/${tag}-${i}`,
  title,
  body: `${title}. The Houthi movement in Yemen claimed the missile attack on the tanker, the latest strike on Red Sea shipping; container lines kept diverting vessels around Africa.`,
  publication,
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  sample: true,
});

const TANKER = [
  article(
    0,
    'Houthi missile strikes oil tanker near Bab el-Mandeb, Red Sea shipping insurers raise premiums',
    'Tidewatch',
    'tanker',
  ),
  article(
    1,
    'Tanker hit by Houthi missile near Bab el-Mandeb as Red Sea shipping risk grows',
    'Harbor Ledger',
    'tanker',
  ),
];
const QUAKE: ArticleInput = {
  version: 1,
  url: 'https://www.example-9.sample.invalid/quake',
  title: 'Magnitude 6.1 earthquake shakes northern Luzon, landslides block mountain roads',
  body: 'A magnitude 6.1 earthquake struck northern Luzon in the Philippines; landslides blocked roads in the Cordillera and schools were closed for inspections.',
  publication: 'Island Wire',
  publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  sample: true,
};

async function balance(account: string): Promise<number> {
  const { rows } = await db.pool.query<{ b: string }>('SELECT balance_credits AS b FROM accounts WHERE id = $1', [
    account,
  ]);
  return Number(rows[0]!.b);
}

describe('a client agent backfilled, reported and billed (real Kafka, dedup worker, Temporal)', () => {
  it('links the matching events of the days before it, writes its first report at once charged to its owner, pauses when the balance cannot pay the next, resumes on top-up, and deleting it ends its schedule', async () => {
    // News before the agent exists: a tanker story it matches and an earthquake it does not.
    await producer.submit([...TANKER, QUAKE]);
    const events = await until('two events', async () => {
      const { rows } = await db.pool.query<{ id: string; title: string }>(
        'SELECT id, title FROM events ORDER BY title',
      );
      return rows.length === 2 && rows;
    });
    const tanker = events.find((e) => e.title.includes('tanker'))!;
    const quake = events.find((e) => e.title.includes('earthquake'))!;

    // Enough for the first report, not for a second.
    const owner = (
      await db.pool.query<{ id: string }>('INSERT INTO accounts (balance_credits) VALUES ($1) RETURNING id', [
        AGENT_REPORT_CREDITS + AGENT_REPORT_CREDITS / 2,
      ])
    ).rows[0]!.id;
    const agent = (await store.create(
      owner,
      {
        name: 'Red Sea lanes',
        description: 'Houthi attacks on Red Sea shipping',
        domain: 'shipping',
        profile: { keywords: ['houthi', 'tanker', 'red sea', 'shipping'], entities: [], regions: ['YE'], feeds: [] },
        reportIntervalMinutes: 60,
      },
      10,
    ))!;
    agentIds.push(agent.id);

    // The backfill links the tanker event (not the earthquake), then the first report is written.
    const state = await until('the backfill to finish', async () => {
      const s = (await store.states(owner)).get(agent.id)!;
      return (s.backfill.status === 'done' || s.backfill.status === 'failed') && s;
    });
    expect(state.backfill).toMatchObject({ status: 'done', linkedEvents: 1, error: null });
    const { rows: links } = await db.pool.query<{ event_id: string }>(
      'SELECT event_id FROM agent_backfill_links WHERE agent_id = $1',
      [agent.id],
    );
    expect(links.map((l) => l.event_id)).toEqual([tanker.id]);
    expect(links.map((l) => l.event_id)).not.toContain(quake.id);
    // The dedup worker's own links (the replay digest's) hold nothing from the backfill.
    const { rows: live } = await db.pool.query('SELECT 1 FROM event_agents WHERE agent_id = $1', [agent.id]);
    expect(live).toHaveLength(0);

    const { rows: reports } = await db.pool.query<{
      id: string;
      body: { triggerType: string; citedEventIds?: string[] };
    }>('SELECT id, body FROM reports WHERE agent_id = $1', [agent.id]);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.id).toBe(state.backfill.reportId);
    expect(reports[0]!.body.triggerType).toBe('manual');
    expect(JSON.stringify(reports[0]!.body)).toContain(tanker.id);

    // Charged to the owner, the ledger naming the report; what is left cannot pay the next one: paused.
    const { rows: ledger } = await db.pool.query<{ credits: string; operation: string; request_id: string }>(
      "SELECT credits, operation, request_id FROM usage_ledger WHERE account_id = $1 AND kind = 'charge'",
      [owner],
    );
    expect(ledger).toEqual([
      { credits: String(-AGENT_REPORT_CREDITS), operation: 'agentReport', request_id: reports[0]!.id },
    ]);
    expect(await balance(owner)).toBe(AGENT_REPORT_CREDITS / 2);
    expect((await store.states(owner)).get(agent.id)!.reports).toMatchObject({ paused: true });
    const schedule = env.client.schedule.getHandle(scheduleIdFor(agent.id));
    const described = await schedule.describe();
    expect(described.state.paused).toBe(true);
    expect(described.spec.intervals?.[0]?.every).toBe(60 * 60_000);

    // A run while paused (triggered by hand) writes nothing and charges nothing.
    await schedule.trigger();
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await db.pool.query('SELECT 1 FROM reports WHERE agent_id = $1', [agent.id])).rows).toHaveLength(1);
    expect(await balance(owner)).toBe(AGENT_REPORT_CREDITS / 2);

    // A top-up resumes it: the schedule runs again and its report is charged.
    await db.pool.query('UPDATE accounts SET balance_credits = balance_credits + 1000 WHERE id = $1', [owner]);
    expect(await resumeFundedAgents({ pool: db.pool, temporal: () => Promise.resolve(env.client) })).toEqual([
      agent.id,
    ]);
    expect((await schedule.describe()).state.paused).toBe(false);
    expect((await store.states(owner)).get(agent.id)!.reports.paused).toBe(false);
    await schedule.trigger();
    await until('a scheduled report', async () => {
      const { rows } = await db.pool.query("SELECT 1 FROM reports WHERE agent_id = $1 AND trigger_type = 'scheduled'", [
        agent.id,
      ]);
      return rows.length === 1;
    });
    expect(await balance(owner)).toBe(AGENT_REPORT_CREDITS / 2 + 1000 - AGENT_REPORT_CREDITS);

    // Deleting the agent ends its schedule.
    await store.delete(owner, agent.id);
    await expect(schedule.describe()).rejects.toThrow();
  }, 120_000);
});
