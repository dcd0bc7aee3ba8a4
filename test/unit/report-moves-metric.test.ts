import { describe, expect, it } from 'vitest';
import { moveRight, movesOfReport, type MoveSource } from '../../scripts/bench/report-moves.ts';

// The bench's "moves right" measure on fictional sources: what a reader checking the citations accepts.
const source = (eventId: string, at: string, title: string, text: string): MoveSource => ({ eventId, title, text, at });
const outbreak = [
  source(
    'evt_a',
    '2031-01-01T08:00:00Z',
    'Fever outbreak in Tamsby',
    'Officials in the town of Tamsby counted 30 suspected cases and 1 death on Monday.',
  ),
  source(
    'evt_a',
    '2031-01-02T08:00:00Z',
    'Tamsby fever cases climb',
    'Suspected fever cases in Tamsby rose by 40 to 70 on Tuesday and deaths rose to 4. Shares in Velt Pharma fell 3.5%.',
  ),
  source('evt_a', '2031-01-03T08:00:00Z', 'Velt Pharma recovers', 'Velt Pharma shares rose 2.1% on Wednesday.'),
];
const other = [
  source('evt_b', '2031-01-02T09:00:00Z', 'Fever in Orrby', 'In Orrby, 12 suspected cases were reported at the port.'),
];
const sourcesOf = (id: string) => (id === 'evt_a' ? outbreak : id === 'evt_b' ? other : []);
const judge = (text: string) =>
  movesOfReport([text], ['evt_a', 'evt_b']).map((m) => [`${m.from}>${m.to}`, moveRight(m, sourcesOf)]);

describe('moves right (bench measure, fictional sources)', () => {
  it('accepts two values of one count of one event, in the order the sources gave them', () => {
    expect(judge('Suspected cases in Tamsby rose from 30 to 70 (Wire). [evt_a]')).toEqual([['30>70', true]]);
    expect(judge('Fever cases rose by 40 to 70 in Tamsby (Wire). [evt_a]')).toEqual([['30>70', true]]);
  });

  it('rejects a count paired with another noun, values in the wrong order, or the size of a move read as a level', () => {
    expect(judge('Suspected cases in Tamsby fell from 30 to 4 (Wire). [evt_a]')).toEqual([['30>4', false]]);
    expect(judge('Suspected cases in Tamsby fell from 70 to 30 (Wire). [evt_a]')).toEqual([['70>30', false]]);
    expect(judge('Velt Pharma shares fell from 3.5 to 2.1 percent (Wire). [evt_a]')).toEqual([['3.5>2.1', false]]);
  });

  it("rejects a move that pairs a count of one place with another place's, in one event or two", () => {
    expect(judge('Suspected cases in Tamsby fell from 30 to 12 (Wire). [evt_a][evt_b]')).toEqual([['30>12', false]]);
    expect(judge('Suspected cases in Orrby rose from 30 to 70 (Wire). [evt_a]')).toEqual([['30>70', false]]);
    expect(judge("Cases in Tamsby's clinics rose from 30 to 70 (Wire). [evt_a]")).toEqual([['30>70', true]]);
  });
});

describe('a rate "rose 6.2%, up from 5.4%" is a level (bench measure)', () => {
  const prices = [
    source(
      'evt_c',
      '2031-02-01T08:00:00Z',
      'Orvany inflation quickens',
      'Consumer prices in Orvany rose 6.2% in October, up from 5.4% in September, the statistics office said.',
    ),
  ];
  const judgeC = (text: string) =>
    movesOfReport([text], ['evt_c']).map((m) => [`${m.from}>${m.to}`, moveRight(m, () => prices)]);
  it('accepts the move a reader checks against "rose 6.2% …, up from 5.4%", and still not the reverse', () => {
    expect(judgeC('Consumer prices rose from 5.4% to 6.2% (Wire). [evt_c]')).toEqual([['5.4>6.2', true]]);
    expect(judgeC('Consumer prices fell from 6.2% to 5.4% (Wire). [evt_c]')).toEqual([['6.2>5.4', false]]);
  });
});
