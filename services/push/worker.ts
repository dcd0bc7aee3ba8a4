import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listen } from '../db/listener.ts';
import { PRICE_SHEET } from '../gateway/pricing.ts';
import { SafeFetcher, type Resolver } from '../web/fetcher.ts';
import { createWebhookActivities } from './delivery.ts';
import { WebhookDispatcher } from './dispatcher.ts';
import { LocalNews } from './local-news.ts';
import { PushFanout } from './fanout.ts';
import { PushStore, WEBHOOKS_CHANNEL } from './store.ts';
import { WebhookStore } from './webhooks.ts';

export interface PushWorker {
  /** Resolves when the Temporal worker stops (after `stop`). */
  running: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The push worker (`npm run push`): the event and report topics into the push log, webhook
 * subscriptions woken on news, the Temporal worker that delivers them, and the log's retention.
 */
export async function startPushWorker(deps: {
  config: Config;
  database: Database;
  kafka: Kafka;
  log: Logger;
  resolver?: Resolver;
}): Promise<PushWorker> {
  const { config, database, log } = deps;
  const store = new PushStore(database.pool);
  const webhooks = new WebhookStore(database.pool);
  const fetcher = new SafeFetcher({
    allowHosts: config.WEB_FETCH_ALLOW_HOSTS,
    limits: { timeoutMs: config.WEBHOOK_TIMEOUT_MS },
    userAgent: 'SitrepWebhooks/1.0',
    ...(deps.resolver && { resolver: deps.resolver }),
  });
  const news = new LocalNews();
  const nativeConnection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection: nativeConnection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.PUSH_TASK_QUEUE,
    workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
    // A busy subscription's run holds a slot for up to a minute, mostly waiting on its receiver or on
    // news: the slots bound how many subscriptions deliver at once, not CPU.
    maxConcurrentActivityTaskExecutions: 1_000,
    activities: createWebhookActivities({
      store,
      webhooks,
      fetcher,
      price: PRICE_SHEET.streamMessage,
      retryWindowMs: config.WEBHOOK_RETRY_WINDOW_SECONDS * 1000,
      news,
      log,
    }),
  });
  const running = worker.run();
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const dispatcher = new WebhookDispatcher({
    client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }),
    webhooks,
    taskQueue: config.PUSH_TASK_QUEUE,
    maxBackoffMs: config.WEBHOOK_MAX_BACKOFF_SECONDS * 1000,
    log,
    news,
  });
  await dispatcher.refresh();
  // A subscription created, replayed or deleted through a gateway.
  const listener = listen({
    url: config.DATABASE_URL,
    channel: WEBHOOKS_CHANNEL,
    log,
    onNotify: (id) => {
      news.poke(id, 'changed');
      void dispatcher.refresh().then(() => dispatcher.wake(id));
    },
    onReset: () => void dispatcher.refresh().then(() => dispatcher.sweep()),
  });
  await listener.ready;
  const fanout = new PushFanout({
    kafka: deps.kafka,
    pool: database.pool,
    store,
    topics: { events: config.EVENTS_TOPIC, reports: config.REPORTS_TOPIC },
    group: config.PUSH_GROUP,
    log,
    onAppended: (agents) => dispatcher.onAppended(agents),
  });
  await fanout.start();
  const every = (ms: number, fn: () => Promise<unknown>) => {
    const t = setInterval(() => void fn().catch((err: unknown) => log.warn({ err }, 'push housekeeping failed')), ms);
    t.unref();
    return t;
  };
  const timers = [
    every(30_000, () => dispatcher.refresh().then(() => dispatcher.sweep())),
    every(3_600_000, () => store.prune(config.PUSH_RETENTION_DAYS)),
  ];
  await store.prune(config.PUSH_RETENTION_DAYS);
  return {
    running,
    async stop() {
      for (const t of timers) clearInterval(t);
      await fanout.stop();
      await listener.close();
      worker.shutdown();
      await running;
      await connection.close();
      await nativeConnection.close();
      await fetcher.close();
    },
  };
}
