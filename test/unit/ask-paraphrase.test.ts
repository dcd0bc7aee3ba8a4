// Ask matching a question to the sentence that answers it when the question is worded unlike the news:
// another part of speech ("failure" / "failed"), a word news uses for the same thing ("suspended" /
// "declared force majeure"), an idiom ("forced from their homes"), shorthand ("ppl"). Fictional
// material written for these tests (towns, firms and people that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { hasTerm, normalize } from '../../services/evidence/tokens.ts';
import { askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-06-11T21:00:00Z'); // a Thursday

const world: AskMaterial = {
  reports: [],
  events: [
    {
      eventId: 'evt_refinery',
      title: 'Marrow Energy declares force majeure at Tessel',
      sources: [
        source(
          'evt_refinery',
          'Fuel Desk',
          '2026-06-10T08:00:00Z',
          'Marrow Energy declares force majeure on Tessel loadings',
          'Marrow Energy has declared force majeure on petrol and jet fuel loadings from its Tessel refinery until 22 June, a notice to customers said. Petrol futures rose 1.2% in early trade.',
        ),
      ],
    },
    {
      eventId: 'evt_flood',
      title: 'Brask flood',
      sources: [
        source(
          'evt_flood',
          'Valley Courier',
          '2026-06-11T07:00:00Z',
          'Shelters fill in Brask as river rises',
          'The number of people forced from their homes in Brask has climbed to 1,250, the district council said on Thursday. The river Oda was still rising at noon.',
        ),
      ],
    },
    {
      eventId: 'evt_mayor',
      title: 'Coldby mayoral runoff',
      sources: [
        source(
          'evt_mayor',
          'Coldby Times',
          '2026-06-11T20:00:00Z',
          'Electoral board confirms Ranna Holt as Coldby mayor',
          'The electoral board confirmed on Thursday that Ranna Holt won the Coldby mayoral runoff, ahead of Teo Marsh. Holt will be sworn in as mayor on 3 July.',
        ),
      ],
    },
    {
      eventId: 'evt_ferry',
      title: 'Ferry Lune breaks down',
      sources: [
        source(
          'evt_ferry',
          'Harbour Post',
          '2026-06-11T10:00:00Z',
          'Lune ferry out of service',
          'The Lune ferry is out of service after its main engine failed off Pellam on Wednesday night. The operator said a damaged fuel pump was to blame and repairs would take a week.',
        ),
      ],
    },
  ],
};

const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world));
const meets = (question: string, source: string) => hasTerm(new Set([normalize(source)]), normalize(question));

describe('word families: a question word meets the same word in another part of speech', () => {
  it('meets a verb by its noun: failure / failed, explosion / exploded, denial / denied, payment / paid', () => {
    expect(meets('failure', 'failed')).toBe(true);
    expect(meets('explosion', 'exploded')).toBe(true);
    expect(meets('collision', 'collided')).toBe(true);
    expect(meets('denial', 'denied')).toBe(true);
    expect(meets('payment', 'paid')).toBe(true);
    expect(meets('loss', 'lost')).toBe(true);
  });
  it('meets a verb whose consonant doubles: ship / shipped, stop / stopped, plan / planned', () => {
    expect(meets('ship', 'shipped')).toBe(true);
    expect(meets('stop', 'stopped')).toBe(true);
    expect(meets('plan', 'planned')).toBe(true);
  });
  it('keeps apart words that only look alike: signal / signed, portal / port, sentence / sent, partial / party', () => {
    expect(meets('signal', 'signed')).toBe(false);
    expect(meets('portal', 'port')).toBe(false);
    expect(meets('sentence', 'sent')).toBe(false);
    expect(meets('partial', 'party')).toBe(false);
    expect(meets('pension', 'pending')).toBe(false);
  });
});

describe('news words for the same thing', () => {
  it('meets "suspended" in a force majeure, "deliveries" in loadings, a "race" in a runoff, a "margin" in a lead', () => {
    expect(meets('suspended', 'majeure')).toBe(true);
    expect(meets('deliveries', 'loadings')).toBe(true);
    expect(meets('race', 'runoff')).toBe(true);
    expect(meets('margin', 'lead')).toBe(true);
    expect(meets('rail', 'trains')).toBe(true);
    expect(meets('kids', 'pupils')).toBe(true);
    expect(meets('open', 'closed')).toBe(true);
  });
  it('answers until when deliveries are suspended from the force majeure notice', () => {
    expect(ask('Until what date has Marrow Energy suspended petrol deliveries?').answer).toMatch(/22 June/);
  });
  it('answers who won the mayor race from the runoff result', () => {
    expect(ask('who won the coldby mayor race').answer).toMatch(/Ranna Holt/);
  });
});

