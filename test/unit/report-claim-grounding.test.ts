// Grounding claim by claim: each statement of a report states only the numbers and names of the
// sources of the events THAT statement cites (or the report's own counts and words).
import { describe, expect, it } from 'vitest';
import { CitedGrounding } from '../../services/evidence/grounding.ts';
import { changesSince } from '../../services/reports/changes.ts';
import type { Report } from '../../schemas/api/report.ts';
import { claim, claimsIn } from '../../services/reports/claims.ts';
import { composeDeterministic, type ComposeInput } from '../../services/reports/composer.ts';
import { carriedAcrossStorylines, dossiersOf } from '../../services/reports/dossier.ts';
import { ownWordsOf, ReportGrounding } from '../../services/reports/grounding.ts';
import { lensesOf, type Stakes } from '../../services/reports/lenses.ts';
import { composerEvent } from '../helpers/report-sources.ts';

describe('the statements of a field, as a reader sees them', () => {
  it('splits a field at its citation markers, each text citing the events after it, the rest citing none', () => {
    expect(
      claimsIn('Ferries resumed at Holmby (Tern Post). [evt_a] Pickets left the gate. [evt_b][evt_c] No date is set.'),
    ).toEqual([
      { text: 'Ferries resumed at Holmby (Tern Post).', eventIds: ['evt_a'], own: [] },
      { text: 'Pickets left the gate.', eventIds: ['evt_b', 'evt_c'], own: [] },
      { text: 'No date is set.', eventIds: [], own: [] },
    ]);
  });
});

describe('grounding by citation', () => {
  const g = new CitedGrounding(
    new Map([
      ['evt_a', [{ text: 'At Holmby 14 ferries were held by the pickets.' }]],
      ['evt_b', [{ text: 'In Sarnow the dockers voted 212 to 40 to strike.' }]],
    ]),
    { words: ['Harbor'] },
  );
  it('checks a statement against the events it cites only: another event’s figure or place is missing', () => {
    expect(g.missing('At Holmby 14 ferries were held.', ['evt_a'])).toEqual([]);
    expect(g.missing('At Holmby 212 ferries were held, as in Sarnow.', ['evt_a'])).toEqual(['212', 'Sarnow']);
    expect(g.missing('At Holmby 212 ferries were held, as in Sarnow.', ['evt_a', 'evt_b'])).toEqual([]);
  });
  it('lets a statement citing nothing state only the own words', () => {
    expect(g.missing('Harbor sees 14 ferries held at Holmby.', [])).toEqual(['14', 'Holmby']);
  });
});

// --- the composer's claims, each grounded in what it cites ---------------------------------------

const T0 = '2026-05-11T07:00:00.000Z';
const T1 = '2026-05-12T07:00:00.000Z';
const NOW = new Date('2026-05-12T12:00:00.000Z');
const quarry = composerEvent('evt_quarry', [
  {
    title: 'Dam seepage forces Quarnby homes empty',
    text: 'Engineers found seepage below the Quarnby dam. The number of residents evacuated rose to 120.',
    pub: 'Moorside Echo',
    at: T0,
  },
]);
const wendle = composerEvent('evt_wendle', [
  {
    title: 'Second dam alert reaches Wendle',
    text: 'Sirens sounded in Wendle on Tuesday. The number of residents evacuated reached 1,450, the county said.',
    pub: 'Valley Courier',
    at: T1,
  },
]);
const stakes = (over: Partial<Stakes> = {}): Stakes => ({
  personal: ['residents evacuated'],
  research: ['seepage'],
  business_operations: ['roads'],
  trading_investments: ['insurers'],
  ...over,
});

