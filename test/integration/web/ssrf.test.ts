import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefusedUrl, SafeFetcher } from '../../../services/web/fetcher.ts';
import {
  FIXTURE_HOST,
  fakeResolver,
  startFixtureServer,
  startSentinel,
  type FixtureServer,
} from '../../helpers/web-fixtures.ts';

let fx: FixtureServer;
let sentinel: Awaited<ReturnType<typeof startSentinel>>;
let fetcher: SafeFetcher;

beforeAll(async () => {
  fx = await startFixtureServer();
  sentinel = await startSentinel();
  fetcher = new SafeFetcher({
    // The fixture host is allowed (it stands in for a public site); every other name is resolved here.
    allowHosts: [FIXTURE_HOST],
    resolver: fakeResolver({
      [FIXTURE_HOST]: ['127.0.0.1'],
      localhost: ['127.0.0.1', '::1'],
      'rebind.test': ['127.0.0.1'],
      'mixed.test': ['93.184.216.34', '127.0.0.1'],
      'v6-loopback.test': ['::1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'private.test': ['10.0.0.7'],
      'ula.test': ['fd00::7'],
    }),
    limits: { timeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await fx.close();
  await sentinel.close();
});

describe('SSRF: refused addresses are never connected to', () => {
  const vectors = (p: number): [string, string, RegExp][] => [
    // [name, url, reason]
    ['loopback', `http://127.0.0.1:${p}/`, /loopback/],
    ['loopback, other address', `http://127.8.9.10:${p}/`, /loopback/],
    ['decimal IPv4', `http://2130706433:${p}/`, /127\.0\.0\.1 is in the loopback range/],
    ['octal IPv4', `http://0177.0.0.1:${p}/`, /loopback/],
    ['hex IPv4', `http://0x7f.0.0.1:${p}/`, /loopback/],
    ['hex dword IPv4', `http://0x7f000001:${p}/`, /loopback/],
    ['short IPv4', `http://127.1:${p}/`, /loopback/],
    ['octal dword IPv4', `http://017700000001:${p}/`, /loopback/],
    ['IPv6 loopback', `http://[::1]:${p}/`, /loopback/],
    ['IPv4-mapped IPv6', `http://[::ffff:127.0.0.1]:${p}/`, /IPv4-mapped/],
    ['IPv4-mapped IPv6, hex', `http://[::ffff:7f00:1]:${p}/`, /IPv4-mapped/],
    ['IPv4-mapped IPv6, long form', `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`, /IPv4-mapped/],
    ['IPv4-compatible IPv6', `http://[::127.0.0.1]:${p}/`, /refused/],
    ['unspecified IPv4', `http://0.0.0.0:${p}/`, /unspecified/],
    ['zero shorthand', `http://0:${p}/`, /unspecified/],
    ['unspecified IPv6', `http://[::]:${p}/`, /unspecified/],
    ['private 10/8', `http://10.0.0.1:${p}/`, /private/],
    ['private 172.16/12', `http://172.16.5.4:${p}/`, /private/],
    ['private 192.168/16', `http://192.168.1.1:${p}/`, /private/],
    ['cloud metadata (link-local)', `http://169.254.169.254:${p}/latest/meta-data/`, /link-local/],
    ['carrier-grade NAT', `http://100.64.0.1:${p}/`, /carrier-grade NAT/],
    ['IPv6 link-local', `http://[fe80::1]:${p}/`, /link-local/],
    ['IPv6 unique-local', `http://[fd12:3456::1]:${p}/`, /unique-local/],
    ['IPv4 multicast', `http://224.0.0.1:${p}/`, /multicast/],
    ['IPv6 multicast', `http://[ff02::1]:${p}/`, /multicast/],
    ['broadcast', `http://255.255.255.255:${p}/`, /broadcast/],
    ['reserved 240/4', `http://240.0.0.1:${p}/`, /reserved/],
    ['benchmarking 198.18/15', `http://198.18.0.1:${p}/`, /refused/],
    ['6to4 wrapping loopback', `http://[2002:7f00:1::]:${p}/`, /6to4/],
    ['NAT64 wrapping loopback', `http://[64:ff9b::7f00:1]:${p}/`, /NAT64/],
    ['name resolving to loopback (localhost)', `http://localhost:${p}/`, /localhost resolves to .*loopback/],
    ['name resolving to loopback (rebinding)', `http://rebind.test:${p}/`, /rebind\.test resolves to 127\.0\.0\.1/],
    [
      'name with one public and one loopback address',
      `http://mixed.test:${p}/`,
      /mixed\.test resolves to 127\.0\.0\.1/,
    ],
    ['name resolving to IPv6 loopback', `http://v6-loopback.test:${p}/`, /loopback/],
    ['name resolving to an IPv4-mapped address', `http://mapped.test:${p}/`, /IPv4-mapped/],
    ['name resolving to cloud metadata', `http://metadata.test:${p}/`, /link-local/],
    ['name resolving to a private address', `http://private.test:${p}/`, /private/],
    ['name resolving to a unique-local address', `http://ula.test:${p}/`, /unique-local/],
    ['credentials in the URL', `http://user:secret@rebind.test:${p}/`, /credentials/],
    ['file scheme', 'file:///etc/passwd', /scheme file: refused/],
    ['ftp scheme', `ftp://127.0.0.1:${p}/`, /scheme ftp: refused/],
    ['gopher scheme', `gopher://127.0.0.1:${p}/_GET`, /scheme gopher: refused/],
  ];

  it('lists at least 30 direct vectors', () => {
    expect(vectors(1).length).toBeGreaterThanOrEqual(30);
  });

  for (const [name, , reason] of vectors(0)) {
    it(`refuses ${name}`, async () => {
      const [, url] = vectors(sentinel.port).find(([n]) => n === name)!;
      const err = await fetcher.fetch(url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, url).toBeInstanceOf(RefusedUrl);
      expect((err as RefusedUrl).detail).toMatch(reason);
      // What only the resolver knew stays in the detail: the client is told the name is not public.
      const host = new URL(url).hostname;
      if (url.startsWith('http') && !isIP(host.replace(/^\[|\]$/g, '')) && !/credentials/.test(name))
        expect((err as RefusedUrl).reason).toBe(`${host} does not resolve to a public address`);
      expect(sentinel.connections()).toBe(0);
    });
  }

  const redirects = (p: number): [string, string][] => [
    ['to loopback', `http://127.0.0.1:${p}/`],
    ['to decimal loopback', `http://2130706433:${p}/`],
    ['to IPv6 loopback', `http://[::1]:${p}/`],
    ['to IPv4-mapped loopback', `http://[::ffff:127.0.0.1]:${p}/`],
    ['to a name resolving to loopback', `http://rebind.test:${p}/`],
    ['to localhost', `http://localhost:${p}/`],
    ['to cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['to a file URL', 'file:///etc/passwd'],
  ];

  for (const [name] of redirects(0)) {
    it(`refuses a redirect ${name}, after fetching only the allowed hop`, async () => {
      const [, target] = redirects(sentinel.port).find(([n]) => n === name)!;
      const before = fx.hits.get('/redirect-to') ?? 0;
      const err = await fetcher.fetch(`${fx.origin}/redirect-to?url=${encodeURIComponent(target)}`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(RefusedUrl);
      expect((err as RefusedUrl).reason).toMatch(/^redirect to .* refused: |refused/);
      expect(fx.hits.get('/redirect-to')).toBe(before + 1);
      expect(sentinel.connections()).toBe(0);
    });
  }

  it('with no allow-list, even the fixture host is refused (the allow-list is off by default)', async () => {
    const strict = new SafeFetcher({ resolver: fakeResolver({ [FIXTURE_HOST]: ['127.0.0.1'] }) });
    const before = fx.hits.get('/article') ?? 0;
    await expect(strict.fetch(`${fx.origin}/article`)).rejects.toBeInstanceOf(RefusedUrl);
    expect(fx.hits.get('/article') ?? 0).toBe(before);
  });
});
