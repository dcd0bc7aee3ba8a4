import type pg from 'pg';
import type { Logger } from 'pino';
import type { DeadLetterV1 } from '../../schemas/messages/article.ts';
import { withTransaction } from '../db/client.ts';
import { validateArticle } from '../ingest/producer.ts';
import { FetchFailed, RefusedUrl, type FetchedFeed, type SafeFetcher } from '../web/fetcher.ts';
import { MalformedFeed, parseFeed, type Feed, type FeedItem } from './parse.ts';
import { retryAfterOf, type HeldHost, type Politeness } from './politeness.ts';
import { hostOf } from './registry.ts';
import type { ItemRelay } from './relay.ts';
import { nextPollAt } from './schedule.ts';

/** A source as the poller reads it when it is due. */
export interface DueSource {
  id: string;
  url: string;
  name: string | null;
  feedTitle: string | null;
  pollIntervalSeconds: number;
  etag: string | null;
  lastModified: string | null;
  consecutiveFailures: number;
  sample: boolean;
}

export const DUE_SOURCE_COLUMNS = `id, url, name, feed_title AS "feedTitle", poll_interval_seconds AS "pollIntervalSeconds",
  etag, last_modified AS "lastModified", consecutive_failures AS "consecutiveFailures", sample`;

/** An article page's text, as web extract reads it. */
export interface PageText {
  title: string;
  text: string;
  publishedAt: string | null;
}

export interface PollDeps {
  pool: pg.Pool;
  fetcher: Pick<SafeFetcher, 'fetchFeed'>;
  /** Fetches and extracts one article page (the SSRF-safe fetcher and the extractor of web extract). */
  readPage: (url: string) => Promise<PageText>;
  /** Bounds how many pages are fetched and extracted at once, across every host. */
  fullText: <T>(fn: () => Promise<T>) => Promise<T>;
  politeness: Pick<Politeness, 'borrow'>;
  relay: Pick<ItemRelay, 'flush'>;
  /** Runs `fn` holding the source's lock (no sweep sends its items meanwhile); null when another holds it. */
  exclusive: <T>(sourceId: string, fn: () => Promise<T>) => Promise<T | null>;
  articlesTopic: string;
  /** At most this many new items are taken per poll; the rest on the next poll, soon after. */
  maxNewItems: number;
  /** How long a page on another host may wait for that host to be free. */
  borrowWaitMs: number;
  clock: () => Date;
  signal: AbortSignal;
  log: Pick<Logger, 'warn' | 'debug'>;
}

export type PollOutcome =
  | { outcome: 'new_items' | 'no_new_items' | 'not_modified' | 'failed'; newItems: number; sent: number }
  /** Nothing was recorded: the poller is stopping, the source changed or went meanwhile, or a sweep held it. */
  | { outcome: 'abandoned'; newItems: 0; sent: 0; reason: 'stopping' | 'source changed' | 'source busy' };

interface TakenItem {
  key: string;
  topic: 'articles' | 'dead-letters';
  payload: string;
  fullText: 'feed' | 'fetched' | 'fallback' | 'skipped';
}

/** Why a fetch failed, as the fetcher says it (no URL: the source's health names its own). */
const reasonOf = (err: unknown) =>
  err instanceof FetchFailed || err instanceof RefusedUrl
    ? err.reason
    : err instanceof Error
      ? err.message
      : String(err);

const abandoned = (reason: 'stopping' | 'source changed' | 'source busy') =>
  ({ outcome: 'abandoned', newItems: 0, sent: 0, reason }) as const;

/**
 * Polls one source whose host this poller holds: a conditional GET of its feed, the feed parsed whole,
 * its new items made into articles (the page fetched for their text when the feed carries only a
 * summary), and in one transaction the items taken (pending) with the feed's validators and health;
 * then the relay sends them. A crash before the commit takes nothing (the next poll gets the same
 * answer, since the validators were not stored either); after it, the relay sends what was taken.
 */
