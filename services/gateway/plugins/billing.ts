import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { AccountStore } from '../billing/accounts.ts';
import { Credits, creditsSettlement } from '../billing/credits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, API keys and the usage ledger. */
    accounts: AccountStore;
    /** Prepaid credits for one call, on any surface. */
    credits: Credits;
  }
}

/** `app.accounts`, `app.credits`, and the settlement of credit reservations (charged on a 2xx, released otherwise). */
export const billing = fp(
  async function billingPlugin(app: FastifyInstance, opts: { pool: pg.Pool }) {
    const accounts = new AccountStore(opts.pool);
    const credits = new Credits(accounts, app.metrics.creditsCharged);
    app.decorate('accounts', accounts);
    app.decorate('credits', credits);
    await app.register(creditsSettlement, { credits });
  },
  { name: 'billing', dependencies: ['metrics'] },
);
