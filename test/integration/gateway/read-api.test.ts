import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEvent, writeReport } from '../../../services/ops/projection-writer.ts';
import { testReport } from '../../fixtures/reports.ts';
import { get, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('API-key surface: reads, refs, limits and errors (real Postgres)', () => {
  let gw: TestGateway;
  let key: string;
  let openapi: OpenApiChecker;
  let sentinelId: string;
  const eventIds: string[] = [];

  const call = async (url: string, template: string, apiKey: string | undefined = key) => {
    const res = await get(gw.app, url, apiKey);
    openapi.check(res, 'GET', template);
    return res;
  };

  beforeAll(async () => {
    gw = await startTestGateway({}, { clock: () => NOW });
    openapi = await OpenApiChecker.load(gw.app);
    ({ apiKey: key } = await gw.register());
    sentinelId = gw.agentIds.get('sentinel')!;
    // Three events for Sentinel updated at different times; the middle one is secondary for Sentinel.
    for (const [i, h] of [
      [0, 30],
      [1, 2],
      [2, 10],
    ] as const) {
      eventIds.push(
        await writeEvent(gw.db.pool, {
          title: `Event ${i}`,
          summary: `Summary ${i}`,
          eventType: 'conflict',
          occurredAt: hoursAgo(h + 1),
          firstSeenAt: hoursAgo(h + 1),
          lastUpdatedAt: hoursAgo(h),
          sources: [
            {
              url: `https://news.example/${i}/a`,
              publication: 'Daily A',
              title: `A ${i}`,
              publishedAt: hoursAgo(h + 1),
              ingestedAt: hoursAgo(h + 1),
            },
            ...(i > 0
              ? [
                  {
                    url: `https://wire.example/${i}/b`,
                    publication: 'Wire B',
                    title: `B ${i}`,
                    publishedAt: hoursAgo(h),
                    ingestedAt: hoursAgo(h),
                  },
                ]
              : []),
          ],
          primaryAgentId: i === 1 ? gw.agentIds.get('atlas')! : sentinelId,
          secondaryAgentIds: i === 1 ? [sentinelId] : [gw.agentIds.get('harbor')!],
        }),
      );
    }
    for (const n of [1, 2, 3, 4]) {
      await writeReport(
        gw.db.pool,
        sentinelId,
        `wf-sentinel-${n}`,
        testReport({
          agentSlug: 'sentinel',
          codename: 'Sentinel',
          n,
          generatedAt: hoursAgo(10 - n),
          eventIds: [eventIds[0]!],
        }),
      );
    }
  });
  afterAll(() => gw.close());

  describe('agent refs resolve in every documented form', () => {
    // '#017' travels as %23017: a raw '#' starts the URL's fragment and never reaches the server.
    it.each([['017'], ['17'], ['sentinel'], ['Sentinel'], ['SENTINEL'], ['%23017']])('ref %s', async (ref) => {
      const res = await call(`/api/v1/agents/${ref}/reports`, '/api/v1/agents/{ref}/reports');
      expect(res.statusCode).toBe(200);
      expect(res.json().agent.slug).toBe('sentinel');
    });

    it('ref by UUID, in any case', async () => {
      for (const ref of [sentinelId, sentinelId.toUpperCase()]) {
        const res = await call(`/api/v1/agents/${ref}/events`, '/api/v1/agents/{ref}/events');
        expect(res.json().agent.id).toBe(sentinelId);
      }
    });

    it('a well-formed ref with no agent is 404 agent not found, echoing the ref, and costs nothing', async () => {
      const before = await gw.app.accounts.balance(
        (await gw.db.pool.query('SELECT account_id FROM api_keys LIMIT 1')).rows[0].account_id,
      );
      for (const ref of ['nobody', '999', '00000000-0000-4000-8000-000000000000']) {
        const res = await call(`/api/v1/agents/${ref}/reports`, '/api/v1/agents/{ref}/reports');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'agent not found', ref });
      }
      const after = await gw.app.accounts.balance(
        (await gw.db.pool.query('SELECT account_id FROM api_keys LIMIT 1')).rows[0].account_id,
      );
      expect(after).toBe(before);
    });

    it('a malformed ref (blank, too long, control character) is 400 agent not found', async () => {
      for (const [raw, echoed] of [
        ['%20%20', '  '],
        ['x'.repeat(129), 'x'.repeat(129)],
        ['a%01b', 'a\u0001b'],
      ]) {
        const res = await call(`/api/v1/agents/${raw}/reports`, '/api/v1/agents/{ref}/reports');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'agent not found', ref: echoed });
      }
    });
  });

  describe('limits', () => {
    it.each([
      ['/api/v1/agents/017/reports', '/api/v1/agents/{ref}/reports', 1, 3],
      ['/api/v1/agents/017/events', '/api/v1/agents/{ref}/events', 1, 30],
      ['/api/v1/agents', '/api/v1/agents', 1, 500],
    ])(
      '%s (%s) rejects limits outside %i..%i and non-integers, echoing the bounds',
      async (url, template, min, max) => {
        for (const bad of [min - 1, max + 1, 'abc', '1.5']) {
          const res = await call(`${url}?limit=${bad}`, template);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ error: 'limit out of range', min, max });
        }
        for (const ok of [min, max]) expect((await call(`${url}?limit=${ok}`, template)).statusCode).toBe(200);
      },
    );

    it('reports default to 1 and come newest first', async () => {
      const one = await call('/api/v1/agents/017/reports', '/api/v1/agents/{ref}/reports');
      expect(one.json().count).toBe(1);
      expect(one.json().reports[0].title).toBe('Report 4 for Sentinel');
      const three = await call('/api/v1/agents/017/reports?limit=3', '/api/v1/agents/{ref}/reports');
      expect(three.json().reports.map((r: { title: string }) => r.title)).toEqual([
        'Report 4 for Sentinel',
        'Report 3 for Sentinel',
        'Report 2 for Sentinel',
      ]);
    });

    it('events come most recently updated first, include secondary links, and respect since', async () => {
      const res = await call('/api/v1/agents/sentinel/events', '/api/v1/agents/{ref}/events');
      const events = res.json().events as {
        eventId: string;
        primaryAgent: string;
        secondaryAgents: string[];
        sourceCount: number;
        sources: unknown[];
        status: string;
        confidence: string;
      }[];
      expect(events.map((e) => e.eventId)).toEqual([eventIds[1], eventIds[2], eventIds[0]]);
      expect(events[0]).toMatchObject({
        primaryAgent: 'atlas',
        secondaryAgents: ['sentinel'],
        sourceCount: 2,
        confidence: 'medium',
        status: 'developing',
      });
      expect(events[2]).toMatchObject({
        primaryAgent: 'sentinel',
        secondaryAgents: ['harbor'],
        sourceCount: 1,
        confidence: 'low',
        status: 'stable',
      });
      for (const e of events) expect(e.sources).toHaveLength(e.sourceCount);
      const since = await call(
        `/api/v1/agents/sentinel/events?since=${hoursAgo(5).toISOString()}`,
        '/api/v1/agents/{ref}/events',
      );
      expect(since.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([eventIds[1]]);
      expect((await call('/api/v1/agents/sentinel/events?limit=2', '/api/v1/agents/{ref}/events')).json().count).toBe(
        2,
      );
      const badSince = await call('/api/v1/agents/sentinel/events?since=yesterday', '/api/v1/agents/{ref}/events');
      expect(badSince.statusCode).toBe(400);
      expect(badSince.json().error).toBe('invalid request');
      expect(badSince.json().issues[0].path).toBe('querystring.since');
    });
  });

  describe('agents catalog', () => {
    it('lists every agent with the documented fields, filtered by search on name, domain, description', async () => {
      const all = (await call('/api/v1/agents', '/api/v1/agents')).json();
      expect(all.count).toBe(9);
      expect(all.agents[0]).toEqual(expect.objectContaining({ externalId: '001', name: 'Atlas', slug: 'atlas' }));
      const byDomain = (await call('/api/v1/agents?search=MONETARY', '/api/v1/agents')).json();
      expect(byDomain.agents.map((a: { slug: string }) => a.slug)).toEqual(['meridian']);
      const byDescription = (await call('/api/v1/agents?search=ransomware', '/api/v1/agents')).json();
      expect(byDescription.agents.map((a: { slug: string }) => a.slug)).toEqual(['aegis']);
      expect((await call('/api/v1/agents?limit=2', '/api/v1/agents')).json().count).toBe(2);
      const tooLong = await call(`/api/v1/agents?search=${'a'.repeat(201)}`, '/api/v1/agents');
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error).toBe('invalid request');
    });
  });

  describe('get event', () => {
    it('returns the full envelope of a known id', async () => {
      const res = await call(`/api/v1/events/${eventIds[1]}`, '/api/v1/events/{eventId}');
      expect(res.statusCode).toBe(200);
      const { event } = res.json();
      expect(event).toMatchObject({ eventId: eventIds[1], title: 'Event 1', eventType: 'conflict', sourceCount: 2 });
      expect(event.sources.map((s: { publication: string }) => s.publication)).toEqual(['Daily A', 'Wire B']);
    });

    it('rejects a malformed id with 400 and an unknown one with 404, echoing it', async () => {
      for (const id of ['evt_short', 'evt_ABCDEF0123456789AB', 'event_0123456789abcdef01', 'evt_0123456789abcdef-0']) {
        const res = await call(`/api/v1/events/${id}`, '/api/v1/events/{eventId}');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'invalid event id shape', eventId: id });
      }
      const res = await call('/api/v1/events/evt_0123456789abcdef01234567', '/api/v1/events/{eventId}');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'event not found', eventId: 'evt_0123456789abcdef01234567' });
    });
  });

  describe('cache invalidation through LISTEN/NOTIFY', () => {
    it('a report written after a cached read is served on the next read', async () => {
      const atlas = gw.agentIds.get('atlas')!;
      expect((await call('/api/v1/agents/atlas/reports', '/api/v1/agents/{ref}/reports')).json().count).toBe(0);
      await writeReport(
        gw.db.pool,
        atlas,
        'wf-atlas-1',
        testReport({ agentSlug: 'atlas', codename: 'Atlas', n: 1, generatedAt: NOW, eventIds: [] }),
      );
      await expect
        .poll(async () => (await call('/api/v1/agents/atlas/reports', '/api/v1/agents/{ref}/reports')).json().count, {
          timeout: 5_000,
        })
        .toBe(1);
    });

    it('a renamed agent resolves by its new name after the change', async () => {
      await gw.db.pool.query(`UPDATE agents SET name = 'Sentinel Prime' WHERE slug = 'sentinel'`);
      await expect
        .poll(
          async () =>
            (await call('/api/v1/agents/sentinel%20prime/reports', '/api/v1/agents/{ref}/reports')).statusCode,
          { timeout: 5_000 },
        )
        .toBe(200);
    });
  });

  it('validated every response above against the served OpenAPI document', () => {
    expect(openapi.checked).toBeGreaterThan(40);
  });
});
