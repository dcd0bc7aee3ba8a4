import type { FastifyInstance } from 'fastify';
import { operations } from '../operations.ts';
import { mountSurface, operationDeps } from '../surface.ts';

/** `/x402/v1/*`: every operation, paid per call in USDC over x402 (mounted when x402 is configured). */
export function x402Surface(app: FastifyInstance): Promise<void> {
  if (!app.x402Payment) {
    app.log.info(
      'x402 surface disabled: set X402_FACILITATOR_URL, X402_NETWORK, X402_ASSET and X402_PAY_TO to enable it',
    );
    return Promise.resolve();
  }
  mountSurface(app, {
    prefix: '/x402/v1',
    surface: 'x402',
    operations,
    deps: operationDeps(app),
    billing: app.x402Payment,
    tags: ['x402 surface'],
  });
  return Promise.resolve();
}
