import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { AccountStore } from '../billing/accounts.ts';
import { creditsSettlement } from '../billing/credits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, API keys and the usage ledger. */
    accounts: AccountStore;
  }
}

/** `app.accounts`, and the settlement of credit reservations (charged on a 2xx, released otherwise). */
export const billing = fp(
  async function billingPlugin(app: FastifyInstance, opts: { pool: pg.Pool }) {
    const accounts = new AccountStore(opts.pool);
    app.decorate('accounts', accounts);
    await app.register(creditsSettlement, { accounts, charged: app.metrics.creditsCharged });
  },
  { name: 'billing', dependencies: ['metrics'] },
);
