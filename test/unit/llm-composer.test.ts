// The LLM composer against a local stand-in for an OpenAI-compatible endpoint (no model runs here).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../schemas/api/report.ts';
import { DeterministicComposer, type ComposeInput } from '../../services/reports/composer.ts';
import { LlmComposer } from '../../services/reports/llm-composer.ts';

const EVT = `evt_${'b'.repeat(24)}`;
const input: ComposeInput = {
  reportId: `rpt_${'c'.repeat(24)}`,
  agent: { slug: 'tectonic', name: 'Tectonic', domain: 'natural disasters' },
  window: { windowType: 'rolling_24h', start: null, end: null },
  prior: null,
  now: new Date('2026-11-22T12:00:00Z'),
  trigger: { type: 'manual', reason: 'test', signalIds: [] },
  events: [
    {
      eventId: EVT,
      eventType: 'disaster',
      sourceCount: 3,
      publicationCount: 3,
      lastUpdatedAt: '2026-11-22T10:00:00Z',
      title: 'Quake hits Luzon',
      summary: 'A strong quake hit Luzon.',
      status: 'developing',
      occurredAt: '2026-11-22T09:00:00Z',
      locations: [{ name: 'Luzon', country: 'PH' }],
      entities: [],
    },
  ],
};
const block = (t: string) => ({
  bottom_line: `${t} [${EVT}]`,
  recommended_posture: 'Keep watching.',
  time_horizon: 'the coming days',
});
const good = {
  title: 'Tectonic: Luzon quake',
  summary: `A strong quake hit Luzon [${EVT}].`,
  analysis: `## Key\n- Quake [${EVT}]`,
  situation: {
    headline: 'Quake in Luzon',
    what_happened: `A quake hit Luzon [${EVT}].`,
    what_changed: 'First report.',
    why_it_matters: `A strong quake in Luzon puts lives at risk [${EVT}].`,
  },
  decisionAdvantage: {
    personal: block('p'),
    research: block('r'),
    business_operations: block('b'),
    trading_investments: block('t'),
  },
  nextLikelyDevelopments: [`More reports on the quake in Luzon [${EVT}]`],
};

let server: Server;
let base: string;
let answer: (res: ServerResponse) => void;
beforeAll(async () => {
  server = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const reply = (content: unknown) => (res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
    }),
  );
const composer = () =>
  new LlmComposer({ baseUrl: base, model: 'stand-in', timeoutMs: 1_000, fallback: new DeterministicComposer() });

describe('LLM composer (local stand-in endpoint)', () => {
  it('uses valid JSON prose that cites only window events, keeping ids, scores and confidence its own', async () => {
    answer = reply(good);
    const { report, citations } = await composer().compose(input);
    expect(Report.parse(report)).toMatchObject({
      title: 'Tectonic: Luzon quake',
      reportId: input.reportId,
      changeScore: 1,
      sourceEventIds: [EVT],
    });
    expect(citations.every((c) => c.eventIds.every((id) => id === EVT))).toBe(true);
  });

  it.each([
    ['an invented number', () => reply({ ...good, summary: `A strong quake hit Luzon, killing 412 people [${EVT}].` })],
    [
      'an invented name',
      () => reply({ ...good, situation: { ...good.situation, why_it_matters: 'Manila airport shut.' } }),
    ],
    [
      'a statement naming a place with no citation',
      () => reply({ ...good, situation: { ...good.situation, why_it_matters: 'A strong quake in Luzon.' } }),
    ],
    ['a citation outside the window', () => reply({ ...good, summary: `Something else [evt_${'d'.repeat(24)}].` })],
    ['a summary without citations', () => reply({ ...good, summary: 'A quake hit.' })],
    ['JSON missing fields', () => reply({ title: 'x' })],
    ['not JSON', () => reply('I cannot do that')],
    ['an HTTP error', () => (res: ServerResponse) => res.writeHead(500).end()],
    ['a timeout', () => () => undefined],
  ])('falls back to the deterministic composer on %s', async (_name, make) => {
    answer = make();
    const { report } = await composer().compose(input);
    expect(report).toEqual((await new DeterministicComposer().compose(input)).report);
  });
});
