// The signaller process: event changes (Kafka) → per-agent monitor workflows (Temporal). `npm run signaller`.
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../config.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { Signaller } from './signaller.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'signaller');
const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
const signaller = new Signaller({
  kafka: createKafka(config, log, `${config.KAFKA_CLIENT_ID}-signaller`),
  client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }),
  topic: config.EVENTS_TOPIC,
  group: 'sitrep-signaller',
  taskQueue: config.TEMPORAL_TASK_QUEUE,
  log,
  monitor: {
    debounceMs: config.MONITOR_DEBOUNCE_SECONDS * 1000,
    maxWaitMs: config.MONITOR_MAX_WAIT_SECONDS * 1000,
    minWeight: config.MONITOR_MIN_WEIGHT,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void signaller
        .stop()
        .then(() => connection.close())
        .finally(() => process.exit(0)),
  );
}
await signaller.start();
log.info({ topic: config.EVENTS_TOPIC }, 'signaller running');
