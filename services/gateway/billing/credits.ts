import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter } from 'prom-client';
import { errors } from '../errors.ts';
import { PRICE_SHEET } from '../pricing.ts';
import type { AccountStore } from './accounts.ts';

interface Reservation {
  accountId: string;
  credits: number;
  operation: string;
  balanceAfter: number;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    reservation: Reservation | null;
  }
}

export function creditsPreHandler(accounts: AccountStore): preHandlerAsyncHookHandler {
  return async function reserveCredits(req: FastifyRequest) {
    const operation = req.routeOptions.config.operation;
    if (!operation) return;
    const header = req.headers['x-api-key'];
    const apiKey = Array.isArray(header) ? header[0] : header;
    if (!apiKey) throw errors.missingApiKey();
    const accountId = await accounts.authenticate(apiKey);
    if (!accountId) throw errors.invalidApiKey();
    const credits = PRICE_SHEET[operation];
    const r = await accounts.reserve(accountId, credits, operation, req.id);
    if (!r.ok) throw errors.insufficientCredits(r.balance, credits);
    req.reservation = { accountId, credits, operation, balanceAfter: r.balance, settled: false };
  };
}

/**
 * Settles credit reservations: a 2xx keeps the charge and reports it in headers; anything else,
 * including an aborted request, gives the credits back.
 */
export const creditsSettlement = fp(
  function creditsSettlement(
    app: FastifyInstance,
    opts: { accounts: AccountStore; charged: Counter<'operation'> },
    done: (err?: Error) => void,
  ) {
    app.decorateRequest('reservation', null);

    const release = async (req: FastifyRequest) => {
      const r = req.reservation;
      if (!r || r.settled) return;
      r.settled = true;
      try {
        await opts.accounts.refund(r.accountId, r.credits, r.operation, req.id);
      } catch (err) {
        req.log.error({ err, accountId: r.accountId, credits: r.credits }, 'credit refund failed');
      }
    };

    app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload) => {
      const r = req.reservation;
      if (!r || r.settled) return payload;
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        r.settled = true;
        opts.charged.inc({ operation: r.operation }, r.credits);
        void reply.header('x-credits-charged', String(r.credits)).header('x-credits-remaining', String(r.balanceAfter));
      } else {
        await release(req);
      }
      return payload;
    });
    // Most requests were settled in onSend; only the others need the asynchronous release.
    app.addHook('onResponse', (req, _reply, done) => {
      if (req.reservation && !req.reservation.settled) void release(req).finally(done);
      else done();
    });
    app.addHook('onRequestAbort', release);
    done();
  },
  { name: 'credits-settlement' },
);
