// A client's own agent end to end, as the client sees it: created from a description through the real
// gateway, then real Kafka, the dedup worker, the report worker (Temporal, the deterministic composer)
// and the push worker (fan-out, webhook deliveries), an EventSource client and a webhook receiver on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import pino from 'pino';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ArticleInput } from '../../../schemas/messages/article.ts';
import { loadConfig } from '../../../services/config.ts';
import { DedupWorker } from '../../../services/dedup/worker.ts';
import { ArticleProducer } from '../../../services/ingest/producer.ts';
import { webhookWorkflowId } from '../../../services/push/dispatcher.ts';
import { startPushWorker, type PushWorker } from '../../../services/push/worker.ts';
import { scheduleIdFor } from '../../../services/reports/schedules.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, testKafka, type TestTopic } from '../../helpers/kafka.ts';
import { eventually, sseClient } from '../../helpers/push.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

const log = pino({ level: 'silent' });
const reportQueue = testTaskQueue('journey-reports');
let topics: Record<'articles' | 'dlq' | 'eventChanges' | 'reports', TestTopic>;
let gw: TestGateway;
let base: string;
let dedup: DedupWorker;
let producer: ArticleProducer;
let env: TestWorkflowEnvironment;
let reportWorker: Worker;
let reportsRunning: Promise<void>;
let push: PushWorker;
let agentId = '';
const hooks: { id: string; body: string; valid: boolean }[] = [];
let secret = '';
let receiver: Server;
let stream: ReturnType<typeof sseClient> | undefined;

beforeAll(async () => {
  const [articles, dlq, eventChanges, reports] = await Promise.all(
    ['articles', 'dlq', 'changes', 'reports'].map((prefix) => createTestTopic({ prefix })),
  );
  topics = { articles: articles!, dlq: dlq!, eventChanges: eventChanges!, reports: reports! };
  const settings = {
    ARTICLES_TOPIC: articles!.topic,
    EVENTS_TOPIC: eventChanges!.topic,
    REPORTS_TOPIC: reports!.topic,
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    TEMPORAL_ADDRESS: inject('services').temporalAddress,
    TEMPORAL_TASK_QUEUE: reportQueue,
    PUSH_GROUP: eventChanges!.groupId,
    PUSH_TASK_QUEUE: testTaskQueue('journey-push'),
    PUSH_HEARTBEAT_SECONDS: '1',
    WEB_FETCH_ALLOW_HOSTS: 'localhost',
    WEBHOOK_MAX_BACKOFF_SECONDS: '1',
  };
  gw = await startTestGateway(settings);
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}`;
  const kafka = testKafka('sitrep-client-agent-journey');
  producer = new ArticleProducer(kafka, articles!.topic);
  dedup = new DedupWorker({
    kafka,
    pool: gw.db.pool,
    topics: { articles: articles!.topic, dlq: dlq!.topic, eventChanges: eventChanges!.topic },
    group: articles!.groupId,
    log,
    chunkSize: 200,
  });
  await dedup.start();
  env = await connectTemporal();
  // Its reports go to the test's own reports topic: the relay sends the outbox's rows in one batch, and a
  // row for a topic that does not exist would hold back the event changes after it (the push worker's input).
  ({ worker: reportWorker } = await createReportWorker(env, gw.db.pool, reportQueue, reports!.topic));
  reportsRunning = reportWorker.run();
  push = await startPushWorker({
    config: loadConfig({ ...settings, DATABASE_URL: gw.db.url }),
    database: gw.db,
    kafka,
    log,
  });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      let valid = true;
      try {
        new Verifier(secret).verify(body, req.headers as Record<string, string>);
      } catch {
        valid = false;
      }
      hooks.push({ id: String(req.headers['webhook-id']), body, valid });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
}, 180_000);

afterAll(async () => {
  stream?.close();
  const { rows } = gw ? await gw.db.pool.query<{ id: string }>('SELECT id FROM webhook_subscriptions') : { rows: [] };
  for (const r of rows)
    await env?.client.workflow
      .getHandle(webhookWorkflowId(r.id))
      .terminate('test over')
      .catch(() => undefined);
  if (agentId)
    await env?.client.schedule
      .getHandle(scheduleIdFor(agentId))
      .delete()
      .catch(() => undefined);
  await push?.stop();
  reportWorker?.shutdown();
  await reportsRunning;
  await dedup?.stop();
  await producer?.close();
  await env?.teardown();
  receiver?.closeAllConnections();
  await new Promise((r) => receiver?.close(r));
  await gw?.close();
  for (const t of Object.values(topics ?? {})) await t.cleanup().catch(() => undefined);
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const article = (tag: string, title: string, body: string, publication: string, h = 1): ArticleInput => ({
  version: 1,
  url: `https://www.${tag}.sample.invalid/${tag}`,
  title,
  body: `${title}. ${body}`,
  publication,
  publishedAt: hoursAgo(h),
  sample: true,
});
const RED_SEA = 'The Houthi movement in Yemen claimed the missile attack, the latest on Red Sea shipping.';
const BEFORE = article('tanker', 'Houthi missile strikes oil tanker in the Red Sea', RED_SEA, 'Tidewatch', 72);
const QUAKE = article(
  'quake',
  'Magnitude 6.1 earthquake shakes northern Luzon, landslides block mountain roads',
  'Schools in the Cordillera were closed for inspections after the quake in the Philippines.',
  'Island Wire',
  2,
);
const AFTER = article(
  'bulker',
  'Greek bulk carrier sinks after missile attacks by Houthi forces off Hodeidah',
  'The crew of 22 was rescued by a passing container ship; Yemen rebels said the vessel had called at Israeli ports, and more insurers priced Red Sea shipping out of reach.',
  'Harbor Ledger',
);
const WHEAT = article(
  'wheat',
  'Wheat futures slip as Argentine harvest outlook improves',
  'Traders in Chicago priced in a larger crop from Argentina after rains in the pampas.',
  'Grain Desk',
);
const LATE = article(
  'lng',
  'Houthi missile attacks hit LNG tanker near Eritrea as Qatar pauses Red Sea shipping',
  'Doha halted liquefied gas cargoes through the Bab el-Mandeb strait after the tanker was struck, forcing voyages around the Cape of Good Hope.',
  'Tidewatch',
);

