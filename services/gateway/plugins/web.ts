import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { ArticleProducer } from '../../ingest/producer.ts';
import { createKafka } from '../../kafka.ts';
import { ExtractPool } from '../../web/extract-pool.ts';
import { SafeFetcher, type Resolver } from '../../web/fetcher.ts';
import { CorpusSearch } from '../../web/search.ts';
import { WebExtractor } from '../../web/web-extract.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Articles into the pipeline (`sitrep.articles.v1`): admin submissions and extracted pages. */
    articles: ArticleProducer;
    web: { search: CorpusSearch; extractor: WebExtractor };
  }
}

export interface WebOptions {
  config: Config;
  pool: pg.Pool;
  clock: () => Date;
  /** Web extract's DNS; tests inject one, production uses the system resolver. */
  resolver?: Resolver | undefined;
}

/**
 * `app.articles` and `app.web`: web search over the corpus, and web extract (the SSRF-safe fetcher,
 * main-text extraction in worker threads, the page cache) feeding extracted pages to the pipeline.
 */
export const web = fp(
  function webPlugin(app: FastifyInstance, opts: WebOptions, done: (err?: Error) => void) {
    const { config, pool, clock } = opts;
    // Connected on first use, so a gateway without Kafka still serves everything else.
    const articles = new ArticleProducer(
      createKafka(config, app.log, `${config.KAFKA_CLIENT_ID}-gateway`),
      config.ARTICLES_TOPIC,
    );
    app.addHook('onClose', () => articles.close());
    const fetcher = new SafeFetcher({
      allowHosts: config.WEB_FETCH_ALLOW_HOSTS,
      ...(opts.resolver && { resolver: opts.resolver }),
      limits: { timeoutMs: config.WEB_FETCH_TIMEOUT_MS, maxBytes: config.WEB_FETCH_MAX_BYTES },
    });
    const extractPool = new ExtractPool();
    app.addHook('onClose', () => extractPool.close());
    const extractor = new WebExtractor({
      pool,
      fetcher,
      extractor: extractPool,
      feed: (a) => articles.send([a]),
      maxAgeSeconds: config.WEB_EXTRACT_MAX_AGE_SECONDS,
      clock,
      log: app.log,
    });
    app.decorate('articles', articles);
    app.decorate('web', { search: new CorpusSearch(pool, clock), extractor });
    done();
  },
  { name: 'web' },
);
