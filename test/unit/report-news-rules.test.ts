// Rules about how news is written, each from sentences of our own (not from the bench's storylines):
// a figure and the value it replaced in one sentence or the next, an unnamed figure that continues a
// count, forecasts, deals voted down, a resumption of violence, conditional turns, units in a change.
import { describe, expect, it } from 'vitest';
import { factsOfSource, timeAhead, trackFigures } from '../../services/evidence/facts.ts';
import { changesSaid, changesSince, forReader, span, withBody, type Change } from '../../services/reports/changes.ts';
import { followed } from '../../services/reports/following.ts';
import { carriedAcrossStorylines, dossiersOf } from '../../services/reports/dossier.ts';
import { trend } from '../../services/reports/assessment.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { splitSentences } from '../../services/evidence/sentences.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const doc = sourceDoc;
const figures = (text: string) => factsOfSource(doc(text)).figures;
const turns = (text: string) => factsOfSource(doc(text)).turns.map((t) => t.kind);

const event = composerEvent;

describe('figures as news states them', () => {
  it('reads the value a sentence says a figure replaced, in the sentence or in the next one', () => {
    expect(
      figures('Rescuers said the number of people missing in the valley climbed to 37, from 12 on Sunday.'),
    ).toMatchObject([{ value: 37, label: 'people missing', from: { value: 12 } }]);
    expect(
      figures('Some 900 dockers marched through Velby on Friday. The crowd had swelled from about 200 at dawn.'),
    ).toMatchObject([{ value: 900, from: { value: 200 } }]);
    // A from-value with a figure of another kind (a percentage) does not pair with a count.
    expect(figures('Turnout reached 61%, from 54% in the last vote, and 3,100 polling stations opened.')).toMatchObject(
      [{ value: 61, from: { value: 54 } }, { value: 3100 }],
    );
    expect(figures('Turnout reached 61%, from 54% in the last vote, and 3,100 polling stations opened.')[1]!.from).toBe(
      undefined,
    );
  });

  it('does not read the size of a move as the value it moved to, and gives the new value what moved', () => {
    // "cut exports by 600,000 barrels a day" leaves exports at no stated level: 600,000 is what was cut.
    expect(figures('The halt cut exports by about 600,000 barrels per day, the ministry said.')).toEqual([]);
    expect(figures('The closure removes 4,000 tonnes a day from the terminal.')).toEqual([]);
    expect(figures('Spot tin prices rose 18 per cent to $3,100 a tonne.')).toMatchObject([
      { value: 3100, label: 'tin prices', unit: 'currency' },
    ]);
    // A later "up from" then continues that count, not the size of the first move.
    const first = factsOfSource(doc('Spot tin prices rose 18 per cent to $3,100 a tonne.', { sourceId: 'a' }));
    const later = factsOfSource(
      doc('The metal traded at $3,600 a tonne on Tuesday, up from $3,100.', {
        sourceId: 'b',
        at: '2026-03-03T08:00:00.000Z',
      }),
    );
    expect(trackFigures([...first.figures, ...later.figures])).toMatchObject([
      { latest: { value: 3600 }, earliest: { value: 3100, label: 'tin prices' } },
    ]);
  });

  it('does not read a distance that places something as a count', () => {
    expect(figures('A shell hit a school in Varrow, a village 12 km north of the border.')).toEqual([]);
    expect(figures('The depot lies 40 miles from the coast.')).toEqual([]);
    expect(figures('The fire burned 3,000 hectares west of Kelby.')).toMatchObject([
      { value: 3000, label: 'hectares' },
    ]);
  });

  it('does not read a forecast or a plan as the state of the world', () => {
    expect(figures('Output is expected to return to 40,000 tonnes a week by March.')).toEqual([]);
    expect(figures('The mill will close 2 kilns for repairs, the owner said.')).toEqual([]);
    expect(figures('Output fell to 12,000 tonnes a week after the fire.')).toMatchObject([{ value: 12000 }]);
  });

  it('counts people by what happened to them, and leaves a bare count of people untracked', () => {
    expect(figures('Police said 64 people had been arrested in Orvin and Kelmarsh.')).toMatchObject([
      { value: 64, label: 'people arrested' },
    ]);
    expect(figures('About 3,000 people marched through Orvin.')).toMatchObject([
      { value: 3000, label: 'people marched' },
    ]);
    expect(figures('The storm killed 12 people overnight.')).toMatchObject([{ value: 12, label: 'people killed' }]);
    expect(figures('Two children are in hospital.')).toEqual([]);
    // The arrested are no later value of the marchers.
    const marched = factsOfSource(doc('About 3,000 people marched through Orvin.', { sourceId: 'a' })).figures;
    const held = factsOfSource(
      doc('Police said 64 people had been arrested.', { sourceId: 'b', at: '2026-03-03T08:00:00.000Z' }),
    ).figures;
    expect(trackFigures([...marched, ...held])).toHaveLength(2);
  });

  it('reads what a verb set to a value as what the figure counts, and the value it replaced', () => {
    expect(
      figures('The Tessin monetary authority raised its deposit rate to 5.25% from 4.75% on Thursday.'),
    ).toMatchObject([{ value: 5.25, label: 'deposit rate', unit: 'percent', from: { value: 4.75 } }]);
    expect(figures('Coroners lifted the death toll to 19 late on Monday.')).toMatchObject([
      { value: 19, label: 'death toll' },
    ]);
    expect(figures('A pension fund raised its holding in the brewer to 11%.')).toMatchObject([
      { value: 11, label: 'holding' },
    ]);
  });

  it('gives a figure that names nothing it counts the count it continues, by the value it replaced', () => {
    const first = factsOfSource(doc('Floodwater cut off 5,200 households in the delta on Monday.', { sourceId: 'a' }));
    const later = factsOfSource(
      doc('By Wednesday the water had receded, leaving 700 still cut off, down from 5,200.', {
        sourceId: 'b',
        at: '2026-03-04T08:00:00.000Z',
      }),
    );
    expect(later.figures).toMatchObject([{ key: '', value: 700, from: { value: 5200 } }]);
    const [tracked] = trackFigures([...first.figures, ...later.figures]);
    expect(tracked).toMatchObject({ latest: { value: 700, label: 'households' }, earliest: { value: 5200 } });
  });

  it('states a change with its unit once, after both values', () => {
    expect(span('$61.20', '$58.75', 'currency')).toBe('61.20 to 58.75 dollars');
    expect(span('3.5%', '4.25 percent', 'percent')).toBe('3.5 to 4.25 percent');
    // A per-cent sign, as the source writes it, stays with each value.
    expect(span('5.8%', '5.2%', 'percent')).toBe('5.8% to 5.2%');
    expect(span('5.8 percent', '5.2%', 'percent')).toBe('5.8% to 5.2%');
    expect(span('14', '46', null)).toBe('14 to 46');
    expect(span('2', 'Three', null)).toBe('2 to three');
  });

  it('keeps a rate apart from an amount of the same thing', () => {
    const [amount, rate] = [
      figures('The barge was carrying 9,000 tonnes of grain.')[0]!,
      figures('The terminal handles 4,000 tonnes a day.')[0]!,
    ];
    expect(rate).toMatchObject({ label: 'tonnes per day', value: 4000 });
    expect(trackFigures([amount, { ...rate, at: '2026-03-03T08:00:00.000Z' }])).toHaveLength(2);
  });
});

describe('datelines as wires write them', () => {
  it('reads a dateline with a state or country and a date as where the copy was filed, not a place of the news', () => {
    const text =
      'LAKE MERROW, Ontario, Feb. 11 — Ice jams closed the ferry crossing at Lake Merrow on Tuesday. Crews expect to reopen it within two days.';
    expect(splitSentences(text)[0]).toBe('Ice jams closed the ferry crossing at Lake Merrow on Tuesday.');
    expect(splitSentences('VELBY, Norland, March 3 (Ridge Wire) - Trains stopped.')).toEqual(['Trains stopped.']);
    const places = factsOfSource(doc(text)).names.filter((n) => n.kind === 'place');
    expect(places.map((n) => n.name)).toEqual(['Lake Merrow']);
  });

  it('reads a dateline that opens the story below a headline line, as extracted pages give it', () => {
    const text =
      'Ferry crossing shut by ice\n\nLAKE MERROW, Feb. 11 (Ridge Wire) - Ice jams closed the crossing at Dunmore.';
    expect(splitSentences(text)).toEqual(['Ferry crossing shut by ice', 'Ice jams closed the crossing at Dunmore.']);
  });

  it('gives the first sentences of a long story alone when asked for a few, the same as the whole split begins with', () => {
    const text =
      'Ferry crossing shut by ice\n\nLAKE MERROW, Feb. 11 (Ridge Wire) - Ice jams closed the crossing. Mr. Dunn said crews wait.\nA second line. And more! Is it over? Yes.';
    const all = splitSentences(text);
    expect(all).toHaveLength(7);
    for (let max = 0; max <= 8; max++) expect(splitSentences(text, max)).toEqual(all.slice(0, max));
  });
});

