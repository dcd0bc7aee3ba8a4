// Main-text rules on small pages of our own: each page is an article with one kind of furniture in it.
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../services/web/extract.ts';

const story = [
  'The harbour authority reopened the eastern channel on Monday morning, two days after the storm pushed three barges across the fairway and closed the port to every ship longer than eighty metres.',
  'Crews from the city, the pilots and two salvage companies worked through the night, lifting the barges one by one while divers checked the channel floor for debris that the sonar could not see.',
  'Shipping lines said the first container vessels would berth by the evening, and the port expects to clear the backlog of forty ships waiting at anchor within the week if the weather holds.',
  'The council will review the storm barrier next month; its chair said the barges should never have been moored on the outer quay, and that the review would ask who allowed it and why.',
  'Freight forwarders welcomed the news but warned that rail connections inland remain slow, because the yard by the river flooded and two of its cranes are still out of service.',
  'Insurers have sent assessors to the quay, and the salvage companies expect to finish the last of the clearing work before the spring tides arrive at the end of the month.',
];
const p = (i: number) => `<p>${story[i]}</p>`;
const page = (body: string) =>
  `<!doctype html><html><head><title>Harbour reopens after storm | Coast Courier</title></head><body>
  <header><a href="/">Coast Courier</a></header><main><article><h1>Harbour reopens after storm</h1>${body}</article></main>
  <footer>© Coast Courier</footer></body></html>`;
const text = (body: string) => extractPage(page(body), 'https://courier.example/news/harbour').fullContent;
/** The story in two text blocks after a headline block `head` (where a standfirst may sit), extracted. */
const withHead = (head: string) =>
  extractPage(
    `<!doctype html><html><head><title>Harbour reopens after storm</title></head><body><div class="wrap">${head}
      <div class="content"><div class="text">${p(0)}${p(1)}${p(2)}</div><div class="text">${p(3)}${p(4)}</div></div>
      </div></body></html>`,
    'https://courier.example/news/harbour',
  ).fullContent;
/** The whole story, led by the standfirst. */
function expectStandfirstFirst(out: string): void {
  for (const i of [0, 1, 2, 3, 4]) expect(out).toContain(story[i]);
  expect(out).toContain('Two days after the storm, ships of every size can reach the port again');
  expect(out.indexOf('Two days after')).toBeLessThan(out.indexOf(story[0]!));
}

