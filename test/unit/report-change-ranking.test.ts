// Which changes what changed says, and in what order, when a desk holds several storylines: the
// storylines the reader follows first, one change of each storyline before a second of any, more lines
// when more storylines changed; and two sources telling one turn, the fuller said once. Our own sentences.
import { describe, expect, it } from 'vitest';
import { changesSaid, changesSince, forReader, type Change } from '../../services/reports/changes.ts';
import { composeDeterministic } from '../../services/reports/composer.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { composerEvent } from '../helpers/report-sources.ts';

const at = (eventId: string, kind: Change['kind'], text: string): Change => ({
  kind,
  text,
  eventIds: [eventId],
  direction: null,
  eventId,
  basis: text,
});

describe('what changed for a desk holding several storylines', () => {
  // The energy desk followed the Orvel refinery; the grid and the storm are new to it in this report.
  const lines: Record<string, string> = { evt_refinery: 'refinery', evt_grid: 'grid', evt_storm: 'storm' };
  const changes = [
    at('evt_grid', 'figure', 'Homes without power in Harl fell from 50,000 to 6,000.'),
    at('evt_grid', 'new_event', 'New: Power back for most of Harl.'),
    at('evt_storm', 'figure', 'Deaths in Storm Vella rose from 4 to 6.'),
    at('evt_storm', 'resolution', 'Vella weakened over land and evacuation orders were lifted.'),
    at('evt_refinery', 'breakdown', 'Petrol prices jumped after the owner extended the Orvel shutdown.'),
    at(
      'evt_refinery',
      'breakdown',
      'The Orvel refinery will stay shut for at least five weeks after cracks were found.',
    ),
  ];
  const ordered = forReader(
    changes,
    ['refinery', 'power grid'],
    (id) => lines[id],
    () => false,
    (line) => line === 'refinery',
  );

  it('says the storyline the reader follows first, then one change of each storyline before a second of any', () => {
    expect(ordered.map((c) => c.text)).toEqual([
      'The Orvel refinery will stay shut for at least five weeks after cracks were found.',
      'Homes without power in Harl fell from 50,000 to 6,000.',
      'Deaths in Storm Vella rose from 4 to 6.',
      'Petrol prices jumped after the owner extended the Orvel shutdown.',
      'New: Power back for most of Harl.',
      'Vella weakened over land and evacuation orders were lifted.',
    ]);
  });

  it('says more lines when more situations changed, five for one and at most nine', () => {
    expect(changesSaid(ordered)).toBe(6);
    const one = Array.from({ length: 8 }, (_, k) => at('evt_refinery', 'figure', `Count ${k} rose.`));
    expect(changesSaid(one)).toBe(5);
    const many = [...one, ...changes];
    expect(changesSaid(many)).toBe(9);
    // A fire and a flood linked into one storyline by a town both name are still two situations.
    const two = [...one, at('evt_fire', 'resolution', 'Firefighters contained the wildfire above Tell.')];
    expect(changesSaid(two)).toBe(7);
  });
});

describe('two sources telling one turn', () => {
  const T0 = '2026-05-04T06:00:00.000Z';
  const h = (n: number) => new Date(Date.parse(T0) + n * 3_600_000).toISOString();

  it('say it once, in the fuller words, leaving room for another turn of the same day', () => {
    const e = composerEvent('evt_toll', [
      {
        title: 'Harl council raises bridge toll',
        text: 'The Harl council raised the bridge toll to 6 crowns on Monday and brought its budget vote forward to Friday.',
        pub: 'Vale Wire',
        at: T0,
      },
      {
        title: 'Harl council cuts toll back',
        text: 'HARL, May 5 (Vale Wire) - The Harl council cut the bridge toll back to 4 crowns on Tuesday. The budget vote brought forward to Friday was called off, and the council will vote on the first date planned. It withdrew its order closing the bridge to lorries at night.',
        pub: 'Vale Wire',
        at: h(20),
      },
      {
        title: 'Live: Harl council',
        text: '10:15 - The Friday budget vote is called off.',
        pub: 'Harl Live',
        at: h(22),
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: h(2), sourceCounts: { evt_toll: 1 } }));
    const turns = changes.filter((c) => c.kind === 'resolution').map((c) => c.text);
    expect(turns).toEqual([
      expect.stringContaining('was called off, and the council will vote'),
      expect.stringContaining('withdrew its order'),
    ]);
  });

  it('say it once when a second source tells it in fewer or shorter words (a fire for a wildfire)', () => {
    const e = composerEvent('evt_fire', [
      {
        title: 'Wildfire near Tell forces evacuations',
        text: 'A wildfire above Tell burned 900 hectares on Monday and 300 people were evacuated.',
        pub: 'Vale Wire',
        at: T0,
      },
      {
        title: 'Tell wildfire contained',
        text: 'Firefighters contained the wildfire above Tell on Wednesday. The warning for northern Tell was withdrawn.',
        pub: 'Vale Wire',
        at: h(20),
      },
      {
        title: 'Morning news: Tell fire contained',
        text: 'ANCHOR: Good news from the hills. REPORTER: The fire is contained. People from Orme are going home.',
        pub: 'Channel Four',
        at: h(22),
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: h(2), sourceCounts: { evt_fire: 1 } }));
    const turns = changes.filter((c) => c.kind === 'resolution').map((c) => c.text);
    expect(turns).toEqual([
      expect.stringContaining('Firefighters contained the wildfire'),
      expect.stringContaining('going home'),
      expect.stringContaining('warning for northern Tell was withdrawn'),
    ]);
    // "ANCHOR: Good news": a word opening what a speaker says is no one new.
    expect(changes.filter((c) => c.kind === 'actor')).toEqual([]);
  });
});