describe('places as news names them', () => {
  const places = (text: string) =>
    factsOfSource(doc(text))
      .names.filter((n) => n.kind === 'place')
      .map((n) => n.name);

  it('does not take an owner or an acronym after a preposition for a place, but does a country’s', () => {
    expect(places('Contractors to Veltrum’s Kessa plant stopped work on Monday.')).toEqual([]);
    expect(places('Lenders are shifting capital to AI, analysts said.')).toEqual([]);
    expect(places('Retail sales in US fell for a second month.')).toEqual(['US']);
    expect(places('Contractors at the Kessa plant met in Dunmore.')).toEqual(['Dunmore']);
  });
});

describe('turns as news states them', () => {
  it('reads a deal voted down, rejected or collapsed as a breakdown', () => {
    expect(turns('Shareholders voted down the merger agreement by a wide margin.')).toEqual(['breakdown']);
    expect(turns('Dock workers reject the pay deal offered by the port.')).toEqual(['breakdown']);
    expect(turns('The collapse of the truce sent prices higher.')).toEqual(['breakdown']);
    expect(turns('The coalition fell apart within a week.')).toEqual(['breakdown']);
  });

  it('does not read a resumption of violence, a supposition or a market settling as a resolution', () => {
    // Violence that came back is a turn for the worse (report-trend-turns.test.ts), never a resolution.
    expect(turns('Shelling resumed overnight along the river.')).toEqual(['breakdown']);
    expect(turns('Insurers warned premiums would rise again if attacks resumed.')).toEqual([]);
    expect(turns('Copper settled at $9,400 a tonne.')).toEqual([]);
    expect(turns('The two firms settled the patent dispute out of court.')).toEqual(['resolution']);
    expect(turns('Ferries restarted crossings at noon.')).toEqual(['resolution']);
  });

  it('reads the usual words of an ending as a resolution: measures lifted, a fire under control, suspects held', () => {
    expect(turns('The night curfew in Ambray was lifted on Friday.')).toEqual(['resolution']);
    expect(turns('Officials cancelled the flood warning for the lower valley.')).toEqual(['resolution']);
    expect(turns('Crews had the blaze under control by dawn.')).toEqual(['resolution']);
    expect(turns('The river receded overnight and families began returning home.')).toEqual(['resolution']);
    expect(turns('Detectives arrested three people suspected of running the scam.')).toEqual(['resolution']);
    expect(turns('Investigators took the fraudsters’ website offline.')).toEqual(['resolution']);
    expect(turns('Regulators declared the salmonella outbreak over.')).toEqual(['resolution']);
    // A count lifted to a value, protesters arrested, a statement put out: no ending.
    expect(turns('Officials lifted the death toll to 19.')).toEqual([]);
    expect(turns('Police arrested 60 protesters outside the assembly.')).toEqual([]);
    expect(turns('The ministry put out a statement at noon.')).toEqual([]);
  });

  it('does not read a turn told as background, between commas after who or which, as the news of its sentence', () => {
    expect(
      turns('Harrowby Terminals, which restored its systems from backups on Monday, said it would contact customers.'),
    ).toEqual([]);
    expect(turns('The mayor, who agreed a truce with the union last year, resigned on Friday.')).toEqual([]);
    expect(turns('Harrowby Terminals restored its systems from backups on Monday.')).toEqual(['resolution']);
    expect(turns('The ferry line, which lost a ship in March, resumed sailings on Friday.')).toEqual(['resolution']);
  });

  it('reads evacuees allowed home as a resolution', () => {
    expect(turns('Families evacuated from Brisk were allowed home on Thursday as the river fell.')).toEqual([
      'resolution',
    ]);
    expect(turns('About 2,000 residents of Orrel were allowed back home after the gas leak was sealed.')).toEqual([
      'resolution',
    ]);
  });

  it('reads a disruption said to be over, or a supply said to be back, as a resolution', () => {
    expect(turns('The walkout at the three Lisk depots ended on Thursday.')).toEqual(['resolution']);
    expect(turns('The blockade of the bridge is over, organisers said.')).toEqual(['resolution']);
    expect(turns('Electricity returned to most of Fennick by midnight.')).toEqual(['resolution']);
    expect(turns('The stoppage ended after talks with the mayor.')).toEqual(['resolution']);
  });

  it('reads things working again, in a headline’s present tense too, as a resolution, but not violence resuming', () => {
    expect(turns('Ferry crossings resume across the Dunmore sound')).toEqual(['resolution']);
    expect(turns('Gas began flowing through the interconnector again on Friday.')).toEqual(['resolution']);
    expect(turns('The refiner lifted force majeure on fuel deliveries.')).toEqual(['resolution']);
    expect(turns('Airstrikes resume on the northern suburbs')).toEqual([]);
    expect(turns('Negotiators are due to resume on Friday.')).not.toContain('resolution');
  });

  it('reads a truce or talks ended, shattered or broken by force as a breakdown', () => {
    expect(turns('Artillery fire shattered the truce around Mellin.')).toEqual(['breakdown']);
    expect(turns('The raid ended the ceasefire after nine days.')).toEqual(['breakdown']);
    expect(turns('Clashes broke out before the talks began.')).toEqual([]);
  });
});

