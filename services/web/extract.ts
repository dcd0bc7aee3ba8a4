import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { findPublishDate, type FoundDate } from './dates.ts';
import { cleanArticle, proseContainer, proseWeight, removeFurniture, standfirst } from './boilerplate.ts';
import { decodeEntities, metaValue, scanTags, slimAttributes, type Tag } from './markup.ts';
import { cleanLines } from './text-lines.ts';

export interface Extraction {
  title: string;
  publishDate: FoundDate | null;
  /** Readable text, one paragraph per block, blocks separated by a blank line. */
  fullContent: string;
}

/** Markup that is never text: scripts, styles, embedded media, comments. */
const CODE = /<(script|style|noscript|svg|template|iframe|object)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
/** Page furniture that never holds the main text; removed before parsing, which halves DOM building. */
const FURNITURE = /<(nav|footer|aside|select|button)\b[\s\S]*?<\/\1\s*>/gi;
const JSON_LD = /<script[^>]+type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
/** Script bodies (inline ones; `src` scripts have none). */
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);
const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'TITLE']);

/** Containers of comments, sharing and related-article widgets: never the article, however much text they hold. */
const BOILERPLATE = ['comments', 'related'].flatMap((w) => [`[id*="${w}" i]`, `[class*="${w}" i]`]).join(',');

/** How much more prose our own container must hold than Readability's choice to replace it. */
const OWN_OVER_READABILITY = 1.2;
/** Least prose (a line of 120 characters has 60) our own container must hold to replace Readability's choice at all. */
const OWN_MIN_PROSE = 60;

/** Below this many characters, Readability's choice is treated as a miss and the page's own blocks are read. */
const MIN_ARTICLE_CHARS = 250;

interface TextNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNode>;
}

/** An element's text with a line break around every block element; runs of spaces collapsed. */
function blockText(root: TextNode): string {
  const parts: string[] = [];
  const walk = (node: TextNode) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1 || SKIP.has(node.nodeName)) return;
    const block = BLOCK.has(node.nodeName);
    if (block) parts.push('\n');
    const kids = node.childNodes;
    for (let i = 0; i < kids.length; i++) walk(kids[i]!);
    if (block) parts.push(node.nodeName === 'TD' || node.nodeName === 'TH' ? ' ' : '\n');
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** `<title>` without its site-name suffix or prefix: the longest part between separators. */
function cleanTitle(raw: string): string {
  const t = raw.replace(/\s+/g, ' ').trim();
  const parts = t
    .split(/\s+[|–—•·»:-]\s+|\s+::\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return t;
  const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
  return longest.split(' ').length >= 3 ? longest : t;
}

/** The page's own title, from the most deliberate clue to the least; null when it has none. */
function pageTitle(
  markup: string,
  tags: readonly Tag[],
  content: string,
  document: Document,
  jsonLd: readonly string[],
): string | null {
  const og = metaValue(tags, ['og:title', 'twitter:title']);
  if (og) return og.replace(/\s+/g, ' ');
  for (const block of jsonLd) {
    const m = /"headline"\s*:\s*"((?:[^"\\]|\\.)+)"/.exec(block);
    if (m) {
      try {
        return (JSON.parse(`"${m[1]}"`) as string).trim();
      } catch {
        // fall through to the next clue
      }
    }
  }
  const m = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup);
  const titleEl = m ? decodeEntities(m[1]!).replace(/\s+/g, ' ').trim() : undefined;
  // The h1 is counted in the markup: a query over the whole tree costs as much as a pass of the extractor.
  const h1 =
    content.match(/<h1[\s>]/gi)?.length === 1
      ? document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim()
      : undefined;
  if (titleEl) return h1 && h1.length > 10 && titleEl.includes(h1) ? h1 : cleanTitle(titleEl);
  return h1 || null;
}

/** For pages without a title: the first line of their text, else the host name. */
function fallbackTitle(content: string, url: string): string {
  const first = content.split('\n')[0]?.trim();
  if (!first) return new URL(url).hostname;
  return first.length > 120 ? `${first.slice(0, Math.max(60, first.lastIndexOf(' ', 117)))}…` : first;
}

/**
 * Where text went during one extraction, for diagnostics (bench:extract): the text after each stage,
 * and each block the furniture rules removed with the rule's reason.
 */
export type ExtractTrace = (
  stage: 'body' | 'removed' | 'own' | 'readability' | 'article' | 'lines',
  text: string,
  reason?: string,
) => void;