/** The event an article became, once the dedup worker wrote it. */
const eventIdOf = async (a: ArticleInput): Promise<string> =>
  eventually(async () => {
    const { rows } = await gw.db.pool.query<{ id: string }>('SELECT event_id AS id FROM event_sources WHERE url = $1', [
      a.url,
    ]);
    return rows[0]?.id;
  }, 60_000);

describe("a client's own agent, from a description to pushes and deletion (real gateway, Kafka, dedup, Temporal, push)", () => {
  it('derives its profile, backfills and reports at once, links only matching news, streams and delivers it, hides it from others, and stops all of it on delete', async () => {
    const alice = await gw.register();
    const bob = await gw.register();
    const api = (method: 'GET' | 'POST' | 'DELETE', url: string, key = alice.apiKey, payload?: object) =>
      gw.app.inject({ method, url: `/api/v1${url}`, headers: { 'x-api-key': key }, ...(payload && { payload }) });

    // News from before the agent exists (three days ago, outside the window new stories join): one story it is about, one it is not.
    await producer.submit([BEFORE, QUAKE]);
    const before = await eventIdOf(BEFORE);
    const quake = await eventIdOf(QUAKE);

    // Created from a description alone: the answer shows what will be matched.
    const created = await api('POST', '/agents', alice.apiKey, {
      name: 'Red Sea lanes',
      description: 'Houthi missile attacks on tankers and Red Sea shipping off Yemen',
    });
    expect(created.statusCode, created.body).toBe(200);
    const agent = created.json<{ id: string; slug: string; profile: { keywords: string[]; regions: string[] } }>();
    agentId = agent.id;
    expect(agent).toMatchObject({ slug: 'red_sea_lanes', owner: 'you', derived: ['keywords', 'entities', 'regions'] });
    expect(agent.profile.regions).toEqual(['YE']);
    expect(agent.profile.keywords).toEqual(expect.arrayContaining(['missile', 'shipping']));

    // Its stream and a webhook, opened before the next news.
    const sse = (stream = sseClient(`${base}/api/v1/agents/red_sea_lanes/stream`, alice.apiKey));
    await eventually(() => sse.opens() > 0 || null);
    const url = `http://localhost:${(receiver.address() as AddressInfo).port}/hook`;
    const sub = await api('POST', '/webhooks', alice.apiKey, { url, agents: ['red_sea_lanes'] });
    expect(sub.statusCode, sub.body).toBe(201);
    secret = sub.json<{ secret: string }>().secret;

    // The backfill links the earlier story (not the earthquake) and the first report cites it, at once.
    const listed = await eventually(async () => {
      const all = (await api('GET', '/agents?limit=100')).json<{
        agents: { slug: string; backfill?: { status: string } }[];
      }>();
      const own = all.agents.find((a) => a.slug === 'red_sea_lanes');
      return own?.backfill?.status === 'done' || own?.backfill?.status === 'failed' ? own : null;
    }, 90_000);
    expect(listed).toMatchObject({ owner: 'you', backfill: { status: 'done', linkedEvents: 1 } });
    const first = (await api('GET', '/agents/red_sea_lanes/reports')).json<{
      reports: { sourceEventIds: string[] }[];
    }>();
    expect(first.reports).toHaveLength(1);
    expect(first.reports[0]!.sourceEventIds).toEqual([before]);
    expect(JSON.stringify(first.reports[0])).toContain(`[${before}]`);

    // New news through Kafka: the matching story is linked, streamed and delivered; the other is not.
    await producer.submit([AFTER, WHEAT]);
    const after = await eventIdOf(AFTER);
    const wheat = await eventIdOf(WHEAT);
    expect(after, 'a story of its own, not a source of the earlier one').not.toBe(before);
    const events = await eventually(async () => {
      const res = await api('GET', '/agents/red_sea_lanes/events?limit=30');
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<{
        events: { eventId: string }[];
      }>();
      return page.events.length >= 2 ? page.events.map((e) => e.eventId) : null;
    });
    expect(events.sort()).toEqual([before, after].sort());
    expect(events).not.toContain(quake);
    expect(events).not.toContain(wheat);

    const founded = await eventually(
      () => sse.received.find((m) => m.type === 'event.founded' && m.data.includes(after)) ?? null,
      60_000,
    );
    expect(JSON.parse(founded.data)).toMatchObject({
      agent: 'red_sea_lanes',
      change: 'founded',
      event: { eventId: after },
    });
    const hook = await eventually(
      () => hooks.find((h) => h.body.includes(after) && h.body.includes('"event.founded"')) ?? null,
      60_000,
    );
    expect(hook.valid).toBe(true);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'event.founded',
      data: { agent: 'red_sea_lanes', event: { eventId: after } },
    });
    expect(sse.received.map((m) => m.data).join()).not.toContain(wheat);

    // Another account gets for each of its routes exactly what an agent that does not exist gets.
    for (const [method, route] of [
      ['GET', '/events'],
      ['GET', '/reports'],
      ['GET', '/stream'],
      ['DELETE', ''],
    ] as const) {
      const [theirs, none] = await Promise.all(
        ['red_sea_lanes', 'no_such_agent'].map((ref) => api(method, `/agents/${ref}${route}`, bob.apiKey)),
      );
      expect(theirs!.statusCode, `${method} ${route}`).toBe(404);
      expect(theirs!.json()).toEqual({ ...none!.json<object>(), ref: 'red_sea_lanes' });
    }
    const theirHook = await api('POST', '/webhooks', bob.apiKey, { url, agents: ['red_sea_lanes'] });
    const noneHook = await api('POST', '/webhooks', bob.apiKey, { url, agents: ['no_such_agent'] });
    expect(theirHook.statusCode).toBe(404);
    expect(theirHook.json()).toEqual({ ...noneHook.json<object>(), ref: 'red_sea_lanes' });
    // Nor does it list the agent or its owner's webhook.
    expect((await api('GET', '/agents?limit=100', bob.apiKey)).body).not.toContain('red_sea_lanes');
    expect((await api('GET', '/webhooks', bob.apiKey)).body).not.toContain(sub.json<{ id: string }>().id);

    // Deleted: the schedule ends, and a story that matches it afterwards is neither streamed nor delivered.
    expect((await api('DELETE', '/agents/red_sea_lanes')).statusCode).toBe(200);
    await expect(env.client.schedule.getHandle(scheduleIdFor(agent.id)).describe()).rejects.toThrow();
    const [streamed, delivered] = [sse.received.length, hooks.length];
    await producer.submit([LATE]);
    const late = await eventIdOf(LATE);
    // The push worker has read the change once it fanned it out to a catalog agent the story is linked to;
    // the messages of one change are appended at once, so the deleted agent's would be among them.
    const pushedLate = await eventually(async () => {
      const { rows } = await gw.db.pool.query<{ seq: string; agentId: string; slug: string }>(
        `SELECT p.seq, p.agent_id AS "agentId", a.slug FROM push_messages p JOIN agents a ON a.id = p.agent_id
          WHERE p.data::text LIKE '%' || $1 || '%' ORDER BY p.seq`,
        [late],
      );
      return rows.length ? rows : null;
    }, 60_000);
    expect(pushedLate.map((r) => r.agentId)).not.toContain(agent.id);
    // As the client sees it: once a stream of that catalog agent from just before the message has it, this
    // gateway's streams have all been offered it; the deleted agent's stream and webhook get nothing of the story.
    const marker = pushedLate[0]!;
    const catalog = sseClient(
      `${base}/api/v1/agents/${marker.slug}/stream?after=${BigInt(marker.seq) - 1n}`,
      alice.apiKey,
    );
    try {
      await eventually(() => catalog.received.find((m) => m.data.includes(late)) ?? null, 60_000);
    } finally {
      catalog.close();
    }
    await new Promise((r) => setTimeout(r, 1_000)); // a grace for a message that must not come
    sse.close();
    const streamedLate = sse.received.slice(streamed).filter((m) => m.data.includes(late));
    const deliveredLate = hooks.slice(delivered).filter((h) => h.body.includes(late));
    expect([streamedLate, deliveredLate]).toEqual([[], []]);
  }, 240_000);
});