describe('changes as news states them', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';

  it('states the change a source reports in one sentence, even for an event new to the reader', () => {
    const e = event('evt_new', [
      {
        title: 'Landslide blocks pass road',
        text: 'Crews said the number of lorries stranded at the pass rose to 310, from 85 on Monday.',
        pub: 'Alpine Courier',
        at: T1,
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: {} }));
    expect(changes.map((c) => c.text)).toContain('Lorries stranded rose from 85 to 310 (Alpine Courier).');
  });

  it('does not call a new event that opens with a truce an escalation', () => {
    const old = event('evt_old', [
      { title: 'Clashes in Brennot', text: 'Fighting spread to Brennot on Monday.', pub: 'Ridge Post', at: T0 },
    ]);
    const truce = event('evt_truce', [
      {
        title: 'Truce holds around Brennot',
        text: 'A truce agreed by both commanders held around Brennot on Tuesday, officials said.',
        pub: 'Ridge Post',
        at: T1,
      },
    ]);
    const prior = { generatedAt: T0, sourceCounts: { evt_old: 1 } };
    const events = [old, { ...truce, eventType: 'conflict' }];
    const changes = changesSince(dossiersOf(events, prior), new Set(['Brennot']));
    expect(changes.find((c) => c.kind === 'new_event')?.direction).toBe(null);
    expect(trend(events, prior, changes)).toBe('de-escalating');
  });

  it('calls a window with a deal and a report casting doubt on it uncertain, not escalating', () => {
    const old = event('evt_grid', [
      {
        title: 'Drones hit Vessny substation',
        text: 'Drones struck the substation in Vessny overnight, cutting power to 30,000 homes, the governor said.',
        pub: 'Ridge Post',
        at: T0,
      },
      {
        title: 'Vessny still dark',
        text: 'Some 12,000 homes in Vessny were still without power on Tuesday, down from 30,000, the grid operator said.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const deal = event('evt_deal', [
      {
        title: 'Sides agree halt to strikes on power plants',
        text: 'Negotiators agreed on Tuesday to a two-week halt to attacks on power plants, the mediator said in Orlen.',
        pub: 'Vale Times',
        at: T1,
      },
    ]);
    const doubt = event('evt_doubt', [
      {
        title: 'Shelling near Kostry casts doubt on truce',
        text: 'Artillery shelled the outskirts of Kostry on Tuesday evening, wounding three workers, hours before the truce was due to begin. The shelling cast doubt on the truce, officials said.',
        pub: 'Ridge Post',
        at: T1,
      },
    ]);
    const prior = { generatedAt: T0, sourceCounts: { evt_grid: 1 } };
    const events = [
      { ...old, eventType: 'conflict' },
      { ...deal, eventType: 'conflict' },
      { ...doubt, eventType: 'conflict' },
    ];
    const changes = changesSince(dossiersOf(events, prior), new Set(['Vessny']));
    expect(trend(events, prior, changes)).toBe('uncertain');
  });

  it('reads a situation that spreads to a new place as worse, whatever the kind of event', () => {
    const sources = [
      {
        title: 'Bus drivers strike in Orvin',
        text: 'Bus drivers in Orvin stopped work on Monday.',
        pub: 'Vale Times',
        at: T0,
      },
      {
        title: 'Bus strike widens',
        text: 'The stoppage spread to depots in Kelmarsh on Tuesday, the drivers’ union said.',
        pub: 'Dale Herald',
        at: T1,
      },
    ];
    const e = { ...event('evt_bus', sources), eventType: 'economy' };
    const prior = { generatedAt: T0, sourceCounts: { evt_bus: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    expect(changes.find((c) => c.kind === 'place')).toMatchObject({ direction: 'worse' });
    expect(trend([e], prior, changes)).toBe('escalating');
  });

  it('reads more of things working (flights, output) as better, and more of them stopped as worse', () => {
    const moved = (second: string) => {
      const e = event('evt_orsk', [
        {
          title: 'Ash cloud over Orsk',
          text: 'Only 40 flights left Orsk airport on Monday.',
          pub: 'Vale Times',
          at: T0,
        },
        { title: 'Orsk flights', text: second, pub: 'Dale Herald', at: T1 },
      ]);
      const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_orsk: 1 } }));
      return changes.find((c) => c.kind === 'figure')?.direction;
    };
    expect(moved('Some 130 flights left Orsk airport on Tuesday as the ash thinned.')).toBe('better');
    expect(moved('Airlines cancelled 130 flights at Orsk airport on Tuesday.')).toBe('worse');
  });

  it('reads a count as recovery by the clause stating it, not by a repair said beside it', () => {
    const moved = (first: string, second: string) => {
      const e = event('evt_tarnby', [
        { title: 'Storm hits Tarnby', text: first, pub: 'Vale Times', at: T0 },
        { title: 'Tarnby update', text: second, pub: 'Dale Herald', at: T1 },
      ]);
      const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_tarnby: 1 } }));
      return changes.find((c) => c.kind === 'figure')?.direction;
    };
    const dark = 'Some 30,000 homes in Tarnby were without power on Monday after the storm.';
    // What is still lacking fell: better, though the sentence also says power was restored.
    expect(
      moved(
        dark,
        'Power returned to most of Tarnby after crews repaired the line; 4,000 homes remain without electricity.',
      ),
    ).toBe('better');
    expect(moved(dark, 'Power had been restored to all but about 4,000 homes in Tarnby by Tuesday night.')).toBe(
      'better',
    );
    // A repair given as the cause of a fall, or done beside a lower count, does not turn the fall bad.
    expect(
      moved(
        'New cases of typhoid in Tarnby rose to 40 on Monday.',
        'New cases fell to 6 on Tuesday, down from 40, after the Tarnby water plant was repaired.',
      ),
    ).toBe('better');
    expect(
      moved(
        'The breach affected 300,000 customer accounts, Pellbrook Energy said.',
        'Pellbrook Energy restored its billing systems and revised the number of customer accounts affected to 120,000, down from 300,000.',
      ),
    ).toBe('better');
    // A count of what was restored still rises as good news.
    expect(
      moved('Crews reconnected 9,000 homes in Tarnby on Monday.', 'Crews had reconnected 26,000 homes by Tuesday.'),
    ).toBe('better');
  });

  it('reads a count corrected for an error as no move of the world, but a lower toll after a scare as easing', () => {
    const read = (second: string) => {
      const e = event(
        'evt_dunvale',
        [
          {
            title: 'Typhoid in Dunvale',
            text: 'Typhoid cases in Dunvale rose to 38, the health office said.',
            pub: 'Vale Times',
            at: T0,
          },
          { title: 'Dunvale typhoid count', text: second, pub: 'Dale Herald', at: T1 },
        ],
        'health',
      );
      const prior = { generatedAt: T0, sourceCounts: { evt_dunvale: 1 } };
      const changes = changesSince(dossiersOf([e], prior));
      return { direction: changes.find((c) => c.kind === 'figure')?.direction, trend: trend([e], prior, changes) };
    };
    expect(
      read(
        'The Dunvale health office corrected the number of typhoid cases to 31 from 38, saying a clerical error had counted seven patients twice.',
      ),
    ).toEqual({ direction: null, trend: 'stable' });
    expect(
      read(
        'The Dunvale health office revised the number of typhoid cases to 31 from 38 after tests cleared seven patients.',
      ),
    ).toEqual({ direction: 'better', trend: 'de-escalating' });
  });

  it('names someone new to a development the reader knows, but not who speaks or how a sentence opens', () => {
    const sources = [
      {
        title: 'Hackers lock Pirrin council computers',
        text: 'Pirrin council said hackers had locked its computers on Monday.',
        pub: 'Fen Post',
        at: T0,
      },
      {
        title: 'Pirrin council hack claimed',
        text: 'Investigators said on Tuesday that a gang calling itself Marrowleaf had claimed the attack. Council leader Anna Vosk said services would be restored within days.',
        pub: 'Fen Post',
        at: T1,
      },
    ];
    const e = { ...event('evt_pirrin', sources), eventType: 'security' };
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_pirrin: 1 } }));
    // Told once, as someone new or as the development its sentence tells; never the one who speaks.
    const actors = changes.filter((c) => c.kind === 'actor' || c.kind === 'development');
    expect(actors).toHaveLength(1);
    expect(actors[0]!.text).toContain('Marrowleaf');
    expect(actors[0]!.direction).toBe(null);
    expect(changes.some((c) => c.text.includes('First mention of Anna Vosk'))).toBe(false);
  });
});

describe('what changed, said once', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';

  it('does not repeat a new event’s headline place as a first report from it', () => {
    const e = event('evt_dunmore', [
      {
        title: 'Ice closes ferry crossing at Dunmore',
        text: 'Ice jams closed the crossing on Tuesday.',
        pub: 'Fen Post',
        at: T1,
      },
      { title: 'Dunmore ferry halted', text: 'Ferries stopped at Dunmore and at Velby.', pub: 'Dale Herald', at: T1 },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: {} }));
    expect(changes.map((c) => c.text)).toEqual([
      'First report from Velby: Ferries stopped at Dunmore and at Velby (Dale Herald).',
      'New: Ice closes ferry crossing at Dunmore (Fen Post).',
    ]);
  });

  it('does not report a figure in quoted speech as a count first reported', () => {
    const e = event('evt_mill', [
      { title: 'Fire at Kessa mill', text: 'A fire broke out at the Kessa mill.', pub: 'Fen Post', at: T0 },
      {
        title: 'Kessa mill fire',
        text: "Neighbours watched from the road. 'We saw the roof go at dawn,' said a man with his 3 dogs.",
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_mill: 1 } }));
    expect(changes.map((c) => c.kind)).toEqual(['more_reporting']);
  });

  it('quotes a figure first reported, once, and not when another change already reads its sentence', () => {
    const e = event('evt_mill', [
      { title: 'Fire at Kessa mill', text: 'A fire broke out at the Kessa mill.', pub: 'Fen Post', at: T0 },
      {
        title: 'Kessa mill fire spreads',
        text: 'The fire spread to Orrin, where 2 warehouses burned. Crews said 40 workers were sent home.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const texts = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_mill: 1 } })).map((c) => c.text);
    expect(texts).toContain('Crews said 40 workers were sent home (Dale Herald).');
    // The warehouses' sentence is the first report from Orrin: not quoted twice.
    expect(texts.filter((t) => t.includes('2 warehouses'))).toEqual([
      'First report from Orrin: The fire spread to Orrin, where 2 warehouses burned (Dale Herald).',
    ]);
  });
});

describe('an agent’s own events before those it shares with another desk', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';
  // The port's queue is the shipping desk's story; the cyber desk shares it (a secondary link).
  const port = event(
    'evt_port',
    [
      {
        title: 'Ships wait at Amberly port',
        text: 'Nine ships were waiting at Amberly on Monday.',
        pub: 'Quay Post',
        at: T0,
      },
      {
        title: 'Queue at Amberly grows',
        text: 'Twenty ships were waiting at Amberly on Tuesday, up from nine.',
        pub: 'Quay Post',
        at: T1,
      },
    ],
    'trade',
  );
  const demand = event(
    'evt_demand',
    [
      {
        title: 'Gang demands ransom from Amberly port operator',
        text: 'The Corvid gang demanded a ransom of $2 million from the operator of Amberly port on Tuesday.',
        pub: 'Byte Desk',
        at: T1,
      },
    ],
    'security',
  );
  const changes = changesSince(dossiersOf([port, demand], { generatedAt: T0, sourceCounts: { evt_port: 1 } }));

  it('tells the changes of its own events first, in one storyline or apart, then those of the events it shares', () => {
    const shared = (id: string) => id === 'evt_port';
    for (const lineOf of [() => 'one', (id: string) => id]) {
      const said = forReader(changes, [], lineOf, shared).map((c) => c.eventId);
      expect(said[0]).toBe('evt_demand');
      expect(said.at(-1)).toBe('evt_port');
    }
    // For the shipping desk, whose own story the port is, the moved count still comes first.
    expect(forReader(changes, [], () => 'one')[0]!.eventId).toBe('evt_port');
  });
});

