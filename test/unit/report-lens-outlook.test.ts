// A lens's posture drawn from the evidence, never from a table: when no source advises the lens's
// audience, it states what a source says comes next for the stake (or what that audience is already
// doing), cited; when none says, it says so plainly. Sentences of our own, in several desk styles.
import { describe, expect, it } from 'vitest';
import { outlookIn } from '../../services/evidence/advice.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { ReportGrounding } from '../../services/reports/grounding.ts';
import { lensesOf, postureOrigin, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

describe('what a sentence says comes next, and for whom', () => {
  it('reads a step or a time to come in a port, a company and a lab desk’s words', () => {
    expect(outlookIn('Berths at Carrow reopen on Friday, the port authority said.')).toMatchObject({
      kind: 'next',
      audiences: ['operators'],
    });
    expect(outlookIn('The Velmar board meets again on 12 June to decide on the dividend.')).toMatchObject({
      kind: 'next',
      audiences: ['investors'],
    });
    expect(outlookIn('Test results from the Dunmere wells are due at noon, the water board said.')?.audiences[0]).toBe(
      'experts',
    );
  });

  it('reads an expectation and a watch on a markets desk, and an audience already acting', () => {
    expect(outlookIn('Insurers expect claims from the storm to exceed 40 million crowns.')).toMatchObject({
      kind: 'next',
    });
    expect(outlookIn('Traders are watching Thursday’s bond auction in Selm.')).toMatchObject({
      kind: 'next',
      audiences: ['investors'],
    });
    expect(outlookIn('Firms are rerouting cargo through Osk instead.')).toMatchObject({
      kind: 'acting',
      audiences: ['operators'],
    });
    expect(outlookIn('Lundor’s president called a snap election for 15 March.')).toMatchObject({ kind: 'next' });
    expect(outlookIn('Markets have largely priced in a quarter-point cut.')).toMatchObject({
      kind: 'acting',
      audiences: ['investors'],
    });
  });

  it('reads nothing ahead in what happened, or in an expectation that is over', () => {
    expect(outlookIn('Shares in Velmar fell 6% on Monday.')).toBeNull();
    expect(outlookIn('The fire destroyed 12 homes near Orlo.')).toBeNull();
    expect(outlookIn('Economists had expected inflation of 3.1%.')).toBeNull();
    // A plan that is past, a meeting that was held, a queue that is the state of things.
    expect(outlookIn('The overhaul had been scheduled since March, the Brask mill said.')).toBeNull();
    expect(outlookIn('The Ostvik central bank cut rates at an unscheduled meeting on Monday.')).toBeNull();
    expect(outlookIn('Nine barges are waiting for a berth at Holm.')).toBeNull();
    // People something was done to are not acting.
    expect(outlookIn('About 2,300 residents were evacuated to shelters in Brask.')).toBeNull();
  });
});

describe('a lens posture from the evidence when no source advises its audience', () => {
  const T0 = '2026-06-01T07:00:00.000Z';
  const T1 = '2026-06-01T15:00:00.000Z';
  const T2 = '2026-06-02T09:00:00.000Z';
  const stakes: Stakes = {
    personal: ['ferry'],
    research: ['crane fault'],
    business_operations: ['vessels waiting'],
    trading_investments: ['freight rates'],
  };
  const lensesFor = (sources: { title: string; text: string; pub: string; at: string }[]) => {
    const dossiers = dossiersOf([composerEvent('evt_carrow', sources)], {
      generatedAt: sources.at(-1)!.at,
      sourceCounts: { evt_carrow: sources.length },
    });
    return { l: lensesOf(stakes, dossiers, changesSince(dossiers)), dossiers };
  };
  const monday = {
    title: 'Crane fault slows Carrow',
    text: 'Eleven vessels were waiting off Carrow on Monday after a crane fault, the harbour master said.',
    pub: 'Tidewater Post',
    at: T0,
  };
  const later = {
    title: 'Carrow queue grows',
    text:
      'Twenty-six vessels were waiting off Carrow by the afternoon. Cranes are expected back in service ' +
      'on Thursday, the port said. Freight rates on the Carrow route rose 8% as forwarders scrambled for space. ' +
      'The island ferry kept its usual timetable.',
    pub: 'Quayside Wire',
    at: T1,
  };

  it('states what the port says comes next for the stake, attributed and cited, not a table’s imperative', () => {
    const { l, dossiers } = lensesFor([monday, later]);
    const ops = l.business_operations.recommended_posture;
    expect(ops.text).toMatch(
      /^Next for vessels waiting: Cranes are expected back in service on Thursday, the port said \(Quayside Wire\); now: /,
    );
    expect(ops.text).not.toMatch(/contingencies|Activate|Reprice|Rework/);
    expect(ops.eventIds).toEqual(['evt_carrow']);
    expect(postureOrigin(ops.text)).toBe('outlook');
    const g = new ReportGrounding(dossiers, [], []);
    for (const b of Object.values(l)) expect(g.missing(b.recommended_posture), b.recommended_posture.text).toEqual([]);
  });

  it('says plainly that no source says what comes next, with the latest, when none does', () => {
    const { l } = lensesFor([
      { ...monday, text: `${monday.text} The island ferry kept its usual timetable.` },
      {
        title: 'Carrow queue grows',
        text: 'Twenty-six vessels were waiting off Carrow by the afternoon.',
        pub: 'Quayside Wire',
        at: T1,
      },
    ]);
    const personal = l.personal.recommended_posture.text;
    expect(personal).toMatch(
      /^Next for ferry: not stated; latest: The island ferry kept its usual timetable \(Tidewater Post\)\./,
    );
    expect(postureOrigin(personal)).toBe('unstated');
    expect(personal).not.toMatch(/Check before relying on|Rework plans|Resume/);
  });

  it('does not state a step announced before the event eased as what comes next', () => {
    const { l } = lensesFor([
      monday,
      later,
      {
        title: 'Carrow cranes back early',
        text: 'The cranes at Carrow were back in service by Tuesday morning and the queue fell to 4 from 26.',
        pub: 'Quayside Wire',
        at: T2,
      },
    ]);
    expect(l.business_operations.recommended_posture.text).not.toMatch(/expected back/);
  });
});

describe('a next step from another story', () => {
  it('is not told as what comes next for a stake of another event', () => {
    const T0 = '2026-06-03T08:00:00.000Z';
    const stakes: Stakes = {
      personal: ['power cuts'],
      research: ['grid'],
      business_operations: ['vessels waiting', 'rail freight'],
      trading_investments: ['power prices'],
    };
    const dossiers = dossiersOf(
      [
        composerEvent('evt_holm_queue', [
          {
            title: 'Queue off Holm grows',
            text: 'Vessels waiting off Holm rose to 17 on Wednesday from 9, the harbour office said.',
            pub: 'Holm Shipping Gazette',
            at: T0,
          },
        ]),
        composerEvent('evt_brask_rail', [
          {
            title: 'Rail freight halted at Brask',
            text: 'Rail freight through Brask stopped on Wednesday after a signal fire. The new Brask footbridge will open in May.',
            pub: 'Brask Post',
            at: T0,
          },
        ]),
      ],
      { generatedAt: T0, sourceCounts: { evt_holm_queue: 1, evt_brask_rail: 1 } },
    );
    const l = lensesOf(stakes, dossiers, changesSince(dossiers));
    expect(l.business_operations.bottom_line.text).toMatch(/Vessels waiting: .*Rail freight: /);
    expect(l.business_operations.recommended_posture.text).toMatch(/^Next for vessels waiting: not stated; latest: /);
    expect(l.business_operations.recommended_posture.text).not.toMatch(/footbridge/);
  });
});

describe('a next step for another audience', () => {
  it('is not told as what comes next for a refinery’s output', () => {
    const T0 = '2026-06-04T08:00:00.000Z';
    const stakes: Stakes = {
      personal: ['smoke'],
      research: ['cause'],
      business_operations: ['output'],
      trading_investments: ['diesel prices'],
    };
    const dossiers = dossiersOf(
      [
        composerEvent('evt_orrin_refinery', [
          {
            title: 'Fire halts Orrin refinery',
            text: 'A fire halted output at the Orrin refinery on Thursday. Residents of Orrin may return home on Friday, the town council said.',
            pub: 'Orrin Evening Post',
            at: T0,
          },
        ]),
      ],
      { generatedAt: T0, sourceCounts: { evt_orrin_refinery: 1 } },
    );
    const l = lensesOf(stakes, dossiers, changesSince(dossiers));
    expect(l.business_operations.bottom_line.text).toMatch(/^Output: /);
    expect(l.business_operations.recommended_posture.text).toMatch(/^Next for output: not stated; latest: /);
  });
});

describe('an untouched lens whose stake a source names only to deny it', () => {
  it('does not say no source names the stake that a quoted denial names', () => {
    const T0 = '2026-04-06T07:00:00.000Z';
    const stakes: Stakes = {
      personal: ['evacuation'],
      research: ['seismic readings'],
      business_operations: ['rail freight'],
      trading_investments: ['insured losses'],
    };
    const dossiers = dossiersOf(
      [
        composerEvent('evt_pell_quake', [
          {
            title: 'Light tremor shakes Pell',
            text: 'A light tremor shook Pell early on Monday. No evacuation was ordered, the district office said.',
            pub: 'Pell Courier',
            at: T0,
          },
        ]),
      ],
      { generatedAt: T0, sourceCounts: { evt_pell_quake: 1 } },
    );
    const l = lensesOf(stakes, dossiers, changesSince(dossiers));
    expect(l.personal.bottom_line.text).toMatch(/^Evacuation: untouched; no evacuation was ordered/);
    expect(l.personal.recommended_posture.text).not.toMatch(/No source of this window names evacuation/);
    expect(l.personal.recommended_posture.text).toMatch(/^Sources name evacuation only to say it did not happen/);
    expect(postureOrigin(l.personal.recommended_posture.text)).toBe('untouched');
  });
});
