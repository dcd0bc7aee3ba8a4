// Ask reading what a figure question measures, the way news writes it: money spent is a sum, not the
// exchange rate of the currency it defended; hospital admissions are hospitalisations; "the record" is
// the highest value reported; two accounts in one article; deaths counted by their order ("a second
// patient died"); "fell ill" written as "were treated"; and what a company said of a charge against it.
// Fictional sample material written for these tests.
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { SourceDoc } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { askMaterial, askSource } from '../helpers/ask-sources.ts';

const NOW = new Date('2026-03-12T18:00:00Z'); // a Thursday
const ask = (text: string, sources: SourceDoc[]) =>
  answerFromReading(readMaterial(parseQuestion(text, NOW), askMaterial(sources)));

describe('money spent', () => {
  const crown = [
    askSource(
      'evt_crown',
      'Markets Desk',
      '2026-03-10T04:00:00Z',
      'Valdorian crown slides after central bank deputy resigns',
      "The Valdorian crown weakened 2.8% to 11,420 per U.S. dollar on Tuesday after the Valdoria Central Bank's deputy governor resigned.",
    ),
    askSource(
      'evt_crown',
      'Trade Wire',
      '2026-03-10T15:00:00Z',
      'Valdoria Central Bank spent about $1.9 billion defending the crown, dealers say',
      'The Valdoria Central Bank sold an estimated $1.9 billion in the spot market on Tuesday to slow the fall of the crown, dealers said.',
    ),
  ];

  it('"How much did the bank spend propping up the crown" asks for a sum, not the exchange rate', () => {
    const q = parseQuestion('How much did the Valdoria Central Bank spend propping up the crown?', NOW);
    expect(q.figureUnit).toBe('currency');
    expect(ask('How much did the Valdoria Central Bank spend propping up the crown?', crown).answer).toContain(
      '$1.9 billion',
    );
  });
});

const fever = [
  askSource(
    'evt_fever',
    'Health Wire',
    '2026-03-10T05:00:00Z',
    'Marsh fever admissions in Norvand reach season high',
    'Hospitals across Norvand admitted 1,210 marsh fever patients in the 24 hours to 8am on Tuesday, the highest daily count of the season so far, the health directorate said.',
  ),
  askSource(
    'evt_fever',
    'Daily Ledger',
    '2026-03-11T05:00:00Z',
    'Norvand logs 1,330 marsh fever hospitalisations, a fresh record',
    'Norvand admitted 1,330 marsh fever patients to hospital in the 24 hours to 8am on Wednesday, a new high for the season, the directorate said.',
  ),
  askSource(
    'evt_fever',
    'Health Wire',
    '2026-03-12T05:00:00Z',
    'Norvand marsh fever deaths reach 96 for the year',
    "Four more people died of marsh fever in the 24 hours to 8am on Thursday, taking the year's total to 96, while 1,295 patients were admitted to hospital, the directorate said.",
  ),
];

describe('hospital admissions', () => {
  it('"how many patients were hospitalised in the latest report" is answered by the newest admissions', () => {
    const a = ask('How many marsh fever patients were hospitalised in Norvand in the latest daily report?', fever);
    expect(a.answer).toContain('1,295');
  });
});

describe('the record', () => {
  it('"What is the record for daily admissions" is the highest count reported, not the first called a high', () => {
    const q = parseQuestion('What is the record for daily marsh fever admissions in Norvand this season?', NOW);
    expect(q.kind).toBe('figure');
    const a = ask('What is the record for daily marsh fever admissions in Norvand this season?', fever);
    expect(a.answer).toMatch(/^Norvand admitted 1,330 marsh fever patients/);
  });
});

describe('two accounts in one article', () => {
  const fire = [
    askSource(
      'evt_fire',
      'Hill Courier',
      '2026-03-11T16:00:00Z',
      'Fire service says main Kelso front largely under control',
      'Firefighters brought the main front of the Kelso wildfire largely under control on Wednesday afternoon, the fire service said, putting the burned area at 3,100 hectares. Satellite analysis by the Orbis mapping service put the figure higher, at 3,650 hectares. Temperatures eased to 29C.',
    ),
  ];

  it('"how did the estimate compare with the satellite figure" gives both accounts, though one article carries them', () => {
    const a = ask(
      "How did the fire service's estimate of the burned area at Kelso compare with the satellite figure?",
      fire,
    );
    expect(a.answer).toContain('3,100 hectares');
    expect(a.answer).toContain('3,650 hectares');
  });
});