describe('a figure since replaced is no longer current', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const day = (h: number) => new Date(Date.parse(T0) + h * 3_600_000).toISOString();
  // One count under two names: "vessels waiting", then "the queue … fell to 9 from 31".
  const harbour = () =>
    event('evt_harbour', [
      {
        title: 'Lock failure halts Harrowby port',
        text: 'Fourteen vessels were waiting off Harrowby on Monday.',
        pub: 'Fen Post',
        at: day(1),
      },
      {
        title: 'Harrowby backlog grows',
        text: 'Thirty-one vessels were waiting off Harrowby on Tuesday morning.',
        pub: 'Dale Herald',
        at: day(20),
      },
      {
        title: 'Harrowby lock repaired',
        text: 'The queue of ships fell to 9 from 31 as the first berthed.',
        pub: 'Fen Post',
        at: day(30),
      },
    ]);

  it('does not state a count as current to a reader new to the event when a later source says it fell from that value', () => {
    const texts = changesSince(dossiersOf([harbour()], { generatedAt: T0, sourceCounts: {} })).map((c) => c.text);
    expect(texts.filter((t) => /thirty-one|\b31\b/i.test(t) && !/\b9\b/.test(t))).toEqual([]);
    expect(texts).toContain('Queue fell from 31 to 9 (Fen Post).');
  });

  it('does not state to a reader new to the event a turn that a later source reversed', () => {
    const e = event('evt_terminal', [
      {
        title: 'Cyberattack halts Harrowby terminal',
        text: 'Cranes stood idle at Harrowby on Monday.',
        pub: 'Fen Post',
        at: day(1),
      },
      {
        title: 'Harrowby still down',
        text: 'The terminal systems remained offline for a second day on Tuesday.',
        pub: 'Dale Herald',
        at: day(20),
      },
      {
        title: 'Harrowby terminal back',
        text: 'The terminal resumed loading ships on Tuesday evening after its systems were restored.',
        pub: 'Fen Post',
        at: day(30),
      },
    ]);
    const texts = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: {} })).map((c) => c.text);
    expect(texts.filter((t) => /offline/.test(t))).toEqual([]);
    expect(texts.filter((t) => /resumed loading/.test(t))).toHaveLength(1);
    // A reader who follows the event is told both turns of the window, in their order.
    const followed = changesSince(dossiersOf([e], { generatedAt: day(2), sourceCounts: { evt_terminal: 1 } }));
    expect(followed.filter((c) => /offline|resumed loading/.test(c.text))).toHaveLength(2);
  });

  it('does not quote a replaced count as the latest figure of a first report', () => {
    const [d] = dossiersOf([harbour()], null);
    expect(d!.figures.map((f) => f.latest.value)).not.toContain(31);
    expect(d!.figures.map((f) => f.latest.value)).toContain(9);
  });
});

describe('a count carried across the events of one storyline', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';
  const T2 = '2026-03-04T06:00:00.000Z';
  const merrow = (later: { text: string; at: string }[] = []) =>
    event('evt_merrow', [
      {
        title: 'Floods cut off Merrow',
        text: 'Floodwater closed every road into Merrow. The number of households without water rose to 300.',
        pub: 'Dale Herald',
        at: T0,
      },
      ...later.map((x) => ({ title: 'Merrow floods', pub: 'Fen Post', ...x })),
    ]);
  const tolby = event('evt_tolby', [
    {
      title: 'Landslide hits Tolby as floods spread',
      text: 'A landslide buried the road to Tolby on Tuesday. The number of households without water reached 2,300, the council said.',
      pub: 'Fen Post',
      at: T1,
    },
  ]);
  const oneLine = () => 'merrow-floods';

  it('compares a count a new event states with the value the reader was told in another event of the storyline', () => {
    const dossiers = dossiersOf([merrow(), tolby], { generatedAt: T0, sourceCounts: { evt_merrow: 1 } });
    const changes = changesSince(carriedAcrossStorylines(dossiers, oneLine));
    expect(changes.find((c) => c.kind === 'figure')).toMatchObject({
      text: 'Households rose from 300 to 2,300 (Fen Post).',
      eventIds: ['evt_tolby', 'evt_merrow'],
      direction: 'worse',
    });
    // Events of different storylines are not compared.
    const apart = changesSince(carriedAcrossStorylines(dossiers, (id) => id));
    expect(apart.some((c) => c.kind === 'figure')).toBe(false);
  });

  it('compares an event’s new value with the latest the reader was told in the storyline, not its own older one', () => {
    const later = merrow([{ text: 'By Wednesday 150 households were still without water, the council said.', at: T2 }]);
    const dossiers = dossiersOf([later, tolby], {
      generatedAt: T1,
      sourceCounts: { evt_merrow: 1, evt_tolby: 1 },
    });
    const changes = changesSince(carriedAcrossStorylines(dossiers, oneLine));
    expect(changes.find((c) => c.kind === 'figure')?.text).toBe('Households fell from 2,300 to 150 (Fen Post).');
  });
});

describe('following a storyline past the agent’s keywords', () => {
  const terms = ['flood', 'levee', 'evacuation', 'rainfall'];
  const candidate = (eventId: string, text: string, places: string[]) => ({ eventId, texts: [text], places });

  it('follows a development that names a place of the storyline and one of the agent’s terms', () => {
    const picked = followed(
      [
        candidate('evt_spread', 'Levee breach floods Marrow Bend, north of Ostby. Crews worked through the night.', [
          'Marrow Bend',
          'Ostby',
        ]),
        // A place of the storyline but nothing of the agent's subject: a festival is not a development.
        candidate('evt_fair', 'Ostby autumn fair draws record crowds.', ['Ostby']),
        // The agent's subject elsewhere: another storyline, which the matcher decides on its own.
        candidate('evt_far', 'Flood warnings issued for the Tessel coast.', ['Tessel']),
      ],
      terms,
      ['Ostby'],
    );
    expect(picked).toEqual(['evt_spread']);
  });

  it('follows a development that names two places of the storyline, whatever its words, but not one alone', () => {
    const picked = followed(
      [
        candidate('evt_after', 'Ferries sail again between Ostby and Marrow Bend. Crews cleared the quays.', [
          'Ostby',
          'Marrow Bend',
        ]),
        candidate('evt_fair', 'Ostby autumn fair draws record crowds.', ['Ostby', 'Harvest']),
      ],
      terms,
      ['Ostby', 'Marrow Bend'],
    );
    expect(picked).toEqual(['evt_after']);
  });

  it('follows the storyline’s own actor acting again on its matter, with no place and none of the agent’s words', () => {
    const source = (actors: string[], text: string) => ({ actors, text });
    const story = {
      headlines: ['Dorvania caps cobalt exports, citing shortages', 'Battery makers slide after Dorvania cobalt cap'],
      events: [
        [
          source(['Dorvania'], 'Dorvania caps cobalt exports. Dorvania will license all shipments from March.'),
          source(['Battery', 'Dorvania'], 'Battery makers slide. Shares fell after Dorvania announced the cap.'),
          // A gang a minority of the story's sources name in passing is not what the story is about.
          source(['Redmark'], 'Dock systems down. The gang Redmark said it had hacked the cobalt terminal.'),
        ],
      ],
    };
    const titled = (eventId: string, title: string, names: string[]) => ({
      eventId,
      texts: [title],
      titles: [title],
      places: names,
    });
    const picked = followed(
      [
        titled('evt_nickel', 'Dorvania adds nickel to export caps; cobalt tops $40,000', ['Dorvania']),
        // The same actor on another matter: nothing of the storyline's headlines.
        titled('evt_chess', 'Dorvania hosts chess olympiad', ['Dorvania']),
        // The passing actor's next victim is another story.
        titled('evt_college', 'Redmark hits Selwyn college with ransomware; exports of records feared', [
          'Redmark',
          'Selwyn',
        ]),
      ],
      terms,
      [],
      [],
      story,
    );
    expect(picked).toEqual(['evt_nickel']);
  });

  it('keeps following an event the reader was told about, whatever its new sources say', () => {
    expect(followed([candidate('evt_told', 'Insurers count the cost.', [])], terms, [], ['evt_told'])).toEqual([
      'evt_told',
    ]);
  });
});

