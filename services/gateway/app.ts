import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listen } from '../db/listener.ts';
import { loggerOptions } from '../logger.ts';
import { AccountStore } from './billing/accounts.ts';
import { creditsPreHandler, creditsSettlement } from './billing/credits.ts';
import { operations, type OperationDeps } from './operations.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { createMetrics, installMetrics } from './plugins/metrics.ts';
import { installOpenApi, registerOpenApiRoutes } from './plugins/openapi.ts';
import { PROJECTION_CHANNEL, ProjectionReader } from './projection/reader.ts';
import { accountRoutes } from './routes/account.ts';
import { adminAccountRoutes } from './routes/admin.ts';
import { mountSurface } from './surface.ts';

export interface GatewayDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
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
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => `req_${randomUUID().replaceAll('-', '')}`,
    routerOptions: { maxParamLength: 256 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  const reader = new ProjectionReader(database.pool);
  const accounts = new AccountStore(database.pool);
  const metrics = createMetrics();
  const opDeps: OperationDeps = { reader, clock: deps.clock ?? (() => new Date()) };

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
    exposedHeaders: 'x-credits-charged, x-credits-remaining, PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE, Retry-After',
    allowedHeaders: 'Content-Type, x-api-key, PAYMENT-SIGNATURE, X-PAYMENT, Access-Control-Expose-Headers',
  });
  await installOpenApi(app, { publicBaseUrl: config.PUBLIC_BASE_URL });
  installMetrics(app, metrics);
  await app.register(creditsSettlement, { accounts, charged: metrics.creditsCharged });

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
  mountSurface(app, { prefix: '/api/v1', surface: 'api', operations, deps: opDeps, billing: [creditsPreHandler(accounts)], tags: ['api-key surface'] });
  if (config.ADMIN_TOKEN) adminAccountRoutes(app, { token: config.ADMIN_TOKEN, accounts });

  app.decorate('reader', reader);
  app.decorate('accounts', accounts);
  return app;
}
