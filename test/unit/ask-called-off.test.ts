// Ask about something to come that was called off during the day: a strike the union called off, a
// festival cancelled over a storm warning. The answer gives the newest word (it was called off), with
// what was scheduled before as the earlier value; a refusal to call it off is not a call-off. A
// resolution ("tugs refloated the tanker") is the latest on the blockage it ends, in words of its own,
// also when the next event of the story tells it ("Trevan pass road reopens").
// Fictional sample material written for these tests.
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import { callsOff } from '../../services/ask/called-off.ts';
import { normalize, tokenize } from '../../services/evidence/tokens.ts';
import type { AskMaterial, SourceDoc } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource } from '../helpers/ask-sources.ts';

const source = (publication: string, at: string, title: string, body: string) =>
  askSource('evt_story', publication, at, title, body, true);

const ask = (text: string, sources: SourceDoc[]) =>
  answerFromReading(readMaterial(parseQuestion(text, new Date('2026-07-14T19:00:00Z')), askMaterial(sources)));

const announced = source(
  'Health Desk',
  '2026-07-14T07:00:00Z',
  'Nurses in Harwick to strike on Thursday',
  'Nurses at Harwick General Hospital will strike for 24 hours from 7 am on Thursday over staffing, the Nurses Guild said.',
);
const calledOff = source(
  'Health Desk',
  '2026-07-14T18:00:00Z',
  'Harwick nurses strike called off',
  "The Nurses Guild called off Thursday's strike at Harwick General Hospital on Tuesday evening after managers agreed to hire 40 more nurses.",
);
const refused = source(
  'County Press',
  '2026-07-14T15:00:00Z',
  'Harwick talks fail',
  'The Nurses Guild refused to call off the strike at Harwick after talks with managers broke down on Tuesday. Strikers cancelled a planned march.',
);

const festival = [
  source(
    'Arts Line',
    '2026-07-14T06:00:00Z',
    'Brenmoor festival expects 40,000 visitors',
    'Organisers of the Brenmoor music festival said 40,000 visitors were expected at the weekend.',
  ),
  source(
    'Arts Line',
    '2026-07-14T16:00:00Z',
    'Brenmoor festival cancelled over storm warning',
    'Organisers cancelled the Brenmoor music festival on Tuesday after forecasters issued a storm warning for the weekend.',
  ),
];

