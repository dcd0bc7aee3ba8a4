/** A fast start-tag scanner over raw markup, for the clues that live in attributes (dates, titles). */

/** One start tag found by the scanner: its name, attributes (lower-case names) and where it ends. */
export interface Tag {
  name: string;
  attrs: Map<string, string>;
  end: number;
}

const TAG = /<([a-z][a-z0-9]*)\b([^<>]*)>/gi;
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(raw: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of raw.matchAll(ATTR)) attrs.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  return attrs;
}

export function decodeEntities(s: string): string {
  return s.includes('&')
    ? s.replace(
        /&(amp|quot|apos|#39|nbsp|lt|gt);/g,
        (_, e: string) => ({ amp: '&', quot: '"', apos: "'", '#39': "'", nbsp: ' ', lt: '<', gt: '>' })[e]!,
      )
    : s;
}

/** The visible text right after a start tag, up to the next 200 characters of text (tags skipped). */
export function textAfter(html: string, from: number): string {
  return decodeEntities(
    html
      .slice(from, from + 600)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200),
  );
}

/** Every start tag of the markup, in document order. */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(TAG))
    tags.push({ name: m[1]!.toLowerCase(), attrs: attributes(m[2]!), end: m.index + m[0].length });
  return tags;
}

/** The `content` of the first `<meta>` whose property or name is one of `keys`, in the order of `keys`. */
export function metaValue(tags: readonly Tag[], keys: readonly string[]): string | null {
  for (const key of keys) {
    for (const t of tags) {
      if (t.name === 'meta' && (t.attrs.get('property') ?? t.attrs.get('name'))?.toLowerCase() === key) {
        const v = t.attrs.get('content')?.trim();
        if (v) return v;
      }
    }
  }
  return null;
}

const ATTRS_KEPT =
  /\s(?:class|id|href|hidden|aria-hidden|role|itemprop|style|colspan|rowspan|lang)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * The markup with only the attributes text extraction reads (class, id, href, visibility, table
 * spans); image sources, data-* and tracking attributes make a DOM slower to build and are never text.
 */
export function slimAttributes(html: string): string {
  return html.replace(/<([a-z][a-z0-9]*)\s[^>]*>/gi, (tag, name: string) => {
    const kept = tag.match(ATTRS_KEPT);
    return kept ? `<${name}${kept.join('')}>` : `<${name}>`;
  });
}
