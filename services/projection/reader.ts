import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { CanonicalEvent } from '../../schemas/api/event.ts';
import type { ReportListing } from '../../schemas/api/admin.ts';
import { ListReportsResponse, type Report } from '../../schemas/api/report.ts';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import { AGENT_EVENTS } from './agent-events.ts';
import { AgentCatalog, toSummary, type CatalogAgent } from '../domain/agent-ref.ts';
import { eventConfidence, eventStatus } from '../domain/event-status.ts';
import type { StoredReport } from '../domain/report-diff.ts';

/** A response body serialised (and validated against its schema) once, sent as is from cache. */
export class JsonBody {
  #value: unknown;
  #bytes: Buffer | null = null;
  constructor(
    readonly text: string,
    /** The newest time the body reflects, when it carries one (a reports page: its newest report's asOf). */
    readonly asOf: Date | null = null,
  ) {}

  /** The body as UTF-8 bytes, encoded once: an HTTP answer sends them as they are, with their length. */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.text));
  }

  /** The body as a value (an MCP result's structured content), parsed once; shared, so never mutated. */
  get value(): unknown {
    return (this.#value ??= JSON.parse(this.text) as unknown);
  }
}

/** Triggers in migrations/ send the changed table's name here after every write to the projection. */
export const PROJECTION_CHANNEL = 'sitrep_projection';

interface EventRow {
  id: string;
  title: string;
  summary: string;
  event_type: CanonicalEvent['eventType'];
  occurred_at: Date;
  first_seen_at: Date;
  last_updated_at: Date;
  last_source_at: Date;
  source_count: number;
  publication_count: number;
  tags: string[];
  entities: EventEntity[];
  locations: EventLocation[];
  sources: { url: string; publication: string; publishedAt: string | null; title: string }[];
  primary_agent: string | null;
  secondary_agents: string[];
}

const EVENT_COLUMNS = `
  e.id, e.title, e.summary, e.event_type, e.occurred_at, e.first_seen_at, e.last_updated_at, e.last_source_at,
  e.source_count, e.publication_count, e.tags, e.entities, e.locations,
  (SELECT coalesce(json_agg(json_build_object('url', s.url, 'publication', s.publication,
            'publishedAt', to_char(s.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'title', s.title)
          ORDER BY s.published_at NULLS LAST, s.ingested_at, s.canonical_url), '[]'::json)
     FROM event_sources s WHERE s.event_id = e.id) AS sources,
  (SELECT a.slug FROM event_agents x JOIN agents a ON a.id = x.agent_id
     WHERE x.event_id = e.id AND x.role = 'primary' AND a.owner_account_id IS NULL LIMIT 1) AS primary_agent,
  (SELECT coalesce(array_agg(a.slug ORDER BY a.slug), '{}') FROM event_agents x JOIN agents a ON a.id = x.agent_id
     WHERE x.event_id = e.id AND x.role = 'secondary' AND a.owner_account_id IS NULL) AS secondary_agents`;

/** Builds the wire envelope; status depends on `now`, so it is computed per response, never cached. */
export function toCanonicalEvent(r: EventRow, now: Date): CanonicalEvent {
  return {
    eventId: r.id,
    title: r.title,
    summary: r.summary,
    occurredAt: r.occurred_at.toISOString(),
    firstSeenAt: r.first_seen_at.toISOString(),
    lastUpdatedAt: r.last_updated_at.toISOString(),
    primaryAgent: r.primary_agent,
    secondaryAgents: r.secondary_agents,
    eventType: r.event_type,
    status: eventStatus(
      { sourceCount: r.source_count, firstSeenAt: r.first_seen_at, lastSourceAt: r.last_source_at },
      now,
    ),
    confidence: eventConfidence(r.publication_count),
    tags: r.tags,
    sourceCount: r.source_count,
    entities: r.entities,
    locations: r.locations,
    sources: r.sources,
  };
}

/**
 * Read side of the gateway over the projected tables. Results are cached in process and dropped
 * when PostgreSQL notifies a change (or when the listener reconnects and may have missed one).
 */
export class ProjectionReader {
  private catalog: Promise<AgentCatalog> | null = null;
  private readonly reports = new LRUCache<string, JsonBody>({ max: 2_000 });
  private readonly events = new LRUCache<string, EventRow[]>({ max: 5_000 });

  constructor(private readonly pool: pg.Pool) {}

  invalidate(table: string | null): void {
    if (table === null || table === 'agents') {
      this.catalog = null;
      this.reports.clear();
      this.events.clear();
    }
    if (table === 'reports') this.reports.clear();
    if (table === 'events' || table === 'event_sources' || table === 'event_agents' || table === 'agent_backfill_links')
      this.events.clear();
  }

  agents(): Promise<AgentCatalog> {
    if (!this.catalog) {
      const loading = this.pool
        .query<{
          id: string;
          external_id: string | null;
          external_id_key: string | null;
          name: string;
          slug: string;
          domain: string;
          description: string;
          owner_account_id: string | null;
        }>(
          'SELECT id, external_id, external_id_key, name, slug, domain, description, owner_account_id FROM agents WHERE deleted_at IS NULL',
        )
        .then(
          ({ rows }) =>
            new AgentCatalog(
              rows.map((r): CatalogAgent => ({
                id: r.id,
                externalId: r.external_id,
                externalIdKey: r.external_id_key,
                name: r.name,
                slug: r.slug,
                domain: r.domain,
                description: r.description,
                ownerAccountId: r.owner_account_id,
              })),
            ),
        );
      this.catalog = loading;
      loading.catch(() => {
        if (this.catalog === loading) this.catalog = null;
      });
    }
    return this.catalog;
  }

