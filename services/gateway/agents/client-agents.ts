import type pg from 'pg';
import type { Logger } from 'pino';
import { AgentRecordV1, agentRecordKey } from '../../../schemas/messages/agent-record.ts';
import type { MonitoringProfile } from '../../../schemas/db/tables.ts';
import { withTransaction } from '../../db/client.ts';
import { slugify } from '../../domain/agent-ref.ts';
import type { AgentBackfill, AgentReportsState } from '../../../schemas/api/agent.ts';
import { profileKey } from '../../dedup/backfill.ts';

/** A client agent as its owner defines it. */
export interface ClientAgentDefinition {
  name: string;
  description: string;
  domain: string;
  profile: MonitoringProfile;
  reportIntervalMinutes: number;
}

export interface ClientAgentRow extends ClientAgentDefinition {
  id: string;
  slug: string;
  ownerAccountId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A backfill the report worker has not started yet. */
export const PENDING: AgentBackfill = {
  status: 'pending',
  since: null,
  until: null,
  scannedEvents: 0,
  linkedEvents: 0,
  reportId: null,
  error: null,
};

/** Why a write was refused: the owner already has an agent of that name (or slug). */
export class NameTaken extends Error {
  constructor(readonly agentName: string) {
    super(`an agent named ${agentName} exists`);
  }
}

/** An own agent's `agents` row as the store reads it (the admin listing reads the same columns). */
export interface ClientAgentDbRow {
  id: string;
  name: string;
  slug: string;
  domain: string;
  description: string;
  profile: MonitoringProfile;
  report_interval_minutes: number;
  owner_account_id: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, name, slug, domain, description, profile, report_interval_minutes, owner_account_id, created_at, updated_at';

const fromRow = (r: ClientAgentDbRow): ClientAgentRow => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  domain: r.domain,
  description: r.description,
  profile: r.profile,
  reportIntervalMinutes: r.report_interval_minutes,
  ownerAccountId: r.owner_account_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Client agents' definitions: the `agents` row its owner reads, and in the same transaction an agent
 * record in the outbox for the articles topic, so the dedup worker starts (or stops) matching with it
 * at that point of the log. `publish` sends the outbox's agent records after commit; a record it could
 * not send goes with the next one, or with the dedup worker's own relay.
 */
export class ClientAgentStore {
  constructor(
    private readonly opts: {
      pool: pg.Pool;
      /** The articles topic (the records' outbox rows name it). */
      topic: string;
      send: (messages: { key: string; value: string }[]) => Promise<void>;
      log: Pick<Logger, 'warn'>;
      clock: () => Date;
      /**
       * After a change is committed and its record sent: starts what follows it (a backfill, or the
       * schedule's end). A failure is logged: the definition stands, and the report worker reconciles
       * at its next start.
       */
      changed?: (agent: ClientAgentRow, deleted: boolean) => Promise<void>;
    },
  ) {}

  private record(client: pg.PoolClient, a: ClientAgentRow, deleted: boolean): Promise<unknown> {
    const record: AgentRecordV1 = {
      version: 1,
      type: deleted ? 'agent.deleted' : 'agent.defined',
      agentId: a.id,
      ownerAccountId: a.ownerAccountId,
      slug: a.slug,
      profile: deleted ? null : a.profile,
      at: this.opts.clock().toISOString(),
    };
    return client.query('INSERT INTO outbox (topic, key, payload) VALUES ($1, $2, $3)', [
      this.opts.topic,
      agentRecordKey(a.id),
      JSON.stringify(AgentRecordV1.parse(record)),
    ]);
  }

  /**
   * Each own agent's backfill (of its current profile: pending until the report worker starts it) and
   * whether its reports are paused, by agent id.
   */
  async states(ownerAccountId: string): Promise<Map<string, { backfill: AgentBackfill; reports: AgentReportsState }>> {
    const { rows } = await this.opts.pool.query<{
      id: string;
      profile: MonitoringProfile;
      reports_paused_at: Date | null;
      reports_paused_reason: string | null;
      fills: {
        profile_key: string;
        status: AgentBackfill['status'];
        since: string | null;
        until: string | null;
        scanned_events: number;
        linked_events: number;
        report_id: string | null;
        error: string | null;
      }[];
    }>(
      `SELECT a.id, a.profile, a.reports_paused_at, a.reports_paused_reason,
              coalesce((SELECT json_agg(b) FROM agent_backfills b WHERE b.agent_id = a.id), '[]'::json) AS fills
         FROM agents a WHERE a.owner_account_id = $1 AND a.deleted_at IS NULL`,
      [ownerAccountId],
    );
    const out = new Map<string, { backfill: AgentBackfill; reports: AgentReportsState }>();
    for (const r of rows) {
      const f = r.fills.find((x) => x.profile_key === profileKey(r.profile));
      out.set(r.id, {
        backfill: f
          ? {
              status: f.status,
              since: f.since && new Date(f.since).toISOString(),
              until: f.until && new Date(f.until).toISOString(),
              scannedEvents: f.scanned_events,
              linkedEvents: f.linked_events,
              reportId: f.report_id,
              error: f.error,
            }
          : PENDING,
        reports: {
          paused: r.reports_paused_at !== null,
          reason: r.reports_paused_reason,
          pausedAt: r.reports_paused_at?.toISOString() ?? null,
        },
      });
    }
    return out;
  }

