// Each part of an answer states only what the passages THAT part cites hold: the answer on `answer`,
// its "(Earlier: …)" on `answer.earlier`, its "Another source says: …" on `answer.disagreement`.
// Fictional sample material written for these tests.
import { describe, expect, it } from 'vitest';
import { answerParts, ungroundedParts } from '../../services/ask/answer-parts.ts';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { SourceDoc } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource } from '../helpers/ask-sources.ts';

const source = (publication: string, at: string, title: string, body: string) =>
  askSource('evt_kiln', publication, at, title, body, true);

const kiln = [
  source(
    'Marl Valley News',
    '2026-07-08T06:30:00Z',
    'Kiln fire shuts Brackley brickworks',
    'A kiln fire shut the Brackley brickworks on Wednesday. About 140 workers were sent home, the owner Ardent Clay said.',
  ),
  source(
    'Stour Bulletin',
    '2026-07-08T19:00:00Z',
    'Brackley brickworks lays off more staff',
    'Ardent Clay said on Wednesday evening that 310 workers at the Brackley brickworks had been sent home until the kiln is repaired.',
  ),
];

const ask = (text: string, sources: SourceDoc[], now = '2026-07-08T21:00:00Z') =>
  answerFromReading(readMaterial(parseQuestion(text, new Date(now)), askMaterial(sources)));

describe('the parts of an answer', () => {
  it('reads an update and a disagreement apart from the answer they follow', () => {
    expect(answerParts('Workers: 310. (Earlier: About 140 workers.)')).toEqual([
      { field: 'answer', text: 'Workers: 310.' },
      { field: 'answer.earlier', text: 'About 140 workers.' },
    ]);
    expect(answerParts('Sources disagree. 310 were sent home. Another source says: 140 were.')).toEqual([
      { field: 'answer', text: 'Sources disagree. 310 were sent home.' },
      { field: 'answer.disagreement', text: '140 were.' },
    ]);
  });

  it('reads what stands since apart from the answer it follows', () => {
    expect(
      answerParts(
        'The ferry ran aground. (Since 9 March 2026: Tugs refloated it.) (Since 9 March 2026: Nine were hurt.)',
      ),
    ).toEqual([
      { field: 'answer', text: 'The ferry ran aground.' },
      { field: 'answer.since', text: 'Since 9 March 2026: Tugs refloated it.' },
      { field: 'answer.since', text: 'Since 9 March 2026: Nine were hurt.' },
    ]);
  });

  it('a count that rose from another source’s value cites that source in the answer that states it', () => {
    const a = ask('How many workers were sent home from the Brackley brickworks?', kiln);
    expect(a.answer).toMatch(/rose from 140 to 310/);
    expect(a.basis.map((b) => b.field)).toEqual(['answer', 'answer.earlier']);
    expect(a.basis[0]!.citations[0]!.title).toBe('Brackley brickworks lays off more staff');
    expect(ungroundedParts(a.answer, a.basis)).toEqual([]);
  });
});