describe('what changed, in the order a reader needs it', () => {
  const change = (kind: Change['kind'], text: string): Change => ({
    kind,
    text,
    eventIds: ['evt_a'],
    direction: null,
    eventId: 'evt_a',
    basis: text,
  });

  it('says one of each kind in turn, so one event’s many figures do not crowd out a new place', () => {
    const ordered = forReader(
      [
        change('figure', 'Vessels rose from 9 to 30.'),
        change('figure', 'Crew evacuated rose from 4 to 60.'),
        change('figure', 'Freight rates rose from 1,100 to 1,900.'),
        change('place', 'First report from Harrow Sound.'),
        change('resolution', 'Talks produced a deal.'),
      ],
      ['freight rates', 'port congestion'],
    );
    expect(ordered.map((c) => c.text)).toEqual([
      'Freight rates rose from 1,100 to 1,900.',
      'Talks produced a deal.',
      'First report from Harrow Sound.',
      'Vessels rose from 9 to 30.',
      'Crew evacuated rose from 4 to 60.',
    ]);
  });

  it('says one change of each storyline before a second of any, and says more when minor new events add storylines', () => {
    const at = (eventId: string, kind: Change['kind'], text: string): Change => ({
      ...change(kind, text),
      eventId,
      eventIds: [eventId],
    });
    const lines: Record<string, string> = { evt_canal: 'canal', evt_tug: 'canal', evt_strike: 'strike' };
    const lineOf = (id: string) => lines[id];
    const ordered = forReader(
      [
        at('evt_canal', 'figure', 'Ships waiting rose from 35 to 90.'),
        at('evt_strike', 'figure', 'Vessels waiting rose from 22 to 41.'),
        at('evt_canal', 'place', 'First report from Cape Orrin.'),
        at('evt_dredge', 'new_event', 'New: Westfall begins dredging.'),
        at('evt_cranes', 'new_event', 'New: Terminal orders cranes.'),
        at('evt_strike', 'place', 'First report from Fenwick.'),
        at('evt_tug', 'first_figure', '3 tugs at the canal, a figure first reported by Dale Herald.'),
      ],
      ['vessels waiting'],
      lineOf,
      () => false,
      (line) => line === 'canal' || line === 'strike',
    );
    expect(ordered.map((c) => c.text).slice(0, changesSaid(ordered))).toEqual([
      'Vessels waiting rose from 22 to 41.',
      'Ships waiting rose from 35 to 90.',
      'New: Westfall begins dredging.',
      'New: Terminal orders cranes.',
      'First report from Fenwick.',
      'First report from Cape Orrin.',
      '3 tugs at the canal, a figure first reported by Dale Herald.',
    ]);
  });
});

