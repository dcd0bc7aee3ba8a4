// A key revoked by an operator (the ops CLI's path: another process, straight to PostgreSQL) stops
// working within a second on every gateway and every surface, its open streams close, and every answer
// says the key is invalid, never that a balance that is not 0 is 0. Two real gateways on one database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../../services/db/client.ts';
import { AccountStore } from '../../../services/gateway/billing/accounts.ts';
import { startSecondGateway, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';

let gw: TestGateway;
let other: Awaited<ReturnType<typeof startSecondGateway>>;
let second: FastifyInstance;
let ops: Database;
beforeAll(async () => {
  gw = await startTestGateway();
  other = await startSecondGateway(gw);
  second = other.app;
  ops = connectDatabase(gw.config.DATABASE_URL, { max: 2, applicationName: 'sitrep-ops' });
});
afterAll(async () => {
  await other?.close();
  await ops?.close();
  await gw?.close();
});

/** A stream's text as it comes: `until` reads until `done(text)`, the end of the stream, or `ms`. */
function sseReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  return {
    async until(done: (text: string) => boolean, ms: number): Promise<{ text: string; ended: boolean }> {
      const deadline = Date.now() + ms;
      while (!ended && !done(text) && Date.now() < deadline) {
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
        ]);
        if (!next) break;
        if (next.done) ended = true;
        else text += next.value;
      }
      return { text, ended };
    },
  };
}

describe('revoking a key', () => {
  it('answers 401 on every surface of every gateway within a second, and closes its open streams', async () => {
    const { apiKey, accountId } = await gw.register();
    const apps = [gw.app, second];
    const headers = { 'x-api-key': apiKey };
    const mcp = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/mcp',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_agents', arguments: {} } },
      });
    // Every gateway has the key in its cache.
    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/agents', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v1/webhooks', headers })).statusCode).toBe(200);
      expect((await mcp(app)).json().result.isError).toBeUndefined();
    }
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${address}/api/v1/agents/harbor/stream`, { headers });
    expect(stream.status).toBe(200);
    const sse = sseReader(stream);
    expect((await sse.until((t) => t.includes('sitrep stream'), 5_000)).text).toContain('sitrep stream');
    const balance = (await gw.app.accounts.balance(accountId))!;
    expect(balance).toBeGreaterThan(0);

    const revokedAt = Date.now();
    expect(await new AccountStore(ops.pool).revoke(accountId, 'test', null)).toBe(true);

    // The open stream is told why and ends.
    expect((await sse.until((t) => t.includes('event: error'), 1_000)).text).toContain(
      'event: error\ndata: {"error":"invalid api key"',
    );
    expect((await sse.until(() => false, 1_000)).ended).toBe(true);
    for (const app of apps) {
      for (;;) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/webhooks', headers });
        if (res.statusCode === 401) break;
        expect(Date.now() - revokedAt, 'revoked for a second').toBeLessThan(1_000);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
    for (const app of apps) {
      for (const url of ['/api/v1/agents', '/api/v1/agents/017/reports', '/api/v1/webhooks']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.json(), url).toEqual({ error: 'invalid api key' });
      }
      expect(JSON.parse((await mcp(app)).json().result.content[0].text)).toEqual({ error: 'invalid api key' });
      const again = await app.inject({ method: 'GET', url: '/api/v1/agents/harbor/stream', headers });
      expect(again.statusCode).toBe(401);
    }
    // Revoking moved no money: the balance stands, and the ledger adds up to it.
    expect(await gw.app.accounts.balance(accountId)).toBe(balance);
    expect(await gw.app.accounts.ledgerSum(accountId)).toBe(balance);
  });

  it('a reservation that finds the account revoked is 401, not a 402 with a balance of 0', async () => {
    const { apiKey, accountId } = await gw.register();
    const headers = { 'x-api-key': apiKey };
    expect((await gw.app.inject({ method: 'GET', url: '/api/v1/agents', headers })).statusCode).toBe(200);
    // Revoked behind the gateway's back, with no notification: only the reservation can tell.
    await gw.db.pool.query(`UPDATE accounts SET status = 'revoked' WHERE id = $1`, [accountId]);
    const res = await gw.app.inject({ method: 'GET', url: '/api/v1/agents', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid api key' });
  });
});
