import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import { Client, Connection } from '@temporalio/client';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listen } from '../db/listener.ts';
import { loggerOptions } from '../logger.ts';
import { AccountStore } from './billing/accounts.ts';
import { creditsPreHandler, creditsSettlement } from './billing/credits.ts';
import { operations, type OperationDeps } from './operations.ts';
import { installAccessLog } from './plugins/access-log.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './plugins/error-handler.ts';
import { createMetrics, installMetrics } from './plugins/metrics.ts';
import { installOpenApi, registerOpenApiRoutes } from './plugins/openapi.ts';
import { PROJECTION_CHANNEL, ProjectionReader } from '../projection/reader.ts';
import { accountRoutes } from './routes/account.ts';
import { ArticleProducer } from '../ingest/producer.ts';
import { createKafka } from '../kafka.ts';
import { adminAccountRoutes } from './routes/admin.ts';
import { adminArticleRoutes } from './routes/admin-articles.ts';
import { adminReportRoutes } from './routes/admin-reports.ts';
import { mountSurface } from './surface.ts';
import { createX402, type X402Settings } from './x402/plugin.ts';
import { SafeFetcher, type Resolver } from '../web/fetcher.ts';
import { CorpusSearch } from '../web/search.ts';
import { ExtractPool } from '../web/extract-pool.ts';
import { WebExtractor } from '../web/web-extract.ts';
import { SettlementStore } from './x402/settlements.ts';

export interface GatewayDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Web extract's DNS; tests inject one, production uses the system resolver. */
  resolver?: Resolver;
  /** Where log lines go (standard output unless given). */
  logStream?: { write(line: string): void };
}

/** The x402 settings, when the configuration enables the surface (all four X402_* set). */
export function x402Settings(config: Config): X402Settings | null {
  const { X402_FACILITATOR_URL: facilitatorUrl, X402_NETWORK: network, X402_ASSET: asset, X402_PAY_TO: payTo } = config;
  if (!facilitatorUrl || !network || !asset || !payTo) return null;
  return {
    facilitatorUrl,
    network,
    asset,
    payTo,
    assetName: config.X402_ASSET_NAME,
    assetVersion: config.X402_ASSET_VERSION,
    facilitatorTimeoutMs: config.X402_FACILITATOR_TIMEOUT_MS,
    maxTimeoutSeconds: config.X402_MAX_TIMEOUT_SECONDS,
    ...(config.PUBLIC_BASE_URL && { publicBaseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, '') }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    reader: ProjectionReader;
    accounts: AccountStore;
  }
}

