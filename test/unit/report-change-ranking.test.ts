// Which changes what changed says, and in what order, when a desk holds several storylines: the
// storylines the reader follows first, one change of each storyline before a second of any, more lines
// when more storylines changed; and two sources telling one turn, the fuller said once. Our own sentences.
import { describe, expect, it } from 'vitest';
import { changesSaid, changesSince, forReader, type Change } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const at = (eventId: string, kind: Change['kind'], text: string): Change => ({
  kind,
  text,
  eventIds: [eventId],
  direction: null,
  eventId,
  basis: text,
});

describe('what changed for a desk holding several storylines', () => {
  // The energy desk followed the Orvel refinery; the grid and the storm are new to it in this report.
  const lines: Record<string, string> = { evt_refinery: 'refinery', evt_grid: 'grid', evt_storm: 'storm' };
  const changes = [
    at('evt_grid', 'figure', 'Homes without power in Harl fell from 50,000 to 6,000.'),
    at('evt_grid', 'new_event', 'New: Power back for most of Harl.'),
    at('evt_storm', 'figure', 'Deaths in Storm Vella rose from 4 to 6.'),
    at('evt_storm', 'resolution', 'Vella weakened over land and evacuation orders were lifted.'),
    at('evt_refinery', 'breakdown', 'Petrol prices jumped after the owner extended the Orvel shutdown.'),
    at(
      'evt_refinery',
      'breakdown',
      'The Orvel refinery will stay shut for at least five weeks after cracks were found.',
    ),
  ];
  const ordered = forReader(
    changes,
    ['refinery', 'power grid'],
    (id) => lines[id],
    () => false,
    (line) => line === 'refinery',
  );

  it('says the storyline the reader follows first, then one change of each storyline before a second of any', () => {
    expect(ordered.map((c) => c.text)).toEqual([
      'The Orvel refinery will stay shut for at least five weeks after cracks were found.',
      'Homes without power in Harl fell from 50,000 to 6,000.',
      'Deaths in Storm Vella rose from 4 to 6.',
      'Petrol prices jumped after the owner extended the Orvel shutdown.',
      'New: Power back for most of Harl.',
      'Vella weakened over land and evacuation orders were lifted.',
    ]);
  });

  it('says more lines when more storylines changed, five for one and at most nine', () => {
    const lineOf = (id: string) => lines[id];
    expect(changesSaid(ordered, lineOf)).toBe(6);
    const one = Array.from({ length: 8 }, (_, k) => at('evt_refinery', 'figure', `Count ${k} rose.`));
    expect(changesSaid(one, lineOf)).toBe(5);
    const many = [...one, ...changes];
    expect(changesSaid(many, lineOf)).toBe(9);
  });
});

describe('two sources telling one turn', () => {
  const T0 = '2026-05-04T06:00:00.000Z';
  const h = (n: number) => new Date(Date.parse(T0) + n * 3_600_000).toISOString();

  it('say it once, in the fuller words, leaving room for another turn of the same day', () => {
    const e = composerEvent('evt_toll', [
      {
        title: 'Harl council raises bridge toll',
        text: 'The Harl council raised the bridge toll to 6 crowns on Monday and brought its budget vote forward to Friday.',
        pub: 'Vale Wire',
        at: T0,
      },
      {
        title: 'Harl council cuts toll back',
        text: 'HARL, May 5 (Vale Wire) - The Harl council cut the bridge toll back to 4 crowns on Tuesday. The budget vote brought forward to Friday was called off, and the council will vote on the first date planned. It withdrew its order closing the bridge to lorries at night.',
        pub: 'Vale Wire',
        at: h(20),
      },
      {
        title: 'Live: Harl council',
        text: '10:15 - The Friday budget vote is called off.',
        pub: 'Harl Live',
        at: h(22),
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: h(2), sourceCounts: { evt_toll: 1 } }));
    const turns = changes.filter((c) => c.kind === 'resolution').map((c) => c.text);
    expect(turns).toEqual([
      expect.stringContaining('was called off, and the council will vote'),
      expect.stringContaining('withdrew its order'),
    ]);
  });
});
