// The trend as desks tell escalation and easing: a meeting brought forward, a strike called, violence or a
// fire that came back, a place named by an easing, a storyline that held beside an unrelated new one. Sentences of our own.
import { describe, expect, it } from 'vitest';
import { factsOfSource, hastens } from '../../services/evidence/facts.ts';
import { trend, type ReportStorylines } from '../../services/reports/assessment.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const turns = (text: string) => factsOfSource(sourceDoc(text)).turns.map((t) => t.kind);
const T0 = '2026-09-07T06:00:00.000Z';
const T1 = '2026-09-08T06:00:00.000Z';

describe('turns for the worse as desks tell them', () => {
  it('reads a meeting or a vote brought forward as those who decide acting sooner, pressed', () => {
    expect(
      hastens('The Bank of Sallow brought its rate meeting forward to 9 October from 21 October as the lira slid.'),
    ).toBe(true);
    expect(hastens('The monetary council moved its next session up by a week.')).toBe(true);
    expect(hastens("The assembly's vote on the emergency budget was brought forward to Monday.")).toBe(true);
  });

  it('does not read a meeting brought forward and then called off, or things moved up a river, as worse', () => {
    expect(
      hastens('The session brought forward to 9 October was called off, and the council will sit on 21 October.'),
    ).toBe(false);
    expect(hastens('Tugs moved the barges up the estuary at dawn.')).toBe(false);
  });

  it('reads a strike, a walkout or protests called as a dispute that widens, but not a strike called off or named', () => {
    expect(turns('The teachers’ union called a three-day strike for next week.')).toContain('breakdown');
    expect(turns('Farmers announced a blockade of the ring road at Estmoor.')).toContain('breakdown');
    expect(turns('Student leaders called for more protests after the verdict.')).toContain('breakdown');
    expect(turns('The teachers’ union called off the strike after the ministry improved its offer.')).toEqual([
      'resolution',
    ]);
    expect(turns('The ministry called the strike unlawful.')).toEqual([]);
  });
});

