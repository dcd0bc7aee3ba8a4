// Whose story a headline tells by a people's name: "Major outage on Qadiri power grid", "Kalorian
// refinery fire", "Brevanian central bank cuts key rate". News names a country's happenings by its
// people's name before a noun as often as by the country itself; two such headlines of two peoples,
// neither side naming the other's land, are two countries' happenings, however common each country is
// in the day's news (a common name tells no two stories of one country apart, but it still tells two
// countries apart). Read by rules about how news writes a people's name, never by a list of names;
// countries the gazetteer knows are told apart by `otherNationalStory` (participants.ts).
import { landAndPeople } from './participants.ts';

/** A people's name: a capitalised word with a people's ending ("Qadiri", "Kalorian", "Ostrese", "Vendish"). */
export const PEOPLE = /^\p{Ll}{3,}(?:ian|ean|an|ese|ish|i)$/u;

/**
 * The peoples a headline names before a noun ("Qadiri power grid": a people's name, capitalised,
 * then a lower-case word), among its headline name words (`headNames`: none in a Title Case headline,
 * none written in lower case elsewhere, no country the gazetteer knows). The engine adds the lands a
 * headline names as a body's or a firm's own (`headlineOwners`, bodies.ts): whose story it is too.
 */
export function headlinePeoples(title: string, headNames: readonly string[]): string[] {
  return headNames.filter((w) => {
    if (!PEOPLE.test(w)) return false;
    const cap = w[0]!.toUpperCase() + w.slice(1);
    return new RegExp(`(?<![\\p{L}'’-])${cap}\\s+\\p{Ll}`, 'u').test(title);
  });
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
