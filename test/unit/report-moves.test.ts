// A report states only true moves: rules about how news writes a move, each from sentences of our own
// (not from the bench's storylines). A count pairs only with the same thing counted at the same place;
// the size of a move is no level; a value "up from" belongs to the figure it follows.
import { describe, expect, it } from 'vitest';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { carriedAcrossStorylines, dossiersOf, type ComposerEvent } from '../../services/reports/dossier.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const doc = sourceDoc;
const figures = (text: string) => factsOfSource(doc(text)).figures;

const event = (id: string, sources: Parameters<typeof composerEvent>[1]) => composerEvent(id, sources, 'health');
const DAY1 = '2026-03-02T08:00:00.000Z';
const DAY2 = '2026-03-03T08:00:00.000Z';
/** What changed for a reader who was told the first day's sources of each event. */
function changesOnDay2(events: ComposerEvent[], firstDay: Record<string, number>, line?: (id: string) => string) {
  const dossiers = dossiersOf(events, { generatedAt: DAY1, sourceCounts: firstDay });
  return changesSince(line ? carriedAcrossStorylines(dossiers, line) : dossiers).map((c) => c.text);
}

describe('a value said to be replaced belongs to the figure it follows', () => {
  it('does not give "up from 17" to another figure of the sentence', () => {
    const read = figures(
      'Havel closed all 9 of its libraries on Friday after confirmed flu cases rose to 44, up from 17.',
    );
    expect(read.find((f) => f.value === 44)).toMatchObject({ from: { value: 17 } });
    expect(read.find((f) => f.value === 9)?.from).toBeUndefined();
  });

  it('does not report a count of one thing as a move of another', () => {
    const said = changesOnDay2(
      [
        event('evt_a', [
          {
            title: 'Flu at Havel schools',
            text: 'Havel counted 17 cases confirmed at two schools.',
            pub: 'Havel Post',
            at: DAY1,
          },
          {
            title: 'Havel closes libraries',
            text: 'Havel closed all 9 of its libraries on Friday after confirmed flu cases rose to 44, up from 17.',
            pub: 'Lowmoor Gazette',
            at: DAY2,
          },
        ]),
      ],
      { evt_a: 1 },
    );
    expect(said.join(' ')).not.toMatch(/17 to 9\b/);
    expect(said.join(' ')).toMatch(/17 to 44/);
  });
});

describe('two counts joined by "and" are two things counted', () => {
  it('reads "and deaths rose to 4" as deaths, not as the cases of the clause before', () => {
    const read = figures('Fever cases in Tamsby rose by 40 to 70 on Tuesday and deaths rose to 4, the ministry said.');
    expect(read.find((f) => f.value === 70)?.label).toMatch(/cases/);
    expect(read.find((f) => f.value === 4)?.label).toBe('deaths');
  });
});

describe('a percentage fall is a move, not a level', () => {
  it('does not compare two moves of a share price as two levels', () => {
    const said = changesOnDay2(
      [
        event('evt_a', [
          {
            title: 'Velt shares slide',
            text: 'Velt Pharma shares fell 3.5% on Monday after a recall.',
            pub: 'Bourse Daily',
            at: DAY1,
          },
          {
            title: 'Velt shares recover',
            text: 'Velt Pharma shares rose 2.1% on Tuesday.',
            pub: 'Lowmoor Gazette',
            at: DAY2,
          },
        ]),
      ],
      { evt_a: 1 },
    );
    expect(said.join(' ')).not.toMatch(/3\.5 to 2\.1/);
    expect(said.join(' ')).toMatch(/rose 2\.1%/);
  });
});

