import type { z } from 'zod';
import type { DeleteAgentResponse, ListAgentsResponse, OwnAgent } from '../../schemas/api/agent.ts';
import type { CanonicalEvent, GetEventResponse, ListEventsResponse } from '../../schemas/api/event.ts';
import type { AskResponse } from '../../schemas/api/ask.ts';
import type { ReportDiff } from '../../schemas/api/report-diff.ts';
import type { ListReportsResponse } from '../../schemas/api/report.ts';
import type { WebExtractResponse, WebSearchResponse } from '../../schemas/api/web.ts';
import type { OperationId } from './pricing.ts';

/**
 * One example call of each operation (its path parameters, query and body) and the answer it gets,
 * published in the Bazaar discovery extension of every 402 (HTTP and MCP; an MCP tool's arguments are
 * the three merged). The data is fictional; test/unit checks every example against the operation's
 * own schemas.
 */
export interface OperationExample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  output: unknown;
}

const agent = {
  id: '8f14e45f-ceea-4e7a-9c1d-2b5f0a6e3d11',
  externalId: '017',
  name: 'Sentinel',
  slug: 'sentinel',
  domain: 'armed conflict in Eastern Europe',
  description: 'Monitors front-line movements, strikes on infrastructure, mobilisation and ceasefire talks.',
};

const event = {
  eventId: 'evt_3f9a1c0d5b7e2a4c6d8e0f12',
  title: 'Strike damages substation near Kharkiv',
  summary: 'An overnight strike damaged a 330 kV substation; regional operators report rolling outages.',
  occurredAt: '2026-03-02T03:40:00Z',
  firstSeenAt: '2026-03-02T04:05:12Z',
  lastUpdatedAt: '2026-03-02T09:31:40Z',
  primaryAgent: 'sentinel',
  secondaryAgents: ['atlas'],
  eventType: 'conflict',
  status: 'developing',
  confidence: 'medium',
  tags: ['infrastructure', 'power grid'],
  sourceCount: 2,
  entities: [{ name: 'Ukrenergo', type: 'organization', role: 'target' }],
  locations: [{ name: 'Kharkiv', country: 'UA' }],
  sources: [
    {
      url: 'https://news.example.org/2026/03/02/kharkiv-substation',
      publication: 'Example News',
      publishedAt: '2026-03-02T04:01:00Z',
      title: 'Substation hit near Kharkiv',
    },
    {
      url: 'https://wire.example.com/europe/outages-kharkiv',
      publication: 'Example Wire',
      publishedAt: '2026-03-02T09:20:00Z',
      title: 'Rolling outages follow strike on Kharkiv grid',
    },
  ],
} satisfies z.output<typeof CanonicalEvent>;

const lens = {
  bottom_line: 'Expect further outages in the region this week.',
  recommended_posture: 'Monitor',
  time_horizon: 'days',
};

const report = {
  reportId: 'rpt_5d41402abc4b2a76b9719d91',
  agentSlug: 'sentinel',
  agentCodename: 'Sentinel',
  title: 'Sentinel: strikes on the Kharkiv grid',
  summary: 'A strike on a Kharkiv substation caused rolling outages [evt_3f9a1c0d5b7e2a4c6d8e0f12].',
  analysis: '## What happened\nA substation near Kharkiv was damaged overnight [evt_3f9a1c0d5b7e2a4c6d8e0f12].',
  trend: 'escalating',
  coverageWindow: { windowType: 'rolling_24h', start: '2026-03-01T10:00:00Z', end: '2026-03-02T10:00:00Z' },
  asOf: '2026-03-02T10:00:00Z',
  generatedAt: '2026-03-02T10:00:03Z',
  generationReason: 'Scheduled report every 120 minutes.',
  triggerType: 'scheduled',
  changeScore: 0.6,
  sourceEventIds: [event.eventId],
  inboundSignalIds: [],
  region: ['UA'],
  situation: {
    headline: 'Infrastructure strikes resume around Kharkiv',
    what_happened: 'A 330 kV substation was damaged [evt_3f9a1c0d5b7e2a4c6d8e0f12].',
    what_changed: 'First grid strike in the region this week.',
    why_it_matters: 'Outages affect industry and heating.',
  },
  decisionAdvantage: { personal: lens, research: lens, business_operations: lens, trading_investments: lens },
  nextLikelyDevelopments: ['Repairs within days; further strikes possible.'],
  confidence: { overall: 'medium', notes: ['Two publications.'] },
} satisfies z.output<typeof ListReportsResponse>['reports'][number];

