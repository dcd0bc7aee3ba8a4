import { randomBytes } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { fileURLToPath } from 'node:url';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type pg from 'pg';
import { createReportActivities, type ReportActivities } from '../../services/reports/activities.ts';
import { DeterministicComposer } from '../../services/reports/composer.ts';
import { createClientAgentActivities } from '../../services/reports/client-agent-activities.ts';
import { inject } from 'vitest';

let runtimeInstalled = false;

/** Worker logs at WARN: the INFO state changes of every test worker drown the test output. */
function quietRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({ logger: new DefaultLogger('WARN') });
}

/** A task queue no other test polls, so workers of parallel tests never steal each other's tasks. */
export function testTaskQueue(prefix = 'test'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** Client and native connection to the run's real Temporal server; teardown() closes them. */
export function connectTemporal(): Promise<TestWorkflowEnvironment> {
  quietRuntime();
  return TestWorkflowEnvironment.createFromExistingServer({
    address: inject('services').temporalAddress,
    namespace: 'default',
  });
}

/** A report worker (the project's workflows, the real activities with the deterministic composer) on its own task queue. */
export async function createReportWorker(
  env: TestWorkflowEnvironment,
  pool: pg.Pool,
  taskQueue: string,
  /** Where published reports go (their outbox rows name it): a topic that exists when a relay sends them. */
  reportsTopic = 'test.reports',
): Promise<{ worker: Worker; activities: ReportActivities }> {
  const activities = createReportActivities({
    pool,
    composer: new DeterministicComposer(),
    reportsTopic,
  });
  const worker = await Worker.create({
    connection: env.nativeConnection,
    namespace: 'default',
    taskQueue,
    workflowsPath: fileURLToPath(new URL('../../workflows/index.ts', import.meta.url)),
    activities: {
      ...activities,
      ...createClientAgentActivities({
        pool,
        temporal: () => Promise.resolve(env.client),
        taskQueue,
        backfillDays: 7,
      }),
    },
  });
  return { worker, activities };
}

/** Deletes the schedule a report worker process made for each agent, so that none outlives its test. */
export async function deleteAgentSchedules(agentIds: string[]): Promise<void> {
  const { Client, Connection } = await import('@temporalio/client');
  const connection = await Connection.connect({ address: inject('services').temporalAddress });
  try {
    const client = new Client({ connection });
    for (const id of agentIds)
      await client.schedule
        .getHandle(`schedule-${id}`)
        .delete()
        .catch(() => undefined);
  } finally {
    await connection.close();
  }
}
