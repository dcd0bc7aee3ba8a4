import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface FeedItem {
  /** The item's identity in its feed: a hash of its id (guid, Atom id, else link, else title) and its version. */
  key: string;
  /** The link, resolved against the feed's URL; '' when there is none. */
  url: string;
  title: string;
  /** The feed's short description (`description`, Atom `summary`), as sent (it may hold markup). */
  summary: string;
  /** The feed's own full text (`content:encoded`, Atom `content`), or '' when the item carries only a summary. */
  content: string;
  publishedAt: string | null;
}

export interface Feed {
  format: 'rss' | 'atom';
  title: string;
  language: string | null;
  /** In the feed's order (newest first, by convention). */
  items: FeedItem[];
}

/** The body is not an RSS 2.0 or Atom 1.0 feed we can read whole. */
export class MalformedFeed extends Error {}

type Node = Record<string, unknown>;

/** Elements that repeat; always read as arrays, so one item reads like many. */
const REPEATED = new Set(['item', 'entry', 'link', 'category']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  htmlEntities: true,
  processEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const list = (x: unknown): Node[] =>
  x === undefined || x === null ? [] : ((Array.isArray(x) ? x : [x]).filter((n) => n !== null) as Node[]);

/** An element's text: a string, or the text node of an element with attributes. */
function text(x: unknown): string {
  if (Array.isArray(x)) return text(x[0]);
  if (typeof x === 'string' || typeof x === 'number') return String(x).trim();
  if (x && typeof x === 'object' && '#text' in x) return String((x as Node)['#text']).trim();
  return '';
}

function isoOrNull(s: string): string | null {
  if (!s) return null;
  const t = Date.parse(s);
  if (Number.isNaN(t)) return null;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function resolve(link: string, base: string): string {
  if (!link) return '';
  try {
    return new URL(link, base).href;
  } catch {
    return link; // kept as written: the article check says what is wrong with it
  }
}

function keyOf(id: string, title: string, version: string | null): string {
  return createHash('sha256')
    .update(`${id}\n${title}\n${version ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Parses an RSS 2.0 or Atom 1.0 feed whole, or throws MalformedFeed: a truncated or broken document
 * is refused outright, never read in part. Links are resolved against `baseUrl` (the URL the feed
 * was fetched from). An item's key changes when its title or date changes, so an edited item is
 * sent again (the dedup worker takes it as an update of the same article).
 */
export function parseFeed(xml: string, baseUrl: string): Feed {
  // Feeds never need entity declarations; a document that makes them (an expansion bomb) is refused.
  const root = xml.search(/<(rss|feed)\b/);
  if (/<!ENTITY\b/i.test(root < 0 ? xml : xml.slice(0, root)))
    throw new MalformedFeed('declares XML entities: refused');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new MalformedFeed(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  let doc: { rss?: Node; feed?: Node };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch (err) {
    throw new MalformedFeed(`unreadable XML: ${(err as Error).message}`);
  }
  const channel = doc.rss && typeof doc.rss === 'object' ? (doc.rss.channel as Node | undefined) : undefined;
  if (channel && typeof channel === 'object') return rss(channel, baseUrl);
  if (doc.feed && typeof doc.feed === 'object') return atom(doc.feed, baseUrl);
  throw new MalformedFeed('not an RSS 2.0 or Atom 1.0 feed');
}

function rss(channel: Node, base: string): Feed {
  return {
    format: 'rss',
    title: text(channel.title),
    language: text(channel.language) || null,
    items: list(channel.item).map((i) => {
      const guid = text(i.guid);
      const url = resolve(text(i.link) || (guid.startsWith('http') ? guid : ''), base);
      const title = text(i.title);
      const publishedAt = isoOrNull(text(i.pubDate) || text(i['dc:date']));
      return {
        key: keyOf(guid || url || title, title, publishedAt),
        url,
        title,
        summary: text(i.description),
        content: text(i['content:encoded']),
        publishedAt,
      };
    }),
  };
}

function atom(feed: Node, base: string): Feed {
  return {
    format: 'atom',
    title: text(feed.title),
    language: typeof feed['@xml:lang'] === 'string' ? feed['@xml:lang'] : null,
    items: list(feed.entry).map((e) => {
      const links = list(e.link);
      const link =
        links.find((l) => (l['@rel'] ?? 'alternate') === 'alternate' && (l['@type'] ?? 'text/html') === 'text/html') ??
        links.find((l) => (l['@rel'] ?? 'alternate') === 'alternate') ??
        links[0];
      const url = resolve(typeof link?.['@href'] === 'string' ? link['@href'] : '', base);
      const title = text(e.title);
      const publishedAt = isoOrNull(text(e.published) || text(e.updated));
      // XHTML content is markup the parser split into elements: read as absent, so the page is fetched.
      const content = (e.content as Node | undefined)?.['@type'] === 'xhtml' ? '' : text(e.content);
      return {
        key: keyOf(text(e.id) || url || title, title, isoOrNull(text(e.updated)) ?? publishedAt),
        url,
        title,
        summary: text(e.summary),
        content,
        publishedAt,
      };
    }),
  };
}
