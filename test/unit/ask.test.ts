// Ask's pure core: reading a question, the figures of a sentence, the grounding check, and the
// deterministic answer over fictional material (sample data written for these tests).
import { describe, expect, it } from 'vitest';
import { NO_ANSWER, answerFromReading } from '../../services/ask/answerer.ts';
import { figuresIn } from '../../services/evidence/figures.ts';
import { formatDay, ungrounded } from '../../services/evidence/grounding.ts';
import type { AskMaterial } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { splitSentences } from '../../services/evidence/sentences.ts';
import { tokenize } from '../../services/evidence/tokens.ts';
import { askSource } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-03-13T18:00:00Z'); // a Friday

describe('reading a question', () => {
  it.each([
    ['How many vessels are waiting off the canal?', 'figure', ['vessel']],
    ['What share of the vote did Kowalczyk win?', 'figure', ['shar']],
    ['Who is the governor of the Riksbank?', 'name', ['governor']],
    ['Which company operates the mine?', 'name', ['company']],
    ['Where did the ship run aground?', 'place', []],
    ['Which river overflowed at Imola?', 'pick', ['river']],
    ['When will the plant restart?', 'time', []],
    ['Why did the workers strike?', 'cause', []],
    ['Was a tsunami warning issued?', 'yesno', []],
    ['What did Norges Bank decide last week?', 'statement', []],
    ['What is happening to freight rates?', 'statement', []],
  ])('%s → %s', (text, kind, target) => {
    const q = parseQuestion(text, NOW);
    expect(q.kind).toBe(kind);
    expect(q.target).toEqual(target);
  });

  it('takes proper names whole, and not the question word or time words', () => {
    expect(parseQuestion("What is the ECB's rate on Monday in the Suez Canal?", NOW).names).toEqual([
      'ECB',
      'Suez Canal',
    ]);
  });

  it.each([
    ['What happened this week?', '2026-03-09T00:00:00.000Z', '2026-03-13T18:00:00.001Z'],
    ['What happened last week?', '2026-03-02T00:00:00.000Z', '2026-03-09T00:00:00.000Z'],
    ['What happened yesterday?', '2026-03-12T00:00:00.000Z', '2026-03-13T00:00:00.000Z'],
    ['What happened on 5 March?', '2026-03-05T00:00:00.000Z', '2026-03-06T00:00:00.000Z'],
    ['What happened on March 20?', '2025-03-20T00:00:00.000Z', '2025-03-21T00:00:00.000Z'],
    ['What happened on Tuesday?', '2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z'],
    ['What happened on 2026-02-01?', '2026-02-01T00:00:00.000Z', '2026-02-02T00:00:00.000Z'],
  ])('%s → the period it names, in UTC', (text, from, to) => {
    const { time } = parseQuestion(text, NOW);
    expect([time.from?.toISOString(), time.to?.toISOString()]).toEqual([from, to]);
  });

  it('reads a question of 4,000 characters for its first 32 terms and 8 names', () => {
    const long = Array.from({ length: 700 }, (_, i) => `Name${i} word${i}`).join(' ');
    const q = parseQuestion(long.slice(0, 4000), NOW);
    expect([q.terms.length, q.names.length]).toEqual([32, 8]);
  });

  it('knows a question about the latest state and one about the future', () => {
    expect(parseQuestion('How many are still missing?', NOW).time.latest).toBe(true);
    expect(parseQuestion('When will the backlog be cleared?', NOW).time.future).toBe(true);
    expect(parseQuestion('What was the delay due to?', NOW).time.future).toBe(false);
  });
});

describe('sentences and figures', () => {
  it('reads a wire story without its dateline: where the copy was filed is not what happened', () => {
    expect(splitSentences('DJIBOUTI, Nov. 26 — Maersk said it would resume transits. Convoys start Sunday.')).toEqual([
      'Maersk said it would resume transits.',
      'Convoys start Sunday.',
    ]);
    expect(splitSentences('KHARKIV (Sitrep Wire) - Strikes hit two substations.')).toEqual([
      'Strikes hit two substations.',
    ]);
    expect(splitSentences('EU ministers met - and agreed.')).toEqual(['EU ministers met - and agreed.']);
  });

  it('splits sentences, not abbreviations or decimals', () => {
    expect(splitSentences('Mr. Ekholm cut rates to 2.5 percent. U.S. Navy ships left.\nA new line')).toEqual([
      'Mr. Ekholm cut rates to 2.5 percent.',
      'U.S. Navy ships left.',
      'A new line',
    ]);
  });

  it('reads figures with their scale, unit and what they count, and leaves dates, years and clock times out', () => {
    const figures = figuresIn(
      tokenize(
        'On 12 March 2026 at 6 a.m. about 3.1 million customers and seven people were affected, a 9 percent rise of 40 bitcoin.',
      ),
    );
    expect(figures.map((f) => [f.value, f.unit, f.counted])).toEqual([
      [3_100_000, null, ['customer']],
      [7, null, ['peopl']],
      [9, 'percent', []],
      [40, 'currency', []],
    ]);
  });
});

