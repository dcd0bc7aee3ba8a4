import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import { profileKey } from '../../dedup/backfill.ts';
import { scheduleIdFor } from '../../reports/schedules.ts';
import { monitorIdFor } from '../../reports/signaller.ts';
import { agentBackfillIdFor, type agentBackfill } from '../../../workflows/agent-backfill.ts';
import type { ClientAgentRow } from './client-agents.ts';

/**
 * What follows an own agent's change in Temporal. Defined (created, or a new profile): its backfill
 * for that profile, started once whatever the number of calls (the workflow id names agent and profile,
 * and a finished one is not run again), which writes the first report and puts the schedule in place.
 * Deleted: its schedule and its monitor end (nothing more is linked to it from its deletion record on,
 * so nothing more is pushed; a report workflow already running is refused by the report gate).
 */
export function agentLifecycle(opts: { temporal: () => Promise<Client>; taskQueue: string; backfillDays: number }) {
  return async (agent: ClientAgentRow, deleted: boolean): Promise<void> => {
    const client = await opts.temporal();
    if (deleted) {
      await client.schedule
        .getHandle(scheduleIdFor(agent.id))
        .delete()
        .catch((err: unknown) => {
          if ((err as Error).name !== 'ScheduleNotFoundError') throw err;
        });
      await client.workflow
        .getHandle(monitorIdFor(agent.id))
        .terminate('the agent was deleted')
        .catch((err: unknown) => {
          if ((err as Error).name !== 'WorkflowNotFoundError') throw err;
        });
      return;
    }
    // A new interval applies to a schedule in place (the backfill creates it with the interval of its time).
    await client.schedule
      .getHandle(scheduleIdFor(agent.id))
      .update((prev) => ({ ...prev, spec: { intervals: [{ every: `${agent.reportIntervalMinutes} minutes` }] } }))
      .catch((err: unknown) => {
        if ((err as Error).name !== 'ScheduleNotFoundError') throw err;
      });
    const key = profileKey(agent.profile);
    try {
      await client.workflow.start<typeof agentBackfill>('agentBackfill', {
        taskQueue: opts.taskQueue,
        workflowId: agentBackfillIdFor(agent.id, key),
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        args: [{ agentId: agent.id, key, days: opts.backfillDays }],
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  };
}
