// Ask over a story that changed during the day: the stored facts of each source (as the dedup worker
// stores them) give the latest value of a count, the value it replaced, and the latest development.
// Fictional sample material written for these tests.
import { describe, expect, it } from 'vitest';
import { answerFromReading } from '../../services/ask/answerer.ts';
import type { SourceDoc } from '../../services/ask/material.ts';
import { parseQuestion } from '../../services/ask/question.ts';
import { readMaterial } from '../../services/ask/reading.ts';
import { ungrounded } from '../../services/evidence/grounding.ts';
import { askMaterial, askSource } from '../helpers/ask-sources.ts';

/** A source with the facts the dedup worker would have stored with it. */
const source = (eventId: string, publication: string, at: string, title: string, body: string) =>
  askSource(eventId, publication, at, title, body, true);

const ferry = [
  source(
    'evt_ferry',
    'Quay Herald',
    '2026-06-02T07:00:00Z',
    'Ferry crews strike at Selby Sound',
    'Ferry crews at Selby Sound walked out on Tuesday over staffing. About 30 lorries were queuing at the Selby Sound terminal by 7 am, the operator Soundlink said.',
  ),
  source(
    'evt_ferry',
    'Tideline',
    '2026-06-02T12:30:00Z',
    'Lorry queue grows at Selby Sound',
    'The number of lorries queuing at the Selby Sound terminal rose to 48, up from 30 in the morning, Soundlink said. Hauliers were told to expect long waits.',
  ),
  source(
    'evt_ferry',
    'Quay Herald',
    '2026-06-02T19:00:00Z',
    'Selby Sound ferry strike ends with staffing deal',
    'Ferry crews at Selby Sound called off their strike on Tuesday evening after Soundlink agreed to hire twelve more deckhands. Sailings will resume on Wednesday morning.',
  ),
];

const outage = [
  source(
    'evt_outage',
    'Fenland Courier',
    '2026-06-02T06:00:00Z',
    'Storm cuts power to 18,000 homes in Ashmere',
    'About 18,000 homes in Ashmere lost power after a storm on Monday night, the network operator Eastgrid said. Crews expect power to be restored by Thursday.',
  ),
  source(
    'evt_outage',
    'Wold Gazette',
    '2026-06-02T20:00:00Z',
    'Power back for most Ashmere homes',
    'Eastgrid said on Tuesday evening that 2,400 homes in Ashmere were still without power. Power was restored to the rest of the town during the afternoon.',
  ),
];

const quarry = [
  source(
    'evt_quarry',
    'Fenland Courier',
    '2026-06-02T18:00:00Z',
    'Dust complaints at Harrow Quarry',
    'Residents near Harrow Quarry counted 14 lorries an hour on the haul road, the parish council said.',
  ),
  source(
    'evt_quarry',
    'Wold Gazette',
    '2026-06-02T18:40:00Z',
    'Quarry traffic disputed',
    'The quarry operator said 6 lorries an hour used the haul road near Harrow Quarry.',
  ),
];

const clinic = [
  source(
    'evt_clinic',
    'Brook Mercury',
    '2026-06-02T09:00:00Z',
    'Cyberattack hits Orrin Clinic',
    'A cyberattack shut down systems at Orrin Clinic on Tuesday. The clinic postponed 85 appointments.',
  ),
  source(
    'evt_clinic',
    'Brook Mercury',
    '2026-06-02T20:00:00Z',
    'Orrin Clinic systems back',
    'Patients will return to the clinic from Wednesday, and 30 of the postponed appointments have been rebooked for this week.',
  ),
];

const ask = (text: string, sources: SourceDoc[], now = '2026-06-02T21:00:00Z') =>
  answerFromReading(readMaterial(parseQuestion(text, new Date(now)), askMaterial(sources)));

const grounded = (a: ReturnType<typeof ask>) =>
  ungrounded(
    a.answer,
    a.basis.flatMap((b) =>
      b.citations.flatMap((c) => c.excerpts.map((text) => ({ text, publishedAt: c.publishedAt }))),
    ),
  );

