import { describe, expect, it } from 'vitest';
import { findPublishDate, parseDate } from '../../services/web/dates.ts';

const now = new Date('2026-11-22T00:00:00Z');
const find = (html: string, url = 'https://news.example/story', jsonLd: string[] = []) =>
  findPublishDate({ html, url, jsonLd, now });

describe('publication dates', () => {
  it('reads JSON-LD first among the markup, keeping its time and offset', () => {
    const f = find('<meta property="article:published_time" content="2026-01-02">', undefined, [
      '{"@type":"NewsArticle","datePublished":"2026-03-14T08:30:00+01:00"}',
    ]);
    expect(f).toMatchObject({ iso: '2026-03-14T08:30:00+01:00', day: '2026-03-14', source: 'json-ld' });
  });

  it('prefers a publication meta tag over a modification one', () => {
    expect(
      find(
        '<meta property="article:modified_time" content="2026-05-02T10:00:00Z"><meta name="pubdate" content="2026-05-01">',
      ),
    ).toMatchObject({ day: '2026-05-01' });
  });

  it('lets the URL path decide the day, and borrows the markup time when both agree', () => {
    expect(
      find(
        '<meta property="article:published_time" content="2023-11-09T03:28:35Z">',
        'https://paper.example/2023/11/08/story/',
      ),
    ).toMatchObject({ day: '2023-11-08', iso: '2023-11-08T00:00:00Z' });
    expect(
      find(
        '<meta property="article:published_time" content="2023-11-08T21:00:00Z">',
        'https://paper.example/2023/11/08/story/',
      ),
    ).toMatchObject({ iso: '2023-11-08T21:00:00Z', source: 'meta article:published_time' });
  });

  it('does not read a slug that starts with a number as the day of a URL date', () => {
    expect(
      find(
        '<meta property="article:published_time" content="2023-10-31T09:00:00+01:00">',
        'https://blog.example/2023/10/3-questions-for-tina/',
      ),
    ).toMatchObject({ day: '2023-10-31' });
    expect(find('<body>', 'https://blog.example/2020/6/24/21302329/story')).toMatchObject({
      day: '2020-06-24',
      source: 'url',
    });
    expect(find('<body>', 'https://blog.example/news/2020-04-15-title')).toMatchObject({
      day: '2020-04-15',
      source: 'url',
    });
  });

  it("asks the page's markup before a bare `date` meta tag, but after a specific publication one", () => {
    const html =
      '<meta name="date" content="2020-04-30"><body><h1>Story</h1><ul><li class="Date"><time>29.04.2020, 12:01 Uhr</time></li></ul>';
    expect(find(html)).toMatchObject({ day: '2020-04-29', source: 'byline' });
    expect(find(`<meta property="article:published_time" content="2020-04-28">${html}`)).toMatchObject({
      day: '2020-04-28',
    });
    expect(find('<meta name="DC.date" content="2020-04-30"><body><p>Hello</p>')).toMatchObject({
      day: '2020-04-30',
      source: 'meta dc.date',
    });
  });

  it('reads <time>, dated elements and written dates in several languages', () => {
    expect(find('<body><time datetime="2025-07-04T12:00:00Z">July 4</time>')).toMatchObject({
      day: '2025-07-04',
      source: 'time',
    });
    expect(find('<body><p class="entry-date">Dienstag, 3. Dezember 2024</p>')).toMatchObject({
      day: '2024-12-03',
      source: 'dated element',
    });
    expect(find('<body><p>Москва, 15 августа 2016, 13:43</p>')).toMatchObject({ day: '2016-08-15', source: 'text' });
  });

  it('believes a date the text introduces as the publication over meta tags and <time>', () => {
    const html =
      '<meta name="date" content="2024-06-01"><body><time datetime="2024-06-03">3 juin</time><p>Publié le 29 mai 2024</p>';
    expect(find(html)).toMatchObject({ day: '2024-05-29', source: 'cue' });
    expect(
      find('<body><p>Veröffentlicht am 16.08.2019<br>Dauer: 1 Stunde</p><p>Kommentar vom 24.08.2019</p>'),
    ).toMatchObject({ day: '2019-08-16', source: 'cue' });
    expect(find('<body><p>Published by the desk; 3 readers</p><p class="date">May 2, 2023</p>')).toMatchObject({
      day: '2023-05-02',
      source: 'dated element',
    });
  });

  it('dates the article by the byline under its headline, not by sidebars or comments', () => {
    const html =
      '<body><aside><time datetime="2019-07-30">30 juil.</time></aside><h1>Story</h1><ul class="info"><li>27 juin 2019</li></ul>' +
      '<p>Text</p><div class="comments"><time pubdate datetime="2019-09-22T07:30:29Z">22 septembre</time></div>';
    expect(find(html)).toMatchObject({ day: '2019-06-27', source: 'byline' });
    expect(find(html.replace('<h1>Story</h1>', ''))).toMatchObject({ day: '2019-09-22', source: 'time' });
  });

  it('dates the page by its article in JSON-LD, not by an embedded video', () => {
    const video = '{"@type":"VideoObject","name":"Clip","uploadDate":"2015-01-16T14:53:35+01:00"}';
    expect(
      find('<meta property="article:published_time" content="2017-12-01T12:01:11+01:00">', undefined, [video]),
    ).toMatchObject({ day: '2017-12-01', source: 'meta article:published_time' });
    expect(find('<body>', undefined, [`[${video},{"@type":"Article","datePublished":"2020-10-13"}]`])).toMatchObject({
      day: '2020-10-13',
      source: 'json-ld',
    });
    expect(find('<body>', undefined, [video])).toMatchObject({ day: '2015-01-16', source: 'json-ld media' });
  });

  it('falls back to the day the source names most often, asset names and comments included', () => {
    const raw =
      '<!-- cached 2020-04-24 21:36 --><img src="/img/2020/04/24/a.jpg"><img src="/x/20200424120909_b.jpg"><p>since 2019-01-02</p>';
    expect(
      findPublishDate({ html: '<body><p>no dates</p>', url: 'https://x.example/a', jsonLd: [], raw, now }),
    ).toMatchObject({ day: '2020-04-24', source: 'source' });
    expect(
      findPublishDate({
        html: '<body><p>no dates</p>',
        url: 'https://x.example/a',
        jsonLd: [],
        raw: '<img src="/v/2019-05-01.png" data-n="12019050100">',
        now,
      }),
    ).toMatchObject({ day: '2019-05-01' });
  });

  it("reads a publication key in a script's JSON (app state) before dated elements and the text", () => {
    const html = '<body><p class="date">Updated 9 May 2024</p>';
    const scripts = 'window.__STATE__ = {"product":{"title":"Sidamo","published_at":"2019-03-02T06:22:28+01:00"}};';
    expect(findPublishDate({ html, url: 'https://shop.example/blogs/x', jsonLd: [], scripts, now })).toMatchObject({
      iso: '2019-03-02T06:22:28+01:00',
      source: 'script',
    });
    expect(findPublishDate({ html, url: 'https://shop.example/blogs/x', jsonLd: [], now })).toMatchObject({
      day: '2024-05-09',
      source: 'dated element',
    });
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
