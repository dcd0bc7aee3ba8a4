import { Context, ApplicationFailure } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import type pg from 'pg';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { withTransaction } from '../db/client.ts';
import { backfillLinks, profileKey, type BackfillEvent } from '../dedup/backfill.ts';
import { AGENT_REPORT_CREDITS, AGENT_REPORT_OPERATION } from '../domain/agent-billing.ts';
import { reportIdFor } from './assessment.ts';
import { scheduleIdFor, syncSchedules } from './schedules.ts';

export interface ClientAgentActivityDeps {
  pool: pg.Pool;
  /** The Temporal client the activities pause, resume and create schedules with. */
  temporal: () => Promise<Client>;
  taskQueue: string;
  /** How far back a backfill reaches (AGENT_BACKFILL_DAYS). */
  backfillDays: number;
}

/** Events read per page of a backfill (its progress moves a page at a time). */
const BACKFILL_PAGE = 200;

const DAY = 86_400_000;

interface AgentRow {
  id: string;
  slug: string;
  owner_account_id: string | null;
  profile: MonitoringProfile;
  report_interval_minutes: number;
  updated_at: Date;
  deleted_at: Date | null;
  reports_paused_at: Date | null;
}

async function agentRow(pool: pg.Pool | pg.PoolClient, agentId: string): Promise<AgentRow | undefined> {
  const { rows } = await pool.query<AgentRow>(
    `SELECT id, slug, owner_account_id, profile, report_interval_minutes, updated_at, deleted_at, reports_paused_at
       FROM agents WHERE id = $1`,
    [agentId],
  );
  return rows[0];
}

const pausedNote = (balance: number) =>
  `the balance (${balance} credits) cannot cover the next report (${AGENT_REPORT_CREDITS} credits); a top-up resumes it`;

/**
 * An own agent's schedule, paused while its reports are (the workflow ids its runs take name the
 * agent's id: slugs repeat across accounts).
 */
async function ensureSchedule(deps: ClientAgentActivityDeps, a: AgentRow): Promise<void> {
  await syncSchedules(await deps.temporal(), deps.taskQueue, [
    {
      id: a.id,
      slug: a.slug,
      intervalMinutes: a.report_interval_minutes,
      workflowKey: a.id,
      paused: a.reports_paused_at !== null,
    },
  ]);
}

/** Pauses (or unpauses) an agent's schedule, if it has one yet (the backfill creates it in the right state). */
async function setSchedulePaused(
  deps: Pick<ClientAgentActivityDeps, 'temporal'>,
  agentId: string,
  paused: boolean,
  note: string,
) {
  const handle = (await deps.temporal()).schedule.getHandle(scheduleIdFor(agentId));
  try {
    await (paused ? handle.pause(note) : handle.unpause(note));
  } catch (err) {
    if ((err as Error).name !== 'ScheduleNotFoundError') throw err;
  }
}

/**
 * The activities of own agents' lifecycle: the backfill (workflows/agent-backfill.ts), and the gate
 * every report workflow passes first (`admitReport`: an own agent's report is charged to its owner
 * before it is written, and its schedule pauses when the balance cannot cover the next one).
 */
