// Push latency: articles produced at a paced rate → dedup worker → event changes → push worker →
// (a) the SSE message at every connected client, (b) the webhook at a loopback receiver. p50/p95 of
// each, with the streams connected throughout. Real Kafka, Postgres, Temporal and processes.
// Usage (holds the bench stack): flock /tmp/sitrep-bench.lock npm run bench:push [-- --rate 100 --seconds 30 --streams 200]
import { randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { EventSource } from 'eventsource';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { connectDatabase } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { canonicalizeUrl } from '../../services/dedup/canonical.ts';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { syntheticArticles } from '../../services/ops/synthetic.ts';
import {
  arg,
  benchMain,
  createTopics,
  DEDUP_ENV,
  DEDUP_NODE_OPTIONS,
  GATEWAY_NODE_OPTIONS,
  ROOT,
  stack,
  stackVars,
  startNode,
  waitFor,
} from './harness.ts';
import { machineLine, percentile, table } from './machine.ts';

interface Arrival {
  /** The change id (the push message's key). */
  key: string;
  /** When its article was produced, and when the message arrived (ms since the epoch). */
  sent: number;
  at: number;
}

const rate = arg('--rate', 100);
const seconds = arg('--seconds', 30);
const streamCount = arg('--streams', 200);

console.log(machineLine());
await benchMain(async () => {
  // Inside: a stack that fails half-way up is still taken down.
  stack('install');
  stack('up', 'postgres', 'kafka', 'temporal');
  const vars = stackVars();
  await migrateDatabase(vars.DATABASE_URL!);
  const db = connectDatabase(vars.DATABASE_URL!, { max: 2 });
  await db.pool.query(
    'TRUNCATE events, event_sources, event_agents, dedup_offsets, outbox, push_messages, webhook_subscriptions CASCADE',
  );
  const agentIds = await upsertAgents(db.pool, DEMO_AGENTS);
  const { apiKey, accountId } = await new AccountStore(db.pool).register(100_000_000, null, 'bench:push');
  const id = randomBytes(4).toString('hex');
  const topics = {
    articles: `bench.articles.${id}`,
    dlq: `bench.dlq.${id}`,
    events: `bench.events.${id}`,
    reports: `bench.reports.${id}`,
  };
  const kafka = new Kafka({
    clientId: 'bench-push',
    brokers: vars.KAFKA_BROKERS!.split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  await createTopics(admin, [
    { topic: topics.articles, partitions: 1 },
    { topic: topics.dlq, partitions: 1 },
    { topic: topics.events, partitions: 6 },
    { topic: topics.reports, partitions: 3 },
  ]);

  await admin.disconnect();

  const port = Number(vars.GATEWAY_PORT);
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: vars.DATABASE_URL!,
    KAFKA_BROKERS: vars.KAFKA_BROKERS!,
    TEMPORAL_ADDRESS: vars.TEMPORAL_ADDRESS!,
    ARTICLES_TOPIC: topics.articles,
    ARTICLES_DLQ_TOPIC: topics.dlq,
    EVENTS_TOPIC: topics.events,
    REPORTS_TOPIC: topics.reports,
    DEDUP_GROUP: `bench-dedup-${id}`,
    PUSH_GROUP: `bench-push-${id}`,
    PUSH_TASK_QUEUE: `bench-push-${id}`,
    WEB_FETCH_ALLOW_HOSTS: 'localhost',
    LOG_LEVEL: 'warn',
  };
  startNode([...DEDUP_NODE_OPTIONS.split(' '), 'services/dedup/main.ts'], { ...env, ...DEDUP_ENV });
  startNode(['services/push/main.ts'], env);
  // One account holds every stream of the run: its cap is lifted to the run's count.
  startNode([GATEWAY_NODE_OPTIONS, 'services/gateway/main.ts'], {
    ...env,
    GATEWAY_PORT: String(port),
    STREAM_MAX_PER_ACCOUNT: String(streamCount),
  });
  // Three processes start at once on a shared machine: give the gateway time.
  await waitFor(`${base}/readyz`, 120_000);

  // When each article was produced, by URL (wall clock, as Postgres stamps the push log); what arrived
  // where, and when. The stages are split after the run from the push log's commit times.
  const sentAt = new Map<string, number>();
  const sse: Arrival[] = [];
  const latency = (body: string, into: Arrival[], at = Date.now()) => {
    const data = JSON.parse(body) as { changeId?: string; source?: { url: string } | null };
    const t = data.source?.url && sentAt.get(data.source.url);
    if (t && data.changeId) into.push({ key: data.changeId, sent: t, at });
  };

  // One webhook subscription per agent, all to one loopback receiver (a process of its own) that
  // verifies every signature.
  const receiver = fork(`${ROOT}scripts/bench/webhook-receiver.ts`, { execArgv: ['--import', 'tsx'] });
  process.once('exit', () => receiver.kill());
  let hookCount = 0;
  const receiverPort = await new Promise<number>((resolve) =>
    receiver.on('message', (m: { port?: number; count?: number }) => {
      if (m.port) resolve(m.port);
      if (m.count !== undefined) hookCount = m.count;
    }),
  );
  const slugs = [...agentIds.keys()];
  for (const slug of slugs) {
    const tag = randomBytes(4).toString('hex');
    const res = await fetch(`${base}/api/v1/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://localhost:${receiverPort}/hook?sub=${tag}`, agents: [slug] }),
    });
    if (res.status !== 201) throw new Error(`subscribing failed: ${res.status} ${await res.text()}`);
    receiver.send({ secret: [tag, ((await res.json()) as { secret: string }).secret] });
  }

  // The streams, spread over the agents, open for the whole run.
  const streams = Array.from({ length: streamCount }, (_, i) => {
    const es = new EventSource(`${base}/api/v1/agents/${slugs[i % slugs.length]}/stream`, {
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, 'x-api-key': apiKey } }),
    });
    for (const t of ['event.founded', 'event.updated']) es.addEventListener(t, (e) => latency(e.data as string, sse));
    return es;
  });
  const open = () => streams.filter((s) => s.readyState === s.OPEN).length;
  for (let i = 0; i < 300 && open() < streamCount; i++) await new Promise((r) => setTimeout(r, 100));
  if (open() < streamCount) throw new Error(`only ${open()} of ${streamCount} streams opened`);

  // Articles about the agents' topics (two of an agent's keywords in each), produced at a paced rate.
  const total = rate * seconds;
  const warmup = 50;
  const articles = syntheticArticles(warmup + total, { seed: 7, start: new Date() }).map((a, i) => {
    const kw = DEMO_AGENTS[i % DEMO_AGENTS.length]!.profile.keywords;
    const terms = `${kw[i % kw.length]} ${kw[(i + 1) % kw.length]}`;
    return {
      ...a,
      title: `${terms} ${a.title}`,
      body: `${terms}. ${a.body ?? ''}`,
      publishedAt: new Date().toISOString(),
    };
  });
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const send = async (batch: typeof articles) => {
    const t = Date.now();
    for (const a of batch) sentAt.set(a.url, t);
    await producer.send({
      topic: topics.articles,
      messages: batch.map((a) => ({ key: canonicalizeUrl(a.url), value: JSON.stringify(a) })),
    });
  };
  await send(articles.slice(0, warmup));
  for (let i = 0; i < 600 && (sse.length === 0 || hookCount === 0); i++) await new Promise((r) => setTimeout(r, 100));
  if (!sse.length || !hookCount) throw new Error('no push message arrived after the warm-up articles');
  await new Promise((r) => setTimeout(r, 3_000));
  sse.length = 0;
  receiver.send({ reset: true });

  const tick = 100;
  const perTick = Math.max(1, Math.round((rate * tick) / 1000));
  const paced = articles.slice(warmup);
  const start = performance.now();
  for (let i = 0; i < paced.length; i += perTick) {
    const due = start + (i / perTick) * tick;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await send(paced.slice(i, i + perTick));
  }
  const producedIn = (performance.now() - start) / 1000;
  await producer.disconnect();
  // Until nothing more arrives for 5 s.
  for (let last = -1; last !== sse.length + hookCount;) {
    last = sse.length + hookCount;
    await new Promise((r) => setTimeout(r, 5_000));
  }
  for (const s of streams) s.close();
  const report = await new Promise<{ arrivals: { data: string; at: number }[]; badSignatures: number }>((resolve) => {
    receiver.on('message', (m: { arrivals?: { data: string; at: number }[]; badSignatures?: number }) => {
      if (m.arrivals) resolve({ arrivals: m.arrivals, badSignatures: m.badSignatures ?? 0 });
    });
    receiver.send({ report: true });
  });
  const hooks: Arrival[] = [];
  for (const a of report.arrivals) latency(a.data, hooks, a.at);
  const { badSignatures } = report;

  const { rows } = await db.pool.query<{ type: string; n: string }>(
    'SELECT type, count(*) AS n FROM push_messages GROUP BY type ORDER BY type',
  );
  const { rows: logged } = await db.pool.query<{ key: string; at: string }>(
    'SELECT key, (extract(epoch FROM created_at) * 1000)::float8 AS at FROM push_messages',
  );
  const loggedAt = new Map(logged.map((r) => [r.key, Number(r.at)]));
  const { rows: charged } = await db.pool.query<{ operation: string; n: string }>(
    `SELECT operation, -sum(credits) AS n FROM usage_ledger WHERE account_id = $1 AND kind = 'charge' GROUP BY operation`,
    [accountId],
  );
  await db.close();
  const ms = (xs: number[], p: number) => (xs.length ? `${percentile(xs, p).toFixed(0)} ms` : 'none');
  type Stamp = (a: Arrival) => number | undefined;
  const row = (label: string, arrivals: Arrival[], from: Stamp, to: Stamp, target = '') => {
    const xs = arrivals.flatMap((a) => {
      const [t0, t1] = [from(a), to(a)];
      return t0 === undefined || t1 === undefined ? [] : [t1 - t0];
    });
    return [label, xs.length, ms(xs, 50), ms(xs, 95), target];
  };
  const sent: Stamp = (a) => a.sent;
  const arrived: Stamp = (a) => a.at;
  const logOf = (a: Arrival) => loggedAt.get(a.key);
  // produce → push log: the dedup worker, its outbox relay and the push worker's fan-out (one figure per message).
  const firstArrivals = [...new Map(sse.map((a) => [a.key, a])).values()];
  console.log(
    `\n${total} articles at ${rate}/s (produced in ${producedIn.toFixed(1)} s), ${streamCount} SSE streams over ${slugs.length} agents, ${slugs.length} webhook subscriptions`,
  );
  console.log(
    `push log: ${rows.map((r) => `${r.type} ${r.n}`).join(', ')}; charged: ${charged.map((c) => `${c.operation} ${c.n}`).join(', ')}`,
  );
  console.log(
    table([
      ['stage', 'messages', 'p50', 'p95', 'target p95'],
      row('produce → SSE message at a connected client', sse, sent, arrived, '< 1000 ms'),
      row('produce → webhook at the loopback receiver', hooks, sent, arrived, '< 2000 ms'),
      row('produce → push log (dedup, outbox relay, fan-out)', firstArrivals, sent, logOf),
      row('push log → SSE message at a connected client', sse, logOf, arrived),
      row('push log → webhook at the loopback receiver', hooks, logOf, arrived),
    ]),
  );
  if (badSignatures) console.log(`signatures that did not verify: ${badSignatures}`);
  return badSignatures ? 1 : 0;
});
