// "Superseded stated as current", a bench measure of Ask: an answer that states a count a later source
// of its cited events replaced ("3 dead", then "the toll rose to 7"), or a state one reversed ("billing
// offline", then "back online"), as it stood when the question was asked. The sources read are those of
// the events the answer's own claim cites, ingested by the question's clock: the bench knows every
// article of its world, so one read of which event holds which source is all it needs. The answer's
// "Earlier: …" and "Another source says: …" parts are history and disagreement, not checked; an old value
// or state the answer's own "(Since <day>: …)" part follows with what stands now is told as history; nor an
// answer to a question about an earlier time ("how many had died at first?", "on Wednesday, how many …"). Judged with the reports'
// checker (report-stale.ts). Pure.
import { answerParts } from '../../services/ask/answer-parts.ts';
import type { SourceDoc } from '../../services/evidence/facts.ts';
import { PAST_DATED, staleParts, type StaleFinding } from './report-stale.ts';

/**
 * A question about an earlier time, or dated to a day or a moment ("on Wednesday", "at lunchtime",
 * "right after the strike"): its answer may state what was true then.
 */
const ASKS_EARLIER =
  /\b(?:at first|first (?:reported|said|put|given)|initially|originally|earlier|before|previous(?:ly)?|at the start|in the morning|had|(?:right|just|soon|shortly) after|at lunchtime|at noon|overnight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

export interface AnswerToCheck {
  question: string;
  answer: string;
  /** The events the answer's own claim cites (its `answer` basis entries). */
  eventIds: string[];
}

/** The old counts and states the answer states as current; empty for no answer and for a question about the past. */
export function staleAnswer(a: AnswerToCheck, docs: readonly SourceDoc[]): StaleFinding[] {
  if (!a.eventIds.length || ASKS_EARLIER.test(a.question) || PAST_DATED.test(a.question)) return [];
  const cited = new Set(a.eventIds);
  const all = answerParts(a.answer);
  const parts = all
    .filter((p) => p.field === 'answer')
    .map((p) => ({ field: p.field, text: p.text, eventIds: a.eventIds }));
  const since = all.filter((p) => p.field === 'answer.since').map((p) => p.text);
  const tells = (f: StaleFinding) =>
    since.some((t) =>
      f.kind === 'state'
        ? t.includes(f.now)
        : new RegExp(String.raw`(?<![\w.,])${f.now.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\w])`, 'i').test(t),
    );
  return staleParts(
    parts,
    docs.filter((d) => cited.has(d.eventId)),
  ).filter((f) => !tells(f));
}
