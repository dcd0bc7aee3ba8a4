// Advice as the sources report it (who tells whom to do what, what analysts expect, what is still
// unknown), read from sentences of our own in several desk styles; and a lens's posture stating the
// advice a source gives that lens's audience, attributed and cited.
import { describe, expect, it } from 'vitest';
import { adviceIn } from '../../services/evidence/advice.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { ReportGrounding } from '../../services/reports/grounding.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const read = (sentence: string) =>
  adviceIn(sentence).map(({ audience, adviser, to, advice }) => ({ audience, adviser, to, advice }));

describe('advice a sentence reports: who advises whom to do what', () => {
  it('reads a health desk’s passive with the speaker after it', () => {
    expect(read('Residents of Tarnwick were urged to boil tap water, the county health office said.')).toEqual([
      {
        audience: 'public',
        adviser: 'the county health office',
        to: 'residents of Tarnwick',
        advice: 'boil tap water',
      },
    ]);
  });

  it('reads a shipping desk’s “told shippers to”, leaving a time that opens the clause out of who advised', () => {
    expect(
      read(
        'On Tuesday the Brellport harbour master told shippers to divert cargo to Osk until the cranes are repaired.',
      ),
    ).toEqual([
      {
        audience: 'operators',
        adviser: 'the Brellport harbour master',
        to: 'shippers',
        advice: 'divert cargo to Osk until the cranes are repaired',
      },
    ]);
    expect(read('The energy ministry asked steel plants in the north to cut output by a fifth.')).toMatchObject([
      {
        audience: 'operators',
        adviser: 'The energy ministry',
        to: 'steel plants in the north',
        advice: 'cut output by a fifth',
      },
    ]);
  });

  it('reads a travel warning in the negative, and a bank’s “customers should”', () => {
    expect(read('The foreign office advised travellers not to visit the Marl coast.')).toMatchObject([
      { audience: 'public', adviser: 'The foreign office', to: 'travellers', advice: 'do not visit the Marl coast' },
    ]);
    expect(read('Customers should change their passwords and turn on two-step checks, Loam Bank said.')).toMatchObject([
      {
        audience: 'public',
        adviser: 'Loam Bank',
        to: 'customers',
        advice: 'change their passwords and turn on two-step checks',
      },
    ]);
  });

  it('reads a markets desk: what analysts expect, and brokers advising traders, for investors', () => {
    expect(
      read('Analysts at Fenwick Capital expect the Ostmark central bank to raise its main rate in June.'),
    ).toMatchObject([
      {
        audience: 'investors',
        adviser: 'Analysts at Fenwick Capital',
        advice: 'expect the Ostmark central bank to raise its main rate in June',
      },
    ]);
    expect(read('Rye traders were advised by brokers to cut their positions.')).toMatchObject([
      { audience: 'investors', adviser: 'brokers', to: 'Rye traders', advice: 'cut their positions' },
    ]);
  });

  it('does not take a deadline for who advised', () => {
    expect(read('Staff were asked to reset their badges by Thursday.')).toMatchObject([
      { audience: 'operators', adviser: null, to: 'staff', advice: 'reset their badges by Thursday' },
    ]);
  });

  it('reads what experts say is still unknown for research', () => {
    expect(
      read('The cause of the fire at the Welby depot is still under investigation, fire officials said.'),
    ).toMatchObject([
      {
        audience: 'experts',
        advice: 'The cause of the fire at the Welby depot is still under investigation, fire officials said',
      },
    ]);
    expect(read('Police said it was too early to say whether the derailment was deliberate.')).toMatchObject([
      { audience: 'experts' },
    ]);
  });

  it('reads no advice in a worry, a company’s own plan or an expectation that was missed', () => {
    expect(read('Shares fell 6% as investors worried about the outage.')).toEqual([]);
    expect(read('The operator said it expects to reopen the bridge on Friday.')).toEqual([]);
    expect(read('Economists had expected inflation of 3.1%.')).toEqual([]);
    expect(read('Reporters asked the minister to explain the delay.')).toEqual([]);
  });
});

