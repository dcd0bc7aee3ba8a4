// The push worker process: `npm run push` (scripts/run.sh starts one).
import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';
import { TOPICS } from '../../schemas/messages/topics.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { startPushWorker } from './worker.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'push');
const sdkLevel: LogLevel =
  ({ trace: 'TRACE', debug: 'DEBUG', info: 'INFO', warn: 'WARN' } as const)[config.LOG_LEVEL as 'info'] ?? 'ERROR';
// The signals are ours (below), not the SDK's: it would stop the Temporal worker and leave the rest running.
Runtime.install({ logger: new DefaultLogger(sdkLevel), shutdownSignals: [] });
const database = connectDatabase(config.DATABASE_URL, { max: 6, applicationName: 'sitrep-push' });
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-push`);
await ensureTopics(kafka, [
  { name: config.EVENTS_TOPIC, partitions: TOPICS.eventChanges.partitions },
  { name: config.REPORTS_TOPIC, partitions: TOPICS.reports.partitions },
]);
// Listening from the start: joining the consumer group can take a while (up to a dead member's session
// timeout). A signal before the worker is up exits at once, as a crash would: the push log and the
// committed offsets are whole, and an activity in flight is retried by another worker.
let push: Awaited<ReturnType<typeof startPushWorker>> | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (!push) process.exit(0);
    void push.stop().finally(() => void database.close().finally(() => process.exit(0)));
  });
push = await startPushWorker({ config, database, kafka, log });
log.info({ taskQueue: config.PUSH_TASK_QUEUE, group: config.PUSH_GROUP }, 'push worker running');
