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
  let hit: string | null = null;
  for (const w of words) {
    if (EMBED_WORDS.has(w)) return null;
    if (!hit && FURNITURE_WORDS.has(w)) hit = w;
  }
  return hit;
}

/**
 * Removes page furniture from a parsed body. An element named like furniture that holds the
 * article itself (the body text's greater part, or the element marked as the article body) stays:
 * sites put words like `tag-…` and `has-sidebar` on the article's own wrappers.
 */
export function removeFurniture(body: Element, removed?: (el: Element, reason: string) => void): void {
  const core = proseCore(body);
  const walk = (el: Element) => {
    for (let child = el.firstElementChild; child; ) {
      const next = child.nextElementSibling;
      const reason = furnitureReason(child);
      if (reason && !(core && child.contains(core))) {
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
