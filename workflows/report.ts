// Deterministic workflow code only: no I/O, no Node built-ins (lint-enforced). Everything that
// touches the world is an activity (services/reports/activities.ts).
import { patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { ReportActivities, ReportRequest } from '../services/reports/activities.ts';
import type { ClientAgentActivities } from '../services/reports/client-agent-activities.ts';

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
const { admitReport } = proxyActivities<ClientAgentActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 20 },
});

export type GenerateReportInput = Omit<ReportRequest, 'asOf'>;

/**
 * One report for one agent and one trigger. The report id comes from the workflow id and the clock
 * from the workflow, so retries and replays write the same report exactly once. An own agent's report
 * is paid by its owner first (`admitReport`); one its owner cannot pay (or a deleted agent's) is not
 * written: `skipped` says why.
 */
export async function generateReport(
  input: GenerateReportInput,
): Promise<{ reportId: string; created: boolean; skipped?: string }> {
  const { workflowId, startTime } = workflowInfo();
  // Histories recorded before reports were charged replay without the gate.
  if (patched('admit-own-agent-reports')) {
    const admitted = await admitReport({ agentId: input.agentId, workflowId });
    if (!admitted.write) return { reportId: '', created: false, skipped: admitted.reason };
  }
  const { report, evidence } = await buildReport({ ...input, asOf: startTime.toISOString(), workflowId });
  return persistReport({ agentId: input.agentId, workflowId, report, evidence });
}