describe('a count is placed where its own clause says', () => {
  it('does not place a count at a place named in a clause about something else', () => {
    const read = figures(
      'Homes without power in the Orvel region rose to 60,000 on Tuesday after shelling hit a substation at Brisk.',
    );
    expect(read[0]).toMatchObject({ value: 60000, place: 'Orvel' });
    expect(
      figures(
        'Shelling hit the substation at Brisk, which feeds the city, and the number of homes without power rose to 60,000.',
      )[0]?.place,
    ).toBe(null);
    // "including patients in Brisk": a part of what is counted, not where the count stands.
    expect(
      figures('Officials reported 104 cases in the Orvel outbreak on Tuesday, including patients in Brisk.')[0],
    ).toMatchObject({ value: 104, place: null });
  });
});

describe('a move never pairs counts of two places', () => {
  it('does not carry a count told in one event to another event’s count at another place', () => {
    const strike = event('evt_a', [
      {
        title: 'Strike at Calder port',
        text: 'The number of ships waiting at anchor rose to 30, the harbour master said.',
        pub: 'Port Wire',
        at: DAY1,
      },
    ]);
    // A strike at another port, new to the reader, on the day of the storyline's next turn.
    const other = event('evt_b', [
      {
        title: 'Dockers strike at Penhale',
        text: 'Dockers at the port of Penhale began a strike. The Penhale port authority said 12 ships were waiting at anchor.',
        pub: 'Coast Brief',
        at: DAY2,
      },
    ]);
    const strikeLater = {
      ...strike,
      sources: [
        ...strike.sources!,
        {
          sourceId: 'evt_a-1',
          publication: 'Port Wire',
          title: 'Calder strike ends',
          text: 'Crane drivers at Calder voted to end the strike.',
          publishedAt: DAY2,
          ingestedAt: DAY2,
        },
      ],
      sourceCount: 2,
    };
    const said = changesOnDay2([strikeLater, other], { evt_a: 1 }, () => 'one line').join(' ');
    expect(said).not.toMatch(/30 to 12/);
  });
});

describe('a later "revised to" replaces the earlier figure everywhere', () => {
  it('reads a figure revised "from the" value it had given, a month naming which figure', () => {
    expect(
      figures("Tessary's statistics office revised March inflation to 3.1% from the 3.6% it reported on Monday."),
    ).toMatchObject([{ value: 3.1, label: 'inflation', from: { value: 3.6 } }]);
  });

  it('does not quote a headline whose figure a later source revised, in a lens either', () => {
    const events = [
      event('evt_a', [
        {
          title: 'Tessary inflation jumps to 3.6%',
          text: 'Consumer price inflation in Tessary rose to 3.6% in March, the statistics office said.',
          pub: 'Bourse Daily',
          at: DAY1,
        },
        {
          title: 'Tessary revises March inflation down',
          text: "Tessary's statistics office revised March inflation to 3.1% from the 3.6% it reported on Monday.",
          pub: 'Lowmoor Gazette',
          at: DAY2,
        },
      ]),
    ];
    const dossiers = dossiersOf(events, { generatedAt: DAY1, sourceCounts: { evt_a: 1 } });
    const changes = changesSince(dossiers);
    // A revision corrects the count: the report says it was revised, not that inflation fell.
    expect(changes.map((c) => c.text).join(' ')).toMatch(/revised from 3\.6% to 3\.1%/);
    const none: Stakes = { personal: [], research: [], business_operations: ['wage growth'], trading_investments: [] };
    const lens = lensesOf(none, dossiers, changes).business_operations;
    expect(lens.bottom_line.text).not.toMatch(/3\.6%/);
  });
});

describe('one sentence, said once', () => {
  it('does not quote the same sentence twice as two kinds of change', () => {
    const said = changesOnDay2(
      [
        event('evt_a', [
          {
            title: 'Orvel central bank holds rate',
            text: 'The Orvel central bank held its rate at 3%.',
            pub: 'Bourse Daily',
            at: DAY1,
          },
          {
            title: 'Orvel inflation eases',
            text: 'Inflation in Orvel eased to 2.5% in May from 2.7% in April, keeping the central bank on hold.',
            pub: 'Lowmoor Gazette',
            at: DAY2,
          },
        ]),
      ],
      { evt_a: 1 },
    );
    expect(new Set(said).size).toBe(said.length);
  });
});
