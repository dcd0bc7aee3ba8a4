import { afterAll, describe, expect, it } from 'vitest';
import { extractPage } from '../../../services/web/extract.ts';
import { ExtractPool, ExtractStopped } from '../../../services/web/extract-pool.ts';
import { ARTICLE_HTML } from '../../helpers/web-fixtures.ts';

const pools: ExtractPool[] = [];
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('ExtractPool (extraction off the event loop)', () => {
  it('returns in a worker thread what extractPage returns in process', async () => {
    const pool = new ExtractPool({ maxThreads: 1 });
    pools.push(pool);
    const now = new Date('2026-11-01T00:00:00Z');
    const url = 'https://harbour.example/ports/rotterdam';
    expect(await pool.extract(ARTICLE_HTML, url, { now })).toEqual(extractPage(ARTICLE_HTML, url, { now }));
  });

  it("does not count a thread's start-up against the page's time limit", async () => {
    // Starting a thread (loading the extractor into it) takes half a second to a second here, more
    // under load; extracting this page takes tens of milliseconds. Only the latter is the page's
    // time. The limit is a quarter of a cold start measured just before, so that the start-up alone
    // would overrun it on a fast machine or a loaded one alike.
    const probe = new ExtractPool({ maxThreads: 1 });
    pools.push(probe);
    let t = Date.now();
    await probe.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() });
    const limit = Math.round((Date.now() - t) / 4);
    const pool = new ExtractPool({ maxThreads: 1, timeLimitMs: limit });
    pools.push(pool);
    t = Date.now();
    const first = await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() });
    expect(first.title).toBe('Port of Rotterdam reopens after storm');
    expect(Date.now() - t).toBeGreaterThan(limit);
  });

  // Within the fetcher's 5 MB cap: about 4 s of extraction in a thread, and under 200 MB of heap.
  const heavy = `<html><body>${'<div><p>Paragraph of text that goes on for a while, with words.</p></div>'.repeat(65_000)}</body></html>`;

  it('stops a page that takes longer than its time limit, and serves the next page', async () => {
    const pool = new ExtractPool({ maxThreads: 1, timeLimitMs: 2_000 });
    pools.push(pool);
    await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() });
    const t = Date.now();
    await expect(pool.extract(heavy, 'https://x.example/', { now: new Date() })).rejects.toThrow(
      /took more than 2000 ms/,
    );
    expect(Date.now() - t).toBeLessThan(3_500);
    expect((await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() })).title).toBe(
      'Port of Rotterdam reopens after storm',
    );
  });

  it('stops a page that outgrows the thread heap, and serves the next page', async () => {
    // A time limit far away, so that only the heap can stop the page, however busy the machine.
    const pool = new ExtractPool({ maxThreads: 1, heapLimitMb: 48, timeLimitMs: 120_000 });
    pools.push(pool);
    const failure = pool.extract(heavy, 'https://x.example/', { now: new Date() });
    await expect(failure).rejects.toBeInstanceOf(ExtractStopped);
    await expect(failure).rejects.toThrow('the page is too large to extract');
    expect((await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() })).title).toBe(
      'Port of Rotterdam reopens after storm',
    );
  });
});
