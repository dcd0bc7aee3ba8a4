// Advice a later source withdrew is not told as standing advice: news lifts an order or a notice
// ("the boil-water notice was lifted", "the warning no longer applies") or tells those told to keep away
// that they may go back ("residents can drink tap water again"). A lift to come withdraws nothing yet.
// Sentences of our own, in a water-board, a wildfire and a port desk's words.
import { describe, expect, it } from 'vitest';
import { adviceIn, withdrawnBy } from '../../services/evidence/advice.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const advice = (s: string) => adviceIn(s)[0]!;

describe('advice a later sentence withdraws', () => {
  const boil = advice('Residents of Tarnby were urged to boil tap water before drinking it, the water board said.');
  const leave = advice('Police told residents of Esk Hollow to evacuate their homes on Monday.');
  const divert = advice('The harbour office told shippers to divert cargo to Holm.');

  it('reads an order or notice lifted, and those told to keep away told they may again', () => {
    expect(withdrawnBy(boil, 'The water board lifted its boil-water notice for Tarnby on Thursday.')).toBe(true);
    expect(withdrawnBy(boil, 'Residents of Tarnby can drink tap water again, the water board said.')).toBe(true);
    expect(withdrawnBy(leave, 'The evacuation order for Esk Hollow was lifted at noon.')).toBe(true);
    expect(withdrawnBy(leave, 'Residents of Esk Hollow were allowed to return to their homes on Wednesday.')).toBe(
      true,
    );
    expect(withdrawnBy(divert, 'The harbour office said the diversion notice for cargo no longer applies.')).toBe(true);
  });

  it('reads nothing withdrawn in a lift to come, a denied lift, or a lift of other advice', () => {
    expect(withdrawnBy(boil, 'The boil-water notice will be lifted once tests come back clear.')).toBe(false);
    expect(withdrawnBy(boil, 'The water board said the boil-water notice had not been lifted.')).toBe(false);
    expect(withdrawnBy(boil, 'Officials said there were no plans to lift the notice before Friday.')).toBe(false);
    expect(withdrawnBy(leave, 'The boil-water notice for Tarnby was lifted on Thursday.')).toBe(false);
    expect(withdrawnBy(divert, 'Ninety residents of Esk Hollow were evacuated.')).toBe(false);
  });
});

describe('a lens does not tell advice a later source withdrew', () => {
  const T0 = '2026-07-06T07:00:00.000Z';
  const T1 = '2026-07-07T09:00:00.000Z';
  const stakes: Stakes = {
    personal: ['tap water'],
    research: ['contamination'],
    business_operations: ['water supply'],
    trading_investments: ['utility shares'],
  };
  const lensesFor = (sources: { title: string; text: string; pub: string; at: string }[]) => {
    const dossiers = dossiersOf([composerEvent('evt_tarnby', sources)], {
      generatedAt: sources.at(-1)!.at,
      sourceCounts: { evt_tarnby: sources.length },
    });
    return lensesOf(stakes, dossiers, changesSince(dossiers));
  };
  const monday = {
    title: 'Tarnby told to boil tap water',
    text: 'Residents of Tarnby were urged to boil tap water before drinking it, the water board said. Tests found bacteria in two reservoirs.',
    pub: 'Tarnby Courier',
    at: T0,
  };

  it('tells the advice while it stands', () => {
    expect(lensesFor([monday]).personal.recommended_posture.text).toMatch(
      /^The water board to residents of Tarnby: boil tap water/,
    );
  });

  it('does not tell it once a later source says residents can drink tap water again', () => {
    const posture = lensesFor([
      monday,
      {
        title: 'Tarnby water safe again',
        text: 'Residents of Tarnby can drink tap water again, the water board said on Tuesday. Fresh tests of both reservoirs came back clean.',
        pub: 'Lowfield Herald',
        at: T1,
      },
    ]).personal.recommended_posture.text;
    expect(posture).not.toMatch(/boil tap water/);
    expect(posture).toMatch(/tap water/);
  });
});

describe('a lens horizon from a day the sources give', () => {
  it('does not take the day of a vote already held for a time ahead', () => {
    const T0 = '2026-07-13T08:00:00.000Z';
    const stakes: Stakes = {
      personal: ['turnout'],
      research: ['results'],
      business_operations: ['coalition'],
      trading_investments: ['bond spreads'],
    };
    const dossiers = dossiersOf(
      [
        composerEvent('evt_vote', [
          {
            title: 'Green Bloc leads in Ostmark',
            text: "The Green Bloc won the most seats in Ostmark's parliamentary election on Sunday but fell short of a majority, final results showed on Monday. Turnout was 64%.",
            pub: 'Ostmark Ledger',
            at: T0,
          },
        ]),
      ],
      { generatedAt: T0, sourceCounts: { evt_vote: 1 } },
    );
    const l = lensesOf(stakes, dossiers, changesSince(dossiers));
    for (const b of Object.values(l)) expect(b.time_horizon.text).not.toMatch(/until the election on Sunday/);
  });
});