describe('a lens quoting a move across the events of one storyline', () => {
  it('cites the event the earlier value came from as well as the one stating the new value', () => {
    const dossiers = carriedAcrossStorylines(
      dossiersOf([quarry, wendle], { generatedAt: T0, sourceCounts: { evt_quarry: 1 } }),
      () => 'dam-alerts',
    );
    const changes = changesSince(dossiers);
    const lens = lensesOf(stakes(), dossiers, changes).personal;
    expect(lens.bottom_line.text).toMatch(/from 120 to 1,450/);
    const g = new ReportGrounding(dossiers, [], []);
    for (const c of [lens.bottom_line, lens.recommended_posture]) {
      expect(c.eventIds.sort(), c.text).toEqual(['evt_quarry', 'evt_wendle']);
      expect(g.missing(c), c.text).toEqual([]);
    }
  });
});

describe('the composer’s grounding check, claim by claim', () => {
  const dossiers = dossiersOf([quarry, wendle], null);
  const g = new ReportGrounding(dossiers, [], ['Harbor']);
  it('leaves out a claim that cites one event but quotes another’s figure or place', () => {
    expect(g.missing(claim('Residents evacuated rose to 120 (Moorside Echo).', ['evt_quarry']))).toEqual([]);
    expect(g.missing(claim('Residents evacuated reached 1,450 at Quarnby (Moorside Echo).', ['evt_quarry']))).toEqual([
      '1450',
    ]);
    expect(g.missing(claim('Sirens sounded in Wendle.', []))).toEqual(['Sirens', 'Wendle']);
  });
});

const input = (over: Partial<ComposeInput> = {}): ComposeInput => ({
  reportId: `rpt_${'c'.repeat(24)}`,
  agent: { slug: 'levee', name: 'Levee', domain: 'flood response', stakes: stakes() },
  window: { windowType: 'rolling_24h', start: '2026-05-11T12:00:00.000Z', end: NOW.toISOString() },
  events: [wendle],
  prior: null,
  trigger: { type: 'manual', reason: 'Requested by an operator.', signalIds: [] },
  now: NOW,
  ...over,
});
/** Every statement of a report as a reader sees it (a text up to its citation markers). */
const statements = (r: Report) =>
  [
    r.summary,
    ...Object.values(r.situation),
    ...Object.values(r.decisionAdvantage).flatMap((b) => [b.bottom_line, b.recommended_posture, b.time_horizon]),
    ...r.nextLikelyDevelopments,
  ].flatMap(claimsIn);

describe('the agent’s own words in a report', () => {
  it('states a name of the agent’s domain only where a cited source says it', () => {
    const agent = { slug: 'levee', name: 'Levee', domain: 'flood response in the Western Fens', stakes: stakes() };
    const { report } = composeDeterministic(input({ agent }));
    expect(report.summary).toMatch(/^Second dam alert reaches Wendle: the most reported/);
    for (const c of statements(report)) expect(c.text).not.toMatch(/Western|Fens/);
    const quiet = composeDeterministic(input({ agent, events: [] })).report;
    for (const c of statements(quiet)) expect(c.text).not.toMatch(/Western|Fens/);
  });

  it('states a name of the agent’s stakes only where a cited source says it', () => {
    const agent = {
      slug: 'levee',
      name: 'Levee',
      domain: 'flood response',
      stakes: stakes({ trading_investments: ['Hollin Water shares'] }),
    };
    const { report } = composeDeterministic(input({ agent }));
    const lens = report.decisionAdvantage.trading_investments;
    for (const text of [lens.bottom_line, lens.recommended_posture, lens.time_horizon])
      expect(text).not.toMatch(/Hollin/);
    // The stakes' common words are the agent's own: a lens still says what it watches.
    expect(report.decisionAdvantage.business_operations.bottom_line).toMatch(/^Roads: untouched/);
  });

  it('grounds every statement of a quiet report in its own words', () => {
    const { report } = composeDeterministic(input({ events: [] }));
    const g = new ReportGrounding([], [], ownWordsOf('Levee', ['flood response']));
    for (const c of statements(report)) expect(g.missing(c), c.text).toEqual([]);
  });
});
