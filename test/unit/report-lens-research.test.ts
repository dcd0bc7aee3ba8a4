// The research lens tells those who study a story what is not settled: a count two publications give
// differently, each quoted with its source; a claim one side denies; and, where publications give a count
// alike, that they agree and who they are. Sentences of our own, in a port and a chemical desk's words.
import { describe, expect, it } from 'vitest';
import { adviceIn } from '../../services/evidence/advice.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { lensesOf, postureOrigin, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const T0 = '2026-03-02T06:00:00.000Z';
const T1 = '2026-03-02T07:00:00.000Z';
const stakes: Stakes = {
  personal: ['ferry'],
  research: ['vessels waiting'],
  business_operations: ['vessels waiting'],
  trading_investments: ['freight rates'],
};
const research = (sources: { title: string; text: string; pub: string; at: string }[], asked: Stakes = stakes) => {
  const dossiers = dossiersOf([composerEvent('evt_port', sources)], { generatedAt: T0, sourceCounts: { evt_port: 1 } });
  return lensesOf(asked, dossiers, changesSince(dossiers)).research.recommended_posture;
};

describe('what the research lens tells', () => {
  it('quotes a count two publications give differently, each with its source', () => {
    const p = research([
      {
        title: 'Queue grows at Brask port',
        text: 'The harbour office said 41 vessels were waiting off Brask.',
        pub: 'Quay Post',
        at: T0,
      },
      {
        title: 'Ships wait off Brask',
        text: 'Pilots counted 38 vessels waiting off Brask.',
        pub: 'Coast Wire',
        at: T1,
      },
    ]);
    expect(p.text).toMatch(
      /^Told differently on vessels waiting: .*\b(?:41|38)\b.*\((?:Quay Post|Coast Wire)\); .*\b(?:41|38)\b.*\((?:Quay Post|Coast Wire)\)$/,
    );
    expect(p.eventIds).toEqual(['evt_port']);
    expect(postureOrigin(p.text)).toBe('outlook');
  });

  it('says publications agree on a count, and which', () => {
    const p = research([
      {
        title: 'Queue grows at Brask port',
        text: 'The harbour office said 41 vessels were waiting off Brask.',
        pub: 'Quay Post',
        at: T0,
      },
      {
        title: 'Ships wait off Brask',
        text: 'Pilots counted 41 vessels waiting off Brask.',
        pub: 'Coast Wire',
        at: T1,
      },
    ]);
    expect(p.text).toMatch(
      /^Sources agree on vessels waiting, 41 \((?:Quay Post and Coast Wire|Coast Wire and Quay Post)\): /,
    );
  });
});

describe('what the research lens does not tell', () => {
  it('does not say sources agree on a distance', () => {
    const p = research([
      {
        title: 'Brask port shuts',
        text: 'Ships within 2 km of the Brask breakwater were told to anchor.',
        pub: 'Quay Post',
        at: T0,
      },
      {
        title: 'Brask port shut',
        text: 'Vessels waiting within 2 km of the breakwater were told to anchor.',
        pub: 'Coast Wire',
        at: T1,
      },
    ]);
    expect(p.text).not.toMatch(/^Sources agree on km/);
  });

  it('does not say sources agree on a count a later source replaced (the fire put out)', () => {
    const T2 = '2026-03-02T09:00:00.000Z';
    const p = research(
      [
        {
          title: 'Tanks burn at Brask depot',
          text: 'Two storage tanks are burning at the Brask fuel depot, the harbour office said.',
          pub: 'Quay Post',
          at: T0,
        },
        {
          title: 'Fire at Brask depot',
          text: 'Two storage tanks are burning at the depot beside the Brask quay.',
          pub: 'Coast Wire',
          at: T1,
        },
        {
          title: 'Brask depot fire out',
          text: 'Firefighters put out the fire at the Brask fuel depot on Tuesday morning, the harbour office said.',
          pub: 'Quay Post',
          at: T2,
        },
      ],
      { ...stakes, research: ['storage tanks'] },
    );
    expect(p.text).not.toMatch(/^Sources agree on .*burning/);
  });
});

describe('a claim denied is what those who study it are told is disputed', () => {
  it('reads a denial as disputed, with the sentence as written', () => {
    expect(
      adviceIn('The Harl chemical works denied that the leak reached the river, the county said.').map((a) => a.said),
    ).toEqual(['Disputed: the Harl chemical works denied that the leak reached the river, the county said']);
    expect(adviceIn('Guests were denied entry to the hall.')).toEqual([]);
  });
});
