import { HTTPFacilitatorClient, x402ResourceServer, type FacilitatorClient } from '@x402/core/server';
import {
  SettleError,
  VerifyError,
  type PaymentPayload,
  type PaymentRequired,
  type PaymentRequirements,
  type ResourceInfo,
  type SettleResponse,
  type VerifyResponse,
} from '@x402/core/types';
import type { PaymentPayloadV1, PaymentRequirementsV1 } from '@x402/core/types/v1';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import { bazaarResourceServerExtension } from '@x402/extensions/bazaar';
import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import { PaymentPayloadAnyVersion, firstIssue } from '../../../schemas/api/x402.ts';
import { v1NetworkName } from '../../payments/local-chain.ts';
import { errors } from '../errors.ts';
import { PRICE_SHEET, creditsToAtomicUsdc, type OperationId } from '../pricing.ts';
import type { X402Settings } from './settings.ts';
import type { SettlementStore } from './settlements.ts';

/** A v1 payment is verified and settled as v1, straight through the facilitator client. */
type Payment =
  | { version: 1; payload: PaymentPayloadV1; requirements: PaymentRequirementsV1 }
  | { version: 2; payload: PaymentPayload; requirements: PaymentRequirements };

/** A payment the facilitator found valid, held (in flight) until it is settled or released. */
export type VerifiedPayment = Payment & {
  operation: OperationId;
  /** The replay key: a second call carrying it while this one runs is refused. */
  key: string;
  verifyMs: number;
  verifiedAt: number;
};

export type Acceptance = { ok: true; payment: VerifiedPayment } | { ok: false; reason: string };

export type Settlement =
  | { kind: 'settled'; receipt: SettleResponse; settleMs: number }
  | { kind: 'refused'; receipt: SettleResponse; reason: string }
  /** Indeterminate: the facilitator may still settle. Never answered with a fresh challenge. */
  | { kind: 'unavailable'; reason: string };

/** What the resource server's transport adds to a challenge's extensions (see `enrichExtensions`). */
export type TransportContext = Parameters<x402ResourceServer['enrichExtensions']>[1];

// The facilitator client's methods are typed for v2; its HTTP body carries whichever version it is given.
const asV2 = <T>(v1: unknown) => v1 as T;

export const facilitatorUnavailable = (reason: string) => errors.upstreamUnavailable('payment facilitator', reason);
export const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/**
 * Pay-per-call over x402, whatever the transport (HTTP headers on `/x402/v1`, `_meta` on MCP), on
 * `@x402/core`'s resource server and a facilitator reached over HTTP. One instance per gateway, so the
 * in-flight replay protection covers every transport at once.
 *
 * - The price of a call is its operation's price on the one price sheet, in atomic USDC units.
 * - `accept` checks a payment's shape, matches it to the price, refuses one already in flight and
 *   verifies it with the facilitator; a facilitator error or timeout throws a 502, never a challenge.
 * - `settle` is called only for a successful call; every settlement is recorded and counted.
 */
export class X402Core {
  readonly server: x402ResourceServer;
  private readonly facilitator: FacilitatorClient;
  private readonly legacyNetwork: string | null;
  private readonly requirementsByOperation = new Map<OperationId, PaymentRequirements>();
  private readonly inFlight = new Set<string>();

  constructor(
    readonly settings: X402Settings,
    private readonly settlements: SettlementStore,
    private readonly settled: Counter<'operation' | 'network'>,
  ) {
    const s = settings;
    this.facilitator = new HTTPFacilitatorClient({ url: s.facilitatorUrl, timeoutMs: s.facilitatorTimeoutMs });
    this.server = new x402ResourceServer(this.facilitator)
      .register(s.network, new ExactEvmScheme())
      .registerExtension(bazaarResourceServerExtension);
    this.legacyNetwork = v1NetworkName(s.network);
  }

