// Ask never states a value since superseded as the answer: the newest value wins when it is measured
// against what was expected ("higher than the agency had expected"). Fictional material of our own.
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource as source } from '../helpers/ask-sources.ts';

const NOW = new Date('2031-04-09T21:00:00Z');

const world: AskMaterial = askMaterial([
  source(
    'evt_lanny',
    'Marrow Gazette',
    '2031-04-09T07:00:00Z',
    'River Lanny bursts its banks in Tollby',
    'The River Lanny burst its banks in Tollby overnight and about 200 homes were flooded, the council said.',
    true,
  ),
  source(
    'evt_lanny',
    'Tollby Live',
    '2031-04-09T12:15:00Z',
    'Live: Lanny flooding in Tollby',
    '12:05 The gauge at Tollby bridge reads 3.9 metres. The agency expects the river to peak in the afternoon.',
    true,
  ),
  source(
    'evt_lanny',
    'Valley Radio',
    '2031-04-09T18:30:00Z',
    'Lanny falls back in Tollby (transcript)',
    'PRESENTER: The Lanny has peaked in Tollby. The river topped out at four point two metres at about four o’clock, a little higher than the agency had expected, and it is now falling slowly.',
    true,
  ),
]);
const ask = (question: string) => answerFromReading(readMaterial(parseQuestion(question, NOW), world)).answer;

describe('the newest value, not one since superseded', () => {
  it('answers the river’s highest level from the peak a later source gives, though it says what was expected', () => {
    const answer = ask('What was the highest the Lanny got in the end?');
    expect(answer).toMatch(/four point two metres/);
    expect(answer).not.toMatch(/^[^(]*3\.9 metres/);
  });
});
