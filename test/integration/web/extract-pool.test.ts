import { afterAll, describe, expect, it } from 'vitest';
import { extractPage } from '../../../services/web/extract.ts';
import { ExtractPool, ExtractTimeout } from '../../../services/web/extract-pool.ts';
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

  it('stops a page that takes longer than its time limit', async () => {
    // The limit covers starting a thread too, so it is well above that (about a second here).
    const pool = new ExtractPool({ maxThreads: 1, timeLimitMs: 3_000 });
    pools.push(pool);
    await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() });
    // About 7 s of extraction in one thread (the fetcher's 5 MB cap keeps real pages well below).
    const huge = `<html><body>${'<div><p>Paragraph of text that goes on for a while, with words.</p></div>'.repeat(200_000)}</body></html>`;
    const t = Date.now();
    await expect(pool.extract(huge, 'https://x.example/', { now: new Date() })).rejects.toBeInstanceOf(ExtractTimeout);
    expect(Date.now() - t).toBeLessThan(5_000);
    // The pool still serves the next page after the stopped thread.
    expect((await pool.extract(ARTICLE_HTML, 'https://x.example/', { now: new Date() })).title).toBe('Port of Rotterdam reopens after storm');
  });
});
