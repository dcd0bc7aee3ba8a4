import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PushType, Webhook } from '../../schemas/api/push.ts';
import { withTransaction } from '../db/client.ts';
import { WEBHOOKS_CHANNEL } from './store.ts';

/** A subscription as the delivery workflow sees it. */
export interface Subscription {
  id: string;
  accountId: string;
  url: string;
  agentIds: string[];
  types: PushType[];
  secret: string;
  status: 'active' | 'paused' | 'deleted';
  cursor: bigint;
  failingSince: Date | null;
}

interface Row {
  id: string;
  account_id: string;
  url: string;
  agent_ids: string[];
  types: PushType[];
  secret: string;
  status: 'active' | 'paused' | 'deleted';
  paused_reason: string | null;
  cursor: string;
  delivered: string;
  last_delivery_at: Date | null;
  failing_since: Date | null;
  last_error: string | null;
  created_at: Date;
  slugs: string[];
}

const VIEW = `s.*, (SELECT coalesce(array_agg(a.slug ORDER BY a.slug), '{}') FROM agents a WHERE a.id = ANY(s.agent_ids)) AS slugs`;

const toView = (r: Row): Webhook => ({
  id: r.id,
  url: r.url,
  agents: r.slugs,
  types: r.types,
  status: r.status === 'paused' ? 'paused' : 'active',
  pausedReason: r.paused_reason,
  cursor: r.cursor,
  delivered: Number(r.delivered),
  lastDeliveryAt: r.last_delivery_at?.toISOString() ?? null,
  failingSince: r.failing_since?.toISOString() ?? null,
  lastError: r.last_error,
  createdAt: r.created_at.toISOString(),
});

const toSubscription = (r: Row): Subscription => ({
  id: r.id,
  accountId: r.account_id,
  url: r.url,
  agentIds: r.agent_ids,
  types: r.types,
  secret: r.secret,
  status: r.status,
  cursor: BigInt(r.cursor),
  failingSince: r.failing_since,
});

/** Advisory lock class of "one account's subscriptions are being counted". */
const WEBHOOKS_LOCK = 0x5e_3b_0c;

/** A Standard Webhooks signing secret: `whsec_` + base64 of 32 random bytes. */
export const mintWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Webhook subscriptions: created, listed, replayed and deleted by their account through the gateway
 * (each change notifies the push worker), and moved along by the delivery workflow.
 */
export class WebhookStore {
  constructor(private readonly pool: pg.Pool) {}

  // The subscriber's side (gateway).

  /** A new subscription, or null when the account already keeps `max` (paused ones count; deleted do not). */
  async create(
    accountId: string,
    s: { url: string; agentIds: string[]; types: PushType[]; after: string | null },
    max: number,
  ): Promise<(Webhook & { secret: string }) | null> {
    const id = `wh_${randomBytes(12).toString('hex')}`;
    const secret = mintWebhookSecret();
    const row = await this.changed(
      `INSERT INTO webhook_subscriptions (id, account_id, url, agent_ids, types, secret, cursor)
       SELECT $1, $2, $3, $4, $5, $6, coalesce($7, (SELECT coalesce(max(seq), 0) FROM push_messages))
        WHERE (SELECT count(*) FROM webhook_subscriptions WHERE account_id = $2 AND status <> 'deleted') < $8
       RETURNING id`,
      [id, accountId, s.url, s.agentIds, s.types, secret, s.after, max],
      accountId,
    );
    return row && { ...toView(row), secret };
  }

  async list(accountId: string): Promise<Webhook[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${VIEW} FROM webhook_subscriptions s WHERE account_id = $1 AND status <> 'deleted' ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(toView);
  }

