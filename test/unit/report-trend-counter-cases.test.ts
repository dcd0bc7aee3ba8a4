// Counter-cases to the trend rules of s16 (things shut again, talks called off, a measure widened, goods per
// day, the newest storyline deciding a tie): easing told in words that look like worsening, worsening told in
// words that look like easing, and a tie of two storylines where the newest news is the lesser. Sentences of our own.
import { describe, expect, it } from 'vitest';
import { factsOfSource } from '../../services/evidence/facts.ts';
import { trend } from '../../services/reports/assessment.ts';
import { changesSince } from '../../services/reports/changes.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent, sourceDoc } from '../helpers/report-sources.ts';

const turns = (text: string, title = 'Headline') => factsOfSource(sourceDoc(text, { title })).turns.map((t) => t.kind);
const T0 = '2026-10-12T06:00:00.000Z';
const T1 = '2026-10-13T06:00:00.000Z';
const T2 = '2026-10-13T09:00:00.000Z';

describe('an easing told in words that look like worsening', () => {
  it('reads a shelter or a strike shut down again as the emergency ending, not as something shut', () => {
    // Local paper: the relief centre closed again as people went back.
    expect(
      turns('The council closed the Rusk school shelter again on Sunday as the last families returned home.'),
    ).toEqual(['resolution']);
    // Wire: a strike suspended again eases.
    expect(turns('Dock workers suspended their strike again on Tuesday, pending a ballot.')).not.toContain('breakdown');
    // Broadcast: the rebels halted their advance once more.
    expect(turns('Rebel units halted their advance once more outside Corvel on Monday.')).not.toContain('breakdown');
    // A line still shut again is still a breakdown.
    expect(turns('A landslide shut the Corvel road again on Monday.')).toEqual(['breakdown']);
  });

  it('reads talks called off because the dispute ended as an easing', () => {
    expect(turns('Body text.', 'Crisis talks called off as dock strike ends')).toEqual(['resolution']);
    expect(
      turns('Wednesday’s talks have been called off because the strike was settled overnight, the union said.'),
    ).toEqual(['resolution']);
    // Talks called off with nothing settled still move the end away, whatever they were to agree.
    expect(turns('Body text.', 'Tarvel talks called off')).toEqual(['breakdown']);
    expect(turns('The ministry said ceasefire talks planned for Friday had been called off.')).toEqual(['breakdown']);
  });

  it('reads the lifting of a measure widened to more places as an easing', () => {
    expect(turns('The lifting of the evacuation order was extended to two more districts on Friday.')).toEqual([
      'resolution',
    ]);
    // Guards that already held: a reopening widened, a search ended because all were found.
    expect(turns('The operator extended the reopening to all lines on Thursday.')).toEqual(['resolution']);
    expect(turns('Rescuers called off the search on Tuesday after all 14 missing miners were found alive.')).toEqual([
      'resolution',
    ]);
    // A measure widened is still worse.
    expect(turns('The evacuation order was widened to three more villages on Friday.')).toEqual(['breakdown']);
  });
});

