// A count added to a level, as desks write it (a health bulletin, a live blog, a wire): "another 25 cases
// …, bringing the total to 42" moves the count to 42; the 25 is the size of the move, never a level.
import { describe, expect, it } from 'vitest';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const T0 = '2026-04-06T06:00:00.000Z';
const T1 = '2026-04-07T06:00:00.000Z';
type Source = { title: string; text: string; pub: string; at: string };

/** The changes of one event whose first `known` sources the reader has read. */
const changesOf = (sources: Source[], known: number) =>
  changesSince(dossiersOf([composerEvent('evt_a', sources)], { generatedAt: T0, sourceCounts: { evt_a: known } }));
const said = (changes: { text: string; body?: string }[]) => changes.map((c) => `${c.text} ${c.body ?? ''}`).join(' ');

describe('a count added to a level', () => {
  it('is no level: "another 25 …, bringing the total to 42" moves the count to 42 (health bulletin)', () => {
    const changes = changesOf(
      [
        {
          title: 'Measles cluster in Harl district',
          text: 'Health officers confirmed 17 measles cases in Harl district on Monday.',
          pub: 'Harl Health Bulletin',
          at: T0,
        },
        {
          title: 'More measles in Harl',
          text: 'Another 25 measles cases were confirmed in Harl district on Tuesday, bringing the total to 42, the health office said.',
          pub: 'Harl Health Bulletin',
          at: T1,
        },
      ],
      1,
    );
    const text = said(changes);
    expect(text).toMatch(/from 17 to 42/);
    expect(text).not.toMatch(/from 25|to 25\b|from 17 to 25/);
  });

  it('is no level in a live blog’s words either: "a further 300 …, taking the total … to 4,300"', () => {
    const changes = changesOf(
      [
        {
          title: 'Storm cuts power in Harl',
          text: 'About 4,000 homes lost power in Harl on Monday night, the grid operator said.',
          pub: 'Vale Wire',
          at: T0,
        },
        {
          title: 'Storm live',
          text: '09:10 - A further 300 homes lost power overnight, taking the total without electricity to 4,300.',
          pub: 'Harl Live',
          at: T1,
        },
      ],
      1,
    );
    const text = said(changes);
    expect(text).toMatch(/4,000 to 4,300/);
    expect(text).not.toMatch(/to 300\b|from 4,000 to 300/);
  });

  it('reads the level a wire gives after an increment as the count the increment counts', () => {
    const figures = factsOfSource(
      sourceDoc(
        'A second blast hit the depot late on Tuesday, injuring 8 people, bringing the number hurt at the depot to 11, police said.',
      ),
    ).figures;
    expect(figures.filter((f) => !f.size).map((f) => f.value)).toEqual([11]);
    expect(figures.find((f) => f.value === 11)!.key).toBe(figures.find((f) => f.value === 8)!.key.replace('Δ', ''));
  });
});

describe('an increment beside the level it brings a count to', () => {
  it('is told by the count’s move alone: one sentence, one line (local paper)', () => {
    const changes = changesOf(
      [
        {
          title: 'Harl flood: homes hit',
          text: 'Floodwater entered 120 homes in Harl on Monday, the council said.',
          pub: 'Harl Voice',
          at: T0,
        },
        {
          title: 'More homes flooded in Harl',
          text: 'Another 80 homes were flooded in Harl overnight, bringing the total to 200, the council said on Tuesday.',
          pub: 'Harl Voice',
          at: T1,
        },
      ],
      1,
    );
    expect(said(changes)).toMatch(/from 120 to 200/);
    expect(changes.filter((c) => said([c]).includes('80'))).toEqual([]);
  });
});
