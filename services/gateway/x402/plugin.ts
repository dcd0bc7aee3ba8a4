import {
  decodePaymentSignatureHeader,
  encodePaymentRequiredHeader,
  encodePaymentResponseHeader,
} from '@x402/core/http';
import { HTTPFacilitatorClient, x402ResourceServer, type FacilitatorClient } from '@x402/core/server';
import {
  SettleError,
  VerifyError,
  type PaymentPayload,
  type PaymentRequirements,
  type SettleResponse,
  type VerifyResponse,
} from '@x402/core/types';
import type { PaymentPayloadV1, PaymentRequirementsV1 } from '@x402/core/types/v1';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import fp from 'fastify-plugin';
import type { Counter } from 'prom-client';
import { PaymentPayloadAnyVersion, firstIssue } from '../../../schemas/api/x402.ts';
import { v1NetworkName } from '../../payments/local-chain.ts';
import { AppError } from '../errors.ts';
import { PRICE_SHEET, creditsToAtomicUsdc, type OperationId } from '../pricing.ts';
import { paywallHtml } from './paywall.ts';
import type { Config } from '../../config.ts';
import { SettlementStore } from './settlements.ts';

export interface X402Settings {
  facilitatorUrl: string;
  network: `${string}:${string}`;
  asset: `0x${string}`;
  assetName: string;
  assetVersion: string;
  payTo: `0x${string}`;
  facilitatorTimeoutMs: number;
  maxTimeoutSeconds: number;
  publicBaseUrl?: string;
}

/** A v1 payment is verified and settled as v1, straight through the facilitator client. */
type Payment =
  | { version: 1; payload: PaymentPayloadV1; requirements: PaymentRequirementsV1 }
  | { version: 2; payload: PaymentPayload; requirements: PaymentRequirements };

type PaymentState = Payment & {
  /** The payment came in `X-PAYMENT`: answer with `X-PAYMENT-RESPONSE` too. */
  legacyHeader: boolean;
  key: string;
  verifyMs: number;
  verifiedAt: number;
  done: boolean;
};

// The facilitator client's methods are typed for v2; its HTTP body carries whichever version it is given.
const asV2 = <T>(v1: unknown) => v1 as T;
// Typed for v2, but a legacy client's X-PAYMENT carries a v1 payload in the same encoding.
const decodePayment = (raw: string): PaymentPayload | PaymentPayloadV1 => decodePaymentSignatureHeader(raw);

declare module 'fastify' {
  interface FastifyRequest {
    x402: PaymentState | null;
  }
}

const facilitatorUnavailable = (reason: string) =>
  new AppError(502, { error: 'payment facilitator unavailable', reason });
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);
const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Pay-per-call over x402 for routes mounted with `surface: 'x402'`, on `@x402/core`'s resource
 * server and a facilitator reached over HTTP.
 *
 * - The price of a route is its operation's price on the one price sheet, in atomic USDC units.
 * - `preHandler` runs after every input guard: it answers the 402 challenge, or verifies the payment
 *   with the facilitator before the handler runs. A signature already in flight is refused.
 * - `onSend` settles only a 2xx; any other status settles nothing. A facilitator error or timeout is
 *   a 502, never a fresh 402, so a client never pays twice for one response.
 */
