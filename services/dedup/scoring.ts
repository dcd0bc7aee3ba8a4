// How well an article fits an open event: pure functions of the two, no state. The engine
// (engine.ts) finds the candidates (candidates.ts) and calls these; settings in SCORING were tuned on
// one half of the NeuS set only (npm run bench:dedup-quality).

const DAY = 86_400_000;

export const SCORING = {
  /** The article joins the best event when that event's score, less the background, reaches this. */
  threshold: 0.13,
  /** How many runner-up scores make the background, and how much of it is taken off the best. */
  backgroundOf: 5,
  backgroundWeight: 1,
  /** An event's articles lie within this time of each other (published time, else ingestion time)… */
  windowMs: 2 * DAY,
  /** …and an article that stretches its span past a day loses this much score per day beyond the first. */
  decayPerDay: 0.1,
  /** A near-copy (estimated shingle Jaccard with the founding article) joins whatever its score. */
  nearDuplicate: 0.5,
  /** The most recent articles of an event that scoring compares an article with… */
  members: 16,
  /**
   * …each kept as its heaviest terms (the vector scaled back to unit length). 48 keep nearly all of a
   * lead's terms; 24 cost 0.007 BCubed F1 at 100 and 1,000 events a day (tune half).
   */
  memberTerms: 48,
  /**
   * A name word held by this share of all founding articles (and at least `backgroundNameMin` of
   * them) is background: sharing it is no sign of one happening (see participants.ts).
   */
  backgroundNameShare: 0.01,
  /**
   * Below this score an article and an event that name no one in common are not one happening (see
   * `noNameInCommon`): a window holding one or two stories of a kind lets a weak match win its margin
   * over nothing. Tuned on the tune halves (NeuS at 10 a day, the fresh confusers' tune domains).
   */
  nameEvidence: 0.15,
  /**
   * How much lower the join threshold is for an event that names one of the article's participants
   * (see `sharedParticipant`): one happening told in other words still names the same who and where.
   * It also needs a word of the happening the event's reports keep saying (see `keptSaying`).
   */
  participantRelief: 0.03,
  backgroundNameMin: 2,
  /**
   * Between an article and an event that name no organisation or person in common, a place is
   * background only once this many events hold it (and `backgroundNameShare` of them): in a busy
   * region each happening has its own actors, and two strikes on two towns are told apart by the
   * towns even when each town has been in the week's news. Between sides that name an actor in
   * common, places are background at `backgroundNameMin` (a recurring venue of one story). At 12 the
   * blind3 confusers go from 57.65% of pairs merged (F1 0.675) to 37.70% (0.792), BASIL stays at 0.975
   * (at 12 without the actor condition it fell to 0.973).
   */
  backgroundPlaceMin: 12,
};

/**
 * The articles of an event as unit tf-idf vectors, one after another: member `i` has the term ids
 * `ids[starts[i]]…ids[starts[i + 1] - 1]` and their weights. The weights were fixed when the article
 * joined, so an event cannot drift away from what its articles said.
 */
export interface MemberVectors {
  ids: Int32Array;
  /** Plain arrays (of doubles): smaller than typed ones at these lengths, as fast to read. */
  weights: number[];
  starts: number[];
}

/**
 * Average link: the mean cosine between the article and each member. `marks[id]` is 1 + the place of
 * term `id` in the article (0 when the article lacks it) and `weights[place]` the article's unit
 * tf-idf weight. Summed in the members' own order, so the result is the same to the last bit
 * whatever ids the terms have.
 */
export function averageLink(marks: Int32Array, weights: Float64Array, m: MemberVectors): number {
  const count = m.starts.length - 1;
  if (count <= 0) return 0;
  let total = 0;
  for (let i = 0; i < count; i++) {
    let dot = 0;
    for (let k = m.starts[i]!; k < m.starts[i + 1]!; k++) {
      const place = marks[m.ids[k]!]!;
      if (place) dot += weights[place - 1]! * m.weights[k]!;
    }
    total += dot;
  }
  return total / count;
}

/**
 * The time an event's articles would span with this article among them. Measured over the whole
 * event, not from its nearest article: otherwise a storyline covered day after day (a hurricane's
 * aftermath, then the governor's resignation, then the debt bill) chains into one event.
 */
export function spanWith(time: number, span: { timeMin: number; timeMax: number }): number {
  return Math.max(span.timeMax, time) - Math.min(span.timeMin, time);
}

/** Score lost to an event's time span: none within a day, then `decayPerDay` a day; null past the window. */
export function timePenalty(spanMs: number): number | null {
  if (spanMs > SCORING.windowMs) return null;
  return spanMs <= DAY ? 0 : (SCORING.decayPerDay * (spanMs - DAY)) / DAY;
}

/**
 * The best candidate's score against the others: the mean of the next `backgroundOf` scores (missing
 * ones count as 0), weighted, is taken off. An article made of words many of the day's stories share
 * scores well against all of them; only a clear winner joins. `scores` is sorted, best first.
 */
export function marginOverBackground(scores: number[]): number {
  if (!scores.length) return -Infinity;
  let background = 0;
  for (let i = 1; i <= SCORING.backgroundOf && i < scores.length; i++) background += Math.max(0, scores[i]!);
  return scores[0]! - (SCORING.backgroundWeight * background) / SCORING.backgroundOf;
}

/**
 * Whether the best candidate is good enough to join (see `marginOverBackground`). Only the quality
 * benchmark's sweep (`--thresholds`) passes another threshold than the shipped one.
 */
export function joins(scores: number[], threshold = SCORING.threshold): boolean {
  return marginOverBackground(scores) >= threshold;
}

/**
 * The scores `joins` judges the best candidate left standing by: its own, then every other
 * candidate's that scored no higher, those left out as other happenings included. An article whose
 * words fit several of the day's stories is no clearer a match for one of them because the others
 * were ruled out (a crane order at a port is not the port's strike because a dock fire elsewhere was
 * left out); the candidates that outscored it were ruled out as other happenings and are no
 * background for it. `scored` is sorted, best first, and holds `best`.
 */
export function decisionScores<T extends { score: number }>(best: T, scored: readonly T[]): number[] {
  const out = [best.score];
  for (const s of scored) if (s !== best && s.score <= best.score) out.push(s.score);
  return out;
}

/**
 * Whether a strict majority of an event's members hold one of `ids` (term ids; -1 is a term none
 * holds): what its reports keep saying is what happened, while a word one report used in passing
 * ("the terminal operators" in a strike's lead) is the domain's, and ties another story of the same
 * place to it as easily. An event of one report keeps saying all it said.
 */
export function keptSaying(ids: readonly number[], m: MemberVectors): boolean {
  const count = m.starts.length - 1;
  for (const id of new Set(ids)) {
    if (id < 0) continue;
    let held = 0;
    for (let i = 0; i < count; i++)
      for (let k = m.starts[i]!; k < m.starts[i + 1]!; k++)
        if (m.ids[k] === id) {
          held++;
          break;
        }
    if (2 * held > count) return true;
  }
  return false;
}
