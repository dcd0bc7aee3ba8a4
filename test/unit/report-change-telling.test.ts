// How what changed tells a change once and in the right place, each rule from sentences of our own in
// several desk styles (a wire's lead, a trade paper, a live blog, a small local site): a plant's capacity is
// no move of its output, a restart is recovery, a turn that states a move rides on the count's line, and a
// name another line of the report already says is no first report from it.
import { describe, expect, it } from 'vitest';
import { factsOfSource, trackFigures } from '../../services/evidence/facts.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const T0 = '2026-04-06T06:00:00.000Z';
const T1 = '2026-04-07T06:00:00.000Z';
const T2 = '2026-04-07T09:00:00.000Z';
const T3 = '2026-04-08T06:00:00.000Z';
type Source = { title: string; text: string; pub: string; at: string };

/** The changes of events whose first `known[id]` sources the reader has read. */
const changesOf = (events: Record<string, Source[]>, known: Record<string, number>) =>
  changesSince(
    dossiersOf(
      Object.entries(events).map(([id, sources]) => composerEvent(id, sources)),
      { generatedAt: T0, sourceCounts: known },
    ),
  );
const texts = (changes: { text: string; body?: string }[]) => changes.map((c) => `${c.text} ${c.body ?? ''}`);

describe('a capacity is the size of a thing, not a count of the situation', () => {
  it('reads a capacity stated with "capacity" or "can" apart from the output of the same unit', () => {
    const facts = [
      factsOfSource(sourceDoc('The Orvel smelter cut output to 300 tonnes a day on Monday.', { sourceId: 'a' })),
      factsOfSource(
        sourceDoc('The smelter’s capacity is 1,100 tonnes a day, the trade journal said.', { sourceId: 'b', at: T1 }),
      ),
      factsOfSource(sourceDoc('Its furnaces can process 900 tonnes a day.', { sourceId: 'c', at: T1 })),
    ].flatMap((f) => f.figures);
    expect(facts.map((f) => f.capacity ?? false)).toEqual([false, true, true]);
    expect(trackFigures(facts).find((t) => t.latest.value === 300)).toMatchObject({ earliest: { value: 300 } });
  });

  it('tells the restart of output, and not a plant’s capacity, stated or corrected: that is background', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'Flood halts Orvel smelter',
            text: 'ORVEL, April 6 (Vale Wire) - Floodwater reached the Orvel smelter on Monday, and its owner cut output to 300 tonnes a day.',
            pub: 'Vale Wire',
            at: T0,
          },
          {
            title: 'Metal buyers look abroad',
            text: 'Buyers sought cargoes from abroad on Tuesday. The smelter’s capacity is 1,100 tonnes a day.',
            pub: 'Metals Weekly',
            at: T1,
          },
          {
            title: 'Correction: Orvel smelter',
            text: 'An article on Tuesday said the smelter’s capacity was 1,100 tonnes a day. Its capacity is 800 tonnes a day.',
            pub: 'Metals Weekly',
            at: T2,
          },
          {
            title: 'Orvel smelter back at work',
            text: 'The owner restarted the smelter at 500 tonnes a day on Wednesday as the water fell.',
            pub: 'Vale Wire',
            at: T3,
          },
        ],
      },
      { evt_a: 1 },
    );
    const moved = changes.filter((c) => c.kind === 'figure');
    expect(moved.map((c) => c.text)).toEqual([expect.stringContaining('500 tonnes a day')]);
    expect(moved[0]!.direction).toBe('better');
    expect(texts(changes).join(' ')).not.toMatch(/1,100|800|capacity/);
  });
});

