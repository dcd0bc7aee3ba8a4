import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { listen } from '../../db/listener.ts';
import { PROJECTION_CHANNEL, ProjectionReader } from '../../projection/reader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The projection (agents, events, reports), cached and invalidated by LISTEN/NOTIFY. */
    reader: ProjectionReader;
  }
}

/**
 * `app.reader`. The projection changes under the gateway (dedup worker, report workflows); PostgreSQL
 * tells it what changed, and the gateway is ready once it listens.
 */
export const projection = fp(
  function projectionPlugin(
    app: FastifyInstance,
    opts: { pool: pg.Pool; databaseUrl: string },
    done: (err?: Error) => void,
  ) {
    const reader = new ProjectionReader(opts.pool);
    const listener = listen({
      url: opts.databaseUrl,
      channel: PROJECTION_CHANNEL,
      log: app.log,
      onNotify: (table) => reader.invalidate(table),
      onReset: () => reader.invalidate(null),
    });
    app.addHook('onReady', () => listener.ready);
    app.addHook('onClose', () => listener.close());
    app.decorate('reader', reader);
    done();
  },
  { name: 'projection' },
);
