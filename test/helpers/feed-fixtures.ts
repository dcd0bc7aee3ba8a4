// Feeds and article pages over real HTTP, standing in for the publishers on the public internet, and
// what the poller sent to Kafka read back.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Kafka } from 'kafkajs';
import { ITEM_HEADER } from '../../services/feeds/relay.ts';

export interface FixtureItem {
  slug: string;
  title: string;
  summary: string;
  /** The feed's own full text; without it the poller fetches the page. */
  content?: string;
  pubDate?: string;
  /** The page's paragraphs (absent: the page answers 500). */
  page?: string[];
  /** An absolute link instead of this server's page. */
  link?: string;
}

export interface FeedRequest {
  host: string;
  path: string;
  startedAt: number;
  endedAt: number;
  ifNoneMatch: string | undefined;
  status: number;
}

export interface FeedServer {
  port: number;
  /** `http://<host>:<port>`: any name the test's resolver maps to 127.0.0.1. */
  origin(host?: string): string;
  /** Publishes (or replaces) the RSS feed at `/feeds/<name>`; its items' pages at `/pages/<slug>`. */
  setFeed(name: string, items: FixtureItem[]): void;
  /** Every page answers this long after the request. */
  pageDelayMs: number;
  requests: FeedRequest[];
  /** The most requests one host had in flight at once. */
  mostInFlightPerHost(): number;
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rss(name: string, origin: string, items: FixtureItem[]): string {
  const entries = items.map(
    (i) => `<item><title>${esc(i.title)}</title><link>${esc(i.link ?? `${origin}/pages/${i.slug}`)}</link>
<guid isPermaLink="false">${esc(i.slug)}</guid><description>${esc(i.summary)}</description>${
      i.content ? `<content:encoded><![CDATA[${i.content}]]></content:encoded>` : ''
    }${i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : ''}</item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>${esc(name)} (fixture)</title>
${entries.join('\n')}
</channel></rss>`;
}

function page(item: FixtureItem): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(item.title)}</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":${JSON.stringify(item.title)},"datePublished":"2026-05-04T09:15:00Z"}</script>
</head><body><nav><a href="/">Home</a></nav><article><h1>${esc(item.title)}</h1>
${(item.page ?? []).map((p) => `<p>${esc(p)}</p>`).join('\n')}
</article><footer>Fixture pages. All rights reserved.</footer></body></html>`;
}

/** Hostile answers, each a way a feed can be broken. */
const BAD: Record<string, (res: ServerResponse) => void> = {
  '/bad/malformed': (res) =>
    res
      .writeHead(200, { 'content-type': 'application/rss+xml' })
      .end('<?xml version="1.0"?><rss version="2.0"><channel><title>Cut</title><item><title>Half an it'),
  // 64 MB of zeros, 64 KB on the wire.
  '/bad/bomb': (res) =>
    res
      .writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' })
      .end(gzipSync(Buffer.alloc(64 << 20))),
  '/bad/huge': (res) =>
    res
      .writeHead(200, { 'content-type': 'application/rss+xml' })
      .end(`<?xml version="1.0"?><rss version="2.0"><channel><title>${'x'.repeat(2 << 20)}</title></channel></rss>`),
  '/bad/private': (res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  '/bad/html': (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>Our news</body></html>'),
  '/bad/limited': (res) => res.writeHead(429, { 'retry-after': '120' }).end(),
};

export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, { xml: string; etag: string }>();
  const pages = new Map<string, FixtureItem>();
  const inFlight = new Map<string, number>();
  let most = 0;
  const requests: FeedRequest[] = [];
  let port = 0;
  const origin = (host = '127.0.0.1') => `http://${host}:${port}`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const feed = feeds.get(path);
    if (feed) {
      if (req.headers['if-none-match'] === feed.etag) return res.writeHead(304, { etag: feed.etag }).end();
      return res.writeHead(200, { 'content-type': 'application/rss+xml', etag: feed.etag }).end(feed.xml);
    }
    const item = pages.get(path);
    if (item) {
      await new Promise((r) => setTimeout(r, server.pageDelayMs));
      if (!item.page) return res.writeHead(500).end('broken');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(item));
    }
    BAD[path]?.(res);
  };

  const http = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const entry: FeedRequest = {
      host,
      path: new URL(req.url ?? '/', 'http://x').pathname,
      startedAt: Date.now(),
      endedAt: 0,
      ifNoneMatch: req.headers['if-none-match'],
      status: 0,
    };
    requests.push(entry);
    inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
    most = Math.max(most, inFlight.get(host)!);
    res.on('close', () => {
      inFlight.set(host, inFlight.get(host)! - 1);
      entry.endedAt = Date.now();
      entry.status = res.statusCode;
    });
    void handle(req, res).then(() => {
      if (!res.headersSent) res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  port = (http.address() as AddressInfo).port;

  const server: FeedServer = {
    port,
    origin,
    pageDelayMs: 0,
    requests,
    setFeed(name, items) {
      const xml = rss(name, origin(), items);
      feeds.set(`/feeds/${name}`, { xml, etag: `"${createHash('sha1').update(xml).digest('hex').slice(0, 16)}"` });
      for (const i of items) pages.set(`/pages/${i.slug}`, i);
    },
    mostInFlightPerHost: () => most,
    close: () => {
      http.closeAllConnections();
      return new Promise((r) => http.close(() => r()));
    },
  };
  return server;
}

/** `n` items of a feed whose pages hold the text (the feed carries only summaries). */
export function fixtureItems(prefix: string, n: number): FixtureItem[] {
  return Array.from({ length: n }, (_, i) => ({
    slug: `${prefix}-${i}`,
    title: `Fixture story ${prefix} number ${i} about a harbour crane failure`,
    summary: `Summary of ${prefix} ${i}.`,
    page: [
      `The full text of ${prefix} story ${i} says a crane failed at the fixture harbour on a windy morning, and the port authority closed berth ${i} while engineers inspected it.`,
      `A second paragraph of ${prefix} story ${i} adds that shipping lines expected delays of about ${i + 2} hours and that no one was hurt when the boom came down onto the quay.`,
    ],
  }));
}

/** Every message on a topic from its start to its end as it is now: value and feed-item header. */
export async function readTopic(kafka: Kafka, topic: string): Promise<{ value: string; item: string | null }[]> {
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map((await admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
  if ([...ends.values()].every((e) => e === 0)) {
    await admin.disconnect();
    return [];
  }
  const groupId = `test-read-${randomBytes(5).toString('hex')}`;
  const consumer = kafka.consumer({ groupId });
  const out: { value: string; item: string | null }[] = [];
  const position = new Map<number, number>();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`could not read ${topic} to its end`)), 30_000);
    void consumer.run({
      eachMessage: ({ partition, message }) => {
        const h = message.headers?.[ITEM_HEADER];
        out.push({ value: message.value?.toString() ?? '', item: h ? h.toString() : null });
        position.set(partition, Number(message.offset) + 1);
        if ([...ends].every(([p, end]) => (position.get(p) ?? 0) >= end)) {
          clearTimeout(timer);
          resolve();
        }
        return Promise.resolve();
      },
    });
  });
  await consumer.disconnect();
  await admin.deleteGroups([groupId]).catch(() => undefined);
  await admin.disconnect();
  return out;
}
