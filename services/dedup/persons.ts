// Who acted, by person: a report of an announcement, a pledge or a decision names the person who made
// it, and every report of that one act names that person (a reaction names them beside its own
// speaker). Two reports that each name their own people, none of the other's anywhere in their
// headlines and openings, and share no one and nowhere else, tell two acts (two ministers' two
// pledges), however often the day's news names each of them and however alike their words.
// Read by how news names who acted, never by names.
import { wordsOfName, type Participant } from './participants.ts';

/**
 * The surnames of the people a side's headlines name (a person is told by the surname: see
 * participants.ts): who acted. A person only its opening names is often a voice beside the act (the
 * agency's director quoted, a doctor who welcomed it), and outlets quote different voices.
 */
function actors(ps: readonly Participant[]): string[] {
  const out: string[] = [];
  for (const p of ps) if (p[0] === 'n') out.push(...wordsOfName(p.slice(2)).slice(-1));
  return out;
}

/** The words of the people, organisations and places a side names (countries and peoples aside). */
function named(ps: readonly Participant[]): Set<string> {
  const out = new Set<string>();
  for (const p of ps)
    if (p[0] === 'n' || p[0] === 'o' || p[0] === 'p') for (const w of wordsOfName(p.slice(2))) out.add(w);
  return out;
}

/**
 * Whether an article and an event are two people's acts: each side's headline names a person, no surname of
 * either side is among the other's name words (`names`: every name its headline and opening hold),
 * and the two share no word of a person, an organisation or a place. Countries decide nothing: one
 * country's two ministers act apart.
 */
export function otherPersons(
  article: { participants: readonly Participant[]; names: readonly string[]; headNames: readonly string[] },
  event: { participants: readonly Participant[]; names: readonly string[]; headNames: readonly string[] },
): boolean {
  const mine = actors(article.participants);
  if (!mine.length) return false;
  const theirs = actors(event.participants);
  if (!theirs.length) return false;
  if (mine.some((w) => event.names.includes(w)) || theirs.some((w) => article.names.includes(w))) return false;
  const held = named(event.participants);
  for (const w of named(article.participants)) if (held.has(w)) return false;
  return true;
}
