import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loggerOptions } from '../logger.ts';

export interface GatewayDeps {
  config: Config;
  database: Database;
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
  });

  app.get('/healthz', { logLevel: 'warn' }, () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  return app;
}
