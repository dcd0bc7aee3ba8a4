// Generated articles (services/ops/synthetic.ts) written straight into a projection database, as
// events of PER_EVENT sources each, for the benchmarks that need a large corpus to read from.
import type pg from 'pg';
import { syntheticArticles } from '../../services/ops/synthetic.ts';

/** Articles generated per seed: URLs carry their chunk (`/s<first index>/`). */
export const SYNTHETIC_CHUNK = 10_000;
const CHUNK = SYNTHETIC_CHUNK;

/**
 * Inserts `articles` generated articles in chunks of 10,000, each chunk seeded by its position (the
 * same corpus on every run), `perEvent` articles an event, published from `start` on at `spacingMs`
 * per article. Event ids and URLs are numbered globally. Indexes are the caller's business.
 */
export async function insertSyntheticArticles(
  pool: pg.Pool,
  opts: { articles: number; perEvent: number; start: Date; spacingMs: number; onProgress?: (done: number) => void },
): Promise<void> {
  const { articles, perEvent } = opts;
  for (let done = 0; done < articles; done += CHUNK) {
    const batch = syntheticArticles(Math.min(CHUNK, articles - done), {
      seed: 1 + done,
      perEvent,
      start: new Date(opts.start.getTime() + done * opts.spacingMs),
    });
    const rowsOut = batch.map((a, i) => ({
      canonical_url: a.url.replace('/story/', `/s${done}/`),
      event_id: `evt_${Math.floor((done + i) / perEvent)
        .toString(16)
        .padStart(24, '0')}`,
      url: a.url.replace('/story/', `/s${done}/`),
      publication: a.publication,
      title: a.title,
      published_at: a.publishedAt,
      ingested_at: a.publishedAt,
      lead: '',
      body: a.body,
    }));
    const events = [...new Map(rowsOut.map((r) => [r.event_id, r])).values()].map((r) => ({
      id: r.event_id,
      title: r.title,
      summary: '',
      event_type: 'other',
      occurred_at: r.published_at,
      first_seen_at: r.published_at,
      last_updated_at: r.published_at,
      last_source_at: r.published_at,
      source_count: perEvent,
      publication_count: perEvent,
    }));
    await pool.query(
      `INSERT INTO events (id, title, summary, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, publication_count)
       SELECT id, title, summary, event_type, occurred_at, first_seen_at, last_updated_at, last_source_at, source_count, publication_count
         FROM json_populate_recordset(null::events, $1::json) ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(events)],
    );
    await pool.query(
      `INSERT INTO event_sources (canonical_url, event_id, url, publication, title, published_at, ingested_at, lead, body)
       SELECT canonical_url, event_id, url, publication, title, published_at, ingested_at, lead, body FROM json_populate_recordset(null::event_sources, $1::json)`,
      [JSON.stringify(rowsOut)],
    );
    opts.onProgress?.(Math.min(done + CHUNK, articles));
  }
}
