import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { ArticleInput } from '../../schemas/messages/article.ts';
import type { SourceRegistry } from '../feeds/registry.ts';

/** One outlet's feed: where it is served, what it is called, in which format. */
export interface DemoFeed {
  path: string;
  name: string;
  format: 'rss' | 'atom';
  body: string;
  etag: string;
  lastModified: string;
}

export interface DemoSite {
  feeds: DemoFeed[];
  /** Article pages by path. */
  pages: Map<string, string>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'outlet';

/** The first sentence: all a feed item carries, so the poller fetches the page for the rest. */
function firstSentence(body: string): string {
  const m = /^.+?[.!?](?=\s|$)/s.exec(body.trim());
  return (m ? m[0] : body).trim();
}

function page(a: ArticleInput, outlet: string): string {
  const paragraphs = (a.body ?? '').split(/\n{2,}/).filter((p) => p.trim());
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(a.title)} | ${esc(outlet)}</title>
<script type="application/ld+json">${JSON.stringify({
    '@type': 'NewsArticle',
    headline: a.title,
    datePublished: a.publishedAt ?? undefined,
    publisher: { '@type': 'Organization', name: outlet },
  }).replace(/</g, '\\u003c')}</script>
</head><body>
<header><a href="/">${esc(outlet)}</a></header>
<article><h1>${esc(a.title)}</h1>
${paragraphs.map((p) => `<p>${esc(p.trim())}</p>`).join('\n')}
</article>
<footer>${esc(outlet)} is a made-up publication: sample data written for Sitrep, not real reporting.</footer>
</body></html>`;
}

function rss(feed: { name: string; link: string }, items: { a: ArticleInput; link: string }[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0"><channel><title>${esc(feed.name)}</title><link>${esc(feed.link)}</link>
<description>Sample data written for Sitrep (a made-up publication)</description><language>en</language>
${items
  .map(
    ({ a, link }) => `<item><title>${esc(a.title)}</title><link>${esc(link)}</link><guid>${esc(link)}</guid>
<description>${esc(firstSentence(a.body ?? ''))}</description>${
      a.publishedAt ? `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>` : ''
    }</item>`,
  )
  .join('\n')}
</channel></rss>`;
}

function atom(feed: { name: string; link: string; self: string }, items: { a: ArticleInput; link: string }[]): string {
  const updated = items.reduce(
    (m, { a }) => (a.publishedAt && a.publishedAt > m ? a.publishedAt : m),
    '1970-01-01T00:00:00Z',
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><title>${esc(feed.name)}</title>
<id>${esc(feed.self)}</id><link rel="self" href="${esc(feed.self)}"/><link href="${esc(feed.link)}"/>
<updated>${new Date(updated).toISOString()}</updated>
${items
  .map(
    ({
      a,
      link,
    }) => `<entry><id>${esc(link)}</id><title>${esc(a.title)}</title><link rel="alternate" type="text/html" href="${esc(link)}"/>
${a.publishedAt ? `<published>${new Date(a.publishedAt).toISOString()}</published><updated>${new Date(a.publishedAt).toISOString()}</updated>` : ''}
<summary>${esc(firstSentence(a.body ?? ''))}</summary></entry>`,
  )
  .join('\n')}
</feed>`;
}

/**
 * A demo world as a news site per outlet under `origin`: each publication's articles as a feed
 * (RSS 2.0 and Atom 1.0 taking turns) whose items carry only their first sentence, and each article
 * as a page holding its whole text. An article's page path is its outlet and its URL's path; two
 * versions of one article (a correction) are one page and one item, the latest version. `outlets`
 * get a feed even when none of `articles` is theirs.
 */
export function demoSite(articles: ArticleInput[], origin: string, outlets: string[] = []): DemoSite {
  const byOutlet = new Map<string, Map<string, ArticleInput>>();
  // Outlets with nothing new still have a feed (an empty one), so every outlet is a source.
  for (const outlet of outlets) byOutlet.set(outlet, new Map());
  for (const a of articles) {
    const outlet = a.publication;
    const path = `/${slug(outlet)}${new URL(a.url).pathname}`;
    const pages = byOutlet.get(outlet) ?? new Map<string, ArticleInput>();
    byOutlet.set(outlet, pages);
    const held = pages.get(path);
    if (!held || (a.publishedAt ?? '') >= (held.publishedAt ?? '')) pages.set(path, a);
  }
  const site: DemoSite = { feeds: [], pages: new Map() };
  [...byOutlet.keys()].sort().forEach((outlet, i) => {
    const articlesByPath = byOutlet.get(outlet)!;
    const items = [...articlesByPath]
      .map(([path, a]) => ({ a, link: `${origin}${path}` }))
      .sort((x, y) => (y.a.publishedAt ?? '').localeCompare(x.a.publishedAt ?? ''));
    for (const [path, a] of articlesByPath) site.pages.set(path, page(a, outlet));
    const format = i % 2 === 0 ? 'rss' : 'atom';
    const path = `/${slug(outlet)}/feed.${format === 'rss' ? 'xml' : 'atom'}`;
    const meta = { name: outlet, link: `${origin}/${slug(outlet)}/`, self: `${origin}${path}` };
    const body = format === 'rss' ? rss(meta, items) : atom(meta, items);
    const newest = items[0]?.a.publishedAt ?? new Date(0).toISOString();
    site.feeds.push({
      path,
      name: outlet,
      format,
      body,
      etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`,
      lastModified: new Date(newest).toUTCString(),
    });
  });
  return site;
}

/**
 * Serves a demo site over HTTP with conditional GET (ETag and Last-Modified): a feed that has not
 * changed answers 304, as a real publisher's does. `/` lists the feeds.
 */
export function serveDemoSite(site: DemoSite, origin: string): Server {
  const feeds = new Map(site.feeds.map((f) => [f.path, f]));
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const feed = feeds.get(path);
    if (feed) {
      const headers = { etag: feed.etag, 'last-modified': feed.lastModified };
      if (req.headers['if-none-match'] === feed.etag) return res.writeHead(304, headers).end();
      const type = feed.format === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
      return res.writeHead(200, { ...headers, 'content-type': `${type}; charset=utf-8` }).end(feed.body);
    }
    const html = site.pages.get(path);
    if (html) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    if (path === '/')
      return res
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end(
          `Sample data written for Sitrep. Feeds:\n${site.feeds.map((f) => `${origin}${f.path}  ${f.name}`).join('\n')}\n`,
        );
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
}

/**
 * Registers the site's feeds as sources (sample data, tagged `demo`, polled every five minutes);
 * feeds already registered are left as they are. Returns how many were added.
 */
export async function registerDemoSources(
  registry: Pick<SourceRegistry, 'list' | 'create'>,
  site: DemoSite,
  origin: string,
): Promise<number> {
  const known = new Set((await registry.list({ limit: 1000 })).sources.map((s) => s.url));
  let added = 0;
  for (const feed of site.feeds) {
    const url = `${origin}${feed.path}`;
    if (known.has(url)) continue;
    await registry.create({
      url,
      name: feed.name,
      pollIntervalSeconds: 300,
      state: 'active',
      tags: ['demo'],
      agentHints: [],
      sample: true,
    });
    added++;
  }
  return added;
}
