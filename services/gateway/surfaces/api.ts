import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { creditsHooks } from '../billing/credits.ts';
import { accountOperations, operations } from '../operations.ts';
import { accountRoutes } from '../routes/account.ts';
import { mountSurface, operationDeps } from '../surface.ts';

/** `/api/v1/*`: self-onboarding, the price sheet, and every operation billed in prepaid credits. */
export async function apiSurface(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }) {
  await accountRoutes(app, {
    config: opts.config,
    pool: opts.pool,
    accounts: app.accounts,
    metrics: app.metrics,
    operations: [...operations, ...accountOperations],
  });
  mountSurface(app, {
    prefix: '/api/v1',
    surface: 'api',
    operations: [...operations, ...accountOperations],
    identify: (req) => {
      const header = req.headers['x-api-key'];
      return app.credits.identify(Array.isArray(header) ? header[0] : header);
    },
    deps: operationDeps(app),
    billing: creditsHooks(app.credits),
    tags: ['api-key surface'],
  });
}