export function createX402(opts: {
  settings: X402Settings;
  settlements: SettlementStore;
  settled: Counter<'operation' | 'network'>;
  facilitator?: FacilitatorClient;
}) {
  const s = opts.settings;
  const facilitator =
    opts.facilitator ?? new HTTPFacilitatorClient({ url: s.facilitatorUrl, timeoutMs: s.facilitatorTimeoutMs });
  const server = new x402ResourceServer(facilitator).register(s.network, new ExactEvmScheme());
  const legacyNetwork = v1NetworkName(s.network);
  const requirementsByOperation = new Map<OperationId, PaymentRequirements>();
  const inFlight = new Set<string>();

  const requirementsFor = (req: FastifyRequest): PaymentRequirements => {
    const op = req.routeOptions.config.operation;
    const r = op && requirementsByOperation.get(op);
    // Fail closed: a route on the x402 surface without a price is a bug, never a free call.
    if (!r) throw new Error(`x402: no payment requirements for ${req.method} ${req.routeOptions.url}`);
    return r;
  };

  const resourceUrl = (req: FastifyRequest) => `${s.publicBaseUrl ?? `${req.protocol}://${req.host}`}${req.url}`;
  const description = (req: FastifyRequest) =>
    `Sitrep ${req.routeOptions.config.operation ?? 'call'} (${req.routeOptions.url})`;

  async function challenge(req: FastifyRequest, reply: FastifyReply, error: string): Promise<FastifyReply> {
    const requirements = requirementsFor(req);
    const paymentRequired = await server.createPaymentRequiredResponse(
      [requirements],
      { url: resourceUrl(req), description: description(req), mimeType: 'application/json' },
      error,
    );
    void reply
      .code(402)
      .header('PAYMENT-REQUIRED', encodePaymentRequiredHeader(paymentRequired))
      .header('Cache-Control', 'no-store');
    const accept = header(req, 'accept') ?? '';
    if (accept.includes('text/html')) return reply.type('text/html; charset=utf-8').send(paywallHtml(paymentRequired));
    return reply.send(paymentRequired);
  }

  function toV1(req: FastifyRequest, r: PaymentRequirements): PaymentRequirementsV1 {
    return {
      scheme: r.scheme,
      network: legacyNetwork!,
      maxAmountRequired: r.amount,
      asset: r.asset,
      payTo: r.payTo,
      resource: resourceUrl(req),
      description: description(req),
      mimeType: 'application/json',
      outputSchema: {},
      maxTimeoutSeconds: r.maxTimeoutSeconds,
      extra: r.extra,
    } as PaymentRequirementsV1;
  }

  const release = (req: FastifyRequest) => {
    if (req.x402) inFlight.delete(req.x402.key);
  };

  const preHandler: preHandlerAsyncHookHandler = async function verifyPayment(req, reply) {
    const signatureHeader = header(req, 'payment-signature');
    const legacyHeader = signatureHeader === undefined ? header(req, 'x-payment') : undefined;
    const raw = signatureHeader ?? legacyHeader;
    if (!raw) return challenge(req, reply, 'Payment required');

    let decoded: PaymentPayload | PaymentPayloadV1;
    try {
      decoded = decodePayment(raw);
    } catch {
      return challenge(req, reply, 'malformed payment header: expected base64 of an x402 payment payload');
    }
    // Whatever JSON the header held, nothing reads it before it has the shape of a payment.
    const shape = PaymentPayloadAnyVersion.safeParse(decoded);
    if (!shape.success) return challenge(req, reply, `malformed payment payload: ${firstIssue(shape.error)}`);
    const required = requirementsFor(req);
    let payment: Payment | null = null;
    if (decoded.x402Version === 1) {
      const v1 = decoded as PaymentPayloadV1;
      if (legacyNetwork && v1.scheme === required.scheme && v1.network === legacyNetwork)
        payment = { version: 1, payload: v1, requirements: toV1(req, required) };
    } else {
      const v2 = decoded as PaymentPayload;
      const matched = server.findMatchingRequirements([required], v2);
      if (matched) payment = { version: 2, payload: v2, requirements: matched };
    }
    if (!payment) return challenge(req, reply, 'No matching payment requirements');

    const inner = payment.payload.payload as {
      signature?: unknown;
      authorization?: { from?: unknown; nonce?: unknown };
    };
    const key =
      typeof inner.signature === 'string'
        ? inner.signature
        : JSON.stringify([inner.authorization?.from, inner.authorization?.nonce]);
    if (inFlight.has(key)) return challenge(req, reply, 'payment already in use by another request');
    inFlight.add(key);

    const t0 = performance.now();
    let verdict: VerifyResponse;
    try {
      verdict =
        payment.version === 1
          ? await facilitator.verify(asV2(payment.payload), asV2(payment.requirements))
          : await server.verifyPayment(payment.payload, payment.requirements);
    } catch (err) {
      inFlight.delete(key);
      if (err instanceof VerifyError) return challenge(req, reply, err.invalidReason ?? 'payment verification failed');
      req.log.warn({ err: reasonOf(err) }, 'x402 verify failed at the facilitator');
      throw facilitatorUnavailable(reasonOf(err));
    }
    if (!verdict.isValid) {
      inFlight.delete(key);
      return challenge(req, reply, verdict.invalidReason ?? 'invalid payment');
    }
    const now = performance.now();
    req.x402 = {
      ...payment,
      legacyHeader: legacyHeader !== undefined,
      key,
      verifyMs: now - t0,
      verifiedAt: now,
      done: false,
    };
  };

  async function settle(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const p = req.x402!;
    const handlerMs = performance.now() - p.verifiedAt;
    const t0 = performance.now();
    let result: SettleResponse;
    try {
      result =
        p.version === 1
          ? await facilitator.settle(asV2(p.payload), asV2(p.requirements))
          : await server.settlePayment(p.payload, p.requirements);
    } catch (err) {
      if (err instanceof SettleError) {
        result = {
          success: false,
          errorReason: err.errorReason ?? err.message,
          transaction: err.transaction,
          network: err.network,
        };
      } else {
        // Indeterminate: the facilitator may still settle. Never a fresh 402, so the client does not pay again.
        req.log.error(
          {
            err: reasonOf(err),
            payer: (p.payload.payload as { authorization?: { from?: string } }).authorization?.from,
          },
          'x402 settle failed at the facilitator',
        );
        void reply.code(502).type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
        return JSON.stringify({ error: 'payment facilitator unavailable', reason: reasonOf(err) });
      }
    }
    const receipt = encodePaymentResponseHeader(result);
    void reply.header('PAYMENT-RESPONSE', receipt);
    if (p.legacyHeader || p.version === 1) void reply.header('X-PAYMENT-RESPONSE', receipt);
    if (!result.success) {
      req.log.warn({ reason: result.errorReason }, 'x402 settlement refused');
      void reply.code(402).type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
      return JSON.stringify({ error: 'payment settlement failed', reason: result.errorReason ?? 'unknown' });
    }
    const settleMs = performance.now() - t0;
    const cacheControl = reply.getHeader('cache-control');
    void reply
      .header(
        'Cache-Control',
        typeof cacheControl === 'string' && cacheControl ? `private, ${cacheControl}` : 'private',
      )
      .header(
        'Server-Timing',
        `verify;dur=${p.verifyMs.toFixed(1)}, handler;dur=${handlerMs.toFixed(1)}, settle;dur=${settleMs.toFixed(1)}`,
      );
    const operation = req.routeOptions.config.operation ?? 'unknown';
    const amount = p.version === 1 ? p.requirements.maxAmountRequired : p.requirements.amount;
    opts.settled.inc({ operation, network: s.network });
    try {
      await opts.settlements.record({
        requestId: req.id,
        operation,
        payer: result.payer ?? 'unknown',
        amount,
        asset: p.requirements.asset,
        network: s.network,
        transaction: result.transaction,
        x402Version: p.version,
      });
    } catch (err) {
      // The money has moved; the receipt header and this log line still let it be reconciled.
      req.log.error({ err, transaction: result.transaction, payer: result.payer }, 'x402 settlement not recorded');
    }
    return payload;
  }

  const plugin = fp(
    function x402Plugin(app: FastifyInstance, _opts: object, done: (err?: Error) => void) {
      app.decorateRequest('x402', null);
      // All routes exist by now: build every price once; an unreachable facilitator or an
      // unsupported network fails app.ready() instead of the first paid call.
      app.addHook('onReady', async () => {
        await server.initialize();
        for (const [op, credits] of Object.entries(PRICE_SHEET) as [OperationId, number][]) {
          const [r] = await server.buildPaymentRequirements({
            scheme: 'exact',
            network: s.network,
            payTo: s.payTo,
            maxTimeoutSeconds: s.maxTimeoutSeconds,
            price: {
              amount: creditsToAtomicUsdc(credits),
              asset: s.asset,
              extra: { name: s.assetName, version: s.assetVersion },
            },
          });
          if (!r) throw new Error(`x402: the facilitator cannot take exact payments on ${s.network}`);
          requirementsByOperation.set(op, r);
        }
      });
      app.addHook('onSend', async (req, reply, payload) => {
        const p = req.x402;
        if (!p || p.done) return payload;
        p.done = true;
        try {
          if (reply.statusCode >= 200 && reply.statusCode < 300) return await settle(req, reply, payload);
          // Nothing settles. For `exact` the cancellation only runs the resource server's hooks.
          if (p.version === 2) {
            await server
              .createPaymentCancellationDispatcher(p.payload, p.requirements)
              .cancel({ reason: 'handler_failed', responseStatus: reply.statusCode })
              .catch((err: unknown) => req.log.warn({ err: reasonOf(err) }, 'x402 cancellation hook failed'));
          }
          return payload;
        } finally {
          release(req);
          reply.removeHeader('settlement-overrides');
        }
      });
      app.addHook('onResponse', (req, _reply, hookDone) => {
        release(req);
        hookDone();
      });
      app.addHook('onRequestAbort', (req, hookDone) => {
        release(req);
        hookDone();
      });
      done();
    },
    { name: 'sitrep-x402' },
  );

  return { plugin, preHandler };
}

