// Dedup throughput on a backlog of generated articles, against a bare kafkajs consume loop over the
// same topic (the ceiling), then produce-to-visible latency at a paced rate, and the worker's peak RSS.
// Usage: npm run bench:ingest [-- --articles 100000 --rate 1000 --seconds 15 --agents 10,1000,10000]
// (`--agents none` leaves out section 5, the client-agent runs).
// Experiments: the worker inherits the environment (DEDUP_THREADS=2 …); BENCH_NODE_OPTIONS replaces
// its Node flags (DEDUP_NODE_OPTIONS), and PROF_ARGS adds flags before its entry point (PROF_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { agentRecordKey, type AgentRecordV1 } from '../../schemas/messages/agent-record.ts';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { prng } from '../../services/ops/synthetic.ts';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { connectDatabase } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { syntheticArticles } from '../../services/ops/synthetic.ts';
import { canonicalizeUrl } from '../../services/dedup/canonical.ts';
import {
  arg,
  BENCH_STACK,
  benchMain,
  createTopics,
  DEDUP_ENV,
  DEDUP_NODE_OPTIONS,
  peakRssMb,
  stack,
  stackVars,
  startNode,
} from './harness.ts';
import { cpuUse, machineLine, percentile, table } from './machine.ts';

const total = arg('--articles', 100_000);
const rate = arg('--rate', 1_000);
const pacedSeconds = arg('--seconds', 15);
/** Articles behind each client-agent count of section 5 (10, 1,000 and 10,000 agents). */
const agentArticles = arg('--agent-articles', 20_000);
const agentsArg = process.argv[process.argv.indexOf('--agents') + 1];
const AGENT_COUNTS = !process.argv.includes('--agents')
  ? [10, 1_000, 10_000]
  : agentsArg === 'none'
    ? []
    : agentsArg!.split(',').map(Number);

/** The worker's deployment flags (scripts/run.sh uses the same), on its command line. */
const workerFlags = (process.env.BENCH_NODE_OPTIONS ?? DEDUP_NODE_OPTIONS).split(' ').filter(Boolean);

