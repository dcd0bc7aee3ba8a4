// The product as its users meet it: the dedup worker and the gateway as real processes, articles in
// over the admin API, events out over HTTP on both billed surfaces.
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { receiptOf } from '../../services/payments/buyer.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { sampleCorpus } from '../../services/ops/sample-corpus.ts';
import { fundedBuyer } from '../helpers/x402.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { Processes, freePort, until } from '../helpers/processes.ts';
import { deleteAgentSchedules } from '../helpers/temporal.ts';

const ADMIN = `e2e-admin-${randomBytes(12).toString('hex')}`;
let db: TestDatabase;
let agentIds: string[] = [];
let reportsTopic = '';
let base: string;
const processes = new Processes();

beforeAll(async () => {
  const services = inject('services');
  db = await createTestDatabase();
  await upsertAgents(db.pool, DEMO_AGENTS);
  const id = randomBytes(4).toString('hex');
  const env = {
    DATABASE_URL: db.url,
    KAFKA_BROKERS: services.kafkaBrokers.join(','),
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: ADMIN,
    ARTICLES_TOPIC: `e2e.articles.${id}`,
    ARTICLES_DLQ_TOPIC: `e2e.dlq.${id}`,
    EVENTS_TOPIC: `e2e.events.${id}`,
    DEDUP_GROUP: `e2e-${id}`,
    X402_FACILITATOR_URL: services.payments.facilitatorUrl,
    X402_NETWORK: services.payments.network,
    X402_ASSET: services.payments.token,
    X402_PAY_TO: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    TEMPORAL_ADDRESS: services.temporalAddress,
    TEMPORAL_TASK_QUEUE: `e2e-reports-${id}`,
    REPORTS_TOPIC: `e2e.reports.${id}`,
  };
  agentIds = [...(await db.pool.query<{ id: string }>('SELECT id FROM agents')).rows.map((r) => r.id)];
  reportsTopic = env.REPORTS_TOPIC;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  processes.run('services/dedup/main.ts', env);
  processes.run('services/reports/worker-main.ts', env);
  processes.run('services/gateway/main.ts', { ...env, GATEWAY_PORT: String(port) });
  // A tsx process on a loaded two-core machine can take over a minute to start.
  await until('the gateway', async () => ((await fetch(`${base}/readyz`)).ok ? true : null), 150_000);
}, 180_000);

afterAll(async () => {
  // The report worker created a schedule per agent; they must not outlive the test.
  await deleteAgentSchedules(agentIds);
  await processes.stop();
  await db.drop();
});

describe('articles in, intelligence out', () => {
  it('turns articles posted by an operator into events an agent reads with a key, and a buyer pays for with x402', async () => {
    const posted = await fetch(`${base}/admin/v1/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ articles: sampleCorpus(new Date()) }),
    });
    expect(posted.status).toBe(202);
    expect(await posted.json()).toMatchObject({ accepted: 23, rejected: [] });

    const { apiKey } = (await (await fetch(`${base}/api/v1/register`, { method: 'POST' })).json()) as {
      apiKey: string;
    };
    const events = await until('the Kharkiv story on agent 017', async () => {
      const res = await fetch(`${base}/api/v1/agents/017/events`, { headers: { 'x-api-key': apiKey } });
      const body = (await res.json()) as { events: { eventId: string; sourceCount: number; title: string }[] };
      const e = body.events.find((x) => x.title.startsWith('Russian missiles hit Kharkiv'));
      return e && e.sourceCount === 4 ? body.events : null;
    });
    const kharkiv = events.find((e) => e.title.startsWith('Russian missiles hit Kharkiv'))!;

    const buyer = await fundedBuyer();
    const paid = await buyer.pay(`${base}/x402/v1/events/${kharkiv.eventId}`);
    expect(paid.status).toBe(200);
    expect(receiptOf(paid)).toMatchObject({ success: true, payer: buyer.address });
    expect(((await paid.json()) as { event: { sourceCount: number; primaryAgent: string } }).event).toMatchObject({
      sourceCount: 4,
      primaryAgent: 'sentinel',
    });

    // A report on those events: every event it cites resolves through get event on both surfaces.
    const triggered = await fetch(`${base}/admin/v1/agents/017/reports?wait=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(triggered.status).toBe(201);
    const { report } = (await triggered.json()) as { report: { sourceEventIds: string[]; summary: string } };
    expect(report.sourceEventIds).toContain(kharkiv.eventId);
    // The report also left through the outbox onto the reports topic.
    const kafka = new Kafka({ clientId: 'e2e', brokers: inject('services').kafkaBrokers, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `e2e-${randomBytes(3).toString('hex')}` });
    await consumer.connect();
    await consumer.subscribe({ topic: reportsTopic, fromBeginning: true });
    const published = await new Promise<string>((resolve) => {
      void consumer.run({
        eachMessage: ({ message }) => {
          const value = message.value!.toString();
          if (value.includes((report as { reportId?: string }).reportId ?? '')) resolve(value);
          return Promise.resolve();
        },
      });
    });
    await consumer.disconnect();
    expect(published).toContain('"agentSlug":"sentinel"');
    for (const id of report.sourceEventIds) {
      expect(report.summary + JSON.stringify(report)).toContain(`[${id}]`);
      expect((await fetch(`${base}/api/v1/events/${id}`, { headers: { 'x-api-key': apiKey } })).status, id).toBe(200);
      expect((await buyer.pay(`${base}/x402/v1/events/${id}`)).status, id).toBe(200);
    }
  }, 120_000);
});