describe('the grounding check', () => {
  const passages = [
    { text: 'Officials in Graz confirmed 61 measles cases; three children are in hospital.', publishedAt: NOW },
  ];
  it('passes an answer whose numbers and names are all in the cited passages', () => {
    expect(ungrounded('Graz has 61 cases and 3 children in hospital.', passages)).toEqual([]);
    expect(ungrounded(`Reported on ${formatDay(NOW)}: Graz has three children in hospital.`, passages)).toEqual([]);
  });
  it('names every number and name the passages do not hold', () => {
    expect(ungrounded('Vienna has 75 cases, says the WHO.', passages)).toEqual(['75', 'Vienna', 'WHO']);
    expect(ungrounded('Reported on 2 March 2026: 61 cases.', passages)).toEqual(['2', '2026', 'March']);
  });
});

// --- the deterministic answer --------------------------------------------------------------------

const source = askSource;

const material: AskMaterial = {
  reports: [],
  events: [
    {
      eventId: 'evt_canal',
      title: 'Bulk carrier aground in the Suez Canal',
      sources: [
        source(
          'evt_canal',
          'Harbour Gazette',
          '2026-03-12T06:10:00Z',
          'Bulk carrier aground in the Suez Canal',
          'The bulk carrier Morning Lark ran aground near Ismailia early on Thursday, the Suez Canal Authority said. By mid-morning 38 vessels were waiting at the southern entrance.',
        ),
        source(
          'evt_canal',
          'Coastal Times',
          '2026-03-12T21:00:00Z',
          'Suez backlog reaches 64 ships',
          'A total of 64 vessels were waiting to enter the Suez Canal by Thursday evening. The authority expects the backlog to be cleared by Sunday.',
        ),
      ],
    },
    {
      eventId: 'evt_flood',
      title: 'Floods in Emilia-Romagna',
      sources: [
        source(
          'evt_flood',
          'Continental Wire',
          '2026-03-10T16:00:00Z',
          'Evacuations rise in Emilia-Romagna floods',
          'Rescuers in Emilia-Romagna were searching for five people reported missing after the floods.',
        ),
        source(
          'evt_flood',
          'Daily Courier',
          '2026-03-10T16:30:00Z',
          'Seven missing in Emilia-Romagna floods',
          'Rescue teams in Emilia-Romagna said seven people were missing after the floods swept through villages.',
        ),
      ],
    },
  ],
};
const ask = (text: string) => answerFromReading(readMaterial(parseQuestion(text, NOW), material));
const excerptsOf = (a: ReturnType<typeof ask>) => a.basis.flatMap((b) => b.citations.flatMap((c) => c.excerpts));