describe('a worsening told in words that look like easing', () => {
  it('reads violence resumed as a turn for the worse, whichever way round the desk puts it', () => {
    expect(turns('Artillery resumed shelling of Vessel on Monday night.')).toEqual(['breakdown']);
    expect(turns('Rebels resumed their attacks on the ring road after a two-day lull.')).toEqual(['breakdown']);
    expect(turns('Fighting resumed in the northern districts on Wednesday.')).toEqual(['breakdown']);
    // Ferries that resumed still ease.
    expect(turns('Ferries resumed sailing to Pellin on Monday.')).toEqual(['resolution']);
  });

  it('reads an investigation reopened as no easing', () => {
    expect(turns('Police reopened the investigation into the Tarn depot fire.')).toEqual([]);
    expect(turns('Prosecutors have reopened the case against the Brannock directors.')).toEqual([]);
    // The depot reopening still eases.
    expect(turns('The Tarn depot reopened on Friday.')).toEqual(['resolution']);
  });

  it('reads a search called off with no one found as a turn for the worse', () => {
    expect(turns('The coastguard called off the search for the four missing crew of the Merrow on Thursday.')).toEqual([
      'breakdown',
    ]);
    expect(turns('Body text.', 'Search for missing climbers called off as hope fades')).toEqual(['breakdown']);
    // Not a search paused for the night.
    expect(turns('Rescuers paused the search overnight and will go on at first light.')).toEqual([]);
  });

  it('reads more floodwater coming into a mine each day as worse, though it is counted like goods moved', () => {
    const e = composerEvent(
      'evt_mine',
      [
        {
          title: 'Water in the Kell mine',
          text: 'Floodwater was entering the Kell mine at 2,000 cubic metres a day, the operator said.',
          pub: 'Mining Wire',
          at: T0,
        },
        {
          title: 'Kell mine inflow triples',
          text: 'Floodwater is now entering the Kell mine at 6,000 cubic metres a day, up from 2,000 cubic metres a day.',
          pub: 'Mining Wire',
          at: T1,
        },
      ],
      'disaster',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_mine: 1 } };
    expect(changesSince(dossiersOf([e], prior)).find((c) => c.kind === 'figure')).toMatchObject({
      direction: 'worse',
    });
  });

  it('keeps reading more of a gas a volcano gives off as worse, and output falling as worse (guards)', () => {
    const e = composerEvent(
      'evt_vent',
      [
        {
          title: 'Mount Arrel gives off more gas',
          text: 'Mount Arrel was emitting 4,000 tonnes of sulphur dioxide a day on Monday, the observatory said.',
          pub: 'Geo Wire',
          at: T0,
        },
        {
          title: 'Arrel gas output climbs',
          text: 'Mount Arrel is now emitting 12,000 tonnes of sulphur dioxide a day, up from 4,000 tonnes a day.',
          pub: 'Geo Wire',
          at: T1,
        },
      ],
      'disaster',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_vent: 1 } };
    expect(changesSince(dossiersOf([e], prior)).find((c) => c.kind === 'figure')).toMatchObject({
      direction: 'worse',
    });
    const w = composerEvent(
      'evt_well',
      [
        {
          title: 'Dunmore field output',
          text: 'The Dunmore field was producing 60,000 barrels a day, its operator said.',
          pub: 'Oil Wire',
          at: T0,
        },
        {
          title: 'Dunmore output falls',
          text: 'Output at the Dunmore field fell to 20,000 barrels a day after the pump station fire.',
          pub: 'Oil Wire',
          at: T1,
        },
      ],
      'energy',
    );
    const wprior = { generatedAt: T0, sourceCounts: { evt_well: 1 } };
    expect(changesSince(dossiersOf([w], wprior)).find((c) => c.kind === 'figure')).toMatchObject({
      direction: 'worse',
    });
  });
});

describe('two storylines of one desk that turn opposite ways, the newest the lesser', () => {
  const twoLines = { lineOf: (id: string) => id.replace('evt_', 'line_'), followed: () => true };
  // Storyline one: a flood's dead. Storyline two: a rail line's delays. Each tells one change, so they tie.
  const flood = (at: string, rose: boolean) =>
    composerEvent(
      'evt_flood',
      [
        {
          title: 'Flooding in the Tarn valley',
          text: 'Four people have died in the Tarn valley floods, police said.',
          pub: 'Valley Post',
          at: T0,
        },
        {
          title: rose ? 'Tarn flood deaths rise' : 'Missing Tarn walkers found alive',
          text: rose
            ? 'The number of people who died in the Tarn valley floods rose to nine, police said.'
            : 'All six walkers missing since the Tarn valley floods were found alive and were returned home.',
          pub: 'Valley Post',
          at,
        },
        {
          title: rose ? 'Nine dead in Tarn floods' : 'Tarn walkers safe',
          text: rose
            ? 'Nine people have now died in the Tarn valley floods, up from four.'
            : 'The six missing walkers returned home safe on Tuesday, rescuers said.',
          pub: 'Northern Wire',
          at,
        },
      ],
      'disaster',
    );
  const rail = (at: string, eased: boolean) =>
    composerEvent(
      'evt_rail',
      [
        {
          title: 'Delays on the Corve line',
          text: 'Signal faults caused delays on the Corve line on Monday.',
          pub: 'Rail Desk',
          at: T0,
        },
        {
          title: eased ? 'Corve trains running again' : 'Corve line shut again',
          text: eased
            ? 'Trains on the Corve line were running again on time on Tuesday, the operator said.'
            : 'The Corve line was shut again on Tuesday after a second signal fault.',
          pub: 'Rail Desk',
          at,
        },
        {
          // A second outlet on the same news, telling no turn of its own: one change each way.
          title: 'Corve line commuters',
          text: 'Commuters on the Corve line spoke of crowded platforms on Tuesday.',
          pub: 'Town Crier',
          at,
        },
      ],
      'transport',
    );
  const prior = { generatedAt: T0, sourceCounts: { evt_flood: 1, evt_rail: 1 } };
  const read = (events: ReturnType<typeof flood>[]) =>
    trend(events, prior, changesSince(dossiersOf(events, prior)), twoLines);

  it('weighs more dead above delays eased later the same day', () => {
    expect(read([flood(T1, true), rail(T2, true)])).toBe('escalating');
  });

  it('weighs the missing found alive above a line shut again later the same day', () => {
    expect(read([flood(T1, false), rail(T2, false)])).toBe('de-escalating');
  });

  it('stays escalating when the graver news is also the newest (guard)', () => {
    expect(read([flood(T2, true), rail(T1, true)])).toBe('escalating');
  });
});

