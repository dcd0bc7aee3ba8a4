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
// An actor of the storyline is followed when it acts again in a headline of the same matter: news
// tells a development by the actors it names ("Kaltavia adds germanium to export curbs; gallium tops
// $900" after "Kaltavia imposes export controls on gallium"; the two sides agree a halt to strikes
// after the strikes), with no place and none of the agent's words. An actor counts only when the
// storyline's sources name it inside a sentence ("after Kaltavia announced"), not as its opening word
// ("Shelling", "Spot"); it must be what the story is about, named by at least half the sources of a
// followed event (the ransomware gang two of ten port reports name is not the port's story: its next
// victim is news for the cyber desk, not for shipping); and the candidate's headline must share a
// word other than the actor's name with a headline of the storyline.

/** A window event the agent is not linked to, as the follower reads it. */
export interface FollowCandidate {
  eventId: string;
  /** Its sources' titles and leads. */
  texts: string[];
  /** Places its sources and the event name (and other names of its sources: they count when they name a known place). */
  places: string[];
  /** Its sources' headlines (for following an actor of the storyline). */
  titles?: string[];
}

/** What the agent's followed events say, for following their actors. */
export interface FollowedStory {
  /** Their headlines. */
  headlines: readonly string[];
  /** Each followed event's sources: the names it reads as actors, and its text. */
  events: readonly { actors: readonly string[]; text: string }[][];
}

/** Whether `text` names `name` inside a sentence: after a word of it, not as its opening word. */
function namedInside(name: string, text: string): boolean {
  for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
    const before = text.slice(0, i).trimEnd();
    if (before && /[\p{L}\p{N},]$/u.test(before)) return true;
  }
  return false;
}

const nameKey = (n: string) => n.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The candidates the agent follows, in the candidates' order: those the reader was `told` about,
 * those that mention at least one of `terms` (the agent's keywords and entities, matched as phrases
 * of content words) and name one of `known` (places of the events the agent follows), and those that
 * name two of `known`, and those whose headline an actor of `story` leads on its matter.
 */
export function followed(
  candidates: readonly FollowCandidate[],
  terms: readonly string[],
  known: Iterable<string>,
  told: Iterable<string> = [],
  story: FollowedStory = { headlines: [], events: [] },
): string[] {
  const toldIds = new Set(told);
  const knownNames = new Set([...known].map(nameKey).filter((n) => n.length > 2));
  const phrases = terms.map((t) => contentTokens(t)).filter((p) => p.length);
  const mentions = (tokens: string[]) =>
    phrases.some((p) => tokens.some((_, i) => p.every((w, j) => tokens[i + j] === w)));
  const actors = new Set(
    story.events.flatMap((sources) => {
      const named = new Map<string, number>();
      for (const s of sources) for (const a of new Set(s.actors)) named.set(a, (named.get(a) ?? 0) + 1);
      return [...named]
        .filter(([a, n]) => 2 * n >= sources.length && sources.some((s) => namedInside(a, s.text)))
        .map(([a]) => nameKey(a))
        .filter((a) => a.length > 2 && !knownNames.has(a));
    }),
  );
  const storyWords = new Set(story.headlines.flatMap((h) => contentTokens(h)));
  const actedAgain = (c: FollowCandidate) =>
    c.places.some((name) => {
      if (!actors.has(nameKey(name))) return false;
      const own = new Set(contentTokens(name));
      return (c.titles ?? []).some((t) => contentTokens(t).some((w) => !own.has(w) && storyWords.has(w)));
    });
  return candidates
    .filter((c) => {
      if (toldIds.has(c.eventId)) return true;
      if (actedAgain(c)) return true;
      const named = new Set(c.places.map(nameKey).filter((n) => knownNames.has(n))).size;
      return named >= 2 || (named === 1 && c.texts.some((t) => mentions(contentTokens(t))));
    })
    .map((c) => c.eventId);
}
