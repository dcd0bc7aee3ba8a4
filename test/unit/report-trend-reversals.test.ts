// The trend when an easing is undone or a setback is undone, as desks tell it: a line shut again after it
// reopened, talks called off, a measure reimposed, output back up after a restart, a question about a
// reopening, a measure widened, and two storylines of one desk that turn opposite ways. Sentences of our own.
import { describe, expect, it } from 'vitest';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { trend } from '../../services/reports/assessment.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const turns = (text: string, title = 'Headline') => factsOfSource(sourceDoc(text, { title })).turns.map((t) => t.kind);
const T0 = '2026-10-12T06:00:00.000Z';
const T1 = '2026-10-13T06:00:00.000Z';

describe('an easing undone', () => {
  it('reads a road, a line or a crossing shut again as a turn for the worse, however the desk words it', () => {
    // Wire: a participle after the news.
    expect(turns('A landslide hit the valley road overnight, closing the line again to all traffic.')).toEqual([
      'breakdown',
    ]);
    // Analysis: the reopening told first, then what shut it again.
    expect(
      turns('The ferry link reopened on Friday, but it lasted only hours: a storm surge shut it again by evening.'),
    ).toEqual(['breakdown']);
    // Local paper, passive.
    expect(turns('The Deller crossing was closed once more on Sunday after fresh shelling.')).toEqual(['breakdown']);
    // Not a market that closed lower again, nor a road closed again and then reopened.
    expect(turns('Shares in Tollan Mining closed lower again on Thursday.')).toEqual([]);
    expect(turns('The coast road, closed again on Monday by a rockfall, reopened on Wednesday.')).toEqual([
      'resolution',
    ]);
  });

  it('reads talks called off as the end moving away, in a headline or a sentence with a clause', () => {
    expect(turns('Body text.', 'Fresh raids on Tarvel; peace talks called off')).toContain('breakdown');
    expect(turns('Body text.', 'Tarvel talks called off')).toEqual(['breakdown']);
    expect(turns('The negotiations that might have ended the siege have been called off.')).toEqual(['breakdown']);
    // A strike called off still eases.
    expect(turns('Body text.', 'Dock strike called off')).toEqual(['resolution']);
  });

  it('reads a measure reimposed as a turn for the worse', () => {
    expect(turns('The mayor reimposed the curfew in the old town on Tuesday night.')).toEqual(['breakdown']);
    expect(turns('Officials re-imposed the boil-water notice for Pellin after new tests.')).toEqual(['breakdown']);
    expect(turns('The evacuation order for Ashby was reinstated as the river rose again.')).toEqual(['breakdown']);
  });

  it('reads a measure widened to more people or places as a turn for the worse', () => {
    expect(turns('Dr Ines Farrow extended the stay-home advice to pupils at all nurseries in Tolby.')).toEqual([
      'breakdown',
    ]);
    expect(turns('The evacuation order was widened to three more villages on Friday.')).toEqual(['breakdown']);
    // Not a sale extended, nor an advice withdrawn.
    expect(turns('The airline extended its winter sale to Sunday.')).toEqual([]);
    expect(turns('The stay-home advice was withdrawn on Friday.')).toEqual(['resolution']);
  });

  it('reads no turn in a question', () => {
    expect(turns('HOST: Is there any word on when the terminal reopens?')).toEqual([]);
    expect(turns('Will the strike be called off before the weekend?')).toEqual([]);
  });

  it('calls a line that reopened and was shut again, with talks called off, escalating', () => {
    const e = composerEvent(
      'evt_line',
      [
        {
          title: 'Trains run again over Sorvin viaduct',
          text: 'Trains resumed over the Sorvin viaduct on Monday after repairs, the rail operator said.',
          pub: 'Eastern Wire',
          at: T0,
        },
        {
          title: 'Sorvin viaduct hit again; talks called off',
          text: 'A second missile strike hit the Sorvin viaduct late on Monday, closing the line again. The talks set for Friday have been called off, the ministry said.',
          pub: 'Eastern Wire',
          at: T1,
        },
        {
          title: 'Why the Sorvin viaduct matters',
          text: 'The reopening on Monday lasted less than a day: the strike that evening shut it again.',
          pub: 'Border Review',
          at: T1,
        },
      ],
      'conflict',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_line: 1 } };
    expect(trend([e], prior, changesSince(dossiersOf([e], prior)))).toBe('escalating');
  });
});

