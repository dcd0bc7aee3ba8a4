// The report worker process: `npm run reports:worker` (scripts/run.sh starts one).
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
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
const worker = await Worker.create({
  connection,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
  activities: {
    ...createReportActivities({ pool: database.pool, composer, reportsTopic: config.REPORTS_TOPIC }),
    // Analysts' replays launched from the console run here too (workflows/replay.ts).
    ...createReplayActivities({
      databaseUrl: config.DATABASE_URL,
      kafka,
      log,
      topics: { articles: config.ARTICLES_TOPIC, dlq: config.ARTICLES_DLQ_TOPIC, eventChanges: config.EVENTS_TOPIC },
    }),
  },
});
// Every catalog agent gets its schedule from its report interval (created, or updated in place). A
// client's own agent gets none until its reports are charged to its owner (issue 35).
const { rows: agents } = await database.pool.query<{ id: string; slug: string; report_interval_minutes: number }>(
  'SELECT id, slug, report_interval_minutes FROM agents WHERE owner_account_id IS NULL',
);
const clientConnection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
const created = await syncSchedules(
  new Client({ connection: clientConnection, namespace: config.TEMPORAL_NAMESPACE }),
  config.TEMPORAL_TASK_QUEUE,
  agents.map((a) => ({ id: a.id, slug: a.slug, intervalMinutes: a.report_interval_minutes })),
);
await clientConnection.close();
log.info({ agents: agents.length, created }, 'report schedules in place');
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
await relay.drain();
await producer.disconnect();
await connection.close();
await database.close();
