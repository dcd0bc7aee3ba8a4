import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { listen } from '../../db/listener.ts';
import { ACCOUNTS_CHANNEL, AccountStore } from '../billing/accounts.ts';
import { Credits } from '../billing/credits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, API keys and the usage ledger. */
    accounts: AccountStore;
    /** Prepaid credits for one call, on any surface. */
    credits: Credits;
  }
}

/** `app.accounts` and `app.credits` (the `/api/v1` routes' hooks settle reservations: `creditsHooks`). */
export const billing = fp(
  function billingPlugin(
    app: FastifyInstance,
    opts: { pool: pg.Pool; databaseUrl: string; reservationsInFlight: number },
    done: (err?: Error) => void,
  ) {
    const accounts = new AccountStore(opts.pool, opts.reservationsInFlight);
    const credits = new Credits(accounts, app.metrics.creditsCharged);
    // A revocation anywhere (the admin API on any gateway, the ops CLI) reaches this gateway at once.
    const listener = listen({
      url: opts.databaseUrl,
      channel: ACCOUNTS_CHANNEL,
      log: app.log,
      onNotify: (accountId) => accounts.revoked(accountId),
      onReset: () => accounts.revoked(null),
    });
    app.addHook('onReady', () => listener.ready);
    app.addHook('onClose', () => listener.close());
    app.decorate('accounts', accounts);
    app.decorate('credits', credits);
    app.decorateRequest('reservation', null);
    done();
  },
  { name: 'billing', dependencies: ['metrics'] },
);
