// How other hands tell a change, each rule from sentences of our own in several desk styles (a wire's
// lead, a live blog's stamped entries, a correction notice, a local paper): a correction of a published
// figure, talks put off, advice lifted, a measure imposed, deaths told in other words, a count that
// stopped, the whole of a set, one count called by several names, a name the reader already read.
import { describe, expect, it } from 'vitest';
import { factsOfSource, trackFigures } from '../../services/evidence/facts.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const figures = (text: string) => factsOfSource(sourceDoc(text)).figures;
const turns = (text: string) => factsOfSource(sourceDoc(text)).turns.map((t) => t.kind);
const T0 = '2026-03-02T06:00:00.000Z';
const T1 = '2026-03-03T06:00:00.000Z';
const T2 = '2026-03-03T09:00:00.000Z';

/** The changes of one event whose first `known` sources the reader has read. */
const changesOf = (sources: { title: string; text: string; pub: string; at: string }[], known: number) =>
  changesSince(dossiersOf([composerEvent('evt_a', sources)], { generatedAt: T0, sourceCounts: { evt_a: known } }));

describe('a correction of a published figure', () => {
  it('reads what an earlier article or story said as a value replaced, not the count now', () => {
    expect(figures('An article on Monday said 40 lorries were stuck at the Harl pass.')).toEqual([]);
    expect(figures('A story on Sunday said the depot’s capacity was 9,000 tonnes a day.')).toEqual([]);
    // A report's claim stays a claim: only what a published piece said is corrected.
    expect(figures('A police report said 40 lorries were stuck at the Harl pass.')).toMatchObject([{ value: 40 }]);
  });

  it('does not tell a corrected figure as a count that moved', () => {
    const changes = changesOf(
      [
        {
          title: 'Snow strands lorries',
          text: 'Some 32 lorries were stuck at the Harl pass on Monday.',
          pub: 'Alp Post',
          at: T0,
        },
        {
          title: 'Correction: Harl pass figure',
          text: 'An article on Monday said 40 lorries were stuck at the Harl pass. The police figure was 32.',
          pub: 'Dale Herald',
          at: T1,
        },
      ],
      1,
    );
    expect(changes.map((c) => c.text).join(' ')).not.toMatch(/32 to 40|40 to 32/);
  });
});

describe('turns told in other words', () => {
  it('reads talks put off as a turn for the worse, in a wire’s words and a live blog’s, not talks said to be moot', () => {
    expect(turns('The ferry company postponed Thursday’s talks with the union to next week.')).toEqual(['breakdown']);
    expect(turns('14:05 - The talks set for Friday are postponed to Monday.')).toEqual(['breakdown']);
    expect(turns('The talks that had been postponed to Monday are no longer needed, the union said.')).toEqual([]);
  });

  it('reads advice lifted, an instruction withdrawn and a fire put out as resolutions', () => {
    expect(turns('The health board lifted its boil-water advice for Carrow on Friday.')).toEqual(['resolution']);
    expect(turns('The regulator withdrew its instruction to banks to freeze the accounts.')).toEqual(['resolution']);
    expect(turns('Crews put out the blaze at the Orvel fuel depot before dawn.')).toEqual(['resolution']);
    expect(turns('The minister put out a statement on Friday.')).toEqual([]);
  });

  it('reads a measure imposed as a turn for the worse, but not one lifted, planned or supposed', () => {
    expect(turns('Harlow closed all 9 of its secondary schools on Monday.')).toEqual(['breakdown']);
    expect(turns('Police imposed a night curfew in Dunmore after the clashes.')).toEqual(['breakdown']);
    expect(turns('All ferry services to Isle Marr were suspended on Tuesday.')).toEqual(['breakdown']);
    expect(turns('A road closed on Monday has reopened.')).toEqual(['resolution']);
    expect(turns('The council will close all schools if the river rises.')).toEqual([]);
    expect(turns('Shares in the miner closed 3% lower.')).toEqual([]);
  });

  it('tells one deal two outlets report once, from a wire’s lead, and the next turn besides', () => {
    const changes = changesOf(
      [
        {
          title: 'Bus drivers strike in Orvel',
          text: 'Bus drivers in Orvel walked out on Monday.',
          pub: 'Orvel Post',
          at: T0,
        },
        {
          title: 'Orvel bus strike ends',
          text: 'Bus drivers in Orvel returned to work on Wednesday after the operator agreed to restore the old shift pattern. The council lifted its advice to avoid the city centre, and the depot reopened.',
          pub: 'Vale Wire',
          at: T1,
        },
        {
          title: 'Drivers back at the wheel',
          text: '“We held out and we won,” said one driver. The operator has agreed to keep the old shift pattern.',
          pub: 'Orvel Evening News',
          at: T2,
        },
      ],
      1,
    );
    const resolutions = changes.filter((c) => c.kind === 'resolution').map((c) => c.text);
    expect(resolutions).toEqual([
      expect.stringContaining('returned to work'),
      expect.stringContaining('lifted its advice'),
    ]);
  });
});

