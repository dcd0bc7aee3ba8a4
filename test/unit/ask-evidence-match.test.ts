// Ask finding the sentence that answers a question worded unlike the news: what the question asks for
// (a cause in the direction it explains, a peak, advice, who is responsible), the news words for the
// same thing (left / evacuated, go-between / mediator, backed / voting in favour), a still-question
// told by what stopped or restarts, a denied condition, a name typed one letter off, and the newest
// statement winning only when it is on what is asked. Fictional material written for these tests
// (towns, firms and people that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-03-18T22:00:00Z'); // a Wednesday

/** A cement works, a licensing ruling, a school outbreak, a gas utility hack and a river, over one day. */
const world: AskMaterial = askMaterial([
  source(
    'evt_works',
    'Fenwire',
    '2026-03-18T06:00:00Z',
    'Kiln fault at Dunmere works',
    'DUNMERE, March 18 (Fenwire) - Harlow Cement paused output at its Dunmere works early on Wednesday after a fire in a coal mill, the company said. Harlow stopped all four kilns at the site. The works makes cement for builders across the region. Harlow expects to resume output on Friday.',
    true,
  ),
  source(
    'evt_works',
    'Dunmere Echo',
    '2026-03-18T11:00:00Z',
    'Dunmere works: what went wrong',
    'The fire in the coal mill came from a worn bearing in a conveyor, a union official said. Analysts say output could fall by 20,000 tonnes because the works will restart slowly.',
    true,
  ),
  source(
    'evt_works',
    'Fenwire',
    '2026-03-18T18:00:00Z',
    'Harlow restarts one kiln',
    'Harlow Cement restarted one of the four kilns at Dunmere at 17:30, a spokesman said. Harlow now expects to restart the rest of the works on Sunday, two days later than planned, because a kiln lining must be replaced.',
    true,
  ),
  source(
    'evt_permit',
    'Mirren Post',
    '2026-03-18T07:00:00Z',
    'Board to rule on Tolvar permits',
    'The Mirren licensing board said nine permits held by Tolvar Mining were up for renewal. It will rule at 10:00 on Wednesday.',
    true,
  ),
  source(
    'evt_permit',
    'Mirren Post',
    '2026-03-18T09:30:00Z',
    'Tolvar ruling moved',
    'The board pushed back its ruling on the Tolvar permits to 14:00 today, citing late submissions.',
    true,
  ),
  source(
    'evt_permit',
    'Fenwire',
    '2026-03-18T16:00:00Z',
    'Board delays Tolvar ruling again',
    'The Mirren licensing board postponed its ruling on the Tolvar permits for a second time, to Monday 23 March. Tolvar shares, suspended at midday, resume trading on Thursday.',
    true,
  ),
  source(
    'evt_school',
    'Brightwater Gazette',
    '2026-03-18T08:00:00Z',
    'Mumps at Brightwater Primary',
    'Twelve pupils at Brightwater Primary School have mumps, the health board said. The school will stay open for now. Families were told to check whether their children had been vaccinated.',
  ),
  source(
    'evt_school',
    'Brightwater Gazette',
    '2026-03-18T13:00:00Z',
    'Live: mumps in Brightwater',
    '09:30 A vaccination centre opens at the Corn Exchange, open until 20:00 today. 12:45 The head says the school will close on Thursday and Friday for cleaning.',
  ),
  source(
    'evt_school',
    'Health Desk',
    '2026-03-18T18:00:00Z',
    'Health board gives evening update',
    'Pupils who have not received both doses of the vaccine must stay away from school for ten days, the health board said.',
  ),
  source(
    'evt_gas',
    'Pellam Herald',
    '2026-03-18T08:00:00Z',
    'Gas company systems down',
    'Pellam Gas took its online payments offline after a cyberattack on Tuesday night. The gas supply was not affected.',
  ),
  source(
    'evt_gas',
    'Leak Watch',
    '2026-03-18T12:00:00Z',
    'Redmoth claims utility hack',
    'A ransomware group calling itself Redmoth claimed the attack on Pellam Gas on its leak site.',
  ),
  source(
    'evt_gas',
    'Radio Pellam',
    '2026-03-18T15:00:00Z',
    'Afternoon show (transcript)',
    'HOST: Ada Brenn, you run Pellam Gas. Will you pay the criminals? BRENN: No. We will not pay a ransom. We hope to restore online payments by Thursday.',
  ),
  source(
    'evt_gas',
    'Utility Weekly',
    '2026-03-18T19:00:00Z',
    'Pellam Gas update',
    'Pellam Gas has confirmed that the names of 9,000 customers were copied. Customers should be wary of scam calls that use their account numbers. Its call centre will reopen on Friday.',
  ),
  source(
    'evt_river',
    'Tessel Wire',
    '2026-03-18T12:00:00Z',
    'Tessel rising at Tarn Quay',
    'The gauge on the River Tessel at Tarn Quay reads 4.9 metres. Some 300 homes on the quay were flooded.',
  ),
  source(
    'evt_river',
    'Tessel Wire',
    '2026-03-18T20:00:00Z',
    'Tessel peaks',
    'The River Tessel peaked at 5.2 metres at Tarn Quay at 15:00 and is now falling. About 900 people left Tarn Quay during the day, the council said. Talks on flood defences resumed under the state mediator Ruth Calder. Residents accepted the new plan, with 71% voting in favour of it.',
  ),
]);

