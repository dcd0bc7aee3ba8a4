// Deterministic workflow code only: no I/O, no Node built-ins (lint-enforced).
import { executeChild, proxyActivities } from '@temporalio/workflow';
import type { ClientAgentActivities } from '../services/reports/client-agent-activities.ts';
import type { generateReport } from './report.ts';

// Waits for the dedup worker to apply the agent's record: retried for as long as it lags.
const { startBackfill } = proxyActivities<ClientAgentActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 1.5, maximumInterval: '10 seconds' },
});
const { linkBackfill } = proxyActivities<ClientAgentActivities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 10 },
});
const { finishBackfill } = proxyActivities<ClientAgentActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 20 },
});

export interface AgentBackfillInput {
  agentId: string;
  /** The profile's key (services/dedup/backfill.ts): one backfill per profile an agent has had. */
  key: string;
  /** The window in days (stated in the first report's reason). */
  days: number;
}

/** The workflow id of an agent's backfill for one profile: starting it twice runs it once. */
export const agentBackfillIdFor = (agentId: string, key: string) => `agent-backfill-${agentId}-${key}`;

/**
 * A client agent's backfill, started when it is created and when its profile changes: the events of
 * the last days that match it are linked (services/dedup/backfill.ts), then its first report is
 * written at once by the report workflow (charged like any of its reports), then its schedule is put
 * in place (paused if its owner cannot pay the next report).
 */
export async function agentBackfill(input: AgentBackfillInput): Promise<{ linked: number; reportId: string | null }> {
  const { agentId, key } = input;
  if ((await startBackfill({ agentId, key })).status === 'gone') return { linked: 0, reportId: null };
  const { linked } = await linkBackfill({ agentId, key });
  const report = await executeChild<typeof generateReport>('generateReport', {
    workflowId: `report-first-${agentId}-${key}`,
    args: [
      {
        agentId,
        triggerType: 'manual',
        windowType: 'rolling_7d',
        signalIds: [],
        reason: `First report of a new agent profile: the backfill linked ${linked} event${linked === 1 ? '' : 's'} of the last ${input.days} days.`,
      },
    ],
  });
  const written = report.created || !report.skipped;
  await finishBackfill({
    agentId,
    key,
    reportId: written ? report.reportId : null,
    error: written ? null : (report.skipped ?? null),
  });
  return { linked, reportId: written ? report.reportId : null };
}