describe('idioms and shorthand', () => {
  it('counts people "forced from their homes" as evacuated', () => {
    expect(ask('How many people have been evacuated in Brask?').answer).toMatch(/1,250/);
  });
  it('reads "ppl" as people', () => {
    expect(parseQuestion('how many ppl have been evacuated from brask so far', NOW).terms).not.toContain('ppl');
    expect(ask('how many ppl have been evacuated from Brask so far').answer).toMatch(/1,250/);
  });
  it('reads "whats" as "what is" and "asking for" as demanding, and drops "on the line"', () => {
    expect(parseQuestion('whats behind the leak at the Tessel refinery?', NOW).kind).toBe(
      parseQuestion("what's behind the leak at the Tessel refinery?", NOW).kind,
    );
    expect(parseQuestion('whats behind the leak at the Tessel refinery?', NOW).terms).not.toContain('what');
    expect(parseQuestion('how much were the Tessel workers asking for', NOW).terms).toContain(normalize('demand'));
    expect(parseQuestion('How many licences are on the line in the Marrow case?', NOW).terms).not.toContain('lin');
  });
  it('answers when the new mayor takes office from the day she is sworn in', () => {
    expect(ask('When does the new mayor of Coldby take office?').answer).toMatch(/3 July/);
  });
});

/** A flood and a runoff told over a day: later news of the story that is not about what is asked. */
const day: AskMaterial = {
  reports: [],
  events: [
    {
      eventId: 'evt_tarn',
      title: 'Tarn floods Ebbing',
      sources: [
        source(
          'evt_tarn',
          'Valley Courier',
          '2026-06-11T06:00:00Z',
          'River Tarn floods Ebbing',
          'The River Tarn overtopped the dyke outside Ebbing overnight after two days of heavy rain. More rain is expected in Ebbing until midday.',
        ),
        source(
          'evt_tarn',
          'Valley Courier',
          '2026-06-11T13:00:00Z',
          'Ebbing toll revised',
          'Officials in Ebbing now say the dyke gave way at about 03:00 rather than simply being overtopped. The order for the east bank was lifted; engineers will finish the dyke on Friday. The rain stopped shortly before noon.',
        ),
        source(
          'evt_tarn',
          'Valley Courier',
          '2026-06-11T19:00:00Z',
          'Ebbing: water falling',
          'Water levels in Ebbing are falling.',
        ),
      ],
    },
    {
      eventId: 'evt_runoff',
      title: 'Selby runoff',
      sources: [
        source(
          'evt_runoff',
          'Selby Gazette',
          '2026-06-11T09:00:00Z',
          'Count under way in Selby',
          "Counting is under way in Selby's mayoral runoff between Ada Voss and Piet Lorne.",
        ),
        source(
          'evt_runoff',
          'Selby Gazette',
          '2026-06-11T15:00:00Z',
          'Lorne seeks recount in Selby',
          "Piet Lorne asked for a recount in the Selby mayoral runoff after Ada Voss's lead narrowed to 90 votes.",
        ),
        source(
          'evt_runoff',
          'Selby Gazette',
          '2026-06-11T20:00:00Z',
          'Recount refused in Selby',
          'The board in Selby turned the recount down. Ada Voss was declared the winner by 84 votes.',
        ),
      ],
    },
    {
      eventId: 'evt_utility',
      title: 'Kelmer Gas hacked',
      sources: [
        source(
          'evt_utility',
          'Kelmer Post',
          '2026-06-11T10:00:00Z',
          'Kelmer Gas hit by ransomware',
          'Kelmer Gas said on Thursday that ransomware had taken its billing systems offline and that bank details of 12,000 customers may have been copied.',
        ),
        source(
          'evt_utility',
          'Kelmer Post',
          '2026-06-11T20:00:00Z',
          'Kelmer Gas billing back',
          "Kelmer Gas's billing portal came back on this evening, a day after the ransomware attack. The company is telling customers to change their portal passwords, to watch their bank statements, and to ignore any message asking them to pay a bill through a link. The company now puts the number of customer accounts whose bank details may have been copied at 9,000.",
        ),
      ],
    },
    {
      eventId: 'evt_talks',
      title: 'Rail talks in Oster',
      sources: [
        source(
          'evt_talks',
          'Oster Post',
          '2026-06-09T10:00:00Z',
          'Oster rail crews to strike',
          'Oster rail crews will stop work from Wednesday until Friday after pay talks collapsed.',
        ),
        source(
          'evt_talks',
          'Oster Post',
          '2026-06-11T12:00:00Z',
          'Oster rail operator and crews agree to resume negotiations',
          'The Oster rail operator and the crews agreed on Thursday to return to the negotiating table on Monday, 15 June.',
        ),
      ],
    },
  ],
};
const askDay = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), day));

describe('what the question asks about, when newer news of the story is about something else', () => {
  it('answers "is it still raining" from the sentence on the rain, not the newest news of the town', () => {
    expect(askDay('is it still raining in ebbing').answer).toMatch(/rain stopped/);
  });
  it('answers which of two things happened from the sentence on both, not the newest news', () => {
    expect(askDay('Did the Ebbing dyke actually break or did the water just go over it?').answer).toMatch(/gave way/);
  });
  it('answers "who won" from the sentence that says who won, not one on the race that names both', () => {
    expect(askDay('who won the selby mayor race').answer).toMatch(/Ada Voss was declared the winner/);
  });
  it('answers what customers should do from what they are told to do, not the newest news of the hack', () => {
    expect(askDay('What should Kelmer Gas customers do now after the hack?').answer).toMatch(
      /change their portal passwords/,
    );
  });
  it('answers when talks restart from the day they agreed to return to the table', () => {
    expect(askDay('When do the Oster rail negotiations restart?').answer).toMatch(/15 June/);
  });
});