describe('the deterministic answer', () => {
  it('gives the latest value of a figure, names the earlier one, and cites exactly the sentences used', () => {
    const a = ask('How many vessels are waiting to enter the Suez Canal?');
    expect(a.answered).toBe(true);
    expect(a.answer).toBe(
      'A total of 64 vessels were waiting to enter the Suez Canal by Thursday evening. (Earlier: By mid-morning 38 vessels were waiting at the southern entrance.)',
    );
    expect(a.basis.map((b) => [b.field, b.eventIds])).toEqual([
      ['answer', ['evt_canal']],
      ['answer.earlier', ['evt_canal']],
    ]);
    // The sentences in the answer, and the ones that give the same figure in support: nothing else.
    for (const e of excerptsOf(a)) expect(a.answer.includes(e) || e.includes('64'), e).toBe(true);
    expect(excerptsOf(a)).toContain('By mid-morning 38 vessels were waiting at the southern entrance.');
    expect(a.basis[0]!.citations[0]).toMatchObject({ title: 'Suez backlog reaches 64 ships' });
  });

  it('says when sources disagree on a figure at about the same time', () => {
    const a = ask('How many people are missing after the Emilia-Romagna floods?');
    expect(a.answer).toMatch(/^Sources disagree\. .*seven.* Another source says: .*five/);
    expect(a.basis.map((b) => [b.field, b.confidence])).toEqual([
      ['answer', 'low'],
      ['answer.disagreement', 'low'],
    ]);
  });

  it('answers who, where and when from the sentence that holds that kind of answer', () => {
    expect(ask('Which ship ran aground in the Suez Canal?').answer).toContain('Morning Lark');
    expect(ask('Where did the Morning Lark run aground?').answer).toContain('Ismailia');
    expect(ask('When is the Suez Canal backlog expected to be cleared?').answer).toBe(
      `Reported on ${formatDay(new Date('2026-03-12T21:00:00Z'))}: The authority expects the backlog to be cleared by Sunday.`,
    );
  });

  it('says so plainly when nothing answers: another place, a name no source holds, a figure no source gives', () => {
    for (const q of [
      'How many vessels are waiting off the Panama Canal?',
      'How many people were evacuated in the floods in Spain?',
      'How much compensation did the owners of the Morning Lark pay?',
      'Who won the election in Emilia-Romagna?',
    ]) {
      const a = ask(q);
      expect(a.answer, q).toBe(NO_ANSWER);
      expect(a.answered, q).toBe(false);
      for (const b of a.basis) expect([b.field, b.confidence], q).toEqual(['related', 'low']);
    }
  });

  it('reads only the period the question names', () => {
    expect(ask('How many vessels were waiting at the Suez Canal last week?').answer).toBe(NO_ANSWER);
    expect(ask('How many people were missing in Emilia-Romagna on Tuesday?').answered).toBe(true);
  });

  it('keeps every answer grounded in its own citations', () => {
    for (const q of [
      'How many vessels are waiting to enter the Suez Canal?',
      'How many people are missing after the Emilia-Romagna floods?',
      'When is the Suez Canal backlog expected to be cleared?',
    ]) {
      const a = ask(q);
      const cited = a.basis.flatMap((b) =>
        b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))),
      );
      expect(ungrounded(a.answer, cited), q).toEqual([]);
    }
  });
});

