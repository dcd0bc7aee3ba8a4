// The signaller process: event changes (Kafka) → per-agent monitor workflows (Temporal). `npm run signaller`.
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { Signaller } from './signaller.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'signaller');
const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
// The agents that get signal-triggered reports, read again at most every ten seconds: the catalog, and
// own agents that are live with reports not paused (their owner pays each one; the report gate checks again).
const database = connectDatabase(config.DATABASE_URL, { max: 1, applicationName: 'sitrep-signaller' });
let reporting: { at: number; ids: Promise<Set<string>> } | null = null;
const reportingIds = () => {
  if (!reporting || Date.now() - reporting.at > 10_000) {
    const ids = database.pool
      .query<{ id: string }>('SELECT id FROM agents WHERE deleted_at IS NULL AND reports_paused_at IS NULL')
      .then(({ rows }) => new Set(rows.map((r) => r.id)));
    reporting = { at: Date.now(), ids };
    ids.catch(() => (reporting = null));
  }
  return reporting.ids;
};
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
  reportsFor: async (agentId) => (await reportingIds()).has(agentId),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void signaller
        .stop()
        .then(() => connection.close())
        .then(() => database.pool.end())
        .finally(() => process.exit(0)),
  );
}
await signaller.start();
log.info({ topic: config.EVENTS_TOPIC }, 'signaller running');
