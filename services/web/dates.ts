import { decodeEntities, scanTags, textAfter, type Tag } from './markup.ts';

/**
 * The publication date of a page, from the most to the least trustworthy clue: a full date in the
 * URL path, the article's JSON-LD, a date the text introduces as the publication ("Veröffentlicht
 * am …"), specific meta tags, `itemprop` markup, the byline under the headline, `<time>`, app state
 * in scripts, dated elements, generic `date` meta tags, embedded media's JSON-LD. Modification
 * dates are used only when nothing says when the page was published; then the first date in the
 * text, and last the day the page's source names most often.
 */

export interface FoundDate {
  /** ISO 8601 date-time (`YYYY-MM-DDThh:mm:ss±hh:mm`, or midnight UTC when only the day is known). */
  iso: string;
  /** The calendar day as written on the page: `YYYY-MM-DD`. */
  day: string;
  source: string;
}

const MIN_YEAR = 1995;

const PUBLISHED_META = [
  'article:published_time',
  'og:article:published_time',
  'og:published_time',
  'article:published',
  'published_time',
  'datepublished',
  'date_published',
  'publishdate',
  'publish-date',
  'publish_date',
  'pubdate',
  'pub_date',
  'publication_date',
  'citation_publication_date',
  'citation_date',
  'citation_online_date',
  'dc.date.issued',
  'dc.date.created',
  'dcterms.issued',
  'dcterms.created',
  'sailthru.date',
  'parsely-pub-date',
  'article.published',
  'originalpublicationdate',
  'original-publish-date',
  'article_date_original',
  'cxenseparse:recs:publishtime',
  'rnews:datepublished',
  'dcsext.articlefirstpublished',
  'article.created',
  'created',
  'creation_date',
  'date_created',
  'datecreated',
  'displaydate',
  'og:pubdate',
  'pdate',
  'ptime',
  'bt:pubdate',
  'nlmodifieddate',
  'dc.date.published',
  'published-date',
  'release_date',
  'content_create_date',
  'gentime',
  'last-publish-date',
];
const MODIFIED_META = [
  'article:modified_time',
  'og:updated_time',
  'datemodified',
  'date_modified',
  'last-modified',
  'lastmod',
  'dcterms.modified',
  'dc.date.modified',
  'revised',
  'article.updated',
  'utime',
  'updated_time',
];
/** A bare date: as often when the page was generated or last changed as when it was published. */
const GENERIC_META = ['dcterms.date', 'dc.date', 'dc:date', 'date'];
const rank = (keys: string[]) => new Map(keys.map((k, i) => [k, i]));
const PUBLISHED_RANK = rank(PUBLISHED_META);
const GENERIC_RANK = rank(GENERIC_META);
const MODIFIED_RANK = rank(MODIFIED_META);
/** The best-ranked meta tag of one kind seen so far. */
const metaPick = (ranks: Map<string, number>) => ({ ranks, rank: Infinity, found: null as FoundDate | null });

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [
    1,
    [
      'january',
      'jan',
      'januar',
      'jänner',
      'jaenner',
      'janvier',
      'enero',
      'gennaio',
      'janeiro',
      'januari',
      'styczeń',
      'stycznia',
      'ianuarie',
      'января',
      'январь',
      'січня',
      'ocak',
      'leden',
      'ledna',
      'tammikuuta',
    ],
  ],
  [
    2,
    [
      'february',
      'feb',
      'februar',
      'feber',
      'février',
      'fevrier',
      'febrero',
      'febbraio',
      'fevereiro',
      'februari',
      'lutego',
      'februarie',
      'февраля',
      'февраль',
      'лютого',
      'şubat',
      'únor',
      'února',
      'helmikuuta',
    ],
  ],
  [
    3,
    [
      'march',
      'mar',
      'märz',
      'maerz',
      'mär',
      'mrz',
      'mars',
      'marzo',
      'março',
      'maart',
      'marca',
      'martie',
      'марта',
      'март',
      'березня',
      'mart',
      'březen',
      'března',
      'maaliskuuta',
      'marts',
    ],
  ],
  [
    4,
    [
      'april',
      'apr',
      'avril',
      'abril',
      'aprile',
      'kwietnia',
      'aprilie',
      'апреля',
      'апрель',
      'квітня',
      'nisan',
      'duben',
      'dubna',
      'huhtikuuta',
    ],
  ],
  [
    5,
    [
      'may',
      'mai',
      'mayo',
      'maggio',
      'maio',
      'mei',
      'maja',
      'мая',
      'май',
      'травня',
      'mayıs',
      'květen',
      'května',
      'toukokuuta',
      'maj',
    ],
  ],
  [
    6,
    [
      'june',
      'jun',
      'juni',
      'juin',
      'junio',
      'giugno',
      'junho',
      'czerwca',
      'iunie',
      'июня',
      'июнь',
      'червня',
      'haziran',
      'červen',
      'června',
      'kesäkuuta',
    ],
  ],
  [
    7,
    [
      'july',
      'jul',
      'juli',
      'juillet',
      'julio',
      'luglio',
      'julho',
      'lipca',
      'iulie',
      'июля',
      'июль',
      'липня',
      'temmuz',
      'červenec',
      'července',
      'heinäkuuta',
    ],
  ],
  [
    8,
    [
      'august',
      'aug',
      'août',
      'aout',
      'agosto',
      'augustus',
      'sierpnia',
      'августа',
      'август',
      'серпня',
      'ağustos',
      'srpen',
      'srpna',
      'elokuuta',
    ],
  ],
  [
    9,
    [
      'september',
      'sep',
      'sept',
      'septembre',
      'septiembre',
      'settembre',
      'setembro',
      'września',
      'septembrie',
      'сентября',
      'сентябрь',
      'вересня',
      'eylül',
      'září',
      'syyskuuta',
    ],
  ],
  [
    10,
    [
      'october',
      'oct',
      'oktober',
      'okt',
      'octobre',
      'octubre',
      'ottobre',
      'outubro',
      'października',
      'octombrie',
      'октября',
      'октябрь',
      'жовтня',
      'ekim',
      'říjen',
      'října',
      'lokakuuta',
      'oktobar',
    ],
  ],
  [
    11,
    [
      'november',
      'nov',
      'novembre',
      'noviembre',
      'novembro',
      'listopada',
      'noiembrie',
      'ноября',
      'ноябрь',
      'листопада',
      'kasım',
      'listopad',
      'listopadu',
      'marraskuuta',
      'novembar',
    ],
  ],
  [
    12,
    [
      'december',
      'dec',
      'dezember',
      'dez',
      'décembre',
      'decembre',
      'diciembre',
      'dicembre',
      'dezembro',
      'grudnia',
      'decembrie',
      'декабря',
      'декабрь',
      'грудня',
      'aralık',
      'prosinec',
      'prosince',
      'joulukuuta',
      'decembar',
    ],
  ],
];
for (const [n, names] of monthNames) for (const name of names) MONTHS[name] = n;
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