console.log(machineLine());
stack('install');
stack('up', 'postgres', 'kafka');
await benchMain(async () => {
  const vars = stackVars();
  await migrateDatabase(vars.DATABASE_URL!);
  const db = connectDatabase(vars.DATABASE_URL!, { max: 2 });
  await db.pool.query('TRUNCATE events, event_sources, event_agents, dedup_offsets, outbox, dedup_agents CASCADE');
  // Client agents an interrupted run left behind would be matched by every worker below.
  await db.pool.query('DELETE FROM agents WHERE owner_account_id IS NOT NULL');
  await upsertAgents(db.pool, DEMO_AGENTS);
  const kafka = new Kafka({
    clientId: 'bench-ingest',
    brokers: vars.KAFKA_BROKERS!.split(','),
    logLevel: logLevel.NOTHING,
  });
  const id = randomBytes(4).toString('hex');
  const topics = { articles: `bench.articles.${id}`, dlq: `bench.dlq.${id}`, events: `bench.events.${id}` };
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: Object.values(topics).map((topic) => ({ topic, numPartitions: 1, replicationFactor: 1 })),
  });

  // 1. The backlog.
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const articles = syntheticArticles(total + rate * pacedSeconds, { seed: 1 });
  const backlog = articles.slice(0, total);
  let t0 = performance.now();
  for (let i = 0; i < backlog.length; i += 1000) {
    await producer.send({
      topic: topics.articles,
      messages: backlog.slice(i, i + 1000).map((a) => ({ key: canonicalizeUrl(a.url), value: JSON.stringify(a) })),
    });
  }
  const produceSeconds = (performance.now() - t0) / 1000;

  // 2. The ceiling: a bare kafkajs consumer reading the same messages, doing nothing with them.
  const bare = kafka.consumer({ groupId: `bench-bare-${id}`, maxBytesPerPartition: 4 << 20 });
  await bare.connect();
  await bare.subscribe({ topic: topics.articles, fromBeginning: true });
  let seen = 0;
  t0 = performance.now();
  await new Promise<void>((resolve) => {
    void bare.run({
      eachBatch: async ({ batch }) => {
        seen += batch.messages.length;
        if (seen >= total) resolve();
        await Promise.resolve();
      },
    });
  });
  const bareSeconds = (performance.now() - t0) / 1000;
  await bare.disconnect();

  // 3. The dedup worker (its own process) through the same backlog.
  const group = `bench-dedup-${id}`;
  const offset = async () =>
    Number(
      (
        await db.pool.query<{ n: string }>(
          'SELECT coalesce(max(next_offset), 0) AS n FROM dedup_offsets WHERE consumer = $1',
          [group],
        )
      ).rows[0]!.n,
    );
  const metricsPort = await freePort();
  t0 = performance.now();
  const worker = startNode([...workerFlags, ...(process.env.PROF_ARGS?.split(' ') ?? []), 'services/dedup/main.ts'], {
    DATABASE_URL: vars.DATABASE_URL!,
    KAFKA_BROKERS: vars.KAFKA_BROKERS!,
    LOG_LEVEL: 'error',
    DEDUP_GROUP: group,
    ARTICLES_TOPIC: topics.articles,
    ARTICLES_DLQ_TOPIC: topics.dlq,
    EVENTS_TOPIC: topics.events,
    DEDUP_METRICS_PORT: String(metricsPort),
    ...DEDUP_ENV,
  });
  // Where the backlog's CPU goes: this worker, this stack's PostgreSQL and Kafka (other stacks on the
  // machine run their own), this script, and what the machine left idle.
  const instance = new RegExp(String.raw`/\.infra/${BENCH_STACK}/`);
  const cpuOf = () =>
    cpuUse({
      worker: { pid: worker.pid! },
      workerMain: { mainThread: worker.pid! },
      postgres: { tree: new RegExp(String.raw`bin/postgres .*${instance.source}`) },
      kafka: { tree: new RegExp(String.raw`kafka\.Kafka .*${instance.source}`) },
      bench: { pid: process.pid },
    });
  let cpuAtFirst = cpuOf();
  let firstAt = 0;
  let stagesAtFirst = new Map<string, number>();
  let done = 0;
  while (done < total) {
    await new Promise((r) => setTimeout(r, 100));
    done = await offset();
    if (done > 0 && !firstAt) {
      firstAt = performance.now();
      cpuAtFirst = cpuOf();
      stagesAtFirst = await stageSeconds(metricsPort);
    }
    // A worker that runs out of heap dies by a signal (SIGABRT): its exit code stays null.
    if (worker.exitCode !== null || worker.signalCode !== null)
      throw new Error(`the dedup worker exited with ${worker.exitCode ?? worker.signalCode}`);
  }
  const dedupSeconds = (performance.now() - firstAt) / 1000;
  const cpuAtEnd = cpuOf();
  const stagesAtEnd = await stageSeconds(metricsPort);
  const stageMs = (stage: string) =>
    `${Math.round((((stagesAtEnd.get(stage) ?? 0) - (stagesAtFirst.get(stage) ?? 0)) / done) * 1e6)} ms`;
  const cpuPer = (k: Exclude<keyof typeof cpuAtEnd, 'idle' | 'all'>) =>
    `${Math.round(((cpuAtEnd[k] - cpuAtFirst[k]) / done) * 1000)} µs`;
  const idle = (cpuAtEnd.idle - cpuAtFirst.idle) / (cpuAtEnd.all - cpuAtFirst.all);
  const startupSeconds = (firstAt - t0) / 1000;

  // 4. Produce-to-visible latency at a paced rate: visible = the worker committed past the offset.
  const paced = articles.slice(total);
  const sentAt = new Map<number, number>();
  const visible: number[] = [];
  let polling = true;
  const poller = (async () => {
    let next = total;
    while (polling || next < total + paced.length) {
      const at = await offset();
      const now = performance.now();
      for (; next < at; next++) {
        const s = sentAt.get(next);
        if (s !== undefined) visible.push(now - s);
      }
      if (!polling && next >= total + paced.length) break;
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const tick = 50; // ms: rate / 20 articles every 50 ms
  const perTick = Math.max(1, Math.round((rate * tick) / 1000));
  const pacedStart = performance.now();
  for (let i = 0; i < paced.length; i += perTick) {
    const due = pacedStart + (i / perTick) * tick;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    const [meta] = await producer.send({
      topic: topics.articles,
      messages: paced.slice(i, i + perTick).map((a) => ({ key: canonicalizeUrl(a.url), value: JSON.stringify(a) })),
    });
    const base = Number(meta!.baseOffset);
    for (let k = 0; k < Math.min(perTick, paced.length - i); k++) sentAt.set(base + k, sent);
  }
  polling = false;
  await poller;
  const rss = peakRssMb(worker.pid!);
  worker.kill('SIGTERM');
  await new Promise((r) => worker.once('exit', r));

  // 5. The same worker with 10, 1,000 and 10,000 client agents, defined by agent records at the head
  // of a fresh topic (the way the gateway defines them), then a backlog of other articles.
  const agentRuns: { agents: number; rate: number; links: number; rss: number }[] = [];
  const { rows: owner } = await db.pool.query<{ id: string }>(
    'INSERT INTO accounts (balance_credits) VALUES (0) RETURNING id',
  );
  const words = [...new Set(articles.flatMap((a) => a.title.toLowerCase().split(/\s+/)))].filter((w) => w.length > 3);
  const agentSet = (n: number) =>
    clientAgentProfiles(n, words).map((p, i) => ({ ...p, id: randomUUID(), slug: `bench_agent_${i}` }));
  for (const n of AGENT_COUNTS) {
    const runId = `${id}-${n}`;
    const t = { articles: `bench.articles.${runId}`, dlq: `bench.dlq.${runId}`, events: `bench.events.${runId}` };
    await createTopics(
      admin,
      Object.values(t).map((topic) => ({ topic, partitions: 1 })),
    );
    await db.pool.query('TRUNCATE events, event_sources, event_agents, dedup_offsets, outbox, dedup_agents CASCADE');
    const agents = agentSet(n);
    await db.pool.query(
      `INSERT INTO agents (id, name, slug, domain, description, profile, owner_account_id)
       SELECT id, slug, slug, 'bench', 'bench', profile, $2 FROM json_populate_recordset(null::agents, $1::json)`,
      [JSON.stringify(agents.map((a) => ({ id: a.id, slug: a.slug, profile: a.profile }))), owner[0]!.id],
    );
    const records = agents.map((a) => ({
      key: agentRecordKey(a.id),
      value: JSON.stringify({
        version: 1,
        type: 'agent.defined',
        agentId: a.id,
        ownerAccountId: owner[0]!.id,
        slug: a.slug,
        profile: a.profile,
        at: new Date().toISOString(),
      } satisfies AgentRecordV1),
    }));
    const stream = syntheticArticles(agentArticles, { seed: 2 + n });
    // A producer per run: kafkajs refreshes metadata for every topic a producer has sent to, so one
    // that outlived the previous run's deleted topics would fail on them.
    const runProducer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await runProducer.connect();
    for (let i = 0; i < records.length; i += 1000)
      await runProducer.send({ topic: t.articles, messages: records.slice(i, i + 1000) });
    for (let i = 0; i < stream.length; i += 1000)
      await runProducer.send({
        topic: t.articles,
        messages: stream.slice(i, i + 1000).map((a) => ({ key: canonicalizeUrl(a.url), value: JSON.stringify(a) })),
      });
    await runProducer.disconnect();
    const runGroup = `bench-dedup-${runId}`;
    const reached = async () =>
      Number(
        (
          await db.pool.query<{ n: string }>(
            'SELECT coalesce(max(next_offset), 0) AS n FROM dedup_offsets WHERE consumer = $1',
            [runGroup],
          )
        ).rows[0]!.n,
      );
    const w = startNode([...workerFlags, 'services/dedup/main.ts'], {
      DATABASE_URL: vars.DATABASE_URL!,
      KAFKA_BROKERS: vars.KAFKA_BROKERS!,
      LOG_LEVEL: 'error',
      DEDUP_GROUP: runGroup,
      ARTICLES_TOPIC: t.articles,
      ARTICLES_DLQ_TOPIC: t.dlq,
      EVENTS_TOPIC: t.events,
      ...DEDUP_ENV,
    });
    // Timed from the first commit past the agent records to the last article.
    let from = 0;
    let fromOffset = 0;
    for (let at = 0; at < records.length + stream.length;) {
      await new Promise((r) => setTimeout(r, 100));
      at = await reached();
      if (!from && at > records.length) {
        from = performance.now();
        fromOffset = at;
      }
      if (w.exitCode !== null || w.signalCode !== null)
        throw new Error(`the dedup worker exited with ${w.exitCode ?? w.signalCode}`);
    }
    const seconds = (performance.now() - from) / 1000;
    const runRss = peakRssMb(w.pid!);
    w.kill('SIGTERM');
    await new Promise((r) => w.once('exit', r));
    const { rows: linked } = await db.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM event_agents l JOIN agents a ON a.id = l.agent_id WHERE a.owner_account_id IS NOT NULL',
    );
    agentRuns.push({
      agents: n,
      rate: (records.length + stream.length - fromOffset) / seconds,
      links: Number(linked[0]!.n),
      rss: runRss,
    });
    await admin.deleteTopics({ topics: Object.values(t) }).catch(() => undefined);
    await db.pool.query('DELETE FROM agents WHERE owner_account_id = $1', [owner[0]!.id]);
  }
  const perAgent = AGENT_COUNTS.length ? matcherBytesPerAgent(agentSet(10_000)) : null;
  await producer.disconnect();
  await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
  await admin.disconnect();
  await db.close();

  const dedupRate = total / dedupSeconds;
  const bareRate = total / bareSeconds;
  console.log(
    `corpus: ${total} generated articles (synthetic words, ~5 per event) on one partition; then ${paced.length} more at ${rate}/s`,
  );
  console.log(
    table([
      ['measure', 'value'],
      ['produce backlog (acks=all, idempotent)', `${Math.round(total / produceSeconds)} articles/s`],
      ['bare kafkajs consume (ceiling)', `${Math.round(bareRate)} messages/s`],
      [
        'dedup worker, sustained on the backlog',
        `${Math.round(dedupRate)} articles/s (${((dedupRate / bareRate) * 100).toFixed(1)}% of the ceiling; target ≥ 1000)`,
      ],
      [
        'CPU per article on the backlog',
        `worker ${cpuPer('worker')} (its main thread ${cpuPer('workerMain')}), Postgres ${cpuPer('postgres')}, Kafka ${cpuPer('kafka')}, this script ${cpuPer('bench')}; machine idle ${(idle * 100).toFixed(0)}%`,
      ],
      [
        'worker wall time per 1,000 articles by stage',
        `deciding ${stageMs('decide')}, waiting for parsing ${stageMs('parse')}, for the previous write ${stageMs('write')}; a write waits for entities ${stageMs('entities')}, commits in ${stageMs('commit')}; fetching waits for room ${stageMs('room')}`,
      ],
      ['dedup worker start-up to first commit', `${startupSeconds.toFixed(1)} s`],
      [`produce-to-visible at ${rate}/s, p50`, `${percentile(visible, 50).toFixed(0)} ms`],
      [`produce-to-visible at ${rate}/s, p95`, `${percentile(visible, 95).toFixed(0)} ms (target ≤ 500)`],
      ['worker peak RSS', `${rss} MB (target < 500)`],
    ]),
  );
  if (!perAgent) return;
  console.log(
    `client agents: each run defines N agents by agent records (3 to 5 terms from the corpus's words, 2 of them to link), then decides ${agentArticles} generated articles`,
  );
  console.log(
    table([
      ['client agents', 'dedup worker articles/s', 'client-agent links', 'worker peak RSS'],
      ...agentRuns.map((r) => [
        String(r.agents),
        `${Math.round(r.rate)}${r.agents === 1_000 ? ' (target ≥ 1000)' : ''}`,
        String(r.links),
        `${r.rss} MB`,
      ]),
    ]),
  );
  console.log(
    `matcher memory per client agent (heap, 10,000 agents): ${Math.round(perAgent.bytes)} bytes; building the matcher: ${perAgent.buildMs.toFixed(0)} ms`,
  );
});

