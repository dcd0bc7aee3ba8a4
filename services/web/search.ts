import type pg from 'pg';
import { excerpts } from './passages.ts';

export interface SearchResult {
  url: string;
  title: string;
  publish_date?: string;
  excerpts: string[];
}

/**
 * Where web search looks. The corpus the pipeline holds is the one provider today; an upstream
 * web search service would be another implementation of this port, merged by the gateway.
 */
export interface SearchProvider {
  readonly name: string;
  search(query: string, limit: number): Promise<SearchResult[]>;
}

export const MAX_RESULTS = 10;

/** How the score mixes relevance with recency: a page loses up to this share of its score with age. */
const RECENCY_WEIGHT = 0.25;
/** Age, in days, at which the recency share is halved. */
const RECENCY_HALF_LIFE_DAYS = 30;
/**
 * Work per query is bounded: of the articles matching every word, the newest CANDIDATE_WINDOW are
 * ranked (for a rare query that is all of them; for a query of everyday words, the recent ones),
 * and the best RANKED go on to recency and diversity.
 */
const CANDIDATE_WINDOW = 1000;
const RANKED = 200;
/**
 * Above this many estimated matches the newest rows are walked in index order until the window
 * fills (cheap when most rows match); below it the GIN bitmap is read whole and sorted (cheap
 * when few do). PostgreSQL's own choice between the two goes wrong for words in about 1% of rows.
 */
const DENSE_MATCHES = 50_000;

/**
 * Full-text search over every article the pipeline has ingested or extracted (`event_sources`,
 * GIN-indexed tsvector, English stemming, title weighted over body). All query words must match;
 * when that finds nothing, any word may. Relevance (`ts_rank_cd`, length-normalised) is mixed
 * with recency, and each canonical event contributes at most its best article.
 */
export class CorpusSearch implements SearchProvider {
  readonly name = 'corpus';

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async search(query: string, limit = MAX_RESULTS): Promise<SearchResult[]> {
    const n = Math.min(limit, MAX_RESULTS);
    let rows = await this.query(query, n, 'all');
    if (rows.length === 0) rows = await this.query(query, n, 'any');
    return rows.map((r) => ({
      url: r.url,
      title: r.title,
      ...(r.published_at && { publish_date: r.published_at.toISOString() }),
      excerpts: excerpts(r.body || r.lead, query, 2),
    }));
  }

  private async query(text: string, limit: number, mode: 'all' | 'any') {
    const tsquery =
      mode === 'all'
        ? `websearch_to_tsquery('english', $1)`
        : `NULLIF(replace(plainto_tsquery('english', $1)::text, ' & ', ' | '), '')::tsquery`;
    // The query is written out (not a CTE) and the statements left unnamed, so PostgreSQL plans
    // them with the words themselves.
    const dense = (await this.estimatedMatches(tsquery, text)) > DENSE_MATCHES;
    // `+ interval '0'` keeps the sort off the ingested_at index, so the GIN bitmap is used instead.
    const newestFirst = dense ? 's.ingested_at DESC NULLS LAST' : `s.ingested_at + interval '0' DESC`;
    const { rows } = await this.pool.query<{
      url: string;
      title: string;
      published_at: Date | null;
      lead: string;
      body: string;
    }>({
      text: `
        WITH recent AS (
          SELECT s.canonical_url, s.event_id, coalesce(s.published_at, s.ingested_at) AS at
            FROM event_sources s
           WHERE s.search @@ ${tsquery}
           ORDER BY ${newestFirst}
           LIMIT ${CANDIDATE_WINDOW}
        ),
        matches AS (
          -- Ranked after the window is cut, so only its rows' tsvectors are read.
          SELECT r.canonical_url, r.event_id, r.at, ts_rank_cd(s.search, ${tsquery}, 1 | 32) AS relevance
            FROM recent r JOIN event_sources s USING (canonical_url)
           ORDER BY relevance DESC
           LIMIT ${RANKED}
        ),
        scored AS (
          SELECT m.*, m.relevance * (1 - $3::float8 + $3::float8 * power(0.5, greatest(0, extract(epoch FROM $2::timestamptz - m.at)) / 86400 / $4::float8)) AS score
            FROM matches m
        ),
        best AS (
          SELECT DISTINCT ON (event_id) canonical_url, score, at FROM scored ORDER BY event_id, score DESC, at DESC, canonical_url
        )
        SELECT s.url, s.title, s.published_at, s.lead, s.body
          FROM best b JOIN event_sources s USING (canonical_url)
         ORDER BY b.score DESC, b.at DESC, b.canonical_url
         LIMIT $5`,
      values: [text, this.clock(), RECENCY_WEIGHT, RECENCY_HALF_LIFE_DAYS, limit],
    });
    return rows;
  }

  /** The planner's estimate of how many articles match, from the column's statistics (no scan). */
  private async estimatedMatches(tsquery: string, text: string): Promise<number> {
    const { rows } = await this.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>({
      text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM event_sources s WHERE s.search @@ ${tsquery}`,
      values: [text],
    });
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }
}
