import { ArticleV1 } from '../../schemas/messages/article.ts';
import { articleFeatures, type EventState, type StoredFeatures } from '../../services/dedup/engine.ts';
import { stateFromRow } from '../../services/dedup/store.ts';

/**
 * Reports for `decideStream` (services/dedup/chunk.ts): each published `minute` minutes after `start`
 * and read from the log a minute later.
 */
export function reportsFrom(start: string) {
  const t0 = Date.parse(start);
  return (url: string, publication: string, minute: number, title: string, body: string) => ({
    article: ArticleV1.parse({
      version: 1,
      url,
      title,
      body,
      publication,
      publishedAt: new Date(t0 + minute * 60_000).toISOString(),
    }),
    ts: t0 + (minute + 1) * 60_000,
  });
}

/** The features the worker reads from one report (one clock, one URL: what a rule sees of its text). */
export const featuresOf = (title: string, body: string, publication = 'Harbour Wire') =>
  articleFeatures(
    {
      version: 1,
      origin: 'file',
      sample: false,
      url: 'https://a.example/1',
      title,
      body,
      publication,
      publishedAt: '2026-09-14T06:00:00Z',
    },
    Date.parse('2026-09-14T06:01:00Z'),
  );

/**
 * An event as a restarted worker reads it back (`DedupWorker.load`): its row and the stored features
 * given (a JSON round trip of `toStored`, or an older state without some of them).
 */
export function reloaded(e: EventState, stored: StoredFeatures) {
  return stateFromRow(
    {
      id: e.id,
      event_type: e.eventType,
      occurred_at: new Date(e.occurredAt),
      first_seen_at: new Date(e.firstSeenAt),
      last_updated_at: new Date(e.lastUpdatedAt),
      last_source_at: new Date(e.lastSourceAt),
      source_count: e.sourceCount,
      tags: e.tags,
      entities: e.entities,
      locations: e.locations,
      features: null,
      seq: '0',
    },
    stored,
  );
}
