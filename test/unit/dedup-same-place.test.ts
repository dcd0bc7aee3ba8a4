// Evidence of the same happening, not only of the same place (issues 31 and 32: a crane order at a
// struck port, a hospital's new wing beside an outbreak). Sentences of our own, fictional names.
import { describe, expect, it } from 'vitest';
import { decideStream } from '../../services/dedup/chunk.ts';
import { nameWords, participants } from '../../services/dedup/participants.ts';
import { keptSaying } from '../../services/dedup/scoring.ts';
import { reportsFrom } from '../helpers/dedup-stream.ts';

const report = reportsFrom('2026-09-14T06:00:00Z');

describe('a name that opens a sentence', () => {
  it('is read when a site’s kind follows it, the text never writes it in lower case and names it twice', () => {
    const title = 'Kessmoor hospital opens new maternity wing';
    const lead =
      'Kessmoor hospital opened a new maternity wing on Friday with 40 beds. The regional health board paid for it.';
    expect(participants(title, lead)).toContain('p:kessmoor');
    expect(nameWords(title, lead)).toContain('kessmoor');
  });

  it('stays a common word when the text writes it in lower case, or names it once', () => {
    const coal = [
      'Coal mine reopens after flood',
      'The coal mine near the river reopened on Monday after pumps cleared the water.',
    ] as const;
    expect(participants(...coal)).toEqual([]);
    expect(nameWords(...coal)).toEqual([]);
    const once = ['Regional hospital adds beds', 'Staff at the hospital said 20 beds were added on Monday.'] as const;
    expect(participants(...once)).toEqual([]);
    expect(nameWords(...once)).toEqual([]);
  });
});

describe('evidence of the same happening', () => {
  it('holds when a strict majority of the event’s reports keep saying one of the words', () => {
    // Three members: ids 1 2 3 / 1 4 / 1 5 — term 1 in all, term 2 in one.
    const members = {
      ids: Int32Array.from([1, 2, 3, 1, 4, 1, 5]),
      weights: [1, 1, 1, 1, 1, 1, 1],
      starts: [0, 3, 5, 7],
    };
    expect(keptSaying([1], members)).toBe(true);
    expect(keptSaying([2, 3, 4], members)).toBe(false);
    expect(keptSaying([-1, 9], members)).toBe(false);
    // An event of one report keeps saying all it said.
    expect(keptSaying([4], { ids: Int32Array.from([4, 6]), weights: [1, 1], starts: [0, 2] })).toBe(true);
  });

  it('keeps a hospital’s new wing out of an outbreak in another town', () => {
    const stream = [
      report(
        'https://a.example/o1',
        'Harbour Wire',
        0,
        'Typhoid outbreak confirmed in Dellwater',
        'The health ministry confirmed a typhoid outbreak in Dellwater on Monday after 41 cases in four days. Most patients were treated at the Dellwater town hospital, officials said.',
      ),
      report(
        'https://b.example/o1',
        'Morning Ledger',
        40,
        'Dellwater typhoid cases reach 41',
        'Typhoid has sickened 41 people in Dellwater, the health ministry said on Monday. The town hospital opened an isolation ward for the outbreak.',
      ),
      report(
        'https://c.example/o1',
        'Civic Post',
        150,
        'Kessmoor hospital opens new infection ward',
        'Kessmoor hospital opened a new infection ward on Monday with 24 isolation beds. The health ministry funded the building. Officials said it would help the hospital handle future outbreaks.',
      ),
    ];
    const events = decideStream(stream);
    expect(events.get('https://a.example/o1')).toBe(events.get('https://b.example/o1'));
    expect(events.get('https://c.example/o1')).not.toBe(events.get('https://a.example/o1'));
  });
  it('keeps a crane order at a struck port out of the strike, which only it names among the day’s port stories', () => {
    const stream = [
      report(
        'https://a.example/s1',
        'Harbour Wire',
        0,
        'Dock strike halts container port at Corvane',
        'Dockworkers at the port of Corvane walked out on Monday in a dispute over pay, halting cargo handling at both terminals. About 18 vessels were waiting at anchor off Corvane by the evening, the port authority said. The Corvane Stevedores Guild said the strike would go on until the terminal operators raised their offer.',
      ),
      report(
        'https://b.example/s1',
        'Morning Ledger',
        60,
        'Ships wait off Corvane as dockworkers strike',
        'A strike by dockworkers stopped cargo handling at the port of Corvane on Monday. The port authority counted 18 vessels waiting to berth, most of them container ships. Talks between the guild and the terminal operators are set for Thursday.',
      ),
      report(
        'https://c.example/s1',
        'Civic Post',
        1200,
        'Corvane strike spreads to Saltby as queue lengthens',
        'The strike spread to the port of Saltby on Tuesday as dockworkers there joined the walkout. The number of vessels waiting off Corvane rose to 35, the port authority said. Forwarders warned that transit times would lengthen.',
      ),
      report(
        'https://d.example/s1',
        'Evening Star',
        1260,
        'Saltby dockers join Corvane walkout',
        'Dockworkers in Saltby joined the Corvane strike on Tuesday, the guild said. The port authority said 35 vessels were now waiting off Corvane. Two shipping lines said they would divert cargo elsewhere.',
      ),
      report(
        'https://e.example/v1',
        'Coast Times',
        30,
        'Brantle dockworkers vote to accept pay offer',
        'Dockworkers at the port of Brantle voted on Monday to accept a new pay offer, ending months of talks. The Brantle port authority said 5 vessels were waiting at anchor, a normal level.',
      ),
      report(
        'https://f.example/o1',
        'Harbour Wire',
        1230,
        'Typhoid outbreak confirmed in Dellwater',
        'The health ministry confirmed a typhoid outbreak in Dellwater on Tuesday after 41 cases in four days.',
      ),
      report(
        'https://h.example/d1',
        'Coast Times',
        1240,
        'Westmere port begins dredging project',
        'The port of Westmere began dredging on Tuesday so that larger vessels can berth. The work will take 8 months.',
      ),
      report(
        'https://i.example/r1',
        'Harbour Wire',
        1250,
        'Pellmouth port reports record volumes',
        'The Pellmouth port authority said the terminal handled a record number of containers in September.',
      ),
      report(
        'https://j.example/n1',
        'Coast Times',
        1270,
        'Kelby port adds night shifts',
        'The Kelby port authority said its container terminal would add night shifts as more vessels call.',
      ),
      report(
        'https://g.example/c1',
        'Northern Courier',
        1320,
        'Operator orders new cranes for Corvane terminal',
        'The operator of Corvane’s western container terminal has ordered three new ship-to-shore cranes, due for delivery next spring. The cranes will let the terminal handle larger container vessels, the operator said. The order was placed before the current dispute.',
      ),
      report(
        'https://k.example/s1',
        'Coast Times',
        1340,
        'Shipping lines skip Corvane as strike drags on',
        'Two shipping lines said they would skip Corvane on their next sailings. Importers warned of delays to deliveries.',
      ),
    ];

    const events = decideStream(stream);
    const strike = events.get('https://a.example/s1');
    expect(events.get('https://d.example/s1')).toBe(strike);
    expect(events.get('https://k.example/s1')).toBe(strike);
    expect(events.get('https://g.example/c1')).not.toBe(strike);
  });
});
