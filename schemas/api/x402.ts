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
