import type pg from 'pg';
import type { PushType } from '../../schemas/api/push.ts';
import { withTransaction } from '../db/client.ts';

/** Notified with the highest new `seq` after every commit of new messages; gateways LISTEN. */
export const PUSH_CHANNEL = 'sitrep_push';
/** Notified with a subscription id when a gateway creates, replays or deletes it; the push worker LISTENs. */
export const WEBHOOKS_CHANNEL = 'sitrep_webhooks';
/** Held while new messages are numbered and committed: `seq` order is commit order. */
const APPEND_LOCK = 0x5e_9_0_5_4;

export interface NewPushMessage {
  agentId: string;
  type: PushType;
  key: string;
  /** JSON text. */
  data: string;
}

export interface PushMessage {
  /** A bigint: the log is numbered by PostgreSQL's bigint, past what a JS number holds exactly. */
  seq: bigint;
  agentId: string;
  type: PushType;
  /** JSON text, as stored. */
  data: string;
  createdAt: Date;
}

interface Row {
  seq: string;
  agent_id: string;
  type: PushType;
  data: string;
  created_at: Date;
}
const toMessage = (r: Row): PushMessage => ({
  seq: BigInt(r.seq),
  agentId: r.agent_id,
  type: r.type,
  data: r.data,
  createdAt: r.created_at,
});
const COLUMNS = 'seq, agent_id, type, data::text AS data, created_at';

/** The push log in Postgres: appended by the push worker, read by every gateway's streams and by webhook deliveries. */
export class PushStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Appends messages (a redelivered one, same agent and key, is skipped) and notifies listeners.
   * Numbering happens under a transaction lock, so no reader ever sees `seq` n before every smaller one.
   */
  async append(messages: NewPushMessage[]): Promise<{ agentIds: Set<string>; head: bigint }> {
    if (!messages.length) return { agentIds: new Set(), head: 0n };
    return withTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const { rows } = await client.query<{ seq: string; agent_id: string }>(
        `INSERT INTO push_messages (agent_id, type, key, data)
         SELECT x.agent_id, x.type, x.key, x.data
           FROM ROWS FROM (json_to_recordset($1::json) AS (agent_id uuid, type text, key text, data json))
                WITH ORDINALITY AS x(agent_id, type, key, data, n)
          ORDER BY x.n
         ON CONFLICT (agent_id, key) DO NOTHING RETURNING seq, agent_id`,
        [
          `[${messages.map((m) => `{"agent_id":${JSON.stringify(m.agentId)},"type":"${m.type}","key":${JSON.stringify(m.key)},"data":${m.data}}`).join(',')}]`,
        ],
      );
      const head = rows.reduce((h, r) => (BigInt(r.seq) > h ? BigInt(r.seq) : h), 0n);
      if (head) await client.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, String(head)]);
      return { agentIds: new Set(rows.map((r) => r.agent_id)), head };
    });
  }

  /** The highest `seq` written (0 when none). */
  async head(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string | null }>('SELECT max(seq) AS head FROM push_messages');
    return BigInt(rows[0]?.head ?? 0);
  }

  /** Every agent's messages after `after`, oldest first. */
  async since(after: bigint, limit: number): Promise<PushMessage[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM push_messages WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [after, limit],
    );
    return rows.map(toMessage);
  }

  /** Messages for some agents (and types) after `after` and up to `upTo`, oldest first. */
  async forAgents(
    agentIds: string[],
    after: bigint,
    opts: { upTo?: bigint; types?: readonly string[]; limit: number },
  ): Promise<PushMessage[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM push_messages
        WHERE agent_id = ANY($1::uuid[]) AND seq > $2 AND ($3::bigint IS NULL OR seq <= $3)
          AND ($4::text[] IS NULL OR type = ANY($4))
        ORDER BY seq LIMIT $5`,
      [agentIds, after, opts.upTo ?? null, opts.types ?? null, opts.limit],
    );
    return rows.map(toMessage);
  }

  /** Drops messages older than the retention; returns how many. */
  async prune(retentionDays: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM push_messages WHERE created_at < now() - make_interval(days => $1)`,
      [retentionDays],
    );
    return rowCount ?? 0;
  }
}
