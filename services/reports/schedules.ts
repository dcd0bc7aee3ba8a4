import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { GenerateReportInput } from '../../workflows/report.ts';

export const scheduleIdFor = (agentId: string) => `schedule-${agentId}`;

/**
 * One Temporal Schedule per agent, every `report_interval_minutes`, starting `generateReport` with
 * trigger `scheduled` (Temporal suffixes each run's workflow id with its time, so report ids stay
 * unique and deterministic). Existing schedules get the current interval. Returns how many were created.
 */
export async function syncSchedules(
  client: Client,
  taskQueue: string,
  /** `workflowKey` names the runs' workflow ids (the slug unless given: an own agent's id, as slugs repeat across accounts). */
  agents: { id: string; slug: string; intervalMinutes: number; workflowKey?: string; paused?: boolean }[],
): Promise<number> {
  let created = 0;
  for (const agent of agents) {
    const spec = { intervals: [{ every: `${agent.intervalMinutes} minutes` as const }] };
    const input: GenerateReportInput = {
      agentId: agent.id,
      triggerType: 'scheduled',
      windowType: 'since_last',
      signalIds: [],
      reason: `Scheduled report: ${agent.slug} reports every ${agent.intervalMinutes} minutes.`,
    };
    const action = {
      type: 'startWorkflow' as const,
      workflowType: 'generateReport',
      taskQueue,
      args: [input],
      workflowId: `report-${agent.workflowKey ?? agent.slug}-scheduled`,
    };
    try {
      await client.schedule.create({
        scheduleId: scheduleIdFor(agent.id),
        spec,
        action,
        policies: { overlap: ScheduleOverlapPolicy.SKIP },
        ...(agent.paused !== undefined && { state: { paused: agent.paused } }),
      });
      created++;
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
      await client.schedule.getHandle(scheduleIdFor(agent.id)).update((prev) => ({
        ...prev,
        spec,
        action,
        ...(agent.paused !== undefined && { state: { ...prev.state, paused: agent.paused } }),
      }));
    }
  }
  return created;
}
