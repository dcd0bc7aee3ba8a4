// Webhooks end to end: subscriptions through the gateway, event changes on real Kafka, the push
// worker (fan-out, dispatcher, Temporal delivery workflow), and a receiver on loopback (allowed by
// this test's WEB_FETCH_ALLOW_HOSTS only) that verifies every signature with `standardwebhooks`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import { lookup } from 'node:dns/promises';
import pino from 'pino';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../../services/config.ts';
import { startPushWorker, type PushWorker } from '../../../services/push/worker.ts';
import { webhookWorkflowId } from '../../../services/push/dispatcher.ts';
import { refusedAddress } from '../../../services/web/address.ts';
import { ADMIN_TOKEN, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { createTestTopic, testKafka, type TestTopic } from '../../helpers/kafka.ts';
import { connectTemporal, testTaskQueue } from '../../helpers/temporal.ts';
import { eventually, foundEvents, publish, startProcess } from '../../helpers/push.ts';
import { fakeResolver } from '../../helpers/web-fixtures.ts';

interface Delivery {
  id: string;
  body: string;
  valid: boolean;
}

/** A webhook receiver on loopback: answers with `status()`, or holds the request while `hold` is set. */
class Receiver {
  readonly deliveries: Delivery[] = [];
  status: () => number = () => 200;
  /** Whether to leave the n-th request (from 1) unanswered. */
  holdWhen: (n: number) => boolean = () => false;
  secret = '';
  private server: Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        let valid = false;
        try {
          new Verifier(this.secret).verify(body, req.headers as Record<string, string>);
          valid = true;
        } catch {
          valid = false;
        }
        this.deliveries.push({ id: String(req.headers['webhook-id']), body, valid });
        if (this.holdWhen(this.deliveries.length)) return; // never answered: the sender is killed meanwhile
        res.writeHead(this.status()).end('ok');
      });
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.port = (this.server.address() as { port: number }).port;
  }

  url(host = 'localhost'): string {
    return `http://${host}:${this.port}/hook`;
  }

  /** Each webhook-id once, in the order first received. */
  ids(): string[] {
    return [...new Set(this.deliveries.map((d) => d.id))];
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }
}

const seqOf = (id: string) => Number(id.replace('msg_', ''));