  async get(accountId: string, id: string): Promise<Webhook | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${VIEW} FROM webhook_subscriptions s WHERE id = $1 AND account_id = $2 AND status <> 'deleted'`,
      [id, accountId],
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  /** Re-sends every message after `after`, and resumes a paused subscription; taken up by the workflow. */
  async replay(accountId: string, id: string, after: string): Promise<Webhook | null> {
    const row = await this.changed(
      `UPDATE webhook_subscriptions SET replay_after = $3, status = 'active', paused_reason = NULL,
              failing_since = NULL, last_error = NULL, updated_at = now()
        WHERE id = $1 AND account_id = $2 AND status <> 'deleted' RETURNING id`,
      [id, accountId, after],
    );
    return row ? toView(row) : null;
  }

  async delete(accountId: string, id: string): Promise<boolean> {
    return !!(await this.changed(
      `UPDATE webhook_subscriptions SET status = 'deleted', updated_at = now()
        WHERE id = $1 AND account_id = $2 AND status <> 'deleted' RETURNING id`,
      [id, accountId],
    ));
  }

  /**
   * Runs a change and notifies the push worker in the same transaction; the row as it now is. With
   * `lockAccount`, the account's subscriptions are counted under a lock (two creations at once cannot
   * both take the last place).
   */
  private changed(sql: string, values: unknown[], lockAccount?: string): Promise<Row | null> {
    return withTransaction(this.pool, async (client) => {
      if (lockAccount)
        await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [WEBHOOKS_LOCK, lockAccount]);
      const { rows } = await client.query<{ id: string }>(sql, values);
      if (!rows[0]) return null;
      await client.query('SELECT pg_notify($1, $2)', [WEBHOOKS_CHANNEL, rows[0].id]);
      const view = await client.query<Row>(`SELECT ${VIEW} FROM webhook_subscriptions s WHERE id = $1`, [rows[0].id]);
      return view.rows[0] ?? null;
    });
  }

  // The delivery side (push worker).

  /** The subscription with any replay asked for applied (the cursor moved back), or null once deleted for good. */
  async claim(id: string): Promise<Subscription | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE webhook_subscriptions SET cursor = coalesce(replay_after, cursor), replay_after = NULL
        WHERE id = $1 RETURNING *`,
      [id],
    );
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  /**
   * Records delivered messages (the cursor moves to the last) and charges them, in one statement:
   * the cursor moves only from where these deliveries started, so a replay or a pause that came in
   * meanwhile wins (`recorded` false). `charged` is false when the balance no longer covered them
   * all (then none is charged).
   */
  async delivered(
    sub: Subscription,
    seqs: bigint[],
    charge: { credits: number; operation: string; requestIds: string[] },
  ): Promise<{ recorded: boolean; charged: boolean; balance: number | null; revoked: boolean }> {
    const { rows } = await this.pool.query<{ recorded: boolean; balance: string | null; revoked: boolean }>({
      name: 'sitrep_webhook_delivered',
      text: `WITH sub AS (
               UPDATE webhook_subscriptions SET cursor = $3, delivered = delivered + $4::int, last_delivery_at = now(),
                      failing_since = NULL, last_error = NULL
                WHERE id = $1 AND cursor = $2 AND replay_after IS NULL AND status = 'active' RETURNING account_id),
             acc AS (
               UPDATE accounts SET balance_credits = balance_credits - $4::int * $5::int
                WHERE id = (SELECT account_id FROM sub) AND status = 'active' AND balance_credits >= $4::int * $5::int
                RETURNING id, balance_credits),
             ins AS (
               INSERT INTO usage_ledger (account_id, kind, credits, balance_after, operation, request_id)
               SELECT acc.id, 'charge', -$5::bigint, acc.balance_credits + ($4::int - r.ord) * $5::int, $6, r.request_id
                 FROM acc, unnest($7::text[]) WITH ORDINALITY AS r(request_id, ord))
           SELECT EXISTS (SELECT 1 FROM sub) AS recorded, (SELECT balance_credits FROM acc) AS balance,
                  NOT EXISTS (SELECT 1 FROM accounts WHERE id = (SELECT account_id FROM sub) AND status = 'active') AS revoked`,
      values: [
        sub.id,
        sub.cursor,
        seqs[seqs.length - 1],
        seqs.length,
        charge.credits,
        charge.operation,
        charge.requestIds,
      ],
    });
    const row = rows[0];
    if (!row?.recorded) return { recorded: false, charged: false, balance: null, revoked: false };
    return {
      recorded: true,
      charged: row.balance !== null,
      balance: row.balance === null ? null : Number(row.balance),
      revoked: row.revoked,
    };
  }

  /** Whether the account can pay `credits`: it does, its balance is short, or it is revoked (or gone). */
  async canPay(accountId: string, credits: number): Promise<'yes' | 'no credit' | 'revoked'> {
    const { rows } = await this.pool.query<{ ok: boolean }>(
      `SELECT balance_credits >= $2 AS ok FROM accounts WHERE id = $1 AND status = 'active'`,
      [accountId, credits],
    );
    return !rows[0] ? 'revoked' : rows[0].ok ? 'yes' : 'no credit';
  }

  /** Notes a failed try; returns since when the message has been failing. */
  async failed(id: string, reason: string): Promise<Date> {
    const { rows } = await this.pool.query<{ failing_since: Date }>(
      `UPDATE webhook_subscriptions SET failing_since = coalesce(failing_since, now()), last_error = $2
        WHERE id = $1 RETURNING failing_since`,
      [id, reason],
    );
    return rows[0]?.failing_since ?? new Date();
  }

  async pause(id: string, reason: string): Promise<void> {
    await this.pool.query(
      `UPDATE webhook_subscriptions SET status = 'paused', paused_reason = $2, updated_at = now()
        WHERE id = $1 AND status = 'active' AND replay_after IS NULL`,
      [id, reason],
    );
  }

  /** Active subscriptions and the agents they follow (the dispatcher's map of who to wake). */
  async active(): Promise<{ id: string; agentIds: string[] }[]> {
    const { rows } = await this.pool.query<{ id: string; agent_ids: string[] }>(
      `SELECT id, agent_ids FROM webhook_subscriptions WHERE status = 'active'`,
    );
    return rows.map((r) => ({ id: r.id, agentIds: r.agent_ids }));
  }

  /** Active subscriptions with a replay to take up or messages after their cursor. */
  async withWork(): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT s.id FROM webhook_subscriptions s WHERE s.status = 'active' AND (s.replay_after IS NOT NULL OR EXISTS (
         SELECT 1 FROM push_messages m WHERE m.agent_id = ANY(s.agent_ids) AND m.seq > s.cursor AND m.type = ANY(s.types)))`,
    );
    return rows.map((r) => r.id);
  }
}
