// Whose story a headline tells by a people's name: "Major outage on Qadiri power grid", "Kalorian
// refinery fire", "Brevanian central bank cuts key rate". News names a country's happenings by its
// people's name before a noun as often as by the country itself; two such headlines of two peoples,
// neither side naming the other's land, are two countries' happenings, however common each country is
// in the day's news (a common name tells no two stories of one country apart, but it still tells two
// countries apart). Read by rules about how news writes a people's name, never by a list of names;
// countries the gazetteer knows are told apart by `otherNationalStory` (participants.ts).
import { PEOPLE, sameLand, wordsOfName, wordsOfParticipants, type Participant } from './participants.ts';

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
 * The lands a headline places its happening in by name ("Millions without power in Torlund", "Quake
 * toll rises in Mirvale"): the places and countries of its participants whose every word is
 * one of its headline name words (none in a Title Case headline, none a country the gazetteer knows).
 * A town so named stands for its land here: a report of one land's happening headlined by one of its
 * towns names that land or its people in its opening (see `otherPeople`).
 */
export function headlineLands(participants: readonly Participant[], headNames: readonly string[]): string[] {
  if (!headNames.length) return [];
  const out = new Set<string>();
  for (const p of participants) {
    if (p[0] !== 'p' && p[0] !== 'c') continue;
    const words = wordsOfName(p.slice(2));
    if (words.length && words.every((w) => headNames.includes(w))) for (const w of words) out.add(w);
  }
  return [...out];
}

/** A side of `otherPeople`: its participants and headline name words give the lands it names when it names no people. */
interface PeopleSide {
  peoples: readonly string[];
  names: readonly string[];
  participants?: readonly Participant[];
  headNames?: readonly string[];
}

/**
 * Whether an article and an event are two peoples' happenings: each side's headlines name a people
 * (see `headlinePeoples`), or one side's a people and the other's a land by name (see
 * `headlineLands`: "Vardeshi grid collapses", "Millions without power in Torlund"; news tells a
 * country's happening either way; two places by name are `differentHappenings`'), and no people or land
 * one side's headlines name is named, as itself or as its land or people, anywhere on the other side
 * (its headlines' and openings' name words). A report saying the happening spread to another land is
 * exempt. A side told by the place its headline names may be told by a town of the other's land (a
 * "Muldres university" hit, a "Mosdrukian university" hit): an organisation or a person both sides
 * name then ties them, as one happening's reports name the same victim or actor.
 */
export function otherPeople(article: PeopleSide & { spread: boolean }, event: PeopleSide): boolean {
  if (article.spread) return false;
  if (!article.peoples.length && !event.peoples.length) return false;
  const lands = (side: PeopleSide) =>
    side.peoples.length ? side.peoples : headlineLands(side.participants ?? [], side.headNames ?? []);
  const mine = lands(article);
  const theirs = lands(event);
  if (!mine.length || !theirs.length) return false;
  if (!article.peoples.length || !event.peoples.length) {
    const actors = (side: PeopleSide) =>
      wordsOfParticipants((side.participants ?? []).filter((p) => p[0] === 'o' || p[0] === 'n'));
    const theirActors = new Set(actors(event));
    if (actors(article).some((w) => theirActors.has(w))) return false;
  }
  const told = (w: string, names: readonly string[], peoples: readonly string[]) =>
    names.some((x) => sameLand(x, w)) || peoples.some((x) => sameLand(x, w));
  return !mine.some((w) => told(w, event.names, theirs)) && !theirs.some((w) => told(w, article.names, mine));
}
