/** Page furniture around the main text, recognised by page structure: roles, itemprops, class and id words. */

/**
 * Class tokens that file the article under a term (`tag-economy`, `category-news`, as blog engines
 * put on the article's own element): they name what the article is about, not what the block is.
 */
const TERM_CLASS = /^(?:tag|category|cat)[-_](?!list|cloud|links|box|wrap|container|area)/i;

/** The words of an element's class and id: split at non-letters and camelCase humps, lower-cased. */
export function nameWords(el: Element): string[] {
  const cls = el.getAttribute('class');
  const id = el.getAttribute('id');
  if (!cls && !id) return [];
  // A BEM modifier (`section--ads`, `layout--sidebar-end`) says how a block looks, not what it is.
  const classes = cls ? cls.split(/\s+/).flatMap((c) => (TERM_CLASS.test(c) ? [] : [c.split('--')[0]!])) : [];
  return `${classes.join(' ')} ${id ?? ''}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Class and id words of blocks that are never the article: sharing, newsletters, consent, navigation,
 * author boxes, tags, ratings, captions, promotions, teasers and related reading, widgets and ads.
 */
const FURNITURE_WORDS = new Set([
  'ad',
  'ads',
  'advert',
  'advertisement',
  'author',
  'authors',
  'banner',
  'bio',
  'breadcrumb',
  'breadcrumbs',
  'byline',
  'caption',
  'captions',
  'comment',
  'comments',
  'consent',
  'cookie',
  'cookies',
  'credit',
  'credits',
  'footer',
  'gdpr',
  'hovercard',
  'meta',
  'menu',
  'modal',
  'nav',
  'navbar',
  'navigation',
  'newsletter',
  'noprint',
  'pagination',
  'pager',
  'popover',
  'popular',
  'popup',
  'postmeta',
  'postmetadata',
  'promo',
  'rating',
  'ratings',
  'recommendations',
  'recommended',
  'related',
  'share',
  'shariff',
  'sharing',
  'sidebar',
  'social',
  'sponsor',
  'sponsored',
  'subscribe',
  'subscription',
  'tag',
  'tags',
  'tooltip',
  'trending',
]);

/** Words of embedded posts and quotes (a tweet, a social-media embed): kept whatever else their names say. */
const EMBED_WORDS = new Set(['embed', 'embedded', 'tweet', 'twitter', 'instagram', 'quote', 'blockquote']);

/** Elements that are furniture by their tag or role, whatever their names. */
const FURNITURE_TAGS = new Set(['FIGCAPTION', 'FORM', 'DIALOG', 'MENU']);
const FURNITURE_ROLES = new Set(['navigation', 'complementary', 'contentinfo', 'banner', 'dialog', 'search', 'menu']);

function hidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = el.getAttribute('style');
  return !!style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

/** Why an element is page furniture, or null when it may hold the article. */
export function furnitureReason(el: Element): string | null {
  if (FURNITURE_TAGS.has(el.tagName)) return el.tagName.toLowerCase();
  const role = el.getAttribute('role');
  if (role && FURNITURE_ROLES.has(role)) return `role ${role}`;
  if (hidden(el)) return 'hidden';
  const words = nameWords(el);
  // A hover card repeats a linked name with a teaser ("Ilhan OmarIlhan OmarHillicon Valley: …").
  if (words.join(' ').includes('hover card')) return 'hover card';
  let hit: string | null = null;
  for (const w of words) {
    if (EMBED_WORDS.has(w)) return null;
    if (!hit && FURNITURE_WORDS.has(w)) hit = w;
  }
  return hit;
}

/**
 * Removes page furniture from a parsed body. An element named like furniture that holds the
 * article itself (the densest paragraph container, or the element marked as the article body)
 * stays: sites put words like `has-sidebar` or `author-article` on the article's own wrappers.
 */
export function removeFurniture(
  body: Element,
  removed?: (el: Element, reason: string) => void,
): { extent: Extents; core: Element | null } {
  const extent: Extents = new Map();
  measure(body, extent, false);
  const core = proseCore(body, extent);
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child;) {
      const next = child.nextElementSibling;
      const reason = furnitureReason(child);
      if (reason && !(core && child.contains(core))) {
        removed?.(child, reason);
        drop(child, extent);
      } else walk(isEmbed(child) ? asQuote(child, extent) : child);
      child = next;
    }
  };
  walk(body);
  removeBlocks(body, core, extent, removed);
  return { extent, core };
}

/** Class and id words of a standfirst: the lead paragraph between the headline and the body. */
const LEAD_WORDS = new Set([
  'lead',
  'lede',
  'standfirst',
  'subtitle',
  'subheadline',
  'subhead',
  'intro',
  'summary',
  'deck',
  'dek',
  'abstract',
  'excerpt',
]);
/** Non-space characters a standfirst has: a sentence or two, never a whole article or a label. */
const LEAD_MIN_CHARS = 30;
const LEAD_MAX_CHARS = 600;

/**
 * The standfirst: the first element named like a lead that follows the page's headline (its first
 * h1) and precedes the article's prose core, holding a sentence or two of text that is not links.
 * Readability often leaves it out, as it sits in the header beside the headline, not in the body.
 */
export function standfirst(body: Element, core: Element | null, extent: Extents): string | null {
  if (!core) return null;
  let afterHeadline = false;
  let found: Element | null = null;
  let done = false;
  const walk = (el: Element) => {
    for (let c = el.firstElementChild; c && !done; c = c.nextElementSibling) {
      if (c === core) {
        done = true;
        return;
      }
      const e = extent.get(c);
      if (!e) continue;
      if (e.tag === 'H1') {
        afterHeadline = true;
        continue;
      }
      if (
        afterHeadline &&
        e.chars >= LEAD_MIN_CHARS &&
        e.chars <= LEAD_MAX_CHARS &&
        e.linkChars < e.chars * 0.3 &&
        !c.contains(core) &&
        nameWords(c).some((w) => LEAD_WORDS.has(w))
      ) {
        found = c;
        done = true;
        return;
      }
      walk(c);
    }
  };
  walk(body);
  return found ? squeeze((found as Element).textContent) : null;
}

const isEmbed = (el: Element) => nameWords(el).some((w) => EMBED_WORDS.has(w));

/**
 * An embedded post as a plain quote: Readability reads class names like `social-media-embed` as
 * sharing widgets and drops them, but a post quoted inside the body is part of the story.
 */
function asQuote(el: Element, extent: Extents): Element {
  const quote = el.ownerDocument.createElement('blockquote');
  while (el.firstChild) quote.appendChild(el.firstChild);
  const was = extent.get(el);
  el.replaceWith(quote);
  const now = measure(quote, extent, false);
  if (was) shift(quote.parentElement, was, -1, extent);
  shift(quote.parentElement, now, 1, extent);
  return quote;
}

/** Each element's measured text, kept current as blocks are removed (see `drop`). */
export type Extents = Map<Element, Extent>;

interface Extent {
  tag: string;
  /** Non-space characters of text, and how many of them are inside links. */
  chars: number;
  linkChars: number;
  /** Images, pictures, videos and figures at or below it. */
  media: number;
  /** Paragraphs below it (a list, a table, a heading or a quote counts as many). */
  blocks: number;
  /** Paragraph characters beyond teaser length, links excluded. */
  prose: number;
  tables: number;
  /** Characters of the paragraphs that are its own children. */
  paragraphs: number;
}

const FIELDS = ['chars', 'linkChars', 'media', 'blocks', 'prose', 'tables', 'paragraphs'] as const;

/** Adds (sign 1) or takes off (sign -1) a measure from an element and its measured ancestors. */
function shift(from: Element | null, e: Extent, sign: 1 | -1, extent: Extents): void {
  for (let up = from; up; up = up.parentElement) {
    const a = extent.get(up);
    if (!a) break;
    for (const f of FIELDS) a[f] += sign * e[f];
  }
}

const MEDIA_TAGS = new Set(['IMG', 'PICTURE', 'VIDEO', 'FIGURE']);
const STRUCTURE = new Set(['LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TABLE', 'PRE', 'DL']);
const CONTAINERS = new Set(['DIV', 'SECTION', 'UL', 'OL', 'ASIDE', 'HEADER', 'DL', 'SPAN']);
/** Longest text (non-space characters) a caption block may have. */
const CAPTION_CHARS = 180;
/** Non-space characters of a paragraph that a teaser may have; prose is what goes beyond. */
const TEASER_NONSPACE = 50;

/** Characters of a text that are not white space (the common spaces of pages; no regular expression, no copy). */
function nonSpace(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 32 && c !== 160 && c !== 0x200b && c !== 0xfeff && !(c >= 0x2000 && c <= 0x200a) && c !== 0x3000) n++;
  }
  return n;
}

function measure(el: Element, extent: Map<Element, Extent>, inLink: boolean): Extent {
  const tag = el.tagName; // linkedom upper-cases the name on every read
  const link = inLink || tag === 'A';
  const e: Extent = {
    tag,
    chars: 0,
    linkChars: 0,
    media: MEDIA_TAGS.has(tag) ? 1 : 0,
    blocks: STRUCTURE.has(tag) ? 2 : tag === 'P' ? 1 : 0,
    prose: 0,
    tables: tag === 'TABLE' ? 1 : 0,
    paragraphs: 0,
  };
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      const c = nonSpace(n.textContent ?? '');
      e.chars += c;
      if (link) e.linkChars += c;
    } else if (n.nodeType === 1) {
      const k = measure(n as Element, extent, link);
      e.chars += k.chars;
      e.linkChars += k.linkChars;
      e.media += k.media;
      e.blocks += k.blocks;
      e.prose += k.prose;
      e.tables += k.tables;
      if (k.tag === 'P') e.paragraphs += k.chars;
    }
  }
  if (tag === 'P') e.prose = Math.max(0, e.chars - e.linkChars - TEASER_NONSPACE);
  extent.set(el, e);
  return e;
}

/** Why a measured block is not the article: a caption block, or a block of links without prose. */
function blockReason(el: Element, e: Extent): string | null {
  if (e.media > 0 && e.chars < CAPTION_CHARS && e.blocks <= 1) return 'caption';
  if (CONTAINERS.has(el.tagName) && e.prose === 0 && e.chars > 0 && e.linkChars > e.chars * 0.5 && e.tables === 0)
    return 'link block';
  return null;
}

/**
 * Removes caption blocks (the largest element around an image or a figure whose text is short and
 * at most one paragraph: a caption, a photo credit, an image teaser; repeated gallery captions go
 * with them) and blocks of links without a paragraph of prose (related stories, teaser grids).
 */
function removeBlocks(
  body: Element,
  core: Element | null,
  extent: Extents,
  removed?: (el: Element, reason: string) => void,
): void {
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child;) {
      const next = child.nextElementSibling;
      const reason = blockReason(child, extent.get(child)!);
      if (reason && child !== core && !child.contains(core)) {
        removed?.(child, reason);
        drop(child, extent);
      } else walk(child);
      child = next;
    }
  };
  walk(body);
}

/** Removes an element and takes its text off its ancestors' measures. */
function drop(el: Element, extent: Extents): void {
  const e = extent.get(el);
  if (e) shift(el.parentElement, e, -1, extent);
  el.remove();
}

/**
 * The element that holds the most paragraph text directly: the article's own container on nearly
 * every page. Furniture rules never remove an ancestor of it.
 */
export function proseCore(body: Element, extent: Extents): Element | null {
  const marked = body.querySelector('[itemprop="articleBody"]');
  if (marked) return marked;
  let best: Element | null = null;
  let bestWeight = 0;
  for (const [el, e] of extent)
    if (e.paragraphs > bestWeight) {
      best = el;
      bestWeight = e.paragraphs;
    }
  return best;
}

// ---- after Readability: what got into the article's own container ------------------------------

const squeeze = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Headings and lead-in lines ("More on this:") that introduce the block after them. */
function isLeadIn(el: Element | null, extent: Extents): el is Element {
  if (!el || (extent.get(el)?.chars ?? 0) > 80) return false;
  const text = squeeze(el.textContent);
  if (!text || text.length > 80) return false;
  return (
    /^H[2-6]$/.test(el.tagName) ||
    /:$/.test(text) ||
    (el.children.length === 1 &&
      /^(STRONG|B)$/.test(el.children[0]!.tagName) &&
      squeeze(el.children[0]!.textContent) === text)
  );
}

/** Share of a block's text inside links above which a list or a short paragraph is a list of links. */
const LINK_SHARE = 0.7;
/** Longest paragraph (non-space characters) that is removed as a link to another page. */
const LINK_PARAGRAPH_CHARS = 135;

/**
 * Removes what is not the article from the container Readability chose: caption blocks (an image
 * with a short text beside it), lists of links (related stories) with the heading that introduces
 * them, and paragraphs that are a single link to another page. One measuring walk (skipped when the
 * measures of `removeFurniture` are passed in), one removing walk.
 */
export function cleanArticle(root: Element, measured?: Extents): void {
  const extent: Extents = measured ?? new Map<Element, Extent>();
  if (!measured) measure(root, extent, false);
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child;) {
      const next = child.nextElementSibling;
      const e = extent.get(child)!;
      const tag = e.tag;
      const links = e.chars > 0 && e.linkChars > e.chars * LINK_SHARE;
      if (links && (tag === 'UL' || tag === 'OL') && child.children.length >= 2) {
        const before = child.previousElementSibling;
        if (isLeadIn(before, extent)) drop(before, extent);
        drop(child, extent);
      } else if (links && tag === 'P' && e.chars < LINK_PARAGRAPH_CHARS) drop(child, extent);
      else walk(child);
      child = next;
    }
  };
  walk(root);
  removeOrphanLeadIns(root, extent);
}

const TEXT_BLOCK = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'BLOCKQUOTE', 'PRE', 'TABLE', 'DL']);
const headingRank = (el: Element) => (/^H[1-6]$/.test(el.tagName) ? +el.tagName[1]! : 0);

/**
 * Removes headings and lead-in lines left with nothing to introduce (their links or teasers were
 * removed): one followed by a heading of the same or a higher rank, or by nothing at all.
 */
function removeOrphanLeadIns(root: Element, extent: Extents): void {
  const blocks: Element[] = [];
  const collect = (el: Element) => {
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (TEXT_BLOCK.has(c.tagName) && (extent.get(c)?.chars ?? 0) > 0) blocks.push(c);
      collect(c);
    }
  };
  collect(root);
  let next: Element | null = null;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    const rank = headingRank(b);
    const nextRank = next ? headingRank(next) : 0;
    const orphan = !next || (nextRank && (!rank || nextRank <= rank));
    if (orphan && (rank > 1 || (b.tagName === 'P' && isLeadIn(b, extent))) && !b.contains(next)) {
      b.remove();
      continue;
    }
    next = b;
  }
}

/** Characters of a text line that count as prose: what it has beyond a teaser's length. */
const TEASER_CHARS = 60;

/**
 * The smallest element holding three quarters of the page's prose (paragraph text beyond teaser
 * length, links excluded, as `removeFurniture` measured it): the article's container, found
 * without Readability's class heuristics.
 */
export function proseContainer(body: Element, extent: Extents): Element | null {
  const total = extent.get(body)?.prose ?? 0;
  if (total <= 0) return null;
  let at: Element = body;
  for (;;) {
    let next: Element | null = null;
    for (let c = at.firstElementChild; c; c = c.nextElementSibling)
      if ((extent.get(c)?.prose ?? 0) >= total * 0.75) next = c;
    if (!next) return at === body ? null : at;
    at = next;
  }
}

/** How much prose a text holds: its lines' characters beyond teaser length. */
export function proseWeight(text: string): number {
  let w = 0;
  for (const line of text.split('\n\n')) if (line.length > TEASER_CHARS) w += line.length - TEASER_CHARS;
  return w;
}