export function createClientAgentActivities(deps: ClientAgentActivityDeps) {
  return {
    /**
     * Fixes the backfill's window once the dedup worker applied the agent's record with this profile (so
     * every event after the window is the worker's own to link). `gone`: the agent was deleted or has
     * another profile since (that profile's backfill does the work).
     */
    async startBackfill(input: { agentId: string; key: string }): Promise<{ status: 'ready' | 'gone' }> {
      const a = await agentRow(deps.pool, input.agentId);
      if (!a || a.deleted_at || !a.owner_account_id || profileKey(a.profile) !== input.key) return { status: 'gone' };
      const { rows } = await deps.pool.query<{ profile: MonitoringProfile | null }>(
        'SELECT profile FROM dedup_agents WHERE agent_id = $1',
        [input.agentId],
      );
      if (!rows[0]?.profile || profileKey(rows[0].profile) !== input.key)
        throw ApplicationFailure.retryable('the dedup worker has not applied the agent record yet', 'NotYetApplied');
      await deps.pool.query(
        `INSERT INTO agent_backfills (agent_id, profile_key, status, since, until) VALUES ($1, $2, 'linking', $3, $4)
         ON CONFLICT (agent_id, profile_key) DO NOTHING`,
        [input.agentId, input.key, new Date(a.updated_at.getTime() - deps.backfillDays * DAY), a.updated_at],
      );
      return { status: 'ready' };
    },

    /** Links the window's matching events a page at a time (idempotent: a retry starts over and inserts nothing twice). */
    async linkBackfill(input: { agentId: string; key: string }): Promise<{ linked: number; scanned: number }> {
      const { rows: fills } = await deps.pool.query<{ since: Date; until: Date; owner: string }>(
        `SELECT b.since, b.until, a.owner_account_id AS owner FROM agent_backfills b JOIN agents a ON a.id = b.agent_id
          WHERE b.agent_id = $1 AND b.profile_key = $2`,
        [input.agentId, input.key],
      );
      const fill = fills[0]!;
      // The owner's agents as the dedup worker holds them: ranked among themselves, as the worker ranks them.
      const { rows: own } = await deps.pool.query<{ agent_id: string; slug: string; profile: MonitoringProfile }>(
        'SELECT agent_id, slug, profile FROM dedup_agents WHERE owner_account_id = $1 AND profile IS NOT NULL ORDER BY agent_id',
        [fill.owner],
      );
      const agents = own.map((r) => ({ id: r.agent_id, slug: r.slug, profile: r.profile }));
      let after = '';
      let scanned = 0;
      let linked = 0;
      for (;;) {
        const { rows: ids } = await deps.pool.query<{ id: string }>(
          `SELECT e.id FROM events e WHERE e.id > $1 AND e.last_source_at >= $2 AND e.first_seen_at <= $3
            ORDER BY e.id LIMIT $4`,
          [after, fill.since, fill.until, BACKFILL_PAGE],
        );
        if (!ids.length) break;
        after = ids[ids.length - 1]!.id;
        const { rows: sources } = await deps.pool.query<{ event_id: string; title: string; lead: string }>(
          `SELECT event_id, title, lead FROM event_sources WHERE event_id = ANY($1) AND ingested_at <= $2
            ORDER BY event_id, ingested_at, canonical_url`,
          [ids.map((r) => r.id), fill.until],
        );
        const events = new Map<string, BackfillEvent>(ids.map((r) => [r.id, { id: r.id, sources: [] }]));
        for (const s of sources) events.get(s.event_id)!.sources.push({ title: s.title, lead: s.lead });
        const links = backfillLinks(fill.owner, agents, input.agentId, [...events.values()]);
        if (links.length)
          await deps.pool.query(
            `INSERT INTO agent_backfill_links (agent_id, event_id, profile_key, score)
             SELECT $1, x.event_id, $2, x.score FROM json_to_recordset($3::json) AS x(event_id text, score float8)
             ON CONFLICT (agent_id, event_id) DO NOTHING`,
            [input.agentId, input.key, JSON.stringify(links.map((l) => ({ event_id: l.eventId, score: l.score })))],
          );
        scanned += ids.length;
        linked += links.length;
        await deps.pool.query(
          `UPDATE agent_backfills SET scanned_events = $3, linked_events = $4, updated_at = now()
            WHERE agent_id = $1 AND profile_key = $2`,
          [input.agentId, input.key, scanned, linked],
        );
        Context.current().heartbeat({ scanned, linked });
      }
      await deps.pool.query(
        `UPDATE agent_backfills SET status = 'reporting', updated_at = now() WHERE agent_id = $1 AND profile_key = $2`,
        [input.agentId, input.key],
      );
      return { linked, scanned };
    },

    /** The backfill's end: its first report (or why there is none), and the agent's schedule in place. */
    async finishBackfill(input: { agentId: string; key: string; reportId: string | null; error: string | null }) {
      await deps.pool.query(
        `UPDATE agent_backfills SET status = $3, report_id = $4, error = $5, updated_at = now()
          WHERE agent_id = $1 AND profile_key = $2`,
        [input.agentId, input.key, input.reportId ? 'done' : 'failed', input.reportId, input.error],
      );
      const a = await agentRow(deps.pool, input.agentId);
      if (a && !a.deleted_at) await ensureSchedule(deps, a);
    },

    /**
     * Whether a report may be written for this agent: a catalog agent's always; an own agent's when
     * it is live and its owner pays for it. The charge (ledger operation `agentReport`, request id the
     * report id) happens here, once per report id, before the report is composed, so nothing is written
     * unpaid and a retried workflow is never charged twice. When what remains cannot cover the next
     * report, the agent's reports pause (its schedule in Temporal, and signal reports) until a top-up.
     */
    async admitReport(input: {
      agentId: string;
      workflowId: string;
    }): Promise<{ write: true } | { write: false; reason: string }> {
      const reportId = reportIdFor(input.workflowId);
      const outcome = await withTransaction(deps.pool, async (client) => {
        const a = await agentRow(client, input.agentId);
        if (!a) return { write: false as const, reason: 'the agent does not exist', pause: false };
        if (!a.owner_account_id) return { write: true as const, pause: false };
        if (a.deleted_at) return { write: false as const, reason: 'the agent was deleted', pause: false };
        const { rows } = await client.query<{ balance: string; status: string }>(
          'SELECT balance_credits AS balance, status FROM accounts WHERE id = $1 FOR UPDATE',
          [a.owner_account_id],
        );
        const account = rows[0]!;
        let balance = Number(account.balance);
        const { rows: paid } = await client.query(
          'SELECT 1 FROM usage_ledger WHERE account_id = $1 AND operation = $2 AND request_id = $3',
          [a.owner_account_id, AGENT_REPORT_OPERATION, reportId],
        );
        if (!paid.length) {
          if (account.status !== 'active' || balance < AGENT_REPORT_CREDITS) {
            const reason = account.status !== 'active' ? 'the owner account is revoked' : pausedNote(balance);
            await client.query(
              `UPDATE agents SET reports_paused_at = coalesce(reports_paused_at, now()), reports_paused_reason = $2 WHERE id = $1`,
              [a.id, reason],
            );
            return { write: false as const, reason, pause: true };
          }
          balance -= AGENT_REPORT_CREDITS;
          await client.query('UPDATE accounts SET balance_credits = $2 WHERE id = $1', [a.owner_account_id, balance]);
          await client.query(
            `INSERT INTO usage_ledger (account_id, kind, credits, balance_after, operation, request_id, note)
             VALUES ($1, 'charge', $2, $3, $4, $5, $6)`,
            [
              a.owner_account_id,
              -AGENT_REPORT_CREDITS,
              balance,
              AGENT_REPORT_OPERATION,
              reportId,
              `report ${reportId} for agent ${a.slug}`,
            ],
          );
        }
        // The next report could not be paid: the schedule pauses now rather than fail at its next run.
        if (balance < AGENT_REPORT_CREDITS) {
          await client.query(
            `UPDATE agents SET reports_paused_at = coalesce(reports_paused_at, now()), reports_paused_reason = $2 WHERE id = $1`,
            [a.id, pausedNote(balance)],
          );
          return { write: true as const, pause: true };
        }
        return { write: true as const, pause: false };
      });
      if (outcome.pause)
        await setSchedulePaused(deps, input.agentId, true, 'the owner balance cannot cover the next report');
      return outcome.write ? { write: true } : { write: false, reason: outcome.reason };
    },
  };
}

export type ClientAgentActivities = ReturnType<typeof createClientAgentActivities>;

/**
 * Resumes the reports of own agents whose owner's balance covers a report again (after a top-up): the
 * flag cleared, the schedule unpaused. The report worker runs it every few seconds; returns the agents resumed.
 */
export async function resumeFundedAgents(deps: Pick<ClientAgentActivityDeps, 'pool' | 'temporal'>): Promise<string[]> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `UPDATE agents a SET reports_paused_at = NULL, reports_paused_reason = NULL
       FROM accounts acc
      WHERE acc.id = a.owner_account_id AND a.reports_paused_at IS NOT NULL AND a.deleted_at IS NULL
        AND acc.status = 'active' AND acc.balance_credits >= $1
      RETURNING a.id`,
    [AGENT_REPORT_CREDITS],
  );
  for (const r of rows) await setSchedulePaused(deps, r.id, false, 'the owner balance covers the next report');
  return rows.map((r) => r.id).sort();
}
