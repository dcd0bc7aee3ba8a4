// Why a join let a different-event article into an event, by a small fixed set of causes (the quality
// benchmark's `--mechanisms`): whether each side's places were read at all, and when both were read and
// disjoint, what kept the refusals from firing. Counts only: no text, id or name leaves this file, so it
// may be run on held-out sets.
import type { ArticleFeatures, EventState } from '../../services/dedup/engine.ts';
import {
  actorsInCommon,
  differentHappenings,
  heldPlaces,
  wordsOfParticipants,
  type Participant,
} from '../../services/dedup/participants.ts';

/** The causes, in the order they are tested (the first that holds is counted). */
export const MECHANISMS = [
  'near-copy (score 1)',
  'no place either side, no two countries',
  'no place either side, two countries',
  'article reads no place, event does',
  'event reads no place, article does',
  'same place read on both sides, where each tells it',
  'same place read on both sides, background on one',
  "one side names the other's place (not read as its place)",
  'disjoint places: linked',
  'disjoint places: tie by an org/person both name',
  'disjoint places: place too common in the stream',
  'disjoint places: tie by a name word both hold',
  'disjoint places: tie by a headline name',
  'disjoint places: other',
] as const;
export type Mechanism = (typeof MECHANISMS)[number];

/** The refusal inputs of one join (see the engine's `Explanation.best`). */
export interface JoinInputs {
  article: ArticleFeatures;
  event: EventState;
  score: number;
  distinctive: (w: string) => boolean;
  distinctivePlace: (w: string) => boolean;
}

/** Which cause held for one join (read while the engine's explain callback runs: the event is still as joined). */
export function mechanismOf(x: JoinInputs): Mechanism {
  const { article: a, event: e } = x;
  if (x.score >= 1) return 'near-copy (score 1)';
  const held = heldPlaces(a.participants, e.participants);
  const places = (ps: readonly Participant[]) =>
    wordsOfParticipants(ps.filter((p) => p[0] === 'p' && !held(p.slice(2))));
  const mine = places(a.participants);
  const theirs = places(e.participants);
  if (!mine.length && !theirs.length) {
    const lands = (ps: readonly Participant[]) => ps.filter((p) => p[0] === 'c' || p[0] === 'k');
    const mineL = lands(a.participants);
    const theirsL = new Set(lands(e.participants));
    return mineL.length && theirsL.size && !mineL.some((c) => theirsL.has(c))
      ? 'no place either side, two countries'
      : 'no place either side, no two countries';
  }
  if (!mine.length) return 'article reads no place, event does';
  if (!theirs.length) return 'event reads no place, article does';
  const shared = mine.filter((w) => theirs.includes(w));
  if (shared.length) {
    // Where each side says its happening is (`where`), or only among the other places it names.
    const told = (keys: readonly string[]) => new Set(keys.map((k) => k.slice(2)));
    const mineTold = told(a.where);
    const theirsTold = told(e.where);
    return shared.some((w) => mineTold.has(w) && theirsTold.has(w))
      ? 'same place read on both sides, where each tells it'
      : 'same place read on both sides, background on one';
  }
  const myNames = new Set([...a.names, ...a.where.map((k) => k.slice(2))]);
  const theirNames = new Set([...e.names, ...e.where.map((k) => k.slice(2))]);
  if (mine.some((w) => theirNames.has(w)) || theirs.some((w) => myNames.has(w)))
    return "one side names the other's place (not read as its place)";
  if (a.linked) return 'disjoint places: linked';
  // As the refusal reads them (see the engine's `refusal`): a place few events hold, unless an actor ties both.
  const place = actorsInCommon(a.participants, e.participants) ? x.distinctive : x.distinctivePlace;
  if (!differentHappenings(a.participants, e.participants, x.distinctive, place)) {
    const actors = (ps: readonly Participant[]) =>
      wordsOfParticipants(ps.filter((p) => p[0] === 'o' || p[0] === 'n')).filter(x.distinctive);
    const theirActors = new Set(actors(e.participants));
    if (actors(a.participants).some((w) => theirActors.has(w)))
      return 'disjoint places: tie by an org/person both name';
    if (!mine.some(place) || !theirs.some(place)) return 'disjoint places: place too common in the stream';
    return 'disjoint places: other';
  }
  const who = new Set([...wordsOfParticipants(a.participants), ...wordsOfParticipants(e.participants)]);
  const head = new Set([...a.headNames, ...e.headNames]);
  const names = new Set(a.names.filter(x.distinctive));
  const ties = e.names.filter((w) => names.has(w) && (who.has(w) || head.has(w)) && !held(w));
  if (ties.some((w) => who.has(w))) return 'disjoint places: tie by a name word both hold';
  if (ties.length) return 'disjoint places: tie by a headline name';
  return 'disjoint places: other';
}
