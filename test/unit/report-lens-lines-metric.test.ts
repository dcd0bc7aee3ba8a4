// The bench's reading of a lens posture: a source's advice to the audience, a fact a source states, a plain
// "none stated", or a line no cited sentence stands behind (a table's counsel verb, words no source holds);
// and advice a later source withdrew that the lens still tells. Sentences of our own, a water-board desk.
import { describe, expect, it } from 'vitest';
import { readLensLine } from '../../scripts/bench/report-lens-lines.ts';
import type { SourceDoc } from '../../services/evidence/facts.ts';

const doc = (n: number, at: string, title: string, text: string): SourceDoc => ({
  sourceId: `https://example.test/${n}`,
  eventId: 'evt_w',
  publication: n === 1 ? 'Tarnby Courier' : 'Lowfield Herald',
  title,
  text,
  at,
  ingestedAt: at,
});
const monday = doc(
  1,
  '2026-07-06T07:00:00.000Z',
  'Tarnby told to boil tap water',
  'Residents of Tarnby were urged to boil tap water before drinking it, the water board said. Fresh tests are due on Thursday.',
);
const tuesday = doc(
  2,
  '2026-07-07T09:00:00.000Z',
  'Tarnby water safe again',
  'Residents of Tarnby can drink tap water again, the water board said on Tuesday.',
);
const line = (posture: string, docs = [monday]) => readLensLine(`${posture} [evt_w]`, docs);

describe('what a lens line stands on', () => {
  it('reads a source’s advice, a fact a source states, and a plain none stated', () => {
    expect(line('The water board to residents of Tarnby: boil tap water before drinking it (Tarnby Courier).')).toEqual(
      {
        kind: 'advice',
      },
    );
    expect(line('Next for tap water: Fresh tests are due on Thursday (Tarnby Courier (web edition)).').kind).toBe(
      'fact',
    );
    expect(
      line('Next for water supply: not stated; latest: Tarnby told to boil tap water (Tarnby Courier).').kind,
    ).toBe('none');
    // A count in words is a number, not a word the source must hold.
    expect(
      line('Next for reservoirs: not stated; latest: reservoirs went from one to two (Tarnby Courier).', [
        { ...monday, text: `${monday.text} Bacteria were found in two reservoirs.` },
      ]).kind,
    ).toBe('none');
    // A count set right ("now say 40, not 60") is told as revised: the report's word for the move, like "rose".
    expect(
      line('No source of this window names pipes; the nearest move: homes revised from 60 to 40 (Tarnby Courier).', [
        { ...monday, text: `${monday.text} The board now says 40 homes were affected, not 60.` },
      ]).kind,
    ).toBe('none');
  });

  it('reads a counsel verb, or words no cited sentence holds, as a line with no source behind it', () => {
    expect(line('Monitor tap water closely and prepare contingencies.').kind).toBe('unsourced');
    expect(line('Next for tap water: reservoir levels are expected to fall sharply (Tarnby Courier).').kind).toBe(
      'unsourced',
    );
    // Words of an event the posture does not cite stand behind nothing.
    expect(readLensLine('Next for tap water: Fresh tests are due on Thursday. [evt_other]', [monday]).kind).toBe(
      'unsourced',
    );
  });

  it('flags advice a later source of its event withdrew, not advice that stands', () => {
    const posture = 'The water board to residents of Tarnby: boil tap water before drinking it (Tarnby Courier).';
    expect(line(posture, [monday, tuesday]).withdrawnBy).toMatch(/can drink tap water again/);
    expect(line(posture, [monday]).withdrawnBy).toBeUndefined();
  });
});
