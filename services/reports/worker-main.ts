// The report worker process: `npm run reports:worker` (scripts/run.sh starts one).
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createReportActivities } from './activities.ts';
import { DeterministicComposer } from './composer.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'reports');
const database = connectDatabase(config.DATABASE_URL, { max: 4, applicationName: 'sitrep-reports' });
const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
const worker = await Worker.create({
  connection, namespace: config.TEMPORAL_NAMESPACE, taskQueue: config.TEMPORAL_TASK_QUEUE,
  workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
  activities: createReportActivities({ pool: database.pool, composer: new DeterministicComposer(), reportsTopic: config.REPORTS_TOPIC }),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => worker.shutdown());
log.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, 'report worker running');
await worker.run();
await connection.close();
await database.close();