describe('a measure imposed, as other hands word it', () => {
  const turns = (text: string) => factsOfSource(sourceDoc(text)).turns.map((t) => t.kind);

  it('reads people told to leave their homes and flows suspended as turns for the worse', () => {
    expect(turns('The fire brigade on Tuesday told families in Lowmoor to leave their homes.')).toEqual(['breakdown']);
    expect(turns('08:20 - Residents of Carrow are told to evacuate.')).toEqual(['breakdown']);
    expect(turns('Police ordered the evacuation of two streets near the depot.')).toEqual(['breakdown']);
    expect(turns('Two of the biggest banks suspended new fixed-rate loan offers until the vote.')).toEqual([
      'breakdown',
    ]);
    expect(turns('The exchange halted trading in Orvel Mining shares on Thursday.')).toEqual(['breakdown']);
    expect(turns('The operator suspended flows on the Harl-Orvel gas pipeline as a precaution.')).toEqual([
      'breakdown',
    ]);
  });

  it('reads the public told to protect itself (boil water, change passwords, stay indoors) as a turn for the worse', () => {
    expect(turns('Residents of the Harl valley were told to boil drinking water until further notice.')).toEqual([
      'breakdown',
    ]);
    expect(turns('The council told residents to change their Orvel account passwords on Tuesday.')).toEqual([
      'breakdown',
    ]);
    expect(turns('Customers told to reset passwords. Portal still offline.')).toEqual(['breakdown']);
    expect(turns('09:10 - People in Carrow urged to stay indoors and keep windows shut.')).toEqual(['breakdown']);
  });

  it('does not read where a count stands, or someone’s plans, as a measure imposed', () => {
    expect(turns('Capacity shut at the plant now stands at 90,000 tonnes a year, the owner said.')).toEqual([]);
    expect(turns('The minister told reporters he had no plan to leave office.')).toEqual([]);
    expect(turns('Islanders were told to expect delays to the post.')).toEqual([]);
    expect(turns('A consumer group told borrowers to check whether they could fix their rate.')).toEqual([]);
  });
});

describe('more of it not ruled out', () => {
  const turns = (text: string) => factsOfSource(sourceDoc(text)).turns.map((t) => t.kind);

  it('is a turn for the worse: the next step may come, as desks word it', () => {
    expect(turns('Governor Anna Vell said further rate rises were not ruled out.')).toEqual(['breakdown']);
    expect(turns('The union did not rule out more strikes next month.')).toEqual(['breakdown']);
    expect(turns('Orvel refuses to rule out new export curbs')).toEqual(['breakdown']);
  });

  it('is no turn when what is left open is not more of it, nor when it is ruled out', () => {
    expect(turns('Police have not ruled out arson as the cause of the fire.')).toEqual([]);
    expect(turns('The governor ruled out further rate rises this year.')).not.toContain('breakdown');
  });

  it('ruled out is a turn for the better, and so is what people no longer need to do', () => {
    expect(turns('The governor ruled out a further rate rise this year on Thursday.')).toEqual(['resolution']);
    expect(turns('Governor Anna Vell said another rate rise this year was ruled out.')).toEqual(['resolution']);
    expect(turns('Customers no longer need to ignore emails from the utility, it said.')).toEqual(['resolution']);
    expect(turns('REPORTER: The town of Harl no longer has to be ready to leave.')).toEqual(['resolution']);
    expect(turns('People from Orme and Tell are going home.')).toEqual(['resolution']);
  });
});

describe('a count as desks word it', () => {
  const figures = (text: string) =>
    factsOfSource(sourceDoc(text)).figures.map((f) => ({ label: f.label, value: f.value, size: f.size ?? false }));

  it('reads a rate in an aside and a rate raised by a step to a level', () => {
    expect(figures('The Bank of Orsk, whose policy rate stands at 3.5%, meets on Friday.')).toEqual([
      { label: 'policy rate', value: 3.5, size: false },
    ]);
    expect(figures('The Bank of Orsk raised its policy rate by 50 basis points to 4% on Friday.')).toEqual([
      { label: 'policy rate', value: 4, size: false },
    ]);
  });
});

