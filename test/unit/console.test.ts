// The console's pure parts: the report diff computed in the page, citation links, the sparkline's days.
import { describe, expect, it } from 'vitest';
import { citationParts } from '../../console/src/citations.ts';
import { perDay } from '../../console/src/per-day.ts';
import { diffReports, wordDiff } from '../../console/src/report-diff.ts';
import type { Report } from '../../schemas/api/report.ts';

const block = (s: string) => ({ bottom_line: s, recommended_posture: 'Hold.', time_horizon: 'days' });
function report(over: Partial<Report> & { reportId: string }): Report {
  return {
    agentSlug: 'sentinel',
    agentCodename: 'Sentinel',
    title: 'Sentinel: strikes',
    summary: 'Strikes continue [evt_aaaaaaaaaaaaaaaaaaaaaaaa].',
    analysis: '',
    trend: null,
    coverageWindow: { windowType: 'rolling_24h', start: null, end: null },
    asOf: '2026-11-20T10:00:00.000Z',
    generatedAt: '2026-11-20T10:00:00.000Z',
    changeScore: 1,
    sourceEventIds: ['evt_aaaaaaaaaaaaaaaaaaaaaaaa'],
    region: [],
    situation: { headline: 'Strikes hit Kharkiv', what_happened: 'x', what_changed: 'y', why_it_matters: 'z' },
    decisionAdvantage: {
      personal: block('Stay informed.'),
      research: block('Watch.'),
      business_operations: block('Check sites.'),
      trading_investments: block('No trade.'),
    },
    nextLikelyDevelopments: ['More reporting.'],
    confidence: { overall: 'medium', notes: [] },
    ...over,
  };
}

describe('report diff (computed in the page)', () => {
  it('lists new, gone and kept events, the assessment change and every changed field with both texts', () => {
    const older = report({ reportId: 'rpt_000000000000000000000001' });
    const newer = report({
      reportId: 'rpt_000000000000000000000002',
      sourceEventIds: ['evt_aaaaaaaaaaaaaaaaaaaaaaaa', 'evt_bbbbbbbbbbbbbbbbbbbbbbbb'],
      trend: 'escalating',
      changeScore: 0.4,
      confidence: { overall: 'high', notes: [] },
      situation: { ...older.situation, headline: 'Strikes hit Kharkiv and Odesa' },
      decisionAdvantage: { ...older.decisionAdvantage, research: block('Watch Odesa.') },
    });
    const d = diffReports(older, newer);
    expect(d.newEvents).toEqual(['evt_bbbbbbbbbbbbbbbbbbbbbbbb']);
    expect(d.goneEvents).toEqual([]);
    expect(d.keptEvents).toEqual(['evt_aaaaaaaaaaaaaaaaaaaaaaaa']);
    expect(d.trend).toEqual({ before: null, after: 'escalating' });
    expect(d.changeScore).toEqual({ before: 1, after: 0.4 });
    expect(d.confidence).toEqual({ before: 'medium', after: 'high' });
    expect(d.changed).toEqual([
      { field: 'situation.headline', before: 'Strikes hit Kharkiv', after: 'Strikes hit Kharkiv and Odesa' },
      { field: 'decisionAdvantage.research.bottom_line', before: 'Watch.', after: 'Watch Odesa.' },
    ]);
    expect(diffReports(newer, older).goneEvents).toEqual(['evt_bbbbbbbbbbbbbbbbbbbbbbbb']);
  });

  it('marks removed and added words, keeping the common ones', () => {
    const parts = wordDiff('Strikes hit Kharkiv overnight', 'Strikes hit Odesa overnight');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Kharkiv' },
      { kind: 'added', text: 'Odesa' },
    ]);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Strikes hit Odesa overnight');
  });
});

describe('citations', () => {
  it('splits text on [evt_…] citations and leaves other brackets as text', () => {
    expect(citationParts('A [evt_0123456789abcdef01234567] and [note] [evt_x].')).toEqual([
      { text: 'A ' },
      { eventId: 'evt_0123456789abcdef01234567' },
      { text: ' and [note] [evt_x].' },
    ]);
  });
});

describe('events per day', () => {
  it('counts first-seen times per UTC day over the window, oldest day first, whatever the offset', () => {
    const days = perDay(
      ['2026-11-20T23:30:00.000Z', '2026-11-21T00:30:00+02:00', '2026-11-21T08:00:00.000Z', '2026-10-01T00:00:00Z'],
      new Date('2026-11-21T12:00:00Z'),
      3,
    );
    expect(days).toEqual([
      { day: '2026-11-19', count: 0 },
      { day: '2026-11-20', count: 2 },
      { day: '2026-11-21', count: 1 },
    ]);
  });
});