describe('three turns of one event in one window', () => {
  it('are all told: a system back, a warning withdrawn, what people no longer need to do', () => {
    const T0 = '2026-05-04T06:00:00.000Z';
    const e = composerEvent('evt_hack', [
      {
        title: 'Ransomware hits Orvel Gas',
        text: 'Orvel Gas took its billing systems offline on Monday after a ransomware attack.',
        pub: 'Byte Desk',
        at: T0,
      },
      {
        title: 'Orvel Gas systems back',
        text: 'Orvel Gas said on Wednesday its billing systems were back online. The regulator withdrew its warning to Orvel Gas customers. Customers no longer need to pay by phone, the company said.',
        pub: 'Byte Desk',
        at: new Date(Date.parse(T0) + 48 * 3_600_000).toISOString(),
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_hack: 1 } }));
    expect(changes.filter((c) => c.kind === 'resolution').map((c) => c.text)).toEqual([
      expect.stringContaining('back online'),
      expect.stringContaining('withdrew its warning'),
      expect.stringContaining('no longer need to pay'),
    ]);
  });
});

describe('a figure of a place’s size', () => {
  it('is background, no figure first reported', () => {
    const T0 = '2026-05-04T06:00:00.000Z';
    const e = composerEvent('evt_flood', [
      {
        title: 'Karn floods homes',
        text: 'The river Karn flooded 300 homes in Dalby on Monday.',
        pub: 'Dal Post',
        at: T0,
      },
      {
        title: 'Dalby flood eases',
        text: 'The flooded homes in Dalby fell to 120 on Tuesday. Dalby has 30,000 inhabitants.',
        pub: 'Dal Post',
        at: new Date(Date.parse(T0) + 20 * 3_600_000).toISOString(),
      },
    ]);
    const changes = changesSince(dossiersOf([e], { generatedAt: T0, sourceCounts: { evt_flood: 1 } }));
    expect(changes.map((c) => c.text).join(' ')).not.toMatch(/30,000/);
  });
});

describe('the headline of an event whose title states a count since replaced', () => {
  it('is the newest title of its sources that states no replaced count, so the report does not repeat an old figure', () => {
    const T0 = '2026-05-04T06:00:00.000Z';
    const h = (n: number) => new Date(Date.parse(T0) + n * 3_600_000).toISOString();
    const e = composerEvent('evt_flood', [
      {
        title: 'Karn floods Dalby, 3 dead',
        text: 'The river Karn flooded Dalby on Monday and 3 people died.',
        pub: 'Dal Post',
        at: T0,
      },
      {
        title: 'Dalby flood toll rises',
        text: 'The death toll in the Dalby floods rose to 7 on Tuesday, the civil protection office said.',
        pub: 'Vale Wire',
        at: h(20),
      },
    ]);
    const { report } = composeDeterministic({
      reportId: `rpt_${'a'.repeat(24)}`,
      agent: { slug: 'tectonic', name: 'Tectonic', domain: 'natural disasters' },
      window: { windowType: 'rolling_24h', start: h(0), end: h(24) },
      events: [e],
      prior: null,
      trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
      now: new Date(h(24)),
    });
    expect(report.situation.headline).toBe('Dalby flood toll rises');
    expect(`${report.title} ${report.summary}`).not.toMatch(/3 dead/);
    // A desk's own title for the event, no source's, is read the same way.
    const own = composeDeterministic({
      reportId: `rpt_${'a'.repeat(24)}`,
      agent: { slug: 'tectonic', name: 'Tectonic', domain: 'natural disasters' },
      window: { windowType: 'rolling_24h', start: h(0), end: h(24) },
      events: [{ ...e, title: '3 dead in Dalby' }],
      prior: null,
      trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
      now: new Date(h(24)),
    }).report;
    expect(own.situation.headline).toBe('Dalby flood toll rises');
  });
});
