import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Resolver } from '../../services/web/fetcher.ts';

/** The host name our fixture pages are served under; the injected resolver maps it to 127.0.0.1. */
export const FIXTURE_HOST = 'fixtures.test';

export const ARTICLE_HTML = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><title>Port of Rotterdam reopens after storm | Harbour Daily</title>
<script type="application/ld+json">{"@type":"NewsArticle","headline":"Port of Rotterdam reopens after storm","datePublished":"2026-03-14T08:30:00+01:00"}</script>
<style>body{font-family:serif}</style>
</head><body>
<nav><a href="/">Home</a> <a href="/ports">Ports</a> <a href="/weather">Weather</a></nav>
<article>
<h1>Port of Rotterdam reopens after storm</h1>
<p>The Port of Rotterdam reopened its container terminals on Saturday morning after a winter storm forced a two-day closure, the port authority said. Ships that had waited at anchor in the North Sea began moving into the Maasvlakte terminals at first light.</p>
<p>Harbour pilots resumed boarding at dawn, and the authority expects the backlog of about forty vessels to clear by Tuesday. Terminal operators said cranes were inspected overnight and no structural damage was found.</p>
<p>Freight forwarders warned that rail connections to Germany remain slow because of fallen trees on the Betuweroute. Deutsche Bahn said crews were clearing the line and that the first freight trains should run again on Monday.</p>
<p>The storm brought gusts of more than 120 kilometres per hour to the Dutch coast. Schiphol airport cancelled hundreds of flights on Thursday and Friday, and several ferry crossings to England were suspended until the wind eased.</p>
</article>
<footer>© Harbour Daily. All rights reserved. Contact us. Privacy policy.</footer>
</body></html>`;

const NO_TITLE_HTML = `<html><body><div>
<p>Without a title element, a heading or any date, this page still has text worth reading for anyone who asks for it, and the extractor has to fall back on what it finds.</p>
<p>A second paragraph follows so that the text is long enough to count as an article body rather than a stray fragment of navigation or a cookie banner.</p>
</div></body></html>`;

export interface FixtureServer {
  origin: string;
  port: number;
  /** Requests received per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Our own pages, served over real HTTP: redirects, charsets, slow, oversized and non-HTML bodies. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    };
    const hop = /^\/hops\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(n > 0 ? 302 : 200, n > 0 ? { location: `/hops/${n - 1}` } : { 'content-type': 'text/html' });
      return res.end(n > 0 ? '' : ARTICLE_HTML);
    }
    switch (url.pathname) {
      case '/article':
        return html(ARTICLE_HTML);
      case '/no-title':
        return html(NO_TITLE_HTML);
      case '/redirect-to': {
        res.writeHead(302, { location: url.searchParams.get('url') ?? '/' });
        return res.end();
      }
      case '/latin1':
        return html(
          Buffer.from(
            '<html><head><title>Café crème à Genève</title></head><body><p>Les négociations à Genève reprennent après une pause. Les délégués se réunissent à nouveau au Palais des Nations pour discuter du cessez-le-feu et des échanges de prisonniers prévus.</p></body></html>',
            'latin1',
          ),
          'text/html; charset=ISO-8859-1',
        );
      case '/meta-charset': {
        const body =
          '<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><title>Новости Киева</title></head><body><p>Энергетики восстановили подачу электричества в большинстве районов Киева после ночной атаки на подстанции, сообщили городские власти утром в субботу.</p></body></html>';
        return html(Buffer.from(new Uint8Array([...body].map((ch) => cp1251(ch)))), 'text/html');
      }
      case '/gzip': {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        return res.end(gzipSync(ARTICLE_HTML));
      }
      case '/no-content-type': {
        res.writeHead(200, {});
        return res.end(ARTICLE_HTML);
      }
      case '/text':
        return html(
          'Shipping update\n\nThe canal reopened to traffic on 12 March 2026 after dredging works finished ahead of schedule.\n\nConvoys resume tomorrow.',
          'text/plain; charset=utf-8',
        );
      case '/image':
        return html(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'image/png');
      case '/json':
        return html('{"a":1}', 'application/json');
      case '/big-declared': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(64 * 1024 * 1024) });
        return res.end(); // the fetcher must refuse before reading
      }
      case '/big-streamed': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 16 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
          if (sent < 16 * 1024 * 1024) res.once('drain', pump);
          else res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        return pump();
      }
      case '/slow': {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body><p>first bytes');
        const t = setTimeout(() => res.end('</p></body></html>'), 30_000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      case '/not-found': {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>gone</h1>');
      }
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://${FIXTURE_HOST}:${port}`,
    port,
    hits,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function cp1251(ch: string): number {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return code;
  if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0; // А..я
  if (code === 0x401) return 0xa8; // Ё
  if (code === 0x451) return 0xb8; // ё
  return 0x3f;
}

/**
 * A TCP listener that only counts connections: the target of every SSRF vector. Any count above
 * zero means a refused address was connected to.
 */
export async function startSentinel(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  let count = 0;
  const servers: TcpServer[] = [];
  const first = createTcpServer((s) => {
    count++;
    s.destroy();
  });
  first.listen(0, '127.0.0.1');
  await once(first, 'listening');
  servers.push(first);
  const port = (first.address() as AddressInfo).port;
  // The same port on ::1 too, when this machine has IPv6 loopback.
  const v6 = createTcpServer((s) => {
    count++;
    s.destroy();
  });
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve());
    v6.listen(port, '::1', () => {
      servers.push(v6);
      resolve();
    });
  });
  return {
    port,
    connections: () => count,
    close: async () => {
      for (const s of servers) s.close();
      await Promise.all(servers.map((s) => once(s, 'close')));
    },
  };
}

/** Maps test host names to addresses; anything else is "not found", as a real resolver would say. */
export function fakeResolver(table: Record<string, string[]>): Resolver {
  return (hostname) => {
    const addrs = table[hostname.toLowerCase()];
    if (!addrs)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(
      addrs.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) })),
    );
  };
}
