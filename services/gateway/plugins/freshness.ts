import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { createKafka } from '../../kafka.ts';
import { FreshnessMonitor } from '../freshness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How fresh the projection is: the data operations' `Sitrep-Data-As-Of` and `Sitrep-Ingest-Lag`. */
    freshness: FreshnessMonitor;
  }
}

/** `app.freshness`: polled in the background from the articles topic and the dedup worker's offsets. */
export const freshness = fp(
  function freshnessPlugin(
    app: FastifyInstance,
    opts: { config: Config; pool: pg.Pool; clock: () => Date },
    done: (err?: Error) => void,
  ) {
    const { config } = opts;
    const monitor = new FreshnessMonitor({
      pool: opts.pool,
      // One try per poll: an unreachable Kafka costs the next poll, never a request or the start-up.
      admin: createKafka(config, app.log, `${config.KAFKA_CLIENT_ID}-gateway-freshness`).admin({
        retry: { retries: 0 },
      }),
      topic: config.ARTICLES_TOPIC,
      consumer: config.DEDUP_GROUP,
      clock: opts.clock,
      log: app.log,
    });
    app.addHook('onReady', (ready) => {
      void monitor.start();
      ready();
    });
    app.addHook('onClose', () => monitor.stop());
    app.decorate('freshness', monitor);
    done();
  },
  { name: 'freshness' },
);
