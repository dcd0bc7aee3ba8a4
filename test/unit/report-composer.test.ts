import { describe, expect, it } from 'vitest';
import { Report } from '../../schemas/api/report.ts';
import { postureOrigin } from '../../services/reports/lenses.ts';
import {
  composeDeterministic,
  quoteOf,
  type ComposeInput,
  type ComposerEvent,
} from '../../services/reports/composer.ts';

const ev = (id: string, over: Partial<ComposerEvent> = {}): ComposerEvent => ({
  eventId: `evt_${id.padEnd(24, '0')}`,
  eventType: 'conflict',
  sourceCount: 3,
  publicationCount: 3,
  lastUpdatedAt: '2026-11-22T09:00:00Z',
  title: `Event ${id}`,
  summary: `Summary of event ${id}.`,
  status: 'developing',
  occurredAt: '2026-11-22T06:00:00Z',
  locations: [{ name: 'Kharkiv', country: 'UA' }],
  entities: [],
  ...over,
});
const base = (events: ComposerEvent[], prior: ComposeInput['prior'] = null): ComposeInput => ({
  reportId: `rpt_${'a'.repeat(24)}`,
  agent: { slug: 'sentinel', name: 'Sentinel', domain: 'armed conflict in Eastern Europe' },
  window: { windowType: 'rolling_24h', start: '2026-11-21T12:00:00Z', end: '2026-11-22T12:00:00Z' },
  events,
  prior,
  trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
  now: new Date('2026-11-22T12:00:00Z'),
});

