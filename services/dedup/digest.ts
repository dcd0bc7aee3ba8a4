import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A digest of the pipeline's projection (events written by the dedup worker, their sources and agent
 * links by agent slug): equal digests mean byte-for-byte equal projections. Seeded sample events
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
    SELECT row(s.canonical_url, s.event_id, s.url, s.publication, s.title, s.published_at, s.ingested_at, s.content_hash)::text AS line
      FROM ${schema}.event_sources s JOIN ${schema}.events e ON e.id = s.event_id WHERE e.features IS NOT NULL ORDER BY s.canonical_url`,
  );
  const links = await part(
    'links',
    `
    SELECT row(l.event_id, a.slug, l.role, l.last_updated_at)::text AS line
      FROM ${schema}.event_agents l JOIN ${schema}.agents a ON a.id = l.agent_id JOIN ${schema}.events e ON e.id = l.event_id
     WHERE e.features IS NOT NULL ORDER BY l.event_id, a.slug`,
  );
  return { digest: hash.digest('hex'), events, sources, links };
}

/** How two projections differ: events only in one, and shared events whose source sets differ. */
export async function projectionDiff(
  pool: pg.Pool,
  a: string,
  b: string,
): Promise<{ onlyInA: number; onlyInB: number; differentSources: number; differentFields: number }> {
  for (const s of [a, b]) if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`not a schema name: ${s}`);
  const sets = (
    s: string,
  ) => `SELECT e.id, array_agg(x.canonical_url ORDER BY x.canonical_url) AS urls FROM ${s}.events e
    JOIN ${s}.event_sources x ON x.event_id = e.id WHERE e.features IS NOT NULL GROUP BY e.id`;
  const fields = (
    s: string,
  ) => `SELECT e.id, row(e.title, e.summary, e.event_type, e.occurred_at, e.first_seen_at, e.last_updated_at, e.last_source_at,
    e.source_count, e.publication_count, e.tags, e.entities, e.locations)::text AS f FROM ${s}.events e WHERE e.features IS NOT NULL`;
  const { rows } = await pool.query<{ only_a: string; only_b: string; differ: string; fields: string }>(`
    WITH a AS (${sets(a)}), b AS (${sets(b)}), fa AS (${fields(a)}), fb AS (${fields(b)})
    SELECT (SELECT count(*) FROM a WHERE id NOT IN (SELECT id FROM b)) AS only_a,
           (SELECT count(*) FROM b WHERE id NOT IN (SELECT id FROM a)) AS only_b,
           (SELECT count(*) FROM a JOIN b USING (id) WHERE a.urls <> b.urls) AS differ,
           (SELECT count(*) FROM fa JOIN fb USING (id) WHERE fa.f <> fb.f) AS fields`);
  return {
    onlyInA: Number(rows[0]!.only_a),
    onlyInB: Number(rows[0]!.only_b),
    differentSources: Number(rows[0]!.differ),
    differentFields: Number(rows[0]!.fields),
  };
}
