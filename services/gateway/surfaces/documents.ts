import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { operations } from '../operations.ts';
import { registerOpenApiRoutes } from '../plugins/openapi.ts';

/** Free and unauthenticated: liveness, readiness, and the documents (OpenAPI, llms.txt; /docs comes with swagger-ui). */
export async function documentsSurface(app: FastifyInstance, opts: { pool: pg.Pool; signupCredits: number }) {
  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  registerOpenApiRoutes(app, operations, opts.signupCredits);
  return Promise.resolve();
}