describe('a turn that states a count’s move', () => {
  it('is told on the count’s line, in one line, not on a line of its own', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'Lorries queue at Harl pass',
            text: 'Some 40 lorries were waiting at the Harl pass on Monday as snow closed the road.',
            pub: 'Alp Post',
            at: T0,
          },
          {
            title: 'Harl pass reopens',
            text: 'The lorries waiting at the Harl pass fell to 6, down from 40, and the police reopened the road on Tuesday.',
            pub: 'Alp Post',
            at: T1,
          },
        ],
      },
      { evt_a: 1 },
    );
    expect(changes.filter((c) => c.kind === 'resolution')).toEqual([]);
    const line = changes.find((c) => c.kind === 'figure')!;
    expect(line.text).toMatch(/from 40 to 6/);
    expect(line.body).toMatch(/reopened the road/);
  });

  it('keeps its own line when its sentence does not state where the count came from', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'Crowd gathers in Dunmore',
            text: 'About 300 people gathered outside the Dunmore town hall on Monday.',
            pub: 'Dunmore Echo',
            at: T0,
          },
          {
            title: 'Talks collapse, crowd grows',
            text: '08:15 - Some 2,000 people rallied outside the town hall after the talks on the budget collapsed. The crowd had grown from about 300 overnight.',
            pub: 'Dunmore Live',
            at: T1,
          },
        ],
      },
      { evt_a: 1 },
    );
    expect(changes.filter((c) => c.kind === 'breakdown').map((c) => c.text)).toEqual([
      expect.stringContaining('talks on the budget collapsed'),
    ]);
  });
});

describe('someone’s words in quotes', () => {
  it('are colour on a turn a source tells in plain words, not a turn of their own', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'Orvel bus drivers walk out',
            text: 'Bus drivers in Orvel walked out on Monday over new shift rosters.',
            pub: 'Vale Wire',
            at: T0,
          },
          {
            title: 'Orvel bus strike ends',
            text: 'Bus drivers in Orvel returned to work on Wednesday after the operator dropped the new rosters.',
            pub: 'Vale Wire',
            at: T1,
          },
          {
            title: '‘We held out and we won’: the Orvel bus strike has ended',
            text: 'Drivers cheered at the Orvel depot as the first buses left.',
            pub: 'Orvel Evening News',
            at: T2,
          },
        ],
      },
      { evt_a: 1 },
    );
    expect(changes.filter((c) => c.kind === 'resolution').map((c) => c.text)).toEqual([
      expect.stringContaining('returned to work'),
    ]);
  });
});

describe('a name another line of the report already says, or the reader already read', () => {
  it('is no first report from the place a wire filed its earlier story from', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'Bank of Orvany raises rates',
            text: 'KELSBY, March 9 (Ledger Wire) - The Bank of Orvany raised its main rate to 6% on Monday.',
            pub: 'Ledger Wire',
            at: T0,
          },
          {
            title: '‘My rent will go up’',
            text: 'Savers in Kelsby queued at the banks on Tuesday after the second rise in two days.',
            pub: 'Kelsby Herald',
            at: T1,
          },
        ],
      },
      { evt_a: 1 },
    );
    expect(texts(changes).join(' ')).not.toMatch(/First report from Kelsby/i);
  });

  it('is no first report from a place, nor a first mention, when the lead line names it', () => {
    const changes = changesOf(
      {
        evt_a: [
          {
            title: 'River Tave floods Harrowby',
            text: 'HARROWBY, April 6 (Vale Wire) - The River Tave burst its banks at Harrowby on Monday, and 600 people left their homes.',
            pub: 'Vale Wire',
            at: T0,
          },
          {
            title: 'Tave flood order widened',
            text: 'The evacuation order was widened on Tuesday to the villages of Lusby and Carrow downstream of Harrowby. 2,100 people have now left their homes, up from 600, the council said.',
            pub: 'Vale Wire',
            at: T1,
          },
          {
            title: 'Flood live: Lusby told to leave',
            text: '07:30 - Lusby and Carrow are now under the order.',
            pub: 'Tave Live',
            at: T2,
          },
        ],
        evt_b: [
          {
            title: 'In Carrow the water is coming since the night',
            text: 'The water is coming in the houses of Carrow since the night, and the firemen take the old people with boats.',
            pub: 'Carrow Voice',
            at: T2,
          },
        ],
      },
      { evt_a: 1, evt_b: 0 },
    );
    const said = texts(changes).join(' ');
    expect(said).toMatch(/Lusby and Carrow/);
    expect(said).toMatch(/from 600 to 2,100/);
    expect(said).not.toMatch(/First report from (?:Lusby|Carrow)|First mention of (?:Lusby|Carrow)/);
  });
});

