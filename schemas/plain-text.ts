import { Parser } from 'htmlparser2';

/** Elements whose text is never the article's (code, styles, embedded documents). */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title']);

/** Elements that end a line of text where they open or close: their neighbours' words never run together. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** One pass: the text outside tags, its entities decoded, a line break where a block element begins or ends. */
function stripOnce(html: string): string {
  let out = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (BLOCK.has(name)) out += '\n';
      },
      onclosetag(name, implied) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCK.has(name) && !implied) out += '\n';
      },
      ontext(text) {
        if (!hidden) out += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/**
 * Article text as plain text: tags (and the content of scripts, styles and the like) dropped and
 * entities decoded, as a reader of the page would see it. Repeated until nothing changes, so text
 * escaped twice (`&amp;lt;img&amp;gt;`) ends up as plain as text escaped once, and plain text is its
 * own result: every producer and the dedup worker can apply it, and get the same text.
 * Text without `<` or `&` is returned as it is.
 */
export function plainText(s: string): string {
  let text = s;
  for (let i = 0; i < 4 && /[<&]/.test(text); i++) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  if (text === s) return s;
  // Block boundaries became line breaks: keep paragraphs, drop the blank runs markup leaves.
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

/** A one-line plain text (a headline, a name): `plainText` with every run of white space made one space. */
export const plainLine = (s: string): string => plainText(s).replace(/\s+/g, ' ').trim();