// Rules about how news is written, each on its own small fictional event.
describe('reading news as it is written', () => {
  const world: AskMaterial = {
    reports: [],
    events: [
      {
        eventId: 'evt_port',
        title: 'Tug crews strike at Port Halvard',
        sources: [
          source(
            'evt_port',
            'Quay Daily',
            '2026-03-11T07:00:00Z',
            'Tug crews strike at Port Halvard in Norway',
            'Tug crews at Port Halvard in Norway stopped work on Wednesday. By mid-morning 22 ships were riding at anchor outside the harbour.',
          ),
          source(
            'evt_port',
            'Sea Lines',
            '2026-03-11T09:30:00Z',
            'Queue grows off Port Halvard',
            'Forty-one vessels were waiting to enter Port Halvard on Wednesday morning, port control said.',
          ),
          source(
            'evt_port',
            'Quay Daily',
            '2026-03-11T19:00:00Z',
            'Backlog off Port Halvard reaches 47 vessels',
            'The backlog outside the port grew to 47 vessels on Wednesday evening. The crews are demanding $6 million in unpaid wages. Talks will resume on 17 March, the mediator said.',
          ),
        ],
      },
      {
        eventId: 'evt_bank',
        title: 'Central bank of Veltria cuts rate',
        sources: [
          source(
            'evt_bank',
            'Ledger',
            '2026-03-10T20:00:00Z',
            'Economists split before Veltrian rate decision',
            'Most economists expect the Veltrian central bank to cut its policy rate to 3.00% on Wednesday. The rest expect it to stay at 3.25%.',
          ),
          source(
            'evt_bank',
            'Markets Wire',
            '2026-03-11T02:00:00Z',
            'Veltria cuts its policy rate to 3.00%',
            'The Veltrian central bank cut its policy rate by 25 basis points to 3.00% on Wednesday.',
          ),
        ],
      },
    ],
  };
  const askWorld = (text: string) => answerFromReading(readMaterial(parseQuestion(text, NOW), world));

  it('reads number words written with a hyphen, and amounts after a currency sign', () => {
    expect(figuresIn(tokenize('Forty-one vessels were waiting.')).map((f) => f.value)).toEqual([41]);
    expect(figuresIn(tokenize('They demand $6 million.')).map((f) => [f.text, f.unit])).toEqual([
      ['$6 million', 'currency'],
    ]);
  });

  it('takes no word for a number because an object has a property of that name ("constructor", "toString")', () => {
    expect(figuresIn(tokenize('The constructor said toString valueOf deadlines hold.'))).toEqual([]);
  });

  it('gives the latest count whatever words later reports use for it ("stuck at anchor", "waiting", "backlog")', () => {
    expect(askWorld('How many ships are still stuck at anchor off Port Halvard?').answer).toMatch(/^The backlog .*47/);
  });

  it('reads a part of a named day, and writes the figure in digits', () => {
    const a = askWorld('How many vessels were waiting outside Port Halvard on Wednesday morning?');
    expect(a.answer).toMatch(/\b22\b|\b41\b/);
    expect(a.answer).not.toContain('47');
  });

  it('answers "how much money" with an amount, and holds a country the event is set in', () => {
    expect(askWorld('How much money are the Norwegian tug crews demanding?').answer).toContain('$6 million');
  });

  it('takes the decided value over the one economists expected, and never calls one source a disagreement', () => {
    const a = askWorld('What level did the Veltrian central bank set its policy rate at?');
    expect(a.answer).toContain('3.00%');
    expect(a.answer).not.toMatch(/Sources disagree/);
    expect(a.basis[0]!.citations.map((c) => c.title)).toContain('Veltria cuts its policy rate to 3.00%');
  });

  it('reads "when do … resume" as a question about what is scheduled', () => {
    expect(parseQuestion('When do the talks at Port Halvard resume?', NOW).time.future).toBe(true);
    expect(askWorld('When do the talks at Port Halvard resume?').answer).toContain('17 March');
  });

  const quake: AskMaterial = {
    reports: [],
    events: [
      {
        eventId: 'evt_quake',
        title: 'Quake in the Orvel valley',
        sources: [
          source(
            'evt_quake',
            'Andes Wire',
            '2026-03-10T10:00:00Z',
            'Magnitude 6.4 tremor hits the Orvel valley',
            'A magnitude 6.4 earthquake struck the Orvel valley in Peru on Tuesday, killing 9 people. Officials said 140 people were injured.',
          ),
          source(
            'evt_quake',
            'Civic Standard',
            '2026-03-10T12:00:00Z',
            'Hospitals treat 165 after Orvel quake',
            'Hospitals said 165 people had been treated for injuries. At lunchtime on Tuesday 31 villages were still cut off, officials said.',
          ),
          source(
            'evt_quake',
            'Andes Wire',
            '2026-03-11T09:00:00Z',
            'Roads reopen in the Orvel valley',
            'The number of villages cut off fell to 4 on Wednesday. Residents will receive a $150 payment for repairs. A landslide triggered by the quake had blocked the road. Union leaders will vote on the rebuilding plan on 20 March.',
          ),
        ],
      },
    ],
  };
  const askQuake = (text: string) => answerFromReading(readMaterial(parseQuestion(text, NOW), quake));

  it('reads a question past a leading phrase, a capitalised first word and a second sentence', () => {
    expect(parseQuestion('Altogether, how many villages were cut off in the Orvel valley?', NOW).names).toEqual([
      'Orvel',
    ]);
    expect(parseQuestion('At what time did the road reopen?', NOW).kind).toBe('time');
    expect(askQuake('How many people were hurt in the Orvel quake? Do the sources agree?').answer).toMatch(
      /165.*140|140.*165/,
    );
  });

  it('gives the highest value for "at its height", and the magnitude for "how strong"', () => {
    expect(askQuake('At the height of the crisis, how many villages were cut off in the Orvel valley?').answer).toMatch(
      /\b31\b/,
    );
    expect(askQuake('How strong was the earthquake in the Orvel valley?').answer).toContain('6.4');
  });

  it('takes the figure a source gives for the part of the day asked, in its own words', () => {
    expect(
      askQuake('How many villages were still cut off in the Orvel valley at lunchtime on Tuesday?').answer,
    ).toMatch(/\b31\b/);
  });

  it('answers a payment asked as compensation, and a cause asked as what is thought to have started it', () => {
    expect(askQuake('What compensation will Orvel valley residents get?').answer).toContain('$150');
    expect(askQuake('What is thought to have blocked the road in the Orvel valley?').answer).toContain('landslide');
  });

  it('says there is no answer yet to an outcome still to come, with what is scheduled', () => {
    const a = askQuake('Will the Orvel union leaders approve the rebuilding plan?');
    expect(a.answered).toBe(false);
    expect(a.answer).toMatch(/^No answer yet: .*20 March/);
  });

  it('gives every account when asked whether sources agree, and reads "where did they set the rate" as a figure', () => {
    const a = askWorld('How many vessels were waiting off Port Halvard? Do the sources agree?');
    expect(a.answer).toMatch(/^Sources disagree\. .*47.*Another source says: .*(41|Forty-one)/);
    expect(parseQuestion('Where did the Veltrian central bank set its policy rate?', NOW).kind).toBe('figure');
  });

  it('holds a place by its adjective ("Veltrian" for Veltria)', () => {
    expect(askWorld('What did the central bank of Veltria decide?').answered).toBe(true);
  });
});