  /** The owner's live agents, oldest first. */
  async owned(ownerAccountId: string): Promise<ClientAgentRow[]> {
    const { rows } = await this.opts.pool.query<ClientAgentDbRow>(
      `SELECT ${COLUMNS} FROM agents WHERE owner_account_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`,
      [ownerAccountId],
    );
    return rows.map(fromRow);
  }

  /**
   * Creates an agent unless the owner already has `cap` live ones (null: the cap was reached) or one of
   * that name (NameTaken). Serialised per owner by a transaction-scoped lock, so the cap holds.
   */
  async create(ownerAccountId: string, def: ClientAgentDefinition, cap: number): Promise<ClientAgentRow | null> {
    const created = await this.change(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('client-agents:' || $1))", [ownerAccountId]);
      const { rows: count } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM agents WHERE owner_account_id = $1 AND deleted_at IS NULL',
        [ownerAccountId],
      );
      if (Number(count[0]!.n) >= cap) return null;
      const now = this.opts.clock();
      const { rows } = await client
        .query<ClientAgentDbRow>(
          `INSERT INTO agents (name, slug, domain, description, profile, report_interval_minutes, owner_account_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING ${COLUMNS}`,
          [
            def.name,
            slugify(def.name),
            def.domain,
            def.description,
            JSON.stringify(def.profile),
            def.reportIntervalMinutes,
            ownerAccountId,
            now,
          ],
        )
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new NameTaken(def.name) : err;
        });
      return rows[0];
    }, false);
    return created;
  }

  /** Replaces an own agent's definition; null when the owner has no such live agent. */
  async update(ownerAccountId: string, id: string, def: ClientAgentDefinition): Promise<ClientAgentRow | null> {
    const updated = await this.change(async (client) => {
      const { rows } = await client
        .query<ClientAgentDbRow>(
          `UPDATE agents SET name = $3, slug = $4, domain = $5, description = $6, profile = $7, report_interval_minutes = $8, updated_at = $9
            WHERE id = $1 AND owner_account_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
          [
            id,
            ownerAccountId,
            def.name,
            slugify(def.name),
            def.domain,
            def.description,
            JSON.stringify(def.profile),
            def.reportIntervalMinutes,
            this.opts.clock(),
          ],
        )
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? new NameTaken(def.name) : err;
        });
      return rows[0];
    }, false);
    return updated;
  }

  /**
   * One change of an own agent: the row written by `write` and its record in the outbox, in one
   * transaction, then the record sent. Null when `write` found no row to change.
   */
  private async change(
    write: (client: pg.PoolClient) => Promise<ClientAgentDbRow | null | undefined>,
    deleted: boolean,
  ): Promise<ClientAgentRow | null> {
    const agent = await withTransaction(this.opts.pool, async (client) => {
      const row = await write(client);
      if (!row) return null;
      const changed = fromRow(row);
      await this.record(client, changed, deleted);
      return changed;
    });
    if (agent) {
      await this.publish();
      await this.opts.changed?.(agent, deleted).catch((err: unknown) => {
        this.opts.log.warn({ err, agentId: agent.id }, 'what follows an agent change was not started');
      });
    }
    return agent;
  }

  /** Deletes an own agent (the row stays, marked); false when the owner has no such live agent. */
  async delete(ownerAccountId: string, id: string): Promise<ClientAgentRow | null> {
    const deleted = await this.change(async (client) => {
      const { rows } = await client.query<ClientAgentDbRow>(
        `UPDATE agents SET deleted_at = $3, updated_at = $3 WHERE id = $1 AND owner_account_id = $2 AND deleted_at IS NULL
         RETURNING ${COLUMNS}`,
        [id, ownerAccountId, this.opts.clock()],
      );
      return rows[0];
    }, true);
    return deleted;
  }

  /**
   * Sends the agent records waiting in the outbox, in order, and marks them sent. A failure is logged
   * and left for the next call (or the dedup worker's relay): the definition is committed either way.
   */
  async publish(): Promise<void> {
    try {
      await withTransaction(this.opts.pool, async (client) => {
        const { rows } = await client.query<{ id: string; key: string; payload: string }>(
          `SELECT id, key, payload::text AS payload FROM outbox
            WHERE published_at IS NULL AND topic = $1 AND key LIKE 'agent:%' ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED`,
          [this.opts.topic],
        );
        if (!rows.length) return;
        await this.opts.send(rows.map((r) => ({ key: r.key, value: r.payload })));
        await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1)', [rows.map((r) => r.id)]);
      });
    } catch (err) {
      this.opts.log.warn({ err }, 'agent records not sent yet; they wait in the outbox');
    }
  }
}
