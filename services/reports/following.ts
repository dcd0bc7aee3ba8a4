import { contentTokens } from '../dedup/text.ts';

// Following a storyline past the agent's keywords: news of a developing situation names its places
// and actors again ("Shelling spreads to Ostrel, 18 km north of Dravin") while its vocabulary moves on
// (a strike, then shelling, then a ceasefire), so a later development can mention one of the agent's
// terms where the matcher wants two, and an event the reader was told about can lose its link when
// sources in another vocabulary join it. An event of the window the agent is not linked to is followed
// when the reader was told about it (the prior report cited it), or when it mentions at least one of
// the agent's terms and names a place of an event the agent follows (in this window or the prior
// reports' windows), or when it names two such places whatever its words ("Power back for most of
// Ysolde; 8,000 homes still dark … a temporary bridge at Tolvane" after a storm that struck both).
// Places, not actors: a sentence's opening word reads like an actor; but a name one source reads as
// an actor is the known place of that name.

/** A window event the agent is not linked to, as the follower reads it. */
export interface FollowCandidate {
  eventId: string;
  /** Its sources' titles and leads. */
  texts: string[];
  /** Places its sources and the event name (and other names of its sources: they count when they name a known place). */
  places: string[];
}

const nameKey = (n: string) => n.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The candidates the agent follows, in the candidates' order: those the reader was `told` about,
 * those that mention at least one of `terms` (the agent's keywords and entities, matched as phrases
 * of content words) and name one of `known` (places of the events the agent follows), and those that
 * name two of `known`.
 */
export function followed(
  candidates: readonly FollowCandidate[],
  terms: readonly string[],
  known: Iterable<string>,
  told: Iterable<string> = [],
): string[] {
  const toldIds = new Set(told);
  const knownNames = new Set([...known].map(nameKey).filter((n) => n.length > 2));
  const phrases = terms.map((t) => contentTokens(t)).filter((p) => p.length);
  const mentions = (tokens: string[]) =>
    phrases.some((p) => tokens.some((_, i) => p.every((w, j) => tokens[i + j] === w)));
  return candidates
    .filter((c) => {
      if (toldIds.has(c.eventId)) return true;
      const named = new Set(c.places.map(nameKey).filter((n) => knownNames.has(n))).size;
      return named >= 2 || (named === 1 && c.texts.some((t) => mentions(contentTokens(t))));
    })
    .map((c) => c.eventId);
}