describe('a situation that came back, and one that eased where it reached', () => {
  it('reads violence, protests or a fire that came back as a turn for the worse', () => {
    expect(turns('Shelling resumed around Brisk on Thursday, a day after the truce began.')).toEqual(['breakdown']);
    expect(turns('Strong winds rekindled the gorse fire above Dunby overnight.')).toEqual(['breakdown']);
    expect(turns('The moorland fire flared up again near Dunby.')).toEqual(['breakdown']);
    expect(turns('Protests quickly resumed outside the ministry.')).toEqual(['breakdown']);
    // A road shut again, told by a participle after the news that shut it.
    expect(turns('A rockfall hit the pass overnight, closing the mountain road again.')).toEqual(['breakdown']);
    // Talks or trains that resumed ease; a fire crew going back to its station is no fire.
    expect(turns('Talks resumed on Friday.')).toEqual(['resolution']);
    expect(turns('Fire crews returned to the station at dusk.')).toEqual([]);
    expect(turns('The premium could return if the attacks resumed.')).toEqual([]);
  });

  it('calls a truce broken by shelling that resumed escalating', () => {
    const e = composerEvent(
      'evt_brisk',
      [
        { title: 'Truce around Brisk', text: 'A truce took hold around Brisk on Monday.', pub: 'Ridge Post', at: T0 },
        {
          title: 'Shelling returns to Brisk',
          text: 'Shelling resumed around Brisk on Tuesday morning, local officials said.',
          pub: 'Vale Times',
          at: T1,
        },
        {
          title: 'Brisk under fire again',
          text: 'Artillery fire was heard again in Brisk on Tuesday.',
          pub: 'Ridge Post',
          at: T1,
        },
      ],
      'politics',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_brisk: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    expect(trend([e], prior, changes)).toBe('escalating');
  });

  it('does not read a place first named by a turn for the better as a spread', () => {
    const e = composerEvent('evt_flood', [
      {
        title: 'Floods cut off Orrin valley',
        text: 'The river Orr burst its banks on Monday, cutting off villages in the Orrin valley.',
        pub: 'Dale Herald',
        at: T0,
      },
      {
        title: 'Waters recede in Orrin valley',
        text: 'Families returned home to Beckby on Tuesday as the floodwaters receded, the council said.',
        pub: 'Vale Times',
        at: T1,
      },
      {
        title: 'Orrin valley drying out',
        text: 'Villagers in the Orrin valley began cleaning up on Tuesday.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const prior = { generatedAt: T0, sourceCounts: { evt_flood: 1 } };
    const changes = changesSince(dossiersOf([e], prior), new Set(['Orrin']));
    // Told once, as the turn for the better its sentence is; no line reads it as a spread.
    const beckby = changes.filter((c) => c.basis.includes('Beckby'));
    expect(beckby.map((c) => [c.kind, c.direction])).toEqual([['resolution', 'better']]);
    expect(trend([e], prior, changes)).toBe('de-escalating');
  });
});

describe('the trend of the storylines a desk follows', () => {
  // Which storyline each event is of, and which the reader follows (told of in the prior report).
  const lines = (of: Record<string, string>, followed: string[]): ReportStorylines => ({
    lineOf: (id) => of[id],
    followed: (line) => followed.includes(line),
  });

  it('calls a followed storyline that held stable beside a new storyline that says no way', () => {
    const mine = composerEvent(
      'evt_mine',
      [
        {
          title: 'Carrow copper mine halted',
          text: 'Flooding halted the Carrow copper mine on Monday, taking about 900 tonnes a day of ore offline.',
          pub: 'Metal Wire',
          at: T0,
        },
        {
          title: 'No change at Carrow',
          text: 'The Carrow mine remained shut on Tuesday and its output was unchanged at zero, the owner said.',
          pub: 'Ore Daily',
          at: T1,
        },
      ],
      'economy',
    );
    const results = composerEvent(
      'evt_results',
      [
        {
          title: 'Tamsin smelter lifts yearly profit',
          text: 'The Tamsin smelter reported a higher yearly profit on Tuesday on stronger zinc prices.',
          pub: 'Metal Wire',
          at: T1,
        },
        {
          title: 'Tamsin results beat forecasts',
          text: 'Tamsin’s profit beat analysts’ forecasts, the company said on Tuesday.',
          pub: 'Ore Daily',
          at: T1,
        },
      ],
      'economy',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_mine: 1 } };
    const events = [mine, results];
    const changes = changesSince(dossiersOf(events, prior));
    expect(changes.map((c) => c.kind)).toEqual(expect.arrayContaining(['steady', 'new_event']));
    expect(trend(events, prior, changes, lines({ evt_mine: 'mine', evt_results: 'tamsin' }, ['mine']))).toBe('stable');
    // A new event of the storyline the reader follows is news that something began.
    expect(trend(events, prior, changes, lines({ evt_mine: 'mine', evt_results: 'mine' }, ['mine']))).toBe(
      'developing',
    );
  });

  it('calls a currency desk’s window escalating when the bank brings its meeting forward', () => {
    const e = composerEvent(
      'evt_lira',
      [
        {
          title: 'Sallow lira slides',
          text: 'The Sallow lira lost 5% against the dollar on Monday, and the central bank said its board would meet on 21 October.',
          pub: 'Money Wire',
          at: T0,
        },
        {
          title: 'Bank of Sallow moves meeting up',
          text: 'The Bank of Sallow brought its board meeting forward to 9 October from 21 October, the bank said on Tuesday.',
          pub: 'Money Wire',
          at: T1,
        },
        {
          title: 'Sallow board to meet early',
          text: 'The Bank of Sallow will meet twelve days early, on 9 October.',
          pub: 'Market Letter',
          at: T1,
        },
      ],
      'economy',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_lira: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    expect(changes.find((c) => c.kind === 'breakdown')?.text).toContain('9 October from 21 October');
    expect(trend([e], prior, changes)).toBe('escalating');
  });
});