describe('counts told in other words', () => {
  it('reads the dead as one count, however a source words them, and a toll past its hedge', () => {
    expect(figures('The river burst its banks, killing at least 4 people, the agency said.')).toMatchObject([
      { value: 4 },
    ]);
    expect(figures('The agency said 900 people had been evacuated and at least 4 had died.')).toMatchObject([
      { value: 900, label: 'people evacuated' },
      { value: 4 },
    ]);
    expect(figures('Water reached the lower town, and the death toll rose to at least 9.')).toMatchObject([
      { value: 9, label: 'death toll' },
    ]);
    const facts = [
      factsOfSource(
        sourceDoc('The river burst its banks, killing at least 4 people, the agency said.', { sourceId: 'a' }),
      ),
      factsOfSource(sourceDoc('At least 9 people have died.', { sourceId: 'b', at: T1 })),
    ].flatMap((f) => f.figures);
    expect(trackFigures(facts)).toMatchObject([{ latest: { value: 9 }, earliest: { value: 4 } }]);
  });

  it('reads a four-figure count written with its thousands comma as a count, not a year', () => {
    expect(figures('Some 2,000 people have now left their homes, up from 500.')).toMatchObject([
      { value: 2000, from: { value: 500 } },
    ]);
    expect(figures('The weir was raised in 2001.')).toEqual([]);
  });

  it('keeps the deaths of some apart from the deaths of all, and people counted by what happened to them', () => {
    const facts = [
      factsOfSource(sourceDoc('The storm killed 12 people across the valley.', { sourceId: 'a' })),
      factsOfSource(sourceDoc('Three children were killed when the school roof fell.', { sourceId: 'b', at: T1 })),
      factsOfSource(sourceDoc('At least 3 people died, the police said.', { sourceId: 'c', at: T0 })),
      factsOfSource(sourceDoc('2,000 people have now left their homes, up from 500.', { sourceId: 'd', at: T1 })),
    ].flatMap((f) => f.figures);
    const tracked = trackFigures(facts).map((t) => [t.earliest.value, t.latest.value]);
    expect(tracked).toContainEqual([2000, 2000]);
    expect(tracked).not.toContainEqual([3, 2000]);
    expect(tracked).not.toContainEqual([12, 3]);
  });

  it('tells a death toll that moved as a move, in words its sources use', () => {
    const changes = changesOf(
      [
        {
          title: 'Flood hits Marl',
          text: 'The Teme flooded Marl on Monday, killing at least 4 people.',
          pub: 'Marl Echo',
          at: T0,
        },
        {
          title: 'Marl flood toll rises',
          text: 'At least 9 people have died in the Marl floods.',
          pub: 'Vale Wire',
          at: T1,
        },
      ],
      1,
    );
    expect(changes.map((c) => c.text)).toContain('The number of people who died rose from 4 to 9 (Vale Wire).');
  });

  it('reads a count that stopped ("to zero") as a value, and a cut in output as worse', () => {
    expect(figures('The blast shut the mill, cutting output to zero from 900 tonnes a day.')).toMatchObject([
      { value: 0, label: 'output', from: { value: 900 } },
    ]);
    const changes = changesOf(
      [
        {
          title: 'Fire at Brisk mill',
          text: 'Output was cut to 900 tonnes a day after the fire.',
          pub: 'Mill Weekly',
          at: T0,
        },
        {
          title: 'Brisk mill shut',
          text: 'The fire spread to the kilns, and the owner shut the mill, cutting output to zero from 900 tonnes a day.',
          pub: 'Vale Wire',
          at: T1,
        },
      ],
      1,
    );
    expect(changes.find((c) => c.kind === 'figure' && c.text.includes('900 to zero'))).toMatchObject({
      direction: 'worse',
    });
  });

  it('keeps the whole of a set ("all 14 schools") apart from the count of those affected ("two schools")', () => {
    const facts = [
      factsOfSource(sourceDoc('Measles broke out at two primary schools in Harl.', { sourceId: 'a' })),
      factsOfSource(sourceDoc('09:30 - All 14 primary schools to close from today.', { sourceId: 'b', at: T1 })),
    ].flatMap((f) => f.figures);
    expect(trackFigures(facts)).toHaveLength(2);
  });

  it('tells one count that moved once, though its sources call it by several names', () => {
    const changes = changesOf(
      [
        {
          title: 'Ships wait off Velby',
          text: 'At least 14 vessels were waiting off Velby on Monday.',
          pub: 'Vale Wire',
          at: T0,
        },
        {
          title: 'Velby queue grows',
          text: 'The number of vessels waiting off Velby rose to 31 from 14 on Tuesday, the harbour master said.',
          pub: 'Vale Wire',
          at: T1,
        },
        {
          title: 'Velby live',
          text: '09:10 - The harbour master’s latest count is 31 ships at anchor; the count has gone from 14 to 31 since Monday.',
          pub: 'Coast Live',
          at: T2,
        },
      ],
      1,
    );
    expect(changes.filter((c) => c.kind === 'figure' && /14 to 31/.test(c.text)).map((c) => c.text)).toEqual([
      'Vessels waiting in Velby rose from 14 to 31 (Vale Wire).',
    ]);
  });

  it('quotes a count named only by its unit, so that what it measures is said', () => {
    const changes = changesOf(
      [
        {
          title: 'Depot fire',
          text: 'Residents within 1 km of the depot were told to stay indoors.',
          pub: 'Orvel Post',
          at: T0,
        },
        {
          title: 'Depot fire spreads',
          text: 'The fire service widened its advice, telling residents within 4 km, up from 1 km, to stay indoors.',
          pub: 'Vale Wire',
          at: T1,
        },
      ],
      1,
    );
    expect(changes.map((c) => c.text)).toContain(
      'The fire service widened its advice, telling residents within 4 km, up from 1 km, to stay indoors (Vale Wire).',
    );
  });
});

describe('what the reader already read', () => {
  it('gives no first report from a name the reader read in another role, nor a first mention of a live blog’s opening word', () => {
    const changes = changesOf(
      [
        {
          title: 'Arle river bursts its banks',
          text: 'The Arle burst its banks at Tolby on Monday.',
          pub: 'Vale Wire',
          at: T0,
        },
        {
          title: 'Flood live',
          text: '08:40 - Schools in the north of Tolby are shut. 09:10 - Evacuations in Arle valley rise to 2,000 as water reaches the village of Penby.',
          pub: 'Tolby Live',
          at: T1,
        },
      ],
      1,
    );
    const texts = changes.map((c) => c.text).join(' ');
    expect(texts).not.toContain('First report from Arle');
    expect(texts).not.toContain('First mention of Schools');
    expect(texts).toContain('First report from Penby');
  });
});
