import type pg from 'pg';
import type { Report } from '../../schemas/api/report.ts';
import type { SourceFacts } from '../evidence/facts.ts';
import { conceptSiblings } from '../evidence/lexicon.ts';
import type { AskMaterial, EventDoc, ReportDoc, SourceDoc } from './material.ts';
import type { Question } from './question.ts';
import { normalize, tokenize } from '../evidence/tokens.ts';

export interface RetrievalScope {
  /** Only this agent's events (and its report). */
  agentId: string | null;
  /** Sources published (else ingested) in [from, to). */
  from: Date | null;
  to: Date | null;
  /** Agents whose latest report is read too (named in the question, or the scope's). */
  agentIds: string[];
}

export interface Retrieved extends AskMaterial {
  /** The newest ingestion time among the sources read. */
  newest: Date | null;
}

/** Sources ranked per question; the events of the best of them are read whole. */
const RANKED_SOURCES = 120;
const EVENTS = 8;
/** The most sources of one event read (its newest), and how much of each text. */
const SOURCES_PER_EVENT = 40;
const TEXT_CHARS = 6000;
/** Words in more than this share of articles do not select sources (they still rank them). */
const SELECTIVE = 0.05;
const SELECTIVE_ARTICLES = 30;
/** Above this many estimated matches only the newest DENSE_WINDOW are ranked. */
const DENSE_MATCHES = 20_000;
const DENSE_WINDOW = 3_000;
const STATS_TTL_MS = 10 * 60_000;

interface Word {
  raw: string;
  norm: string;
  weight: number;
}

/**
 * What Ask reads for a question, from the projection: the articles that best match its words (full
 * text search, each word weighted, restricted to the period and the agent asked about), the events
 * they belong to with all their sources' texts, and the latest report of the agents the question
 * touches.
 */
export class AskRetriever {
  private stats: { at: number; freq: Promise<Map<string, number>>; articles: Promise<number> } | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async retrieve(q: Question, scope: RetrievalScope): Promise<Retrieved> {
    const words = await this.words(q);
    const eventIds = words.length ? await this.rankEvents(words, scope) : await this.newestEvents(scope);
    const [events, reports] = await Promise.all([this.events(eventIds, scope), this.reports(scope, eventIds)]);
    const commonness = new Map(words.map((w) => [w.norm, w.weight]));
    let newest: Date | null = null;
    for (const e of events) for (const s of e.sources) if (!newest || s.ingestedAt > newest) newest = s.ingestedAt;
    return { events, reports, commonness, newest };
  }

