// The feed poller's pure parts: reading RSS and Atom, item keys, when to poll again, health figures.
import { describe, expect, it } from 'vitest';
import { MalformedFeed, parseFeed } from '../../services/feeds/parse.ts';
import { limiter } from '../../services/feeds/poller.ts';
import { failingForADay, fullTextRate, hostFreeAt, nextPollAt } from '../../services/feeds/schedule.ts';
import { retryAfterSeconds } from '../../services/web/fetcher.ts';

const RSS = `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Sample Wire</title><language>en-gb</language>
<item><title>Quake hits &amp; shakes Luzon</title><link>https://sample.invalid/a</link><guid isPermaLink="false">wire-1</guid><description>&lt;p&gt;A strong quake.&lt;/p&gt;</description><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>Rates cut</title><link>/b</link><description>The bank cut rates.</description><content:encoded><![CDATA[<p>The central bank cut its rate by a quarter point.</p>]]></content:encoded></item>
</channel></rss>`;
const ATOM = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr"><title>Sample Atom</title>
<entry><id>tag:sample.invalid,2026:c</id><title>Port strike</title><link rel="self" href="https://sample.invalid/c.atom"/><link rel="alternate" type="text/html" href="https://sample.invalid/c"/><updated>2026-11-21T08:30:00Z</updated><summary>Dock workers walked out.</summary></entry>
<entry><title type="html">Second &lt;b&gt;item&lt;/b&gt;</title><link href="d"/><published>2026-11-20T08:00:00Z</published><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div></content></entry>
</feed>`;

describe('parseFeed', () => {
  it('reads RSS 2.0: links resolved against the feed, summaries and full content kept apart, ISO dates', () => {
    const feed = parseFeed(RSS, 'https://sample.invalid/feeds/wire.xml');
    expect(feed).toMatchObject({ format: 'rss', title: 'Sample Wire', language: 'en-gb' });
    expect(feed.items.map(({ key: _, ...i }) => i)).toEqual([
      {
        url: 'https://sample.invalid/a',
        title: 'Quake hits & shakes Luzon',
        summary: '<p>A strong quake.</p>',
        content: '',
        publishedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        url: 'https://sample.invalid/b',
        title: 'Rates cut',
        summary: 'The bank cut rates.',
        content: '<p>The central bank cut its rate by a quarter point.</p>',
        publishedAt: null,
      },
    ]);
  });

  it('reads Atom 1.0: the alternate HTML link, xml:lang, and XHTML content read as absent (its page is fetched)', () => {
    const feed = parseFeed(ATOM, 'https://sample.invalid/atom');
    expect(feed).toMatchObject({ format: 'atom', title: 'Sample Atom', language: 'fr' });
    expect(feed.items.map((i) => [i.url, i.title, i.summary, i.content, i.publishedAt])).toEqual([
      ['https://sample.invalid/c', 'Port strike', 'Dock workers walked out.', '', '2026-11-21T08:30:00.000Z'],
      ['https://sample.invalid/d', 'Second <b>item</b>', '', '', '2026-11-20T08:00:00.000Z'],
    ]);
  });

  it('keys an item by its id and version: the same item keeps its key, an edited title or date gets a new one', () => {
    const key = (xml: string) => parseFeed(xml, 'https://sample.invalid/').items[0]!.key;
    const base = key(RSS);
    expect(key(RSS)).toBe(base);
    expect(key(RSS.replace('<channel><title>Sample Wire', '<channel><title>Renamed'))).toBe(base);
    expect(key(RSS.replace('Quake hits', 'Quake strikes'))).not.toBe(base);
    expect(key(RSS.replace('10:00:00 GMT', '11:00:00 GMT'))).not.toBe(base);
    expect(key(RSS.replace('wire-1', 'wire-2'))).not.toBe(base);
  });

  it('refuses a truncated, non-feed or entity-bomb document whole, never reading part of it', () => {
    const refuse = (xml: string) => expect(() => parseFeed(xml, 'https://sample.invalid/')).toThrow(MalformedFeed);
    refuse(RSS.slice(0, Math.floor(RSS.length * 0.6)));
    refuse('<html><body>not a feed</body></html>');
    refuse('{"items": []}');
    const lol = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    refuse(
      `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "lol">${lol}]><rss version="2.0"><channel><title>&l9;</title></channel></rss>`,
    );
  });
});

describe('poll schedule', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const at = (d: Date) => (d.getTime() - now.getTime()) / 1000;

  it('polls again one interval after a success, backs off after failures, and honours Retry-After', () => {
    expect(at(nextPollAt(now, 900, { failures: 0 }))).toBe(900);
    expect(at(nextPollAt(now, 900, { failures: 1 }))).toBe(900);
    expect(at(nextPollAt(now, 900, { failures: 3 }))).toBe(3600);
    expect(at(nextPollAt(now, 900, { failures: 30 }))).toBe(6 * 3600);
    expect(at(nextPollAt(now, 86_400, { failures: 5 }))).toBe(86_400);
    expect(at(nextPollAt(now, 900, { failures: 1, retryAfterSeconds: 7200 }))).toBe(7200);
    expect(at(nextPollAt(now, 900, { failures: 1, retryAfterSeconds: 10 ** 9 }))).toBe(86_400);
  });

  it('spaces requests to a host by the gap, or by its Retry-After when longer', () => {
    expect(at(hostFreeAt(now, 1000))).toBe(1);
    expect(at(hostFreeAt(now, 1000, 30))).toBe(30);
    expect(retryAfterSeconds('120', now.getTime())).toBe(120);
    expect(retryAfterSeconds('Fri, 20 Nov 2026 10:05:00 GMT', now.getTime())).toBe(300);
    expect(retryAfterSeconds('soon', now.getTime())).toBeNull();
  });

  it('flags a source whose polls have failed for a day, and rates full-text fetches', () => {
    expect(failingForADay(null, now)).toBe(false);
    expect(failingForADay(new Date(now.getTime() - 23 * 3_600_000), now)).toBe(false);
    expect(failingForADay(new Date(now.getTime() - 24 * 3_600_000), now)).toBe(true);
    expect(fullTextRate(0, 0)).toBeNull();
    expect(fullTextRate(2, 1)).toBe(0.667);
  });

  it('runs at most n tasks at once, the rest in order', async () => {
    const limit = limiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        limit(async () => {
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(n);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
