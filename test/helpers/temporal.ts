import { randomBytes } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime } from '@temporalio/worker';
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
  return TestWorkflowEnvironment.createFromExistingServer({ address: inject('services').temporalAddress, namespace: 'default' });
}
