import { contentTokens } from '../dedup/text.ts';

// Following a storyline past the agent's keywords: news of a developing situation names its places
// and actors again ("Shelling spreads to Ostrel, 18 km north of Dravin") while its vocabulary moves on
// (a strike, then shelling, then a ceasefire), so a later development can mention one of the agent's
// terms where the matcher wants two, and an event the reader was told about can lose its link when
// sources in another vocabulary join it. An event of the window the agent is not linked to is followed
// when the reader was told about it (the prior report cited it), or when it mentions at least one of
// the agent's terms and names a place of an event the agent follows (in this window or the prior
// reports' windows). Places, not actors: a sentence's opening word reads like an actor.

/** A window event the agent is not linked to, as the follower reads it. */
export interface FollowCandidate {
  eventId: string;
  /** Its sources' titles and leads. */
  texts: string[];
  /** Places its sources and the event name. */
  places: string[];
}

const nameKey = (n: string) => n.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The candidates the agent follows, in the candidates' order: those the reader was `told` about, and
 * those that mention at least one of `terms` (the agent's keywords and entities, matched as phrases
 * of content words) and name one of `known` (places of the events the agent follows).
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
    .filter(
      (c) =>
        toldIds.has(c.eventId) ||
        (c.places.some((n) => knownNames.has(nameKey(n))) && c.texts.some((t) => mentions(contentTokens(t)))),
    )
    .map((c) => c.eventId);
}
