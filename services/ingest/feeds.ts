import { XMLParser } from 'fast-xml-parser';
import type { ArticleInput } from '../../schemas/messages/article.ts';

export interface FeedItem {
  url: string;
  title: string;
  summary: string;
  publishedAt: string | null;
}
export interface Feed {
  title: string;
  items: FeedItem[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
});

const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const text = (x: unknown): string => {
  if (x === undefined || x === null) return '';
  if (typeof x === 'string' || typeof x === 'number') return String(x);
  if (typeof x === 'object' && '#text' in x) return String(x['#text']);
  return '';
};
const stripHtml = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const isoOrNull = (s: string) => {
  const t = Date.parse(s);
  return s && !Number.isNaN(t) ? new Date(t).toISOString() : null;
};

/** RSS 2.0 and Atom 1.0: the feed's title and its items (link, title, summary, date). */
export function parseFeed(xml: string): Feed {
  type Node = Record<string, unknown>;
  const doc = parser.parse(xml) as {
    rss?: { channel?: { title?: unknown; item?: Node | Node[] } };
    feed?: { title?: unknown; entry?: Node | Node[] };
  };
  if (doc.rss?.channel) {
    const ch = doc.rss.channel;
    return {
      title: stripHtml(text(ch.title)),
      items: list(ch.item)
        .map((i) => ({
          url: text(i.link).trim() || text(i.guid).trim(),
          title: stripHtml(text(i.title)),
          summary: stripHtml(text(i['content:encoded']) || text(i.description)),
          publishedAt: isoOrNull(text(i.pubDate) || text(i['dc:date'])),
        }))
        .filter((i) => i.url && i.title),
    };
  }
  if (doc.feed) {
    const f = doc.feed;
    return {
      title: stripHtml(text(f.title)),
      items: list(f.entry)
        .map((e) => {
          const links = list(e.link as Record<string, string> | Record<string, string>[]);
          const link = links.find((l) => !l['@rel'] || l['@rel'] === 'alternate') ?? links[0];
          return {
            url: (link?.['@href'] ?? '').trim(),
            title: stripHtml(text(e.title)),
            summary: stripHtml(text(e.summary) || text(e.content)),
            publishedAt: isoOrNull(text(e.published) || text(e.updated)),
          };
        })
        .filter((i) => i.url && i.title),
    };
  }
  throw new Error('not an RSS 2.0 or Atom feed');
}

interface FeedState {
  etag: string | null;
  lastModified: string | null;
  seen: Set<string>;
}

export interface PollResult {
  url: string;
  status: number | 'error';
  articles: ArticleInput[];
  error?: string;
}

/**
 * Polls feeds politely: conditional GET with the last ETag and Last-Modified (a 304 costs nothing),
 * a timeout, a size cap, and items already sent skipped. Returns the new items as articles.
 */
export class FeedPoller {
  private readonly state = new Map<string, FeedState>();

  constructor(
    private readonly opts: { fetch?: typeof fetch; timeoutMs?: number; maxBytes?: number; userAgent?: string } = {},
  ) {}

  async poll(url: string): Promise<PollResult> {
    const s = this.state.get(url) ?? { etag: null, lastModified: null, seen: new Set<string>() };
    this.state.set(url, s);
    const headers: Record<string, string> = {
      'user-agent': this.opts.userAgent ?? 'SitrepFeedPoller/1.0',
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
    };
    if (s.etag) headers['if-none-match'] = s.etag;
    if (s.lastModified) headers['if-modified-since'] = s.lastModified;
    try {
      const res = await (this.opts.fetch ?? fetch)(url, {
        headers,
        redirect: 'follow',
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      if (res.status === 304) return { url, status: 304, articles: [] };
      if (!res.ok) return { url, status: res.status, articles: [] };
      const length = Number(res.headers.get('content-length') ?? 0);
      const max = this.opts.maxBytes ?? 5 * 1024 * 1024;
      if (length > max) return { url, status: 'error', articles: [], error: `feed larger than ${max} bytes` };
      const body = await res.text();
      if (body.length > max) return { url, status: 'error', articles: [], error: `feed larger than ${max} bytes` };
      const feed = parseFeed(body);
      s.etag = res.headers.get('etag');
      s.lastModified = res.headers.get('last-modified');
      const articles: ArticleInput[] = [];
      for (const item of feed.items) {
        const key = `${item.url}\n${item.title}\n${item.publishedAt ?? ''}`;
        if (s.seen.has(key)) continue;
        s.seen.add(key);
        articles.push({
          version: 1,
          url: item.url,
          title: item.title.slice(0, 500),
          body: item.summary,
          publication: feed.title || new URL(url).hostname,
          publishedAt: item.publishedAt,
          origin: 'feed',
        });
      }
      return { url, status: res.status, articles };
    } catch (err) {
      return { url, status: 'error', articles: [], error: err instanceof Error ? err.message : String(err) };
    }
  }
}
