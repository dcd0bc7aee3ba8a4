import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePaymentSignatureHeader, decodePaymentRequiredHeader } from '@x402/core/http';
import type { PaymentPayload, PaymentRequired } from '@x402/core/types';
import { createPublicClient, createWalletClient, erc20Abi, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { inject } from 'vitest';
import { buyerClient, payingFetch } from '../../services/payments/buyer.ts';
import { chainFor, testUsdcAbi } from '../../services/payments/local-chain.ts';
import { startTestGateway, type TestGateway } from './gateway.ts';
import { PRICE_SHEET, creditsToAtomicUsdc } from '../../services/gateway/pricing.ts';

export const payments = () => inject('services').payments;

function clients() {
  const p = payments();
  const chain = chainFor(p.network, p.rpcUrl);
  return { p, chain, pub: createPublicClient({ chain, transport: http(p.rpcUrl) }) };
}

export async function tokenBalance(address: Hex): Promise<bigint> {
  const { p, pub } = clients();
  return pub.readContract({ address: p.token, abi: testUsdcAbi, functionName: 'balanceOf', args: [address] });
}

export async function blockNumber(): Promise<bigint> {
  return clients().pub.getBlockNumber();
}

export async function transactionReceipt(hash: Hex) {
  return clients().pub.getTransactionReceipt({ hash });
}

export interface TestBuyer {
  address: Hex;
  /** `@x402/fetch` with this buyer's key. */
  pay: typeof fetch;
  /** Signs a payment for a challenge without sending it (to replay or share it). */
  sign(paymentRequired: PaymentRequired): Promise<PaymentPayload>;
  balance(): Promise<bigint>;
  /** Sends test USDC elsewhere with a plain ERC-20 transfer (mined at once on the local chain). */
  spend(to: Hex, amount: bigint): Promise<void>;
}

/** A fresh buyer of its own (so parallel tests never share balances) holding `amount` test USDC. */
export async function fundedBuyer(amount = 10_000_000n): Promise<TestBuyer> {
  const { p, chain, pub } = clients();
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  // Gas money for its own mint call: the buyer mints to itself, so no shared account's nonce is used.
  await pub.request({ method: 'hardhat_setBalance' as never, params: [account.address, '0xDE0B6B3A7640000'] as never });
  const wallet = createWalletClient({ account, chain, transport: http(p.rpcUrl) });
  await pub.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: p.token,
      abi: testUsdcAbi,
      functionName: 'mint',
      args: [account.address, amount],
    }),
  });
  const opts = { privateKey: key, network: p.network, asset: p.token };
  const client = buyerClient(opts);
  return {
    address: account.address,
    pay: payingFetch(opts),
    sign: (pr) => client.createPaymentPayload(pr),
    balance: () => tokenBalance(account.address),
    spend: async (to, amount) => {
      await pub.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: p.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
        pollingInterval: 50,
      });
    },
  };
}

export interface PaidGateway {
  gw: TestGateway;
  baseUrl: string;
  payTo: Hex;
  close(): Promise<void>;
}

/** The real gateway listening on a loopback port, paid to a fresh address of its own. */
export async function startPaidGateway(env: Record<string, string> = {}): Promise<PaidGateway> {
  const p = payments();
  const payTo = privateKeyToAccount(generatePrivateKey()).address;
  const gw = await startTestGateway({
    X402_FACILITATOR_URL: p.facilitatorUrl,
    X402_NETWORK: p.network,
    X402_ASSET: p.token,
    X402_PAY_TO: payTo,
    ...env,
  });
  await gw.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = gw.app.server.address() as AddressInfo;
  return { gw, baseUrl: `http://127.0.0.1:${port}`, payTo, close: () => gw.close() };
}

/** The challenge of an unpaid call, decoded from its `PAYMENT-REQUIRED` header. */
export async function challengeOf(url: string, init: RequestInit = {}): Promise<PaymentRequired> {
  const res = await fetch(url, init);
  const h = res.headers.get('payment-required');
  if (res.status !== 402 || !h) throw new Error(`expected a 402 challenge from ${url}, got ${res.status}`);
  return decodePaymentRequiredHeader(h);
}

export const signatureHeader = (payload: PaymentPayload) => encodePaymentSignatureHeader(payload);

export type ProxyMode = 'pass' | 'down' | 'slow' | 'hold';

/**
 * A stand-in network path to the real local facilitator that tests can break: `down` drops every
 * connection, `slow` holds a request past the gateway's timeout and then drops it without ever
 * forwarding it (so a held settlement never reaches the chain), `hold` queues a request until the
 * test releases it (`release`, oldest first) and then forwards it. Counts forwarded calls per path.
 */
export async function facilitatorProxy(): Promise<{
  url: string;
  modes: Record<string, ProxyMode>;
  forwarded: Record<string, number>;
  /** How many requests to `path` wait in `hold` mode. */
  waiting(path: string): number;
  /** Forwards the oldest request waiting on `path`. */
  release(path: string): void;
  close(): Promise<void>;
}> {
  const target = new URL(payments().facilitatorUrl);
  const modes: Record<string, ProxyMode> = {};
  const forwarded: Record<string, number> = {};
  const held = new Set<ServerResponse>();
  const queued: Record<string, (() => void)[]> = {};
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const mode = modes[path] ?? modes['*'] ?? 'pass';
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'slow') {
      held.add(res);
      setTimeout(() => {
        held.delete(res);
        req.socket.destroy();
      }, 6_000).unref();
      return;
    }
    if (mode === 'hold') {
      (queued[path] ??= []).push(() => forward(path, req, res));
      return;
    }
    forward(path, req, res);
  });
  const forward = (path: string, req: IncomingMessage, res: ServerResponse) => {
    forwarded[path] = (forwarded[path] ?? 0) + 1;
    const up = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    modes,
    forwarded,
    waiting: (path) => queued[path]?.length ?? 0,
    release: (path) => queued[path]?.shift()?.(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of held) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An operation's x402 price in atomic USDC, from the one price sheet. */
export const priceInUsdc = (op: keyof typeof PRICE_SHEET): bigint => BigInt(creditsToAtomicUsdc(PRICE_SHEET[op]));
