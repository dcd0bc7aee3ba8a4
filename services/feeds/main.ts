// The feed poller process: `npm run feeds` (scripts/run.sh starts one; start as many as you like).
import { TOPICS } from '../../schemas/messages/topics.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { ProjectionReader } from '../projection/reader.ts';
import { ExtractPool } from '../web/extract-pool.ts';
import { SafeFetcher } from '../web/fetcher.ts';
import { FeedPoller } from './poller.ts';
import { SourceRegistry } from './registry.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'feeds');
const database = connectDatabase(config.DATABASE_URL, { max: 8, applicationName: 'sitrep-feeds' });
const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-feeds`);
await ensureTopics(kafka, [
  { name: config.ARTICLES_TOPIC, partitions: TOPICS.articles.partitions },
  { name: config.ARTICLES_DLQ_TOPIC, partitions: TOPICS.articlesDlq.partitions },
]);
// The fetcher and extractor of web extract, with its limits.
const fetcher = new SafeFetcher({
  allowHosts: config.WEB_FETCH_ALLOW_HOSTS,
  limits: { timeoutMs: config.WEB_FETCH_TIMEOUT_MS, maxBytes: config.WEB_FETCH_MAX_BYTES },
  userAgent: `SitrepFeedPoller/1.0 (+${config.PUBLIC_BASE_URL ?? 'https://sitrep.invalid'})`,
});
const extractor = new ExtractPool();
const poller = new FeedPoller({
  databaseUrl: config.DATABASE_URL,
  pool: database.pool,
  kafka,
  fetcher,
  extractor,
  registry: new SourceRegistry({
    pool: database.pool,
    defaultIntervalSeconds: config.FEED_POLL_SECONDS,
    agents: () => new ProjectionReader(database.pool).agents(),
    refusal: (url) => fetcher.refusal(url),
  }),
  topics: { articles: config.ARTICLES_TOPIC, deadLetters: config.ARTICLES_DLQ_TOPIC },
  log,
  concurrency: config.FEED_CONCURRENCY,
  hostGapMs: config.FEED_HOST_GAP_MS,
  fullTextConcurrency: config.FEED_FULL_TEXT_CONCURRENCY,
  maxNewItems: config.FEED_MAX_NEW_ITEMS,
  retentionDays: config.FEED_ITEM_RETENTION_DAYS,
  pageMaxAgeSeconds: config.WEB_EXTRACT_MAX_AGE_SECONDS,
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    void poller
      .stop()
      .then(() => Promise.all([extractor.close(), fetcher.close(), database.close()]))
      .finally(() => process.exit(0));
  });
}
await poller.start();
log.info({ concurrency: config.FEED_CONCURRENCY, hostGapMs: config.FEED_HOST_GAP_MS }, 'feed poller running');
