// The report worker process: `npm run reports:worker` (scripts/run.sh starts one).
import { fileURLToPath } from 'node:url';
import { Client, Connection, WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker, type LogLevel } from '@temporalio/worker';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createReportActivities } from './activities.ts';
import { Partitioners } from 'kafkajs';
import { TOPICS } from '../../schemas/messages/topics.ts';
import { OutboxRelay } from '../outbox.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { createKafka } from '../kafka.ts';
import { DeterministicComposer } from './composer.ts';
import { LlmComposer } from './llm-composer.ts';
import { syncSchedules } from './schedules.ts';
import { createClientAgentActivities, resumeFundedAgents } from './client-agent-activities.ts';
import { profileKey } from '../dedup/backfill.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { agentBackfillIdFor, type agentBackfill } from '../../workflows/agent-backfill.ts';
import { createReplayActivities } from '../dedup/replay-activities.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'reports');
// The SDK's own log (worker state, workflow bundling) at the configured level.
const sdkLevel: LogLevel =
  ({ trace: 'TRACE', debug: 'DEBUG', info: 'INFO', warn: 'WARN' } as const)[config.LOG_LEVEL as 'info'] ?? 'ERROR';
Runtime.install({ logger: new DefaultLogger(sdkLevel) });
const database = connectDatabase(config.DATABASE_URL, { max: 4, applicationName: 'sitrep-reports' });
const deterministic = new DeterministicComposer();
const composer = config.REPORT_LLM_BASE_URL
  ? new LlmComposer({
      baseUrl: config.REPORT_LLM_BASE_URL,
      model: config.REPORT_LLM_MODEL,
      ...(config.REPORT_LLM_API_KEY && { apiKey: config.REPORT_LLM_API_KEY }),
      fallback: deterministic,
      log,
    })
  : deterministic;
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-reports`);
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
// The client own agents' activities pause, resume and create schedules with (kept open while the worker runs).
const clientConnection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
const temporal = new Client({ connection: clientConnection, namespace: config.TEMPORAL_NAMESPACE });
const worker = await Worker.create({
  connection,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
  activities: {
    ...createReportActivities({ pool: database.pool, composer, reportsTopic: config.REPORTS_TOPIC }),
    // Own agents: their backfill, and the gate that charges their reports to the owner.
    ...createClientAgentActivities({
      pool: database.pool,
      temporal: () => Promise.resolve(temporal),
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      backfillDays: config.AGENT_BACKFILL_DAYS,
    }),
    // Analysts' replays launched from the console run here too (workflows/replay.ts).
    ...createReplayActivities({
      databaseUrl: config.DATABASE_URL,
      kafka,
      log,
      topics: { articles: config.ARTICLES_TOPIC, dlq: config.ARTICLES_DLQ_TOPIC, eventChanges: config.EVENTS_TOPIC },
    }),
  },
});
// Every catalog agent gets its schedule from its report interval (created, or updated in place); so
// does every live own agent whose backfill is done (the backfill creates it; this puts back one lost).
const { rows: agents } = await database.pool.query<{
  id: string;
  slug: string;
  report_interval_minutes: number;
  owner_account_id: string | null;
}>(
  `SELECT id, slug, report_interval_minutes, owner_account_id FROM agents a
    WHERE owner_account_id IS NULL
       OR (deleted_at IS NULL AND EXISTS (SELECT 1 FROM agent_backfills b WHERE b.agent_id = a.id AND b.status IN ('done', 'failed')))`,
);
const created = await syncSchedules(
  temporal,
  config.TEMPORAL_TASK_QUEUE,
  agents.map((a) => ({
    id: a.id,
    slug: a.slug,
    intervalMinutes: a.report_interval_minutes,
    ...(a.owner_account_id && { workflowKey: a.id }),
  })),
);
log.info({ agents: agents.length, created }, 'report schedules in place');
// Own agents whose backfill for their current profile never started (the gateway could not reach
// Temporal): started now, once (the workflow id names agent and profile).
const { rows: own } = await database.pool.query<{ id: string; profile: MonitoringProfile }>(
  'SELECT id, profile FROM agents WHERE owner_account_id IS NOT NULL AND deleted_at IS NULL',
);
for (const a of own) {
  const key = profileKey(a.profile);
  await temporal.workflow
    .start<typeof agentBackfill>('agentBackfill', {
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      workflowId: agentBackfillIdFor(a.id, key),
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      args: [{ agentId: a.id, key, days: config.AGENT_BACKFILL_DAYS }],
    })
    .catch((err: unknown) => {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    });
}
// Own agents paused for want of credits resume within seconds of a top-up.
const resumeTimer = setInterval(
  () =>
    void resumeFundedAgents({ pool: database.pool, temporal: () => Promise.resolve(temporal) })
      .then((ids) => ids.length && log.info({ agents: ids }, 'own agents resumed after a top-up'))
      .catch((err: unknown) => log.warn({ err }, 'could not resume own agents')),
  5_000,
);
// Reports leave through the outbox: this relay publishes them to the reports topic after commit.
await ensureTopics(kafka, [{ name: config.REPORTS_TOPIC, partitions: TOPICS.reports.partitions }]);
const producer = kafka.producer({
  idempotent: true,
  maxInFlightRequests: 1,
  createPartitioner: Partitioners.DefaultPartitioner,
});
await producer.connect();
const relay = new OutboxRelay(database.pool, log);
relay.attach(producer);
const relayTimer = setInterval(() => void relay.kick(), 1_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => worker.shutdown());
log.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, 'report worker running');
await worker.run();
clearInterval(relayTimer);
clearInterval(resumeTimer);
await clientConnection.close();
await relay.drain();
await producer.disconnect();
await connection.close();
await database.close();
