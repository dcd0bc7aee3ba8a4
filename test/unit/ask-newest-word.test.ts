// Ask on the newest word of a story, as other hands write it: within one article, a sentence that
// denies only what is not asked is an aside to the sentence on what is asked; a later word that moves a
// schedule wins, though it repeats little of the first announcement; when something is over is when it
// ends, not when it began; "I've" in a question is the asker, not what is asked about. Fictional material written for
// these tests (towns, firms and people that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-06-16T22:00:00Z'); // a Tuesday

/** A water company hack, a planning decision on a quarry and a ferry strike, over one day. */
const world: AskMaterial = askMaterial([
  source(
    'evt_brindle',
    'Fenmouth Post',
    '2026-06-16T07:00:00Z',
    'Brindle Water takes billing offline after cyberattack',
    'Brindle Water took its billing system and online payments offline on Tuesday after staff found signs of a cyberattack overnight.',
    true,
  ),
  source(
    'evt_brindle',
    'Utility Letter',
    '2026-06-16T12:00:00Z',
    "Tinmoth gang's claim on Brindle Water",
    'A ransomware group calling itself Tinmoth listed Brindle Water on its leak site, claiming to hold 150 gigabytes of customer data. The utility said it had no evidence that any customer data had been taken.',
    true,
  ),
  source(
    'evt_brindle',
    'Utility Letter',
    '2026-06-16T19:00:00Z',
    'Brindle Water gives update on incident',
    'Brindle Water has confirmed that the names and home addresses of about 9,000 customers were copied from its billing system by the hackers. No card numbers were taken, the company said, and it has told the customer data watchdog. Customers should change their online account passwords; the utility will never ask for card numbers by phone.',
    true,
  ),
  source(
    'evt_quarry',
    'Coldharbour Gazette',
    '2026-06-16T06:30:00Z',
    'Planning board to decide on Ashcombe quarry',
    "Coldharbour's planning board will decide at 11:00 on Tuesday whether Vantrel Mining may reopen its limestone quarry at Ashcombe, a board spokeswoman said. The quarry closed in 2019 after complaints about dust.",
    true,
  ),
  source(
    'evt_quarry',
    'Coldharbour Gazette',
    '2026-06-16T10:00:00Z',
    'Quarry decision: new time',
    'The planning board has pushed back its decision on Vantrel to 15:00 today, citing late submissions.',
    true,
  ),
  source(
    'evt_quarry',
    'Westland Wire',
    '2026-06-16T17:30:00Z',
    'Quarry decision delayed again',
    "The planning board postponed its decision on Vantrel again, to Friday, June 19, after residents filed new evidence. Vantrel's shares fell 4%.",
    true,
  ),
  source(
    'evt_ferry',
    'Marlow Mercury',
    '2026-06-16T06:00:00Z',
    'Marlow Quay ferry crews to strike',
    'Ferry crews at Marlow Quay will strike from 18:00 on Tuesday over rosters, their union said. Harwick Freight said customers expecting parcels through Marlow Quay this week should book them on the Dunport ferry instead.',
    true,
  ),
  source(
    'evt_ferry',
    'Marlow Mercury',
    '2026-06-16T19:30:00Z',
    'In brief: ferries stop',
    'Ferry crews at Marlow Quay walked out at 18:00 as planned. The strike is due to last 36 hours, until 06:00 on Thursday. No talks are planned.',
    true,
  ),
  source(
    'evt_fab',
    'Kellby Courier',
    '2026-06-16T07:00:00Z',
    "Fire halts production at Norvane Chips' Kellby fab",
    "A fire broke out in a cleanroom at Norvane Chips' fab in Kellby early on Tuesday, and production was halted. The fab makes power chips for carmakers.",
    true,
  ),
  source(
    'evt_fab',
    'Motor Trade Daily',
    '2026-06-16T11:00:00Z',
    'Carmakers count the cost of Kellby fab fire',
    'Torvik Motors said output at its plant in Aldersund could be hit from next week. Other carmakers said they had enough chips in stock.',
    true,
  ),
  source(
    'evt_fab',
    'Motor Trade Daily',
    '2026-06-16T20:00:00Z',
    'Torvik cuts four shifts at Aldersund',
    'Torvik Motors confirmed on Tuesday evening that it would cancel four shifts at its Aldersund plant next week because of the chip shortfall from the Norvane fire.',
    true,
  ),
]);

const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world)).answer;

describe('within one article, a denial of what is not asked is an aside', () => {
  it('answers whether customer data was taken from the lead that says it was, not "no card numbers were taken"', () => {
    expect(ask('Did the hackers actually get customer data from Brindle Water?')).toMatch(/9,000 customers/);
  });
  it('still answers from the denial when it denies what is asked', () => {
    expect(ask('Did the hackers get card numbers from Brindle Water?')).toMatch(/No card numbers/);
  });
  it('keeps advice that says what not to do: it answers what customers should do', () => {
    expect(ask('What should Brindle Water customers do now?')).toMatch(/change their online account passwords/);
  });
});

describe('a later word that moves a schedule wins, though it repeats little of the first announcement', () => {
  it('answers when the decision comes from the second postponement, not the first time given', () => {
    expect(ask('When will we know if Vantrel can reopen its Ashcombe quarry?')).toMatch(/June 19/);
  });
});

describe('what is asked, as other hands ask it', () => {
  it('answers when a strike is over from the sentence that gives its end, not when it began', () => {
    expect(ask("When's the Marlow Quay ferry strike over?")).toMatch(/until 06:00 on Thursday/);
  });
  it('reads "I\'ve" as the asker: what to do with parcels coming through the port', () => {
    expect(ask("I've got parcels coming through Marlow Quay this week - what should I do?")).toMatch(/Dunport/);
  });
});

describe('a later statement settles an earlier hedge', () => {
  it('answers which plant is affected and how from the confirmation, not "could be hit"', () => {
    expect(ask('Which carmaker plant is affected by the Kellby fab fire, and how?')).toMatch(/four shifts/);
  });
});