describe('a count that changed during the day', () => {
  it('answers with the latest value, says what it rose from, and cites the source that says so', () => {
    const a = ask('How many lorries are queuing at Selby Sound?', ferry);
    expect(a.answer).toMatch(/rose from 30 to 48/);
    expect(a.answer).toContain('The number of lorries queuing at the Selby Sound terminal rose to 48');
    expect(a.basis[0]!.citations[0]!.title).toBe('Lorry queue grows at Selby Sound');
    expect(grounded(a)).toEqual([]);
  });

  it('before the update, answers with the value known then', () => {
    const a = ask('How many lorries are queuing at Selby Sound?', ferry.slice(0, 1), '2026-06-02T08:00:00Z');
    expect(a.answer).toContain('About 30 lorries');
    expect(a.answer).not.toMatch(/rose|fell/);
  });

  it('a later count that falls says so, with the earlier value from another source', () => {
    const a = ask('How many homes are without power in Ashmere?', outage);
    expect(a.answer).toMatch(/fell from 18,000 to 2,400/);
    expect(a.basis.map((b) => b.field)).toEqual(['answer', 'answer.earlier']);
    expect(grounded(a)).toEqual([]);
  });

  it('says when two publications give different values at about the same time', () => {
    const a = ask('How many lorries an hour use the haul road at Harrow Quarry?', quarry);
    expect(a.answer).toMatch(/^Sources disagree\./);
    expect(a.answer).toContain('14');
    expect(a.answer).toContain('6 lorries');
  });
});

describe('a count the sentence leaves unnamed', () => {
  it('"restored to 9,000 homes, leaving 1,500 still without power": 1,500 homes are without power', () => {
    const brisk = [
      source(
        'evt_brisk',
        'Fenland Courier',
        '2026-06-02T07:00:00Z',
        'Gale cuts power in Brisk',
        'A gale left 10,500 homes in Brisk without power on Tuesday morning, Eastgrid said.',
      ),
      source(
        'evt_brisk',
        'Wold Gazette',
        '2026-06-02T16:00:00Z',
        'Power returns to most of Brisk',
        'Power has been restored to 9,000 homes in Brisk, Eastgrid said on Tuesday afternoon, leaving 1,500 still without power.',
      ),
    ];
    const a = ask('How many homes are without power in Brisk?', brisk);
    expect(a.answer).toContain('leaving 1,500 still without power');
    expect(grounded(a)).toEqual([]);
  });
});

describe('a part of a count', () => {
  it('"30 of the postponed appointments" is not a new value of the appointments postponed', () => {
    const a = ask('How many appointments has Orrin Clinic postponed?', clinic);
    expect(a.answer).toContain('85 appointments');
    expect(a.answer).not.toMatch(/rose|fell/);
  });
});

describe('a status question reads the latest development', () => {
  it('"Is the strike over?" after a deal: the deal', () => {
    const a = ask('Is the ferry strike at Selby Sound over?', ferry);
    expect(a.answer).toMatch(/called off their strike/);
  });

  it('"Is the strike over?" before it: the strike as it stands', () => {
    const a = ask('Is the ferry strike at Selby Sound over?', ferry.slice(0, 2), '2026-06-02T13:00:00Z');
    expect(a.answer).not.toMatch(/called off/);
    expect(a.answer).toMatch(/strike|walked out|queuing/);
  });

  it('"Has power been restored?" answers with the newest state, not the early promise', () => {
    const a = ask('Has power been restored in Ashmere?', outage);
    expect(a.answer).not.toMatch(/expect/);
    expect(a.answer).toMatch(/2,400|restored to the rest/);
  });
});

describe('the latest on a story whose newest report uses fewer of the question’s words', () => {
  it('"What is the latest on the Harrow Canal blockage?" after the barge is refloated: the refloating', () => {
    const canal = [
      source(
        'evt_canal',
        'Quay Herald',
        '2026-06-02T06:00:00Z',
        'Grain barge blocks Harrow Canal',
        'The grain barge Tern ran aground in the Harrow Canal early on Tuesday, blocking traffic through the Harrow Canal lock, the Harrow Canal Trust said.',
      ),
      source(
        'evt_canal',
        'Tideline',
        '2026-06-02T12:00:00Z',
        'Harrow Canal blockage: 40 boats wait',
        'Some 40 boats were waiting on the Harrow Canal by midday as the blockage continued, the Harrow Canal Trust said.',
      ),
      source(
        'evt_canal',
        'Quay Herald',
        '2026-06-02T19:00:00Z',
        'Tern refloated; Harrow traffic moves again',
        'Tugs refloated the Tern on Tuesday evening and the trust said boats were moving through the lock again.',
      ),
    ];
    const a = ask('What is the latest on the Harrow Canal blockage?', canal);
    expect(a.answer).toMatch(/refloated/);
    expect(a.basis[0]!.citations[0]!.title).toBe('Tern refloated; Harrow traffic moves again');
    expect(grounded(a)).toEqual([]);
  });
});

