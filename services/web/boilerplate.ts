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
export function removeFurniture(body: Element, removed?: (el: Element, reason: string) => void): void {
  const core = proseCore(body);
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child;) {
      const next = child.nextElementSibling;
      const reason = furnitureReason(child);
      if (reason && !(core && child.contains(core))) {
        removed?.(child, reason);
        child.remove();
      } else walk(isEmbed(child) ? asQuote(child) : child);
      child = next;
    }
  };
  walk(body);
  removeBlocks(body, core, removed);
}

const isEmbed = (el: Element) => nameWords(el).some((w) => EMBED_WORDS.has(w));

/**
 * An embedded post as a plain quote: Readability reads class names like `social-media-embed` as
 * sharing widgets and drops them, but a post quoted inside the body is part of the story.
 */
function asQuote(el: Element): Element {
  const quote = el.ownerDocument.createElement('blockquote');
  while (el.firstChild) quote.appendChild(el.firstChild);
  el.replaceWith(quote);
  return quote;
}

interface Extent {
  /** Non-space characters of text, and how many of them are inside links. */
  chars: number;
  linkChars: number;
  media: boolean;
  /** Paragraphs below it (a list, a table, a heading or a quote counts as many). */
  blocks: number;
  /** Paragraph characters beyond teaser length, links excluded. */
  prose: number;
}

const MEDIA_TAGS = new Set(['IMG', 'PICTURE', 'VIDEO', 'FIGURE']);
const STRUCTURE = new Set(['LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'TABLE', 'PRE', 'DL']);
const CONTAINERS = new Set(['DIV', 'SECTION', 'UL', 'OL', 'ASIDE', 'HEADER', 'DL', 'SPAN']);
/** Longest text (non-space characters) a caption block may have. */
const CAPTION_CHARS = 180;
/** Non-space characters of a paragraph that a teaser may have; prose is what goes beyond. */
const TEASER_NONSPACE = 50;

function measure(el: Element, extent: Map<Element, Extent>, inLink: boolean): Extent {
  const link = inLink || el.tagName === 'A';
  const e: Extent = {
    chars: 0,
    linkChars: 0,
    media: MEDIA_TAGS.has(el.tagName),
    blocks: STRUCTURE.has(el.tagName) ? 2 : el.tagName === 'P' ? 1 : 0,
    prose: 0,
  };
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3) {
      const c = (n.textContent ?? '').replace(/\s+/g, '').length;
      e.chars += c;
      if (link) e.linkChars += c;
    } else if (n.nodeType === 1) {
      const k = measure(n as Element, extent, link);
      e.chars += k.chars;
      e.linkChars += k.linkChars;
      e.media ||= k.media;
      e.blocks += k.blocks;
      e.prose += k.prose;
    }
  }
  if (el.tagName === 'P') e.prose = Math.max(0, e.chars - e.linkChars - TEASER_NONSPACE);
  extent.set(el, e);
  return e;
}

/** Why a measured block is not the article: a caption block, or a block of links without prose. */
function blockReason(el: Element, e: Extent): string | null {
  if (e.media && e.chars < CAPTION_CHARS && e.blocks <= 1) return 'caption';
  if (
    CONTAINERS.has(el.tagName) &&
    e.prose === 0 &&
    e.chars > 0 &&
    e.linkChars > e.chars * 0.5 &&
    !el.querySelector('table')
  )
    return 'link block';
  return null;
}

/**
 * Removes caption blocks (the largest element around an image or a figure whose text is short and
 * at most one paragraph: a caption, a photo credit, an image teaser; repeated gallery captions go
 * with them) and blocks of links without a paragraph of prose (related stories, teaser grids).
 */
function removeBlocks(body: Element, core: Element | null, removed?: (el: Element, reason: string) => void): void {
  const extent = new Map<Element, Extent>();
  measure(body, extent, false);
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child;) {
      const next = child.nextElementSibling;
      const reason = blockReason(child, extent.get(child)!);
      if (reason && child !== core && !child.contains(core)) {
        removed?.(child, reason);
        child.remove();
      } else walk(child);
      child = next;
    }
  };
  walk(body);
}