/** Main text, title and publication date of one page. Pure: no I/O, safe on any input. */
export function extractPage(
  html: string,
  url: string,
  options: { mediaType?: string; now?: Date; trace?: ExtractTrace } = {},
): Extraction {
  const trace = options.trace;
  if (options.mediaType === 'text/plain') return extractText(html, url, options.now);
  const jsonLd = [...html.matchAll(JSON_LD)].map((m) => m[1]!);
  const scripts = [...html.matchAll(SCRIPT)].map((m) => m[1]!).join('\n');
  const markup = html.replace(CODE, '');
  const tags = scanTags(markup);
  const lang = tags.find((t) => t.name === 'html')?.attrs.get('lang') ?? null;
  const publishDate = findPublishDate({ html: markup, tags, url, jsonLd, scripts, lang, now: options.now, raw: html });
  // Readability reads only the body: the head, page furniture and most attributes are dropped first.
  // From the body tag on: a server's warnings printed before `<html>` leave a parser an empty body.
  const bodyAt = markup.search(/<body[\s>]/i);
  const body = bodyAt >= 0 ? `<html>${markup.slice(bodyAt)}` : markup.replace(/<head\b[\s\S]*?<\/head\s*>/i, '');
  const content = slimAttributes(body.replace(FURNITURE, ''));
  const { document: doc } = parseHTML(content);
  const title = pageTitle(markup, tags, content, doc, jsonLd); // before Readability rewrites the tree
  for (const el of Array.from(doc.querySelectorAll(BOILERPLATE))) el.remove();
  if (trace && doc.body) trace('body', blockText(doc.body));
  const { extent, core } = doc.body
    ? removeFurniture(doc.body, trace && ((el, reason) => trace('removed', el.textContent ?? '', reason)))
    : { extent: null, core: null };
  const lead = doc.body && extent && standfirst(doc.body, core, extent);
  const container = doc.body && extent && proseContainer(doc.body, extent);
  let own = '';
  if (container) {
    cleanArticle(container, extent);
    own = blockText(container);
    if (trace) trace('own', own);
  }
  let fullContent = '';
  try {
    const article = new Readability<Node>(doc, { serializer: (n) => n, charThreshold: 500, keepClasses: true }).parse();
    if (article?.content) {
      if (trace) trace('readability', article.content.textContent ?? '');
      cleanArticle(article.content as unknown as Element);
      fullContent = blockText(article.content);
    }
  } catch {
    fullContent = '';
  }
  const ownProse = proseWeight(own);
  if (ownProse >= OWN_MIN_PROSE && ownProse > OWN_OVER_READABILITY * proseWeight(fullContent)) fullContent = own;
  if (fullContent.length < MIN_ARTICLE_CHARS) {
    const fallback = bodyBlocks(content);
    if (fallback.length > fullContent.length) fullContent = fallback;
  }
  if (trace) trace('article', fullContent);
  fullContent = withStandfirst(cleanLines(fullContent, title), lead, title);
  if (trace) trace('lines', fullContent);
  return { title: title ?? fallbackTitle(fullContent, url), publishDate, fullContent };
}

/** The standfirst at the head of the text (after the headline line, where the text has one), unless the text holds it. */
function withStandfirst(text: string, lead: string | null | undefined, headline: string | null): string {
  // The text's lines are squeezed as the standfirst is; only the line breaks between them differ.
  if (!lead || !text || text.includes(lead) || text.replaceAll('\n\n', ' ').includes(lead)) return text;
  const lines = text.split('\n\n');
  const at = headline && lines[0]?.trim() === headline.trim() ? 1 : 0;
  lines.splice(at, 0, lead);
  return lines.join('\n\n');
}

/** The page's paragraphs of real prose, for pages Readability cannot read. */
function bodyBlocks(html: string): string {
  const { document } = parseHTML(html);
  const body = document.body;
  if (!body) return '';
  return blockText(body as unknown as TextNode)
    .split('\n\n')
    .filter((line) => line.split(' ').length >= 8)
    .join('\n\n');
}

function extractText(text: string, url: string, now?: Date): Extraction {
  const fullContent = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return {
    title: fallbackTitle(fullContent, url),
    publishDate: findPublishDate({ html: `<body>${fullContent}`, url, jsonLd: [], now }),
    fullContent,
  };
}
