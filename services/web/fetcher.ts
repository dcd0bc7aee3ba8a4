import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, request } from 'undici';
import { bareHost, refusedAddress } from './address.ts';
import { decodeBody } from './decode.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Host name → addresses. Injected in tests; the default asks the system resolver. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface FetchLimits {
  maxRedirects: number;
  /** For the whole chain of hops, body included. */
  timeoutMs: number;
  /** Decoded (decompressed) body bytes. */
  maxBytes: number;
}

export const DEFAULT_LIMITS: FetchLimits = { maxRedirects: 5, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };

/**
 * The URL, or a hop it redirects to, points somewhere we never connect to. A client mistake: 400.
 * `reason` is what the client is told; `detail`, for the server's log, may add what only the
 * resolver knows (the addresses a name resolves to, its error), which would map internal names.
 */
export class RefusedUrl extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
    readonly detail: string = reason,
  ) {
    super(`${url}: ${detail}`);
  }
}

/** The page could not be fetched or is not a page we read. Upstream's fault: 502. `detail` as above. */
export class FetchFailed extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
    /** What the server log gets: the reason with what the client must not learn (addresses, resolver errors). */
    readonly detail: string = reason,
    /** The upstream's answer, when it answered with a status we do not read, and its `Retry-After` in seconds. */
    readonly answer?: { status: number; retryAfterSeconds: number | null },
  ) {
    super(`${url}: ${detail}`);
  }
}

export interface FetchedPage {
  /** The URL the final hop was fetched from. */
  url: string;
  mediaType: 'text/html' | 'application/xhtml+xml' | 'text/plain';
  text: string;
  bytes: number;
}

/** How long an idle webhook connection is kept open, how many origins keep theirs, and how many each may open. */
const POST_KEEP_ALIVE_MS = 30_000;
const MAX_POST_AGENTS = 64;
const POST_CONNECTIONS = 16;

const MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain']);
/** What a feed fetch reads: RSS and Atom, under their own names or as XML. */
const FEED_MEDIA_TYPES = new Set([
  'application/rss+xml',
  'application/atom+xml',
  'application/xml',
  'text/xml',
  'application/x-rss+xml',
]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What one kind of fetch asks for and reads. */
interface Wanted {
  accept: string;
  mediaTypes: ReadonlySet<string>;
  /** Those media types, in words. */
  described: string;
  /** The media type of a body sent without a Content-Type. */
  sniff: (bytes: Buffer) => string;
  /** Extra request headers (a feed's validators). */
  headers?: Record<string, string>;
}

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8',
  mediaTypes: MEDIA_TYPES,
  described: 'HTML, XHTML and plain text',
  sniff: sniffMediaType,
};

/** A feed's validators from its last answer, sent back for a conditional GET. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedFeed =
  | { notModified: true; url: string }
  | ({ notModified: false; url: string; text: string; bytes: number } & FeedValidators);

export interface FetcherOptions {
  resolver?: Resolver;
  /** Host names fetched even when they resolve to non-public addresses (tests, private deployments). */
  allowHosts?: readonly string[];
  limits?: Partial<FetchLimits>;
  userAgent?: string;
}

/**
 * An SSRF-safe page fetcher. Every hop's host is resolved by us, every address checked, and the
 * connection pinned to the checked address, so a second DNS answer can never redirect it
 * (no rebinding). Redirects are followed by hand, each one checked the same way.
 */
export class SafeFetcher {
  private readonly resolver: Resolver;
  private readonly allowHosts: Set<string>;
  readonly limits: FetchLimits;
  private readonly userAgent: string;
  /** Kept-alive POST connections by origin and checked address, least recently used first. */
  private readonly postAgents = new Map<string, Agent>();

  constructor(options: FetcherOptions = {}) {
    this.resolver = options.resolver ?? systemResolver;
    this.allowHosts = new Set((options.allowHosts ?? []).map((h) => bareHost(h.toLowerCase())));
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.userAgent = options.userAgent ?? 'SitrepBot/1.0 (+https://sitrep.local/bot)';
  }

