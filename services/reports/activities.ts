import type pg from 'pg';
import { Report } from '../../schemas/api/report.ts';
import type { EventEntity, EventLocation, MonitoringProfile } from '../../schemas/db/tables.ts';
import { withTransaction } from '../db/client.ts';
import type { AgentProfile } from '../dedup/agents.ts';
import { AGENT_EVENTS } from '../projection/agent-events.ts';
import type { SourceFacts } from '../evidence/facts.ts';
import { eventStatus } from '../domain/event-status.ts';
import { reportIdFor, type PriorEvidence } from './assessment.ts';
import type { ComposeInput, Composer, ComposerEvent } from './composer.ts';
import { followed } from './following.ts';
import { stakesOf } from './lenses.ts';
import { subjectsOf } from './subjects.ts';
import type { StoryEvent } from './storylines.ts';
import { carriedEvidence, windowStart } from './window.ts';

export interface ReportRequest {
  agentId: string;
  triggerType: NonNullable<Report['triggerType']>;
  reason: string;
  signalIds: string[];
  windowType: Report['coverageWindow']['windowType'];
  /** The workflow's clock, so a retried activity writes the same report. */
  asOf: string;
}

const MAX_EVENTS = 40;
/** Events of the prior reports' windows read for storylines: up to this many, from this far back. */
const MAX_EARLIER = 60;
const EARLIER_DAYS = 7;
/** Window events the agent is not linked to, read to see whether it follows them (services/reports/following.ts). */
const MAX_CANDIDATES = 200;

