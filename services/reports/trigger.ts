import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { Report } from '../../schemas/api/report.ts';
import type { generateReport, GenerateReportInput } from '../../workflows/report.ts';
import { reportIdFor } from './assessment.ts';

/** Starts a report workflow for one agent; the workflow id (and so the report id) is new for each request. */
export async function startReport(
  client: Client,
  taskQueue: string,
  agent: { id: string; slug: string },
  opts: {
    triggerType: NonNullable<Report['triggerType']>;
    reason: string;
    signalIds?: string[];
    windowType?: GenerateReportInput['windowType'];
    workflowId?: string;
  },
): Promise<{ workflowId: string; reportId: string; result: () => Promise<{ reportId: string; created: boolean }> }> {
  const workflowId = opts.workflowId ?? `report-${agent.slug}-${opts.triggerType}-${randomUUID()}`;
  const handle = await client.workflow.start<typeof generateReport>('generateReport', {
    taskQueue,
    workflowId,
    args: [
      {
        agentId: agent.id,
        triggerType: opts.triggerType,
        reason: opts.reason,
        signalIds: opts.signalIds ?? [],
        windowType: opts.windowType ?? 'rolling_24h',
      },
    ],
  });
  return { workflowId, reportId: reportIdFor(workflowId), result: () => handle.result() };
}
