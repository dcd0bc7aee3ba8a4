// A town a report names only for reference (the landmark of a bearing, the site of another happening)
// is no place or actor of its own: the facts leave it out, so a wildfire placed "250 km south of"
// a flooded town is not told as the flood's next development. Sentences of our own, fictional towns.
import { describe, expect, it } from 'vitest';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { composeDeterministic, type ComposeInput } from '../../services/reports/composer.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const namesOf = (text: string, title = 'Headline') =>
  factsOfSource(sourceDoc(text, { title })).names.map((n) => `${n.kind}:${n.name}`);

describe('a town named only for reference', () => {
  it('is neither a place nor an actor of the source, whichever way a desk gives the bearing', () => {
    for (const text of [
      'Brackel, 250 km south of Orrinford, has had no rain for a month.',
      'Brackel lies 40 km north of Orrinford, on the upper Selm.',
      'Crews in Brackel, which sits across the river from Orrinford, worked through the night.',
    ]) {
      const names = namesOf(text, 'Wildfire forces evacuations near Brackel');
      expect(names, text).toContain('place:Brackel');
      expect(names.join(' '), text).not.toContain('Orrinford');
    }
  });

  it('is left out when the source sets another happening apart, and kept where it tells its own', () => {
    expect(namesOf('The blaze is not linked to the flood in Orrinford, officials in Brackel said.')).not.toContain(
      'place:Orrinford',
    );
    // A sentence of the source's own happening keeps the same town.
    const own = namesOf('Brackel, 250 km south of Orrinford, is dry. The fire spread to Orrinford on Tuesday.');
    expect(own).toContain('place:Orrinford');
  });
});

describe('a report with two stories of one desk', () => {
  const flood = composerEvent('evt_flood', [
    {
      title: 'River Selm floods 200 homes in Orrinford',
      text: 'The River Selm burst its banks in Orrinford on Monday, flooding about 200 homes, the county said.',
      pub: 'Selm Valley Courier',
      at: '2026-03-02T07:00:00.000Z',
    },
  ]);
  const input = (second: ReturnType<typeof composerEvent>): ComposeInput => ({
    reportId: `rpt_${'b'.repeat(24)}`,
    agent: { slug: 'tectonic', name: 'Tectonic', domain: 'natural disasters' },
    window: { windowType: 'rolling_24h', start: '2026-03-01T12:00:00Z', end: '2026-03-02T12:00:00Z' },
    events: [flood, second],
    prior: null,
    trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
    now: new Date('2026-03-02T12:00:00Z'),
  });
  const told = (c: ReturnType<typeof composeDeterministic>) => JSON.stringify(c.report);

  it('does not tell a wildfire placed by the flooded town as the flood’s next development', () => {
    const fire = composerEvent('evt_fire', [
      {
        title: 'Wildfire forces 300 from villages near Brackel',
        text: 'A wildfire above Brackel had burned 900 hectares by Monday. Brackel, 250 km south of Orrinford, has had no rain for a month.',
        pub: 'Southern Ledger',
        at: '2026-03-02T09:00:00.000Z',
      },
    ]);
    expect(told(composeDeterministic(input(fire)))).not.toMatch(/second development/);
  });

  it('still tells the flood’s own next development in that town as one storyline (guard)', () => {
    const more = composerEvent('evt_more', [
      {
        title: 'Orrinford flood reaches the town centre',
        text: 'Flood water reached the centre of Orrinford on Monday evening and the county opened a shelter.',
        pub: 'Selm Valley Courier',
        at: '2026-03-02T10:00:00.000Z',
      },
    ]);
    expect(told(composeDeterministic(input(more)))).toMatch(/second development in one day, after River Selm/);
  });
});