describe('a lens’s posture stating the advice a source gives its audience', () => {
  const T0 = '2026-06-01T07:00:00.000Z';
  const T1 = '2026-06-02T07:00:00.000Z';
  const T2 = '2026-06-02T18:00:00.000Z';
  const stakes: Stakes = {
    personal: ['ferry'],
    research: ['crane fault'],
    business_operations: ['vessels waiting'],
    trading_investments: ['freight rates'],
  };
  const monday = {
    title: 'Crane fault slows Brellport',
    text: 'Fourteen vessels were waiting off Brellport on Monday after a crane fault, the harbour master said.',
    pub: 'Tidewater Post',
    at: T0,
  };
  const tuesday = {
    title: 'Brellport queue grows',
    text:
      'Thirty vessels were waiting off Brellport on Tuesday. The harbour master told shippers to divert cargo to Osk ' +
      'until the cranes are repaired. The cause of the crane fault is still under investigation, engineers said. ' +
      'The Osk ferry ran 12 crossings on Tuesday, its operator said.',
    pub: 'Quayside Wire',
    at: T1,
  };
  const lensesFor = (sources: (typeof monday)[]) => {
    const dossiers = dossiersOf([composerEvent('evt_port', sources)], {
      generatedAt: T0,
      sourceCounts: { evt_port: 1 },
    });
    return { l: lensesOf(stakes, dossiers, changesSince(dossiers)), dossiers };
  };

  it('gives operators the advice the port gives shippers, and research what engineers say is unknown, attributed and cited', () => {
    const { l, dossiers } = lensesFor([monday, tuesday]);
    const ops = l.business_operations.recommended_posture;
    expect(ops.text).toMatch(
      /^The harbour master to shippers: divert cargo to Osk until the cranes are repaired \(Quayside Wire\)/,
    );
    // The stake's own move still follows the advice.
    expect(ops.text).toMatch(/vessels waiting.*from (?:fourteen|14) to (?:thirty|30)/i);
    expect(ops.eventIds).toEqual(['evt_port']);
    expect(l.research.recommended_posture.text).toMatch(
      /^Unconfirmed: the cause of the crane fault is still under investigation, engineers said \(Quayside Wire\)/,
    );
    const g = new ReportGrounding(dossiers, [], []);
    for (const b of Object.values(l)) expect(g.missing(b.recommended_posture), b.recommended_posture.text).toEqual([]);
  });

  it('says plainly, for a lens whose audience no source advises, that none says what comes next', () => {
    const { l } = lensesFor([monday, tuesday]);
    // The ferry is touched, but no source tells travellers or residents anything; shippers' advice is not theirs.
    expect(l.personal.recommended_posture.text).toBe(
      'Next for ferry: not stated; latest: The Osk ferry ran 12 crossings on Tuesday, its operator said (Quayside Wire).',
    );
    expect(l.personal.recommended_posture.text).not.toMatch(/divert/);
    expect(l.trading_investments.recommended_posture.text).toMatch(/^No source of this window names freight rates/);
  });

  it('does not state advice given before its event eased as what to do now', () => {
    const { l } = lensesFor([
      monday,
      tuesday,
      {
        title: 'Brellport cranes back',
        text: 'The cranes at Brellport were back in service by evening and the queue fell to 9 from 30.',
        pub: 'Quayside Wire',
        at: T2,
      },
    ]);
    expect(l.business_operations.recommended_posture.text).not.toMatch(/divert cargo/);
  });

  it('does not state advice given before the stake’s own count eased as what to do now', () => {
    const eased = {
      title: 'Brellport queue shrinks',
      text: 'The number of vessels waiting off Brellport fell to 9 from 30 by evening, the harbour master said.',
      pub: 'Quayside Wire',
      at: T2,
    };
    const { l } = lensesFor([monday, tuesday, eased]);
    expect(l.business_operations.recommended_posture.text).toMatch(/fell from .* to 9/);
    expect(l.business_operations.recommended_posture.text).not.toMatch(/divert cargo/);
  });
});
