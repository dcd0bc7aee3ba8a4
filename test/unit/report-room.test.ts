// The report room's parts, given a window and a prior, then this report: facts tracked over a
// storyline's stages, synthesis, changes and trend, storylines, lenses, what to watch, grounding.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/api/report.ts';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { AgentMatcher } from '../../services/dedup/agents.ts';
import { DedupEngine, articleFeatures } from '../../services/dedup/engine.ts';
import { prepareWrite } from '../../services/dedup/store.ts';
import { factsOfSource, trackFigures, type SourceFacts } from '../../services/evidence/facts.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { Grounding } from '../../services/evidence/grounding.ts';
import { composeDeterministic } from '../../services/reports/composer.ts';
import { claim } from '../../services/reports/claims.ts';
import { dossiersOf } from '../../services/reports/dossier.ts';
import { ReportGrounding, TEMPLATE_WORDS } from '../../services/reports/grounding.ts';
import { stakesOf } from '../../services/reports/lenses.ts';
import { storylinesOf } from '../../services/reports/storylines.ts';
import { synthesize } from '../../services/reports/synthesis.ts';
import { carriedEvidence, windowStart } from '../../services/reports/window.ts';
import { HARBOR_STAKES, STRIKE_ID, STRIKE_SOURCES, strikeEvent, strikeInput } from '../fixtures/report-storyline.ts';

const prose = (r: Report) =>
  [
    r.title,
    r.summary,
    r.analysis,
    ...Object.values(r.situation),
    ...Object.values(r.decisionAdvantage).flatMap((b) => Object.values(b)),
    ...r.nextLikelyDevelopments,
  ].join('\n');

describe('facts', () => {
  it('reads figures with what they count, places, resolutions and announcements, per source with its time', () => {
    const doc = STRIKE_SOURCES[0]![1]!;
    const facts = factsOfSource({ ...doc, eventId: STRIKE_ID, at: doc.publishedAt!, text: doc.text });
    expect(facts.figures).toMatchObject([{ value: 30, label: 'vessels waiting', publication: 'Coastal Wire' }]);
    expect(facts.names.filter((n) => n.kind === 'place').map((n) => n.name)).toContain('Port Caldera');
    expect(facts.turns).toMatchObject([
      { kind: 'scheduled', sentence: expect.stringMatching(/scheduled for Tuesday/) },
    ]);
    const deal = STRIKE_SOURCES[2]![0]!;
    const dealFacts = factsOfSource({ ...deal, eventId: STRIKE_ID, at: deal.publishedAt!, text: deal.text });
    expect(dealFacts.turns.some((t) => t.kind === 'resolution' && /signed a deal/.test(t.sentence))).toBe(true);
    // "down from 48" is the value the sentence itself says was superseded, not a new figure.
    expect(dealFacts.figures.map((f) => f.value)).toEqual([12]);
  });

  it('tells a deal from a deal that failed, and a strike that ended from a report that ended', () => {
    const turns = (text: string) =>
      factsOfSource({
        sourceId: 'u',
        eventId: STRIKE_ID,
        publication: 'P',
        title: 'T',
        text,
        at: '',
        ingestedAt: '',
      }).turns.map((t) => t.kind);
    expect(turns('The union and the operators signed a deal on Monday.')).toEqual(['resolution']);
    expect(turns('Talks collapsed on Monday without a deal.')).toEqual(['breakdown']);
    expect(turns('The ceasefire was violated within hours.')).toEqual(['breakdown']);
    expect(turns('A vote on Monday ended the strike.')).toEqual(['resolution']);
    expect(turns('The meeting ended at noon.')).toEqual([]);
  });

  it('keeps the latest value of each count and its source, what an earlier reader knew, and who disagrees', () => {
    const docs = STRIKE_SOURCES.flat().map((s) => ({ ...s, eventId: STRIKE_ID, at: s.publishedAt!, text: s.text }));
    const figures = docs.flatMap((d) => factsOfSource(d).figures);
    const known = new Set(docs.slice(0, 2).map((d) => d.sourceId));
    const [vessels] = trackFigures(figures, (f) => known.has(f.sourceId));
    expect(vessels).toMatchObject({ latest: { value: 12, publication: 'Harbor Ledger' }, before: { value: 30 } });
    const disputed = trackFigures([
      { ...figures[0]!, value: 48, text: '48', publication: 'Coastal Wire' },
      { ...figures[0]!, value: 52, text: '52', publication: 'Harbor Ledger', at: '2026-11-20T09:00:00.000Z' },
    ]);
    expect(disputed[0]!.disagreeing.map((f) => f.publication)).toEqual(['Coastal Wire']);
  });
});

