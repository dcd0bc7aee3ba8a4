// The SSE stream per agent, end to end: event changes on real Kafka → the push worker's fan-out →
// the push log in real Postgres → gateway processes → a real EventSource client.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AccountStore } from '../../../services/gateway/billing/accounts.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { PushFanout } from '../../../services/push/fanout.ts';
import { PushStore } from '../../../services/push/store.ts';
import { testReport } from '../../fixtures/reports.ts';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import {
  eventually,
  foundEvents,
  freePort,
  publish,
  sseClient,
  startGatewayProcess,
  type AppProcess,
} from '../../helpers/push.ts';

let db: TestDatabase;
let events: TestTopic;
let reports: TestTopic;
let fanout: PushFanout;
let agents: Map<string, string>;
let accounts: AccountStore;
let env: Record<string, string>;
const gateways: AppProcess[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  agents = await upsertAgents(db.pool, DEMO_AGENTS);
  accounts = new AccountStore(db.pool);
  [events, reports] = await Promise.all([
    createTestTopic({ prefix: 'changes', partitions: 3 }),
    createTestTopic({ prefix: 'reports' }),
  ]);
  fanout = new PushFanout({
    kafka: events.kafka,
    pool: db.pool,
    store: new PushStore(db.pool),
    topics: { events: events.topic, reports: reports.topic },
    group: events.groupId,
    log: pino({ level: 'silent' }),
  });
  await fanout.start();
  env = {
    DATABASE_URL: db.url,
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    PUSH_HEARTBEAT_SECONDS: '1',
    LOG_LEVEL: 'warn',
  };
}, 120_000);

afterAll(async () => {
  for (const g of gateways) await g.stop('SIGKILL');
  await fanout?.stop();
  await events?.cleanup();
  await reports?.cleanup();
  await db?.drop();
});

const idsOf = (r: { id: string }[]) => r.map((m) => Number(m.id));
const pushed = async (agentId: string) =>
  (
    await db.pool.query<{ seq: string }>('SELECT seq FROM push_messages WHERE agent_id = $1 ORDER BY seq', [agentId])
  ).rows.map((r) => Number(r.seq));