export async function pollSource(deps: PollDeps, source: DueSource, held: HeldHost): Promise<PollOutcome> {
  let latencyMs = 0;
  let answer: FetchedFeed;
  try {
    answer = await held.request(async () => {
      const started = performance.now();
      try {
        return await deps.fetcher.fetchFeed(source.url, source, deps.signal);
      } finally {
        latencyMs = Math.round(performance.now() - started);
      }
    });
  } catch (err) {
    if (deps.signal.aborted) return abandoned('stopping');
    const status = err instanceof FetchFailed ? (err.answer?.status ?? null) : null;
    return recordFailure(deps, source, {
      reason: reasonOf(err),
      status,
      latencyMs,
      retryAfterSeconds: retryAfterOf(err),
    });
  }
  if (answer.notModified) return recordNotModified(deps, source, latencyMs);

  let feed: Feed;
  try {
    feed = parseFeed(answer.text, answer.url);
  } catch (err) {
    if (!(err instanceof MalformedFeed)) throw err;
    return recordFailure(deps, source, { reason: err.message, status: 200, latencyMs, retryAfterSeconds: null });
  }
  const items = [...new Map(feed.items.map((i) => [i.key, i])).values()];
  const { rows } = await deps.pool.query<{ item_key: string }>(
    'SELECT item_key FROM source_items WHERE source_id = $1 AND item_key = ANY($2)',
    [source.id, items.map((i) => i.key)],
  );
  const known = new Set(rows.map((r) => r.item_key));
  const fresh = items.filter((i) => !known.has(i.key));
  // More new items than one poll takes: the feed's first ones (the newest, by convention). Sent oldest first.
  const take = fresh.slice(0, deps.maxNewItems).reverse();
  const publication = source.name ?? (feed.title || source.feedTitle || hostOf(source.url));
  let fullTextError: string | null = null;
  const taken: TakenItem[] = [];
  for (const item of take) {
    const { article, fullText, error } = await articleOf(deps, item, held, { publication, sample: source.sample });
    if (deps.signal.aborted) return abandoned('stopping');
    if (error) fullTextError = error;
    taken.push(message(deps, source, item, article, fullText));
  }
  // Taken and sent under the source's lock; while a sweep holds it, this poll is dropped and done again.
  const sent = await deps.exclusive(source.id, async () => {
    const recorded = await recordItems(deps, source, {
      answer,
      feed,
      taken,
      listed: items.map((i) => i.key),
      // Items left for the next poll: no validators kept (a 304 would hide them) and polled again soon.
      more: fresh.length > take.length,
      latencyMs,
      fullTextError,
    });
    return recorded ? (taken.length ? await flush(deps, source.id) : 0) : ('source changed' as const);
  });
  if (sent === null) return abandoned('source busy');
  if (sent === 'source changed') return abandoned(sent);
  return { outcome: taken.length ? 'new_items' : 'no_new_items', newItems: taken.length, sent };
}

/** Sends what was taken; a Kafka outage leaves the items pending for the next flush, never lost. */
async function flush(deps: PollDeps, sourceId: string): Promise<number> {
  try {
    return await deps.relay.flush(sourceId);
  } catch (err) {
    deps.log.warn({ err, sourceId }, 'feed items taken but not sent yet; the relay tries again');
    return 0;
  }
}

/** An item as an article: the feed's own content, else its page's text, else (the fetch failed) its summary. */
async function articleOf(
  deps: PollDeps,
  item: FeedItem,
  held: HeldHost,
  meta: { publication: string; sample: boolean },
): Promise<{ article: Record<string, unknown>; fullText: TakenItem['fullText']; error: string | null }> {
  let page: PageText | null = null;
  let fullText: TakenItem['fullText'] = 'feed';
  let error: string | null = null;
  if (!item.content) {
    const host = /^https?:/i.test(item.url) && URL.canParse(item.url) ? hostOf(item.url) : null;
    if (!host) fullText = 'skipped';
    else {
      const read = () => deps.fullText(() => deps.readPage(item.url));
      try {
        page = await (host === held.host ? held.request(read) : deps.politeness.borrow(host, deps.borrowWaitMs, read));
        fullText = 'fetched';
      } catch (err) {
        fullText = 'fallback';
        error = `${item.url}: ${reasonOf(err)}`;
      }
    }
  }
  return {
    article: {
      version: 1,
      url: item.url,
      title: item.title || page?.title || '',
      body: item.content || page?.text || item.summary,
      publication: meta.publication,
      publishedAt: item.publishedAt ?? page?.publishedAt ?? null,
      origin: 'feed',
      sample: meta.sample,
    },
    fullText,
    error,
  };
}

/** The item's message: the article when it passes the article check every producer applies, else a dead letter saying why. */
function message(
  deps: PollDeps,
  source: DueSource,
  item: FeedItem,
  raw: Record<string, unknown>,
  fullText: TakenItem['fullText'],
): TakenItem {
  const v = validateArticle(raw);
  if (v.ok) return { key: item.key, topic: 'articles', payload: JSON.stringify(v.article), fullText };
  const dead: DeadLetterV1 = {
    version: 1,
    reason: 'invalid article',
    issues: v.issues,
    topic: deps.articlesTopic,
    partition: -1,
    offset: '',
    key: null,
    value: JSON.stringify(raw).slice(0, 100_000),
    failedAt: deps.clock().toISOString(),
    source: { id: source.id, url: source.url, item: item.key },
  };
  return { key: item.key, topic: 'dead-letters', payload: JSON.stringify(dead), fullText };
}