// Patterns over free text. Each yields year, month, day (and maybe a time).
const ISO_LIKE =
  /\b((?:19|20)\d\d)[-/.](0?[1-9]|1[0-2])[-/.](0?[1-9]|[12]\d|3[01])(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?\s*(Z|[+-]\d\d:?\d\d)?)?(?!\d)/;
const COMPACT = /(?<!\d)((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/;
const DMY_NUM = /(?<![\d.])(0?[1-9]|[12]\d|3[01])\.\s?(0?[1-9]|1[0-2])\.\s?((?:19|20)?\d\d)(?![\d.]*\d)/;
const SLASH = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/((?:19|20)\d\d)(?!\d)/;
const DMY_NAME = new RegExp(
  `(?<!\\d)(0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th|er|º)?\\.?\\s*(?:de\\s+)?(${MONTH_ALT})\\.?,?\\s*(?:de\\s+)?((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);
const MDY_NAME = new RegExp(
  `(?<![\\p{L}])(${MONTH_ALT})\\.?\\s+(0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)(?!\\d)`,
  'iu',
);

interface Parsed {
  y: number;
  m: number;
  d: number;
  time?: string;
  offset?: string;
}

function valid(p: Parsed, now: Date): boolean {
  if (p.y < MIN_YEAR || p.m < 1 || p.m > 12 || p.d < 1) return false;
  const days = new Date(Date.UTC(p.y, p.m, 0)).getUTCDate();
  if (p.d > days) return false;
  return Date.UTC(p.y, p.m - 1, p.d) <= now.getTime() + 86_400_000;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toFound(p: Parsed, source: string): FoundDate {
  const day = `${p.y}-${pad(p.m)}-${pad(p.d)}`;
  const offset = p.offset ? (p.offset === 'Z' ? 'Z' : p.offset.replace(/^([+-]\d\d)(\d\d)$/, '$1:$2')) : 'Z';
  const iso = p.time ? `${day}T${p.time}${p.time.length === 5 ? ':00' : ''}${offset}` : `${day}T00:00:00Z`;
  return { iso, day, source };
}

/** Parses one date string: ISO forms first, then written forms. `dayFirst` decides `a/b/yyyy`. */
export function parseDate(text: string, now: Date, dayFirst = true): Parsed | null {
  const s = text.trim();
  if (!s) return null;
  let m = ISO_LIKE.exec(s);
  if (m) {
    const p: Parsed = { y: +m[1]!, m: +m[2]!, d: +m[3]! };
    if (m[4]) {
      p.time = `${m[4]}:${m[5]}${m[6] ? `:${m[6]}` : ''}`;
      if (m[7]) p.offset = m[7];
    }
    if (valid(p, now)) return p;
  }
  m = DMY_NAME.exec(s);
  if (m) {
    const p = { y: +m[3]!, m: MONTHS[m[2]!.toLowerCase()]!, d: +m[1]! };
    if (valid(p, now)) return p;
  }
  m = MDY_NAME.exec(s);
  if (m) {
    const p = { y: +m[3]!, m: MONTHS[m[1]!.toLowerCase()]!, d: +m[2]! };
    if (valid(p, now)) return p;
  }
  m = DMY_NUM.exec(s);
  if (m) {
    const yy = m[3]!.length === 2 ? 2000 + +m[3]! : +m[3]!;
    const p = { y: yy, m: +m[2]!, d: +m[1]! };
    if (valid(p, now)) return p;
  }
  m = SLASH.exec(s);
  if (m) {
    const a = +m[1]!,
      b = +m[2]!;
    const first = dayFirst ? (b > 12 ? { m: a, d: b } : { m: b, d: a }) : a > 12 ? { m: b, d: a } : { m: a, d: b };
    const p = { y: +m[3]!, ...first };
    if (valid(p, now)) return p;
  }
  m = COMPACT.exec(s);
  if (m) {
    const p = { y: +m[1]!, m: +m[2]!, d: +m[3]! };
    if (valid(p, now)) return p;
  }
  return null;
}

const MEDIA_TYPE = /^(?:Video|Audio|Image|Media)Object$|^(?:Clip|Photograph|Product|Offer|Review|Comment|Event)$/;
const LD_KEYS = ['datePublished', 'dateCreated', 'uploadDate'];

/**
 * Publication dates named in a page's JSON-LD blocks, best key first (in page order among equals):
 * the page's own, and apart from them what embedded media and products say (a video's
 * `uploadDate` dates the video, not the page).
 */
function jsonLdDates(blocks: readonly string[]): { page: string[]; media: string[] } {
  const page: { rank: number; value: string }[] = [];
  const media: typeof page = [];
  const visit = (node: unknown, depth: number, inMedia: boolean) => {
    if (depth > 6 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, depth + 1, inMedia);
      return;
    }
    const o = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(o['@type'] ?? []);
    const isMedia = inMedia || types.some((t) => typeof t === 'string' && MEDIA_TYPE.test(t));
    LD_KEYS.forEach((key, rank) => {
      if (typeof o[key] === 'string') (isMedia ? media : page).push({ rank, value: o[key] });
    });
    for (const [k, v] of Object.entries(o)) if (k !== 'comment' && typeof v === 'object') visit(v, depth + 1, isMedia);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block.trim().replace(/^<!--|-->$/g, '')), 0, false);
    } catch {
      const m = /"datePublished"\s*:\s*"([^"]+)"/.exec(block); // broken JSON still names its date
      if (m) page.push({ rank: 0, value: m[1]! });
    }
  }
  // The sort is stable: among equal keys, page order stays.
  const best = (found: typeof page) => found.sort((a, b) => a.rank - b.rank).map((f) => f.value);
  return { page: best(page), media: best(media) };
}

const SCRIPT_PUBLISHED =
  /["'](?:datePublished|date_published|publishedAt|published_at|publishDate|publish_date|publicationDate|firstPublished(?:At|Date)?|first_published_at)["']\s*:\s*["']([^"']{8,40})["']/;

/** How far below a headline (in characters of markup) its byline may sit. */
const BYLINE_REACH = 1500;

const described = (t: Tag) => `${t.attrs.get('class') ?? ''} ${t.attrs.get('itemprop') ?? ''}`;

const DATE_HINT =
  /date|time|publish|posted|byline|meta|datum|zeit|veroeffentlicht|stand|entry|artikel|article-info|info|author|dateline|fecha/i;

/** An element whose class or id says it holds a date (and not a comment's, a teaser's or a calendar's). */
function datedElement(t: Tag): boolean {
  const hint = `${t.attrs.get('class') ?? ''} ${t.attrs.get('id') ?? ''}`;
  return (
    hint.length >= 2 &&
    DATE_HINT.test(hint) &&
    !/comment|copyright|sidebar|widget|archive|calendar|related|teaser/i.test(hint)
  );
}

export interface DateInputs {
  /** The page's markup, scripts and styles removed (footers and asides kept: dates live there). */
  html: string;
  url: string;
  /** Raw `<script type="application/ld+json">` bodies (taken before scripts are stripped). */
  jsonLd: readonly string[];
  /** The bodies of the page's scripts, joined (before they are stripped): app state often names the publication date. */
  scripts?: string;
  /** `scanTags(html)`, when the caller has it already. */
  tags?: readonly Tag[];
  now?: Date;
  lang?: string | null;
  /** The page as fetched, comments and scripts included: searched when nothing else names a date. */
  raw?: string;
}

export function findPublishDate(input: DateInputs): FoundDate | null {
  // A full date in the URL path is the day the publisher filed the story, in its own time zone:
  // it wins over the markup, which lends it a time of day when both name the same day.
  const now = input.now ?? new Date();
  const fromUrl = urlDate(input.url, now);
  const fromMarkup = markupDate({ ...input, now });
  if (fromUrl) return fromMarkup?.day === fromUrl.day ? fromMarkup : fromUrl;
  return fromMarkup ?? (input.raw ? commonestDate(input.raw, now) : null);
}

// Full dates anywhere in the source: `2020-04-17`, `2020/04/17`, `2020.04.17`, and `20201007` when
// it starts a path segment or file name (image and asset names are often stamped with their day).
const ANY_DATE =
  /(?<![\d.])((?:19|20)\d\d)([-/.])(0[1-9]|1[0-2])\2(0[1-9]|[12]\d|3[01])(?![\d.]*\d)|(?<=[/_-])((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?=(?:\d{4,9})?[/_.-])/g;

/**
 * The last resort: the day named most often anywhere in the page's source (comments, scripts,
 * attributes and asset names included), the latest of equals.
 */
function commonestDate(raw: string, now: Date): FoundDate | null {
  const counts = new Map<string, { n: number; p: Parsed }>();
  for (const m of raw.matchAll(ANY_DATE)) {
    const p = m[1] ? { y: +m[1], m: +m[3]!, d: +m[4]! } : { y: +m[5]!, m: +m[6]!, d: +m[7]! };
    if (!valid(p, now)) continue;
    const day = `${p.y}-${pad(p.m)}-${pad(p.d)}`;
    const c = counts.get(day);
    if (c) c.n++;
    else counts.set(day, { n: 1, p });
  }
  let best: [string, { n: number; p: Parsed }] | null = null;
  for (const e of counts) if (!best || e[1].n > best[1].n || (e[1].n === best[1].n && e[0] > best[0])) best = e;
  return best ? toFound(best[1].p, 'source') : null;
}

function markupDate(input: DateInputs): FoundDate | null {
  const now = input.now ?? new Date();
  const dayFirst = !/^en-us\b|^en$/i.test(input.lang ?? '');
  const tryParse = (v: string | null | undefined, source: string): FoundDate | null => {
    const p = v ? parseDate(v, now, dayFirst) : null;
    return p ? toFound(p, source) : null;
  };
  /** A `<time>`'s date, unless it says it is a modification. */
  const timeDate = (t: Tag, source: string) =>
    /modif|update/i.test(described(t))
      ? null
      : tryParse(t.attrs.get('datetime') || textAfter(input.html, t.end), source);

  const ld = jsonLdDates(input.jsonLd);
  for (const v of ld.page) {
    const f = tryParse(v, 'json-ld');
    if (f) return f;
  }

  const tags = input.tags ?? scanTags(input.html);
  const text = bodyText(input.html);
  // What the text tells its readers ("Veröffentlicht am 16.08.2019") beats the meta tags and <time>.
  const cue = cueDate(text, now, dayFirst);
  if (cue) return cue;

  // Meta tags, best-ranked key of each kind. A generic `date` waits until the page's own markup has been asked.
  const best = metaPick(PUBLISHED_RANK),
    generic = metaPick(GENERIC_RANK),
    modified = metaPick(MODIFIED_RANK);
  for (const t of tags) {
    if (t.name !== 'meta') continue;
    const key = (
      t.attrs.get('property') ??
      t.attrs.get('name') ??
      t.attrs.get('itemprop') ??
      t.attrs.get('http-equiv') ??
      ''
    )
      .trim()
      .toLowerCase();
    for (const pick of [best, generic, modified]) {
      const r = pick.ranks.get(key);
      if (r === undefined || r >= pick.rank) continue;
      const found = tryParse(t.attrs.get('content'), `meta ${key}`);
      if (found) Object.assign(pick, { rank: r, found });
    }
  }
  if (best.found) return best.found;

  for (const t of tags) {
    const prop = t.attrs.get('itemprop');
    if (t.name === 'meta' || (prop !== 'datePublished' && prop !== 'dateCreated')) continue;
    const f = tryParse(t.attrs.get('content') ?? t.attrs.get('datetime') ?? textAfter(input.html, t.end), 'itemprop');
    if (f) return f;
  }

  // The byline: a <time> or dated element just below a headline dates the article, whatever
  // sidebars, embeds and comments earlier or later in the page say.
  const headlines = tags.filter((t) => t.name === 'h1').map((t) => t.end);
  for (const t of tags) {
    if (!headlines.some((h) => t.end > h && t.end - h < BYLINE_REACH)) continue;
    const f =
      t.name === 'time'
        ? timeDate(t, 'byline')
        : datedElement(t)
          ? tryParse(textAfter(input.html, t.end), 'byline')
          : null;
    if (f) return f;
  }

  const times = tags.filter((t) => t.name === 'time');
  const preferred = times.filter(
    (t) => t.attrs.has('pubdate') || /publish|entry-date|created|post-date/i.test(described(t)),
  );
  for (const t of [...preferred, ...times]) {
    const f = timeDate(t, 'time');
    if (f) return f;
  }

  // Publication keys in a script's JSON (app state, product and article objects).
  const key = input.scripts ? SCRIPT_PUBLISHED.exec(input.scripts) : null;
  if (key) {
    const f = tryParse(key[1], 'script');
    if (f) return f;
  }

  for (const t of tags) {
    if (!datedElement(t)) continue;
    const f = tryParse(
      t.name === 'abbr' && t.attrs.get('title') ? t.attrs.get('title') : textAfter(input.html, t.end),
      'dated element',
    );
    if (f) return f;
  }

  if (generic.found) return generic.found;
  for (const v of ld.media) {
    const f = tryParse(v, 'json-ld media');
    if (f) return f;
  }
  if (modified.found) return modified.found;
  return textDate(text, now, dayFirst);
}

function urlDate(url: string, now: Date): FoundDate | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  // `/2020/04/17/`, `/2020-04-17-title`, `/20200417_x`; but in `/2023/10/3-fragen` the 3 belongs to the slug.
  const m =
    /\/((?:19|20)\d\d)\/(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])(?:[/.]|$)/.exec(path) ??
    /\/((?:19|20)\d\d)[_-](0?[1-9]|1[0-2])[_-](0?[1-9]|[12]\d|3[01])(?:[/_.-]|$)/.exec(path) ??
    /[/_-]((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?:[/_.-]|$)/.exec(path);
  if (!m) return null;
  const p = { y: +m[1]!, m: +m[2]!, d: +m[3]! };
  return valid(p, now) ? toFound(p, 'url') : null;
}

const CUE =
  /(?:ver[öo]e?ffentlicht|publiziert|erschienen|erstellt|geschrieben|publi[ée]e?|mis en ligne|published|posted|publicado|pubblicato|opublikowano|gepostet)(?:\s+(?:am|le|on|el|il|at))?\s*:?\s*/giu;

/** The text of the page's body, one line per run of text between tags. */
function bodyText(html: string): string {
  const start = html.search(/<body\b/i);
  return decodeEntities(html.slice(Math.max(0, start)).replace(/<[^>]*>/g, '\n'));
}

/** A date the page's text introduces as its publication ("Published on …", "Veröffentlicht am …"). */
function cueDate(body: string, now: Date, dayFirst: boolean): FoundDate | null {
  const text = body.replace(/\s+/g, ' ');
  for (const m of text.matchAll(CUE)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (!/^(?:\p{L}+,?\s)?\d/u.test(after)) continue;
    const p = parseDate(after, now, dayFirst);
    if (p) return toFound(p, 'cue');
  }
  return null;
}

/** Next to last: the first plausible date in the body's text. */
function textDate(text: string, now: Date, dayFirst: boolean): FoundDate | null {
  for (const line of text.split(/\n+/)) {
    if (line.length > 400 || !/\d/.test(line)) continue;
    const p = parseDate(line, now, dayFirst);
    if (p) return toFound(p, 'text');
  }
  return null;
}