describe('a count of those brought out', () => {
  const mine = [
    source(
      'evt_mine',
      'Pit News',
      '2026-06-02T05:00:00Z',
      'Nine miners trapped at Hollin colliery',
      'Nine miners were trapped underground after a roof fall at the Hollin colliery overnight, the operator said.',
    ),
    source(
      'evt_mine',
      'Pit News',
      '2026-06-02T20:00:00Z',
      'All Hollin miners out alive',
      'The last five miners trapped at the Hollin colliery were brought out alive on Tuesday evening, ending a 20-hour rescue.',
    ),
  ];

  it('"the last five miners … were brought out alive" is not five miners still trapped', () => {
    const a = ask('How many miners are still trapped at Hollin?', mine);
    expect(a.answer).not.toMatch(/fell from/i);
    expect(a.answer).toContain('were brought out alive');
    expect(grounded(a)).toEqual([]);
  });
});

describe('a figure the sentence itself says was given before', () => {
  const quake = [
    source(
      'evt_quake',
      'Geo Wire',
      '2026-06-02T05:00:00Z',
      'Quake near Terva kills 8',
      'An earthquake near Terva killed 8 people early on Tuesday, rescuers said.',
    ),
    source(
      'evt_quake',
      'Geo Wire',
      '2026-06-02T11:00:00Z',
      'Terva quake death toll rises to 19',
      'The death toll from the Terva earthquake rose to 19 on Tuesday as rescuers searched collapsed buildings.',
    ),
    source(
      'evt_quake',
      'Mountain Post',
      '2026-06-02T18:00:00Z',
      'Aid reaches Terva',
      'Aid convoys reached Terva on Tuesday evening. The quake, which officials initially said had killed 8 people, flattened dozens of homes.',
    ),
  ];

  it('"which officials initially said had killed 8" in a later story is not a newer count than 19', () => {
    const a = ask('How many people died in the Terva earthquake?', quake);
    expect(a.answer).toContain('rose to 19');
    expect(a.answer).not.toMatch(/fell from 19/);
    expect(grounded(a)).toEqual([]);
  });

  const fire = [
    source(
      'evt_pellam',
      'Harbour Times',
      '2026-06-02T08:00:00Z',
      'Fire at Pellam warehouse forces 4,000 from homes',
      'A fire at a warehouse in Pellam forced 4,000 residents from their homes on Tuesday, the council said.',
    ),
    source(
      'evt_pellam',
      'Harbour Times',
      '2026-06-02T13:00:00Z',
      'Correction: Pellam warehouse fire evacuation',
      'An earlier version of this article said 4,000 residents were evacuated. The council said on Tuesday afternoon that 400 residents were evacuated.',
    ),
  ];

  it('a correction\'s "an earlier version of this article said 4,000" is not the answer: the corrected 400 is', () => {
    const a = ask('How many residents were evacuated because of the Pellam warehouse fire?', fire);
    expect(a.answer).toMatch(/^The council said on Tuesday afternoon that 400 residents were evacuated/);
    expect(grounded(a)).toEqual([]);
  });

  const tram = [
    source(
      'evt_tram',
      'City Wire',
      '2026-06-02T07:00:00Z',
      'Tram crash in Velde injures 30',
      'A tram crash in Velde injured 30 passengers on Tuesday, the ambulance service said.',
    ),
    source(
      'evt_tram',
      'Metro Post',
      '2026-06-02T14:00:00Z',
      'Velde tram crash injuries revised',
      'Twenty-one passengers were injured in the Velde tram crash, not 30 as earlier reported, the ambulance service said.',
    ),
  ];

  it('"21 injured, not 30 as earlier reported" says 21 replaced 30', () => {
    const a = ask('How many passengers were injured in the Velde tram crash?', tram);
    expect(a.answer).toMatch(/fell from 30 to Twenty-one/);
    expect(a.answer).toContain('Twenty-one passengers were injured');
  });
});

