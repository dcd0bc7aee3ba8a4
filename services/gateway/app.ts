import { randomFillSync } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { lazyChildLogger, loggerOptions } from '../logger.ts';
import type { Resolver } from '../web/fetcher.ts';
import { accessLog } from './plugins/access-log.ts';
import { ask } from './plugins/ask.ts';
import { billing } from './plugins/billing.ts';
import { freshness } from './plugins/freshness.ts';
import { htmlSecurity } from './plugins/html-security.ts';
import { clientErrorHandler, errorHandling, frameworkErrors } from './plugins/error-handler.ts';
import { metrics } from './plugins/metrics.ts';
import { openApi } from './plugins/openapi.ts';
import { projection } from './plugins/projection.ts';
import { storableInput } from './plugins/storable-input.ts';
import { sources } from './plugins/sources.ts';
import { clientAgents } from './plugins/client-agents.ts';
import { web } from './plugins/web.ts';
import { adminSurface } from './surfaces/admin.ts';
import { pushSurface } from './surfaces/push.ts';
import { apiSurface } from './surfaces/api.ts';
import { consoleSurface } from './surfaces/console.ts';
import { documentsSurface } from './surfaces/documents.ts';
import { mcpSurface } from './surfaces/mcp.ts';
import { x402Surface } from './surfaces/x402.ts';
import { x402Payments } from './x402/plugin.ts';

export interface GatewayDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Web extract's DNS; tests inject one, production uses the system resolver. */
  resolver?: Resolver;
  /** Where log lines go (standard output unless given). */
  logStream?: { write(line: string): void };
}

/**
 * `req_` and 32 random hex digits (128 bits, as a UUID's without its dashes): taken from a block of
 * random bytes filled 256 ids at a time, so an id costs one hex formatting, not a UUID and its rewrite.
 */
const requestId = (() => {
  const block = Buffer.alloc(16 * 256);
  let at = block.length;
  return (): string => {
    if (at === block.length) {
      randomFillSync(block);
      at = 0;
    }
    at += 16;
    return `req_${block.toString('hex', at - 16, at)}`;
  };
})();

function serverOptions(config: Config, deps: GatewayDeps): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { ...loggerOptions(config.LOG_LEVEL), ...(deps.logStream && { stream: deps.logStream }) },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestId,
    // Any path segment reaches the input guards (a long ref or event id is theirs to refuse), and
    // errors raised before a route runs are answered in the §5 shape too.
    routerOptions: { maxParamLength: 16_384 },
    frameworkErrors,
    clientErrorHandler,
    // Fastify's own per-request lines are off: the access-log plugin writes the ones that matter.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger (with its id) is made when something logs through it: most never do.
    childLoggerFactory: lazyChildLogger,
  };
}

/**
 * The gateway, as a list of plugins: external plugins, then app plugins (each decorates the instance
 * with what it provides: `metrics`, `reader`, `accounts`, `web`, `sources`, `x402Payment`), then the surfaces
 * (documents, /api/v1, /x402/v1, /admin/v1, the /console pages).
 */
export async function buildGateway(deps: GatewayDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify(serverOptions(config, deps));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every body is JSON: a text/plain body is an unsupported media type (415), not a malformed request.
  app.removeContentTypeParser('text/plain');
  // An empty body sent as JSON is no body, as when sent without a type: the route's schema says
  // whether it needs one (an optional body may then be left out however the client sends nothing).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );
  app.decorate('clock', deps.clock ?? (() => new Date()));

  // Any origin: callers authenticate with a header or a payment, never with cookies. Static strings
  // keep the per-request cost of the hook to setting two headers.
  await app.register(cors, {
    origin: '*',
    // An OPTIONS request that is not a full preflight still gets the CORS answer (204), never a 400.
    strictPreflight: false,
    exposedHeaders:
      'x-credits-charged, x-credits-remaining, PAYMENT-REQUIRED, PAYMENT-RESPONSE, X-PAYMENT-RESPONSE, Retry-After, Sitrep-Data-As-Of, Sitrep-Ingest-Lag',
    allowedHeaders:
      'Content-Type, x-api-key, Authorization, PAYMENT-SIGNATURE, X-PAYMENT, Mcp-Protocol-Version, Access-Control-Expose-Headers, Last-Event-ID',
  });
  await app.register(htmlSecurity);
  await app.register(openApi, { publicBaseUrl: config.PUBLIC_BASE_URL });

  await app.register(errorHandling);
  await app.register(storableInput);
  await app.register(accessLog, { mode: config.ACCESS_LOG, slowMs: config.SLOW_REQUEST_MS });
  await app.register(metrics);
  await app.register(projection, { pool: database.pool, databaseUrl: config.DATABASE_URL });
  await app.register(freshness, { config, pool: database.pool, clock: app.clock });
  await app.register(billing, {
    pool: database.pool,
    databaseUrl: config.DATABASE_URL,
    reservationsInFlight: config.CREDIT_RESERVATIONS_IN_FLIGHT,
  });
  await app.register(web, { config, pool: database.pool, clock: app.clock, resolver: deps.resolver });
  await app.register(ask, { config, pool: database.pool });
  await app.register(clientAgents, { config, pool: database.pool });
  await app.register(sources, { pool: database.pool, defaultIntervalSeconds: config.FEED_POLL_SECONDS });
  await app.register(x402Payments, { config, pool: database.pool });

  await app.register(documentsSurface, { pool: database.pool, signupCredits: config.SIGNUP_CREDITS });
  await app.register(apiSurface, { config, pool: database.pool });
  await app.register(pushSurface, { config, pool: database.pool });
  await app.register(x402Surface);
  await app.register(mcpSurface, { config });
  await app.register(adminSurface, { config, pool: database.pool });
  await app.register(consoleSurface);
  return app;
}