/** The x402 settings, when the configuration enables the surface (all four X402_* set). */
export function x402Settings(config: Config): X402Settings | null {
  const { X402_FACILITATOR_URL: facilitatorUrl, X402_NETWORK: network, X402_ASSET: asset, X402_PAY_TO: payTo } = config;
  if (!facilitatorUrl || !network || !asset || !payTo) return null;
  return {
    facilitatorUrl,
    network,
    asset,
    payTo,
    assetName: config.X402_ASSET_NAME,
    assetVersion: config.X402_ASSET_VERSION,
    facilitatorTimeoutMs: config.X402_FACILITATOR_TIMEOUT_MS,
    maxTimeoutSeconds: config.X402_MAX_TIMEOUT_SECONDS,
    ...(config.PUBLIC_BASE_URL && { publicBaseUrl: config.PUBLIC_BASE_URL.replace(/\/$/, '') }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The x402 payment step of a paid route, or null when x402 is not configured. */
    x402Payment: preHandlerAsyncHookHandler | null;
  }
}

/**
 * `app.x402Payment`: when the configuration enables x402, the plugin above is registered (after CORS,
 * so 402s carry the CORS headers, and before the routes) and its payment step is offered to surfaces.
 */
export const x402Payments = fp(
  async function x402Payments(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }) {
    const settings = x402Settings(opts.config);
    if (!settings) {
      app.decorate('x402Payment', null);
      return;
    }
    const x402 = createX402({
      settings,
      settlements: new SettlementStore(opts.pool),
      settled: app.metrics.x402Settlements,
    });
    await app.register(x402.plugin);
    app.decorate('x402Payment', x402.preHandler);
  },
  { name: 'x402-payments', dependencies: ['metrics'] },
);
