import type pg from 'pg';
import { withTransaction } from '../db/client.ts';
import type { Report } from '../../schemas/api/report.ts';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import { externalIdKey, slugify } from '../domain/agent-ref.ts';
import { eventIdFor } from '../domain/event-id.ts';
import type { AgentSeed } from './agents.ts';

/** Upserts agents by external id; returns slug → id. */
export async function upsertAgents(pool: pg.Pool, agents: AgentSeed[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const a of agents) {
    const { rows } = await pool.query<{ id: string; slug: string }>(
      `INSERT INTO agents (external_id, external_id_key, name, slug, domain, description, profile, report_interval_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (external_id_key) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug, domain = EXCLUDED.domain,
         description = EXCLUDED.description, profile = EXCLUDED.profile, report_interval_minutes = EXCLUDED.report_interval_minutes, updated_at = now()
       RETURNING id, slug`,
      [
        a.externalId,
        externalIdKey(a.externalId),
        a.name,
        slugify(a.name),
        a.domain,
        a.description,
        JSON.stringify(a.profile),
        a.reportIntervalMinutes,
      ],
    );
    ids.set(rows[0]!.slug, rows[0]!.id);
  }
  return ids;
}

export interface EventInput {
  title: string;
  summary: string;
  eventType: string;
  occurredAt: Date;
  firstSeenAt: Date;
  lastUpdatedAt: Date;
  tags?: string[];
  entities?: EventEntity[];
  locations?: EventLocation[];
  sources: { url: string; publication: string; title: string; publishedAt: Date | null; ingestedAt: Date }[];
  primaryAgentId: string;
  secondaryAgentIds?: string[];
}

/** Writes one event with its sources and agent links in a transaction. */
export async function writeEvent(pool: pg.Pool, e: EventInput): Promise<string> {
  const id = eventIdFor(e.sources[0]!.url);
  const publications = new Set(e.sources.map((s) => s.publication)).size;
  const lastSourceAt = new Date(Math.max(...e.sources.map((s) => s.ingestedAt.getTime())));
  return withTransaction(pool, async (client) => {
    await client.query(
      `INSERT INTO events (id, title, summary, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, publication_count, tags, entities, locations)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
      [
        id,
        e.title,
        e.summary,
        e.eventType,
        e.occurredAt,
        e.firstSeenAt,
        e.lastUpdatedAt,
        lastSourceAt,
        e.sources.length,
        publications,
        e.tags ?? [],
        JSON.stringify(e.entities ?? []),
        JSON.stringify(e.locations ?? []),
      ],
    );
    for (const s of e.sources) {
      await client.query(
        'INSERT INTO event_sources (canonical_url, event_id, url, publication, title, published_at, ingested_at) VALUES ($1,$2,$3,$4,$5,$6,$7)',
        [s.url, id, s.url, s.publication, s.title, s.publishedAt, s.ingestedAt],
      );
    }
    const links = [[e.primaryAgentId, 'primary'], ...(e.secondaryAgentIds ?? []).map((a) => [a, 'secondary'])];
    for (const [agentId, role] of links) {
      await client.query('INSERT INTO event_agents (event_id, agent_id, role, last_updated_at) VALUES ($1,$2,$3,$4)', [
        id,
        agentId,
        role,
        e.lastUpdatedAt,
      ]);
    }
    return id;
  });
}

/** `evidence`: the source count of each cited event when the report was written (the report diff's before and after). */
export async function writeReport(
  pool: pg.Pool,
  agentId: string,
  workflowId: string,
  report: Report,
  evidence: Record<string, number> = {},
): Promise<void> {
  await pool.query(
    `INSERT INTO reports (id, agent_id, workflow_id, trigger_type, generated_at, body, evidence) VALUES ($1,$2,$3,$4,$5,$6,$7)
     ON CONFLICT (id) DO NOTHING`,
    [
      report.reportId,
      agentId,
      workflowId,
      report.triggerType ?? 'manual',
      new Date(report.generatedAt),
      JSON.stringify(report),
      JSON.stringify(evidence),
    ],
  );
}
