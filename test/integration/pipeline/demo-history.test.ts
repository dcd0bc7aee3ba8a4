// The demo world's fortnight played through real Kafka, the real dedup worker and the report
// activities on real Postgres, as `ops history` plays it at the demo's first start.
import { randomBytes } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../../schemas/api/report.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { historyPlayed, historyReporter, playHistory } from '../../../services/ops/demo-history.ts';
import { demoWorldDays } from '../../../services/ops/demo-world/index.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { testKafka } from '../../helpers/kafka.ts';

const DAY = 86_400_000;
let db: TestDatabase;
let kafka: Kafka;
let worker: DedupWorker;
const id = randomBytes(5).toString('hex');
const topics = { articles: `test.articles.${id}`, dlq: `test.dlq.${id}`, eventChanges: `test.events.${id}` };
const group = `dedup-${id}`;

beforeAll(async () => {
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  kafka = testKafka('sitrep-history-test');
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: Object.values(topics).map((topic) => ({ topic, numPartitions: 2, replicationFactor: 1 })),
  });
  await admin.disconnect();
  worker = new DedupWorker({ kafka, pool: db.pool, topics, group, log: pino({ level: 'silent' }), chunkSize: 200 });
  await worker.start();
});
afterAll(async () => {
  await worker?.stop();
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await admin.disconnect();
  await db?.drop();
});

describe("the demo's history (sample data)", () => {
  it('plays two weeks a day at a time: events dated when published, a report a day per agent, none citing the future', async () => {
    const now = new Date();
    const { history } = demoWorldDays(now);
    const producer = new ArticleProducer(kafka, topics.articles);
    const admin = kafka.admin();
    await admin.connect();
    expect(await historyPlayed(db.pool)).toBe(false);
    try {
      const done = await playHistory(
        {
          pool: db.pool,
          send: (articles, timestampOf) => producer.send(articles, timestampOf),
          topicEnd: async () =>
            (await admin.fetchTopicOffsets(topics.articles)).reduce((s, p) => s + Number(p.high), 0),
          report: historyReporter(db.pool, 'test.reports'),
          dedupGroup: group,
          log: () => undefined,
        },
        history,
      );
      expect(done).toEqual({
        articles: history.reduce((n, d) => n + d.articles.length, 0),
        reports: history.length * DEMO_AGENTS.length,
      });
    } finally {
      await producer.close();
      await admin.disconnect();
    }
    expect(await historyPlayed(db.pool)).toBe(true);

    // The events are dated as the news came in: the agents' sparklines have a fortnight to show.
    const { rows: seen } = await db.pool.query<{ days: number; latest: Date }>(
      "SELECT count(DISTINCT date_trunc('day', first_seen_at))::int AS days, max(last_updated_at) AS latest FROM events",
    );
    expect(seen[0]!.days).toBeGreaterThanOrEqual(12);
    expect(seen[0]!.latest.getTime()).toBeLessThanOrEqual(now.getTime() - DAY);

    const { rows } = await db.pool.query<{ slug: string; body: unknown }>(
      'SELECT a.slug, r.body FROM reports r JOIN agents a ON a.id = r.agent_id ORDER BY r.generated_at',
    );
    const reports = rows.map((r) => ({ slug: r.slug, report: Report.parse(r.body) }));
    const asOfs = new Set(history.map((d) => d.asOf.toISOString()));
    const firstSeen = new Map(
      (await db.pool.query<{ id: string; first_seen_at: Date }>('SELECT id, first_seen_at FROM events')).rows.map(
        (e) => [e.id, e.first_seen_at.getTime()],
      ),
    );
    for (const { slug, report } of reports) {
      expect(asOfs.has(report.generatedAt), slug).toBe(true);
      expect(report.coverageWindow.end).toBe(report.generatedAt);
      for (const e of report.sourceEventIds)
        expect(firstSeen.get(e)!, `${slug} ${report.generatedAt} ${e}`).toBeLessThanOrEqual(Date.parse(report.asOf));
    }
    for (const agent of DEMO_AGENTS) {
      const own = reports.filter((r) => r.slug === agent.name.toLowerCase()).map((r) => r.report);
      expect(own).toHaveLength(history.length);
      // Only the first has no prior; most days bring news of the agent's storylines.
      expect(own.filter((r) => r.trend === null)).toHaveLength(1);
      expect(own.filter((r) => r.sourceEventIds.length > 0).length, agent.name).toBeGreaterThanOrEqual(6);
      expect(new Set(own.map((r) => r.trend)).size, agent.name).toBeGreaterThanOrEqual(3);
    }

    // Storylines are stored with the agent links, and reports place their events in them.
    const { rows: lines } = await db.pool.query<{ slug: string; developing: number }>(
      `SELECT a.slug, count(*)::int AS developing FROM (
         SELECT agent_id FROM event_agents GROUP BY agent_id, storyline_id HAVING count(*) > 1) x
         JOIN agents a ON a.id = x.agent_id GROUP BY a.slug`,
    );
    expect(lines.length).toBeGreaterThanOrEqual(DEMO_AGENTS.length - 2);
    const placed = new Set(
      reports
        .filter((r) => / development(?: around [^.]+)? in \w+ days?, after /.test(r.report.situation.why_it_matters))
        .map((r) => r.slug),
    );
    expect(placed.size).toBeGreaterThanOrEqual(DEMO_AGENTS.length / 2);
  }, 240_000);
});