describe('two storylines of one desk that turn opposite ways, as grave, one over a whole area', () => {
  const twoLines = { lineOf: (id: string) => id.replace('evt_', 'line_'), followed: () => true };
  const rail = composerEvent(
    'evt_rail',
    [
      {
        title: 'Rail works in Dallow',
        text: 'Engineers began rail works in Dallow on Monday.',
        pub: 'Rail Desk',
        at: T0,
      },
      {
        title: 'Dallow trains halted',
        text: 'Rail services were suspended across the whole region on Tuesday after a signalling failure.',
        pub: 'Rail Desk',
        at: T1,
      },
      {
        title: 'Dallow commuters',
        text: 'Commuters in Dallow spoke of crowded buses on Tuesday.',
        pub: 'Town Crier',
        at: T1,
      },
    ],
    'transport',
  );
  const ferry = composerEvent(
    'evt_ferry',
    [
      { title: 'Skell ferry', text: 'The Skell ferry was held in port by wind on Monday.', pub: 'Quay Wire', at: T0 },
      {
        title: 'Skell ferry sails again',
        text: 'The Skell ferry resumed sailing on Tuesday afternoon.',
        pub: 'Quay Wire',
        at: T2,
      },
      {
        title: 'Skell harbour',
        text: 'Passengers queued at Skell harbour on Tuesday afternoon.',
        pub: 'Skell Mercury',
        at: T2,
      },
    ],
    'transport',
  );
  const prior = { generatedAt: T0, sourceCounts: { evt_rail: 1, evt_ferry: 1 } };

  it('weighs services suspended across a region above one ferry back later the same day', () => {
    const events = [rail, ferry];
    expect(trend(events, prior, changesSince(dossiersOf(events, prior)), twoLines)).toBe('escalating');
  });
});

describe('a stoppage that only goes on', () => {
  it('calls a plant still shut, its restart date repeated by new outlets, stable', () => {
    const e = composerEvent(
      'evt_mill',
      [
        {
          title: 'Flood stops Harlan paper mill',
          text: 'Floodwater stopped production at the Harlan paper mill on Monday. The owner said it expected to restart on 3 March.',
          pub: 'Pulp Wire',
          at: T0,
        },
        {
          title: 'Harlan mill still idle',
          text: 'Production at the Harlan paper mill remained halted on Tuesday. The owner repeated that it expected to restart on 3 March.',
          pub: 'Harlan Courier',
          at: T1,
        },
        {
          title: 'Harlan mill idle',
          text: 'The Harlan paper mill stayed shut on Tuesday, its owner said.',
          pub: 'Valley Business',
          at: T1,
        },
      ],
      'business',
    );
    const prior = { generatedAt: T0, sourceCounts: { evt_mill: 1 } };
    expect(trend([e], prior, changesSince(dossiersOf([e], prior)))).toBe('stable');
  });
});
