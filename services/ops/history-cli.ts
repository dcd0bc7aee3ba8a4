// `sitrep-ops history [--now <instant>]`: plays the demo world's fortnight (sample data) into a fresh
// stack, a day at a time, with each agent's daily report (see demo-history.ts). scripts/run.sh runs it
// before the demo's news sites serve the last 24 hours, with the same --now. Does nothing when the
// projection already holds events (the stack has run before).
import type pg from 'pg';
import type { Config } from '../config.ts';
import { ArticleProducer } from '../ingest/producer.ts';
import { ensureTopics } from '../ingest/topics.ts';
import { createKafka } from '../kafka.ts';
import { createLogger } from '../logger.ts';
import { demoWorldDays } from './demo-world/index.ts';
import { historyPlayed, historyReporter, playHistory } from './demo-history.ts';

export async function historyCommand(args: string[], deps: { config: Config; pool: pg.Pool }): Promise<number> {
  const { config, pool } = deps;
  const nowArg = args[0] === '--now' ? args[1] : undefined;
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime())) {
    console.error(`not an instant: ${nowArg}`);
    return 2;
  }
  if (await historyPlayed(pool)) {
    console.log('  history: the projection already holds events; nothing replayed');
    return 0;
  }
  const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, 'history');
  const kafka = createKafka(config, log, `${config.KAFKA_CLIENT_ID}-history`);
  await ensureTopics(kafka);
  const producer = new ArticleProducer(kafka, config.ARTICLES_TOPIC);
  const admin = kafka.admin();
  await admin.connect();
  const started = performance.now();
  try {
    const { history } = demoWorldDays(now);
    const done = await playHistory(
      {
        pool,
        send: (articles, timestampOf) => producer.send(articles, timestampOf),
        topicEnd: async () =>
          (await admin.fetchTopicOffsets(config.ARTICLES_TOPIC)).reduce((s, p) => s + Number(p.high), 0),
        report: historyReporter(pool, config.REPORTS_TOPIC),
        dedupGroup: config.DEDUP_GROUP,
        log: (line) => console.log(line),
      },
      history,
    );
    console.log(
      `  history: ${done.articles} articles over ${history.length} days, ${done.reports} daily reports in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await producer.close();
    await admin.disconnect();
  }
}
