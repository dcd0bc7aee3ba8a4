// The local facilitator's HTTP interface against the real chain: a body that is not a payment is an
// invalid payment in the answer's own shape, never a 500.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFacilitator } from '../../../services/payments/facilitator.ts';
import { LOCAL_KEYS } from '../../../services/payments/local-chain.ts';
import { challengeOf, payments, startPaidGateway, type PaidGateway } from '../../helpers/x402.ts';

let facilitator: FastifyInstance;
let g: PaidGateway;
beforeAll(async () => {
  const p = payments();
  facilitator = buildFacilitator({
    rpcUrl: p.rpcUrl,
    network: p.network,
    privateKey: LOCAL_KEYS.facilitator,
    logLevel: 'silent',
  });
  await facilitator.ready();
  g = await startPaidGateway();
});
afterAll(async () => {
  await facilitator.close();
  await g.close();
});

describe('local facilitator', () => {
  it('rejects payloads with wrong field types as invalid payments (400), on verify and settle', async () => {
    const pr = await challengeOf(`${g.baseUrl}/x402/v1/agents`);
    const requirements = pr.accepts[0]!;
    const bodies = [
      { paymentPayload: { x402Version: 2, accepted: requirements, payload: { signature: 123, authorization: 'x' } } },
      { paymentPayload: { x402Version: 2, accepted: requirements } },
      { paymentPayload: { x402Version: 7, payload: {} } },
      { paymentPayload: null },
    ].map((b) => ({ x402Version: 2, ...b, paymentRequirements: requirements }));
    for (const body of bodies) {
      const verify = await facilitator.inject({ method: 'POST', url: '/verify', payload: body });
      expect(verify.statusCode, JSON.stringify(body)).toBe(400);
      expect(verify.json()).toMatchObject({ isValid: false, invalidReason: 'invalid_payload' });
      const settle = await facilitator.inject({ method: 'POST', url: '/settle', payload: body });
      expect(settle.statusCode).toBe(400);
      expect(settle.json()).toMatchObject({
        success: false,
        errorReason: 'invalid_payload',
        network: requirements.network,
      });
    }
    const notJson = await facilitator.inject({
      method: 'POST',
      url: '/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"paymentPayload":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
