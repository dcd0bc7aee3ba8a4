// The report diff operation through the real gateway and database: defaults, chosen reports, errors, price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEvent, writeReport } from '../../../services/ops/projection-writer.ts';
import { PRICE_SHEET } from '../../../services/gateway/pricing.ts';
import { testReport } from '../../fixtures/reports.ts';
import { get, startTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OpenApiChecker } from '../../helpers/openapi.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const TEMPLATE = '/api/v1/agents/{ref}/reports/diff';

describe('report diff (real Postgres, both reports hand-built)', () => {
  let gw: TestGateway;
  let key: string;
  let openapi: OpenApiChecker;
  const ids: string[] = [];
  const reports: ReturnType<typeof testReport>[] = [];

  const call = async (url: string) => {
    const res = await get(gw.app, url, key);
    openapi.check(res, 'GET', TEMPLATE);
    return res;
  };

  beforeAll(async () => {
    gw = await startTestGateway({}, { clock: () => NOW });
    openapi = await OpenApiChecker.load(gw.app);
    ({ apiKey: key } = await gw.register());
    const sentinel = gw.agentIds.get('sentinel')!;
    for (const i of [0, 1, 2, 3]) {
      ids.push(
        await writeEvent(gw.db.pool, {
          title: `Event ${i}`,
          summary: `Summary ${i}`,
          eventType: 'conflict',
          occurredAt: hoursAgo(20),
          firstSeenAt: hoursAgo(20),
          lastUpdatedAt: hoursAgo(1),
          sources: [
            {
              url: `https://news.example/diff/${i}`,
              publication: 'Daily A',
              title: `A ${i}`,
              publishedAt: hoursAgo(20),
              ingestedAt: hoursAgo(20),
            },
          ],
          primaryAgentId: sentinel,
        }),
      );
    }
    // Three reports: 1 cites events 0 and 1; 2 grows 0, drops 1, adds 2; 3 adds 3 and changes its headline.
    const evidence = [
      { [ids[0]!]: 1, [ids[1]!]: 2 },
      { [ids[0]!]: 3, [ids[2]!]: 1 },
      { [ids[0]!]: 3, [ids[2]!]: 1, [ids[3]!]: 2 },
    ];
    for (const n of [1, 2, 3]) {
      const r = testReport({
        agentSlug: 'sentinel',
        codename: 'Sentinel',
        n,
        generatedAt: hoursAgo(10 - n),
        eventIds: Object.keys(evidence[n - 1]!),
      });
      if (n === 3) r.trend = 'escalating';
      reports.push(r);
      await writeReport(gw.db.pool, sentinel, `wf-diff-${n}`, r, evidence[n - 1]);
    }
  });
  afterAll(() => gw?.close());

  it('by default compares the latest report with the one before it, and is priced like list reports', async () => {
    const res = await call('/api/v1/agents/sentinel/reports/diff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-credits-charged']).toBe(String(PRICE_SHEET.listReports));
    const d = res.json();
    expect(d.agent.slug).toBe('sentinel');
    expect([d.from.reportId, d.to.reportId]).toEqual([reports[1]!.reportId, reports[2]!.reportId]);
    expect(d.events).toEqual({ new: [{ eventId: ids[3], title: 'Event 3', sourceCount: 2 }], grown: [], gone: [] });
    expect(d.trend).toEqual({ before: 'stable', after: 'escalating', changed: true });
    expect(d.fields).toEqual([
      { field: 'situation.headline', before: 'Headline 2', after: 'Headline 3' },
      ...['personal', 'research', 'business_operations', 'trading_investments'].map((lens) => ({
        field: `decisionAdvantage.${lens}.bottom_line`,
        before: expect.stringMatching(/bottom line 2$/) as unknown,
        after: expect.stringMatching(/bottom line 3$/) as unknown,
      })),
    ]);
  });

  it('compares the reports chosen with from and to', async () => {
    const [r1, r2] = reports;
    const d = (await call(`/api/v1/agents/017/reports/diff?from=${r1!.reportId}&to=${r2!.reportId}`)).json();
    expect(d.events).toEqual({
      new: [{ eventId: ids[2], title: 'Event 2', sourceCount: 1 }],
      grown: [{ eventId: ids[0], title: 'Event 0', sourceCountBefore: 1, sourceCountAfter: 3 }],
      gone: [{ eventId: ids[1], title: 'Event 1', sourceCount: 2 }],
    });
    // Only `to`: against the report before it. The first report: against nothing.
    expect((await call(`/api/v1/agents/sentinel/reports/diff?to=${r2!.reportId}`)).json().from.reportId).toBe(
      r1!.reportId,
    );
    const first = (await call(`/api/v1/agents/sentinel/reports/diff?to=${r1!.reportId}`)).json();
    expect(first.from).toBeNull();
    expect(first.events.new.map((e: { eventId: string }) => e.eventId).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('refuses a malformed report id before billing, and answers 404 (uncharged) for an unknown or foreign one', async () => {
    const { apiKey, accountId } = await gw.register();
    const bad = await get(gw.app, '/api/v1/agents/sentinel/reports/diff?from=rpt_nope', apiKey);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid request' });
    const unknown = `rpt_${'0'.repeat(24)}`;
    const missing = await get(gw.app, `/api/v1/agents/sentinel/reports/diff?to=${unknown}`, apiKey);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'report not found', reportId: unknown });
    // Sentinel's report asked for under another agent is not found there.
    const foreign = await get(gw.app, `/api/v1/agents/atlas/reports/diff?from=${reports[0]!.reportId}`, apiKey);
    expect(foreign.statusCode).toBe(404);
    const none = await call('/api/v1/agents/atlas/reports/diff');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'report not found', ref: 'atlas' });
    await expect.poll(() => gw.app.accounts.balance(accountId)).toBe(gw.config.SIGNUP_CREDITS);
  });
});
