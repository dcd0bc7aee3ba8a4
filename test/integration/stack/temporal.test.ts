import { fileURLToPath } from 'node:url';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as activities from '../../fixtures/smoke-activities.ts';
import type { smokeWorkflow } from '../../fixtures/smoke-workflow.ts';
import { connectTemporal, testTaskQueue } from '../../helpers/temporal.ts';

describe('Temporal (real dev server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await connectTemporal();
  });
  afterAll(() => env?.teardown());

  it('runs a workflow whose activity executes on a Worker', async () => {
    const taskQueue = testTaskQueue('smoke');
    const worker = await Worker.create({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      workflowsPath: fileURLToPath(new URL('../../fixtures/smoke-workflow.ts', import.meta.url)),
      activities,
    });
    const result = await worker.runUntil(
      env.client.workflow.execute<typeof smokeWorkflow>('smokeWorkflow', {
        taskQueue,
        workflowId: `smoke-${taskQueue}`,
        args: ['sitrep'],
      }),
    );
    expect(result).toBe(`hello sitrep from activity on ${taskQueue} (via workflow)`);
  });
});