  /**
   * One agent's reports page, newest first. Pages do not depend on the clock, so the whole body is
   * cached serialised: a cache hit costs no query, no validation and no JSON encoding.
   */
  async reportsPage(agent: CatalogAgent, limit: number): Promise<JsonBody> {
    const key = `${agent.id}:${limit}`;
    const hit = this.reports.get(key);
    if (hit) return hit;
    const { rows } = await this.pool.query<{ body: Report }>(
      'SELECT body FROM reports WHERE agent_id = $1 ORDER BY generated_at DESC, id DESC LIMIT $2',
      [agent.id, limit],
    );
    const page = ListReportsResponse.parse({
      agent: toSummary(agent),
      count: rows.length,
      reports: rows.map((r) => r.body),
    });
    const body = new JsonBody(JSON.stringify(page), rows[0] ? new Date(rows[0].body.asOf) : null);
    this.reports.set(key, body);
    return body;
  }

  /** An agent's reports newest first, as timeline entries (no text beyond the headline). */
  async reportTimeline(agentId: string, limit: number): Promise<ReportListing[]> {
    const { rows } = await this.pool.query<{
      report_id: string;
      generated_at: string;
      title: string;
      headline: string;
      trend: ReportListing['trend'];
      change_score: number | null;
      confidence: ReportListing['confidence'];
      trigger_type: ReportListing['triggerType'];
      cited: number;
    }>(
      `SELECT body->>'reportId' AS report_id, body->>'generatedAt' AS generated_at, body->>'title' AS title,
              body->'situation'->>'headline' AS headline, body->>'trend' AS trend,
              (body->>'changeScore')::float8 AS change_score, body->'confidence'->>'overall' AS confidence,
              body->>'triggerType' AS trigger_type, jsonb_array_length(body->'sourceEventIds') AS cited
         FROM reports WHERE agent_id = $1 ORDER BY generated_at DESC, id DESC LIMIT $2`,
      [agentId, limit],
    );
    return rows.map((r) => ({
      reportId: r.report_id,
      generatedAt: r.generated_at,
      title: r.title,
      headline: r.headline,
      trend: r.trend,
      changeScore: r.change_score,
      confidence: r.confidence,
      triggerType: r.trigger_type,
      citedEvents: r.cited,
    }));
  }

  async reportById(reportId: string): Promise<Report | null> {
    const { rows } = await this.pool.query<{ body: Report }>('SELECT body FROM reports WHERE id = $1', [reportId]);
    return rows[0]?.body ?? null;
  }

  /** One of the agent's reports by id, else its newest report, or its newest report before `before`. */
  async storedReport(agentId: string, pick: { id: string } | { before?: Report }): Promise<StoredReport | null> {
    const { rows } = await this.pool.query<StoredReport>(
      'id' in pick
        ? 'SELECT body AS report, evidence FROM reports WHERE agent_id = $1 AND id = $2'
        : `SELECT body AS report, evidence FROM reports
            WHERE agent_id = $1 AND ($2::timestamptz IS NULL OR (generated_at, id) < ($2, $3))
            ORDER BY generated_at DESC, id DESC LIMIT 1`,
      'id' in pick
        ? [agentId, pick.id]
        : [agentId, pick.before ? new Date(pick.before.generatedAt) : null, pick.before?.reportId ?? null],
    );
    return rows[0] ?? null;
  }

  /** The current title of each event that still exists. */
  async eventTitles(eventIds: string[]): Promise<Map<string, string>> {
    if (!eventIds.length) return new Map();
    const { rows } = await this.pool.query<{ id: string; title: string }>(
      'SELECT id, title FROM events WHERE id = ANY($1)',
      [eventIds],
    );
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  async listEvents(agentId: string, limit: number, since: string | undefined, now: Date): Promise<CanonicalEvent[]> {
    const key = `${agentId}:${limit}:${since ?? ''}`;
    let rows = this.events.get(key);
    if (!rows) {
      ({ rows } = await this.pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM ${AGENT_EVENTS} l JOIN events e ON e.id = l.event_id
          WHERE l.agent_id = $1 AND ($2::timestamptz IS NULL OR l.last_updated_at > $2)
          ORDER BY l.last_updated_at DESC, e.id DESC LIMIT $3`,
        [agentId, since ?? null, limit],
      ));
      this.events.set(key, rows);
    }
    return rows.map((r) => toCanonicalEvent(r, now));
  }

  async getEvent(eventId: string, now: Date): Promise<CanonicalEvent | null> {
    const key = `id:${eventId}`;
    let rows = this.events.get(key);
    if (!rows) {
      ({ rows } = await this.pool.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id = $1`, [eventId]));
      this.events.set(key, rows);
    }
    return rows[0] ? toCanonicalEvent(rows[0], now) : null;
  }
}
