// generateReport on the real Temporal dev server, with real Postgres behind the activities.
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Report } from '../../../schemas/api/report.ts';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents, writeEvent } from '../../../services/ops/projection-writer.ts';
import type { generateReport, GenerateReportInput } from '../../../workflows/report.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let env: TestWorkflowEnvironment;
let db: TestDatabase;
let agents: Map<string, string>;
beforeAll(async () => {
  env = await connectTemporal();
  db = await createTestDatabase();
  agents = await upsertAgents(db.pool, DEMO_AGENTS);
});
afterAll(async () => {
  await env?.teardown();
  await db?.drop();
});

async function addEvent(title: string, eventType: string, sources: number, minutesAgo: number): Promise<string> {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return writeEvent(db.pool, {
    title,
    summary: `${title}. Reported by ${sources} outlets.`,
    eventType,
    occurredAt: at,
    firstSeenAt: at,
    lastUpdatedAt: at,
    locations: [{ name: 'Kharkiv', country: 'UA' }],
    sources: Array.from({ length: sources }, (_, i) => ({
      url: `https://src${i}.test.invalid/${encodeURIComponent(title)}`,
      publication: `Outlet ${i}`,
      title,
      publishedAt: at,
      ingestedAt: at,
    })),
    primaryAgentId: agents.get('sentinel')!,
  });
}

describe('generateReport (real Temporal)', () => {
  it('writes a first report (trend null, change 1), then the same window as stable (change 0), then escalation', async () => {
    const taskQueue = testTaskQueue('reports');
    const { worker, activities } = await createReportWorker(env, db.pool, taskQueue);
    const input: GenerateReportInput = {
      agentId: agents.get('sentinel')!,
      triggerType: 'manual',
      reason: 'Requested by a test.',
      signalIds: [],
      windowType: 'rolling_24h',
    };
    const run = (id: string) =>
      env.client.workflow.execute<typeof generateReport>('generateReport', {
        taskQueue,
        workflowId: `${taskQueue}-${id}`,
        args: [input],
      });
    const body = async (reportId: string) =>
      Report.parse(
        (await db.pool.query<{ body: unknown }>('SELECT body FROM reports WHERE id = $1', [reportId])).rows[0]!.body,
      );

    await addEvent('Strikes on Kharkiv grid', 'conflict', 3, 30);
    await addEvent('Grid repair crews deployed', 'energy', 2, 20);
    await worker.runUntil(async () => {
      const first = await run('1');
      expect(first.created).toBe(true);
      const r1 = await body(first.reportId);
      expect(r1).toMatchObject({ trend: null, changeScore: 1, triggerType: 'manual', agentSlug: 'sentinel' });
      expect(r1.sourceEventIds).toHaveLength(2);

      const second = await run('2');
      expect(await body(second.reportId)).toMatchObject({ trend: 'stable', changeScore: 0 });

      await addEvent('Missile barrage on Kharkiv suburbs', 'conflict', 4, 5);
      await addEvent('Drone attack on rail depot', 'conflict', 3, 4);
      const third = await body((await run('3')).reportId);
      expect(third.trend).toBe('escalating');
      expect(third.changeScore).toBeGreaterThan(0);
      expect(third.changeScore).toBeLessThan(1);

      // Persisting is idempotent on the report id: a retried activity writes nothing twice.
      const retried = await activities.persistReport({
        agentId: input.agentId,
        workflowId: `${taskQueue}-1`,
        report: r1,
        evidence: {},
      });
      expect(retried).toEqual({ reportId: first.reportId, created: false });
      const { rows } = await db.pool.query<{ reports: number; outbox: number }>(
        "SELECT (SELECT count(*) FROM reports)::int AS reports, (SELECT count(*) FROM outbox WHERE topic = 'test.reports')::int AS outbox",
      );
      expect(rows[0]).toEqual({ reports: 3, outbox: 3 });
    });
  }, 120_000);
});