/**
 * The element that holds the most paragraph text directly: the article's own container on nearly
 * every page. Furniture rules never remove an ancestor of it.
 */
export function proseCore(body: Element): Element | null {
  const marked = body.querySelector('[itemprop="articleBody"]');
  if (marked) return marked;
  const weight = new Map<Element, number>();
  let best: Element | null = null;
  let bestWeight = 0;
  for (const p of Array.from(body.querySelectorAll('p'))) {
    const parent = p.parentElement;
    if (!parent) continue;
    const w = (weight.get(parent) ?? 0) + (p.textContent ?? '').length;
    weight.set(parent, w);
    if (w > bestWeight) {
      best = parent;
      bestWeight = w;
    }
  }
  return best;
}

// ---- after Readability: what got into the article's own container ------------------------------

/** Dev switch: rules can be turned off one at a time to measure them. */

function linkShare(el: Element, textLength: number): number {
  let links = 0;
  for (const a of Array.from(el.querySelectorAll('a'))) links += (a.textContent ?? '').trim().length;
  return textLength ? links / textLength : 0;
}

const squeeze = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Headings and lead-in lines ("More on this:") that introduce the block after them. */
function isLeadIn(el: Element | null): el is Element {
  if (!el) return false;
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

/**
 * Removes what is not the article from the container Readability chose: caption blocks (an image
 * with a short text beside it), lists of links (related stories) with the heading that introduces
 * them, and paragraphs that are a single link to another page.
 */
export function cleanArticle(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el === root || !root.contains(el)) continue;
    const tag = el.tagName;
    const text = squeeze(el.textContent);
    if ((tag === 'UL' || tag === 'OL') && el.children.length >= 2 && linkShare(el, text.length) > 0.7) {
      const before = el.previousElementSibling;
      if (isLeadIn(before)) before.remove();
      el.remove();
      continue;
    }
    if (tag === 'P' && text.length < 160 && linkShare(el, text.length) > 0.7) {
      el.remove();
    }
  }
  removeOrphanLeadIns(root);
}

const TEXT_BLOCK = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,table,dl';
const headingRank = (el: Element) => (/^H[1-6]$/.test(el.tagName) ? +el.tagName[1]! : 0);

/**
 * Removes headings and lead-in lines left with nothing to introduce (their links or teasers were
 * removed): one followed by a heading of the same or a higher rank, or by nothing at all.
 */
function removeOrphanLeadIns(root: Element): void {
  const blocks = Array.from(root.querySelectorAll(TEXT_BLOCK)).filter((b) => squeeze(b.textContent));
  let next: Element | null = null;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i]!;
    const rank = headingRank(b);
    const leadIn = rank > 1 || (b.tagName === 'P' && isLeadIn(b));
    const nextRank = next ? headingRank(next) : 0;
    if (leadIn && !b.contains(next) && (!next || (nextRank && (!rank || nextRank <= rank)))) {
      b.remove();
      continue;
    }
    next = b;
  }
}

/** Characters of a paragraph that count as prose: what it has beyond a teaser's length, links excluded. */
const TEASER_CHARS = 60;

/**
 * The smallest element holding three quarters of the page's prose (paragraph text beyond teaser
 * length, links excluded): the article's container, found without Readability's class heuristics.
 */
export function proseContainer(body: Element): Element | null {
  const weight = new Map<Element, number>();
  for (const p of Array.from(body.querySelectorAll('p'))) {
    const text = squeeze(p.textContent);
    let links = 0;
    for (const a of Array.from(p.querySelectorAll('a'))) links += squeeze(a.textContent).length;
    const w = text.length - links - TEASER_CHARS;
    if (w <= 0) continue;
    for (let el: Element | null = p; el && el !== body; el = el.parentElement)
      weight.set(el, (weight.get(el) ?? 0) + w);
  }
  let total = 0;
  for (let c = body.firstElementChild; c; c = c.nextElementSibling) total += weight.get(c) ?? 0;
  if (!total) return null;
  let at: Element = body;
  for (;;) {
    let next: Element | null = null;
    for (let c = at.firstElementChild; c; c = c.nextElementSibling) if ((weight.get(c) ?? 0) >= total * 0.75) next = c;
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