  /** Builds every price once; an unreachable facilitator or an unsupported network fails here, at start-up. */
  async initialize(): Promise<void> {
    const s = this.settings;
    await this.server.initialize();
    for (const [op, credits] of Object.entries(PRICE_SHEET) as [OperationId, number][]) {
      // Per message or per report written, never an x402 call.
      if ((op as string) === 'streamMessage' || (op as string) === 'agentReport') continue;
      const [r] = await this.server.buildPaymentRequirements({
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
      this.requirementsByOperation.set(op, r);
    }
  }

  private requirements(op: OperationId): PaymentRequirements {
    const r = this.requirementsByOperation.get(op);
    // Fail closed: an operation without a price is a bug, never a free call.
    if (!r) throw new Error(`x402: no payment requirements for ${op}`);
    return r;
  }

  /** The challenge for `op`, with the declared extensions enriched for the transport that asks. */
  paymentRequired(
    op: OperationId,
    resource: ResourceInfo,
    error: string,
    extensions: Record<string, unknown>,
    context?: TransportContext,
  ): Promise<PaymentRequired> {
    const enriched = context ? this.server.enrichExtensions(extensions, context) : extensions;
    return this.server.createPaymentRequiredResponse([this.requirements(op)], resource, error, enriched);
  }

  private toV1(resource: ResourceInfo, r: PaymentRequirements): PaymentRequirementsV1 {
    return {
      scheme: r.scheme,
      network: this.legacyNetwork!,
      maxAmountRequired: r.amount,
      asset: r.asset,
      payTo: r.payTo,
      resource: resource.url,
      description: resource.description ?? '',
      mimeType: 'application/json',
      outputSchema: {},
      maxTimeoutSeconds: r.maxTimeoutSeconds,
      extra: r.extra,
    } as PaymentRequirementsV1;
  }

  /**
   * Checks a decoded payment for `op` and verifies it with the facilitator. A payment that is not
   * acceptable resolves to the reason for a fresh challenge; an accepted one is in flight until
   * `release`.
   */
  async accept(op: OperationId, resource: ResourceInfo, decoded: unknown, log: FastifyBaseLogger): Promise<Acceptance> {
    // Whatever JSON the caller sent, nothing reads it before it has the shape of a payment.
    const shape = PaymentPayloadAnyVersion.safeParse(decoded);
    if (!shape.success) return { ok: false, reason: `malformed payment payload: ${firstIssue(shape.error)}` };
    const required = this.requirements(op);
    let payment: Payment | null = null;
    if (shape.data.x402Version === 1) {
      const v1 = decoded as PaymentPayloadV1;
      if (this.legacyNetwork && v1.scheme === required.scheme && v1.network === this.legacyNetwork)
        payment = { version: 1, payload: v1, requirements: this.toV1(resource, required) };
    } else {
      const v2 = decoded as PaymentPayload;
      const matched = this.server.findMatchingRequirements([required], v2);
      if (matched) payment = { version: 2, payload: v2, requirements: matched };
    }
    if (!payment) return { ok: false, reason: 'No matching payment requirements' };

    const key = shape.data.payload.signature;
    if (this.inFlight.has(key)) return { ok: false, reason: 'payment already in use by another request' };
    this.inFlight.add(key);

    const t0 = performance.now();
    let verdict: VerifyResponse;
    try {
      verdict =
        payment.version === 1
          ? await this.facilitator.verify(asV2(payment.payload), asV2(payment.requirements))
          : await this.server.verifyPayment(payment.payload, payment.requirements);
    } catch (err) {
      this.inFlight.delete(key);
      if (err instanceof VerifyError) return { ok: false, reason: err.invalidReason ?? 'payment verification failed' };
      log.warn({ err: reasonOf(err) }, 'x402 verify failed at the facilitator');
      throw facilitatorUnavailable(reasonOf(err));
    }
    if (!verdict.isValid) {
      this.inFlight.delete(key);
      return { ok: false, reason: verdict.invalidReason ?? 'invalid payment' };
    }
    const now = performance.now();
    return { ok: true, payment: { ...payment, operation: op, key, verifyMs: now - t0, verifiedAt: now } };
  }

  /** Settles a payment whose call succeeded, and records it. */
  async settle(p: VerifiedPayment, requestId: string, log: FastifyBaseLogger): Promise<Settlement> {
    const t0 = performance.now();
    let receipt: SettleResponse;
    try {
      receipt =
        p.version === 1
          ? await this.facilitator.settle(asV2(p.payload), asV2(p.requirements))
          : await this.server.settlePayment(p.payload, p.requirements);
    } catch (err) {
      if (!(err instanceof SettleError)) {
        log.error(
          {
            err: reasonOf(err),
            payer: (p.payload.payload as { authorization?: { from?: string } }).authorization?.from,
          },
          'x402 settle failed at the facilitator',
        );
        return { kind: 'unavailable', reason: reasonOf(err) };
      }
      receipt = {
        success: false,
        errorReason: err.errorReason ?? err.message,
        transaction: err.transaction,
        network: err.network,
      };
    }
    if (!receipt.success) {
      log.warn({ reason: receipt.errorReason }, 'x402 settlement refused');
      return { kind: 'refused', receipt, reason: receipt.errorReason ?? 'unknown' };
    }
    const settleMs = performance.now() - t0;
    const s = this.settings;
    this.settled.inc({ operation: p.operation, network: s.network });
    try {
      await this.settlements.record({
        requestId,
        operation: p.operation,
        payer: receipt.payer ?? 'unknown',
        amount: p.version === 1 ? p.requirements.maxAmountRequired : p.requirements.amount,
        asset: p.requirements.asset,
        network: s.network,
        transaction: receipt.transaction,
        x402Version: p.version,
      });
    } catch (err) {
      // The money has moved; the receipt and this log line still let it be reconciled.
      log.error({ err, transaction: receipt.transaction, payer: receipt.payer }, 'x402 settlement not recorded');
    }
    return { kind: 'settled', receipt, settleMs };
  }

  /** The call failed: nothing settles. For `exact` the cancellation only runs the resource server's hooks. */
  async cancel(p: VerifiedPayment, status: number, log: FastifyBaseLogger): Promise<void> {
    if (p.version !== 2) return;
    await this.server
      .createPaymentCancellationDispatcher(p.payload, p.requirements)
      .cancel({ reason: 'handler_failed', responseStatus: status })
      .catch((err: unknown) => log.warn({ err: reasonOf(err) }, 'x402 cancellation hook failed'));
  }

  /** The payment is no longer in flight (settled, refused or abandoned). */
  release(p: VerifiedPayment): void {
    this.inFlight.delete(p.key);
  }
}
