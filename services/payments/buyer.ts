import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import type { SettleResponse } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { v1NetworkName } from './local-chain.ts';

export interface BuyerOptions {
  privateKey: Hex;
  /** The token this buyer agrees to pay with on `network`; nothing else is ever signed. */
  network: `${string}:${string}`;
  asset: string;
  /** Largest single payment, in atomic units. */
  maxAmountPerPayment?: string;
}

/**
 * A fetch that answers x402 challenges: it signs an EIP-3009 authorization with the buyer's key
 * and retries once with `PAYMENT-SIGNATURE` (`@x402/fetch`). The buyer needs the token, never gas.
 */
export function payingFetch(opts: BuyerOptions): typeof fetch {
  return wrapFetchWithPayment(fetch, buyerClient(opts));
}

/** The x402 client behind `payingFetch`, for callers that sign payments themselves. */
export function buyerClient(opts: BuyerOptions): x402Client {
  const client = new x402Client();
  // Registers the v2 scheme for every eip155 network and the v1 scheme for the named legacy ones.
  registerExactEvmScheme(client, { signer: privateKeyToAccount(opts.privateKey) });
  const max = opts.maxAmountPerPayment ?? '1000000';
  const legacy = v1NetworkName(opts.network);
  client.setSpendControls({
    allowedAssets: [opts.network, ...(legacy ? [legacy as `${string}:${string}`] : [])].map((network) => ({
      network,
      asset: opts.asset,
      maxAmountPerPayment: max,
    })),
  });
  return client;
}

/** The settlement receipt of a paid response (`PAYMENT-RESPONSE`, else `X-PAYMENT-RESPONSE`). */
export function receiptOf(res: Response): SettleResponse | null {
  const h = res.headers.get('payment-response') ?? res.headers.get('x-payment-response');
  return h ? decodePaymentResponseHeader(h) : null;
}
