import { describe, expect, it } from 'vitest';
import { staleAnswer } from '../../scripts/bench/ask-stale.ts';
import { eventDoc } from '../helpers/report-sources.ts';

// The Ask bench's "superseded stated as current" check, on fictional sources and answers of our own.
const sources = [
  eventDoc(
    'evt_q',
    1,
    '2031-05-04T06:00:00Z',
    'Quake hits Tessary',
    'Four people died when a quake struck Tessary, police said.',
  ),
  eventDoc(
    'evt_q',
    2,
    '2031-05-04T15:00:00Z',
    'Tessary quake toll rises',
    'The death toll from the Tessary quake rose to eleven, the civil protection agency said.',
  ),
  eventDoc(
    'evt_r',
    3,
    '2031-05-04T07:00:00Z',
    'Tessary rail line shut',
    'The rail line to Tessary was shut after the quake damaged a bridge.',
  ),
  eventDoc(
    'evt_r',
    4,
    '2031-05-04T16:00:00Z',
    'Tessary trains run again',
    'The rail line to Tessary reopened on Thursday afternoon after engineers checked the bridge.',
  ),
  eventDoc(
    'evt_o',
    5,
    '2031-05-04T09:00:00Z',
    'Pell mine blast',
    'Four miners died in a blast at the Pell mine, its owner said.',
  ),
];
const ask = (question: string, answer: string, eventIds: string[]) =>
  staleAnswer({ question, answer, eventIds }, sources).map((f) => f.kind);

describe('an answer stating a count or state since superseded (Ask bench measure, fictional)', () => {
  it('flags the first toll given as the answer after a later source raised it', () => {
    expect(
      ask('How many people died in the Tessary quake?', 'Four people died when a quake struck Tessary, police said.', [
        'evt_q',
      ]),
    ).toEqual(['count']);
  });

  it('flags a closure stated as current after the line reopened', () => {
    expect(
      ask('Is the rail line to Tessary open?', 'The rail line to Tessary was shut after the quake damaged a bridge.', [
        'evt_r',
      ]),
    ).toEqual(['state']);
  });

  it('does not flag the current toll, nor the old one given as "Earlier:"', () => {
    expect(
      ask(
        'How many people died in the Tessary quake?',
        'The death toll from the Tessary quake rose to eleven, the civil protection agency said. (Earlier: Four people died when a quake struck Tessary, police said.)',
        ['evt_q'],
      ),
    ).toEqual([]);
  });

  it('does not flag the old toll an answer follows with the new one "(Since …)", but does when "Since" tells another thing', () => {
    expect(
      ask(
        'Where did the quake kill people?',
        'Four people died when a quake struck Tessary, police said. (Since 4 May 2031: The death toll from the Tessary quake rose to eleven, the civil protection agency said.)',
        ['evt_q'],
      ),
    ).toEqual([]);
    expect(
      ask(
        'Where did the quake kill people?',
        'Four people died when a quake struck Tessary, police said. (Since 4 May 2031: The rail line to Tessary reopened on Thursday afternoon after engineers checked the bridge.)',
        ['evt_q', 'evt_r'],
      ),
    ).toEqual(['count']);
  });

  it('does not flag a question about the first toll, nor another event citing its own count', () => {
    expect(
      ask(
        'How many people were first reported dead in Tessary?',
        'Four people died when a quake struck Tessary, police said.',
        ['evt_q'],
      ),
    ).toEqual([]);
    expect(
      ask('How many miners died at the Pell mine?', 'Four miners died in a blast at the Pell mine, its owner said.', [
        'evt_o',
      ]),
    ).toEqual([]);
  });

  it('does not flag a question dated to a day or a moment: its answer tells what was true then', () => {
    expect(
      ask(
        'On Thursday morning, how many had died in Tessary?',
        'Four people died when a quake struck Tessary, police said.',
        ['evt_q'],
      ),
    ).toEqual([]);
    expect(
      ask(
        'How many people died right after the Tessary quake?',
        'Four people died when a quake struck Tessary, police said.',
        ['evt_q'],
      ),
    ).toEqual([]);
  });

  it('reads only what was ingested by the question’s clock: before the raise, four was current', () => {
    const early = sources.filter((s) => s.ingestedAt <= '2031-05-04T10:00:00Z');
    expect(
      staleAnswer(
        {
          question: 'How many people died in the Tessary quake?',
          answer: 'Four people died when a quake struck Tessary, police said.',
          eventIds: ['evt_q'],
        },
        early,
      ),
    ).toEqual([]);
  });
});
