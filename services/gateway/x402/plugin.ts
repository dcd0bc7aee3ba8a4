import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { BillingHooks } from '../surface.ts';
import type { VerifiedPayment, X402Core } from './core.ts';
import { x402Settings } from './settings.ts';

/** A verified payment of an HTTP request, from its `preHandler` to its settlement (`http.ts`). */
export type PaymentState = VerifiedPayment & {
  /** The payment came in `X-PAYMENT`: answer with `X-PAYMENT-RESPONSE` too. */
  legacyHeader: boolean;
  done: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    x402: PaymentState | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** x402 payments for every transport, or null when x402 is not configured. */
    x402: X402Core | null;
    /** The x402 payment hooks of a paid HTTP route, or null when x402 is not configured. */
    x402Payment: BillingHooks | null;
  }
}

/**
 * `app.x402` and `app.x402Payment`: when the configuration enables x402, the core (whose prices are
 * built when the app is ready: an unreachable facilitator fails start-up) and the HTTP transport's
 * route hooks (`http.ts`). The payment libraries (`@x402/*` and viem) are loaded only then: a gateway
 * without x402 never holds them.
 */
export const x402Payments = fp(
  async function x402Payments(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }) {
    const settings = x402Settings(opts.config);
    if (!settings) {
      app.decorate('x402', null);
      app.decorate('x402Payment', null);
      return;
    }
    const [{ X402Core }, { x402Http }, { SettlementStore }] = await Promise.all([
      import('./core.ts'),
      import('./http.ts'),
      import('./settlements.ts'),
    ]);
    const core: X402Core = new X402Core(settings, new SettlementStore(opts.pool), app.metrics.x402Settlements);
    app.addHook('onReady', () => core.initialize());
    app.decorateRequest('x402', null);
    app.decorate('x402', core);
    app.decorate('x402Payment', x402Http(core));
  },
  { name: 'x402-payments', dependencies: ['metrics'] },
);