describe('a first report', () => {
  it('states its latest figures in the sentences that give them, not as a number and the words after it', () => {
    const { report } = composeDeterministic(strikeInput(0));
    expect(report.situation.what_changed).toContain(
      'Latest figure: The port authority counted 30 vessels waiting to berth (Coastal Wire).',
    );
  });
});

describe('synthesis', () => {
  it('draws an event summary from all its sources, newest figures first, near-repeats dropped, each attributed', () => {
    const [d] = dossiersOf([strikeEvent(1)], { generatedAt: '2026-11-20T10:00:00Z', sourceCounts: { [STRIKE_ID]: 2 } });
    const picked = synthesize(d!, 3);
    expect(picked.length).toBeGreaterThan(1);
    expect(new Set(picked.map((p) => p.publication)).size).toBe(2);
    expect(picked.some((p) => /48 vessels/.test(p.text))).toBe(true);
    // Two sentences with the same count from two outlets: only one of them.
    expect(picked.filter((p) => /48 vessels/.test(p.text))).toHaveLength(1);
  });
});

describe('the composer over a storyline fed stage by stage', () => {
  const stages = [0, 1, 2].map((s) => composeDeterministic(strikeInput(s)).report);

  it('states what changed in the world: a rising count and a new place, then a deal and a falling count', () => {
    expect(stages[0]!.trend).toBeNull();
    expect(stages[1]!.trend).toBe('escalating');
    expect(stages[1]!.situation.what_changed).toMatch(/rose from 30 to 48/);
    expect(stages[1]!.situation.what_changed).toMatch(/First report from Saltmere/);
    // A resolution is de-escalating even though it brings another article.
    expect(stages[2]!.trend).toBe('de-escalating');
    expect(stages[2]!.situation.what_changed).toMatch(/fell from 48 to 12/);
    expect(stages[2]!.situation.what_changed).toMatch(/signed a deal/);
    expect(stages[2]!.situation.headline).toMatch(/^Easing: /);
  });

  it('watches what the sources announce, until a resolution overtakes it', () => {
    expect(stages[0]!.nextLikelyDevelopments[0]).toMatch(/scheduled for Tuesday \(Coastal Wire\)/);
    expect(stages[2]!.nextLikelyDevelopments.join(' ')).not.toMatch(/scheduled for Tuesday/);
  });

  it('writes lenses from the agent’s stakes and this window’s facts, so two agents never read alike', () => {
    const harbor = stages[1]!.decisionAdvantage.business_operations;
    expect(harbor.bottom_line).toMatch(/^Vessels waiting: .*rose from 30 to 48/);
    expect(harbor.recommended_posture).toMatch(/vessels waiting/);
    const other = composeDeterministic(
      strikeInput(1, {
        agent: {
          slug: 'atlas',
          name: 'Atlas',
          domain: 'energy markets',
          stakes: stakesOf({ keywords: ['cargo', 'shipping lines', 'freight'], entities: [] }),
        },
      }),
    ).report.decisionAdvantage.business_operations;
    const strip = (s: string) => s.replace(/\[evt_\w+\]|\d+|\b\p{Lu}\p{L}*/gu, '');
    expect(strip(other.bottom_line)).not.toBe(strip(harbor.bottom_line));
    expect(strip(other.recommended_posture)).not.toBe(strip(harbor.recommended_posture));
  });

  it('holds every number and name of its prose in a cited source, or as its own count', () => {
    for (const [i, report] of stages.entries()) {
      const docs = STRIKE_SOURCES.slice(0, i + 1).flat();
      const own = [
        report.agentCodename,
        'maritime shipping and supply chains',
        'Harbor Ledger',
        'Coastal Wire',
        ...Object.values(HARBOR_STAKES).flat(),
      ];
      const g = new Grounding(
        docs.map((s) => ({ title: s.title, text: s.text })),
        { words: own, numbers: [1, 2, 3, 4, 5, 6, 24, 72] },
      );
      const text = prose(report).replace(/\[evt_\w+\]/g, '');
      // Template words at the start of a sentence are the report's own; everything else comes from the sources.
      const missing = g
        .missing(text)
        .filter((w) => !TEMPLATE_WORDS.includes(w) && !/^(?:Vessels|Strike|Shipping|Port|This)$/.test(w));
      expect(missing, `stage ${i}`).toEqual([]);
    }
  });

  it('checks each claim before use: an invented number or name fails, the report’s own count passes', () => {
    const input = strikeInput(1);
    const g = new ReportGrounding(dossiersOf(input.events, input.prior), [], ['Harbor']);
    expect(g.missing(claim('Vessels waiting rose from 30 to 48 (Coastal Wire).', [STRIKE_ID]))).toEqual([]);
    expect(g.missing(claim('Vessels waiting rose to 75 off Bristol (Coastal Wire).', [STRIKE_ID]))).toEqual([
      '75',
      'Bristol',
    ]);
    expect(g.missing(claim('Harbor counts 7 sources.', [], [7]))).toEqual([]);
  });
});