  /**
   * Why `url` is refused by its shape alone, with no DNS lookup: not an absolute http(s) URL,
   * credentials in it, a non-public IP literal or a `localhost` name. Null when only fetching can tell.
   * Callers ask this before any billing step; `fetch` checks everything again, resolved addresses too.
   */
  refusal(url: string): string | null {
    let target: URL;
    try {
      target = parseTarget(url);
    } catch (err) {
      if (err instanceof RefusedUrl) return err.reason;
      throw err;
    }
    const host = bareHost(target.hostname);
    if (this.allowHosts.has(host)) return null;
    if (isIP(host)) return refusedAddress(host);
    if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is a loopback name: refused`;
    return null;
  }

  async fetch(url: string, signal?: AbortSignal): Promise<FetchedPage> {
    const res = await this.follow(url, PAGE, signal);
    return res.page!;
  }

  /**
   * A conditional GET of an RSS or Atom feed with the same checks and limits as `fetch`: 304 is
   * `notModified`; any other answer but 2xx throws FetchFailed with the status and its `Retry-After`.
   */
  async fetchFeed(url: string, validators: FeedValidators, signal?: AbortSignal): Promise<FetchedFeed> {
    const headers: Record<string, string> = {};
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const res = await this.follow(
      url,
      {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8',
        mediaTypes: FEED_MEDIA_TYPES,
        described: 'RSS, Atom and XML',
        sniff: sniffFeedType,
        headers,
      },
      signal,
    );
    if (!res.page) return { notModified: true, url: res.url };
    return {
      notModified: false,
      url: res.page.url,
      text: res.page.text,
      bytes: res.page.bytes,
      etag: res.header('etag') ?? null,
      lastModified: res.header('last-modified') ?? null,
    };
  }

  /** Follows redirects by hand, each hop checked; the final answer (a page, or a 304 when validators were sent). */
  private async follow(
    url: string,
    wanted: Wanted,
    signal?: AbortSignal,
  ): Promise<{ url: string; page?: FetchedPage; header: (name: string) => string | undefined }> {
    const timeout = AbortSignal.timeout(this.limits.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let current = url;
    for (let hop = 0; ; hop++) {
      const target = parseTarget(current);
      const pinned = await this.checkedAddress(target, combined, hop > 0);
      const res = await this.get(target, pinned, combined, url, wanted);
      if (res.redirect) {
        if (hop >= this.limits.maxRedirects)
          throw new FetchFailed(url, `more than ${this.limits.maxRedirects} redirects`);
        current = res.redirect;
        continue;
      }
      return { url: target.href, ...(res.page && { page: res.page }), header: res.header };
    }
  }

  /** The one address this hop connects to, after every address of its host passed the check. */
  private async checkedAddress(target: URL, signal: AbortSignal, redirected: boolean): Promise<ResolvedAddress> {
    const host = bareHost(target.hostname);
    const allowed = this.allowHosts.has(host);
    const hop = (reason: string) => (redirected ? `redirect to ${target.href} refused: ${reason}` : reason);
    const refuse = (reason: string, detail = reason) => new RefusedUrl(target.href, hop(reason), hop(detail));
    if (isIP(host)) {
      const reason = allowed ? null : refusedAddress(host);
      if (reason) throw refuse(reason);
      return { address: host, family: isIP(host) === 6 ? 6 : 4 };
    }
    // A name that does not exist is told like one that resolves inside: the client learns neither
    // the addresses nor which internal names exist (webhooks are free to create).
    const notPublic = `${host} does not resolve to a public address`;
    let addresses: ResolvedAddress[];
    try {
      addresses = await raceAbort(this.resolver(host), signal);
    } catch (err) {
      if (signal.aborted) throw new FetchFailed(target.href, `timed out after ${this.limits.timeoutMs} ms`);
      const code = (err as NodeJS.ErrnoException).code;
      const detail = `${host} did not resolve (${code ?? (err as Error).message})`;
      if (code === 'ENOTFOUND' || code === 'ENODATA') throw refuse(notPublic, detail);
      throw new FetchFailed(target.href, `${host} could not be resolved for now`, detail);
    }
    if (addresses.length === 0) throw refuse(notPublic, `${host} did not resolve`);
    if (!allowed) {
      for (const a of addresses) {
        const reason = refusedAddress(a.address);
        if (reason) throw refuse(notPublic, `${host} resolves to ${reason}`);
      }
    }
    return addresses[0]!;
  }

  private async get(
    target: URL,
    pinned: ResolvedAddress,
    signal: AbortSignal,
    requested: string,
    wanted: Wanted,
  ): Promise<{ redirect?: string; page?: FetchedPage; header: (name: string) => string | undefined }> {
    const dispatcher = this.pinnedAgent(pinned);
    const fail = (reason: string) => new FetchFailed(requested, reason);
    try {
      let res;
      try {
        res = await request(target, {
          method: 'GET',
          dispatcher,
          signal,
          headers: {
            ...wanted.headers,
            'user-agent': this.userAgent,
            accept: wanted.accept,
            'accept-encoding': 'gzip, deflate, br',
          },
        });
      } catch (err) {
        throw fail(signal.aborted ? `timed out after ${this.limits.timeoutMs} ms` : describeError(err));
      }
      const header = (name: string) => {
        const v = res.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      if (REDIRECTS.has(res.statusCode)) {
        discard(res.body);
        const location = header('location');
        if (!location) throw fail(`redirect ${res.statusCode} without a Location`);
        return { redirect: new URL(location, target).href, header };
      }
      if (res.statusCode === 304 && wanted.headers && Object.keys(wanted.headers).length) {
        discard(res.body);
        return { header };
      }
      if (res.statusCode < 200 || res.statusCode > 299) {
        discard(res.body);
        throw new FetchFailed(requested, `upstream answered ${res.statusCode}`, undefined, {
          status: res.statusCode,
          retryAfterSeconds: retryAfterSeconds(header('retry-after'), Date.now()),
        });
      }
      const contentType = header('content-type');
      const declared = contentType?.split(';')[0]!.trim().toLowerCase();
      if (declared && !wanted.mediaTypes.has(declared)) {
        discard(res.body);
        throw fail(`unsupported content type ${declared}: only ${wanted.described} are read`);
      }
      const length = Number(header('content-length'));
      if (Number.isFinite(length) && length > this.limits.maxBytes) {
        discard(res.body);
        throw fail(`body of ${length} bytes is larger than the ${this.limits.maxBytes}-byte limit`);
      }
      const bytes = await this.readBody(res.body, header('content-encoding'), signal, fail);
      const mediaType = (declared ?? wanted.sniff(bytes)) as FetchedPage['mediaType'];
      if (!wanted.mediaTypes.has(mediaType)) throw fail(`body is not ${wanted.described}`);
      return {
        page: { url: target.href, mediaType, text: decodeBody(bytes, contentType), bytes: bytes.byteLength },
        header,
      };
    } finally {
      void dispatcher.destroy().catch(() => undefined);
    }
  }

  /** A connection pool (of one for page fetches) whose every lookup answers the checked address. */
  private pinnedAgent(pinned: ResolvedAddress, keepAlive = false): Agent {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    return new Agent({
      connect: { lookup, timeout: this.limits.timeoutMs },
      // Deliveries of several subscriptions to one receiver go side by side, each on a connection of its own.
      connections: keepAlive ? POST_CONNECTIONS : 1,
      pipelining: keepAlive ? 1 : 0,
      ...(keepAlive && { keepAliveTimeout: POST_KEEP_ALIVE_MS, keepAliveMaxTimeout: POST_KEEP_ALIVE_MS }),
    });
  }

  /**
   * Kept-alive connections for POSTs to one origin at one checked address: every POST still
   * resolves and checks the host first, and a host that now resolves elsewhere gets new connections
   * pinned to the new address. A failed request loses only its own connection (undici drops it), not
   * the other deliveries in flight to the same receiver. At most 64 origins are kept, least recently
   * used closed first.
   */
  private postAgent(target: URL, pinned: ResolvedAddress): Agent {
    const key = `${target.origin} ${pinned.address}`;
    let agent = this.postAgents.get(key);
    if (agent) {
      this.postAgents.delete(key); // re-inserted below: the map's order is least recently used first
    } else {
      agent = this.pinnedAgent(pinned, true);
      for (const [k, a] of this.postAgents) {
        if (this.postAgents.size < MAX_POST_AGENTS) break;
        this.postAgents.delete(k);
        void a.close().catch(() => undefined);
      }
    }
    this.postAgents.set(key, agent);
    return agent;
  }

  /** Closes the kept-alive POST connections. */
  async close(): Promise<void> {
    const agents = [...this.postAgents.values()];
    this.postAgents.clear();
    await Promise.all(agents.map((a) => a.close().catch(() => undefined)));
  }

  /**
   * POSTs `body` to `url` (webhook deliveries) with the same address checks and pinning as `fetch`.
   * Redirects are not followed (a 3xx is the receiver's answer) and the answer's body is dropped.
   * Resolves to the status; throws `RefusedUrl` for an address we never connect to, `FetchFailed` otherwise.
   */
  async post(url: string, body: string, headers: Record<string, string>): Promise<number> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    const target = parseTarget(url);
    const dispatcher = this.postAgent(target, await this.checkedAddress(target, signal, false));
    try {
      const res = await request(target, {
        method: 'POST',
        dispatcher,
        signal,
        headers: { 'user-agent': this.userAgent, ...headers },
        body,
      });
      // Read to the end (up to a limit) so the connection can carry the next delivery.
      await res.body.dump({ limit: 64 * 1024 });
      return res.statusCode;
    } catch (err) {
      throw new FetchFailed(url, signal.aborted ? `timed out after ${this.limits.timeoutMs} ms` : describeError(err));
    }
  }

  private async readBody(
    body: Readable,
    encoding: string | undefined,
    signal: AbortSignal,
    fail: (reason: string) => FetchFailed,
  ): Promise<Buffer> {
    const enc = encoding?.trim().toLowerCase();
    const decoder =
      enc === 'gzip' || enc === 'x-gzip'
        ? createGunzip()
        : enc === 'deflate'
          ? createInflate()
          : enc === 'br'
            ? createBrotliDecompress()
            : null;
    if (enc && enc !== 'identity' && !decoder) {
      discard(body);
      throw fail(`unsupported content encoding ${enc}`);
    }
    const stream: Readable = decoder ? body.pipe(decoder) : body;
    if (decoder) body.on('error', (err) => decoder.destroy(err));
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).byteLength;
        if (size > this.limits.maxBytes) throw fail(`body is larger than the ${this.limits.maxBytes}-byte limit`);
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      if (err instanceof FetchFailed) throw err;
      throw fail(signal.aborted ? `timed out after ${this.limits.timeoutMs} ms` : describeError(err));
    } finally {
      discard(body);
      decoder?.destroy();
    }
    return Buffer.concat(chunks);
  }
}

/** Drops a body we will not read; undici reports that as an abort, which is expected here. */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new RefusedUrl(url, 'not an absolute URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new RefusedUrl(url, `scheme ${target.protocol} refused: only http and https`);
  if (target.username || target.password) throw new RefusedUrl(url, 'credentials in the URL refused');
  return target;
}

/** With no Content-Type: HTML when it starts like markup, text when it decodes, else neither. */
function sniffMediaType(bytes: Buffer): string {
  const head = bytes.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  if (
    head.startsWith('<!doctype html') ||
    head.startsWith('<html') ||
    head.startsWith('<?xml') ||
    /^<(head|body|p|div|title)\b/.test(head)
  )
    return 'text/html';
  return bytes.subarray(0, 512).includes(0) ? 'application/octet-stream' : 'text/plain';
}

/** With no Content-Type: XML when it starts like an XML document or a feed. */
function sniffFeedType(bytes: Buffer): string {
  const head = bytes
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  return /^<(\?xml|rss|feed)\b/i.test(head) ? 'application/xml' : 'application/octet-stream';
}

/** `Retry-After` as seconds from `now` (ms): a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now: number): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function describeError(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.code ?? e.cause?.message ?? e.message ?? 'fetch failed';
}

function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