describe('webhooks (real Kafka, Postgres, Temporal; loopback receiver)', () => {
  let gw: TestGateway;
  let events: TestTopic;
  let reports: TestTopic;
  let config: Config;
  let worker: PushWorker | null = null;
  let apiKey: string;
  let accountId: string;
  const receiver = new Receiver();
  const taskQueue = testTaskQueue('webhooks');

  const settings = () => ({
    DATABASE_URL: gw.db.url,
    KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
    TEMPORAL_ADDRESS: inject('services').temporalAddress,
    EVENTS_TOPIC: events.topic,
    REPORTS_TOPIC: reports.topic,
    PUSH_GROUP: events.groupId,
    PUSH_TASK_QUEUE: taskQueue,
    WEB_FETCH_ALLOW_HOSTS: 'localhost',
    WEBHOOK_RETRY_WINDOW_SECONDS: '6',
    WEBHOOK_MAX_BACKOFF_SECONDS: '1',
    WEBHOOK_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'silent',
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    gw.app.inject({ method, url, headers: { 'x-api-key': apiKey }, ...(payload && { payload }) });

  const subscribe = async (agents: string[], url = receiver.url()) => {
    const res = await api('POST', '/api/v1/webhooks', { url, agents });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: string; secret: string; cursor: string }>();
    receiver.secret = created.secret;
    return created;
  };
  const state = async (id: string) => (await api('GET', `/api/v1/webhooks/${id}`)).json();

  beforeAll(async () => {
    [events, reports] = await Promise.all([
      createTestTopic({ prefix: 'changes', partitions: 2 }),
      createTestTopic({ prefix: 'reports' }),
    ]);
    gw = await startTestGateway({ WEB_FETCH_ALLOW_HOSTS: 'localhost' });
    ({ apiKey, accountId } = await gw.register());
    config = loadConfig(settings());
    await receiver.start();
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    const temporal = await connectTemporal();
    const { rows } = gw ? await gw.db.pool.query<{ id: string }>('SELECT id FROM webhook_subscriptions') : { rows: [] };
    for (const r of rows)
      await temporal.client.workflow
        .getHandle(webhookWorkflowId(r.id))
        .terminate('test over')
        .catch(() => undefined);
    await temporal.teardown();
    await receiver.stop();
    await gw?.close();
    await events?.cleanup();
    await reports?.cleanup();
  });

  const startWorker = async () => {
    worker = await startPushWorker({
      config,
      database: gw.db,
      kafka: testKafka(),
      log: pino({ level: 'silent' }),
    });
  };

  it('delivers each message once, in order, signed; billed per delivery; the secret is shown once', async () => {
    await startWorker();
    const sub = await subscribe(['sentinel']);
    expect(sub.secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await api('GET', '/api/v1/webhooks')).json())).not.toContain(sub.secret);
    const changes = await foundEvents(gw.db.pool, gw.agentIds.get('sentinel')!, 4, 'w');
    await publish(events.kafka, events.topic, changes);
    await eventually(() => (receiver.ids().length >= 4 ? true : null));
    expect(receiver.deliveries.every((d) => d.valid)).toBe(true);
    expect(receiver.deliveries).toHaveLength(4);
    // Deliveries follow the push log's order (the cursor); the changes went to two partitions, whose
    // messages interleave in any order, so what arrived is compared with what was produced as a set.
    const ids = receiver.ids().map(seqOf);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const bodies = receiver.deliveries.map((d) => JSON.parse(d.body));
    expect(bodies.map((b) => b.cursor)).toEqual(ids.map(String));
    for (const b of bodies) expect(b).toMatchObject({ type: 'event.founded', data: { agent: 'sentinel' } });
    expect(new Set(bodies.map((b) => b.data.event.eventId))).toEqual(new Set(changes.map((c) => c.eventId)));
    await eventually(async () => ((await state(sub.id)).delivered === 4 ? true : null));
    expect(await state(sub.id)).toMatchObject({ status: 'active', cursor: String(ids[3]), lastError: null });
    expect(await gw.app.accounts.balance(accountId)).toBe(gw.config.SIGNUP_CREDITS - 4);
    await api('DELETE', `/api/v1/webhooks/${sub.id}`);
  }, 90_000);

  it('retries while the receiver fails, with the same webhook-id, then delivers', async () => {
    receiver.deliveries.length = 0;
    receiver.status = () => 503;
    const sub = await subscribe(['harbor']);
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, gw.agentIds.get('harbor')!, 1, 'r'));
    await eventually(() => (receiver.deliveries.length >= 3 ? true : null));
    const failing = await state(sub.id);
    expect(failing).toMatchObject({ status: 'active', lastError: 'the receiver answered 503', delivered: 0 });
    expect(failing.failingSince).not.toBeNull();
    receiver.status = () => 204;
    await eventually(async () => ((await state(sub.id)).delivered === 1 ? true : null));
    expect(receiver.ids()).toHaveLength(1);
    expect(receiver.deliveries.every((d) => d.valid)).toBe(true);
    expect(await state(sub.id)).toMatchObject({ lastError: null, failingSince: null });
    await api('DELETE', `/api/v1/webhooks/${sub.id}`);
  }, 90_000);

  it('pauses a subscription that keeps failing, says why, and a replay from a cursor re-sends and resumes', async () => {
    receiver.deliveries.length = 0;
    receiver.status = () => 200;
    const sub = await subscribe(['meridian']);
    const agent = gw.agentIds.get('meridian')!;
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, agent, 3, 'p'));
    await eventually(() => (receiver.ids().length >= 3 ? true : null));
    const delivered = receiver.ids();
    receiver.status = () => 500;
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, agent, 1, 'q'));
    const paused = await eventually(async () => {
      const s = await state(sub.id);
      return s.status === 'paused' ? s : null;
    }, 45_000);
    expect(paused.pausedReason).toMatch(/kept failing for 6 s \(last: the receiver answered 500\)/);
    // Replay from after the first message: the second and third again (same ids), then the fourth.
    receiver.status = () => 200;
    receiver.deliveries.length = 0;
    const replay = await api('POST', `/api/v1/webhooks/${sub.id}/replay`, { after: String(seqOf(delivered[0]!)) });
    expect(replay.statusCode).toBe(202);
    await eventually(async () => ((await state(sub.id)).delivered === 6 ? true : null), 30_000);
    expect(receiver.ids().slice(0, 2)).toEqual(delivered.slice(1));
    expect(receiver.ids()).toHaveLength(3);
    expect(receiver.deliveries.every((d) => d.valid)).toBe(true);
    expect(await state(sub.id)).toMatchObject({ status: 'active', pausedReason: null });
    await api('DELETE', `/api/v1/webhooks/${sub.id}`);
  }, 120_000);

  it('the worker stops within seconds while a delivery run waits for news, and the next worker delivers', async () => {
    receiver.deliveries.length = 0;
    receiver.status = () => 200;
    const sub = await subscribe(['sentinel']);
    const agent = gw.agentIds.get('sentinel')!;
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, agent, 1, 'a'));
    await eventually(() => (receiver.ids().length >= 1 ? true : null));
    // The run now waits in-process for more news (up to 15 s); a shutdown cancels the wait.
    const t0 = performance.now();
    await worker!.stop();
    expect(performance.now() - t0).toBeLessThan(5_000);
    await startWorker();
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, agent, 1, 'b'));
    await eventually(async () => ((await state(sub.id)).delivered === 2 ? true : null), 30_000);
    expect(receiver.ids()).toHaveLength(2);
    await api('DELETE', `/api/v1/webhooks/${sub.id}`);
  }, 90_000);

  it('never delivers to a private address outside the allow-list', async () => {
    // An IP literal is refused when subscribing, before anything else.
    const literal = await api('POST', '/api/v1/webhooks', { url: receiver.url('127.0.0.1'), agents: ['atlas'] });
    expect(literal.statusCode).toBe(400);
    expect(literal.json().issues[0].path).toBe('body.url');
    // A name that resolves to this machine (its host name) is only found out when delivering.
    const host = os.hostname();
    expect(refusedAddress((await lookup(host)).address), `${host} resolves to a non-public address`).not.toBeNull();
    receiver.deliveries.length = 0;
    const sub = await subscribe(['atlas'], receiver.url(host));
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, gw.agentIds.get('atlas')!, 1, 'x'));
    const paused = await eventually(async () => {
      const s = await state(sub.id);
      return s.status === 'paused' ? s : null;
    });
    expect(paused.pausedReason).toContain('the URL is refused');
    expect(receiver.deliveries).toHaveLength(0);
    await worker!.stop();
    worker = null;
  }, 60_000);

  it('says a destination is not allowed without what the resolver said; the server log has the whole reason', async () => {
    const lines: string[] = [];
    worker = await startPushWorker({
      config,
      database: gw.db,
      kafka: testKafka(),
      log: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      // An internal name, and one that does not resolve (the trailing dot skips /etc/hosts).
      resolver: fakeResolver({ 'intranet.test': ['10.1.2.3'] }),
    });
    const internal = await subscribe(['atlas'], `http://intranet.test:${receiver.port}/hook`);
    const missing = await subscribe(['atlas'], `http://localhost.:${receiver.port}/hook`);
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, gw.agentIds.get('atlas')!, 1, 'dns'));
    for (const [sub, host] of [
      [internal, 'intranet.test'],
      [missing, 'localhost.'],
    ] as const) {
      const paused = await eventually(async () => {
        const s = await state(sub.id);
        return s.status === 'paused' ? s : null;
      });
      expect(paused.pausedReason).toBe(`the URL is refused: ${host} does not resolve to a public address`);
      expect(JSON.stringify(paused)).not.toMatch(/10\.1\.2\.3|private|ENOTFOUND|loopback/);
    }
    const log = lines.join('');
    expect(log).toContain('intranet.test resolves to 10.1.2.3 is in the private range');
    expect(log).toContain('localhost. did not resolve (ENOTFOUND)');
    await worker.stop();
    worker = null;
  }, 60_000);

  it("pauses a revoked account's subscriptions saying so, and charges it nothing", async () => {
    await startWorker();
    const other = await gw.register();
    const created = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: { 'x-api-key': other.apiKey },
      payload: { url: receiver.url(), agents: ['harbor'] },
    });
    expect(created.statusCode).toBe(201);
    const revoke = await gw.app.inject({
      method: 'POST',
      url: `/admin/v1/accounts/${other.accountId}/revoke`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(revoke.json()).toMatchObject({ revoked: true });
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, gw.agentIds.get('harbor')!, 1, 'rv'));
    const row = await eventually(async () => {
      const { rows } = await gw.db.pool.query<{ status: string; paused_reason: string }>(
        'SELECT status, paused_reason FROM webhook_subscriptions WHERE id = $1',
        [created.json<{ id: string }>().id],
      );
      return rows[0]?.status === 'paused' ? rows[0] : null;
    });
    expect(row.paused_reason).toBe('the account is revoked: nothing more is delivered');
    expect(await gw.app.accounts.balance(other.accountId)).toBe(gw.config.SIGNUP_CREDITS);
    await worker!.stop();
    worker = null;
  }, 60_000);

  it('a worker killed mid-delivery loses nothing, and a message sent twice keeps its webhook-id and body', async () => {
    receiver.deliveries.length = 0;
    receiver.status = () => 200;
    const sub = await subscribe(['pulse']);
    const env = { ...settings(), LOG_LEVEL: 'warn' };
    // The second delivery is held open by the receiver, and the worker dies while it waits.
    receiver.holdWhen = (n) => n === 2;
    const first = startProcess('services/push/main.ts', env);
    await publish(events.kafka, events.topic, await foundEvents(gw.db.pool, gw.agentIds.get('pulse')!, 3, 'k'));
    const t0 = Date.now();
    await eventually(() => (receiver.deliveries.length >= 2 ? true : null), 60_000).catch((err: Error) => {
      throw new Error(`${err.message}; the first worker said:\n${first.output()}`);
    });
    await first.stop('SIGKILL');
    expect(receiver.ids()).toHaveLength(2);
    const t1 = Date.now();
    const second = startProcess('services/push/main.ts', env);
    try {
      await eventually(async () => ((await state(sub.id)).delivered === 3 ? true : null), 60_000).catch(
        async (err: Error) => {
          throw new Error(
            `${err.message} (first worker: ${t1 - t0} ms to the held delivery); state ${JSON.stringify(await state(sub.id))}; ` +
              `received ${JSON.stringify(receiver.ids())}; the second worker said:\n${second.output()}`,
          );
        },
      );
    } finally {
      // A clean stop, even while the worker may still be joining its consumer group.
      await second.stop('SIGTERM');
    }
    expect(receiver.ids()).toHaveLength(3);
    expect(receiver.deliveries.length).toBeGreaterThanOrEqual(3);
    expect(receiver.deliveries.every((d) => d.valid)).toBe(true);
    for (const id of receiver.ids()) {
      const bodies = new Set(receiver.deliveries.filter((d) => d.id === id).map((d) => d.body));
      expect(bodies.size, id).toBe(1);
    }
    const ids = receiver.ids().map(seqOf);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  }, 150_000);
});
