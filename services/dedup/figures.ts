// What a rate or a statistic came to: news tells a rate decision by the level it set ("raised its key
// rate to 13.25 percent") and a release by the figure it gave ("inflation rose to 6.6 percent"), and
// every report of one decision or one release repeats that figure, while a follow-up that changes it
// (a revision, a correction) names the old figure beside the new one. Two reports whose levels differ,
// neither naming the other's, are two decisions or two releases (one bank's two meetings, one
// country's two months), however alike their words. Read by how news writes a level, never by names.
import { ownStory } from './text.ts';

/**
 * What has a level, by its kind: a policy rate, prices, jobs, output (lower case). A report tells one
 * kind's level (its headline's); a level of another kind beside it ("inflation ran at 7.1 percent" in a
 * rate decision's follow-up) is context.
 */
const SUBJECT =
  /\b(?:(inflation|consumer prices|producer prices|prices)(?: rate)?|(unemployment|jobless)(?: rate)?|(growth|gdp|economy)(?: rate)?|(rates?))\b/g;

/** The kind of level a subject names (the index of its group in SUBJECT). */
const kindOf = (m: RegExpMatchArray): number => m.slice(1).findIndex((g) => g !== undefined);

/** A percentage (not a size of move in points: "by 0.25 percentage point", "25 basis points"). */
const PERCENT = /(?<![\d.])(\d{1,3}(?:\.\d{1,2})?)\s*(?:%|percent\b|per cent\b)(?!\s*(?:age)?\s*points?)/g;

/**
 * What stands between a subject and a figure of another clause: a clause's break ("rates rose, and the
 * crown fell 2%"), not the comma before a level ("by 25 basis points, to 7.5 percent").
 */
const OTHER_CLAUSE = /[;:]|,(?!\s*(?:to|at)\b)|\b(?:and|but|while|after|when|as)\b/;

/** A change over a month or a quarter told after its figure ("0.4 percent from April"): a move, not a level. */
const PERIOD_MOVE =
  /^\s*(?:on the (?:month|quarter)|(?:month|quarter)[- ]on[- ](?:month|quarter)|on a (?:monthly|quarterly) basis|in the (?:month|quarter)|from the (?:previous|prior|preceding) (?:month|quarter)|from (?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/;

/** A figure as compared ("13.0" and "13" are one level). */
const figure = (n: string): string => String(Number(n));

/** The sentences of a headline and an opening's first two sentences (its own story). */
function clauses(title: string, opening: string): string[] {
  return [title, ...ownStory(opening).split(/(?<=[.!?;])\s+/)].map((s) => s.toLowerCase());
}

/**
 * The levels a headline and an opening's first two sentences give: a percentage after a word of what
 * has a level in the same clause, not the size of a move ("by 2 percent", "0.4 percent on the month"), at most the first of each
 * sentence, and only of the kind the report is about (its headline's first subject, else its first
 * level's): a rate decision's report giving the inflation beside it gives no second level.
 */
export function levelsOf(title: string, opening: string): string[] {
  const out = new Set<string>();
  const [head] = title.toLowerCase().matchAll(SUBJECT);
  let story = head && kindOf(head);
  for (const c of clauses(title, opening)) {
    const subjects = [...c.matchAll(SUBJECT)];
    if (!subjects.length) continue;
    for (const m of c.matchAll(PERCENT)) {
      const before = subjects.filter((s) => s.index < m.index).at(-1);
      if (!before) continue;
      if (/\bby\s*$/.test(c.slice(Math.max(0, m.index - 4), m.index))) continue;
      if (OTHER_CLAUSE.test(c.slice(before.index + before[0].length, m.index))) continue;
      if (PERIOD_MOVE.test(c.slice(m.index + m[0].length))) continue;
      story ??= kindOf(before);
      if (kindOf(before) === story) out.add(figure(m[1]!));
      break;
    }
  }
  return [...out];
}

/** Every percentage a headline and an opening name (a revision names the figure it replaces). */
export function percentagesOf(title: string, opening: string): string[] {
  return [...new Set([...`${title}\n${opening}`.toLowerCase().matchAll(PERCENT)].map((m) => figure(m[1]!)))];
}

/**
 * Whether an article and an event give different levels: each side gives one (see `levelsOf`), and
 * no level one side gives is among the other side's percentages.
 */
export function otherLevel(
  article: { levels: readonly string[]; percentages: readonly string[] },
  event: { levels: readonly string[]; percentages: readonly string[] },
): boolean {
  if (!article.levels.length || !event.levels.length) return false;
  return (
    !article.levels.some((l) => event.percentages.includes(l)) &&
    !event.levels.some((l) => article.percentages.includes(l))
  );
}
