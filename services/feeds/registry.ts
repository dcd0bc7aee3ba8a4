import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  CreateSourceBody,
  FAILING_FLAG_SECONDS,
  SOURCE_ID_PATTERN,
  type SourceView,
  type UpdateSourceBody,
} from '../../schemas/api/sources.ts';
import type { AgentCatalog } from '../domain/agent-ref.ts';
import { failingForADay, fullTextRate } from './schedule.ts';

/** Pollers LISTEN here: a source was added, changed or asked to poll now (the payload is its id). */
export const SOURCES_CHANNEL = 'sitrep_sources';

/** Why a source cannot be saved as asked: the field and what is wrong (an operator's mistake). */
export class SourceRejected extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
    /** A source already holds this URL. */
    readonly conflictWith?: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

export interface RegistryDeps {
  pool: pg.Pool;
  /** The interval of a source created without one (FEED_POLL_SECONDS). */
  defaultIntervalSeconds: number;
  /** The agent catalog, to resolve agent hints given as refs. */
  agents: () => Promise<AgentCatalog>;
  /** Why a URL is refused by its shape alone (the SSRF-safe fetcher's rule), or null. */
  refusal: (url: string) => string | null;
  clock?: () => Date;
}

interface SourceRow {
  id: string;
  url: string;
  name: string | null;
  feed_title: string | null;
  language: string | null;
  poll_interval_seconds: number;
  state: 'active' | 'paused';
  tags: string[];
  agent_hints: string[];
  sample: boolean;
  created_at: Date;
  updated_at: Date;
  next_poll_at: Date;
  last_poll_at: Date | null;
  last_outcome: SourceView['health']['lastOutcome'];
  last_status: number | null;
  last_error: string | null;
  last_latency_ms: number | null;
  last_success_at: Date | null;
  consecutive_failures: number;
  failing_since: Date | null;
  last_full_text_error: string | null;
  items_24h: string;
  items_7d: string;
  fetched: string;
  fell_back: string;
  pending: string;
}

/** Every column a view needs, with the item figures of the last 7 days and the items still pending. */
const VIEW_SQL = `
  SELECT s.*, st.items_24h, st.items_7d, st.fetched, st.fell_back,
    (SELECT count(*) FROM source_items p WHERE p.source_id = s.id AND p.status = 'pending') AS pending
  FROM sources s
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE i.first_seen_at > $1::timestamptz - interval '1 day') AS items_24h,
      count(*) AS items_7d,
      count(*) FILTER (WHERE i.full_text = 'fetched') AS fetched,
      count(*) FILTER (WHERE i.full_text = 'fallback') AS fell_back
    FROM source_items i WHERE i.source_id = s.id AND i.first_seen_at > $1::timestamptz - interval '7 days'
  ) st`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(r: SourceRow, now: Date): SourceView {
  const fetched = Number(r.fetched);
  const fellBack = Number(r.fell_back);
  return {
    id: r.id,
    url: r.url,
    name: r.name,
    feedTitle: r.feed_title,
    language: r.language,
    pollIntervalSeconds: r.poll_interval_seconds,
    state: r.state,
    tags: r.tags,
    agentHints: r.agent_hints,
    sample: r.sample,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    nextPollAt: r.next_poll_at.toISOString(),
    health: {
      lastPollAt: iso(r.last_poll_at),
      lastOutcome: r.last_outcome,
      lastStatus: r.last_status,
      lastError: r.last_error,
      lastLatencyMs: r.last_latency_ms,
      lastSuccessAt: iso(r.last_success_at),
      consecutiveFailures: r.consecutive_failures,
      failingSince: iso(r.failing_since),
      failingForADay: r.state === 'active' && failingForADay(r.failing_since, now),
      itemsLast24h: Number(r.items_24h),
      itemsPerDay: Math.round((Number(r.items_7d) / 7) * 10) / 10,
      fullText: { fetched, fellBack, successRate: fullTextRate(fetched, fellBack), lastError: r.last_full_text_error },
      pendingItems: Number(r.pending),
    },
  };
}

/** The host a URL's requests go to: the unit of politeness. */
export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

/**
 * The sources registry: what the admin API, the ops CLI and the poller's profile sync read and
 * write. Input shapes are checked by the callers (schemas/api/sources.ts); this checks what needs
 * the database or the fetcher's rules: URL refusals, duplicates, agent refs.
 */
export class SourceRegistry {
  private readonly clock: () => Date;