/** Records a poll that brought the feed's items; false when the source changed or went meanwhile (nothing kept). */
async function recordItems(
  deps: PollDeps,
  source: DueSource,
  r: {
    answer: Extract<FetchedFeed, { notModified: false }>;
    feed: Feed;
    taken: TakenItem[];
    listed: string[];
    more: boolean;
    latencyMs: number;
    fullTextError: string | null;
  },
): Promise<boolean> {
  const now = deps.clock();
  try {
    await withTransaction(deps.pool, (client) => takeItems(client, source, r, now));
    return true;
  } catch (err) {
    if (err instanceof SourceChanged) return false;
    throw err;
  }
}

class SourceChanged extends Error {}

async function takeItems(
  client: pg.PoolClient,
  source: DueSource,
  r: Parameters<typeof recordItems>[2],
  now: Date,
): Promise<void> {
  const { rowCount } = await client.query(
    `UPDATE sources SET etag = $3, last_modified = $4, feed_title = $5, last_poll_at = $6, last_listed_at = $6,
         last_outcome = $7, last_status = 200, last_error = NULL, last_latency_ms = $8, last_success_at = $6,
         consecutive_failures = 0, failing_since = NULL, next_poll_at = $9,
         last_full_text_error = coalesce($10, last_full_text_error)
       WHERE id = $1 AND url = $2 AND state = 'active'`,
    [
      source.id,
      source.url,
      r.more ? null : r.answer.etag,
      r.more ? null : r.answer.lastModified,
      r.feed.title || null,
      now,
      r.taken.length ? 'new_items' : 'no_new_items',
      r.latencyMs,
      r.more ? now : nextPollAt(now, source.pollIntervalSeconds, { failures: 0 }),
      r.fullTextError,
    ],
  );
  if (!rowCount) throw new SourceChanged();
  if (r.taken.length) {
    await client.query(
      `INSERT INTO source_items (source_id, item_key, first_seen_at, last_seen_at, status, topic, payload, full_text)
         SELECT $1, t.key, $2, $2, 'pending', t.topic, t.payload::json, t.full_text
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS t(key, topic, payload, full_text, n)
         ORDER BY t.n
         ON CONFLICT (source_id, item_key) DO NOTHING`,
      [
        source.id,
        now,
        r.taken.map((t) => t.key),
        r.taken.map((t) => t.topic),
        r.taken.map((t) => t.payload),
        r.taken.map((t) => t.fullText),
      ],
    );
  }
  await client.query(
    'UPDATE source_items SET last_seen_at = $3 WHERE source_id = $1 AND item_key = ANY($2) AND last_seen_at < $3',
    [source.id, r.listed, now],
  );
}

async function recordNotModified(deps: PollDeps, source: DueSource, latencyMs: number): Promise<PollOutcome> {
  const now = deps.clock();
  const { rowCount } = await deps.pool.query(
    `UPDATE sources SET last_poll_at = $3, last_outcome = 'not_modified', last_status = 304, last_error = NULL,
       last_latency_ms = $4, last_success_at = $3, consecutive_failures = 0, failing_since = NULL, next_poll_at = $5
     WHERE id = $1 AND url = $2`,
    [source.id, source.url, now, latencyMs, nextPollAt(now, source.pollIntervalSeconds, { failures: 0 })],
  );
  return rowCount ? { outcome: 'not_modified', newItems: 0, sent: 0 } : abandoned('source changed');
}

/** A failed poll is an error on the source's health: nothing taken, the next poll backed off. */
async function recordFailure(
  deps: PollDeps,
  source: DueSource,
  f: { reason: string; status: number | null; latencyMs: number; retryAfterSeconds: number | null },
): Promise<PollOutcome> {
  const now = deps.clock();
  const failures = source.consecutiveFailures + 1;
  const { rowCount } = await deps.pool.query(
    `UPDATE sources SET last_poll_at = $3, last_outcome = 'failed', last_status = $4, last_error = $5,
       last_latency_ms = $6, consecutive_failures = consecutive_failures + 1, failing_since = coalesce(failing_since, $3),
       next_poll_at = $7
     WHERE id = $1 AND url = $2`,
    [
      source.id,
      source.url,
      now,
      f.status,
      f.reason.slice(0, 1000),
      f.latencyMs,
      nextPollAt(now, source.pollIntervalSeconds, { failures, retryAfterSeconds: f.retryAfterSeconds }),
    ],
  );
  deps.log.debug({ sourceId: source.id, reason: f.reason }, 'feed poll failed');
  return rowCount ? { outcome: 'failed', newItems: 0, sent: 0 } : abandoned('source changed');
}
