import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/api/report.ts';
import { diffReports, type StoredReport } from '../../services/domain/report-diff.ts';
import { testReport } from '../fixtures/reports.ts';

const E = (c: string) => `evt_${c.repeat(24)}`;
const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));

function stored(n: number, evidence: Record<string, number>, patch: Partial<Report> = {}): StoredReport {
  const report = {
    ...testReport({
      agentSlug: 'sentinel',
      codename: 'Sentinel',
      n,
      generatedAt: at(n),
      eventIds: Object.keys(evidence),
    }),
    ...patch,
  };
  return { report, evidence };
}

describe('report diff (hand-built report pairs)', () => {
  const titles = new Map([
    [E('a'), 'Port closed'],
    [E('b'), 'Strike called'],
    [E('c'), 'Talks resume'],
    [E('d'), 'Ceasefire holds'],
  ]);

  it('finds new, grown and gone events with their source counts before and after', () => {
    const from = stored(1, { [E('a')]: 2, [E('b')]: 3, [E('c')]: 1 });
    const to = stored(2, { [E('a')]: 5, [E('b')]: 3, [E('d')]: 4, [E('e')]: 1 });
    const d = diffReports(from, to, titles);
    expect(d.events.new).toEqual([
      { eventId: E('d'), title: 'Ceasefire holds', sourceCount: 4 },
      { eventId: E('e'), title: null, sourceCount: 1 },
    ]);
    expect(d.events.grown).toEqual([
      { eventId: E('a'), title: 'Port closed', sourceCountBefore: 2, sourceCountAfter: 5 },
    ]);
    expect(d.events.gone).toEqual([{ eventId: E('c'), title: 'Talks resume', sourceCount: 1 }]);
    expect(d.from?.reportId).toBe(from.report.reportId);
    expect(d.to.reportId).toBe(to.report.reportId);
  });

  it('an event whose count is unknown in either report is neither grown nor new', () => {
    const d = diffReports(stored(1, { [E('a')]: 2 }), { ...stored(2, { [E('a')]: 3 }), evidence: {} }, titles);
    expect(d.events).toEqual({ new: [], grown: [], gone: [] });
  });

  it('reports the trend and change-score change', () => {
    const d = diffReports(
      stored(1, {}, { trend: 'stable', changeScore: 0.25 }),
      stored(2, {}, { trend: 'escalating', changeScore: 0.75 }),
      titles,
    );
    expect(d.trend).toEqual({ before: 'stable', after: 'escalating', changed: true });
    expect(d.changeScore).toEqual({ before: 0.25, after: 0.75, delta: 0.5 });
    const same = diffReports(stored(1, {}, { trend: 'stable' }), stored(2, {}, { trend: 'stable' }), titles);
    expect(same.trend.changed).toBe(false);
  });

  it('lists exactly the situation and lens fields whose text changed, with before and after', () => {
    const base = stored(1, {});
    const changed = stored(
      1,
      {},
      {
        reportId: `rpt_${'f'.repeat(24)}`,
        situation: { ...base.report.situation, headline: 'Escalation at the border' },
        decisionAdvantage: {
          ...base.report.decisionAdvantage,
          trading_investments: { ...base.report.decisionAdvantage.trading_investments, time_horizon: 'intraday' },
        },
        title: 'a different title is not a situation or lens field',
      },
    );
    expect(diffReports(base, changed, titles).fields).toEqual([
      { field: 'situation.headline', before: 'Headline 1', after: 'Escalation at the border' },
      { field: 'decisionAdvantage.trading_investments.time_horizon', before: 'days', after: 'intraday' },
    ]);
    expect(diffReports(base, base, titles).fields).toEqual([]);
  });

  it('against no earlier report, everything in the report is new and every field has no before', () => {
    const to = stored(1, { [E('a')]: 2 }, { changeScore: 1, trend: null });
    const d = diffReports(null, to, titles);
    expect(d.from).toBeNull();
    expect(d.events.new).toEqual([{ eventId: E('a'), title: 'Port closed', sourceCount: 2 }]);
    expect(d.fields).toHaveLength(4 + 4 * 3);
    expect(d.fields.every((f) => f.before === null)).toBe(true);
    expect(d.changeScore).toEqual({ before: null, after: 1, delta: null });
  });
});
