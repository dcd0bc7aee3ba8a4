// A report states no count a later source replaced and no state a later source reversed as it stands
// now: not in its headline, its what_happened, its lenses or its what_changed lines. Sentences of our own.
import { describe, expect, it } from 'vitest';
import { changesSince } from '../../services/reports/changes.ts';
import { currentTitle, dossiersOf } from '../../services/reports/dossier.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { synthesisClaim } from '../../services/reports/synthesis.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const T0 = '2031-04-07T06:00:00.000Z';
const T1 = '2031-04-07T19:00:00.000Z';
const T2 = '2031-04-08T08:00:00.000Z';
const read = (id: string, sources: { title: string; text: string; pub: string; at: string }[], prior = 0) =>
  dossiersOf([composerEvent(id, sources, 'cyber')], {
    generatedAt: sources.at(-1)!.at,
    sourceCounts: prior ? { [id]: prior } : {},
  });

describe('a state since reversed is not stated as current', () => {
  const portal = [
    {
      title: 'Kestrel Gas hit by hackers, customer portal offline',
      text: 'Kestrel Gas said its customer portal and billing systems were taken offline after a ransomware attack on Monday.',
      pub: 'Brenmoor Post',
      at: T0,
    },
    {
      title: 'Kestrel Gas customers told to watch for fake bills',
      text: 'Kestrel Gas told its 90,000 customers to ignore emails asking for payment while its systems are checked by investigators.',
      pub: 'Circuit Desk',
      at: T1,
    },
    {
      title: 'Kestrel Gas portal restored',
      text: 'Kestrel Gas said its customer portal and billing systems were back online on Tuesday morning after engineers rebuilt its servers.',
      pub: 'Brenmoor Post',
      at: T2,
    },
  ];

  it('heads the event with the newest title that does not state the reversed state', () => {
    const [d] = read('evt_kestrel', portal);
    expect(currentTitle(d!)).toBe('Kestrel Gas portal restored');
  });

  it('tells what happened without the sentence saying the systems are offline', () => {
    const [d] = read('evt_kestrel', portal);
    expect(synthesisClaim(d!, 3).text).not.toMatch(/taken offline/);
    expect(synthesisClaim(d!, 3).text).toMatch(/back online/);
  });
});

describe('a count since replaced is not stated as current', () => {
  const ward = [
    {
      title: 'Fever cases at Orrin hospital',
      text: 'Forty people have been treated for fever at Orrin district hospital since Friday and three have died, the health ministry said.',
      pub: 'Ward Notes',
      at: T0,
    },
    {
      title: 'Orrin fever deaths rise to nine',
      text: 'Nine people have now died of the fever in Orrin, the health ministry said on Sunday.',
      pub: 'Lowland Wire',
      at: T1,
    },
  ];
  const stakes: Stakes = {
    personal: ['fever'],
    research: ['treated'],
    business_operations: ['hospital'],
    trading_investments: ['insurers'],
  };

  it('quotes a count still current in its own clause, not with a toll since replaced', () => {
    const dossiers = read('evt_orrin', ward);
    const l = lensesOf(stakes, dossiers, changesSince(dossiers));
    const said = Object.values(l).flatMap((b) => [b.bottom_line.text, b.recommended_posture.text]);
    expect(said.some((t) => /forty people have been treated/i.test(t))).toBe(true);
    expect(said.filter((t) => /three have died/.test(t))).toEqual([]);
  });

  it('names a new event in what changed by its title as it stands now', () => {
    const flood = [
      {
        title: 'River Ambry bursts banks in Tollby, 200 homes flooded',
        text: 'About 200 homes were flooded in Tollby after the River Ambry burst its banks overnight, the council said.',
        pub: 'Dale Courier',
        at: T0,
      },
      {
        title: 'Tollby flooding spreads to 650 homes',
        text: 'The council said 650 homes were now flooded in Tollby as the river kept rising.',
        pub: 'Dale Courier',
        at: T1,
      },
    ];
    const changes = changesSince(read('evt_tollby', flood));
    const opened = changes.find((c) => c.kind === 'new_event')!;
    expect(opened.text).not.toMatch(/200 homes/);
    expect(opened.text).toMatch(/650 homes/);
  });
});
