import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import { SourceRegistry } from '../../feeds/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The feed sources registry (the admin API's sources routes). */
    sources: SourceRegistry;
  }
}

/** Figures read from Postgres at most this often, however often `/metrics` is scraped. */
const FRESH_MS = 10_000;

/**
 * `app.sources`, and the feed sources' health in `/metrics`: sources by state, items taken but not
 * sent, and every active source whose polls have all failed for a day, flagged by id and name.
 */
export const sources = fp(
  function sourcesPlugin(
    app: FastifyInstance,
    opts: { pool: pg.Pool; defaultIntervalSeconds: number },
    done: (err?: Error) => void,
  ) {
    const registry = new SourceRegistry({
      pool: opts.pool,
      defaultIntervalSeconds: opts.defaultIntervalSeconds,
      agents: () => app.reader.agents(),
      refusal: (url) => app.web.extractor.refusal(url),
      clock: app.clock,
    });
    app.decorate('sources', registry);

    type Figures = {
      counts: Awaited<ReturnType<SourceRegistry['counts']>>;
      failing: Awaited<ReturnType<SourceRegistry['failingForADay']>>;
    };
    // Postgres not answering leaves the last figures in place: `/metrics` itself never fails for it.
    let last: Figures = { counts: { active: 0, paused: 0, pendingItems: 0 }, failing: [] };
    let read: Promise<Figures> | null = null;
    let readAt = 0;
    const figures = (): Promise<Figures> => {
      if (!read || Date.now() - readAt > FRESH_MS) {
        readAt = Date.now();
        read = Promise.all([registry.counts(), registry.failingForADay()]).then(
          ([counts, failing]) => (last = { counts, failing }),
          (err: unknown) => {
            app.log.warn({ err }, 'feed source figures unavailable');
            read = null;
            return last;
          },
        );
      }
      return read;
    };
    const registers = [app.metrics.registry];
    new Gauge({
      name: 'sitrep_feed_sources',
      help: 'Feed sources by state',
      labelNames: ['state'],
      registers,
      async collect() {
        const { counts } = await figures();
        this.set({ state: 'active' }, counts.active);
        this.set({ state: 'paused' }, counts.paused);
      },
    });
    new Gauge({
      name: 'sitrep_feed_items_pending',
      help: 'Feed items taken by a poller and not yet on their topic',
      registers,
      async collect() {
        this.set((await figures()).counts.pendingItems);
      },
    });
    new Gauge({
      name: 'sitrep_feed_sources_failing_for_a_day',
      help: 'Active feed sources whose polls have all failed for 24 hours or more',
      registers,
      async collect() {
        this.set((await figures()).failing.length);
      },
    });
    new Gauge({
      name: 'sitrep_feed_source_failing_since_seconds',
      help: 'For each active feed source failing for a day or more: when its failures began (Unix seconds)',
      labelNames: ['source', 'name'],
      registers,
      async collect() {
        const { failing } = await figures();
        this.reset();
        for (const f of failing) this.set({ source: f.id, name: f.name }, Math.floor(f.failingSince.getTime() / 1000));
      },
    });
    done();
  },
  { name: 'sources', dependencies: ['metrics'] },
);
