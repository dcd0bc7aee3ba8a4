// One rate decision told by many desks (issue 31, recall): the wire gives the level the rate came to,
// a follow-up gives the inflation the bank is fighting, a brief gives only the size of the move. A
// level of another kind (prices beside a rate) is context, not a second decision; one kind's two
// levels still are two decisions. Sentences of our own, fictional names, several desk styles.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { levelsOf, otherLevel, percentagesOf } from '../../services/dedup/figures.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const side = (title: string, opening: string) => ({
  levels: levelsOf(title, opening),
  percentages: percentagesOf(title, opening),
});

describe('the kind of level a report gives (issue 31, recall)', () => {
  it('reads the level of what a report is about, not the other figures it gives as context', () => {
    // A rate decision's follow-up: the inflation it recalls is no level of the decision.
    expect(levelsOf('After the rate decision in Drovia, the questions', 'Inflation ran at 7.1% last month.')).toEqual(
      [],
    );
    expect(
      levelsOf('Drovia hikes rates to 4%', 'The bank lifted its key rate to 4% on Thursday. Inflation ran at 7.1%.'),
    ).toEqual(['4']);
    // An unemployment rate is a jobs figure, not a policy rate; a headline naming no subject lets the first level tell.
    expect(levelsOf('Jobs data', 'The unemployment rate rose to 5.4 percent in May. Inflation ran at 3%.')).toEqual([
      '5.4',
    ]);
    expect(levelsOf('Bank holds', 'With inflation easing, the bank held its key rate at 4 percent.')).toEqual(['4']);
  });

  it('reads no level in a figure of another clause or a change over one month', () => {
    // The currency's fall is told in the rate decision's sentence, but it is no level of the rate.
    expect(
      levelsOf('Crown slides', 'The Bank of Drovia raised rates on Thursday, and the crown fell 2% against the euro.'),
    ).toEqual([]);
    expect(levelsOf('Rates up', 'The bank raised its key rate by 25 basis points, to 7.5 percent.')).toEqual(['7.5']);
    // A monthly change is a move: the annual rate is the level.
    expect(levelsOf('Prices climb again', 'Consumer prices in Drovia rose 0.4 percent from April.')).toEqual([]);
    expect(
      levelsOf('Prices climb again', 'Consumer prices rose 0.4 percent on the month and 7.1 percent on the year.'),
    ).toEqual([]);
  });

  it('joins a monthly-change brief and a currency desk to an inflation release and a rate decision, across desks', () => {
    const report = reportsFrom('2026-06-10T06:00:00Z');
    const stream = [
      report(
        'https://wire.example/drovia-cpi',
        'Halden Wire',
        0,
        'Drovian inflation hits 7.1 percent in May',
        'KESTRA, Drovia, June 10 (Halden Wire) - Annual inflation in Drovia rose to 7.1 percent in May, the national statistics office said on Wednesday, driven by food and fuel.',
      ),
      report(
        'https://brief.example/drovia-cpi',
        'Morning Brief',
        30,
        'Drovian prices climb again in May',
        'A short one today. Consumer prices in Drovia rose 0.6 percent from April, the national statistics office said on Wednesday, driven by food and fuel.',
      ),
      report(
        'https://wire.example/drovia-rates',
        'Halden Wire',
        60 * 24,
        'Drovia hikes interest rates to 4.5 percent',
        'KESTRA, Drovia, June 11 (Halden Wire) - The Bank of Drovia raised its key interest rate by 50 basis points to 4.5 percent on Thursday, governor Anselm Ruud said.',
      ),
      report(
        'https://fx.example/drovia-crown',
        'FX Desk',
        60 * 24 + 25,
        'Drovian crown slides after Bank of Drovia rate hike',
        'The Bank of Drovia raised its key interest rate on Thursday, and the Drovian crown fell 1.5% against the euro as governor Anselm Ruud signalled more to come.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const cpi = of('https://wire.example/drovia-cpi');
    const rates = of('https://wire.example/drovia-rates');
    expect(rates).not.toBe(cpi);
    expect(of('https://brief.example/drovia-cpi')).toBe(cpi);
    expect(of('https://fx.example/drovia-crown')).toBe(rates);
  });

  it('keeps a rate decision and a follow-up giving the inflation beside it together, and one bank’s two rate levels apart', () => {
    const wire = side(
      'Drovia hikes interest rates to 4.00%',
      'The Bank of Drovia lifted its key rate by half a point to 4.00% on Thursday.',
    );
    const followUp = side(
      'After the rate decision in Drovia, a search for answers',
      'A day on, traders still weigh the seventh straight increase. Inflation ran at 7.1% last month.',
    );
    expect(otherLevel(followUp, wire)).toBe(false);
    const nextMeeting = side(
      'Drovia hikes interest rates to 4.50%',
      'The Bank of Drovia lifted its key rate to 4.50%.',
    );
    expect(otherLevel(nextMeeting, wire)).toBe(true);
    // Two months of one statistic are still two releases.
    expect(
      otherLevel(side('Drovian inflation eases to 6.9%', ''), side('Inflation in Drovia ran at 7.1% last month', '')),
    ).toBe(true);
  });

  it('joins a rate rise’s wire, a brief telling only the move and a next-day analysis giving inflation, across desks', () => {
    const report = reportsFrom('2026-05-14T16:00:00Z');
    const stream = [
      report(
        'https://wire.example/drovia-rates',
        'Halden Wire',
        0,
        'Drovia hikes interest rates to 4.00%',
        'KESTRA, Drovia, May 14 (Halden Wire) - The Bank of Drovia lifted its key interest rate by 50 basis points to 4.00% on Thursday, its seventh increase in a row, governor Anselm Ruud said.',
      ),
      report(
        'https://digest.example/drovia-rates',
        'Five-Minute Digest',
        40,
        'Kestra: Bank of Drovia raises rates by half a point',
        'The Bank of Drovia lifted interest rates by half a point on Thursday, the seventh increase in a row.',
      ),
      report(
        'https://paper.example/drovia-rates-analysis',
        'The Second Edition',
        60 * 22,
        'After the rate decision in Drovia, a search for answers',
        'The full picture of Thursday’s rate decision by the Bank of Drovia emerged on Friday: seven straight increases and more to come, governor Anselm Ruud said. Inflation ran at 7.1% last month.',
      ),
    ];
    const events = decideStream(stream);
    const of = (url: string) => events.get(url);
    const decision = of('https://wire.example/drovia-rates');
    expect(of('https://digest.example/drovia-rates')).toBe(decision);
    expect(of('https://paper.example/drovia-rates-analysis')).toBe(decision);
  });
});
