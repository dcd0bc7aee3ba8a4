import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailed, RefusedUrl, SafeFetcher } from '../../../services/web/fetcher.ts';
import { extractPage } from '../../../services/web/extract.ts';
import { FIXTURE_HOST, fakeResolver, startFixtureServer, type FixtureServer } from '../../helpers/web-fixtures.ts';

let fx: FixtureServer;
let fetcher: SafeFetcher;

beforeAll(async () => {
  fx = await startFixtureServer();
  fetcher = new SafeFetcher({
    resolver: fakeResolver({ [FIXTURE_HOST]: ['127.0.0.1'] }),
    allowHosts: [FIXTURE_HOST],
    limits: { timeoutMs: 1_500, maxBytes: 1024 * 1024 },
  });
});
afterAll(() => fx.close());

const failure = async (path: string) => {
  const err = await fetcher.fetch(`${fx.origin}${path}`).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchFailed);
  return err as FetchFailed;
};

describe('SafeFetcher on local fixture pages (our own server stands in for the public internet)', () => {
  it('fetches a page and reports where it ended up', async () => {
    const page = await fetcher.fetch(`${fx.origin}/article`);
    expect(page).toMatchObject({ url: `${fx.origin}/article`, mediaType: 'text/html' });
    expect(page.text).toContain('Port of Rotterdam reopens');
  });

  it('follows up to 5 redirects, relative ones included, and refuses the 6th', async () => {
    const page = await fetcher.fetch(`${fx.origin}/hops/5`);
    expect(page.url).toBe(`${fx.origin}/hops/0`);
    expect(page.text).toContain('Port of Rotterdam');
    const err = await failure('/hops/6');
    expect(err.reason).toBe('more than 5 redirects');
    expect(err.url).toBe(`${fx.origin}/hops/6`);
  });

  it('decodes the charset named by the header, by a meta tag, and gzip bodies', async () => {
    expect((await fetcher.fetch(`${fx.origin}/latin1`)).text).toContain('Café crème à Genève');
    expect((await fetcher.fetch(`${fx.origin}/meta-charset`)).text).toContain('Новости Киева');
    const gz = await fetcher.fetch(`${fx.origin}/gzip`);
    expect(gz.text).toBe((await fetcher.fetch(`${fx.origin}/article`)).text);
  });

  it('reads plain text, and sniffs HTML when no Content-Type is sent', async () => {
    expect(await fetcher.fetch(`${fx.origin}/text`)).toMatchObject({ mediaType: 'text/plain' });
    expect(await fetcher.fetch(`${fx.origin}/no-content-type`)).toMatchObject({ mediaType: 'text/html' });
  });

  it('refuses non-HTML bodies with the content type in the reason', async () => {
    expect((await failure('/image')).reason).toMatch(/unsupported content type image\/png/);
    expect((await failure('/json')).reason).toMatch(/unsupported content type application\/json/);
  });

  it('refuses bodies over the limit, declared or streamed, without reading them whole', async () => {
    expect((await failure('/big-declared')).reason).toMatch(/larger than the 1048576-byte limit/);
    const t = Date.now();
    expect((await failure('/big-streamed')).reason).toMatch(/larger than the 1048576-byte limit/);
    expect(Date.now() - t).toBeLessThan(1_500);
  });

  it('gives up on a slow server after the time limit', async () => {
    const t = Date.now();
    const err = await failure('/slow');
    expect(err.reason).toBe('timed out after 1500 ms');
    expect(Date.now() - t).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - t).toBeLessThan(3_000);
  });

  it('reports upstream errors as fetch failures, and refuses a name that does not exist like an internal one', async () => {
    expect((await failure('/not-found')).reason).toBe('upstream answered 404');
    const err = await fetcher.fetch('http://no-such-host.test/').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RefusedUrl);
    expect((err as RefusedUrl).reason).toBe('no-such-host.test does not resolve to a public address');
    expect((err as RefusedUrl).detail).toMatch(/did not resolve \(ENOTFOUND\)/);
  });

  it('extracts a page without a title or a date: the first line stands in, the date is null', async () => {
    const page = await fetcher.fetch(`${fx.origin}/no-title`);
    const e = extractPage(page.text, page.url);
    expect(e.title).toMatch(/^Without a title element, a heading or any date/);
    expect(e.title.length).toBeLessThanOrEqual(121);
    expect(e.publishDate).toBeNull();
    expect(e.fullContent.split('\n\n')).toHaveLength(2);
  });
});
