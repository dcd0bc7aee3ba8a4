import type { ReportDiff } from '../../schemas/api/report-diff.ts';
import { LENSES, type Report } from '../../schemas/api/report.ts';

/** A report as stored: its body and the source count of each cited event when it was written. */
export interface StoredReport {
  report: Report;
  evidence: Record<string, number>;
}

const SITUATION_FIELDS = ['headline', 'what_happened', 'what_changed', 'why_it_matters'] as const;
const LENS_FIELDS = ['bottom_line', 'recommended_posture', 'time_horizon'] as const;

/** Every situation and lens field of a report, by its path, in document order. */
function textFields(r: Report): [string, string][] {
  return [
    ...SITUATION_FIELDS.map((f): [string, string] => [`situation.${f}`, r.situation[f]]),
    ...LENSES.flatMap((lens) =>
      LENS_FIELDS.map((f): [string, string] => [`decisionAdvantage.${lens}.${f}`, r.decisionAdvantage[lens][f]]),
    ),
  ];
}

const ref = (s: StoredReport) => ({
  reportId: s.report.reportId,
  title: s.report.title,
  generatedAt: s.report.generatedAt,
  asOf: s.report.asOf,
});

/**
 * What changed from one report to another (pure): events cited by `to` only (new), by both with
 * more sources (grown) or by `from` only (gone), the trend and change score, and every situation and
 * lens field whose text differs. With no `from` (a first report) everything in `to` is new.
 */
export function diffReports(
  from: StoredReport | null,
  to: StoredReport,
  titles: ReadonlyMap<string, string>,
): Omit<ReportDiff, 'agent'> {
  const before = new Set(from?.report.sourceEventIds ?? []);
  const after = new Set(to.report.sourceEventIds);
  const count = (s: StoredReport | null, id: string) => s?.evidence[id] ?? null;
  const title = (id: string) => titles.get(id) ?? null;
  const bySources = (a: { sourceCount: number | null; eventId: string }, b: typeof a) =>
    (b.sourceCount ?? 0) - (a.sourceCount ?? 0) || a.eventId.localeCompare(b.eventId);

  const added = [...after]
    .filter((id) => !before.has(id))
    .map((id) => ({ eventId: id, title: title(id), sourceCount: count(to, id) }))
    .sort(bySources);
  const gone = [...before]
    .filter((id) => !after.has(id))
    .map((id) => ({ eventId: id, title: title(id), sourceCount: count(from, id) }))
    .sort(bySources);
  const grown = [...after]
    .filter((id) => before.has(id))
    .flatMap((id) => {
      const b = count(from, id);
      const a = count(to, id);
      return b !== null && a !== null && a > b
        ? [{ eventId: id, title: title(id), sourceCountBefore: b, sourceCountAfter: a }]
        : [];
    })
    .sort(
      (x, y) =>
        y.sourceCountAfter - y.sourceCountBefore - (x.sourceCountAfter - x.sourceCountBefore) ||
        x.eventId.localeCompare(y.eventId),
    );

  const previous = new Map(from ? textFields(from.report) : []);
  const fields = textFields(to.report)
    .filter(([path, text]) => previous.get(path) !== text)
    .map(([path, text]) => ({ field: path, before: previous.get(path) ?? null, after: text }));

  const trendBefore = from?.report.trend ?? null;
  const trendAfter = to.report.trend ?? null;
  const scoreBefore = from?.report.changeScore ?? null;
  const scoreAfter = to.report.changeScore ?? null;
  return {
    from: from && ref(from),
    to: ref(to),
    events: { new: added, grown, gone },
    trend: { before: trendBefore, after: trendAfter, changed: trendBefore !== trendAfter },
    changeScore: {
      before: scoreBefore,
      after: scoreAfter,
      delta: scoreBefore === null || scoreAfter === null ? null : Math.round((scoreAfter - scoreBefore) * 1e6) / 1e6,
    },
    fields,
  };
}
