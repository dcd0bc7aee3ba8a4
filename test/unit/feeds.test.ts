// Feeds served by a local HTTP server that stands in for the public internet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPoller, parseFeed } from '../../services/ingest/feeds.ts';

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Sample Wire</title>
<item><title>Quake hits &amp; shakes Luzon</title><link>https://sample.invalid/a</link><description>&lt;p&gt;A strong quake.&lt;/p&gt;</description><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>Rates cut</title><link>https://sample.invalid/b</link><description>The bank cut rates.</description></item>
</channel></rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Sample Atom</title>
<entry><title>Port strike</title><link rel="alternate" href="https://sample.invalid/c"/><updated>2026-11-21T08:30:00Z</updated><summary>Dock workers walked out.</summary></entry>
</feed>`;

let server: Server;
let base: string;
const hits: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({
      path: req.url!,
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
    });
    if (req.url === '/rss') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return res.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' }).end(RSS);
    }
    if (req.url === '/atom') {
      if (req.headers['if-modified-since'] === 'Sat, 21 Nov 2026 08:30:00 GMT') return res.writeHead(304).end();
      return res
        .writeHead(200, { 'content-type': 'application/atom+xml', 'last-modified': 'Sat, 21 Nov 2026 08:30:00 GMT' })
        .end(ATOM);
    }
    return res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('feeds (local server standing in for the internet)', () => {
  it('parses RSS 2.0 and Atom items into links, titles, text and ISO dates', () => {
    expect(parseFeed(RSS)).toEqual({
      title: 'Sample Wire',
      items: [
        {
          url: 'https://sample.invalid/a',
          title: 'Quake hits & shakes Luzon',
          summary: 'A strong quake.',
          publishedAt: '2026-11-20T10:00:00.000Z',
        },
        { url: 'https://sample.invalid/b', title: 'Rates cut', summary: 'The bank cut rates.', publishedAt: null },
      ],
    });
    expect(parseFeed(ATOM).items).toEqual([
      {
        url: 'https://sample.invalid/c',
        title: 'Port strike',
        summary: 'Dock workers walked out.',
        publishedAt: '2026-11-21T08:30:00.000Z',
      },
    ]);
    expect(() => parseFeed('<html></html>')).toThrow(/not an RSS 2.0 or Atom feed/);
  });

  it('polls with conditional GET: the second poll sends the ETag or Last-Modified and gets nothing new', async () => {
    const poller = new FeedPoller();
    const first = await poller.poll(`${base}/rss`);
    expect(first.status).toBe(200);
    expect(first.articles.map((a) => a.url)).toEqual(['https://sample.invalid/a', 'https://sample.invalid/b']);
    expect(first.articles[0]).toMatchObject({ publication: 'Sample Wire', origin: 'feed' });
    const second = await poller.poll(`${base}/rss`);
    expect(second).toMatchObject({ status: 304, articles: [] });
    expect(hits.at(-1)!.ifNoneMatch).toBe('"v1"');

    expect((await poller.poll(`${base}/atom`)).articles).toHaveLength(1);
    expect(await poller.poll(`${base}/atom`)).toMatchObject({ status: 304, articles: [] });
    expect(hits.at(-1)!.ifModifiedSince).toBe('Sat, 21 Nov 2026 08:30:00 GMT');
  });

  it('reports a failing feed without throwing', async () => {
    expect(await new FeedPoller().poll(`${base}/missing`)).toMatchObject({ status: 404, articles: [] });
    expect(await new FeedPoller({ timeoutMs: 500 }).poll('http://127.0.0.1:1/feed')).toMatchObject({ status: 'error' });
  });
});