describe('deaths counted by their order', () => {
  const outbreak = [
    askSource(
      'evt_outbreak',
      'Coast Post',
      '2026-03-11T12:00:00Z',
      'Legionella outbreak in Varno grows to 19 cases; first patient dies',
      "Nineteen people have now been confirmed with Legionnaires' disease in Varno, the health authority said, and an 81-year-old man died overnight, the outbreak's first death.",
    ),
    askSource(
      'evt_outbreak',
      'Coast Post',
      '2026-03-11T19:00:00Z',
      'Varno health authority shuts bakery cooling tower as cases reach 27',
      "The health authority ordered a bakery in Varno to shut its cooling tower on Wednesday evening, after the number of confirmed Legionnaires' cases rose to 27 and a second patient, a 70-year-old woman, died.",
    ),
  ];

  it('"How many people have died?" is answered by "a second patient died", with the first death as earlier', () => {
    const a = ask('How many people have died in the Legionella outbreak in Varno?', outbreak);
    expect(a.answer).toMatch(/^The health authority ordered a bakery in Varno/);
    expect(a.answer).toContain("(Earlier: Nineteen people have now been confirmed with Legionnaires' disease");
  });

  it('"the second day of the strike" counts no deaths', () => {
    const a = ask('How many people have died in the Legionella outbreak in Varno?', [
      askSource(
        'evt_outbreak',
        'Coast Post',
        '2026-03-11T12:00:00Z',
        'Legionella cases in Varno reach 19',
        "Nineteen people have been confirmed with Legionnaires' disease in Varno on the second day of testing, and one patient died.",
      ),
    ]);
    expect(a.answer).not.toMatch(/second day/);
  });
});

describe('a phrase for falling ill', () => {
  it('"How many pupils fell ill?" is answered by the pupils treated, though no source writes "fell"', () => {
    const a = ask('How many pupils fell ill in Tarrow?', [
      askSource(
        'evt_pupils',
        'North Post',
        '2026-03-11T13:00:00Z',
        'Thirty-one pupils treated for suspected food poisoning in Tarrow',
        'Thirty-one pupils at a primary school in Tarrow were treated for vomiting and stomach pains after lunch on Wednesday, the health centre said.',
      ),
    ]);
    expect(a.answer).toMatch(/^Thirty-one pupils at a primary school in Tarrow/);
  });
});

describe('what someone says of a charge', () => {
  const tower = [
    askSource(
      'evt_tower',
      'Coast Post',
      '2026-03-11T12:00:00Z',
      'Investigators focus on Varno bakery cooling tower',
      'Investigators are focusing on the cooling tower of the Orsa Bakery in Varno as the likely source of the Legionnaires outbreak, an official said.',
    ),
    askSource(
      'evt_tower',
      'Health Report',
      '2026-03-11T15:00:00Z',
      'Bakery denies its cooling tower is source of outbreak',
      'Orsa Bakery denied on Wednesday that its cooling tower was the source of the Legionnaires outbreak in Varno, saying the tower had tested negative in February.',
    ),
    askSource(
      'evt_tower',
      'Coast Post',
      '2026-03-11T19:00:00Z',
      'Health authority orders bakery tower shut',
      'The health authority ordered Orsa Bakery to shut down its cooling tower as a precaution on Wednesday evening, after the outbreak grew to 27 cases.',
    ),
  ];

  it('"Does the company accept that its tower caused it?" is answered by what the company said, not the newest news', () => {
    const a = ask('Does Orsa Bakery accept that its tower caused the outbreak?', tower);
    expect(a.answer).toMatch(/^Orsa Bakery denied on Wednesday/);
  });
});

describe('a policy rate is not a bond yield', () => {
  const bank = [
    askSource(
      'evt_norbank',
      'Markets Desk',
      '2026-03-11T06:00:00Z',
      'Norvand central bank holds policy rate at 3.25%',
      'The Norvand Reserve Bank kept its policy rate at 3.25% on Wednesday, defying expectations of a cut.',
    ),
    askSource(
      'evt_norbank',
      'Trade Wire',
      '2026-03-12T07:00:00Z',
      'Norvand bonds slide as rate-cut hopes fade',
      "Norvand's three-year government bond yield jumped to 3.48% on Thursday after the Norvand Reserve Bank held its policy rate, traders said.",
    ),
  ];

  it('"What is the policy rate now" is answered by the rate the bank set, not a newer bond yield', () => {
    const a = ask("What is Norvand's policy rate now?", bank);
    expect(a.answer).toContain('3.25%');
    expect(a.answer).not.toContain('3.48%');
  });

  it('"What is the bond yield" is still answered by the yield', () => {
    const a = ask("What is Norvand's three-year government bond yield?", bank);
    expect(a.answer).toContain('3.48%');
  });
});

describe('a truck is a lorry', () => {
  it('"How many trucks are queuing at Brane?" is answered by the lorries, not the ships', () => {
    const queue = [
      askSource(
        'evt_brane_q',
        'Road News',
        '2026-03-12T15:00:00Z',
        'Brane crossing queue grows',
        'Police said 650 lorries were queuing near Brane harbour by Thursday afternoon. Eight ships were also queuing off Brane.',
        true,
      ),
    ];
    expect(ask('How many trucks are queuing at Brane?', queue).answer).toMatch(/^Police said 650 lorries/);
  });
});
