import { describe, expect, it } from 'vitest';
import {
  changeScore,
  confidence,
  reportIdFor,
  trend,
  type PriorEvidence,
  type WindowEvent,
} from '../../services/reports/assessment.ts';

const ev = (
  eventId: string,
  eventType: string,
  sourceCount: number,
  publicationCount = sourceCount,
  lastUpdatedAt = '2026-11-22T10:00:00Z',
): WindowEvent => ({ eventId, eventType, sourceCount, publicationCount, lastUpdatedAt });
const priorOf = (window: WindowEvent[]): PriorEvidence => ({
  generatedAt: '2026-11-22T11:00:00Z',
  sourceCounts: Object.fromEntries(window.map((e) => [e.eventId, e.sourceCount])),
});

describe('report assessment', () => {
  const first = [ev('evt_a', 'conflict', 3), ev('evt_b', 'energy', 1)];

  it('scores a first report as all new, with no trend', () => {
    expect(changeScore(first, null)).toBe(1);
    expect(trend(first, null)).toBeNull();
  });

  it('scores the same window again as unchanged and stable', () => {
    expect(changeScore(first, priorOf(first))).toBe(0);
    expect(trend(first, priorOf(first))).toBe('stable');
  });

  it('calls new escalatory reporting escalating, with a score between 0 and 1 weighted by sources', () => {
    const next = [...first, ev('evt_c', 'conflict', 2), ev('evt_d', 'security', 2)];
    expect(changeScore(next, priorOf(first))).toBe(0.5); // 4 of 8 source weight is new
    expect(trend(next, priorOf(first))).toBe('escalating');
  });

  it('counts an event that gained sources as changed, and calls non-escalatory change developing', () => {
    const next = [ev('evt_a', 'conflict', 3), ev('evt_b', 'energy', 3)];
    expect(changeScore(next, priorOf(first))).toBe(0.5);
    expect(trend(next, priorOf(first))).toBe('developing');
  });

  it('is uncertain when all that changed rests on one publication; a quieter window with nothing new is stable', () => {
    expect(trend([...first, ev('evt_e', 'conflict', 1, 1)], priorOf(first))).toBe('uncertain');
    // A window that holds less (a since-last window, a quiet hour) is not an easing: nothing changed.
    expect(trend([ev('evt_b', 'energy', 1)], priorOf(first))).toBe('stable');
    expect(trend([], priorOf(first))).toBe('stable');
  });

  it('reads what changed in the world: a resolution de-escalates even when it brings more articles', () => {
    const grown = [ev('evt_a', 'conflict', 6), ev('evt_b', 'energy', 1)];
    expect(trend(grown, priorOf(first), [{ kind: 'resolution', direction: 'better' }])).toBe('de-escalating');
    expect(
      trend(grown, priorOf(first), [
        { kind: 'figure', direction: 'worse' },
        { kind: 'place', direction: 'worse' },
        { kind: 'resolution', direction: 'better' },
      ]),
    ).toBe('escalating');
  });

  it('lets a side story one outlet reports weigh half against a development several outlets report', () => {
    // A port reopens (four outlets); one outlet alone reports a data leak by the attackers.
    const before = [ev('evt_port', 'trade', 4)];
    const changes = [
      { kind: 'figure', direction: 'better' as const, eventId: 'evt_port' },
      { kind: 'resolution', direction: 'better' as const, eventId: 'evt_port' },
      { kind: 'resolution', direction: 'better' as const, eventId: 'evt_port' },
      { kind: 'figure', direction: 'worse' as const, eventId: 'evt_port' },
      { kind: 'new_event', direction: 'worse' as const, eventId: 'evt_leak' },
      { kind: 'place', direction: 'worse' as const, eventId: 'evt_leak' },
    ];
    const once = [ev('evt_port', 'trade', 6, 4), ev('evt_leak', 'security', 1, 1)];
    expect(trend(once, priorOf(before), changes)).toBe('de-escalating');
    // Reported by two outlets, the leak counts in full and the picture is no easing.
    const twice = [ev('evt_port', 'trade', 6, 4), ev('evt_leak', 'security', 2, 2)];
    expect(trend(twice, priorOf(before), changes)).not.toBe('de-escalating');
  });

  it('goes the way of the change told first when two storylines of the desk turn opposite ways in equal measure', () => {
    // One port's lock fails again while another port's berths reopen, both told by two outlets.
    const before = [ev('evt_lock', 'trade', 2), ev('evt_berth', 'trade', 2)];
    const now = [ev('evt_lock', 'trade', 4), ev('evt_berth', 'trade', 4)];
    const lines = { lineOf: (id: string) => id.replace('evt_', 'line_'), followed: () => true };
    const lockFirst = [
      { kind: 'figure', direction: 'worse' as const, eventId: 'evt_lock' },
      { kind: 'figure', direction: 'better' as const, eventId: 'evt_berth' },
      { kind: 'breakdown', direction: 'worse' as const, eventId: 'evt_lock' },
      { kind: 'resolution', direction: 'better' as const, eventId: 'evt_berth' },
    ];
    expect(trend(now, priorOf(before), lockFirst, lines)).toBe('escalating');
    expect(trend(now, priorOf(before), [lockFirst[1]!, lockFirst[0]!, ...lockFirst.slice(2)], lines)).toBe(
      'de-escalating',
    );
    // Within one storyline a tie is no easing, and no way is picked (guard).
    const one = { lineOf: () => 'line_port', followed: () => true };
    expect(trend(now, priorOf(before), lockFirst, one)).toBe('developing');
  });

  it('grades confidence by corroboration and explains the basis', () => {
    const now = new Date('2026-11-22T13:00:00Z');
    expect(confidence([ev('evt_a', 'conflict', 1)], now)).toEqual({
      overall: 'low',
      notes: [
        '1 event from 1 source article.',
        '0 of 1 corroborated by two or more publications.',
        'Newest source 3 hours old.',
        '1 event rests on a single publication and may change.',
      ],
    });
    expect(confidence([ev('evt_a', 'conflict', 2)], now).overall).toBe('medium');
    expect(confidence([ev('evt_a', 'conflict', 4)], now).overall).toBe('high');
    expect(confidence([], now).overall).toBe('low');
  });

  it('derives report ids from the workflow id', () => {
    expect(reportIdFor('report-017-manual-1')).toMatch(/^rpt_[0-9a-f]{24}$/);
    expect(reportIdFor('report-017-manual-1')).toBe(reportIdFor('report-017-manual-1'));
    expect(reportIdFor('report-017-manual-2')).not.toBe(reportIdFor('report-017-manual-1'));
  });
});
