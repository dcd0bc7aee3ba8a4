import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { ClientAgentStore, type ClientAgentRow } from '../agents/client-agents.ts';
import { lazyTemporal } from '../temporal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Client agents' definitions (create, update, delete), and how many one account may keep. */
    clientAgents: { store: ClientAgentStore; cap: number };
  }
}

/**
 * `app.clientAgents`: definitions written with their agent records, sent to the articles topic by
 * `app.articles`; after each change its Temporal side (a backfill, or the schedule's end).
 */
export const clientAgents = fp(
  function clientAgentsPlugin(
    app: FastifyInstance,
    opts: { config: Config; pool: pg.Pool },
    done: (err?: Error) => void,
  ) {
    const temporal = lazyTemporal(opts.config);
    // The lifecycle (the Temporal client library, the workflow ids) loads on the first agent change: a
    // read-only gateway never holds it.
    let lifecycle: Promise<(agent: ClientAgentRow, deleted: boolean) => Promise<void>> | null = null;
    const store = new ClientAgentStore({
      pool: opts.pool,
      topic: opts.config.ARTICLES_TOPIC,
      send: (messages) => app.articles.sendKeyed(messages),
      log: app.log,
      clock: app.clock,
      changed: async (agent, deleted) => {
        lifecycle ??= import('../agents/lifecycle.ts').then(({ agentLifecycle }) =>
          agentLifecycle({
            temporal: temporal.client,
            taskQueue: opts.config.TEMPORAL_TASK_QUEUE,
            backfillDays: opts.config.AGENT_BACKFILL_DAYS,
          }),
        );
        await (
          await lifecycle
        )(agent, deleted);
      },
    });
    app.decorate('clientAgents', { store, cap: opts.config.AGENT_MAX_PER_ACCOUNT });
    app.addHook('onClose', () => temporal.close());
    done();
  },
  { name: 'client-agents', dependencies: ['web'] },
);
