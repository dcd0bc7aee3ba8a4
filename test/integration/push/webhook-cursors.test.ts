// Cursors past 2^53 through the gateway and the push log (real Postgres): exact on the way in, in the
// database and on the way out, a cursor PostgreSQL's bigint cannot hold is a 400 that writes nothing,
// and no stored row makes a read fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushStore } from '../../../services/push/store.ts';
import { WebhookStore } from '../../../services/push/webhooks.ts';
import { startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { eventually } from '../../helpers/push.ts';

const PAST_2_53 = '9007199254740993'; // 2^53 + 1: a JS number reads it as 2^53
const BIGINT_MAX = '9223372036854775807';

let gw: TestGateway;
let apiKey: string;
let accountId: string;
beforeAll(async () => {
  gw = await startTestGateway();
  ({ apiKey, accountId } = await gw.register());
});
afterAll(() => gw?.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  gw.app.inject({ method, url, headers: { 'x-api-key': apiKey }, ...(payload && { payload }) });
const create = (after: string) =>
  api('POST', '/api/v1/webhooks', { url: 'https://example.com/hook', agents: ['atlas'], after });
const stored = async () =>
  (
    await gw.db.pool.query<{ id: string; cursor: string; replay_after: string | null }>(
      'SELECT id, cursor::text, replay_after::text FROM webhook_subscriptions WHERE account_id = $1 ORDER BY created_at',
      [accountId],
    )
  ).rows;

describe('webhook cursors are exact integers end to end', () => {
  it('keeps a cursor past 2^53 exactly, up to the largest bigint, on create, get, list and replay', async () => {
    for (const after of [PAST_2_53, '999999999999999999', BIGINT_MAX]) {
      const res = await create(after);
      expect(res.statusCode, res.body).toBe(201);
      const { id, cursor } = res.json<{ id: string; cursor: string }>();
      expect(cursor).toBe(after);
      expect((await api('GET', `/api/v1/webhooks/${id}`)).json()).toMatchObject({ id, cursor: after });
    }
    const list = await api('GET', '/api/v1/webhooks');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ webhooks: { cursor: string }[] }>().webhooks.map((w) => w.cursor)).toEqual([
      PAST_2_53,
      '999999999999999999',
      BIGINT_MAX,
    ]);
    expect((await stored()).map((r) => r.cursor)).toEqual([PAST_2_53, '999999999999999999', BIGINT_MAX]);

    const first = (await stored())[0]!.id;
    const replay = await api('POST', `/api/v1/webhooks/${first}/replay`, { after: '9007199254740995' });
    expect(replay.statusCode, replay.body).toBe(202);
    expect((await stored())[0]!.replay_after).toBe('9007199254740995');
    // The delivery side takes the replay up: the cursor moves there, exactly.
    const claimed = await new WebhookStore(gw.db.pool).claim(first);
    expect(String(claimed!.cursor)).toBe('9007199254740995');
    expect((await api('GET', `/api/v1/webhooks/${first}`)).json()).toMatchObject({ cursor: '9007199254740995' });
    expect((await api('GET', '/api/v1/webhooks')).statusCode).toBe(200);
  });

  it('refuses a cursor out of range with 400 before anything is written', async () => {
    const before = await stored();
    const id = before[0]!.id;
    for (const after of ['9223372036854775808', '99999999999999999999', '-1', '1e3', '']) {
      const res = await create(after);
      expect(res.statusCode, after).toBe(400);
      expect(res.json(), after).toMatchObject({ error: 'invalid request', issues: [{ path: 'body.after' }] });
      const replay = await api('POST', `/api/v1/webhooks/${id}/replay`, { after });
      expect(replay.statusCode, after).toBe(400);
      expect(replay.json(), after).toMatchObject({ error: 'invalid request', issues: [{ path: 'body.after' }] });
    }
    expect(await stored()).toEqual(before);
  });

  it('reads every row the column can hold, such as the rounded cursors an earlier version stored', async () => {
    // What `Number("999999999999999999")` wrote before cursors were exact: 10^18, 19 digits.
    await gw.db.pool.query(
      `INSERT INTO webhook_subscriptions (id, account_id, url, agent_ids, types, secret, cursor, replay_after)
       VALUES ('wh_rounded', $1, 'https://example.com/hook', $2, '{event.founded}', 'whsec_x', 1000000000000000000, 1000000000000000000)`,
      [accountId, [gw.agentIds.get('atlas')!]],
    );
    const list = await api('GET', '/api/v1/webhooks');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ webhooks: { id: string; cursor: string }[] }>().webhooks).toContainEqual(
      expect.objectContaining({ id: 'wh_rounded', cursor: '1000000000000000000' }),
    );
    expect((await api('GET', '/api/v1/webhooks/wh_rounded')).statusCode).toBe(200);
    // Its owner can see it now, and so delete it.
    expect((await api('DELETE', '/api/v1/webhooks/wh_rounded')).statusCode).toBe(200);
  });
});

describe('the stream resumes exactly after a cursor past 2^53', () => {
  it('sends the messages after Last-Event-ID, each with its exact id', async () => {
    const agentId = gw.agentIds.get('harbor')!;
    await gw.db.pool.query(`SELECT setval('push_messages_seq_seq', 9007199254740990)`);
    const store = new PushStore(gw.db.pool);
    await store.append(
      Array.from({ length: 5 }, (_, i) => ({
        agentId,
        type: 'event.founded' as const,
        key: `k${i}`,
        data: `{"n":${i}}`,
      })),
    );
    // 9007199254740991 … 9007199254740995 are in the log.
    const address = await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const ctl = new AbortController();
    const res = await fetch(`${address}/api/v1/agents/harbor/stream`, {
      headers: { 'x-api-key': apiKey, 'last-event-id': PAST_2_53 },
      signal: ctl.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const ids = () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1]);
    await eventually(async () => {
      const { value } = await reader.read();
      text += value ?? '';
      return ids().length >= 2 ? true : null;
    }, 10_000);
    ctl.abort();
    expect(ids()).toEqual(['9007199254740994', '9007199254740995']);
    expect(text).toContain('data: {"n":3}');
  });
});
