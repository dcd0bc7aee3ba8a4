import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { TOPICS } from '../../schemas/messages/topics.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { ProjectionReader } from '../projection/reader.ts';
import { ExtractPool } from '../web/extract-pool.ts';
import { SafeFetcher, type Resolver } from '../web/fetcher.ts';
import { FeedPoller, type FeedPollerOptions } from './poller.ts';
import { SourceRegistry } from './registry.ts';

/**
 * The feed poller as `npm run feeds` runs it, from the configuration: web extract's fetcher and
 * extractor with its limits, the registry for profile feeds, the topics ensured.
 */
export async function startFeedService(deps: {
  config: Config;
  database: Database;
  kafka: Kafka;
  log: Logger;
  /** Tests map their host names to loopback; production asks the system resolver. */
  resolver?: Resolver;
  afterSend?: FeedPollerOptions['afterSend'];
  onPolled?: FeedPollerOptions['onPolled'];
}): Promise<{ poller: FeedPoller; stop(): Promise<void> }> {
  const { config, database, kafka } = deps;
  await ensureTopics(kafka, [
    { name: config.ARTICLES_TOPIC, partitions: TOPICS.articles.partitions },
    { name: config.ARTICLES_DLQ_TOPIC, partitions: TOPICS.articlesDlq.partitions },
  ]);
  const fetcher = new SafeFetcher({
    allowHosts: config.WEB_FETCH_ALLOW_HOSTS,
    limits: { timeoutMs: config.WEB_FETCH_TIMEOUT_MS, maxBytes: config.WEB_FETCH_MAX_BYTES },
    userAgent: `SitrepFeedPoller/1.0 (+${config.PUBLIC_BASE_URL ?? 'https://sitrep.invalid'})`,
    ...(deps.resolver && { resolver: deps.resolver }),
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
    log: deps.log,
    concurrency: config.FEED_CONCURRENCY,
    hostGapMs: config.FEED_HOST_GAP_MS,
    fullTextConcurrency: config.FEED_FULL_TEXT_CONCURRENCY,
    maxNewItems: config.FEED_MAX_NEW_ITEMS,
    retentionDays: config.FEED_ITEM_RETENTION_DAYS,
    pageMaxAgeSeconds: config.WEB_EXTRACT_MAX_AGE_SECONDS,
    ...(deps.afterSend && { afterSend: deps.afterSend }),
    ...(deps.onPolled && { onPolled: deps.onPolled }),
  });
  await poller.start();
  return {
    poller,
    async stop() {
      await poller.stop();
      await Promise.all([extractor.close(), fetcher.close()]);
    },
  };
}
