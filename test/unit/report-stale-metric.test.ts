import { describe, expect, it } from 'vitest';
import { staleParts, supersededIn, type ReportPart } from '../../scripts/bench/report-stale.ts';
import { eventDoc } from '../helpers/report-sources.ts';

// The bench's "superseded stated as current" measure on fictional sources and report texts of our own.
const flood = [
  eventDoc(
    'evt_f',
    1,
    '2031-03-02T06:00:00Z',
    'Flash floods hit Dalby',
    'Three people have died in flash floods in Dalby, officials said.',
  ),
  eventDoc(
    'evt_f',
    2,
    '2031-03-02T18:00:00Z',
    'Dalby flood toll rises',
    'The death toll from the Dalby floods rose to seven on Monday evening, the regional council said.',
  ),
];
const billing = [
  eventDoc(
    'evt_b',
    3,
    '2031-03-02T07:00:00Z',
    'Cyberattack hits Orrin Water',
    'Orrin Water said its billing systems were taken down by a ransomware attack and remain offline for a second day.',
  ),
  eventDoc(
    'evt_b',
    4,
    '2031-03-02T20:00:00Z',
    'Orrin Water systems restored',
    'Orrin Water said its billing systems were back online on Monday night after engineers rebuilt its servers.',
  ),
];
const part = (field: string, text: string, eventIds = ['evt_f', 'evt_b']): ReportPart => ({ field, text, eventIds });
const judge = (...parts: ReportPart[]) => staleParts(parts, [...flood, ...billing]).map((f) => [f.field, f.kind]);

describe('superseded stated as current (bench measure, fictional sources)', () => {
  it('reads the counts and states a later source of the same event replaced', () => {
    const { counts, states } = supersededIn([...flood, ...billing]);
    expect(counts.map((c) => [c.value, c.now.value])).toEqual([[3, 7]]);
    expect(states.map((s) => s.sentence)).toEqual([billing[0]!.text]);
  });

  it('flags a report that states the old toll as it stands now', () => {
    expect(judge(part('what_happened', 'Three people have died in the Dalby floods (Vale Courier).'))).toEqual([
      ['what_happened', 'count'],
    ]);
  });

  it('flags a background clause built on the old toll', () => {
    expect(judge(part('summary', 'Dalby counts its losses after floods killed 3 people.'))).toEqual([
      ['summary', 'count'],
    ]);
  });

  it('does not flag a move from the old value to the new', () => {
    expect(judge(part('what_changed', 'Deaths rose from 3 to 7 in Dalby (Morrow Wire).'))).toEqual([]);
    expect(judge(part('what_changed', 'Seven people have died, up from three.'))).toEqual([]);
  });

  it('does not flag the old value in a clause dated in the past', () => {
    expect(judge(part('what_happened', 'Three people had died by Monday noon; the toll now stands at seven.'))).toEqual(
      [],
    );
  });

  it('does not flag the current value', () => {
    expect(judge(part('summary', 'The death toll from the Dalby floods rose to seven (Morrow Wire).'))).toEqual([]);
  });

  it('does not flag the old value of a count in an event the part does not cite', () => {
    expect(judge(part('what_happened', 'Three people have died in the Dalby floods.', ['evt_b']))).toEqual([]);
  });

  it('flags a lens quoting a state since reversed, not one that tells both', () => {
    const quote =
      'Next for billing: Orrin Water said its billing systems were taken down by a ransomware attack and remain offline for a second day (Vale Courier).';
    expect(judge(part('business_operations.posture', quote))).toEqual([['business_operations.posture', 'state']]);
    expect(
      judge(
        part(
          'what_changed',
          'Orrin Water said its billing systems were taken down by a ransomware attack; they were back online on Monday night.',
        ),
      ),
    ).toEqual([]);
  });
});
