import type { AskBasis } from '../../schemas/api/ask.ts';
import { ungrounded, type GroundingPassage } from '../evidence/grounding.ts';

// An answer's statements, each with what it cites. The answerer writes "Sources disagree. X Another
// source says: Y" and "X (Earlier: Y)": Y rests on the `answer.disagreement` or `answer.earlier` basis
// entry, the rest on `answer` (a part whose field has no entry, on every entry: "No answer yet" on `related`).
// "X (Since 9 March 2026: Y)" tells what a later source changed of X: Y is an `answer.since` part, cited
// with X in the `answer` entry.

export interface AnswerPart {
  field: string;
  text: string;
}

const SINCE = / \(Since \d{1,2} \p{L}+ \d{4}: /u;

export function answerParts(answer: string): AnswerPart[] {
  const disagree = /^(Sources disagree\. .*?) Another source says: (.*)$/su.exec(answer);
  if (disagree)
    return [
      { field: 'answer', text: disagree[1]! },
      { field: 'answer.disagreement', text: disagree[2]! },
    ];
  const since = answer.search(SINCE);
  if (since > 0 && answer.endsWith(')'))
    return [
      { field: 'answer', text: answer.slice(0, since) },
      ...answer
        .slice(since + 2, -1)
        .split(/\) \((?=Since [^:()]*: )/)
        .map((text) => ({ field: 'answer.since', text })),
    ];
  const earlier = /^(.*) \(Earlier: (.*)\)$/su.exec(answer);
  if (earlier)
    return [
      { field: 'answer', text: earlier[1]! },
      { field: 'answer.earlier', text: earlier[2]! },
    ];
  return [{ field: 'answer', text: answer }];
}

const passagesOf = (entries: readonly AskBasis[]): GroundingPassage[] =>
  entries.flatMap((b) => b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))));

/**
 * The numbers and names of each part of an answer that the passages THAT part cites do not hold: a
 * statement citing the latest source may not state the earlier one's figure.
 */
export function ungroundedParts(answer: string, basis: readonly AskBasis[]): { part: AnswerPart; missing: string[] }[] {
  return answerParts(answer).flatMap((part) => {
    const own = basis.filter((b) => b.field === part.field);
    const missing = ungrounded(part.text, passagesOf(own.length ? own : basis));
    return missing.length ? [{ part, missing }] : [];
  });
}