describe('a step those with power over the matter took', () => {
  const first = {
    title: 'Solvent leak at Harrowby chemical works',
    text: 'A solvent tank leaked at the Harrowby chemical works on Monday, the operator said. About 40 people were told to stay indoors.',
    pub: 'Harrowby Echo',
    at: T0,
  };

  it('is told on its own line beside the colour a body tells, in a wire’s and a trade paper’s words', () => {
    for (const step of [
      'The state environment agency has opened an investigation.',
      'Residents of Dawley Lane filed a lawsuit against the operator.',
    ]) {
      const later = {
        title: 'Harrowby leak: 120 told to stay indoors',
        text: `The number of people told to stay indoors rose to 120 from 40, the operator said on Tuesday. Anglers along the Wenn brook reported dead fish below the outfall and a chemical smell near the allotments. ${step}`,
        pub: 'Process Weekly',
        at: T1,
      };
      const said = texts(changesOf({ evt_leak: [first, later] }, { evt_leak: 1 })).join(' ');
      expect(said, step).toMatch(/dead fish/);
      expect(said, step).toContain(step.replace(/\.$/, ''));
    }
  });

  it('is not read into a plan or a charge for a service (guard)', () => {
    const later = {
      title: 'Harrowby leak: 120 told to stay indoors',
      text: 'The number of people told to stay indoors rose to 120 from 40, the operator said on Tuesday. Anglers along the Wenn brook reported dead fish below the outfall and a chemical smell near the allotments. Customers charged twice for the clean-up visit will be refunded.',
      pub: 'Process Weekly',
      at: T1,
    };
    const said = texts(changesOf({ evt_leak: [first, later] }, { evt_leak: 1 })).join(' ');
    expect(said).not.toMatch(/charged twice/);
  });
});

describe('a broadcaster’s name is no count', () => {
  const figures = (text: string, publication: string, title = 'Headline') =>
    factsOfSource(sourceDoc(text, { publication, title })).figures.map((f) => f.value);

  it('leaves the number in the outlet’s own name out of the figures, and keeps the counts beside it', () => {
    expect(
      figures(
        'Flood water is still rising, and 300 homes have been evacuated.',
        'Channel Four Norland',
        'Channel Four evening news: Tarrow floods',
      ),
    ).toEqual([300]);
    expect(figures('Radio 4 was told that 12 boats were missing.', 'Radio 4 Lowmoor')).toEqual([12]);
  });

  it('keeps a count that only shares a word with the outlet (guard)', () => {
    expect(figures('Crews said seven homes were evacuated.', 'Seven Valleys Post')).toEqual([7]);
  });

  it('is not told as a new figure of the event when a bulletin’s title names it', () => {
    const first = {
      title: 'Grass fire near Tarrow',
      text: 'A grass fire near Tarrow burned 40 hectares on Monday, the fire service said.',
      pub: 'Tarrow Echo',
      at: T0,
    };
    const bulletin = {
      title: 'Channel Four evening news: Tarrow fire out',
      text: 'ANCHOR: The grass fire near Tarrow is out. REPORTER: Crews put out the last flames on Tuesday afternoon.',
      pub: 'Channel Four Norland',
      at: T1,
    };
    const said = texts(changesOf({ evt_grass: [first, bulletin] }, { evt_grass: 1 })).join(' ');
    expect(said).not.toMatch(/Channel Four evening news/);
  });
});

describe('a new count in a sentence whose other count moved', () => {
  it('tells the first deaths a live blog confirms beside the evacuation count it raises', () => {
    // A live blog's entry raises one count (told in the report's words) and gives a new one (deaths).
    const changes = changesOf(
      {
        evt_flood: [
          {
            title: 'River bursts its banks',
            text: 'About 300 people were evacuated in Lower Wend.',
            pub: 'Wend Courier',
            at: T0,
          },
          {
            title: 'Live: Wend floods, day two',
            text: '08:10 - Civil protection: 1,200 people now evacuated, three deaths confirmed. 09:15 - A second shelter opened.',
            pub: 'Brannock Radio Live',
            at: T1,
          },
        ],
      },
      { evt_flood: 1 },
    );
    const told = texts(changes).join(' ');
    expect(told).toMatch(/300 to 1,200/);
    expect(told).toMatch(/three deaths confirmed/);
  });
});