describe('how one part of a story stands now', () => {
  const utility = [
    source(
      'evt_utility',
      'Ostmark Tageblatt',
      '2026-06-02T07:15:00Z',
      'Cyberattack on Ostmark utility',
      'Ostmark Stadtwerke, the municipal utility, was hit by a cyberattack that took down its billing systems on Monday night. The utility said drinking water and power supply are not affected.',
    ),
    source(
      'evt_utility',
      'SecWatch Daily',
      '2026-06-02T11:50:00Z',
      'Ransomware gang claims Ostmark utility attack',
      'The ransomware group BlackHeron says it hacked Ostmark Stadtwerke and stole 90,000 customer records.',
    ),
  ];

  it('"is the water in ostmark still safe after the hack" is answered by the newest word on the water, not the newest news', () => {
    const a = ask('is the water in ostmark still safe after the hack', utility);
    expect(a.answer).toContain('drinking water and power supply are not affected');
  });

  const gas = [
    source(
      'evt_gas',
      'Fen Wire',
      '2026-06-02T07:00:00Z',
      'Pipe fault leaves 6,000 Brannow homes without gas',
      'A pipe fault left about 6,000 homes in Brannow without gas on Tuesday, the network operator said.',
    ),
    source(
      'evt_gas',
      'Brannow Post',
      '2026-06-02T14:00:00Z',
      'Gas back for 4,000 Brannow homes',
      'Gas has been restored to 4,000 homes in Brannow, the operator said on Tuesday afternoon, leaving 2,000 still without supply.',
    ),
    source(
      'evt_gas',
      'Fen Wire',
      '2026-06-02T20:30:00Z',
      'Brannow repair goes on overnight',
      'Some 700 homes in Brannow were still without gas on Tuesday night, the operator said.',
    ),
  ];

  it('"Has gas been restored in Brannow?" asks how it stands: the newest count still without, not the earlier restoration', () => {
    expect(ask('Has gas been restored in Brannow?', gas).answer).toContain(
      'Some 700 homes in Brannow were still without gas',
    );
  });
});

describe('a part of a count is not a new value of it', () => {
  const breach = [
    source(
      'evt_breach',
      'Kelby Courier',
      '2026-06-02T09:00:00Z',
      'Hackers hit Kelby Water',
      'Kelby Water said the data of up to 52,000 customers was exposed in a cyberattack on its billing system on Monday night.',
    ),
    source(
      'evt_breach',
      'Kelby Courier',
      '2026-06-02T16:00:00Z',
      'Kelby Water confirms card details copied',
      'Kelby Water has confirmed that the card details of 1,800 customers who pay online were copied in the attack on its billing system.',
    ),
  ];

  it('answers "how many customers were hit" with the whole count, not those "who pay online" as its new value', () => {
    const a = ask('how many customers were hit in the kelby water attack', breach);
    expect(a.answer).toContain('52,000');
    expect(a.answer).not.toMatch(/fell from 52,000 to 1,800/i);
  });
});

describe('what is still out of action', () => {
  it('answers "which systems are still down" with what the newest report says remains out, not what came back', () => {
    const outage = [
      source(
        'evt_council_hack',
        'Velm Post',
        '2026-06-01T09:00:00Z',
        'Cyberattack takes Velm council systems offline',
        'A cyberattack took the payroll, housing and parking systems of Velm council offline on Monday, the council said.',
      ),
      source(
        'evt_council_hack',
        'Velm Post',
        '2026-06-02T15:00:00Z',
        'Velm council restores payroll after cyberattack',
        'Velm council restored its payroll system on Tuesday afternoon, a day after the cyberattack. Housing and parking systems remain offline until at least Friday.',
      ),
    ];
    expect(ask('Which of the Velm council systems are still down after the cyberattack?', outage).answer).toContain(
      'Housing and parking systems remain offline',
    );
  });
});