describe('the deterministic composer', () => {
  const events = [
    ev('a1', { sourceCount: 4, publicationCount: 4 }),
    ev('b2', { eventType: 'energy', title: 'Grid repairs', status: 'emerging', sourceCount: 1, publicationCount: 1 }),
    ev('c3', { eventType: 'diplomacy', title: 'Talks in Geneva', locations: [{ name: 'Geneva', country: 'CH' }] }),
  ];

  it('fills every field of a valid report, citing only events of the window, the same way every time', () => {
    const { report, citations } = composeDeterministic(base(events));
    expect(Report.parse(report)).toEqual(report);
    expect(composeDeterministic(base(events))).toEqual({ report, citations });
    const ids = new Set(events.map((e) => e.eventId));
    expect(report.sourceEventIds.sort()).toEqual([...ids].sort());
    for (const c of citations) for (const id of c.eventIds) expect(ids.has(id), c.text).toBe(true);
    // Every cited claim appears in its field with its citation markers.
    const inline = [
      report.summary,
      report.analysis,
      ...Object.values(report.situation),
      ...report.nextLikelyDevelopments,
      ...Object.values(report.decisionAdvantage).flatMap((b) => [b.bottom_line, b.recommended_posture, b.time_horizon]),
    ].join('\n');
    for (const c of citations.filter((x) => x.eventIds.length))
      expect(inline).toContain(`${c.text} ${c.eventIds.map((id) => `[${id}]`).join('')}`);
    expect(citations.filter((c) => c.field === 'summary').length).toBeGreaterThan(0);
    expect(report).toMatchObject({
      trend: null,
      changeScore: 1,
      region: ['CH', 'UA'],
      triggerType: 'manual',
      confidence: { overall: 'high' },
    });
  });

  it('gives the four lenses different postures and horizons from the agent’s stakes, and escalation changes them', () => {
    const stakes = {
      personal: ['Kharkiv'],
      research: ['event a1'],
      business_operations: ['grid repairs'],
      trading_investments: ['talks'],
    };
    const withStakes = (input: ComposeInput): ComposeInput => ({ ...input, agent: { ...input.agent, stakes } });
    const { report } = composeDeterministic(withStakes(base(events)));
    const postures = Object.values(report.decisionAdvantage).map((b) => b.recommended_posture);
    expect(new Set(postures).size).toBe(4);
    expect(new Set(Object.values(report.decisionAdvantage).map((b) => b.bottom_line)).size).toBe(4);
    expect(new Set(Object.values(report.decisionAdvantage).map((b) => b.time_horizon)).size).toBeGreaterThan(1);
    expect(report.decisionAdvantage.business_operations.bottom_line).toMatch(/^Grid repairs: grid repairs/);
    const prior = { generatedAt: '2026-11-22T06:00:00Z', sourceCounts: { [events[2]!.eventId]: 3 } };
    const escalating = composeDeterministic(
      withStakes(base([...events, ev('d4', { sourceCount: 5, publicationCount: 5 })], prior)),
    ).report;
    expect(escalating.trend).toBe('escalating');
    // The posture follows what now touches the stake (the new event in Kharkiv), cited.
    expect(escalating.decisionAdvantage.personal.recommended_posture).toMatch(/Kharkiv\b.*event d4.*\[evt_d4/i);
    expect(escalating.decisionAdvantage.personal.recommended_posture).not.toBe(
      report.decisionAdvantage.personal.recommended_posture,
    );
    expect(escalating.changeScore).toBeGreaterThan(0);
    expect(escalating.changeScore).toBeLessThan(1);
    expect(escalating.situation.headline).toMatch(/^Escalating: /);
  });

  it('leads with the agent’s own event, not a more reported one it shares with another desk', () => {
    const shared = ev('d4', {
      title: 'Queue of ships grows at Amberly',
      sourceCount: 6,
      publicationCount: 5,
      shared: true,
    });
    const own = ev('e5', { title: 'Drone strike hits Amberly fuel depot', sourceCount: 1, publicationCount: 1 });
    const { report } = composeDeterministic(base([shared, own]));
    expect(report.situation.headline).toBe('Drone strike hits Amberly fuel depot');
    expect(report.sourceEventIds).toEqual([own.eventId, shared.eventId]);
  });

  it('says plainly when the window is empty', () => {
    const { report, citations } = composeDeterministic(base([]));
    expect(Report.parse(report).sourceEventIds).toEqual([]);
    expect(report.title).toBe('Sentinel: no significant developments');
    expect(citations).toEqual([]);
  });

  it('gives no lens advice no source gave when the window is empty', () => {
    const { report } = composeDeterministic(base([]));
    for (const b of Object.values(report.decisionAdvantage)) {
      expect(b.recommended_posture).not.toMatch(/^Nothing to change|^Monitor|^Review|^Prepare/);
      expect(postureOrigin(b.recommended_posture)).toBe('untouched');
    }
  });

  it('gives no horizon of its own ("until new reporting arrives") when the window is empty: it says none is stated', () => {
    const { report } = composeDeterministic(base([]));
    for (const b of Object.values(report.decisionAdvantage))
      expect(b.time_horizon).toBe('No events were reported, so no source states when anything comes next.');
  });
});

describe('quoteOf', () => {
  it('quotes whole sentences that fit, never a sentence cut mid-word', () => {
    const lead =
      'Houthi forces fired two missiles at a container ship in the Red Sea on Tuesday, the U.S. military said. ' +
      'The vessel kept sailing, but carriers kept diverting cargo around the Cape of Good Hope. Insurers raised premiums again.';
    expect(quoteOf(lead, 200)).toBe(
      'Houthi forces fired two missiles at a container ship in the Red Sea on Tuesday, the U.S. military said. ' +
        'The vessel kept sailing, but carriers kept diverting cargo around the Cape of Good Hope.',
    );
    expect(quoteOf(lead, 120)).toBe(
      'Houthi forces fired two missiles at a container ship in the Red Sea on Tuesday, the U.S. military said.',
    );
    // A first sentence longer than the room is quoted whole.
    expect(quoteOf(lead, 40)).toMatch(/military said\.$/);
    expect(quoteOf('No full stop here at all', 10)).toBe('No full stop here at all');
  });
});
