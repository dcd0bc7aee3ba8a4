// bench:extract's per-kind diagnostics: for the pages with the most errors, what kind of text got
// into the main text and at which step the lost text went.
import { parseHTML } from 'linkedom';
import { nameWords } from '../../services/web/boilerplate.ts';
import { extractPage, type ExtractTrace } from '../../services/web/extract.ts';

export interface JudgedPage {
  url: string;
  file: string;
  half: 'A' | 'B';
  html: () => string;
  gotIn: string[];
  lost: string[];
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Kinds of text that is not the article, by the element that holds it and its ancestors. */
const KINDS: [kind: string, words: RegExp, tags: RegExp | null][] = [
  [
    'caption or credit',
    /^(?:caption|captions|credit|credits|figure|photo|image|img|gallery|wp)$/,
    /^(?:FIGURE|FIGCAPTION)$/,
  ],
  [
    'byline, date or meta',
    /^(?:author|authors|byline|date|time|meta|postmeta|info|published|dateline)$/,
    /^(?:TIME|ADDRESS)$/,
  ],
  ['promo, newsletter or share', /^(?:newsletter|subscribe|promo|share|sharing|social|cta|donate|support)$/, null],
  ['tags or categories', /^(?:tag|tags|category|categories|keywords|topics)$/, null],
  ['comments', /^(?:comment|comments|reply|respond|discussion)$/, null],
  ['related or teaser', /^(?:related|teaser|teasers|recommended|more|read|popular|trending|next)$/, null],
  [
    'navigation, header or footer',
    /^(?:nav|navigation|menu|breadcrumb|breadcrumbs|footer|header|sidebar|widget)$/,
    /^(?:NAV|FOOTER|HEADER|ASIDE)$/,
  ],
];

function kindOf(el: Element | null): string {
  const chain: Element[] = [];
  for (let e = el; e && e.tagName !== 'BODY'; e = e.parentElement) chain.push(e);
  for (const [kind, words, tags] of KINDS) {
    if (chain.some((e) => (tags && tags.test(e.tagName)) || nameWords(e).some((w) => words.test(w)))) return kind;
  }
  if (chain.some((e) => e.tagName === 'A')) return 'link text';
  return chain.some((e) => /^H[1-6]$/.test(e.tagName)) ? 'heading' : 'other text';
}

/** The deepest element whose text holds the snippet. */
function holder(body: Element, snippet: string): Element | null {
  let found: Element | null = null;
  const walk = (el: Element) => {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (norm(c.textContent ?? '').includes(snippet)) {
        found = c;
        walk(c);
        return;
      }
    }
  };
  walk(body);
  return found;
}

/** At which step of the extraction a must-include snippet went missing. */
function lostAt(stages: [stage: string, text: string, reason?: string][], snippet: string): string {
  const has = (stage: string) => stages.some(([s, t]) => s === stage && t.includes(snippet));
  if (!has('body')) return 'not in the page text as parsed';
  const removed = stages.find(([s, t]) => s === 'removed' && t.includes(snippet));
  if (removed) return `removed as furniture (${removed[2]})`;
  if (!has('own') && !has('readability')) return 'outside the chosen container';
  if (!has('article')) return 'dropped with its container (chosen by prose or by Readability)';
  return 'dropped by a line rule';
}

/** The worst pages by errors (got in + lost), each with its snippets classified. */
export function worstPages(pages: JudgedPage[], count: number): string[] {
  const lines: string[] = [];
  const totals = new Map<string, number>();
  const worst = [...pages]
    .sort((a, b) => b.gotIn.length + b.lost.length - a.gotIn.length - a.lost.length || (a.file < b.file ? -1 : 1))
    .slice(0, count);
  for (const p of worst) {
    const html = p.html();
    const stages: [string, string, string?][] = [];
    const trace: ExtractTrace = (stage, text, reason) => stages.push([stage, norm(text), reason]);
    try {
      extractPage(html, p.url, { trace });
    } catch {
      // scored as empty already; its snippets show as lost before parsing
    }
    const { document } = parseHTML(html.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ''));
    lines.push(`  ${p.file} (half ${p.half}): ${p.gotIn.length} got in, ${p.lost.length} lost`);
    for (const s of p.gotIn) {
      const kind = document.body ? kindOf(holder(document.body, norm(s))) : 'other text';
      totals.set(`got in: ${kind}`, (totals.get(`got in: ${kind}`) ?? 0) + 1);
      lines.push(`    + ${kind}: "${s.slice(0, 70)}"`);
    }
    for (const s of p.lost) {
      const at = lostAt(stages, norm(s));
      totals.set(`lost: ${at}`, (totals.get(`lost: ${at}`) ?? 0) + 1);
      lines.push(`    - ${at}: "${s.slice(0, 70)}"`);
    }
  }
  lines.push(`  by kind over these ${worst.length} pages:`);
  for (const [k, n] of [...totals].sort((a, b) => b[1] - a[1])) lines.push(`    ${n} × ${k}`);
  return lines;
}