describe('something to come that was called off', () => {
  it('"Will the strike go ahead?" is answered by the call-off, not "no answer yet"', () => {
    const a = ask('Will the Harwick nurses strike go ahead on Thursday?', [announced, calledOff]);
    expect(a.answered).toBe(true);
    expect(a.answer).toMatch(/^The Nurses Guild called off Thursday's strike/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Harwick nurses strike called off');
  });

  it('"When will the strike start?" says it was called off, with the time first announced as earlier', () => {
    const a = ask('When will the Harwick nurses strike start?', [announced, calledOff]);
    expect(a.answer).toMatch(/^The Nurses Guild called off/);
    expect(a.answer).toContain('(Earlier: Nurses at Harwick General Hospital will strike for 24 hours from 7 am');
    expect(a.basis.map((b) => b.field)).toEqual(['answer', 'answer.earlier']);
  });

  it('a figure expected at a cancelled festival leads with the cancellation', () => {
    const a = ask('How many visitors are expected at the Brenmoor festival?', festival);
    expect(a.answer).toMatch(/^Organisers cancelled the Brenmoor music festival/);
    expect(a.answer).toContain('40,000 visitors');
  });

  it('"Is the strike still going ahead?" asks whether it was called off: the call-off answers', () => {
    const a = ask('Is the Harwick nurses strike still going ahead on Thursday?', [announced, calledOff]);
    expect(a.answer).toMatch(/^The Nurses Guild called off Thursday's strike/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Harwick nurses strike called off');
  });

  it('"Is the strike still on?" is answered by a call-off told as an event of its own, with fewer of its words', () => {
    const walkout = askSource(
      'evt_walkout',
      'Air Desk',
      '2026-07-14T08:00:00Z',
      'Dalmoor air traffic controllers to walk out Wednesday and Thursday',
      'Air traffic controllers at Dalmoor will stop work on Wednesday and Thursday, the controllers union UCD said, and the aviation regulator ordered airlines to cut flights.',
      true,
    );
    const grounded = askSource(
      'evt_walkout',
      'Air Desk',
      '2026-07-14T12:00:00Z',
      'Dalmoor air traffic control walkout grounds 600 flights',
      'About 600 flights were cancelled at Dalmoor on Wednesday because of the air traffic controllers walkout, and talks between UCD and the ministry resumed in the evening.',
      true,
    );
    const off = askSource(
      'evt_deal',
      'Wire Two',
      '2026-07-14T18:00:00Z',
      'Dalmoor controllers call off second day of stoppage after deal',
      "The UCD union suspended Thursday's planned strike after reaching an agreement with the ministry, its leader said.",
      true,
    );
    const a = answerFromReading(
      readMaterial(
        parseQuestion(
          'Is the Dalmoor air traffic control walkout still going ahead on Thursday?',
          new Date('2026-07-14T19:00:00Z'),
        ),
        askMaterial([walkout, grounded, off]),
      ),
    );
    expect(a.basis[0]!.citations[0]!.title).toBe('Dalmoor controllers call off second day of stoppage after deal');
    // The headline sums up its lead; the lead says who called what off, and when.
    expect(a.answer).toMatch(/^The UCD union suspended Thursday's planned strike/);
  });

  it('"Skyway Air scrapped 210 flights" cancels flights, it does not call off the air traffic strike', () => {
    const topic = ['air', 'traffic', 'strike'].map(normalize);
    expect(callsOff(tokenize('Low-cost carrier Skyway Air scrapped 210 flights at Harwick.'), topic)).toBe(false);
    expect(callsOff(tokenize('Harwick air traffic strike scrapped after deal'), topic)).toBe(true);
    expect(callsOff(tokenize('Controllers call off second day of strike'), topic)).toBe(true);
  });

  it('"refused to call off the strike" and "strikers cancelled a march" do not call the strike off', () => {
    const a = ask('When will the Harwick nurses strike start?', [announced, refused]);
    expect(a.answer).toMatch(/^Nurses at Harwick General Hospital will strike/);
  });
});

describe('a resolution that no longer names the trouble', () => {
  const canal = [
    askSource(
      'evt_canal',
      'Sea Lane',
      '2026-05-04T06:00:00Z',
      'Tanker runs aground in Ravel Canal, halting traffic',
      'The tanker Ostra Bay ran aground in the Ravel Canal early on Monday, blocking all traffic, the Ravel Canal Authority said. Tugs were sent to free the vessel. By mid-morning 20 ships were waiting at the northern entrance.',
      true,
    ),
    askSource(
      'evt_canal',
      'Freight Post',
      '2026-05-04T15:00:00Z',
      'Queue grows at Ravel as salvors work on Ostra Bay',
      'The number of ships waiting to transit the Ravel Canal rose to 31 on Monday afternoon. Shipping agents said some operators were weighing a longer route if the blockage lasted into Wednesday.',
      true,
    ),
    askSource(
      'evt_canal',
      'Sea Lane',
      '2026-05-05T07:00:00Z',
      'Ostra Bay refloated; Ravel convoys resume',
      'Tugs refloated the Ostra Bay at dawn on Tuesday and the canal authority said convoys had resumed. The backlog should be cleared by Thursday.',
      true,
    ),
  ];

  it('"What is the latest on the blockage?" is the refloating, though it does not say "blockage"', () => {
    const a = answerFromReading(
      readMaterial(parseQuestion('What is the latest on the Ravel Canal blockage?', new Date('2026-05-05T12:00:00Z')), {
        reports: [],
        events: [{ eventId: 'evt_canal', title: canal[0]!.title, sources: canal }],
      }),
    );
    expect(a.answer).toMatch(/^Tugs refloated the Ostra Bay/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Ostra Bay refloated; Ravel convoys resume');
  });
});

describe('a resolution told as an event of its own', () => {
  const blocked: AskMaterial = {
    reports: [],
    events: [
      {
        eventId: 'evt_rockfall',
        title: 'Rockfall blocks Trevan pass road',
        sources: [
          askSource(
            'evt_rockfall',
            'Alpine Wire',
            '2026-05-07T06:00:00Z',
            'Rockfall blocks Trevan pass road',
            'A rockfall blocked the road over the Trevan pass early on Thursday, cutting off the village of Ulmen, the canton police said.',
            true,
          ),
          askSource(
            'evt_rockfall',
            'Valley Radio',
            '2026-05-07T13:00:00Z',
            'Trevan pass closure: 300 tourists stranded in Ulmen',
            'About 300 tourists were stranded in Ulmen on Thursday afternoon as the blockage of the Trevan pass road entered its eighth hour.',
            true,
          ),
        ],
      },
      {
        eventId: 'evt_reopened',
        title: 'Trevan pass road reopens',
        sources: [
          askSource(
            'evt_reopened',
            'Alpine Wire',
            '2026-05-07T21:00:00Z',
            'Trevan pass road reopens',
            'Crews cleared the last boulders and the canton police reopened the Trevan pass road to traffic on Thursday evening. The tourists left Ulmen in a convoy of buses.',
            true,
          ),
        ],
      },
    ],
  };

  it('"What is the latest on the blockage?" is the reopening the next event tells', () => {
    const a = answerFromReading(
      readMaterial(
        parseQuestion('What is the latest on the Trevan pass blockage?', new Date('2026-05-07T22:00:00Z')),
        blocked,
      ),
    );
    expect(a.answer).toMatch(/reopened the Trevan pass road/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Trevan pass road reopens');
  });
});
