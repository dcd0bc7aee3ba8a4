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
// The catalog agents (no owner), read again at most once a minute: only they get signal-triggered reports.
const database = connectDatabase(config.DATABASE_URL, { max: 1, applicationName: 'sitrep-signaller' });
let catalog: { at: number; ids: Promise<Set<string>> } | null = null;
const catalogIds = () => {
  if (!catalog || Date.now() - catalog.at > 60_000) {
    const ids = database.pool
      .query<{ id: string }>('SELECT id FROM agents WHERE owner_account_id IS NULL')
      .then(({ rows }) => new Set(rows.map((r) => r.id)));
    catalog = { at: Date.now(), ids };
    ids.catch(() => (catalog = null));
  }
  return catalog.ids;
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
  reportsFor: async (agentId) => (await catalogIds()).has(agentId),
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