describe('one notion of the window', () => {
  it('compares every trigger with the prior on the same terms: a since-last report after a manual one is steady, and the next manual one calls nothing new', () => {
    const manual = composeDeterministic(strikeInput(1, { prior: null })).report;
    const evidence1 = { [STRIKE_ID]: 4 };
    // 37 s later, a since-last window holds no event: not "quiet", not de-escalating.
    const scheduled = composeDeterministic(
      strikeInput(1, {
        events: [],
        window: { windowType: 'since_last', start: manual.generatedAt, end: manual.generatedAt },
        prior: { generatedAt: manual.generatedAt, sourceCounts: evidence1 },
      }),
    ).report;
    expect(scheduled.trend).toBe('stable');
    expect(scheduled.situation.headline).not.toMatch(/Quiet/);
    // The scheduled report carries the manual report's evidence forward, so the next manual report
    // compares with what the reader was told.
    const carried = carriedEvidence([], evidence1);
    const next = composeDeterministic(
      strikeInput(1, { prior: { generatedAt: scheduled.generatedAt, sourceCounts: carried } }),
    ).report;
    expect(next.trend).toBe('stable');
    expect(next.situation.what_changed).not.toMatch(/^New/);
    expect(next.changeScore).toBe(0);
  });

  it('does not deny the changes that triggered a signal report when the prior report already held them', () => {
    const { report } = composeDeterministic(
      strikeInput(1, {
        prior: { generatedAt: '2026-11-21T16:00:00Z', sourceCounts: { [STRIKE_ID]: 4 } },
        trigger: {
          type: 'signal',
          reason: '4 event changes reached significance 4.',
          signalIds: ['sig_1', 'sig_2', 'sig_3', 'sig_4'],
        },
      }),
    );
    expect(report.trend).toBe('stable');
    // It says what the changes behind the signal were, without claiming that nothing changed.
    expect(report.situation.what_changed).not.toMatch(/nothing has changed/i);
    expect(report.situation.what_changed).toMatch(/already held the 4 event changes behind this report/);
    expect(report.situation.what_changed).toMatch(/rose from 30 to 48/);
  });

  it('starts each window where its type says', () => {
    const asOf = new Date('2026-11-22T12:00:00Z');
    const prior = new Date('2026-11-22T11:59:23Z');
    expect(windowStart('rolling_24h', asOf, prior).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(windowStart('since_last', asOf, prior)).toEqual(prior);
    expect(windowStart('since_last', asOf, null).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(windowStart('rolling_7d', asOf, prior).toISOString()).toBe('2026-11-15T12:00:00.000Z');
  });
});

describe('storylines', () => {
  it('links events of one situation across windows by shared places and actors, and keeps others apart', () => {
    const ev = (id: string, at: string, places: string[], actors: string[] = [], eventType = 'security') => ({
      eventId: id,
      title: id,
      eventType,
      at,
      places,
      actors,
    });
    const lines = storylinesOf([
      ev('a', '2026-11-18T10:00:00Z', ['Strait of Varn'], ['Red Banner Militia']),
      ev('b', '2026-11-20T10:00:00Z', ['Strait of Varn', 'Kessa'], ['Red Banner Militia']),
      ev('c', '2026-11-20T11:00:00Z', ['Kessa'], [], 'health'),
      ev('d', '2026-11-01T10:00:00Z', ['Strait of Varn']),
    ]);
    expect(lines.find((l) => l.eventIds.includes('b'))!.eventIds).toEqual(['a', 'b']);
    expect(lines.find((l) => l.eventIds.includes('c'))!.eventIds).toEqual(['c']);
    expect(lines.find((l) => l.eventIds.includes('d'))!.eventIds).toEqual(['d']);
  });
  it('cites an earlier development it names, and lists it with the report’s events, so its numbers ground', () => {
    const EARLIER = `evt_${'6'.repeat(24)}`;
    const { report, citations } = composeDeterministic(
      strikeInput(0, {
        earlier: [
          {
            eventId: EARLIER,
            title: 'Caldera dockers vote 87 percent for a walkout',
            eventType: 'trade',
            at: '2026-11-18T09:00:00Z',
            places: ['Port Caldera'],
            actors: ['Caldera Dockers Union'],
          },
        ],
      }),
    );
    expect(prose(report)).toMatch(/after Caldera dockers vote 87 percent for a walkout/);
    const inline = new Set([...prose(report).matchAll(/\[(evt_\w+)\]/g)].map((m) => m[1]));
    expect(inline).toContain(EARLIER);
    for (const id of [...inline, ...citations.flatMap((c) => c.eventIds)]) expect(report.sourceEventIds).toContain(id);
    // The window's own events come first.
    expect(report.sourceEventIds[0]).toBe(STRIKE_ID);
  });
});

describe('facts as a projection', () => {
  it('are written by the dedup worker with each source it writes, so replay rebuilds them, and reports read them as stored', () => {
    const matcher = new AgentMatcher(DEMO_AGENTS.map((a) => ({ id: a.name, slug: a.name, profile: a.profile })));
    const s = STRIKE_SOURCES[1]![0]!;
    const decision = new DedupEngine(matcher).decide(
      articleFeatures(
        ArticleV1.parse({
          version: 1,
          url: s.sourceId,
          title: s.title,
          body: s.text,
          publication: s.publication,
          publishedAt: s.publishedAt,
        }),
        Date.parse(s.ingestedAt),
      ),
      null,
    );
    const w = prepareWrite({
      decisions: [decision],
      topic: 't',
      partition: 0,
      nextOffset: 1,
      lastTimestamp: 0,
      changesTopic: 'c',
    });
    const [row] = JSON.parse(w.sources) as { facts: SourceFacts }[];
    expect(row!.facts.figures).toMatchObject([{ value: 48, label: 'vessels', place: 'Port Caldera' }]);
    expect(row!.facts.names.map((n) => n.name)).toContain('Saltmere');
    // The composer reads stored facts instead of the text when every source has them.
    const event = strikeEvent(0);
    const stored = event.sources!.map(() => ({ figures: [], names: [], turns: [] }));
    const [d] = dossiersOf([{ ...event, facts: stored }], null);
    expect(d!.figures).toEqual([]);
  });
});
