// What changed between two reports of an agent, computed in the page (issue 21's diff operation was
// not on main when the console was built). Pure: no DOM, unit-tested in test/unit/console-report-diff.test.ts.
import type { Report } from '../../schemas/api/report.ts';

export const LENSES = ['personal', 'research', 'business_operations', 'trading_investments'] as const;
const SITUATION = ['headline', 'what_happened', 'what_changed', 'why_it_matters'] as const;
const BLOCK = ['bottom_line', 'recommended_posture', 'time_horizon'] as const;

export interface FieldChange {
  /** Where the field is, e.g. `situation.headline` or `decisionAdvantage.research.bottom_line`. */
  field: string;
  before: string;
  after: string;
}

export interface ReportDiff {
  from: string;
  to: string;
  /** Events the newer report cites and the older does not, and the reverse. */
  newEvents: string[];
  goneEvents: string[];
  keptEvents: string[];
  trend: { before: Report['trend'] | null; after: Report['trend'] | null };
  changeScore: { before: number | null; after: number | null };
  confidence: { before: string; after: string };
  changed: FieldChange[];
}

/** The diff from `older` to `newer` (the order callers pass is the order shown). */
export function diffReports(older: Report, newer: Report): ReportDiff {
  const was = new Set(older.sourceEventIds);
  const now = new Set(newer.sourceEventIds);
  const fields: [string, (r: Report) => string][] = [
    ['title', (r) => r.title],
    ['summary', (r) => r.summary],
    ...SITUATION.map((f): [string, (r: Report) => string] => [`situation.${f}`, (r) => r.situation[f]]),
    ...LENSES.flatMap((lens) =>
      BLOCK.map((f): [string, (r: Report) => string] => [
        `decisionAdvantage.${lens}.${f}`,
        (r) => r.decisionAdvantage[lens][f],
      ]),
    ),
    ['nextLikelyDevelopments', (r) => r.nextLikelyDevelopments.join('\n')],
  ];
  return {
    from: older.reportId,
    to: newer.reportId,
    newEvents: newer.sourceEventIds.filter((id) => !was.has(id)),
    goneEvents: older.sourceEventIds.filter((id) => !now.has(id)),
    keptEvents: newer.sourceEventIds.filter((id) => was.has(id)),
    trend: { before: older.trend ?? null, after: newer.trend ?? null },
    changeScore: { before: older.changeScore ?? null, after: newer.changeScore ?? null },
    confidence: { before: older.confidence.overall, after: newer.confidence.overall },
    changed: fields.flatMap(([field, get]) =>
      get(older) === get(newer) ? [] : [{ field, before: get(older), after: get(newer) }],
    ),
  };
}

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A word-level diff of two texts (longest common subsequence over whitespace-separated words), for
 * showing a changed field with its removed and added words marked.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  // Long fields: past this the table would be large; mark the whole text instead.
  if (a.length * b.length > 400_000)
    return [
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: WordPart[] = [];
  const push = (kind: WordPart['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last?.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return out;
}
