// The feed poller process: `npm run feeds`. Polls every agent's RSS/Atom feeds (agents.profile.feeds)
// every FEED_POLL_SECONDS and sends new items to the articles topic.
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { FeedPoller } from './feeds.ts';
import { ArticleProducer, validateArticle } from './producer.ts';
import type { ArticleV1 } from '../../schemas/messages/article.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, 'feeds');
const database = connectDatabase(config.DATABASE_URL, { max: 2, applicationName: 'sitrep-feeds' });
const producer = new ArticleProducer(
  createKafka(config, log, `${config.KAFKA_CLIENT_ID}-feeds`),
  config.ARTICLES_TOPIC,
);
const poller = new FeedPoller({
  userAgent: `SitrepFeedPoller/1.0 (+${config.PUBLIC_BASE_URL ?? 'https://sitrep.invalid'})`,
});

let stopping = false;
async function round(): Promise<void> {
  const { rows } = await database.pool.query<{ feed: string }>(
    "SELECT DISTINCT jsonb_array_elements_text(profile->'feeds') AS feed FROM agents ORDER BY 1",
  );
  for (const { feed } of rows) {
    if (stopping) return;
    const r = await poller.poll(feed);
    const valid = r.articles.flatMap((a) => {
      const v = validateArticle(a);
      return v.ok ? [v.article] : [];
    }) satisfies ArticleV1[];
    if (valid.length) await producer.send(valid);
    log.info(
      { feed, status: r.status, sent: valid.length, skipped: r.articles.length - valid.length, error: r.error },
      'feed polled',
    );
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    void producer
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
while (!stopping) {
  await round().catch((err: unknown) => log.error({ err }, 'feed round failed'));
  await new Promise((r) => setTimeout(r, config.FEED_POLL_SECONDS * 1000));
}