/** A TCP port free on this machine now (the worker's metrics listen on it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

/** The worker's seconds so far by stage (`sitrep_dedup_stage_seconds_total`), from its metrics endpoint. */
async function stageSeconds(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return new Map(
    [...text.matchAll(/^sitrep_dedup_stage_seconds_total\{stage="(\w+)"\} ([\d.e+-]+)$/gm)].map((m) => [
      m[1]!,
      Number(m[2]),
    ]),
  );
}

/** `n` client-agent profiles of 3 to 5 words the generated corpus uses (deterministic). */
function clientAgentProfiles(n: number, words: string[]): { profile: MonitoringProfile }[] {
  const rand = prng(42);
  return Array.from({ length: n }, () => {
    const count = 3 + Math.floor(rand() * 3);
    const keywords = Array.from({ length: count }, () => words[Math.floor(rand() * words.length)]!);
    return { profile: { keywords: [...new Set(keywords)], entities: [], regions: [], feeds: [] } };
  });
}

/** The heap a matcher takes per agent, and the time to build it (what an agent record costs the worker). */
function matcherBytesPerAgent(profiles: { id: string; slug: string; profile: MonitoringProfile }[]): {
  bytes: number;
  buildMs: number;
} {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const t = performance.now();
  const matcher = new AgentMatcher(profiles);
  const buildMs = performance.now() - t;
  gc();
  const bytes = (process.memoryUsage().heapUsed - before) / profiles.length;
  if (!matcher.slugOf(profiles[0]!.id)) throw new Error('matcher lost an agent');
  return { bytes, buildMs };
}
