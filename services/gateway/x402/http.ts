import {
  decodePaymentSignatureHeader,
  encodePaymentRequiredHeader,
  encodePaymentResponseHeader,
  type HTTPRequestContext,
} from '@x402/core/http';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { operations, type Operation } from '../operations.ts';
import type { BillingHooks } from '../surface.ts';
import type { OperationId } from '../pricing.ts';
import { httpDiscovery, paidResource } from './bazaar.ts';
import type { X402Core } from './core.ts';
import { PAYWALL_HEADERS, paywallHtml } from './paywall.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** What the resource server's Bazaar extension reads of a request: its method, path and route template. */
function requestContext(req: FastifyRequest): HTTPRequestContext {
  const path = req.url.split('?', 1)[0]!;
  return {
    method: req.method,
    path,
    routePattern: req.routeOptions.url,
    adapter: {
      getHeader: (name) => header(req, name.toLowerCase()),
      getMethod: () => req.method,
      getPath: () => path,
      getUrl: () => req.url,
      getAcceptHeader: () => header(req, 'accept') ?? '',
      getUserAgent: () => header(req, 'user-agent') ?? '',
    },
  };
}

/**
 * The HTTP transport of x402 for routes mounted with `surface: 'x402'`, over the shared `X402Core`: the
 * hooks of those routes only (loaded only when x402 is configured; no other route runs them).
 *
 * - `preHandler` runs after every input guard: it answers the 402 challenge (the `PAYMENT-REQUIRED`
 *   header, the same object as the body, with the Bazaar extension), or verifies the payment in
 *   `PAYMENT-SIGNATURE` (else `X-PAYMENT`) before the handler runs.
 * - `onSend` settles only a 2xx, before any byte leaves; any other status settles nothing. A
 *   facilitator error or timeout is a 502, never a fresh 402, so a client never pays twice.
 */
export function x402Http(core: X402Core): BillingHooks {
  const byOperation = new Map<OperationId, { op: Operation; discovery: Record<string, unknown> }>(
    operations.map((op) => [op.id, { op, discovery: { bazaar: httpDiscovery(op).bazaar } }]),
  );
  const s = core.settings;

  const operationOf = (req: FastifyRequest) => {
    const id = req.routeOptions.config.operation;
    const entry = id && byOperation.get(id);
    // Fail closed: a route on the x402 surface without an operation is a bug, never a free call.
    if (!entry) throw new Error(`x402: no operation for ${req.method} ${req.routeOptions.url}`);
    return entry;
  };
  const resourceOf = (req: FastifyRequest, op: Operation) =>
    paidResource(
      op,
      `${s.publicBaseUrl ?? `${req.protocol}://${req.host}`}${req.url}`,
      `Sitrep ${op.id} (${req.routeOptions.url})`,
    );

  async function challenge(req: FastifyRequest, reply: FastifyReply, error: string): Promise<FastifyReply> {
    const { op, discovery } = operationOf(req);
    const paymentRequired = await core.paymentRequired(
      op.id,
      resourceOf(req, op),
      error,
      discovery,
      requestContext(req),
    );
    void reply
      .code(402)
      .header('PAYMENT-REQUIRED', encodePaymentRequiredHeader(paymentRequired))
      .header('Cache-Control', 'no-store');
    const accept = header(req, 'accept') ?? '';
    if (accept.includes('text/html'))
      return reply.headers(PAYWALL_HEADERS).type('text/html; charset=utf-8').send(paywallHtml(paymentRequired));
    return reply.send(paymentRequired);
  }

  const preHandler: preHandlerAsyncHookHandler = async function verifyPayment(req, reply) {
    const signatureHeader = header(req, 'payment-signature');
    const legacyHeader = signatureHeader === undefined ? header(req, 'x-payment') : undefined;
    const raw = signatureHeader ?? legacyHeader;
    if (!raw) return challenge(req, reply, 'Payment required');

    let decoded: unknown;
    try {
      decoded = decodePaymentSignatureHeader(raw);
    } catch {
      return challenge(req, reply, 'malformed payment header: expected base64 of an x402 payment payload');
    }
    const { op } = operationOf(req);
    const accepted = await core.accept(op.id, resourceOf(req, op), decoded, req.log);
    if (!accepted.ok) return challenge(req, reply, accepted.reason);
    req.x402 = { ...accepted.payment, legacyHeader: legacyHeader !== undefined, done: false };
  };

  async function settle(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const p = req.x402!;
    const handlerMs = performance.now() - p.verifiedAt;
    const settlement = await core.settle(p, req.id, req.log);
    if (settlement.kind === 'unavailable') {
      void reply.code(502).type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
      return JSON.stringify({ error: 'payment facilitator unavailable', reason: settlement.reason });
    }
    const receipt = encodePaymentResponseHeader(settlement.receipt);
    void reply.header('PAYMENT-RESPONSE', receipt);
    if (p.legacyHeader || p.version === 1) void reply.header('X-PAYMENT-RESPONSE', receipt);
    if (settlement.kind === 'refused') {
      void reply.code(402).type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
      return JSON.stringify({ error: 'payment settlement failed', reason: settlement.reason });
    }
    const cacheControl = reply.getHeader('cache-control');
    void reply
      .header(
        'Cache-Control',
        typeof cacheControl === 'string' && cacheControl ? `private, ${cacheControl}` : 'private',
      )
      .header(
        'Server-Timing',
        `verify;dur=${p.verifyMs.toFixed(1)}, handler;dur=${handlerMs.toFixed(1)}, settle;dur=${settlement.settleMs.toFixed(1)}`,
      );
    return payload;
  }

  const release = (req: FastifyRequest) => {
    if (req.x402) core.release(req.x402);
  };

  const onSend: onSendAsyncHookHandler = async (req, reply, payload) => {
    const p = req.x402;
    if (!p || p.done) return payload;
    p.done = true;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) return await settle(req, reply, payload);
      await core.cancel(p, reply.statusCode, req.log);
      return payload;
    } finally {
      release(req);
      reply.removeHeader('settlement-overrides');
    }
  };

  return {
    preHandler,
    onSend,
    onResponse: (req, _reply, done) => {
      release(req);
      done();
    },
    onRequestAbort: (req, done) => {
      release(req);
      done();
    },
  };
}