describe('a setback undone', () => {
  it('reads output back up after a restart as an easing, in the barrels or tonnes it runs at', () => {
    const e = composerEvent(
      'evt_mill',
      [
        {
          title: 'Orrest smelter cuts output after fire',
          text: 'The Orrest smelter cut its run rate to 300 tonnes a day after a furnace fire on Monday.',
          pub: 'Metal Wire',
          at: T0,
        },
        {
          title: 'Orrest smelter restarts furnace early',
          text: 'The Orrest smelter restarted its furnace on Tuesday and is now running at 520 tonnes a day.',
          pub: 'Metal Wire',
          at: T1,
        },
        {
          title: 'Orrest back near full rate',
          text: 'The smelter is now running at 520 tonnes a day, up from 300 tonnes a day, the owner said.',
          pub: 'Ore Daily',
          at: T1,
        },
      ],
      'energy',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_mill: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    expect(changes.find((c) => c.kind === 'figure')).toMatchObject({ direction: 'better' });
    expect(trend([e], prior, changes)).toBe('de-escalating');
  });

  it('still reads a leak that runs at more barrels a day as worse', () => {
    const e = composerEvent(
      'evt_leak',
      [
        {
          title: 'Pipeline leak off Carse',
          text: 'The damaged pipeline off Carse is leaking about 200 barrels a day, the coastguard said.',
          pub: 'Coast Wire',
          at: T0,
        },
        {
          title: 'Carse leak grows',
          text: 'The pipeline off Carse is now leaking 600 barrels a day, up from 200 barrels a day.',
          pub: 'Coast Wire',
          at: T1,
        },
      ],
      'energy',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_leak: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    expect(changes.find((c) => c.kind === 'figure')).toMatchObject({ direction: 'worse' });
  });
});

describe('two storylines of one desk that turn opposite ways with equal weight', () => {
  const T2 = '2026-10-13T09:00:00.000Z';
  const ports = (reopenedAt: string, shutAt: string) => [
    composerEvent(
      'evt_ardle',
      [
        { title: 'Ardle port shut by fog', text: 'Fog closed the port of Ardle on Monday.', pub: 'Quay Wire', at: T0 },
        {
          title: 'Ardle port reopens',
          text: 'The port of Ardle reopened on Tuesday as the fog lifted.',
          pub: 'Quay Wire',
          at: reopenedAt,
        },
        {
          title: 'Ships sail again at Ardle',
          text: 'Ships resumed sailing at Ardle.',
          pub: 'Ardle Post',
          at: reopenedAt,
        },
      ],
      'trade',
    ),
    composerEvent(
      'evt_fenby',
      [
        {
          title: 'Fenby terminal back at work',
          text: 'Cargo work resumed at the Fenby terminal on Monday.',
          pub: 'Quay Wire',
          at: T0,
        },
        {
          title: 'Fenby terminal shut again',
          text: 'The Fenby terminal was closed again on Tuesday after a second crane failed.',
          pub: 'Quay Wire',
          at: shutAt,
        },
        {
          title: 'Fenby halts cargo work',
          text: 'Fenby halted cargo handling again on Tuesday, the operator said.',
          pub: 'Fenby Mercury',
          at: shutAt,
        },
      ],
      'trade',
    ),
  ];
  const prior = { generatedAt: T0, sourceCounts: { evt_ardle: 1, evt_fenby: 1 } };

  // Each port its own storyline, both followed.
  const twoLines = { lineOf: (id: string) => id.replace('evt_', 'line_'), followed: () => true };

  it('follows the storyline with the newest news, either way', () => {
    const shutLast = ports(T1, T2);
    expect(trend(shutLast, prior, changesSince(dossiersOf(shutLast, prior)), twoLines)).toBe('escalating');
    const reopenedLast = ports(T2, T1);
    expect(trend(reopenedLast, prior, changesSince(dossiersOf(reopenedLast, prior)), twoLines)).toBe('de-escalating');
  });

  it('picks no way by the newest news when one storyline is told both ways', () => {
    // Both events of one storyline: more of it shut and more of it back, the later news no easing of the whole.
    const oneLine = { lineOf: () => 'line_ports', followed: () => true };
    const reopenedLast = ports(T2, T1);
    expect(trend(reopenedLast, prior, changesSince(dossiersOf(reopenedLast, prior)), oneLine)).not.toBe(
      'de-escalating',
    );
  });
});
