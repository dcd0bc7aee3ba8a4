import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { errors } from '../errors.ts';
import { PRICE_SHEET, type OperationId } from '../pricing.ts';
import type { BillingHooks } from '../surface.ts';
import type { AccountStore } from './accounts.ts';

export interface Reservation {
  accountId: string;
  credits: number;
  operation: string;
  requestId: string;
  balanceAfter: number;
  settled: boolean;
}

/**
 * Prepaid credits for one call, whatever the transport (`/api/v1`, MCP): reserved before the handler,
 * kept when it succeeds, given back otherwise.
 */
export class Credits {
  constructor(
    private readonly accounts: AccountStore,
    private readonly charged: Counter<'operation'>,
  ) {}

  /** The account of a key, or null (no error: billing says what is wrong with a key, later). */
  async identify(apiKey: string | undefined): Promise<string | null> {
    return apiKey ? this.accounts.authenticate(apiKey) : null;
  }

  /**
   * Authenticates the key and reserves the operation's price; throws the §5 error that stops the call.
   * `identified` is the key's account when the caller already authenticated this very key (the
   * `/api/v1` surface does, before its guards): the key is not digested and looked up a second time.
   * The reservation statement itself still refuses an account revoked in between.
   */
  async reserve(
    apiKey: string | undefined,
    operation: OperationId,
    requestId: string,
    identified: string | null = null,
  ): Promise<Reservation> {
    if (!apiKey) throw errors.missingApiKey();
    const accountId = identified ?? (await this.accounts.authenticate(apiKey));
    if (!accountId) throw errors.invalidApiKey();
    const credits = PRICE_SHEET[operation];
    const r = await this.accounts.reserve(accountId, credits, operation, requestId);
    if (!r.ok && r.revoked) {
      // Revoked since the key was cached here (its notification not in yet): the key is what failed.
      this.accounts.revoked(accountId);
      throw errors.invalidApiKey();
    }
    if (!r.ok) throw errors.insufficientCredits(r.balance, credits);
    return { accountId, credits, operation, requestId, balanceAfter: r.balance, settled: false };
  }

  /** The call succeeded: the reservation becomes the charge. */
  keep(r: Reservation): void {
    if (r.settled) return;
    r.settled = true;
    this.charged.inc({ operation: r.operation }, r.credits);
  }

  /** The call failed or was abandoned: the credits go back (once). */
  async release(r: Reservation, log: FastifyBaseLogger): Promise<void> {
    if (r.settled) return;
    r.settled = true;
    try {
      await this.accounts.refund(r.accountId, r.credits, r.operation, r.requestId);
    } catch (err) {
      log.error({ err, accountId: r.accountId, credits: r.credits }, 'credit refund failed');
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    reservation: Reservation | null;
  }
}

/**
 * The `/api/v1` billing hooks (`mountSurface` puts them on that surface's routes only): the
 * `x-api-key` header pays the route's operation; a 2xx keeps the charge and reports it in headers;
 * anything else, including an aborted request, gives the credits back. `req.reservation` is
 * decorated by the billing plugin.
 */
export function creditsHooks(credits: Credits): BillingHooks {
  return {
    async preHandler(req: FastifyRequest) {
      const operation = req.routeOptions.config.operation;
      if (!operation) return;
      const header = req.headers['x-api-key'];
      // `req.viewer` is this key's account, found by the surface's `identify` before the guards.
      req.reservation = await credits.reserve(
        Array.isArray(header) ? header[0] : header,
        operation,
        req.id,
        req.viewer,
      );
    },
    onSend(req: FastifyRequest, reply: FastifyReply, payload, done) {
      const r = req.reservation;
      if (!r || r.settled) return done(null, payload);
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        credits.keep(r);
        void reply.header('x-credits-charged', String(r.credits)).header('x-credits-remaining', String(r.balanceAfter));
        return done(null, payload);
      }
      void credits.release(r, req.log).then(() => done(null, payload));
    },
    // Most requests were settled in onSend; only the others need the asynchronous release.
    onResponse(req, _reply, done) {
      if (req.reservation && !req.reservation.settled) void credits.release(req.reservation, req.log).finally(done);
      else done();
    },
    onRequestAbort(req, done) {
      if (req.reservation) void credits.release(req.reservation, req.log).finally(done);
      else done();
    },
  };
}