export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { ...loggerOptions(config.LOG_LEVEL), ...(deps.logStream && { stream: deps.logStream }) },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => `req_${randomUUID().replaceAll('-', '')}`,
    // Any path segment reaches the input guards (a long ref or event id is theirs to refuse), and
    // errors raised before a route runs are answered in the §5 shape too.
    routerOptions: { maxParamLength: 16_384 },
    frameworkErrors,
    clientErrorHandler,
    // Fastify's own per-request lines are off: installAccessLog writes the ones that matter.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAccessLog(app, { mode: config.ACCESS_LOG, slowMs: config.SLOW_REQUEST_MS });
  // Every body is JSON: a text/plain body is an unsupported media type (415), not a malformed request.
  app.removeContentTypeParser('text/plain');

  const reader = new ProjectionReader(database.pool);
  const accounts = new AccountStore(database.pool);
  const metrics = createMetrics();
  const clock = deps.clock ?? (() => new Date());
  // Connected on first use, so a gateway without Kafka still serves everything else.
  const producer = new ArticleProducer(
    createKafka(config, app.log, `${config.KAFKA_CLIENT_ID}-gateway`),
    config.ARTICLES_TOPIC,
  );
  app.addHook('onClose', () => producer.close());
  const fetcher = new SafeFetcher({
    allowHosts: config.WEB_FETCH_ALLOW_HOSTS,
    ...(deps.resolver && { resolver: deps.resolver }),
    limits: { timeoutMs: config.WEB_FETCH_TIMEOUT_MS, maxBytes: config.WEB_FETCH_MAX_BYTES },
  });
  const extractPool = new ExtractPool();
  app.addHook('onClose', () => extractPool.close());
  const extractor = new WebExtractor({
    pool: database.pool,
    fetcher,
    extractor: extractPool,
    feed: (a) => producer.send([a]),
    maxAgeSeconds: config.WEB_EXTRACT_MAX_AGE_SECONDS,
    clock,
    log: app.log,
  });
  const opDeps: OperationDeps = { reader, clock, search: new CorpusSearch(database.pool, clock), extractor };

  // The projection changes under us (dedup worker, report workflows); PostgreSQL tells us what changed.
  const listener = listen({
    url: config.DATABASE_URL,
    channel: PROJECTION_CHANNEL,
    log: app.log,
    onNotify: (table) => reader.invalidate(table),
    onReset: () => reader.invalidate(null),
  });
  app.addHook('onReady', () => listener.ready);
  app.addHook('onClose', () => listener.close());

  app.decorateRequest('agent', null);
  // Any origin: callers authenticate with a header or a payment, never with cookies. Static strings
  // keep the per-request cost of the hook to setting two headers.
  await app.register(cors, {
    origin: '*',
    // An OPTIONS request that is not a full preflight still gets the CORS answer (204), never a 400.
    strictPreflight: false,
    exposedHeaders:
      'x-credits-charged, x-credits-remaining, PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE, Retry-After',
    allowedHeaders: 'Content-Type, x-api-key, PAYMENT-SIGNATURE, X-PAYMENT, Access-Control-Expose-Headers',
  });
  await installOpenApi(app, { publicBaseUrl: config.PUBLIC_BASE_URL });
  installMetrics(app, metrics);
  await app.register(creditsSettlement, { accounts, charged: metrics.creditsCharged });
  // After CORS (so 402s carry the CORS headers), before the routes.
  const x402Config = x402Settings(config);
  const x402 =
    x402Config &&
    createX402({
      settings: x402Config,
      settlements: new SettlementStore(database.pool),
      settled: metrics.x402Settlements,
    });
  if (x402) await app.register(x402.plugin);

  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  registerOpenApiRoutes(app, operations, config.SIGNUP_CREDITS);
  await accountRoutes(app, { config, pool: database.pool, accounts, metrics, operations });
  mountSurface(app, {
    prefix: '/api/v1',
    surface: 'api',
    operations,
    deps: opDeps,
    billing: [creditsPreHandler(accounts)],
    tags: ['api-key surface'],
  });
  if (x402)
    mountSurface(app, {
      prefix: '/x402/v1',
      surface: 'x402',
      operations,
      deps: opDeps,
      billing: [x402.preHandler],
      tags: ['x402 surface'],
    });
  else
    app.log.info(
      'x402 surface disabled: set X402_FACILITATOR_URL, X402_NETWORK, X402_ASSET and X402_PAY_TO to enable it',
    );
  if (config.ADMIN_TOKEN) {
    adminAccountRoutes(app, { token: config.ADMIN_TOKEN, accounts });
    adminArticleRoutes(app, { token: config.ADMIN_TOKEN, producer });
    // Temporal is reached on first use too; a failed connection is retried on the next request.
    let temporal: Promise<{ client: Client; connection: Connection }> | null = null;
    const connectTemporal = () => {
      temporal ??= Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: 5_000 })
        .then((connection) => ({
          connection,
          client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }),
        }))
        .catch((err: unknown) => {
          temporal = null;
          throw err;
        });
      return temporal.then((t) => t.client);
    };
    adminReportRoutes(app, {
      token: config.ADMIN_TOKEN,
      reader,
      temporal: connectTemporal,
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      waitMs: Math.max(500, config.REQUEST_TIMEOUT_MS - 1_000),
    });
    app.addHook('onClose', async () => {
      if (temporal) await (await temporal.catch(() => null))?.connection.close();
    });
  }

  app.decorate('reader', reader);
  app.decorate('accounts', accounts);
  return app;
}