  /** The question's topic words (and their concepts' other words), each with how common it is. */
  private async words(q: Question): Promise<Word[]> {
    const topic = new Set(q.terms);
    const raws = new Map<string, string>();
    for (const t of tokenize(q.text)) {
      const n = normalize(t.raw);
      if (!topic.has(n) || t.numeric) continue;
      for (const part of t.raw.toLowerCase().split(/[-'’]/)) if (/^[\p{L}\p{N}]{2,}$/u.test(part)) raws.set(part, n);
    }
    for (const t of q.terms) for (const sib of conceptSiblings(t)) if (!raws.has(sib)) raws.set(sib, `~${t}`);
    if (!raws.size) return [];
    const freq = await this.lexemeFrequencies();
    const { rows } = await this.pool.query<{ w: string; lexemes: string[] | null }>(
      `SELECT w, tsvector_to_array(to_tsvector('english', w)) AS lexemes FROM unnest($1::text[]) AS w`,
      [[...raws.keys()]],
    );
    return rows
      .filter((r) => r.lexemes?.length)
      .map((r) => ({ raw: r.w, norm: raws.get(r.w)!, weight: Math.max(...r.lexemes!.map((l) => freq.get(l) ?? 0)) }));
  }

  /** Each lexeme's share of articles, from PostgreSQL's statistics on the search column (cached). */
  private lexemeFrequencies(): Promise<Map<string, number>> {
    const now = Date.now();
    if (!this.stats || now - this.stats.at > STATS_TTL_MS) {
      const freq = this.pool
        .query<{ elems: string[] | null; freqs: number[] | null }>(
          `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
             FROM pg_stats WHERE tablename = 'event_sources' AND attname = 'search' AND schemaname = current_schema()`,
        )
        .then(({ rows }) => {
          const m = new Map<string, number>();
          const r = rows[0];
          r?.elems?.forEach((e, i) => m.set(e, r.freqs![i]!));
          return m;
        });
      const articles = this.pool
        .query<{ n: number }>(
          `SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'event_sources'::regclass`,
        )
        .then(({ rows }) => rows[0]?.n ?? 0);
      this.stats = { at: now, freq, articles };
      freq.catch(() => (this.stats = null));
      articles.catch(() => (this.stats = null));
    }
    return this.stats.freq;
  }

  /**
   * The share of articles above which a word no longer selects: 5%, or 30 articles in a small
   * corpus (where a story's own name is in more than 5% of what there is).
   */
  private async selectiveShare(): Promise<number> {
    const articles = await (this.stats?.articles ?? Promise.resolve(0));
    return articles > 0 ? Math.max(SELECTIVE, SELECTIVE_ARTICLES / articles) : SELECTIVE;
  }

  /** The events of the best-matching sources: each source scored by the weight of the question words it holds. */
  private async rankEvents(words: Word[], scope: RetrievalScope): Promise<string[]> {
    // Concept words only help find sources; the question's own words weigh more, rare ones most.
    const weightOf = (w: Word) => (w.norm.startsWith('~') ? 0.5 : 1) * (1 - 0.8 * Math.min(1, w.weight));
    const share = await this.selectiveShare();
    const selective = words.filter((w) => w.weight <= share);
    const selecting = (selective.length ? selective : words).map((w) => w.raw).join(' | ');
    const values: unknown[] = [selecting, scope.from, scope.to, scope.agentId];
    const hits = words
      .map((w) => {
        values.push(w.raw, weightOf(w));
        return `$${values.length}::float8 * (m.search @@ plainto_tsquery('english', $${values.length - 1}))::int`;
      })
      .join(' + ');
    const filter = `s.search @@ to_tsquery('english', $1)
        AND ($2::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) >= $2)
        AND ($3::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) < $3)
        AND ($4::uuid IS NULL OR s.event_id IN (SELECT event_id FROM event_agents WHERE agent_id = $4))`;
    const dense = (await this.estimate(filter, values.slice(0, 4))) > DENSE_MATCHES;
    const { rows } = await this.pool.query<{ event_id: string; hits: number; rank: number }>({
      text: `
        WITH m AS (
          SELECT s.event_id, s.search FROM event_sources s
           WHERE ${filter}
           ${dense ? `ORDER BY s.ingested_at DESC LIMIT ${DENSE_WINDOW}` : ''}
        )
        SELECT m.event_id, ${hits} AS hits, ts_rank_cd(m.search, to_tsquery('english', $1), 1) AS rank
          FROM m ORDER BY hits DESC, rank DESC LIMIT ${RANKED_SOURCES}`,
      values,
    });
    const byEvent = new Map<string, { hits: number; rank: number }>();
    for (const r of rows) {
      const e = byEvent.get(r.event_id);
      if (!e) byEvent.set(r.event_id, { hits: r.hits, rank: r.rank });
      else e.rank += r.rank;
    }
    return [...byEvent]
      .sort(([, a], [, b]) => b.hits - a.hits || b.rank - a.rank)
      .slice(0, EVENTS)
      .map(([id]) => id);
  }

  /** A question with no topic words (a period or an agent): the events updated most recently there. */
  private async newestEvents(scope: RetrievalScope): Promise<string[]> {
    const { rows } = await this.pool.query<{ event_id: string }>(
      `SELECT s.event_id FROM event_sources s
        WHERE ($1::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) >= $1)
          AND ($2::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) < $2)
          AND ($3::uuid IS NULL OR s.event_id IN (SELECT event_id FROM event_agents WHERE agent_id = $3))
        GROUP BY s.event_id ORDER BY count(DISTINCT s.publication) DESC, max(s.ingested_at) DESC LIMIT ${EVENTS}`,
      [scope.from ?? this.recent(), scope.to, scope.agentId],
    );
    return rows.map((r) => r.event_id);
  }

  private recent(): Date {
    return new Date(this.clock().getTime() - 7 * 86_400_000);
  }

  private async estimate(filter: string, values: unknown[]): Promise<number> {
    const { rows } = await this.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>({
      text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM event_sources s WHERE ${filter}`,
      values,
    });
    return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  private async events(eventIds: string[], scope: RetrievalScope): Promise<EventDoc[]> {
    if (!eventIds.length) return [];
    const { rows } = await this.pool.query<{
      event_id: string;
      event_title: string;
      url: string;
      title: string;
      publication: string;
      published_at: Date | null;
      ingested_at: Date;
      text: string;
      facts: SourceFacts | null;
    }>(
      `SELECT * FROM (
         SELECT s.event_id, e.title AS event_title, s.url, s.title, s.publication, s.published_at, s.ingested_at,
                left(CASE WHEN s.body <> '' THEN s.body ELSE s.lead END, ${TEXT_CHARS}) AS text, s.facts,
                row_number() OVER (PARTITION BY s.event_id ORDER BY coalesce(s.published_at, s.ingested_at) DESC, s.canonical_url) AS n
           FROM event_sources s JOIN events e ON e.id = s.event_id
          WHERE s.event_id = ANY($1)
            AND ($2::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) >= $2)
            AND ($3::timestamptz IS NULL OR coalesce(s.published_at, s.ingested_at) < $3)
       ) x WHERE n <= ${SOURCES_PER_EVENT}
       ORDER BY coalesce(published_at, ingested_at), url`,
      [eventIds, scope.from, scope.to],
    );
    const byId = new Map<string, EventDoc>();
    for (const r of rows) {
      let e = byId.get(r.event_id);
      if (!e) byId.set(r.event_id, (e = { eventId: r.event_id, title: r.event_title, sources: [] }));
      const source: SourceDoc = {
        url: r.url,
        title: r.title,
        publication: r.publication,
        publishedAt: r.published_at,
        ingestedAt: r.ingested_at,
        eventId: r.event_id,
        body: r.text,
        facts: r.facts,
      };
      e.sources.push(source);
    }
    return eventIds.map((id) => byId.get(id)).filter((e): e is EventDoc => e !== undefined);
  }

  /** The latest report of each agent asked about; with none asked about, of the primary agents of the events read. */
  private async reports(scope: RetrievalScope, eventIds: string[]): Promise<ReportDoc[]> {
    const { rows } = await this.pool.query<{ slug: string; body: Report }>(
      `SELECT DISTINCT ON (r.agent_id) a.slug, r.body
         FROM reports r JOIN agents a ON a.id = r.agent_id
        WHERE CASE WHEN cardinality($1::uuid[]) > 0 THEN r.agent_id = ANY($1::uuid[])
              ELSE r.agent_id IN (SELECT agent_id FROM event_agents WHERE event_id = ANY($2) AND role = 'primary') END
        ORDER BY r.agent_id, r.generated_at DESC, r.id DESC`,
      [scope.agentIds, eventIds.slice(0, 3)],
    );
    return rows.map((r) => reportDoc(r.slug, r.body));
  }
}

const CITED = /\s*\[(evt_[a-z0-9]+)\]/g;

/** A report as passages: its summary, situation and what to watch, each with the events it cites. */
export function reportDoc(slug: string, report: Report): ReportDoc {
  const texts = [
    report.summary,
    report.situation.headline,
    report.situation.what_happened,
    report.situation.what_changed,
    report.situation.why_it_matters,
    ...report.nextLikelyDevelopments,
  ];
  return {
    url: `sitrep://agents/${slug}/reports/latest`,
    title: report.title,
    agentSlug: slug,
    asOf: new Date(report.asOf),
    passages: texts.map((t) => ({
      text: t.replace(CITED, '').trim(),
      eventIds: [...new Set([...t.matchAll(CITED)].map((m) => m[1]!))],
    })),
  };
}
