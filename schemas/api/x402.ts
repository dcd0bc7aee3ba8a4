import { z } from 'zod';
import { ErrorBody } from './common.ts';

/** One way to pay (x402 v2 `PaymentRequirements`); for `exact` on EVM, `extra` is the token's EIP-712 domain. */
export const PaymentRequirements = z
  .looseObject({
    scheme: z.string(),
    network: z.string().describe('CAIP-2, e.g. eip155:84532'),
    amount: z.string().describe('atomic units of the asset (USDC has 6 decimals)'),
    asset: z.string(),
    payTo: z.string(),
    maxTimeoutSeconds: z.number().int(),
    extra: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'PaymentRequirements' });

/** The x402 challenge: sent base64-encoded in `PAYMENT-REQUIRED` and, for API clients, as the body. */
export const PaymentRequired = z
  .looseObject({
    x402Version: z.literal(2),
    error: z.string().optional(),
    resource: z.looseObject({ url: z.string(), description: z.string().optional(), mimeType: z.string().optional() }),
    accepts: z.array(PaymentRequirements),
    extensions: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'PaymentRequired' });
export type PaymentRequired = z.infer<typeof PaymentRequired>;

/** A 402 on `/x402/v1/*`: the challenge, or `payment settlement failed` after a refused settlement. */
export const X402PaymentError = z.union([PaymentRequired, ErrorBody]);

const hex = (bytes?: number) =>
  z.string().regex(bytes ? new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`) : /^0x[0-9a-fA-F]+$/);
const uint = z.string().regex(/^[0-9]{1,78}$/);

/** The `exact` scheme's payload on EVM: an EIP-3009 transfer authorization and its signature. */
export const ExactEvmPayload = z.object({
  signature: hex(),
  authorization: z.object({
    from: hex(20),
    to: hex(20),
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: hex(32),
  }),
});

/**
 * What a `PAYMENT-SIGNATURE` (or `X-PAYMENT`) header must decode to before anything acts on it: an
 * x402 v2 payload (`accepted` plus `payload`) or a legacy v1 one (`scheme`, `network`, `payload`),
 * paying with the `exact` scheme on EVM, the only one this service offers.
 */
export const PaymentPayloadV2 = z.looseObject({
  x402Version: z.literal(2),
  accepted: z.looseObject({
    scheme: z.string(),
    network: z.string(),
    amount: z.string(),
    asset: z.string(),
    payTo: z.string(),
    maxTimeoutSeconds: z.number(),
    extra: z.record(z.string(), z.unknown()).nullish(),
  }),
  payload: ExactEvmPayload,
});
export const PaymentPayloadV1 = z.looseObject({
  x402Version: z.literal(1),
  scheme: z.string(),
  network: z.string(),
  payload: ExactEvmPayload,
});
export const PaymentPayloadAnyVersion = z.discriminatedUnion('x402Version', [PaymentPayloadV1, PaymentPayloadV2]);

/** The first problem zod found, as one line for a 402's `error` or a facilitator's `invalidMessage`. */
export function firstIssue(err: z.ZodError): string {
  const i = err.issues[0];
  return i ? `${i.path.join('.') || 'payload'}: ${i.message}` : 'invalid';
}
