// What changed, told once and right: each rule from sentences of our own in several desk manners (a wire,
// a live blog, a local site, a trade paper). A capped list spends one line on one source sentence, and a
// count set right against the one said before is a correction, not a move.
import { describe, expect, it } from 'vitest';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const T0 = '2026-04-06T06:00:00.000Z';
const T1 = '2026-04-07T06:00:00.000Z';
const T2 = '2026-04-07T09:00:00.000Z';
const T3 = '2026-04-07T15:00:00.000Z';
type Source = { title: string; text: string; pub: string; at: string };

/** The changes of one event whose first `known` sources the reader has read. */
const changesOf = (sources: Source[], known: number) =>
  changesSince(dossiersOf([composerEvent('evt_a', sources)], { generatedAt: T0, sourceCounts: { evt_a: known } }));
const said = (changes: { text: string; body?: string }[]) => changes.map((c) => `${c.text} ${c.body ?? ''}`).join(' ');

const FLOOD: Source = {
  title: 'River Tave floods Harrowby',
  text: 'HARROWBY, April 6 (Vale Wire) - The River Tave burst its banks at Harrowby on Monday, and 600 people left their homes.',
  pub: 'Vale Wire',
  at: T0,
};

describe('one source sentence in a capped list', () => {
  it('is one line: a turn that names a new place is not told again as a first report from it (wire)', () => {
    const changes = changesOf(
      [
        FLOOD,
        {
          title: 'Tave flood spreads downstream',
          text: 'The river rose further on Tuesday. The council told families in Millbrook to leave their homes as the water reached the bridge. Three people have died, police said.',
          pub: 'Vale Wire',
          at: T1,
        },
      ],
      1,
    );
    const quoting = changes.filter((c) => c.text.includes('told families in Millbrook'));
    expect(quoting).toHaveLength(1);
    expect(said(changes)).toMatch(/Three people have died/);
  });

  it('is one line when the turn is for the better, in a live blog’s words', () => {
    const changes = changesOf(
      [
        FLOOD,
        {
          title: 'Tave flood: live',
          text: '07:50 - Families from Easby Row are going home, the council says.',
          pub: 'Tave Live',
          at: T1,
        },
      ],
      1,
    );
    expect(changes.filter((c) => c.text.includes('Families from Easby Row'))).toHaveLength(1);
    expect(changes.find((c) => c.text.includes('Families from Easby Row'))!.direction).toBe('better');
  });
});

describe('a count set right', () => {
  it('is a correction, not an easing: "now puts the count at 38, not 42" (local site)', () => {
    const changes = changesOf(
      [
        {
          title: 'Measles cases reach 42',
          text: 'The Harl health office said 42 measles cases had been confirmed by Tuesday noon.',
          pub: 'Harl Voice',
          at: T0,
        },
        {
          title: 'Measles count corrected',
          text: 'The health office now puts the measles cases at 38, not 42, after finding four counted in two clinics.',
          pub: 'Harl Voice',
          at: T2,
        },
      ],
      1,
    );
    const moved = changes.find((c) => c.kind === 'figure');
    expect(moved?.text).toMatch(/revised from 42 to 38/);
    expect(moved?.direction).toBeNull();
  });

  it('is a correction when a trade paper sets a rate right "as stated earlier"', () => {
    const changes = changesOf(
      [
        {
          title: 'Orvel refinery cuts runs',
          text: 'The Orvel refinery is running at 120,000 barrels a day after the fire, its owner said.',
          pub: 'Fuel Weekly',
          at: T0,
        },
        {
          title: 'Correction: Orvel refinery',
          text: 'The Orvel refinery is running at 135,000 barrels a day, not 120,000 as stated earlier.',
          pub: 'Fuel Weekly',
          at: T3,
        },
      ],
      1,
    );
    const moved = changes.find((c) => c.kind === 'figure');
    expect(moved?.text).toMatch(/135,000/);
    expect(moved?.direction).toBeNull();
  });
});
