// A lens's horizon as the sources state it: what comes next and when, quoted with its source ("the next
// update is due at 6 p.m.", "the road stays shut until at least Friday", "talks resume Monday"); where no
// source says when, it says so in a few words and cites nothing. No pace of the window's own ("reports
// hourly"): an agent acting on the lens can check every word against a cited source. Sentences of our own,
// in a flood, a strike and a road desk's words.
import { describe, expect, it } from 'vitest';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const T0 = '2026-03-02T06:00:00.000Z';
const T1 = '2026-03-02T09:00:00.000Z';
const stakes: Stakes = {
  personal: ['road closure'],
  research: ['river level'],
  business_operations: ['deliveries'],
  trading_investments: ['freight rates'],
};
const lenses = (sources: { title: string; text: string; pub: string; at: string }[]) => {
  const dossiers = dossiersOf([composerEvent('evt_flood', sources)], {
    generatedAt: T0,
    sourceCounts: { evt_flood: 1 },
  });
  return lensesOf(stakes, dossiers, changesSince(dossiers));
};
const first = {
  title: 'Flood shuts the Varn valley road',
  text: 'The road closure on the Varn valley road cut off three villages on Monday.',
  pub: 'Varn Courier',
  at: T0,
};

describe('a horizon from what the sources say comes next, and when', () => {
  it('quotes a sentence giving the time of the next update, with its source', () => {
    const l = lenses([
      first,
      {
        title: 'Varn road still closed',
        text: 'The road closure remains in place. The county said the next update on the road is due at 6 p.m.',
        pub: 'Delta Wire',
        at: T1,
      },
    ]);
    expect(l.personal.time_horizon.text).toBe(
      'When next for road closure: The county said the next update on the road is due at 6 p.m (Delta Wire)',
    );
    expect(l.personal.time_horizon.eventIds).toEqual(['evt_flood']);
  });

  it('quotes "stays shut until at least Friday" and "resume Monday" as news writes them', () => {
    const shut = lenses([
      first,
      {
        title: 'Varn road closure to last',
        text: 'Engineers said the road stays shut until at least Friday while the embankment is checked.',
        pub: 'Delta Wire',
        at: T1,
      },
    ]);
    expect(shut.personal.time_horizon.text).toMatch(
      /^When next for road closure: .*until at least Friday.* \(Delta Wire\)$/,
    );
    const talks = lenses([
      first,
      {
        title: 'Hauliers and county to talk',
        text: 'Talks between hauliers and the county on deliveries resume Monday in Varn.',
        pub: 'Delta Wire',
        at: T1,
      },
    ]);
    expect(talks.business_operations.time_horizon.text).toMatch(
      /^When next for deliveries: .*resume Monday.*\(Delta Wire\)$/,
    );
  });

  it('does not take the day a thing was said or happened as a time ahead', () => {
    const l = lenses([
      first,
      {
        title: 'Varn road closure widens',
        text: 'The county will review the road closure, officials said on Tuesday.',
        pub: 'Delta Wire',
        at: T1,
      },
    ]);
    expect(l.personal.time_horizon.text).toBe('When next for road closure: not stated');
  });

  it('says that no source states when, citing nothing, and gives no pace of its own', () => {
    const l = lenses([first, { ...first, title: 'Varn valley cut off', pub: 'Delta Wire', at: T1 }]);
    for (const b of Object.values(l)) {
      expect(b.time_horizon.text).toMatch(/^When next for .+: not stated$/);
      expect(b.time_horizon.eventIds).toEqual([]);
    }
  });
});

describe('a time that is not ahead is no horizon', () => {
  const horizonOf = (text: string) =>
    lenses([first, { title: 'Varn road update', text, pub: 'Delta Wire', at: T1 }]).personal.time_horizon.text;
  it('does not read a noun as a verb to come ("its restart on Tuesday", "either end of the road on Monday")', () => {
    expect(horizonOf('Its restart on Tuesday night eased the road closure, and crews cleared the verge.')).toBe(
      'When next for road closure: not stated',
    );
    expect(horizonOf('Lorries were held at either end of the road closure on Monday evening.')).toBe(
      'When next for road closure: not stated',
    );
  });
  it('does not take a correction of what was said before as what comes next', () => {
    expect(horizonOf('An earlier version of this article said the road closure would end on 14 March.')).toBe(
      'When next for road closure: not stated',
    );
  });
});
