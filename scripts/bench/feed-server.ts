// bench:feeds' publishers, in a process of their own: `--feeds` RSS feeds spread over `--hosts` hosts,
// each host a loopback address of its own (127.0.0.2, 127.0.0.3, …) on one port, so that the poller's
// one-request-at-a-time-per-host rule meets many hosts as it would on the internet. Every feed starts
// with three items that carry their whole text; {publish: {share, items}} over IPC gives that share of
// the feeds new items carrying only a summary (their pages must be fetched); conditional GETs of an
// unchanged feed answer 304. {report: true} is answered with what was requested since the last report.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const opt = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const FEEDS = opt('--feeds', 1000);
const HOSTS = opt('--hosts', 250);
const PORT = opt('--port', 0);

const hostOf = (feed: number) => `127.0.0.${2 + (feed % HOSTS)}`;

interface Item {
  slug: string;
  title: string;
  summary: string;
  content: string | null;
  at: number;
}
const feeds: { items: Item[]; xml: string; etag: string }[] = [];
const pages = new Map<string, Item>();
let serial = 0;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const words = ['harbour', 'grid', 'council', 'ministry', 'court', 'market', 'storm', 'election', 'port', 'union'];
function story(feed: number, withText: boolean): Item {
  const n = serial++;
  const w = (k: number) => words[(n * 7 + k * 3 + feed) % words.length]!;
  const text = [
    `Officials said the ${w(0)} near district ${n} was ${w(1)}-related, a development that ${w(2)} leaders had warned about for weeks before the announcement on Tuesday morning.`,
    `Residents of district ${n} told reporters the ${w(3)} affected about ${100 + (n % 900)} households, and that a second review of the ${w(4)} was expected before the end of the month.`,
    `Analysts said item ${n} of feed ${feed} would be watched closely by the ${w(5)} and by neighbouring regions facing the same pressures.`,
  ];
  return {
    slug: `f${feed}-s${n}`,
    title: `Story ${n} from feed ${feed}: ${w(0)} and ${w(1)} in district ${n}`,
    summary: text[0]!,
    content: withText ? text.map((p) => `<p>${p}</p>`).join('') : null,
    at: Date.now(),
  };
}

function render(feed: number): void {
  const f = feeds[feed]!;
  const host = `http://${hostOf(feed)}:${PORT}`;
  f.xml = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Bench feed ${feed}</title>
${f.items
  .map(
    (i) =>
      `<item><title>${esc(i.title)}</title><link>${host}/pages/${i.slug}</link><guid>${i.slug}</guid><description>${esc(i.summary)}</description>${
        i.content ? `<content:encoded><![CDATA[${i.content}]]></content:encoded>` : ''
      }<pubDate>${new Date(i.at).toUTCString()}</pubDate></item>`,
  )
  .join('\n')}
</channel></rss>`;
  f.etag = `"${createHash('sha1').update(f.xml).digest('hex').slice(0, 16)}"`;
}

for (let i = 0; i < FEEDS; i++) {
  feeds.push({ items: [story(i, true), story(i, true), story(i, true)], xml: '', etag: '' });
}

const seen = { feeds200: 0, feeds304: 0, pages: 0, firstPage: 0, lastPage: 0 };

function handle(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '/';
  const feed = /^\/feeds\/(\d+)$/.exec(path);
  if (feed && feeds[Number(feed[1])]) {
    const f = feeds[Number(feed[1])]!;
    if (req.headers['if-none-match'] === f.etag) {
      seen.feeds304++;
      return void res.writeHead(304, { etag: f.etag }).end();
    }
    seen.feeds200++;
    return void res.writeHead(200, { 'content-type': 'application/rss+xml', etag: f.etag }).end(f.xml);
  }
  const item = pages.get(path);
  if (item) {
    const now = Date.now();
    seen.pages++;
    seen.firstPage ||= now;
    seen.lastPage = now;
    return void res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><head><title>${esc(item.title)}</title></head><body><nav><a href="/">Home</a></nav><article><h1>${esc(item.title)}</h1>${[
          item.summary,
          `Residents of the district described the ${item.slug} events in detail to reporters, and officials promised a full account within days.`,
          `A second paragraph on ${item.slug} adds context that only the page carries, so that the article sent is the page's whole text.`,
        ]
          .map((p) => `<p>${esc(p)}</p>`)
          .join('')}</article><footer>Bench publisher</footer></body></html>`,
      );
  }
  res.writeHead(404).end();
}

const servers = Array.from({ length: HOSTS }, (_, h) => {
  const s = createServer(handle);
  s.keepAliveTimeout = 5_000;
  return new Promise<void>((r) => s.listen(PORT, `127.0.0.${2 + h}`, r));
});
await Promise.all(servers);
for (let i = 0; i < FEEDS; i++) render(i);

process.on('message', (m: { publish?: { share: number; items: number }; report?: true }) => {
  if (m.publish) {
    let published = 0;
    for (let i = 0; i < FEEDS; i++) {
      if ((i * 7919) % 1000 >= m.publish.share * 1000) continue;
      for (let k = 0; k < m.publish.items; k++) {
        const s = story(i, false);
        feeds[i]!.items.unshift(s);
        pages.set(`/pages/${s.slug}`, s);
        published++;
      }
      render(i);
    }
    process.send!({ published });
  }
  if (m.report) {
    process.send!({ seen: { ...seen } });
    Object.assign(seen, { feeds200: 0, feeds304: 0, pages: 0, firstPage: 0, lastPage: 0 });
  }
});
process.send?.({ ready: true, hosts: Array.from({ length: HOSTS }, (_, h) => `127.0.0.${2 + h}`) });