const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world)).answer;

describe('the newest statement wins only when it is on what is asked', () => {
  it('answers whether the ruling still happens today from the postponement, not the shares resuming trading', () => {
    expect(ask('is the tolvar ruling still happening this afternoon?')).toMatch(/Monday 23 March/);
  });
  it('answers whether they still make cement from the restart, in whatever words', () => {
    expect(ask('are harlow still making cement at dunmere')).toMatch(/restart/);
  });
  it('answers "still safe" from the sentence on safety, not a reopening (a state is no activity that restarts)', () => {
    expect(ask('Is the gas supply in Pellam still safe?')).toMatch(/not affected/);
  });
  it('answers "how many of X\'s kilns are running" with the part that restarted', () => {
    expect(ask("how many of harlow's kilns are running right now")).toMatch(/restarted one of the four kilns/);
  });
});

describe('what the question asks for', () => {
  it('reads a cause in the direction it explains: the fire came from a bearing; the works paused after the fire', () => {
    expect(ask('What caused the fire at the Dunmere works?')).toMatch(/worn bearing/);
  });
  it('answers why a restart is later from the reason the company gives for what it now expects', () => {
    expect(ask('why is the dunmere restart later than harlow first said?')).toMatch(/kiln lining/);
  });
  it('reads "what was the highest the river got" as its peak in metres', () => {
    expect(ask('what was the highest the tessel got in the end')).toMatch(/5\.2 metres/);
  });
  it('answers what customers should watch out for from what they are told to do', () => {
    expect(ask('What should Pellam Gas customers watch out for now?')).toMatch(/scam calls/);
  });
  it('answers who is behind the attack from who claimed it, not any name near the attack', () => {
    expect(ask('Who is behind the attack on the gas company?')).toMatch(/Redmoth/);
  });
  it('answers "when can I … again" from what is scheduled ahead', () => {
    expect(ask('when can i pay my gas bill online again')).toMatch(/Thursday/);
  });
  it('counts the permits in "the Tolvar case", not cases of a disease, and reads "14:00" as no figure', () => {
    expect(ask('How many permits are at stake in the Tolvar case?')).toMatch(/nine permits/);
  });
  it('answers a question with a denied condition from the sentence that denies it too', () => {
    expect(ask("what should families do if their child isn't vaccinated?")).toMatch(/ten days/);
  });
  it('reads "the school" as the Brightwater Primary School the question names', () => {
    expect(ask('Is Brightwater Primary going to be open the rest of the week?')).toMatch(/school will close/);
  });
});

describe('news words for the same thing', () => {
  it('counts people who "left" a place as those who had to get out of it', () => {
    expect(ask('How many people had to get out of Tarn Quay altogether?')).toMatch(/900 people/);
  });
  it('reads a go-between as the mediator', () => {
    expect(ask("Who's the go-between in the Tarn Quay flood defence talks?")).toMatch(/Ruth Calder/);
  });
  it('reads "backed" as voting in favour', () => {
    expect(ask('what share of the residents backed the plan')).toMatch(/71%/);
  });
  it("reads paying off the hackers as paying a ransom, and a source's own question as no answer", () => {
    expect(ask('is pellam gas going to pay off the hackers')).toMatch(/will not pay a ransom/);
  });
});

describe('a name typed one letter off', () => {
  it('reads "harlw" as Harlow and "whats behind" as asking a cause', () => {
    expect(ask('whats behind the fire at harlw?')).toMatch(/worn bearing/);
  });
});
