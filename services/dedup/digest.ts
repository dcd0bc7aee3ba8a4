import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A digest of the pipeline's projection (events written by the dedup worker, their sources with their
 * facts, and agent links by agent slug with their storylines): equal digests mean byte-for-byte equal projections. Seeded sample events
 * (no worker features) are left out.
 */
export async function projectionDigest(
  pool: pg.Pool | pg.PoolClient,
  schema = 'public',
): Promise<{ digest: string; events: number; sources: number; links: number }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const hash = createHash('sha256');
  const part = async (label: string, sql: string): Promise<number> => {
    const { rows } = await pool.query<{ line: string }>(sql);
    hash.update(`${label}\n`);
    for (const r of rows) hash.update(`${r.line}\n`);
    return rows.length;
  };
  const events = await part(
    'events',
    `
    SELECT row(e.id, e.title, e.summary, e.event_type, e.occurred_at, e.first_seen_at, e.last_updated_at, e.last_source_at,
               e.source_count, e.publication_count, e.tags, e.entities, e.locations)::text AS line
      FROM ${schema}.events e WHERE e.features IS NOT NULL ORDER BY e.id`,
  );
  const sources = await part(
    'sources',
    `
    SELECT row(s.canonical_url, s.event_id, s.url, s.publication, s.title, s.published_at, s.ingested_at, s.content_hash, s.facts)::text AS line
      FROM ${schema}.event_sources s JOIN ${schema}.events e ON e.id = s.event_id WHERE e.features IS NOT NULL ORDER BY s.canonical_url`,
  );
  const links = await part(
    'links',
    `
    SELECT row(l.event_id, a.slug, l.role, l.last_updated_at, l.storyline_id)::text AS line
      FROM ${schema}.event_agents l JOIN ${schema}.agents a ON a.id = l.agent_id JOIN ${schema}.events e ON e.id = l.event_id
     WHERE e.features IS NOT NULL ORDER BY l.event_id, a.slug`,
  );
  return { digest: hash.digest('hex'), events, sources, links };
}

/** The columns each part of the digest covers, by the key that pairs rows of two projections. */
const PARTS = {
  events: {
    key: ['id'],
    columns: [
      'title',
      'summary',
      'event_type',
      'occurred_at',
      'first_seen_at',
      'last_updated_at',
      'last_source_at',
      'source_count',
      'publication_count',
      'tags',
      'entities',
      'locations',
    ],
    from: (s: string) => `SELECT e.* FROM ${s}.events e WHERE e.features IS NOT NULL`,
  },
  sources: {
    key: ['canonical_url'],
    columns: ['event_id', 'url', 'publication', 'title', 'published_at', 'ingested_at', 'content_hash', 'facts'],
    from: (s: string) =>
      `SELECT x.* FROM ${s}.event_sources x JOIN ${s}.events e ON e.id = x.event_id WHERE e.features IS NOT NULL`,
  },
  links: {
    key: ['event_id', 'slug'],
    columns: ['role', 'last_updated_at', 'storyline_id'],
    from: (s: string) =>
      `SELECT l.event_id, a.slug, l.role, l.last_updated_at, l.storyline_id FROM ${s}.event_agents l JOIN ${s}.agents a ON a.id = l.agent_id
        JOIN ${s}.events e ON e.id = l.event_id WHERE e.features IS NOT NULL`,
  },
} as const;

export interface ProjectionDiff {
  /** Per part (events, sources, agent links): rows only in A, only in B, and rows in both that differ. */
  parts: Record<keyof typeof PARTS, { onlyInA: number; onlyInB: number; different: number }>;
  /** `part.column` → how many rows in both have another value there (only columns that differ). */
  columns: Record<string, number>;
}

/** How two projections differ, over everything the digest covers, naming the columns that differ. */
export async function projectionDiff(pool: pg.Pool, a: string, b: string): Promise<ProjectionDiff> {
  for (const s of [a, b]) if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`not a schema name: ${s}`);
  const parts = {} as ProjectionDiff['parts'];
  const columns: Record<string, number> = {};
  for (const [part, spec] of Object.entries(PARTS) as [keyof typeof PARTS, (typeof PARTS)[keyof typeof PARTS]][]) {
    const on = spec.key.map((k) => `a.${k} = b.${k}`).join(' AND ');
    const differs = spec.columns.map((c) => `a.${c}::text IS DISTINCT FROM b.${c}::text`);
    const { rows } = await pool.query<Record<string, string>>(`
      WITH a AS (${spec.from(a)}), b AS (${spec.from(b)})
      SELECT count(*) FILTER (WHERE b.${spec.key[0]} IS NULL) AS only_a,
             count(*) FILTER (WHERE a.${spec.key[0]} IS NULL) AS only_b,
             count(*) FILTER (WHERE a.${spec.key[0]} IS NOT NULL AND b.${spec.key[0]} IS NOT NULL AND (${differs.join(' OR ')})) AS different,
             ${spec.columns.map((c, i) => `count(*) FILTER (WHERE a.${spec.key[0]} IS NOT NULL AND b.${spec.key[0]} IS NOT NULL AND ${differs[i]}) AS "${c}"`).join(',\n             ')}
        FROM a FULL JOIN b ON ${on}`);
    const r = rows[0]!;
    parts[part] = { onlyInA: Number(r.only_a), onlyInB: Number(r.only_b), different: Number(r.different) };
    for (const c of spec.columns) if (Number(r[c])) columns[`${part}.${c}`] = Number(r[c]);
  }
  return { parts, columns };
}

/** One line saying how two projections (the replay and the live one) differ. */
export function describeDiff(d: ProjectionDiff, a = 'replay', b = 'live'): string {
  const parts = Object.entries(d.parts)
    .filter(([, p]) => p.onlyInA || p.onlyInB || p.different)
    .map(
      ([name, p]) =>
        `${name}: ${p.onlyInA} only in the ${a}, ${p.onlyInB} only ${b}, ${p.different} in both with other values`,
    );
  const columns = Object.entries(d.columns).map(([c, n]) => `${c} (${n})`);
  return parts.length
    ? `${parts.join('; ')}${columns.length ? `. Columns that differ: ${columns.join(', ')}` : ''}`
    : 'no rows differ';
}
