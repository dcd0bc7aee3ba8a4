import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Asker } from '../../ask/asker.ts';
import { LlmAnswerer } from '../../ask/llm-answerer.ts';
import { AskRetriever } from '../../ask/retrieval.ts';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ask: questions answered from the projection, with citations. */
    ask: Asker;
  }
}

/** `app.ask`, reading the projection (after `projection` and `freshness`); with ASK_LLM_BASE_URL, a model writes the answers. */
export const ask = fp(
  function askPlugin(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }, done: (err?: Error) => void) {
    const { config } = opts;
    const llm = config.ASK_LLM_BASE_URL
      ? new LlmAnswerer({
          baseUrl: config.ASK_LLM_BASE_URL,
          model: config.ASK_LLM_MODEL,
          timeoutMs: config.ASK_LLM_TIMEOUT_MS,
          ...(config.ASK_LLM_API_KEY && { apiKey: config.ASK_LLM_API_KEY }),
          log: app.log,
        })
      : null;
    app.decorate(
      'ask',
      new Asker({
        retriever: new AskRetriever(opts.pool, app.clock),
        agents: () => app.reader.agents(),
        clock: app.clock,
        dataAsOf: () => app.freshness.current().dataAsOf,
        llm,
      }),
    );
    done();
  },
  { name: 'ask', dependencies: ['projection', 'freshness'] },
);
