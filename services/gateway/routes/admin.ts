import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountParams,
  FindAccountsQuery,
  FindAccountsResponse,
  LedgerQuery,
  LedgerResponse,
  RevokeBody,
  RevokeResponse,
  TopUpBody,
  TopUpResponse,
} from '../../../schemas/api/admin.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import type { AccountStore } from '../billing/accounts.ts';
import { errors } from '../errors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Bearer check in constant time (digests have equal length whatever the input). */
export function bearerGuard(token: string) {
  const expected = digest(token);
  return (req: FastifyRequest): Promise<void> => {
    const h = req.headers.authorization ?? '';
    const given = h.startsWith('Bearer ') ? h.slice(7) : '';
    return timingSafeEqual(digest(given), expected) ? Promise.resolve() : Promise.reject(errors.unauthorized());
  };
}

/** Operators: find an account by key prefix, top it up, revoke it, read its ledger. Every change lands in the ledger. */
export function adminAccountRoutes(app: FastifyInstance, opts: { token: string; accounts: AccountStore }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = bearerGuard(opts.token);
  const common = { hide: true, tags: ['admin'] };
  const errorsFor = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  const existing = async (id: string) => {
    const balance = await opts.accounts.balance(id);
    if (balance === null) throw errors.notFound();
    return balance;
  };

  typed.get('/admin/v1/accounts', {
    onRequest,
    schema: { ...common, querystring: FindAccountsQuery, response: { 200: FindAccountsResponse, ...errorsFor } },
    handler: async (req) => ({ accounts: await opts.accounts.findByKeyPrefix(req.query.keyPrefix) }),
  });

  typed.get('/admin/v1/accounts/:id/ledger', {
    onRequest,
    schema: {
      ...common,
      params: AccountParams,
      querystring: LedgerQuery,
      response: { 200: LedgerResponse, ...errorsFor },
    },
    config: { limitBounds: { min: 1, max: 500 } },
    handler: async (req) => ({
      accountId: req.params.id,
      balanceCredits: await existing(req.params.id),
      entries: await opts.accounts.ledger(req.params.id, req.query.limit),
    }),
  });

  typed.post('/admin/v1/accounts/:id/topup', {
    onRequest,
    schema: { ...common, params: AccountParams, body: TopUpBody, response: { 200: TopUpResponse, ...errorsFor } },
    handler: async (req) => {
      await existing(req.params.id);
      const balanceCredits = await opts.accounts.topUp(req.params.id, req.body.credits, req.body.note ?? null, req.id);
      return { accountId: req.params.id, balanceCredits };
    },
  });

  typed.post('/admin/v1/accounts/:id/revoke', {
    onRequest,
    schema: { ...common, params: AccountParams, body: RevokeBody, response: { 200: RevokeResponse, ...errorsFor } },
    handler: async (req) => {
      await existing(req.params.id);
      return {
        accountId: req.params.id,
        revoked: await opts.accounts.revoke(req.params.id, req.body?.note ?? null, req.id),
      };
    },
  });
}
