// The dedup worker process: `npm run dedup` (scripts/run.sh starts one).
import { createServer } from 'node:http';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { TOPICS } from '../../schemas/messages/topics.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { DedupWorker } from './worker.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'dedup');
const database = connectDatabase(config.DATABASE_URL, { max: 4, applicationName: 'sitrep-dedup' });
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-dedup`);
// Its own topics and every topic its outbox relay writes (the outbox holds the report worker's rows too).
await ensureTopics(kafka, [
  { name: config.ARTICLES_TOPIC, partitions: TOPICS.articles.partitions },
  { name: config.ARTICLES_DLQ_TOPIC, partitions: TOPICS.articlesDlq.partitions },
  { name: config.EVENTS_TOPIC, partitions: TOPICS.eventChanges.partitions },
  { name: config.REPORTS_TOPIC, partitions: TOPICS.reports.partitions },
]);
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'sitrep_dedup_' });
const worker = new DedupWorker({
  kafka,
  pool: database.pool,
  group: config.DEDUP_GROUP,
  log,
  registry,
  ...(config.DEDUP_THREADS && { threads: config.DEDUP_THREADS }),
  topics: { articles: config.ARTICLES_TOPIC, dlq: config.ARTICLES_DLQ_TOPIC, eventChanges: config.EVENTS_TOPIC },
});
const metrics = config.DEDUP_METRICS_PORT
  ? createServer(
      (_req, res) =>
        void registry.metrics().then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text)),
    ).listen(config.DEDUP_METRICS_PORT, '127.0.0.1')
  : null;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    void worker
      .stop()
      .then(() => database.close())
      .finally(() => {
        metrics?.close();
        process.exit(0);
      });
  });
}
await worker.start();
log.info({ topic: config.ARTICLES_TOPIC, group: config.DEDUP_GROUP }, 'dedup worker running');