describe('SSE stream per agent (real Kafka, Postgres, gateway processes, EventSource)', () => {
  it('delivers in order, and after a cut and a gateway restart resumes from Last-Event-ID with exactly the full sequence', async () => {
    const sentinel = agents.get('sentinel')!;
    const port = await freePort();
    let gateway = await startGatewayProcess(env, port);
    gateways.push(gateway);
    const { apiKey } = await accounts.register(10_000, null);
    // No cursor: only messages from now on (the URL never says where to resume).
    const client = sseClient(`http://127.0.0.1:${port}/api/v1/agents/sentinel/stream`, apiKey);
    await eventually(() => client.opens() > 0 || null);

    const first = await foundEvents(db.pool, sentinel, 15, 'a');
    await publish(events.kafka, events.topic, first);
    await eventually(() => (client.received.length >= 15 ? true : null));
    expect(client.received.map((m) => m.type)).toEqual(Array(15).fill('event.founded'));
    const ids = idsOf(client.received);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The changes went to three partitions, which interleave in any order: compare what arrived as a set.
    const firstData = client.received.map((m) => JSON.parse(m.data) as { event: { eventId: string } });
    expect(new Set(firstData.map((d) => d.event.eventId))).toEqual(new Set(first.map((c) => c.eventId)));
    expect(firstData.find((d) => d.event.eventId === first[0]!.eventId)).toMatchObject({
      agent: 'sentinel',
      role: 'primary',
      change: 'founded',
      event: { eventId: first[0]!.eventId, title: 'Push event a0', sourceCount: 1 },
    });

    // The gateway goes away under the client; more news arrives while it is down.
    await gateway.stop('SIGTERM');
    const second = await foundEvents(db.pool, sentinel, 10, 'b');
    await publish(events.kafka, events.topic, second);
    await eventually(async () => ((await pushed(sentinel)).length === 25 ? true : null));
    gateway = await startGatewayProcess(env, port);
    gateways.push(gateway);

    // EventSource reconnects by itself, sending the id of the last message it got.
    await eventually(() => (client.received.length >= 25 ? true : null), 45_000);
    await new Promise((r) => setTimeout(r, 1_500));
    client.close();
    expect(client.opens()).toBeGreaterThanOrEqual(2);
    expect(idsOf(client.received)).toEqual(await pushed(sentinel));
    // Every change once (the log's order is commit order; the topic's partitions interleave them).
    expect(client.received.map((m) => JSON.parse(m.data).event.eventId as string).sort()).toEqual(
      [...first, ...second].map((c) => c.eventId).sort(),
    );
    // Charged one credit per message delivered, nothing else.
    const { rows } = await db.pool.query<{ balance_credits: string }>('SELECT balance_credits FROM accounts');
    expect(rows.map((r) => Number(r.balance_credits))).toContain(10_000 - 25);
  }, 120_000);

  it('streams event.updated (a source added) and report.published too, each typed and whole', async () => {
    const atlas = agents.get('atlas')!;
    const port = await freePort();
    gateways.push(await startGatewayProcess(env, port));
    const { apiKey } = await accounts.register(100, null);
    const client = sseClient(`http://127.0.0.1:${port}/api/v1/agents/atlas/stream`, apiKey);
    await eventually(() => client.opens() > 0 || null);
    const [founded] = await foundEvents(db.pool, atlas, 1, 'u');
    const added = { ...founded!, changeId: `${founded!.changeId}x`, kind: 'source_added' as const, sourceCount: 2 };
    await publish(events.kafka, events.topic, [founded!, added]);
    const report = testReport({
      agentSlug: 'atlas',
      codename: 'Atlas',
      n: 1,
      generatedAt: new Date(),
      eventIds: [founded!.eventId],
    });
    const producer = reports.kafka.producer();
    await producer.connect();
    await producer.send({ topic: reports.topic, messages: [{ key: 'atlas', value: JSON.stringify(report) }] });
    await producer.disconnect();
    await eventually(() => (client.received.length >= 3 ? true : null));
    client.close();
    const byType = new Map(client.received.map((m) => [m.type, JSON.parse(m.data)]));
    expect([...byType.keys()].sort()).toEqual(['event.founded', 'event.updated', 'report.published']);
    expect(byType.get('event.updated')).toMatchObject({
      agent: 'atlas',
      change: 'source_added',
      event: { eventId: founded!.eventId, sourceCount: 2 },
    });
    expect(byType.get('report.published')).toEqual({ agent: 'atlas', report });
  }, 120_000);

  it('two gateways serve the same cursor identically', async () => {
    const harbor = agents.get('harbor')!;
    await publish(events.kafka, events.topic, await foundEvents(db.pool, harbor, 12, 'c'));
    const all = await eventually(async () => {
      const seqs = await pushed(harbor);
      return seqs.length === 12 ? seqs : null;
    });
    const ports = [await freePort(), await freePort()];
    for (const p of ports) gateways.push(await startGatewayProcess(env, p));
    const { apiKey } = await accounts.register(10_000, null);
    const after = String(all[3]);
    const clients = ports.map((p) =>
      sseClient(`http://127.0.0.1:${p}/api/v1/agents/harbor/stream`, apiKey, { lastEventId: after }),
    );
    await eventually(() => (clients.every((c) => c.received.length >= 8) ? true : null));
    await new Promise((r) => setTimeout(r, 1_000));
    for (const c of clients) c.close();
    expect(clients[0]!.received).toHaveLength(8);
    expect(clients[1]!.received).toEqual(clients[0]!.received);
    expect(idsOf(clients[0]!.received)).toEqual(all.slice(4));
  }, 120_000);

  it('a client out of credit gets an error message with the §5 body, and the stream ends; with none left it is refused', async () => {
    const port = await freePort();
    const gateway = await startGatewayProcess(env, port);
    gateways.push(gateway);
    const harbor = agents.get('harbor')!;
    expect((await pushed(harbor)).length).toBeGreaterThanOrEqual(12);
    const { apiKey, accountId } = await accounts.register(5, null);
    const client = sseClient(`http://127.0.0.1:${port}/api/v1/agents/harbor/stream?after=0`, apiKey);
    await eventually(() => (client.errors.length ? true : null));
    expect(client.received).toHaveLength(5);
    expect(JSON.parse(client.errors[0]!)).toEqual({ error: 'insufficient credits', balance: 0, required: 1 });
    // EventSource tries again; the gateway now refuses the stream outright (402), which ends it.
    await eventually(() => (client.es.readyState === client.es.CLOSED ? true : null), 15_000);
    client.close();
    expect(await accounts.balance(accountId)).toBe(0);
    expect(await accounts.ledgerSum(accountId)).toBe(0);
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/agents/harbor/stream`, {
      headers: { 'x-api-key': apiKey },
    });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: 'insufficient credits', balance: 0, required: 1 });
  }, 120_000);

  it('refuses a bad cursor, an unknown agent and a missing key before anything is charged', async () => {
    const port = await freePort();
    gateways.push(await startGatewayProcess(env, port));
    const { apiKey } = await accounts.register(100, null);
    const get = (path: string, headers: Record<string, string> = { 'x-api-key': apiKey }) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    const bad = await get('/api/v1/agents/harbor/stream?after=-1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('invalid request');
    const badHeader = await get('/api/v1/agents/harbor/stream', { 'x-api-key': apiKey, 'last-event-id': 'x' });
    expect(badHeader.status).toBe(400);
    expect((await get('/api/v1/agents/nobody/stream')).status).toBe(404);
    expect((await get('/api/v1/agents/harbor/stream', {})).status).toBe(401);
  }, 60_000);
});
