import type pg from 'pg';
import { ArticleV1, MAX_BODY_CHARS } from '../../schemas/messages/article.ts';
import { canonicalizeUrl } from '../dedup/canonical.ts';
import type { Extraction } from './extract.ts';
import { excerptsOf } from './passages.ts';
import { ExtractStopped, type ExtractPool } from './extract-pool.ts';
import { FetchFailed, type SafeFetcher } from './fetcher.ts';

export interface WebExtractResult {
  url: string;
  title: string;
  publish_date: string | null;
  excerpts: string[];
  full_content: string;
}

interface CachedPage {
  finalUrl: string;
  extraction: Extraction;
}

export interface WebExtractDeps {
  pool: pg.Pool;
  fetcher: SafeFetcher;
  extractor: Pick<ExtractPool, 'extract'>;
  /** Feeds each freshly extracted page into the corpus (the articles topic); null in tools that only read. */
  feed: ((article: ArticleV1) => Promise<void>) | null;
  maxAgeSeconds: number;
  clock?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Web extract: a cached page when it is younger than the max age, else an SSRF-safe fetch and
 * an extraction, stored in `web_pages` (shared by every gateway) and fed to the corpus. Excerpts
 * are ranked per call, since each caller brings its own objective. Concurrent calls for one URL
 * share one fetch.
 */
export class WebExtractor {
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  private readonly clock: () => Date;

  constructor(private readonly deps: WebExtractDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Why `url` is refused before any fetch (see `SafeFetcher.refusal`), or null. */
  refusal(url: string): string | null {
    return this.deps.fetcher.refusal(url);
  }

  async extract(url: string, objective?: string): Promise<WebExtractResult> {
    const key = canonicalizeUrl(url);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(url, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const page = await pending;
    const e = page.extraction;
    return {
      url: page.finalUrl,
      title: e.title,
      publish_date: e.publishDate?.iso ?? null,
      excerpts: excerptsOf(e, objective),
      full_content: e.fullContent,
    };
  }

  private async load(url: string, key: string): Promise<CachedPage> {
    const cached = await this.cached(key);
    if (cached) return cached;
    const fetched = await this.deps.fetcher.fetch(url);
    let extraction: Extraction;
    try {
      extraction = await this.deps.extractor.extract(fetched.text, fetched.url, {
        mediaType: fetched.mediaType,
        now: this.clock(),
      });
    } catch (err) {
      if (err instanceof ExtractStopped) throw new FetchFailed(url, err.message);
      throw err;
    }
    const page = { finalUrl: fetched.url, extraction };
    await this.deps.pool.query(
      `INSERT INTO web_pages (url, final_url, title, publish_date, full_content, fetched_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (url) DO UPDATE SET final_url = EXCLUDED.final_url, title = EXCLUDED.title, publish_date = EXCLUDED.publish_date,
         full_content = EXCLUDED.full_content, fetched_at = EXCLUDED.fetched_at`,
      [key, fetched.url, extraction.title, extraction.publishDate?.iso ?? null, extraction.fullContent, this.clock()],
    );
    // The caller's answer never waits on Kafka.
    void this.feedCorpus(page);
    return page;
  }

  private async cached(key: string): Promise<CachedPage | null> {
    const { rows } = await this.deps.pool.query<{
      final_url: string;
      title: string;
      publish_date: string | null;
      full_content: string;
    }>(
      `SELECT final_url, title, publish_date, full_content FROM web_pages WHERE url = $1 AND fetched_at > $2::timestamptz - make_interval(secs => $3)`,
      [key, this.clock(), this.deps.maxAgeSeconds],
    );
    const r = rows[0];
    if (!r) return null;
    const publishDate = r.publish_date
      ? { iso: r.publish_date, day: r.publish_date.slice(0, 10), source: 'cache' }
      : null;
    return { finalUrl: r.final_url, extraction: { title: r.title, publishDate, fullContent: r.full_content } };
  }

  /** A page with text joins the corpus; a Kafka outage costs the corpus a page, never the caller's answer. */
  private async feedCorpus(page: CachedPage): Promise<void> {
    const e = page.extraction;
    if (!this.deps.feed || !e.fullContent.trim()) return;
    // The article check every producer applies (plain text among it), not a hand-built message.
    const parsed = ArticleV1.safeParse({
      version: 1,
      url: page.finalUrl,
      title: e.title.slice(0, 500) || new URL(page.finalUrl).hostname,
      body: e.fullContent.slice(0, MAX_BODY_CHARS),
      publication: new URL(page.finalUrl).hostname.replace(/^www\./, ''),
      publishedAt: e.publishDate?.iso ?? null,
      origin: 'extract',
      sample: false,
    });
    if (!parsed.success) {
      this.deps.log?.warn({ url: page.finalUrl, issues: parsed.error.issues }, 'extracted page not fed to the corpus');
      return;
    }
    const article = parsed.data;
    try {
      await this.deps.feed(article);
    } catch (err) {
      this.deps.log?.warn({ err, url: page.finalUrl }, 'extracted page not fed to the corpus');
    }
  }
}