  constructor(private readonly deps: RegistryDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  async list(filter: { state?: string; tag?: string; limit: number }): Promise<{
    count: number;
    failingForADay: number;
    sources: SourceView[];
  }> {
    const now = this.clock();
    const { rows } = await this.deps.pool.query<SourceRow>(
      `${VIEW_SQL} WHERE ($2::text IS NULL OR s.state = $2) AND ($3::text IS NULL OR $3 = ANY(s.tags))
       ORDER BY coalesce(s.name, s.feed_title, s.url), s.id LIMIT $4`,
      [now, filter.state ?? null, filter.tag ?? null, filter.limit],
    );
    return {
      count: rows.length,
      failingForADay: await this.failingForADayCount(),
      sources: rows.map((r) => view(r, now)),
    };
  }

  async get(id: string): Promise<SourceView | null> {
    if (!SOURCE_ID_PATTERN.test(id)) return null;
    const now = this.clock();
    const { rows } = await this.deps.pool.query<SourceRow>(`${VIEW_SQL} WHERE s.id = $2`, [now, id]);
    return rows[0] ? view(rows[0], now) : null;
  }

  /** Sources whose polls have all failed for a day or more (active ones: a paused source is not polled). */
  async failingForADayCount(): Promise<number> {
    return (await this.failingForADay()).length;
  }

  async failingForADay(): Promise<{ id: string; name: string; failingSince: Date }[]> {
    const { rows } = await this.deps.pool.query<{ id: string; name: string; failing_since: Date }>(
      `SELECT id, coalesce(name, feed_title, url) AS name, failing_since FROM sources
       WHERE state = 'active' AND failing_since <= $1::timestamptz - make_interval(secs => $2) ORDER BY failing_since`,
      [this.clock(), FAILING_FLAG_SECONDS],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, failingSince: r.failing_since }));
  }

  /** Sources by state and items taken but not yet sent, for `/metrics`. */
  async counts(): Promise<{ active: number; paused: number; pendingItems: number }> {
    const { rows } = await this.deps.pool.query<{ active: number; paused: number; pending: number }>(
      `SELECT (SELECT count(*)::int FROM sources WHERE state = 'active') AS active,
         (SELECT count(*)::int FROM sources WHERE state = 'paused') AS paused,
         (SELECT count(*)::int FROM source_items WHERE status = 'pending') AS pending`,
    );
    return { active: rows[0]!.active, paused: rows[0]!.paused, pendingItems: rows[0]!.pending };
  }

  async create(body: CreateSourceBody): Promise<SourceView> {
    this.checkUrl(body.url);
    const hints = await this.resolveHints(body.agentHints);
    const id = `src_${randomBytes(12).toString('hex')}`;
    const { rows } = await this.deps.pool.query<{ id: string }>(
      `INSERT INTO sources (id, url, host, name, language, poll_interval_seconds, state, tags, agent_hints, sample, next_poll_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11) ON CONFLICT (url) DO NOTHING RETURNING id`,
      [
        id,
        body.url,
        hostOf(body.url),
        body.name ?? null,
        body.language ?? null,
        body.pollIntervalSeconds ?? this.deps.defaultIntervalSeconds,
        body.state,
        dedupe(body.tags),
        hints,
        body.sample,
        this.clock(),
      ],
    );
    if (!rows.length) await this.conflict(body.url);
    await this.notify(id);
    return (await this.get(id))!;
  }

  /** Null when there is no such source. A changed URL starts afresh: no validators, polled at once. */
  async update(id: string, body: UpdateSourceBody): Promise<SourceView | null> {
    if (!SOURCE_ID_PATTERN.test(id)) return null;
    if (body.url !== undefined) this.checkUrl(body.url);
    const hints = body.agentHints && (await this.resolveHints(body.agentHints));
    const sets: string[] = [];
    /** Times the next poll moves forward to (never back). */
    const sooner: string[] = [];
    const values: unknown[] = [id, this.clock()];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (body.url !== undefined) {
      set('url', body.url);
      set('host', hostOf(body.url));
      sets.push('etag = NULL', 'last_modified = NULL');
      sooner.push('$2');
    }
    if (body.name !== undefined) set('name', body.name);
    if (body.language !== undefined) set('language', body.language);
    if (body.pollIntervalSeconds !== undefined) {
      set('poll_interval_seconds', body.pollIntervalSeconds);
      // A shorter interval takes effect now, not after the longer wait already planned.
      sooner.push(`coalesce(last_poll_at, $2) + make_interval(secs => $${values.length}::int)`);
    }
    if (body.state !== undefined) {
      set('state', body.state);
      // Resumed: a source paused past its time is polled at once.
      if (body.state === 'active') sooner.push('$2');
    }
    if (sooner.length) sets.push(`next_poll_at = least(next_poll_at, ${sooner.join(', ')})`);
    if (body.tags !== undefined) set('tags', dedupe(body.tags));
    if (hints !== undefined) set('agent_hints', hints);
    if (body.sample !== undefined) set('sample', body.sample);
    let updated: number;
    try {
      ({ rowCount: updated } = (await this.deps.pool.query(
        `UPDATE sources SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`,
        values,
      )) as { rowCount: number });
    } catch (err) {
      if ((err as { code?: string }).code === '23505' && body.url !== undefined) await this.conflict(body.url);
      throw err;
    }
    if (!updated) return null;
    await this.notify(id);
    return this.get(id);
  }

  /** Removes the source and its item records (re-adding it takes its feed's items again). */
  async remove(id: string): Promise<boolean> {
    if (!SOURCE_ID_PATTERN.test(id)) return false;
    const { rowCount } = await this.deps.pool.query('DELETE FROM sources WHERE id = $1', [id]);
    return (rowCount ?? 0) > 0;
  }

  /** Polls the source as soon as its host allows, whatever its interval (a paused source stays paused). */
  async pollNow(id: string): Promise<SourceView | null> {
    if (!SOURCE_ID_PATTERN.test(id)) return null;
    const { rowCount } = await this.deps.pool.query('UPDATE sources SET next_poll_at = $2 WHERE id = $1', [
      id,
      this.clock(),
    ]);
    if (!rowCount) return null;
    await this.notify(id);
    return this.get(id);
  }

  /**
   * The feeds agents' profiles name become sources (hinted to those agents); a URL already
   * registered gains the agents as hints. A URL the registry would refuse is returned, not saved.
   */
  async syncProfiles(): Promise<{ added: number; refused: { url: string; reason: string }[] }> {
    const { rows } = await this.deps.pool.query<{ url: string; slugs: string[] }>(
      `SELECT f.url, array_agg(DISTINCT a.slug ORDER BY a.slug) AS slugs
       FROM agents a, jsonb_array_elements_text(coalesce(a.profile->'feeds', '[]'::jsonb)) AS f(url) GROUP BY f.url`,
    );
    let added = 0;
    const refused: { url: string; reason: string }[] = [];
    for (const { url, slugs } of rows) {
      const parsed = CreateSourceBody.shape.url.safeParse(url);
      const reason = parsed.success ? this.deps.refusal(url) : parsed.error.issues[0]!.message;
      if (reason) {
        refused.push({ url, reason });
        continue;
      }
      const { rows: inserted } = await this.deps.pool.query<{ inserted: boolean }>(
        `INSERT INTO sources (id, url, host, poll_interval_seconds, agent_hints, next_poll_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $6)
         ON CONFLICT (url) DO UPDATE SET agent_hints = ARRAY(SELECT DISTINCT h FROM unnest(sources.agent_hints || EXCLUDED.agent_hints) AS h ORDER BY h)
           WHERE NOT sources.agent_hints @> EXCLUDED.agent_hints
         RETURNING (xmax = 0) AS inserted`,
        [
          `src_${randomBytes(12).toString('hex')}`,
          url,
          hostOf(url),
          this.deps.defaultIntervalSeconds,
          slugs,
          this.clock(),
        ],
      );
      if (inserted[0]?.inserted) added++;
    }
    if (added) await this.notify('');
    return { added, refused };
  }

  private checkUrl(url: string): void {
    const reason = this.deps.refusal(url);
    if (reason) throw new SourceRejected('url', reason);
  }

  private async conflict(url: string): Promise<never> {
    const { rows } = await this.deps.pool.query<{ id: string }>('SELECT id FROM sources WHERE url = $1', [url]);
    throw new SourceRejected('url', `source ${rows[0]?.id ?? ''} already polls this URL`, rows[0]?.id ?? '');
  }

  private async resolveHints(refs: string[]): Promise<string[]> {
    if (!refs.length) return [];
    const catalog = await this.deps.agents();
    return dedupe(
      refs.map((ref, i) => {
        const r = catalog.resolve(ref);
        if (r.kind !== 'found') throw new SourceRejected(`agentHints.${i}`, `no agent ${JSON.stringify(ref)}`);
        return r.agent.slug;
      }),
    );
  }

  private async notify(id: string): Promise<void> {
    await this.deps.pool.query('SELECT pg_notify($1, $2)', [SOURCES_CHANNEL, id]);
  }
}

const dedupe = (xs: string[]) => [...new Set(xs)];
