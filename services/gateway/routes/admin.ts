import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const AccountView = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'revoked']),
  balanceCredits: z.number().int(),
  createdAt: z.string(),
  keyPrefixes: z.array(z.string()),
});
const AccountParams = z.object({ id: z.uuid() });

/** Operators: find an account by key prefix, top it up, revoke it. Every change lands in the ledger. */
export function adminAccountRoutes(app: FastifyInstance, opts: { token: string; accounts: AccountStore }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = bearerGuard(opts.token);
  const common = { hide: true, tags: ['admin'] };
  const errorsFor = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  typed.get('/admin/v1/accounts', {
    onRequest,
    schema: {
      ...common,
      querystring: z.object({ keyPrefix: z.string().min(4).max(64) }),
      response: { 200: z.object({ accounts: z.array(AccountView) }), ...errorsFor },
    },
    handler: async (req) => ({ accounts: await opts.accounts.findByKeyPrefix(req.query.keyPrefix) }),
  });

  typed.post('/admin/v1/accounts/:id/topup', {
    onRequest,
    schema: {
      ...common,
      params: AccountParams,
      body: z.object({ credits: z.number().int().min(1).max(1e9), note: z.string().max(500).optional() }),
      response: { 200: z.object({ accountId: z.uuid(), balanceCredits: z.number().int() }), ...errorsFor },
    },
    handler: async (req) => {
      if ((await opts.accounts.balance(req.params.id)) === null) throw errors.notFound();
      const balanceCredits = await opts.accounts.topUp(req.params.id, req.body.credits, req.body.note ?? null, req.id);
      return { accountId: req.params.id, balanceCredits };
    },
  });

  typed.post('/admin/v1/accounts/:id/revoke', {
    onRequest,
    schema: {
      ...common,
      params: AccountParams,
      body: z.object({ note: z.string().max(500).optional() }).optional(),
      response: { 200: z.object({ accountId: z.uuid(), revoked: z.boolean() }), ...errorsFor },
    },
    handler: async (req) => {
      if ((await opts.accounts.balance(req.params.id)) === null) throw errors.notFound();
      return {
        accountId: req.params.id,
        revoked: await opts.accounts.revoke(req.params.id, req.body?.note ?? null, req.id),
      };
    },
  });
}