interface SourceRow {
  canonical_url: string;
  event_id: string;
  publication: string;
  title: string;
  lead: string;
  body: string;
  published_at: Date | null;
  ingested_at: Date;
  facts: SourceFacts | null;
}

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
  storyline_id: string | null;
  /** The agent's role (null for an event it is not linked to). */
  role: 'primary' | 'secondary' | null;
  /** One of its sources is about a catalog agent (events.features `sa`): its sources are read for whose story they tell. */
  told_by_subject: boolean;
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
      } = await deps.pool.query<{
        slug: string;
        name: string;
        domain: string;
        profile: MonitoringProfile;
        owner_account_id: string | null;
      }>('SELECT slug, name, domain, profile, owner_account_id FROM agents WHERE id = $1', [req.agentId]);
      if (!agent) throw new Error(`agent ${req.agentId} not found`);
      const {
        rows: [prior],
      } = await deps.pool.query<{ generated_at: Date; evidence: Record<string, number> }>(
        'SELECT generated_at, evidence FROM reports WHERE agent_id = $1 AND generated_at <= $2 ORDER BY generated_at DESC, id DESC LIMIT 1',
        [req.agentId, asOf],
      );
      const start = windowStart(req.windowType, asOf, prior?.generated_at ?? null);
      const { rows: linked } = await deps.pool.query<EventRow>(
        `SELECT e.id, e.title, e.summary, e.event_type, e.source_count, e.publication_count, e.occurred_at, e.first_seen_at, e.last_updated_at,
                e.last_source_at, e.entities, e.locations, l.storyline_id, l.role,
                json_array_length(coalesce(e.features->'sa', '[]'::json)) > 0 AS told_by_subject
           FROM ${AGENT_EVENTS} l JOIN events e ON e.id = l.event_id
          WHERE l.agent_id = $1 AND e.last_updated_at > $2 AND e.last_updated_at <= $3
          ORDER BY l.role = 'secondary', e.source_count DESC, e.last_updated_at DESC, e.id LIMIT $4`,
        [req.agentId, start, asOf, MAX_EVENTS],
      );
      // Window events the agent is not linked to, which it may follow as later developments of its storylines.
      const { rows: unlinked } = await deps.pool.query<EventRow>(
        `SELECT e.id, e.title, e.summary, e.event_type, e.source_count, e.publication_count, e.occurred_at, e.first_seen_at, e.last_updated_at,
                e.last_source_at, e.entities, e.locations, NULL AS storyline_id, NULL AS role, false AS told_by_subject
           FROM events e
          WHERE e.last_updated_at > $2 AND e.last_updated_at <= $3
            AND NOT EXISTS (SELECT 1 FROM ${AGENT_EVENTS} l WHERE l.event_id = e.id AND l.agent_id = $1)
          ORDER BY e.source_count DESC, e.last_updated_at DESC, e.id LIMIT $4`,
        [req.agentId, start, asOf, MAX_CANDIDATES],
      );
      // Every source of those events the report could have known at its time, in ingestion order.
      const { rows: windowSources } = await deps.pool.query<SourceRow>(
        `SELECT canonical_url, event_id, publication, title, lead, body, published_at, ingested_at, facts FROM event_sources
          WHERE event_id = ANY($1) AND ingested_at <= $2 ORDER BY event_id, ingested_at, canonical_url`,
        [[...linked, ...unlinked].map((r) => r.id), asOf],
      );
      const { rows: earlierRows } = await deps.pool.query<EventRow>(
        `SELECT e.id, e.title, e.event_type, e.occurred_at, e.entities, e.locations, l.storyline_id
           FROM ${AGENT_EVENTS} l JOIN events e ON e.id = l.event_id
          WHERE l.agent_id = $1 AND e.last_updated_at > $2 AND e.last_updated_at <= $3
          ORDER BY e.last_updated_at DESC, e.id LIMIT $4`,
        [req.agentId, new Date(start.getTime() - EARLIER_DAYS * 86_400_000), start, MAX_EARLIER],
      );
      // Events the reader was told about (the prior report's evidence) and the agent's earlier events:
      // the places they name are the places of the agent's storylines.
      const told = Object.keys(prior?.evidence ?? {});
      const { rows: earlierPlaces } = await deps.pool.query<{ name: string }>(
        `SELECT DISTINCT n->>'name' AS name FROM event_sources s, jsonb_array_elements(s.facts->'names') n
          WHERE s.event_id = ANY($1) AND s.facts IS NOT NULL AND n->>'kind' = 'place'`,
        [[...new Set([...earlierRows.map((r) => r.id), ...told])]],
      );
      const placesOf = (r: EventRow) => r.locations.map((l) => l.name);
      const sourcePlaces = (id: string) =>
        windowSources
          .filter((s) => s.event_id === id)
          .flatMap((s) => (s.facts?.names ?? []).filter((n) => n.kind === 'place').map((n) => n.name));
      const sourceNames = (id: string) =>
        windowSources.filter((s) => s.event_id === id).flatMap((s) => (s.facts?.names ?? []).map((n) => n.name));
      const linkedIds = new Set(linked.map((r) => r.id));
      const linkedSources = windowSources.filter((s) => linkedIds.has(s.event_id));
      const follows = new Set(
        followed(
          unlinked.map((r) => ({
            eventId: r.id,
            texts: windowSources.filter((s) => s.event_id === r.id).map((s) => `${s.title}. ${s.lead}`),
            titles: windowSources.filter((s) => s.event_id === r.id).map((s) => s.title),
            places: [...placesOf(r), ...sourceNames(r.id)],
          })),
          [...agent.profile.keywords, ...agent.profile.entities],
          [
            ...linked.flatMap((r) => [...placesOf(r), ...sourcePlaces(r.id)]),
            ...earlierRows.flatMap(placesOf),
            ...earlierPlaces.map((n) => n.name),
          ],
          told,
          {
            headlines: [...linked.map((r) => r.title), ...linkedSources.map((s) => s.title)],
            events: linked.map((r) =>
              linkedSources
                .filter((s) => s.event_id === r.id)
                .map((s) => ({
                  actors: (s.facts?.names ?? []).filter((n) => n.kind === 'actor').map((n) => n.name),
                  text: `${s.title}. ${s.body || s.lead}`,
                })),
            ),
          },
        ),
      );
      const rows = [...linked, ...unlinked.filter((r) => follows.has(r.id))].slice(0, MAX_EVENTS);
      const inReport = new Set(rows.map((r) => r.id));
      const sourceRows = windowSources.filter((s) => inReport.has(s.event_id));
      // A catalog agent reads an event whose sources tell desks' stories in the sources that tell its own
      // (dossier.ts `sourcesRead`); a client agent's events are all shared, and read whole.
      const marked = new Set(linked.filter((r) => r.told_by_subject).map((r) => r.id));
      const subjectOf =
        marked.size && agent.owner_account_id === null
          ? subjectsOf(
              (
                await deps.pool.query<AgentProfile>(
                  'SELECT id, slug, profile FROM agents WHERE owner_account_id IS NULL AND deleted_at IS NULL',
                )
              ).rows,
              req.agentId,
            )
          : null;
      const sources = new Map<string, ComposerEvent['sources']>();
      // The facts the dedup worker stored with each source (null for rows written without them).
      const facts = new Map<string, (SourceFacts | null)[]>();
      for (const s of sourceRows) facts.set(s.event_id, [...(facts.get(s.event_id) ?? []), s.facts]);
      for (const s of sourceRows)
        sources.set(s.event_id, [
          ...(sources.get(s.event_id) ?? []),
          {
            sourceId: s.canonical_url,
            publication: s.publication,
            title: s.title,
            text: s.body || s.lead,
            publishedAt: s.published_at?.toISOString() ?? null,
            ingestedAt: s.ingested_at.toISOString(),
            ...(subjectOf && marked.has(s.event_id) && { subject: subjectOf(s) }),
          },
        ]);
      const earlier: StoryEvent[] = earlierRows.map((r) => ({
        eventId: r.id,
        title: r.title,
        eventType: r.event_type,
        at: r.occurred_at.toISOString(),
        storylineId: r.storyline_id,
        places: r.locations.map((l) => l.name),
        actors: r.entities.filter((x) => x.type !== 'location').map((x) => x.name),
      }));
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
        storylineId: r.storyline_id,
        ...(r.role === 'secondary' && { shared: true }),
        sources: sources.get(r.id) ?? [],
        facts: facts.get(r.id)?.every((f) => f !== null) ? (facts.get(r.id) as SourceFacts[]) : undefined,
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
        agent: { slug: agent.slug, name: agent.name, domain: agent.domain, stakes: stakesOf(agent.profile) },
        events,
        earlier,
        prior: priorEvidence,
        now: asOf,
        window: { windowType: req.windowType, start: start.toISOString(), end: asOf.toISOString() },
        trigger: { type: req.triggerType, reason: req.reason, signalIds: req.signalIds },
      };
      const { report } = await deps.composer.compose(input);
      return {
        report: Report.parse(report),
        evidence: carriedEvidence(
          events.map((e) => [e.eventId, e.sourceCount]),
          prior?.evidence ?? {},
        ),
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