describe('web extract main text', () => {
  it('leaves out caption blocks and photo credits, also when a gallery repeats them', () => {
    const gallery = [1, 2, 3]
      .map((n) => `<div class="gallery-item"><img src="/g${n}.jpg"><span>Barges on the outer quay at dawn</span></div>`)
      .join('');
    const out = text(
      `${p(0)}<figure><img src="/quay.jpg"><figcaption>Divers on the channel floor. Photo: Jan Berg</figcaption></figure>
      ${p(1)}${p(2)}<div class="photo"><img src="/crane.jpg"><p>Cranes stand idle by the river yard (Foto: Port Authority)</p></div>${gallery}${p(3)}${p(4)}`,
    );
    for (const i of [0, 1, 2, 3, 4]) expect(out).toContain(story[i]);
    expect(out).not.toContain('Photo: Jan Berg');
    expect(out).not.toContain('Cranes stand idle');
    expect(out).not.toContain('Barges on the outer quay at dawn');
  });

  it('leaves out a block of related-story links inside the body, and its heading', () => {
    const out = text(
      `${p(0)}${p(1)}<div class="more-box"><h3>More Business News</h3><ul>
        <li><a href="/a">Rail freight slows as river yard floods</a></li>
        <li><a href="/b">Salvage firms report record year</a></li>
        <li><a href="/c">Council names storm barrier review panel</a></li></ul></div>
      ${p(2)}${p(3)}<p><a href="/d">SEE MORE: Insurers brace for storm claims</a></p>${p(4)}${p(5)}`,
    );
    for (const i of [0, 1, 2, 3, 4, 5]) expect(out).toContain(story[i]);
    expect(out).not.toContain('More Business News');
    expect(out).not.toContain('Rail freight slows');
    expect(out).not.toContain('Insurers brace for storm claims');
  });

  it('keeps the paragraphs after a "Read more" line in mid-article, and cuts a related tail at the end', () => {
    const out = text(
      `${p(0)}${p(1)}${p(2)}<p>Read more</p>${p(3)}${p(4)}${p(5)}<h3>Related stories</h3>
      <p><a href="/x">Port traffic at a ten-year high</a></p><p><a href="/y">New pilots join the harbour service</a></p>`,
    );
    for (const i of [0, 1, 2, 3, 4, 5]) expect(out).toContain(story[i]);
    expect(out).not.toMatch(/Read more|Related stories|ten-year high/);
  });

  it('keeps a post embedded in the body, whatever its container is called', () => {
    const out = text(
      `${p(0)}${p(1)}<div class="social-media-embed"><blockquote class="twitter-tweet"><p>The eastern channel is open again. Thank you to every crew who worked through the storm to get us here.
      <a href="https://t.example/abc">t.example/abc</a></p>&mdash; Harbour Master (@harbourmaster)
      <a href="https://social.example/harbourmaster/1">May 1, 2026</a></blockquote></div>${p(2)}${p(3)}`,
    );
    for (const i of [0, 1, 2, 3]) expect(out).toContain(story[i]);
    expect(out).toContain('The eastern channel is open again. Thank you to every crew');
  });

  it('leaves out the hover card that repeats a linked name', () => {
    const out = text(
      `${p(0)}<p>Harbour master <a href="/people/ines-mora">Ines Mora</a><span class="hover-card"><span>Ines Mora</span>
      <span>Port Week: crews race the tide</span></span> said the crews had done in two days what usually takes a week of work.</p>${p(1)}${p(2)}`,
    );
    expect(out).toContain('Harbour master Ines Mora said the crews had done in two days');
    expect(out).not.toContain('Port Week');
  });

  it('leaves out bylines, dates and category lines around the headline', () => {
    const html = `<!doctype html><html><head><title>Harbour reopens after storm</title></head><body><article>
      <div class="kicker"><a href="/business">Business</a></div><p class="dateline">Published 3 May 2026, 10:42</p>
      <h1>Harbour reopens after storm</h1><div class="byline">By <a href="/staff/ana">Ana Lind</a>, port reporter</div>
      ${p(0)}${p(1)}${p(2)}${p(3)}<div class="author-box"><p>Ana Lind covers ports and shipping. Send tips to ana@courier.example</p></div>
      <div class="tags">Tags: <a href="/t/ports">ports</a>, <a href="/t/storms">storms</a></div></article></body></html>`;
    const out = extractPage(html, 'https://courier.example/news/harbour').fullContent;
    for (const i of [0, 1, 2, 3]) expect(out).toContain(story[i]);
    expect(out).not.toMatch(/Published 3 May|By Ana Lind|Send tips|Tags:/);
  });

  it('keeps the standfirst that sits beside the headline, outside the body', () => {
    const out = withHead(`<div class="head"><h1>Harbour reopens after storm</h1><div class="row">
      <p class="lead">Two days after the storm, ships of every size can reach the port again</p></div></div>`);
    expectStandfirstFirst(out);
  });
  it('leaves out interface labels in the body and an author box with its heading after it', () => {
    const out = text(
      `${p(0)}<div class="pic"><div>Enlarge image</div></div>${p(1)}${p(2)}<div>Load more …</div>${p(3)}${p(4)}
      <div class="bottom"><h3>About the author</h3><p>Mara Lind has written about the port for twelve years.</p></div>`,
    );
    for (const i of [0, 1, 2, 3, 4]) expect(out).toContain(story[i]);
    expect(out).not.toMatch(/Enlarge image|Load more|About the author|Mara Lind/);
  });
  it('keeps the first paragraph after the headline as the standfirst, also when nothing names it a lead', () => {
    const out = withHead(`<header><hgroup><h1>Harbour reopens after storm</h1>
      <h2>Two days after the storm, ships of every size can reach the port again, the harbour authority says</h2></hgroup>
      <div class="byline">By Ana Lind</div></header>`);
    expectStandfirstFirst(out);
    expect(out).not.toContain('By Ana Lind');
  });
  it('leaves out notices about the page, labels left alone, and a "More on" list after the body', () => {
    const out = text(
      `<p>Published:</p>${p(0)}${p(1)}<p>Download this report as PDF</p>${p(2)}${p(3)}${p(4)}
      <p>You must be logged in to post a comment.</p><p>This article is licensed under a Creative Commons licence.</p>
      <h3>More on ports and shipping</h3><p>Port traffic at a ten-year high</p><p>New pilots join the harbour service</p>`,
    );
    for (const i of [0, 1, 2, 3, 4]) expect(out).toContain(story[i]);
    expect(out).not.toMatch(/Published|as PDF|logged in|Creative Commons|More on ports|ten-year high|New pilots/);
  });
  it('leaves out a "SEE ALSO:" line and a list heading in the first half of the body, and keeps the text around them', () => {
    const out = text(
      `${p(0)}<p>SEE ALSO: Port traffic at a ten-year high</p>${p(1)}<h4>Latest articles</h4>${p(2)}${p(3)}${p(4)}${p(5)}`,
    );
    for (const i of [0, 1, 2, 3, 4, 5]) expect(out).toContain(story[i]);
    expect(out).not.toMatch(/SEE ALSO|ten-year high|Latest articles/);
  });
});
