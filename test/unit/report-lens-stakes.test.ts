// Lens lines a reader can trust, from sentences of our own: a stake named only to say it did not happen
// is untouched, and a headline that does not name the stake gives way to the newest sentence that does.
import { describe, expect, it } from 'vitest';
import { deniesStake } from '../../services/evidence/negation.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

describe('a stake named to say it did not happen', () => {
  it('reads a denial before or after the stake, within its clause', () => {
    const s = 'Crews held the grass fire at 12 hectares; no homes were damaged and no evacuation was ordered.';
    expect(deniesStake(s, 'evacuation')).toBe(true);
    expect(deniesStake(s, 'damage')).toBe(true);
    expect(deniesStake('The ferry terminal at Orlo was not affected, the operator said.', 'ferry terminal')).toBe(true);
    expect(deniesStake('The tremor passed without casualties in Vell.', 'casualties')).toBe(true);
    expect(deniesStake('A second rate rise was ruled out by the governor.', 'rate rise')).toBe(true);
  });

  it('keeps a stake the sentence affirms, a denial denied, and a stake whose own words deny', () => {
    expect(deniesStake('About 200 residents of Pell were evacuated, but no one was hurt.', 'evacuation')).toBe(false);
    expect(deniesStake('Further rate rises were not ruled out, the governor said.', 'rate rise')).toBe(false);
    expect(deniesStake('Homes without power fell to 3,000 on Tuesday.', 'homes without power')).toBe(false);
    expect(deniesStake('Crews contained the fire near Orlo.', 'evacuation')).toBe(false);
    // Being without a thing is losing it, not a denial.
    expect(deniesStake('Islanders on Vell have been without a ferry since Sunday.', 'ferry')).toBe(false);
    expect(deniesStake('Some 4,000 homes were left without power overnight.', 'power cuts')).toBe(false);
  });
});

describe('lens lines from what the sources say of each stake', () => {
  const T0 = '2026-04-06T07:00:00.000Z';
  const T1 = '2026-04-06T15:00:00.000Z';
  const stakes: Stakes = {
    personal: ['evacuation'],
    research: ['damage'],
    business_operations: ['bus delays'],
    trading_investments: ['insured losses'],
  };
  const lensesFor = (events: ReturnType<typeof composerEvent>[]) => {
    const dossiers = dossiersOf(events, {
      generatedAt: T1,
      sourceCounts: Object.fromEntries(events.map((e) => [e.eventId, e.sourceCount])),
    });
    return lensesOf(stakes, dossiers, changesSince(dossiers));
  };
  const fire = composerEvent('evt_orlo_fire', [
    {
      title: 'Grass fire near Orlo contained',
      text: 'Crews contained a grass fire in the hills above Orlo on Monday. No homes were damaged and no evacuation was ordered, the fire service said.',
      pub: 'Orlo Courier',
      at: T0,
    },
  ]);

  it('does not tell a denied evacuation or damage as evacuation or damage news', () => {
    const l = lensesFor([fire]);
    // Untouched, and quoted as the source says it.
    expect(l.personal.bottom_line.text).toBe(
      'Evacuation: untouched; no homes were damaged and no evacuation was ordered, the fire service said (Orlo Courier).',
    );
    expect(l.research.bottom_line.text).toMatch(/^Damage: untouched; no homes were damaged/);
  });

  it('tells the evacuation of another event, not the fire that denied one', () => {
    const flood = composerEvent('evt_pell_flood', [
      {
        title: 'River Dane floods Pell',
        text: 'The Dane rose over its banks at Pell on Monday. The council ordered the evacuation of about 200 residents of Pell to the school hall.',
        pub: 'Dane Valley News',
        at: T0,
      },
    ]);
    const l = lensesFor([fire, flood]);
    expect(l.personal.bottom_line.text).toMatch(/^Evacuation: .*evacuation of about 200 residents/);
    expect(l.personal.bottom_line.text).not.toMatch(/grass fire/i);
    expect(l.personal.bottom_line.eventIds).toEqual(['evt_pell_flood']);
  });

  it('quotes the newest sentence that states the stake, not a headline that does not name it', () => {
    const strike = composerEvent('evt_velby_strike', [
      {
        title: 'Tram drivers strike in Velby',
        text: 'Tram drivers in Velby walked out on Monday morning. Commuters faced long bus delays across the city centre, the transport office said.',
        pub: 'Velby Post',
        at: T0,
      },
      {
        title: 'Velby tram strike enters evening',
        text: 'The walkout by Velby tram drivers went on into the evening. Bus delays were shorter by the afternoon as extra buses ran, the transport office said.',
        pub: 'Velby Post',
        at: T1,
      },
    ]);
    const l = lensesFor([strike]);
    expect(l.business_operations.bottom_line.text).toMatch(
      /^Bus delays: bus delays were shorter by the afternoon as extra buses ran, the transport office said \(Velby Post\)/,
    );
  });

  it('reads a stake a source states in another part of speech ("were evacuated" for evacuation)', () => {
    const flood = composerEvent('evt_marl_flood', [
      {
        title: 'Marl river bursts its banks',
        text: 'The Marl burst its banks at Edden on Tuesday. About 150 residents of Edden were evacuated to the sports hall, the council said.',
        pub: 'Marl Valley News',
        at: T0,
      },
    ]);
    const l = lensesFor([flood]);
    expect(l.personal.bottom_line.text).toMatch(/^Evacuation: .*150 residents of Edden were evacuated/);
    expect(l.personal.bottom_line.eventIds).toEqual(['evt_marl_flood']);
  });
});
