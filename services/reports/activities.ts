import type pg from 'pg';
import { Report } from '../../schemas/api/report.ts';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import { withTransaction } from '../db/client.ts';
import { eventStatus } from '../domain/event-status.ts';
import { reportIdFor, type PriorEvidence } from './assessment.ts';
import type { ComposeInput, Composer, ComposerEvent } from './composer.ts';

export interface ReportRequest {
  agentId: string;
  triggerType: NonNullable<Report['triggerType']>;
  reason: string;
  signalIds: string[];
  windowType: Report['coverageWindow']['windowType'];
  /** The workflow's clock, so a retried activity writes the same report. */
  asOf: string;
}

const HOUR = 3_600_000;
const MAX_EVENTS = 40;

interface EventRow {
  id: string;
  title: string;
  summary: string;
  event_type: string;
  source_count: number;
  publication_count: number;
  occurred_at: Date;
  first_seen_at: Date;
  last_updated_at: Date;
  last_source_at: Date;
  entities: EventEntity[];
  locations: EventLocation[];
}

/**
 * The report activities, with their dependencies injected: `buildReport` reads the coverage window
 * and the prior report and composes; `persistReport` writes the report once (idempotent on its id),
 * with its evidence and an outbox row for the reports topic, in one transaction.
 */
export function createReportActivities(deps: { pool: pg.Pool; composer: Composer; reportsTopic: string }) {
  return {
    async buildReport(
      req: ReportRequest & { workflowId: string },
    ): Promise<{ report: Report; evidence: Record<string, number> }> {
      const asOf = new Date(req.asOf);
      const {
        rows: [agent],
      } = await deps.pool.query<{ slug: string; name: string; domain: string }>(
        'SELECT slug, name, domain FROM agents WHERE id = $1',
        [req.agentId],
      );
      if (!agent) throw new Error(`agent ${req.agentId} not found`);
      const {
        rows: [prior],
      } = await deps.pool.query<{ generated_at: Date; evidence: Record<string, number> }>(
        'SELECT generated_at, evidence FROM reports WHERE agent_id = $1 AND generated_at <= $2 ORDER BY generated_at DESC, id DESC LIMIT 1',
        [req.agentId, asOf],
      );
      const start =
        req.windowType === 'rolling_7d'
          ? new Date(asOf.getTime() - 7 * 24 * HOUR)
          : req.windowType === 'since_last' && prior
            ? prior.generated_at
            : new Date(asOf.getTime() - 24 * HOUR);
      const { rows } = await deps.pool.query<EventRow>(
        `SELECT e.id, e.title, e.summary, e.event_type, e.source_count, e.publication_count, e.occurred_at, e.first_seen_at, e.last_updated_at,
                e.last_source_at, e.entities, e.locations
           FROM event_agents l JOIN events e ON e.id = l.event_id
          WHERE l.agent_id = $1 AND e.last_updated_at > $2 AND e.last_updated_at <= $3
          ORDER BY e.source_count DESC, e.last_updated_at DESC, e.id LIMIT $4`,
        [req.agentId, start, asOf, MAX_EVENTS],
      );
      const events: ComposerEvent[] = rows.map((r) => ({
        eventId: r.id,
        title: r.title,
        summary: r.summary,
        eventType: r.event_type,
        sourceCount: r.source_count,
        publicationCount: r.publication_count,
        lastUpdatedAt: r.last_updated_at.toISOString(),
        occurredAt: r.occurred_at.toISOString(),
        locations: r.locations,
        entities: r.entities,
        status: eventStatus(
          { sourceCount: r.source_count, firstSeenAt: r.first_seen_at, lastSourceAt: r.last_source_at },
          asOf,
        ),
      }));
      const priorEvidence: PriorEvidence | null = prior
        ? { generatedAt: prior.generated_at.toISOString(), sourceCounts: prior.evidence }
        : null;
      const input: ComposeInput = {
        reportId: reportIdFor(req.workflowId),
        agent,
        events,
        prior: priorEvidence,
        now: asOf,
        window: { windowType: req.windowType, start: start.toISOString(), end: asOf.toISOString() },
        trigger: { type: req.triggerType, reason: req.reason, signalIds: req.signalIds },
      };
      const { report } = await deps.composer.compose(input);
      return {
        report: Report.parse(report),
        evidence: Object.fromEntries(events.map((e) => [e.eventId, e.sourceCount])),
      };
    },

    async persistReport(args: {
      agentId: string;
      workflowId: string;
      report: Report;
      evidence: Record<string, number>;
    }): Promise<{ reportId: string; created: boolean }> {
      const report = Report.parse(args.report);
      return withTransaction(deps.pool, async (client) => {
        const { rowCount } = await client.query(
          `INSERT INTO reports (id, agent_id, workflow_id, trigger_type, generated_at, body, evidence) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO NOTHING`,
          [
            report.reportId,
            args.agentId,
            args.workflowId,
            report.triggerType ?? 'manual',
            new Date(report.generatedAt),
            JSON.stringify(report),
            JSON.stringify(args.evidence),
          ],
        );
        if (rowCount) {
          await client.query('INSERT INTO outbox (topic, key, payload) VALUES ($1, $2, $3)', [
            deps.reportsTopic,
            report.agentSlug,
            JSON.stringify(report),
          ]);
        }
        return { reportId: report.reportId, created: rowCount === 1 };
      });
    },
  };
}

export type ReportActivities = ReturnType<typeof createReportActivities>;