describe('lenses file a figure under the concern it counts', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-02T18:00:00.000Z';
  const stakes: Stakes = {
    personal: ['evacuation'],
    research: ['burned area'],
    business_operations: ['homes without power'],
    trading_investments: ['insured losses'],
  };
  const lenses = (sources: { title: string; text: string; pub: string; at: string }[]) => {
    const dossiers = dossiersOf([event('evt_fire', sources)], { generatedAt: T0, sourceCounts: { evt_fire: 1 } });
    return lensesOf(stakes, dossiers, changesSince(dossiers));
  };
  const first = {
    title: 'Brush fire near Kelby',
    text: 'Evacuation orders covered 4,000 residents of Kelby on Monday.',
    pub: 'Dale Herald',
    at: T0,
  };

  it('does not file a count of residents or of destroyed homes under homes without power', () => {
    const l = lenses([
      first,
      {
        title: 'Kelby fire grows',
        text: 'Evacuation orders now cover 9,400 residents of Kelby and 52 homes were destroyed, the county said.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    expect(l.personal.bottom_line.text).toMatch(/^Evacuation: residents .*4,000 to 9,400/);
    expect(l.business_operations.bottom_line.text).toMatch(/^Homes without power: untouched/);
  });

  it('does not file a stake under a statement that names only one of its words', () => {
    const l = lenses([
      first,
      {
        title: 'Kelby fire grows',
        text: 'The fire spread to Orrin, forcing families from their homes.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    expect(l.business_operations.bottom_line.text).toMatch(/^Homes without power: untouched/);
  });

  it('ties a lens’s horizon to the next step its events announce', () => {
    const l = lenses([
      first,
      {
        title: 'Kelby fire grows',
        text: 'Evacuation orders now cover 9,400 residents of Kelby. Crews expect to reopen the Kelby road within two days.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    // The span is the step's own time, not one picked from a table by the event's type.
    expect(l.personal.time_horizon.text).toBe(
      'within two days for evacuation; announced: crews expect to reopen the Kelby road within two days (Dale Herald)',
    );
    expect(l.personal.time_horizon.eventIds).toEqual(['evt_fire']);
    // "Expect" announces a step as "expected" does.
    expect(turns('Engineers expect to restart the pumps by Friday.')).toEqual(['scheduled']);
  });

  it('draws a horizon with no announced step from a time the sources state ahead, not from how soon something came', () => {
    const l = lenses([
      first,
      {
        title: 'Kelby fire grows',
        text: 'The county gave landowners until Friday to clear firebreaks. Insurers raised premiums within hours of the first evacuations.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    expect(l.personal.time_horizon.text).toBe(
      'until Friday for evacuation; stated: the county gave landowners until Friday to clear firebreaks (Dale Herald)',
    );
    expect(l.personal.time_horizon.eventIds).toEqual(['evt_fire']);
    // The day a plan was said is no time ahead, and "by Monday" dates how far a count had gone.
    expect(timeAhead('The mill will shut its kilns for repairs, the owner said on Monday.')).toBe(null);
    expect(timeAhead('The number of lorries stranded rose to 310 by Monday afternoon.')).toBe(null);
    expect(timeAhead('Talks are scheduled for Thursday in Brenn.')).toBe('for Thursday');
  });

  it('says plainly that no source states when, with no pace of its own, when none does', () => {
    const at = (h: number) => new Date(Date.parse(T0) + h * 3_600_000).toISOString();
    const paced = (hours: number[]) => {
      const sources = hours.map((h, i) => ({
        title: `Kelby fire update ${i}`,
        text: 'Crews fought the fire near Kelby.',
        pub: 'Dale Herald',
        at: at(h),
      }));
      const dossiers = dossiersOf([{ ...event('evt_fire', sources), eventType: 'disaster' }], {
        generatedAt: T0,
        sourceCounts: { evt_fire: 1 },
      });
      return lensesOf(stakes, dossiers, changesSince(dossiers));
    };
    // Sources an hour apart or days apart: no source says what comes next, and the lens invents no pace.
    for (const l of [paced([0, 2, 4, 5]), paced([0, 72, 150])]) {
      expect(l.personal.time_horizon.text).toBe('When next for evacuation: not stated');
      for (const b of Object.values(l)) {
        expect(b.time_horizon.text).not.toMatch(/hourly|daily|session|coming days|next hours/);
        expect(b.time_horizon.eventIds).toEqual([]);
      }
    }
  });

  it('files a count of homes without power under it', () => {
    const l = lenses([
      first,
      {
        title: 'Kelby fire cuts lines',
        text: 'The fire brought down lines east of Kelby, and 3,200 homes were without power on Monday night.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    expect(l.business_operations.bottom_line.text).toMatch(/^Homes without power: .*3,200/);
  });
});

describe('a lens’s advice drawn from the window’s evidence', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-02T18:00:00.000Z';
  const stakes: Stakes = {
    personal: ['evacuation'],
    research: ['burned area'],
    business_operations: ['homes without power'],
    trading_investments: ['insured losses'],
  };
  const lenses = (place: string, sentence: string) => {
    const dossiers = dossiersOf(
      [
        event('evt_storm', [
          { title: `Storm hits ${place}`, text: `High winds struck ${place} on Monday.`, pub: 'Dale Herald', at: T0 },
          { title: `${place} outages`, text: sentence, pub: 'Fen Post', at: T1 },
        ]),
      ],
      { generatedAt: T0, sourceCounts: { evt_storm: 1 } },
    );
    return lensesOf(stakes, dossiers, changesSince(dossiers));
  };

  it('says in its posture where and how far the stake’s count stands now, citing it, not only a verb from a table', () => {
    const l = lenses('Orrin', 'By evening 3,200 homes were without power in Orrin, the grid operator said.');
    const posture = l.business_operations.recommended_posture;
    expect(posture.text).toMatch(/homes without power/);
    expect(posture.text).toMatch(/Orrin/);
    expect(posture.text).toMatch(/3,200/);
    expect(posture.eventIds).toEqual(['evt_storm']);
  });
});

describe('a lens’s posture drawn from what moved, where and whom it touches', () => {
  const T0 = '2026-04-06T07:00:00.000Z';
  const T1 = '2026-04-07T07:00:00.000Z';
  const T2 = '2026-04-07T19:00:00.000Z';
  const stakes: Stakes = {
    personal: ['ferry'],
    research: ['port authority'],
    business_operations: ['vessels waiting'],
    trading_investments: ['freight rates'],
  };
  const portLenses = (sources: { title: string; text: string; pub: string; at: string }[]) => {
    const dossiers = dossiersOf([event('evt_port', sources)], { generatedAt: T0, sourceCounts: { evt_port: 1 } });
    return lensesOf(stakes, dossiers, changesSince(dossiers));
  };
  const monday = {
    title: 'Cyberattack idles cranes at Marrowby',
    text: 'Fourteen vessels were waiting off Marrowby on Monday after a cyberattack, the port authority said.',
    pub: 'Tidewater Post',
    at: T0,
  };
  const tuesday = {
    title: 'Marrowby queue grows',
    text: 'Thirty vessels were waiting off Marrowby on Tuesday as Dunlow Terminals kept its systems offline, the port authority said.',
    pub: 'Quayside Wire',
    at: T1,
  };

  it('says how the stake’s count moved, from what to what, where, and whom it touches, citing it', () => {
    const posture = portLenses([monday, tuesday]).business_operations.recommended_posture;
    expect(posture.text).toMatch(/from (?:fourteen|14) to (?:thirty|30)/i);
    expect(posture.text).toMatch(/Marrowby/);
    expect(posture.text).toMatch(/Dunlow Terminals/);
    expect(posture.eventIds).toEqual(['evt_port']);
  });

  it('tells each stake its own evidence, not the way the whole report leans', () => {
    // The queue is growing (the report escalates) but the ferry only kept its timetable.
    const l = portLenses([
      monday,
      tuesday,
      {
        title: 'Marrowby ferry sails on time',
        text: 'The Marrowby ferry kept its usual timetable on Tuesday, the operator Saltway Lines said.',
        pub: 'Quayside Wire',
        at: T1,
      },
    ]);
    expect(l.personal.recommended_posture.text).toMatch(/ferry/);
    expect(l.personal.recommended_posture.text).not.toMatch(/^(?:Change|Rework) plans/);
    expect(l.business_operations.recommended_posture.text).toMatch(/vessels waiting.*from fourteen to thirty/);
  });

  it('does not state a count a later source replaced as how things stand', () => {
    const l = portLenses([
      monday,
      tuesday,
      {
        title: 'Marrowby restarts',
        text: 'The queue of waiting vessels fell to 9 from 30 by evening as Dunlow Terminals restored its systems.',
        pub: 'Quayside Wire',
        at: T2,
      },
    ]);
    const said = Object.values(l)
      .flatMap((b) => [b.bottom_line.text, b.recommended_posture.text])
      .join(' ');
    expect(said).toMatch(/\b9\b/);
    expect(said).not.toMatch(/Thirty vessels were waiting/);
  });

  it('names, when nothing touches a stake, the nearest move of the window, cited', () => {
    const posture = portLenses([monday, tuesday]).trading_investments.recommended_posture;
    expect(posture.text).toMatch(/^No source of this window names freight rates/);
    expect(posture.text).toMatch(/Marrowby/);
    expect(posture.eventIds).toEqual(['evt_port']);
  });
});

describe('a number a later source replaced is not stated as current', () => {
  it('reads the value a revision says it replaced ("revising its earlier figure of nine")', () => {
    expect(figures('The death toll rose to 14 on Monday, revising its earlier figure of nine.')).toMatchObject([
      { value: 14, from: { value: 9 } },
    ]);
    // The revised value comes before its earlier figure: a count after it did not replace it.
    const after = figures('The toll rose to 14, revising an earlier figure of nine after two bodies were found.');
    expect(after.find((f) => f.value === 2)?.from).toBeUndefined();
  });

  const T0 = '2026-05-04T06:00:00.000Z';
  const T1 = '2026-05-05T08:00:00.000Z';
  const T2 = '2026-05-05T18:00:00.000Z';

  it('quotes a new figure by its own clause when its sentence also holds a count since replaced', () => {
    const e = event('evt_ilka', [
      {
        title: 'Storm Ilka nears Carrow coast',
        text: 'Storm Ilka neared the Carrow coast on Sunday.',
        pub: 'Fen Post',
        at: T0,
      },
      {
        title: 'Ilka makes landfall',
        text: 'At least four people were killed and 20,000 homes were without power on Monday morning, the agency said.',
        pub: 'Dale Herald',
        at: T1,
      },
      {
        title: 'Ilka toll rises',
        text: 'The death toll rose to six on Monday evening, revising an earlier figure of four, the agency said.',
        pub: 'Fen Post',
        at: T2,
      },
    ]);
    const said = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_ilka: 1 } }))
      .map((c) => c.text)
      .join(' ');
    expect(said).toMatch(/20,000 homes were without power/);
    expect(said).not.toMatch(/four people were killed/);
  });
});

describe('a step announced for later', () => {
  it('reads a time said after a future marker as when a step is set, not the day something was said or seen', () => {
    expect(turns('Crews expect to reopen the Kelby road within two days.')).toEqual(['scheduled']);
    expect(turns('Talks are scheduled for Thursday in Orlen.')).toEqual(['scheduled']);
    // "said on Tuesday", "were unchanged on Tuesday": the day dates what was said, not the step.
    expect(
      turns('Bookings are unaffected, the company said on Tuesday, and its cargo ship will keep its daily run.'),
    ).toEqual([]);
    expect(
      turns('Tin prices were unchanged on Tuesday as smelters waited to learn how the new quotas will work.'),
    ).toEqual([]);
  });
});

describe('a step overtaken by what followed', () => {
  it('stops watching talks set for a day once a later source says the talks failed', () => {
    const T0 = '2026-06-01T06:00:00.000Z';
    const T1 = '2026-06-02T18:00:00.000Z';
    const e = event('evt_tin', [
      {
        title: 'Orvalia curbs tin exports',
        text: 'Orvalia imposed quotas on tin exports on Monday. Talks with buyers are scheduled for Tuesday in Brenn.',
        pub: 'Metal Desk',
        at: T0,
      },
      {
        title: 'Tin talks collapse',
        text: 'The talks in Brenn collapsed on Tuesday without a deal, officials said.',
        pub: 'Metal Desk',
        at: T1,
      },
    ]);
    const l = lensesOf(
      { personal: ['tin'], research: ['quotas'], business_operations: ['tin'], trading_investments: ['tin'] },
      dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_tin: 1 } }),
      [],
    );
    expect(l.research.time_horizon.text).not.toMatch(/scheduled for Tuesday/);
  });
});

describe('which count a figure belongs to', () => {
  it('gives a "from" value only to the figure that replaced it, not to another number of the sentence', () => {
    const read = figures(
      'Orvik closed all 9 of its primary schools on Tuesday after confirmed mumps cases rose to 40, up from 12, the city said.',
    );
    expect(read.find((f) => f.value === 40)).toMatchObject({ label: 'mumps cases', from: { value: 12 } });
    expect(read.find((f) => f.value === 9)?.from).toBeUndefined();
  });

  it('reads what a second clause joined by "and" counts from its own subject ("and deaths rose to 4")', () => {
    const read = figures(
      'Suspected typhoid cases in Dellby rose by 30 to 80 on Tuesday and deaths rose to 4, the ministry said.',
    );
    expect(read.find((f) => f.value === 80)?.label).toBe('typhoid cases');
    expect(read.find((f) => f.value === 4)?.label).toBe('deaths');
  });
});

describe('a count said to stand where it just moved to', () => {
  it('is the same news as the move, not news that nothing moved', () => {
    const T0 = '2026-07-06T06:00:00.000Z';
    const T1 = '2026-07-07T06:00:00.000Z';
    const e = event('evt_typhoid', [
      { title: 'Typhoid in Dellby', text: 'Typhoid cases in Dellby reached 50 on Monday.', pub: 'Fen Post', at: T0 },
      {
        title: 'Dellby count revised',
        text: 'Tests ruled out typhoid in 9 patients, and the ministry revised the outbreak total to 41 from 50.',
        pub: 'Fen Post',
        at: T1,
      },
      {
        title: 'Dellby water safe',
        text: 'The typhoid count stands at 41, the ministry said.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_typhoid: 1 } }));
    expect(changes.some((c) => c.kind === 'figure' && /50 to 41/.test(c.text))).toBe(true);
    expect(changes.map((c) => c.text).join(' ')).not.toMatch(/stands at 41/);
  });
});

describe('a percentage written out', () => {
  it('keeps "per cent" whole in the figure as written', () => {
    expect(figures('Shares in Corlan Metals fell 6 per cent on Monday.')).toMatchObject([
      { value: 6, text: '6 per cent', unit: 'percent' },
    ]);
  });
});

describe('the newest rate of change, not the running total', () => {
  const T0 = '2026-05-11T06:00:00.000Z';
  const T1 = '2026-05-12T06:00:00.000Z';

  it('reads what is new in a period as a flow and a stated total as a running total', () => {
    expect(figures('New infections in Dellby dropped to 30 on Friday from 85 a day earlier.')).toMatchObject([
      { value: 30, label: 'new infections', runs: 'flow', from: { value: 85 } },
    ]);
    expect(figures('Total infections stand at 1,240 and deaths at 31.')).toMatchObject([
      { value: 1240, label: 'infections', runs: 'total' },
    ]);
    // The subject opens the figure's own clause, past a name that says where.
    expect(figures('Dysentery spreads to Harrowgate as Peltan cases reach 415.')).toMatchObject([
      { value: 415, label: 'cases' },
    ]);
  });

  it('does not call a situation worse when its total rises while what is new each day falls, and says both', () => {
    const e = {
      ...event('evt_flu', [
        {
          title: 'Fever cases climb in Dellby',
          text: 'Health officials said cases stood at 1,100 after 85 new infections on Thursday.',
          pub: 'Marsh Gazette',
          at: T0,
        },
        {
          title: 'Dellby fever infections fall',
          text: 'New infections in Dellby dropped to 30 on Friday from 85 a day earlier. Total cases stand at 1,130.',
          pub: 'Marsh Gazette',
          at: T1,
        },
      ]),
      eventType: 'health',
    };
    const prior = { generatedAt: T0, sourceCounts: { evt_flu: 1 } };
    const changes = changesSince(dossiersOf([e], prior));
    const figure = changes.filter((c) => c.kind === 'figure');
    expect(figure).toHaveLength(1);
    expect(figure[0]!.text).toMatch(
      /^New infections in Dellby fell from 85 to 30 .*while cases rose from 1,100 to 1,130/,
    );
    expect(trend([e], prior, changes)).toBe('de-escalating');
  });

  it('reads a crisis said to be slowing as easing, but not an economy slowing or a fire slowing traffic', () => {
    expect(turns('The epidemic in the delta appears to be slowing, doctors said.')).toEqual(['resolution']);
    expect(turns('Daily admissions fell for a third day in a row.')).toEqual(['resolution']);
    expect(turns('Fighting around the bridge slowed overnight.')).toEqual(['resolution']);
    expect(turns('Factory growth is slowing across the region.')).toEqual([]);
    expect(turns('The clashes slowed the convoy on the coast road.')).toEqual([]);
  });

  it('does not read violence that names a truce only as what it threatens as peace, and reads doubt cast on a deal as a breakdown', () => {
    expect(turns('Rebels shelled the town on Sunday despite the ceasefire.')).toEqual([]);
    expect(turns('Fresh clashes threaten the fragile truce.')).toEqual(['breakdown']);
    expect(turns('Sniper fire near the crossing casts doubt on the new deal.')).toEqual(['breakdown']);
    // A deal made or holding, and an ending whose sentence names violence, are still turns to better.
    expect(turns('The ceasefire agreed on Friday held despite sporadic shelling.')).toEqual(['resolution']);
    expect(turns('Police reopened the road after the attackers were killed.')).toEqual(['resolution']);
  });

  it('reads talks opened as a step to a settlement, but not talks only scheduled', () => {
    expect(turns('The union opened pay talks with the port on Monday.')).toEqual(['resolution']);
    // A headline's present tense: "agree" as "agreed", but not a failure to agree.
    expect(turns('Growers and mills agree price for the cane harvest')).toEqual(['resolution']);
    expect(turns('The two parties could not agree on farm payments.')).toEqual([]);
    expect(turns('Talks between the two blocs begin in Casra on Thursday.')).toEqual([]);
  });

  it('reads a disruption that goes on longer as worse, and a restart only talked about as no turn', () => {
    expect(turns('The smelter will stay closed for at least a month while the furnace is rebuilt.')).toEqual([
      'breakdown',
    ]);
    expect(turns('The governor extended the curfew in the old town by a week.')).toEqual(['breakdown']);
    expect(turns('Engineers postponed the reopening of the Kell bridge.')).toEqual(['breakdown']);
    expect(turns('Growers are pressing for a restart of exports before the harvest.')).toEqual([]);
    expect(turns('Exports restarted on Monday.')).toEqual(['resolution']);
  });

  it('does not read more seats won as worse, and reads sources that say things held as a steady situation', () => {
    const seats = event('evt_vote', [
      {
        title: 'Count in Ferran',
        text: 'The Liberal bloc held 41 seats after the first count.',
        pub: 'Civic Post',
        at: T0,
      },
      {
        title: 'Ferran recount',
        text: 'After the recount the Liberal bloc had 44 seats, the commission said.',
        pub: 'Civic Post',
        at: T1,
      },
    ]);
    const prior = { generatedAt: T0, sourceCounts: { evt_vote: 1, evt_tin: 1 } };
    expect(changesSince(dossiersOf([seats], prior)).find((c) => c.kind === 'figure')?.direction).toBe(null);
    const tin = {
      ...event('evt_tin', [
        { title: 'Tin export quota', text: 'Morava set a tin export quota on Monday.', pub: 'Metal Wire', at: T0 },
        {
          title: 'Tin holds steady',
          text: 'Tin prices were unchanged on Tuesday as smelters waited for the quota rules.',
          pub: 'Ore Daily',
          at: T1,
        },
      ]),
      eventType: 'economy',
    };
    const changes = changesSince(dossiersOf([tin], prior));
    expect(changes.map((c) => c.kind)).toContain('steady');
    expect(trend([tin], prior, changes)).toBe('stable');
  });

  it('does not read ships holding at anchor as a situation that held, but does a price held at a value', () => {
    const steady = (text: string) =>
      changesSince(
        dossiersOf(
          [
            event('evt_strait', [
              { title: 'Tanker hit in Orrin Strait', text: 'A drone struck a tanker.', pub: 'Fen Post', at: T0 },
              { title: 'Orrin Strait', text, pub: 'Dale Herald', at: T1 },
            ]),
          ],
          { generatedAt: T0, sourceCounts: { evt_strait: 1 } },
        ),
      ).filter((c) => c.kind === 'steady');
    expect(steady('More ships were now holding at anchor, the authority said.')).toEqual([]);
    expect(steady('Freight rates held at $2,400 a box on Tuesday.')).toHaveLength(1);
  });
});

describe('a count first reported, said once', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';

  it('does not quote a headline’s count apart when its source’s text says how that count moved', () => {
    const e = event('evt_strait', [
      {
        title: 'Tanker hit in Orrin Strait',
        text: 'Some 12 vessels waited at anchor off Orrin.',
        pub: 'Fen Post',
        at: T0,
      },
      {
        title: '38 ships wait as carriers avoid Orrin Strait',
        text: 'The number of vessels waiting rose to 38, up from 12, the port authority said.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const texts = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_strait: 1 } })).map(
      (c) => c.text,
    );
    expect(texts.filter((t) => /\b38\b/.test(t))).toEqual([
      'Vessels waiting in Orrin rose from 12 to 38 (Dale Herald).',
    ]);
  });
});

describe('a development told in the body, not the headline', () => {
  const T0 = '2026-03-02T06:00:00.000Z';
  const T1 = '2026-03-03T06:00:00.000Z';
  const known = {
    title: 'River Tess floods Tessby',
    text: 'The River Tess burst its banks on Monday, flooding the town of Tessby, the county council said.',
    pub: 'Fen Post',
    at: T0,
  };

  it('tells what a rewrite puts in its third sentence, after background, and not the background', () => {
    const e = event('evt_tess', [
      known,
      {
        title: 'Tess floods: why the weir gave way',
        text: 'The Harl weir above Tessby was raised in 1978 to hold back the spring melt. On Wednesday engineers opened its sluices to save the structure, sending a surge downstream that flooded the village of Mossgate.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const texts = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_tess: 1 } })).map((c) => c.text);
    // Told once, as the first report from Mossgate.
    expect(texts.filter((t) => t.includes('flooded the village of Mossgate'))).toEqual([
      'First report from Mossgate: On Wednesday engineers opened its sluices to save the structure, sending a surge downstream that flooded the village of Mossgate (Dale Herald).',
    ]);
    expect(texts.some((t) => t.includes('1978'))).toBe(false);
  });

  it('tells the clause beside a count that moved, when the count is said in the report’s own words', () => {
    const e = event('evt_silo', [
      {
        title: 'Flood reaches Tessby grain silos',
        text: 'Water reached the Tessby grain silos on Monday and 4,000 sacks of grain were spoiled, the co-operative said.',
        pub: 'Fen Post',
        at: T0,
      },
      {
        title: 'Tessby co-operative counts flood losses',
        text: 'Inspectors found mould spreading through the drying sheds after the flood, and the sacks of grain spoiled rose to 9,000, up from 4,000.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_silo: 1 } }));
    // Told with the count that moved, one line: a development takes no other storyline's place.
    expect(
      changes
        .map(withBody)
        .filter((c) => c.text.includes('mould'))
        .map((c) => c.text),
    ).toEqual([
      expect.stringMatching(
        /from 4,000 to 9,000 \(Dale Herald\)\. Inspectors found mould spreading through the drying sheds after the flood \(Dale Herald\)\.$/,
      ),
    ]);
  });

  it('tells a new event’s body development when it continues a place the reader knows, not a stray one', () => {
    const old = event('evt_tess', [known]);
    const feature = event('evt_feature', [
      {
        title: 'Why Tessby keeps flooding',
        text: 'Tessby has flooded three times this year. The council said the shelters would stay open until the water drops, which it expects to take a week. Police began moving 800 residents out of lower Tessby overnight.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const stray = event('evt_stray', [
      {
        title: 'Barn fire near Orlby',
        text: 'A barn burned near Orlby. Firefighters from three stations worked through the night to save the farmhouse.',
        pub: 'Ridge Post',
        at: T1,
      },
    ]);
    const changes = changesSince(dossiersOf([old, feature, stray], { generatedAt: T0, sourceCounts: { evt_tess: 1 } }));
    const told = changes.map(withBody).filter((c) => c.text.includes('(Dale Herald).'));
    expect(told.map((c) => [c.eventId, c.text])).toEqual([
      [
        'evt_feature',
        'New: Why Tessby keeps flooding (Dale Herald). Police began moving 800 residents out of lower Tessby overnight (Dale Herald).',
      ],
    ]);
    expect(changes.filter((c) => c.eventId === 'evt_stray').map((c) => c.text)).toEqual([
      'New: Barn fire near Orlby (Ridge Post).',
    ]);
  });

  it('tells a storyline’s body development with its moved count, ahead of its new places', () => {
    const e = event('evt_tess', [
      known,
      {
        title: 'Tessby evacuations rise',
        text: 'People evacuated in Tessby rose to 2,400 from 600, the council said. Engineers blew a gap in the Harl embankment to drain the flooded ring road. Water also reached the village of Brindle.',
        pub: 'Dale Herald',
        at: T1,
      },
    ]);
    const texts = forReader(changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_tess: 1 } }))).map(
      (c) => withBody(c).text,
    );
    expect(texts[0]).toBe(
      'People evacuated in Tessby rose from 600 to 2,400 (Dale Herald). Engineers blew a gap in the Harl embankment to drain the flooded ring road (Dale Herald).',
    );
    expect(texts[1]).toMatch(/^First report from Brindle/);
  });

  it('tells a development with no count or headline of its own after its storyline’s other changes', () => {
    const e = event('evt_tess', [
      known,
      {
        title: 'Tessby talks',
        text: 'The council and the water board agreed a deal on Tuesday to share the cost of new defences. Farmers from the lower valley blocked the ring road with tractors, demanding compensation for drowned livestock.',
        pub: 'Dale Herald',
        at: T1,
      },
      { title: 'Curfew ends', text: 'The mayor lifted the curfew in the old town.', pub: 'Ridge Post', at: T1 },
    ]);
    const kinds = forReader(changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_tess: 1 } }))).map(
      (c) => c.kind,
    );
    expect(kinds).toEqual(['resolution', 'resolution', 'development']);
  });
});

describe('turns as port, transcript and wire desks word them', () => {
  it('reads traffic told to divert as a measure imposed, and the advice withdrawn as a turn for the better', () => {
    expect(turns('The harbourmaster told masters of inbound ships to divert to the port of Wexley.')).toEqual([
      'breakdown',
    ]);
    expect(turns('The harbourmaster said the advice to divert to Wexley had been withdrawn.')).toEqual(['resolution']);
  });

  it('reads no turn in a question a presenter asks', () => {
    expect(turns('PRESENTER: Any word on when the terminal reopens?')).toEqual([]);
    expect(turns('Will the ferries resume before the weekend?')).toEqual([]);
    // The answer that tells it is a turn (guard).
    expect(turns('REPORTER: The terminal reopens at noon, the operator says.')).toEqual(['resolution']);
  });
});

describe('turns for the worse a desk tells beside what had eased', () => {
  it('reads talks called off as a breakdown, unless the sentence tells a deal made', () => {
    expect(turns('The ministry said peace talks planned for 9 May had been called off.')).toEqual(['breakdown']);
    expect(turns('The talks that might have eased the blockade have been called off.')).toEqual(['breakdown']);
    expect(turns('Ferry crews called off their strike after an agreement was reached.')).toEqual(['resolution']);
  });

  it('reads a thing shut again, or a second thing that gave way, as a breakdown', () => {
    expect(turns('Its reopening lasted a day: a second blast that evening shut it again.')).toEqual(['breakdown']);
    expect(turns('Engineers found that the inner sluice has also failed.')).toEqual(['breakdown']);
    expect(turns('The bridge reopened to traffic on Friday.')).toEqual(['resolution']);
  });

  it('reads pupils sent home or kept at home as a measure imposed', () => {
    expect(turns('The health officer told schools to send home any pupil without two doses.')).toEqual(['breakdown']);
    expect(turns('Parents of those children were told to keep them at home for 21 days.')).toEqual(['breakdown']);
  });
});
