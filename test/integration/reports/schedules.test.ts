// Scheduled reports through a real Temporal Schedule (triggered now rather than waited for).
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import { scheduleIdFor, syncSchedules } from '../../../services/reports/schedules.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let env: TestWorkflowEnvironment;
let db: TestDatabase;
let agentId: string;
let worker: Worker;
let running: Promise<void>;
const taskQueue = testTaskQueue('schedules');

beforeAll(async () => {
  env = await connectTemporal();
  db = await createTestDatabase();
  agentId = (await upsertAgents(db.pool, DEMO_AGENTS)).get('circuit')!;
  ({ worker } = await createReportWorker(env, db.pool, taskQueue));
  running = worker.run();
}, 60_000);

afterAll(async () => {
  await env.client.schedule
    .getHandle(scheduleIdFor(agentId))
    .delete()
    .catch(() => undefined);
  worker?.shutdown();
  await running;
  await db?.drop();
  await env?.teardown();
});

describe('scheduled reports (real Temporal)', () => {
  it('creates one schedule per agent from its interval, and a run writes a report with trigger scheduled', async () => {
    expect(await syncSchedules(env.client, taskQueue, [{ id: agentId, slug: 'circuit', intervalMinutes: 480 }])).toBe(
      1,
    );
    const handle = env.client.schedule.getHandle(scheduleIdFor(agentId));
    const described = await handle.describe();
    expect(described.spec.intervals?.[0]?.every).toBe(480 * 60_000);
    await handle.trigger();
    for (let i = 0; i < 100; i++) {
      const { rows } = await db.pool.query<{
        workflow_id: string;
        body: { triggerType: string; coverageWindow: { windowType: string } };
      }>("SELECT workflow_id, body FROM reports WHERE agent_id = $1 AND trigger_type = 'scheduled'", [agentId]);
      if (rows.length) {
        expect(rows).toHaveLength(1);
        expect(rows[0]!.workflow_id).toMatch(/^report-circuit-scheduled-/);
        expect(rows[0]!.body).toMatchObject({ triggerType: 'scheduled', coverageWindow: { windowType: 'since_last' } });
        // Syncing again updates in place: no second schedule.
        expect(
          await syncSchedules(env.client, taskQueue, [{ id: agentId, slug: 'circuit', intervalMinutes: 240 }]),
        ).toBe(0);
        expect((await handle.describe()).spec.intervals?.[0]?.every).toBe(240 * 60_000);
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('no scheduled report was written');
  }, 60_000);
});
