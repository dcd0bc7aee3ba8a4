// Ask on questions worded apart from the news that answers them: fictional sentences written for
// these tests (a phone company, a tea estate and a parliament that do not exist).
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-06-12T18:00:00Z'); // a Friday

const breach: AskMaterial = {
  reports: [],
  // Words that many articles hold weigh less (as retrieval measures them over the corpus).
  commonness: new Map([
    ['record', 0.3],
    ['researcher', 0.3],
    ['chief', 0.3],
    ['executiv', 0.3],
    ['rescuer', 0.05],
  ]),
  events: [
    {
      eventId: 'evt_leak',
      title: 'Researchers put Corvane leak at 5.2 million records',
      sources: [
        source(
          'evt_leak',
          'Tech Ledger',
          '2026-06-11T16:00:00Z',
          'Researchers put Corvane leak at 5.2 million records',
          'Analysts at a Lisbon security firm said on Thursday that files posted online contained 5.2 million unique Corvane customer records. Corvane said the count probably included test accounts.',
        ),
      ],
    },
    {
      eventId: 'evt_login',
      title: 'Stolen login opened door to Corvane breach; CEO summoned by MPs',
      sources: [
        source(
          'evt_login',
          'Northern Times',
          '2026-06-12T10:00:00Z',
          'Stolen login opened door to Corvane breach; CEO summoned by MPs',
          'Intruders entered Corvane systems with the password of a contractor employee. Chief executive Lise Marand will appear before the industry committee on 19 June.',
        ),
      ],
    },
    {
      eventId: 'evt_slide',
      title: 'Search at Talvera estate extended',
      sources: [
        source(
          'evt_slide',
          'Hill Courier',
          '2026-06-12T09:00:00Z',
          'Search at Talvera estate extended by two days',
          'The district officer said the search at the Talvera estate would continue until Sunday evening before a decision on scaling it down.',
        ),
      ],
    },
  ],
};
const ask = (text: string) => answerFromReading(readMaterial(parseQuestion(text, NOW), breach));

describe('a question that says more than the news it is answered by', () => {
  it('answers when the news holds the things asked about but words what happened its own way', () => {
    // "stolen" and "outside" are not in the article; the records and the researchers are.
    expect(ask('How many records do outside researchers say were stolen from Corvane?').answer).toMatch(/5\.2 million/);
  });

  it('reads "due to" in a question about when as the schedule, not as words the news must hold', () => {
    expect(ask("When is Corvane's chief executive due to testify before MPs?").answer).toMatch(/19 June/);
  });

  it('answers "how long will they keep searching" from a sentence on when the search ends', () => {
    expect(ask('Until when will rescuers keep searching at the Talvera estate?').answer).toMatch(/Sunday/);
  });

  it('still says it does not know when the news holds only the names asked about', () => {
    expect(ask('How many Corvane engineers were arrested?').answered).toBe(false);
  });
});

const storm: AskMaterial = {
  reports: [],
  events: [
    {
      eventId: 'evt_storm',
      title: 'Storm closes Tollen Bridge; ferries halted',
      sources: [
        source(
          'evt_storm',
          'Coast Herald',
          '2026-06-11T07:00:00Z',
          'Storm closes Tollen Bridge; ferries halted',
          'Ferries across the Vey estuary were halted on Thursday as gales swept the coast. In Marsk, the Tollen Bridge over the Vey river lost part of its railing.',
        ),
      ],
    },
    {
      eventId: 'evt_truce',
      title: 'Dovra truce holds as monitors arrive',
      sources: [
        source(
          'evt_truce',
          'Border Wire',
          '2026-06-12T08:00:00Z',
          'Dovra truce holds as monitors arrive',
          'The truce around Dovra was holding on Friday, residents said. A team of 9 monitors from the regional bloc arrived in the town in the afternoon.',
        ),
      ],
    },
    {
      eventId: 'evt_fire',
      title: 'Kessel forest fire spreads',
      sources: [
        source(
          'evt_fire',
          'Valley News',
          '2026-06-11T09:00:00Z',
          'Kessel forest fire spreads to 2,000 hectares',
          'The Kessel forest fire spread to 2,000 hectares on Thursday as winds picked up.',
        ),
        source(
          'evt_fire',
          'Valley News',
          '2026-06-12T08:30:00Z',
          'Kessel fire under control; residents return',
          'The Kessel forest fire was declared contained late on Thursday, and evacuation orders were lifted on Friday morning.',
        ),
      ],
    },
  ],
};
const askStorm = (text: string) => answerFromReading(readMaterial(parseQuestion(text, NOW), storm));

describe('two questions in one sentence', () => {
  it('answers "which …, and where?" with the sentence that holds both', () => {
    const a = askStorm('Which bridge was closed by the storm, and where?');
    expect(a.answer).toMatch(/Tollen Bridge/);
    expect(a.answer).toMatch(/Marsk/);
  });

  it('answers "is …, and how many …?" with the figure asked for', () => {
    expect(askStorm('Is the Dovra truce holding, and how many monitors have arrived?').answer).toMatch(/\b9 monitors/);
  });
});

describe('a part of a group', () => {
  it('reads "how many of the X are Y" as a count of Y, and says so when no source counts them', () => {
    expect(parseQuestion('How many of the Dovra monitors are doctors?', NOW).target).toEqual(['doctor']);
    expect(parseQuestion('How many of the passengers were injured?', NOW).target).toEqual(['passenger']);
    expect(askStorm('How many of the Dovra monitors are soldiers?').answered).toBe(false);
  });
});

describe('how things stand now', () => {
  it("answers with the article's lead rather than its headline when both say the latest", () => {
    expect(askStorm('Is the Kessel fire still out of control?').answer).toMatch(/declared contained/);
  });
});
