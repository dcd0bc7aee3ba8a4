// A report worker SIGKILLed in the middle of a report: after another worker picks the workflow up,
// exactly one report exists. Real Temporal, real Postgres, the first worker a real process.
import { spawn } from 'node:child_process';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DEMO_AGENTS } from '../../../services/ops/agents.ts';
import { upsertAgents } from '../../../services/ops/projection-writer.ts';
import type { generateReport } from '../../../workflows/report.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';
import { ROOT } from '../../helpers/services.ts';
import { connectTemporal, createReportWorker, testTaskQueue } from '../../helpers/temporal.ts';

let env: TestWorkflowEnvironment;
let db: TestDatabase;
beforeAll(async () => {
  env = await connectTemporal();
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
  await env?.teardown();
});

describe('a report worker killed mid-report', () => {
  it('leaves exactly one report once another worker finishes the workflow', async () => {
    const agentId = (await upsertAgents(db.pool, DEMO_AGENTS)).get('meridian')!;
    const taskQueue = testTaskQueue('killed');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/fixtures/slow-persist-worker.ts',
        db.url,
        inject('services').temporalAddress,
        taskQueue,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const persisted = new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => d.toString().includes('persisted') && resolve()),
    );
    const handle = await env.client.workflow.start<typeof generateReport>('generateReport', {
      taskQueue,
      workflowId: `${taskQueue}-report`,
      args: [{ agentId, triggerType: 'manual', reason: 'test', signalIds: [], windowType: 'rolling_24h' }],
    });
    await persisted;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const { worker } = await createReportWorker(env, db.pool, taskQueue);
    const result = await worker.runUntil(handle.result());
    expect(result.created).toBe(false); // the retry found the report the killed worker had written
    const { rows } = await db.pool.query<{ id: string }>('SELECT id FROM reports');
    expect(rows).toEqual([{ id: result.reportId }]);
  }, 90_000);
});
