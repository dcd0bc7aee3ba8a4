import { describe, expect, it } from 'vitest';
import { findPublishDate, parseDate } from '../../services/web/dates.ts';

const now = new Date('2026-11-22T00:00:00Z');
const find = (html: string, url = 'https://news.example/story', jsonLd: string[] = []) => findPublishDate({ html, url, jsonLd, now });

describe('publication dates', () => {
  it('reads JSON-LD first among the markup, keeping its time and offset', () => {
    const f = find('<meta property="article:published_time" content="2026-01-02">', undefined, ['{"@type":"NewsArticle","datePublished":"2026-03-14T08:30:00+01:00"}']);
    expect(f).toMatchObject({ iso: '2026-03-14T08:30:00+01:00', day: '2026-03-14', source: 'json-ld' });
  });

  it('prefers a publication meta tag over a modification one', () => {
    expect(find('<meta property="article:modified_time" content="2026-05-02T10:00:00Z"><meta name="pubdate" content="2026-05-01">')).toMatchObject({ day: '2026-05-01' });
  });

  it('lets the URL path decide the day, and borrows the markup time when both agree', () => {
    expect(find('<meta property="article:published_time" content="2023-11-09T03:28:35Z">', 'https://paper.example/2023/11/08/story/')).toMatchObject({ day: '2023-11-08', iso: '2023-11-08T00:00:00Z' });
    expect(find('<meta property="article:published_time" content="2023-11-08T21:00:00Z">', 'https://paper.example/2023/11/08/story/')).toMatchObject({ iso: '2023-11-08T21:00:00Z', source: 'meta article:published_time' });
  });

  it('reads <time>, dated elements and written dates in several languages', () => {
    expect(find('<body><time datetime="2025-07-04T12:00:00Z">July 4</time>')).toMatchObject({ day: '2025-07-04', source: 'time' });
    expect(find('<body><p class="entry-date">Veröffentlicht am 3. Dezember 2024</p>')).toMatchObject({ day: '2024-12-03', source: 'dated element' });
    expect(find('<body><p>Posted: 15 августа 2016, 13:43</p>')).toMatchObject({ day: '2016-08-15', source: 'text' });
  });

  it('reads a publication key in a script\'s JSON (app state) before dated elements and the text', () => {
    const html = '<body><p class="date">Updated 9 May 2024</p>';
    const scripts = 'window.__STATE__ = {"product":{"title":"Sidamo","published_at":"2019-03-02T06:22:28+01:00"}};';
    expect(findPublishDate({ html, url: 'https://shop.example/blogs/x', jsonLd: [], scripts, now })).toMatchObject({ iso: '2019-03-02T06:22:28+01:00', source: 'script' });
    expect(findPublishDate({ html, url: 'https://shop.example/blogs/x', jsonLd: [], now })).toMatchObject({ day: '2024-05-09', source: 'dated element' });
  });

  it('is null when the page names no date, and ignores impossible or future dates', () => {
    expect(find('<body><p>No date here, only 42 apples.</p>')).toBeNull();
    expect(parseDate('31.02.2020', now)).toBeNull();
    expect(parseDate('2030-01-01', now)).toBeNull();
    expect(parseDate('1990-01-01', now)).toBeNull();
  });

  it('reads day-first numeric dates, and month-first ones for US English', () => {
    expect(parseDate('03/04/2020', now)).toMatchObject({ y: 2020, m: 4, d: 3 });
    expect(parseDate('03/04/2020', now, false)).toMatchObject({ y: 2020, m: 3, d: 4 });
    expect(parseDate('17.05.20', now)).toMatchObject({ y: 2020, m: 5, d: 17 });
  });
});
