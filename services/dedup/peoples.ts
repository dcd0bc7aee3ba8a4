// Whose story a headline tells by a people's name: "Major outage on Qadiri power grid", "Kalorian
// refinery fire", "Brevanian central bank cuts key rate". News names a country's happenings by its
// people's name before a noun as often as by the country itself; two such headlines of two peoples,
// neither side naming the other's land, are two countries' happenings, however common each country is
// in the day's news (a common name tells no two stories of one country apart, but it still tells two
// countries apart). Read by rules about how news writes a people's name, never by a list of names;
// countries the gazetteer knows are told apart by `otherNationalStory` (participants.ts).
import { countriesIn } from './gazetteer.ts';
import { landAndPeople } from './participants.ts';

/** A people's name: a capitalised word with a people's ending ("Qadiri", "Kalorian", "Ostrese", "Vendish"). */
export const PEOPLE = /^\p{Ll}{3,}(?:ian|ean|an|ese|ish|i)$/u;

/**
 * The peoples a headline names before a noun ("Qadiri power grid": a people's name, capitalised,
 * then a lower-case word), and the lands it names as a body's or a firm's own (see `headlineOwners`),
 * among its headline name words (`headNames`: none in a Title Case headline, none written in lower
 * case elsewhere, no country the gazetteer knows).
 */
export function headlinePeoples(title: string, headNames: readonly string[]): string[] {
  const peoples = headNames.filter((w) => {
    if (!PEOPLE.test(w)) return false;
    const cap = w[0]!.toUpperCase() + w.slice(1);
    return new RegExp(`(?<![\\p{L}'’-])${cap}\\s+\\p{Ll}`, 'u').test(title);
  });
  // An owner the gazetteer knows is left to the national-story rule, as its people's name is.
  const owners = headlineOwners(title).filter((w) => !peoples.includes(w) && !countriesIn(w).length);
  return [...peoples, ...owners];
}

/**
 * What news calls a public body or a firm by its role, after its land's name ("Torvane’s central
 * bank", "Pellamy’s telecoms operator", "Ostria’s election commission"): lower-case words ending in one
 * of these. Not a government, an army or a company, which a leader or an owner has as often as a land
 * ("the premier’s government").
 */
const ROLE =
  '(?:central bank|bank|lender|ministry|parliament|regulator|watchdog|authority|agency|commission|court|operator|utility|insurer|airline|carrier|printer|miner|drugmaker|chipmaker|carmaker|shipbuilder|maker|producer|exporter|refiner)s?';
/** A land's name, its possessive, then a body's role: "Torvane’s industry ministry". */
// The words between are the role's own ("industry", "telecoms", "state-owned"): no plural noun and
// no verb of a headline ("Velmar’s tariffs hit lenders" names no lender of Velmar's).
const OWNED = new RegExp(
  `(?<![\\p{L}'’-])(\\p{Lu}[\\p{Ll}-]{2,})['’]s\\s+(?:(?:telecoms|arms|\\p{Ll}[\\p{Ll}-]*[^\\P{Ll}s])\\s+){0,2}?${ROLE}\\b`,
  'gu',
);
/** A people's name opening a headline, then a body's role: "Pellamian industry ministry". */
const PEOPLE_FIRST = new RegExp(
  `^(?:[\\p{Lu}\\s]+:\\s+|Live:\\s+)?(\\p{Lu}\\p{Ll}{2,}(?:ian|ean|an|ese|ish|i))\\s+(?:(?:telecoms|arms|\\p{Ll}[\\p{Ll}-]*[^\\P{Ll}s])\\s+){0,2}?${ROLE}\\b`,
  'u',
);
/** A body named for its land: "Central Bank of Dunmorra", "Bank of Velisk", "Government of Pellamy". */
const OF_LAND =
  /\b(?:Bank|Government|Parliament|Republic|Kingdom|Army|Navy|Police)\s+of\s+(?:the\s+)?(\p{Lu}[\p{Ll}-]{2,})(?![\p{L}-])(?!\s+\p{Lu})/gu;

/**
 * The lands a headline names as the owner of the body or firm it is about ("Torvane’s industry
 * ministry vetoes…", "Central Bank of Dunmorra raises…"), lower-cased: whose story it is, as a people's
 * name before a noun says it ("Dunmorran central bank").
 */
export function headlineOwners(title: string): string[] {
  const out = new Set<string>();
  // A people's name opening the headline before a body's role ("Dunmorran central bank holds…"): the
  // first word of a headline is capitalised whatever it is, its role says it is a people's.
  const first = PEOPLE_FIRST.exec(title);
  if (first) out.add(first[1]!.toLowerCase());
  for (const m of title.matchAll(OWNED)) out.add(m[1]!.toLowerCase());
  for (const m of title.matchAll(OF_LAND)) out.add(m[1]!.toLowerCase());
  return [...out];
}

/**
 * Whether two name words are one land told two ways: the same word, a land and its people ("ostria",
 * "ostrian"; "qadira", "qadiri"; "torvane", "torvanian"; "pellamy", "pellamian").
 */
export function sameLand(x: string, y: string): boolean {
  if (x === y || landAndPeople(x, y)) return true;
  const [land, people] = x.length <= y.length ? [x, y] : [y, x];
  if (land.length >= 4 && people.endsWith('i') && `${land.replace(/(?:ia|a)$/, '')}i` === people) return true;
  // A land ending in a vowel or y drops it before its people's ending.
  const stem = land.replace(/(?:ia|[aeiouy])$/, '');
  return stem.length >= 4 && PEOPLE.test(people) && people.replace(/(?:ian|ean|an|ese|ish|i|n)$/, '') === stem;
}

/**
 * Whether an article and an event are two peoples' happenings: each side's headlines name a people
 * (see `headlinePeoples`), and no people one side's headlines name is named, as itself or as its land,
 * anywhere on the other side (its headlines' and openings' name words). A report saying the happening
 * spread to another land is exempt.
 */
export function otherPeople(
  article: { peoples: readonly string[]; names: readonly string[]; spread: boolean },
  event: { peoples: readonly string[]; names: readonly string[] },
): boolean {
  if (article.spread || !article.peoples.length || !event.peoples.length) return false;
  const told = (w: string, names: readonly string[], peoples: readonly string[]) =>
    names.some((x) => sameLand(x, w)) || peoples.some((x) => sameLand(x, w));
  return (
    !article.peoples.some((w) => told(w, event.names, event.peoples)) &&
    !event.peoples.some((w) => told(w, article.names, article.peoples))
  );
}
