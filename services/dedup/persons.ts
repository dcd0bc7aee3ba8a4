// Who acted, by person: a report of an announcement, a pledge or a decision names the person who made
// it, and every report of that one act names that person (a reaction names them beside its own
// speaker; a report quoting another voice still names the agency or the place the act belongs to).
// Two reports that each name their own people and share no name at all, nor anyone or anywhere they
// read, tell two acts (two ministers' two pledges), however often the day's news names each of them
// and however alike their words. Read by how news names who acted, never by names.
import { wordsOfName, type Participant } from './participants.ts';

/** Whether a side names a person (`n:`). */
const namesPerson = (ps: readonly Participant[]): boolean => ps.some((p) => p[0] === 'n');

/** The words of the people, organisations and places a side reads (countries and peoples aside). */
function named(ps: readonly Participant[]): Set<string> {
  const out = new Set<string>();
  for (const p of ps)
    if (p[0] === 'n' || p[0] === 'o' || p[0] === 'p') for (const w of wordsOfName(p.slice(2))) out.add(w);
  return out;
}

/**
 * Whether an article and an event are two people's acts: each side names a person, the two share no
 * name word at all (`names`: every name their headlines and openings hold, so neither names the
 * other's person, and no agency or place both give ties them), and no word of a person, an
 * organisation or a place they read. Countries decide nothing: one country's two ministers act apart.
 */
export function otherPersons(
  article: { participants: readonly Participant[]; names: readonly string[] },
  event: { participants: readonly Participant[]; names: readonly string[] },
): boolean {
  if (!namesPerson(article.participants) || !namesPerson(event.participants)) return false;
  if (article.names.some((w) => event.names.includes(w))) return false;
  const held = named(event.participants);
  for (const w of named(article.participants)) if (held.has(w)) return false;
  return true;
}