const ownAgent = {
  id: '3b2f6c1e-8d4a-4f7e-9b1c-5a6d7e8f9012',
  externalId: null,
  name: 'Rotterdam port',
  slug: 'rotterdam_port',
  domain: 'client agent',
  description: 'Strikes and congestion at the port of Rotterdam',
  owner: 'you' as const,
  profile: { keywords: ['strikes', 'congestion', 'port'], entities: [], regions: ['NL'] },
  derived: ['keywords' as const, 'entities' as const, 'regions' as const],
  reportIntervalMinutes: 360,
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
};

export const OPERATION_EXAMPLES = {
  listAgents: {
    query: { search: 'conflict', limit: 10 },
    output: { count: 1, agents: [agent] } satisfies z.output<typeof ListAgentsResponse>,
  },
  listReports: {
    params: { ref: '017' },
    query: { limit: 1 },
    output: { agent, count: 1, reports: [report] } satisfies z.output<typeof ListReportsResponse>,
  },
  diffReports: {
    params: { ref: 'sentinel' },
    query: {},
    output: {
      agent,
      from: {
        reportId: 'rpt_0cc175b9c0f1b6a831c399e2',
        title: 'Sentinel: a quiet front',
        generatedAt: '2026-03-02T08:00:02Z',
        asOf: '2026-03-02T08:00:00Z',
      },
      to: { reportId: report.reportId, title: report.title, generatedAt: report.generatedAt, asOf: report.asOf },
      events: {
        new: [{ eventId: event.eventId, title: event.title, sourceCount: 2 }],
        grown: [],
        gone: [],
      },
      trend: { before: 'stable', after: 'escalating', changed: true },
      changeScore: { before: 0.2, after: 0.6, delta: 0.4 },
      fields: [
        {
          field: 'situation.headline',
          before: 'No change on the front',
          after: report.situation.headline,
        },
      ],
    } satisfies z.output<typeof ReportDiff>,
  },
  listEvents: {
    params: { ref: 'sentinel' },
    query: { limit: 5, since: '2026-03-01T00:00:00Z' },
    output: { agent, count: 1, events: [event] } satisfies z.output<typeof ListEventsResponse>,
  },
  getEvent: {
    params: { eventId: event.eventId },
    output: { event } satisfies z.output<typeof GetEventResponse>,
  },
  webSearch: {
    body: { search: 'Kharkiv substation outage' },
    output: {
      results: [
        {
          url: event.sources[1]!.url,
          title: event.sources[1]!.title,
          publish_date: '2026-03-02T09:20:00Z',
          excerpts: ['Rolling outages followed an overnight strike on a substation near Kharkiv.'],
        },
      ],
    } satisfies z.output<typeof WebSearchResponse>,
  },
  webExtract: {
    body: { url: event.sources[0]!.url, objective: 'which infrastructure was hit' },
    output: {
      url: event.sources[0]!.url,
      title: event.sources[0]!.title,
      publish_date: '2026-03-02T04:01:00Z',
      excerpts: ['The strike damaged a 330 kV substation serving the city.'],
      full_content: 'The strike damaged a 330 kV substation serving the city. Operators began rolling outages.',
    } satisfies z.output<typeof WebExtractResponse>,
  },
  ask: {
    body: { question: 'What did the strike near Kharkiv damage?', ref: 'sentinel' },
    output: {
      answer: 'The strike damaged a 330 kV substation serving the city.',
      basis: [
        {
          field: 'answer',
          reasoning:
            "The sentence that best answers the question: it holds 100% of the question's terms, from 1 publication.",
          citations: [
            {
              url: event.sources[0]!.url,
              title: event.sources[0]!.title,
              excerpts: ['The strike damaged a 330 kV substation serving the city.'],
              publishedAt: '2026-03-02T04:01:00.000Z',
            },
          ],
          confidence: 'low',
          eventIds: [event.eventId],
        },
      ],
      asOf: '2026-03-02T09:31:40.000Z',
    } satisfies z.output<typeof AskResponse>,
  },
  createAgent: {
    body: { name: 'Rotterdam port', description: 'Strikes and congestion at the port of Rotterdam' },
    output: ownAgent satisfies z.output<typeof OwnAgent>,
  },
  updateAgent: {
    params: { ref: 'rotterdam_port' },
    body: { keywords: ['port', 'strike', 'congestion', 'dockworkers'] },
    output: {
      ...ownAgent,
      profile: { ...ownAgent.profile, keywords: ['port', 'strike', 'congestion', 'dockworkers'] },
      derived: [],
    } satisfies z.output<typeof OwnAgent>,
  },
  deleteAgent: {
    params: { ref: 'rotterdam_port' },
    output: { id: ownAgent.id, deleted: true } satisfies z.output<typeof DeleteAgentResponse>,
  },
} satisfies Record<OperationId, OperationExample>;
