import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { PricingResponse, RegisterResponse } from '../../../schemas/api/account.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import type { Config } from '../../config.ts';
import type { AccountStore } from '../billing/accounts.ts';
import { pgRateLimitStore } from '../billing/rate-limit-store.ts';
import type { Operation } from '../operations.ts';
import type { GatewayMetrics } from '../plugins/metrics.ts';
import { CREDIT_USD, PRICE_SHEET, creditsToBalance, creditsToUsd } from '../pricing.ts';

/** Self-onboarding and the price sheet: the two free operations of /api/v1. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: { config: Config; pool: pg.Pool; accounts: AccountStore; metrics: GatewayMetrics; operations: Operation[] },
): Promise<void> {
  const { config, accounts, metrics } = opts;
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    store: pgRateLimitStore(opts.pool, 'register'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'rate limited',
      retryAfter: Math.max(1, Math.ceil(ctx.ttl / 1000)),
    }),
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/api/v1/register', {
    config: { rateLimit: { max: config.REGISTER_RATE_LIMIT, timeWindow: config.REGISTER_RATE_WINDOW_SECONDS * 1000 } },
    schema: {
      operationId: 'register',
      summary: 'Create an API key with the signup credit (no body; rate limited per client IP)',
      tags: ['account'],
      // A body is not needed; one that is sent must be JSON within the size limit.
      response: {
        200: RegisterResponse,
        400: ErrorBody,
        413: ErrorBody,
        415: ErrorBody,
        429: ErrorBody,
        431: ErrorBody,
        500: ErrorBody,
      },
    },
    handler: async (req) => {
      const { apiKey, balanceCredits } = await accounts.register(config.SIGNUP_CREDITS, req.id);
      metrics.registrations.inc();
      return { apiKey, balance: creditsToBalance(balanceCredits) };
    },
  });

  const sheet = {
    creditUsd: CREDIT_USD,
    signupCredits: config.SIGNUP_CREDITS,
    operations: [
      ...opts.operations.map((op) => ({
        operation: op.id,
        method: op.method,
        path: `/api/v1${op.path}`,
        credits: PRICE_SHEET[op.id],
        priceUsd: creditsToUsd(PRICE_SHEET[op.id]),
      })),
      // Per message written to a stream or delivered to a webhook.
      {
        operation: 'streamMessage',
        method: 'GET',
        path: '/api/v1/agents/:ref/stream',
        credits: PRICE_SHEET.streamMessage,
        priceUsd: creditsToUsd(PRICE_SHEET.streamMessage),
      },
      // Per report written for an own agent, charged to its owner.
      {
        operation: 'agentReport',
        method: 'GET',
        path: '/api/v1/agents/:ref/reports',
        credits: PRICE_SHEET.agentReport,
        priceUsd: creditsToUsd(PRICE_SHEET.agentReport),
      },
    ],
  };
  typed.get('/api/v1/pricing', {
    schema: {
      operationId: 'pricing',
      summary: 'The price sheet (free)',
      tags: ['account'],
      response: { 200: PricingResponse, 400: ErrorBody, 431: ErrorBody, 500: ErrorBody },
    },
    handler: () => Promise.resolve(sheet),
  });
}
