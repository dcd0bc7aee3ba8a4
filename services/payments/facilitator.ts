import { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import { ExactEvmSchemeV1 } from '@x402/evm/exact/v1/facilitator';
import Fastify, { type FastifyInstance } from 'fastify';
import { createWalletClient, http, nonceManager, publicActions, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { PaymentPayloadAnyVersion, firstIssue } from '../../schemas/api/x402.ts';
import { loggerOptions } from '../logger.ts';
import { chainFor, v1NetworkName } from './local-chain.ts';

export interface FacilitatorOptions {
  rpcUrl: string;
  network: `${string}:${string}`;
  privateKey: Hex;
  logLevel?: string;
  /** How long a settlement waits for its receipt before answering `settlement_pending`. */
  confirmationTimeoutMs?: number;
}

const Body = z.object({
  x402Version: z.number().int().optional(),
  paymentPayload: PaymentPayloadAnyVersion,
  paymentRequirements: z.record(z.string(), z.unknown()),
});

/**
 * A local x402 facilitator: the reference `x402Facilitator` with the EVM `exact` scheme (v2, plus
 * v1 under the network's legacy name), signing with its own key and paying the settlement gas.
 * Speaks the facilitator HTTP interface: GET /supported, POST /verify, POST /settle.
 */
export function buildFacilitator(opts: FacilitatorOptions): FastifyInstance {
  const chain = chainFor(opts.network, opts.rpcUrl);
  // The nonce manager hands out nonces in process, so concurrent settlements never reuse one.
  const account = privateKeyToAccount(opts.privateKey, { nonceManager });
  const wallet = createWalletClient({ account, chain, transport: http(opts.rpcUrl) }).extend(publicActions);
  const signer = toFacilitatorEvmSigner(
    {
      address: account.address,
      readContract: (a) => wallet.readContract({ ...a, args: a.args ?? [] }),
      verifyTypedData: (a) => wallet.verifyTypedData(a as never),
      writeContract: (a) => wallet.writeContract({ ...a, args: a.args ?? [] }),
      sendTransaction: (a) => wallet.sendTransaction(a as never),
      waitForTransactionReceipt: (a) => wallet.waitForTransactionReceipt(a),
      getCode: (a) => wallet.getCode(a),
    },
    { confirmationTimeoutMs: opts.confirmationTimeoutMs ?? 15_000 },
  );
  const facilitator = new x402Facilitator().register(opts.network, new ExactEvmScheme(signer));
  const legacy = v1NetworkName(opts.network);
  if (legacy) facilitator.registerV1(legacy as `${string}:${string}`, new ExactEvmSchemeV1(signer));

  const app = Fastify({
    logger: opts.logLevel === 'silent' ? false : loggerOptions(opts.logLevel ?? 'info'),
    bodyLimit: 64 * 1024,
  });
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/supported', () => facilitator.getSupported());
  const parse = (body: unknown) => {
    const b = Body.parse(body);
    return [
      b.paymentPayload as unknown as PaymentPayload,
      b.paymentRequirements as unknown as PaymentRequirements,
    ] as const;
  };
  app.post('/verify', async (req) => facilitator.verify(...parse(req.body)));
  app.post('/settle', async (req) => {
    const result = await facilitator.settle(...parse(req.body));
    req.log.info(
      {
        success: result.success,
        transaction: result.transaction,
        payer: result.payer,
        network: result.network,
        reason: result.errorReason,
      },
      'settled',
    );
    return result;
  });
  app.setErrorHandler((err, req, reply) => {
    // A body that is not a payment is an invalid payment, in the answer's own shape (the client
    // reads `isValid` or `success` from a 400), never a 500.
    if (err instanceof z.ZodError) {
      const message = firstIssue(err);
      if (req.routeOptions.url === '/verify')
        return reply.code(400).send({ isValid: false, invalidReason: 'invalid_payload', invalidMessage: message });
      const network = (req.body as { paymentRequirements?: { network?: unknown } } | null)?.paymentRequirements
        ?.network;
      return reply.code(400).send({
        success: false,
        errorReason: 'invalid_payload',
        errorMessage: message,
        transaction: '',
        network: typeof network === 'string' ? network : '',
      });
    }
    // Fastify's own client errors (malformed JSON, a wrong media type, a body too large) keep their status.
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return reply.code(status).send({ error: 'invalid request', reason: (err as Error).message });
    req.log.error({ err }, 'facilitator error');
    return reply.code(500).send({ error: 'internal error' });
  });
  return app;
}
