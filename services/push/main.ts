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
Runtime.install({ logger: new DefaultLogger(sdkLevel) });
const database = connectDatabase(config.DATABASE_URL, { max: 6, applicationName: 'sitrep-push' });
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-push`);
await ensureTopics(kafka, [
  { name: config.EVENTS_TOPIC, partitions: TOPICS.eventChanges.partitions },
  { name: config.REPORTS_TOPIC, partitions: TOPICS.reports.partitions },
]);
const push = await startPushWorker({ config, database, kafka, log });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void push.stop().finally(() => void database.close().finally(() => process.exit(0))));
log.info({ taskQueue: config.PUSH_TASK_QUEUE, group: config.PUSH_GROUP }, 'push worker running');
