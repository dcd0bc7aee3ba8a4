// Deterministic workflow code only: no I/O, no Node built-ins (lint-enforced). Everything that
// touches the world is an activity (services/reports/activities.ts).
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { ReportActivities, ReportRequest } from '../services/reports/activities.ts';

const { buildReport } = proxyActivities<ReportActivities>({
  startToCloseTimeout: '60 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 10 },
});
// Persisting is quick: a short timeout means a worker that dies mid-write is noticed, and the
// retry (idempotent on the report id) lands soon.
const { persistReport } = proxyActivities<ReportActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 20 },
});

export type GenerateReportInput = Omit<ReportRequest, 'asOf'>;

/**
 * One report for one agent and one trigger. The report id comes from the workflow id and the clock
 * from the workflow, so retries and replays write the same report exactly once.
 */
export async function generateReport(input: GenerateReportInput): Promise<{ reportId: string; created: boolean }> {
  const { workflowId, startTime } = workflowInfo();
  const { report, evidence } = await buildReport({ ...input, asOf: startTime.toISOString(), workflowId });
  return persistReport({ agentId: input.agentId, workflowId, report, evidence });
}
