// Who and where an article is about: its named participants, each of a kind (a place, an
// organisation, a person, a country), read by rules about how news names them ("in X", "X province",
// "governor X", "the X Bank"), never by lists of names. Pure functions of the text, so a replay reads
// the same. Two stories of one domain share their vocabulary but not their participants: the engine
// (engine.ts) keeps an article out of an event whose participants of some kind are all different.
import { countriesIn, countryOf } from './gazetteer.ts';

/** A participant as a key: its kind's letter, a colon, its name lower-cased (`p:` place, `o:` organisation, `n:` person, `c:` country code). */
export type Participant = string;

/** Words that make a name an organisation's. */
const ORG_WORDS =
  /\b(?:bank|trust|union|party|alliance|movement|front|coalition|agency|office|ministry|authority|group|telecom|semiconductor|micro|refining|shipping|cloud|holdings|corp|corporation|inc|ltd|company|council|commission|hospital|organization|organisation|brigade|university|airlines|airways|institute|federation|syndicate|collective|crew|gang|army|police|court|fund|exchange|energy|motors|systems|labs|partners|capital|securities|insurance|reserve)\b/i;
/** Lower-case words that put a place right after them. */
const PLACE_BEFORE = /(?:\b(?:in|near|at|off|outside|across|from|into|of|to)\s+(?:the\s+)?)$/;
/** Lower-case words that make the name before them a place. */
const PLACE_AFTER =
  /^\s*(?:province|region|district|river|strait|square|city|town|port|county|state|island|islands|field|valley|coast|bay|harbour|harbor|prefecture|oblast|canal|lake|mountains?)\b/i;
/** Roles that put a person's name right after them. */
const ROLE_BEFORE =
  /(?:\b(?:minister|governor|president|premier|chancellor|mayor|director|spokesperson|spokesman|spokeswoman|leader|official|chief|executive|ceo|manager|chairman|chairwoman|chair|secretary|general|commander|senator|judge|prosecutor|head|founder|analyst|economist|dr|mr|mrs|ms)\.?,?\s+)$/i;
/** Words after a name that make it a person's: someone says something. */
const SAYS_AFTER = /^\s*(?:said|says|told|added|warned|announced|wrote)\b/;

/** Runs of capitalised words (with the small words names hold), as text.ts reads proper nouns. */
const NAME =
  /\b[A-Z](?:[\p{L}'-]|\.(?=\p{L}))*(?:[ \t]+(?:(?:of|de|del|da|al|bin|van|von|the|and)[ \t]+)?[A-Z](?:[\p{L}'-]|\.(?=\p{L}))*)*/gu;
/** Names that are no participant: months, days, and openers left alone. */
const NOT_NAMES = new Set(
  `the a an this that these those it its he she they we his her their our january february march april may june july
  august september october november december monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);
/** Capitalised words that open a name but are no part of it: roles and sentence openers. */
const LEADING =
  /^(?:(?:The|A|An|In|At|On|After|Before|As|When|While|Minister|Governor|President|Premier|Chancellor|Mayor|Director|Spokesperson|Spokesman|Spokeswoman|Leader|Official|Chief|Executive|Prime|Finance|Oil|Health|Foreign|Defence|Defense|Interior|Security|Disaster|Union|Plant|Military|Regional|Russian|Ukrainian)\s+)+/;

const MAX_WORDS = 5;

/** Whether most words of a headline are capitalised (Title Case): its runs are not names. */
function titleCased(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}’'-]*/gu) ?? [];
  if (words.length < 4) return false;
  const caps = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return caps / words.length > 0.6;
}

/** The participants one text names, in order of first appearance. */
function participantsOf(text: string): Participant[] {
  const out: Participant[] = [];
  const add = (p: Participant) => {
    if (!out.includes(p)) out.push(p);
  };
  for (const m of text.matchAll(NAME)) {
    const raw = m[0];
    let start = m.index;
    const stripped = raw.replace(LEADING, '');
    start += raw.length - stripped.length;
    const name = stripped.replace(/'s$/, '');
    const words = name.split(/\s+/).filter(Boolean);
    if (!words.length || words.length > MAX_WORDS || name.length < 3 || NOT_NAMES.has(name.toLowerCase())) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(m.index + raw.length, m.index + raw.length + 24);
    // A name at the very start of a sentence with nothing to tell its kind is left alone.
    const key = name.toLowerCase();
    if (ORG_WORDS.test(name)) add(`o:${key}`);
    else if (ROLE_BEFORE.test(before) && words.length >= 2) add(`n:${key}`);
    else if (words.length >= 2 && words.length <= 3 && SAYS_AFTER.test(after)) add(`n:${key}`);
    else if (PLACE_BEFORE.test(before) || PLACE_AFTER.test(after)) {
      const country = countryOf(key);
      add(country ? `c:${country.toLowerCase()}` : `p:${key}`);
    }
  }
  return out;
}

/**
 * The named participants of an article: from its headline (unless it is in Title Case) and its
 * lead, plus the countries the gazetteer finds there.
 */
export function participants(title: string, lead: string): Participant[] {
  // A possessive ends a name ("Norland’s central bank"): the curly apostrophe is no part of a word here.
  const text = (titleCased(title) ? lead : `${title}.\n${lead}`).replace(/[’‘]/g, ' ’ ');
  const out = participantsOf(text);
  for (const { country } of countriesIn(`${title} ${lead}`)) {
    const p = `c:${country.toLowerCase()}`;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** Kinds whose sharing is evidence of one happening (a country is too wide: two strikes in one country are two events). */
const NAMING = ['p', 'o', 'n'];

/**
 * Whether an article and an event describe different happenings by who and where: some kind of
 * participant is named on both sides with nothing in common, and no place, organisation or person
 * is shared at all.
 */
export function differentHappenings(article: readonly Participant[], event: readonly Participant[]): boolean {
  if (!article.length || !event.length) return false;
  const eventSet = new Set(event);
  let disjointKind = false;
  for (const kind of ['p', 'o', 'n', 'c']) {
    const mine = article.filter((p) => p.startsWith(`${kind}:`));
    if (!mine.length) continue;
    const shared = mine.some((p) => eventSet.has(p));
    if (shared && NAMING.includes(kind)) return false;
    if (!shared && event.some((p) => p.startsWith(`${kind}:`))) disjointKind = true;
  }
  return disjointKind;
}

/** Whether they share a place, organisation or person: evidence of one happening beyond shared words. */
export function sharesParticipant(article: readonly Participant[], event: readonly Participant[]): boolean {
  const eventSet = new Set(event);
  return article.some((p) => NAMING.includes(p[0]!) && eventSet.has(p));
}
