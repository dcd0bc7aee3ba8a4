// The per-agent monitor: one long-running workflow per agent that collects event-change signals,
// waits for them to settle (debounce), and starts a signal report when enough has changed.
import { condition, continueAsNew, defineSignal, executeChild, setHandler, workflowInfo } from '@temporalio/workflow';
import type { generateReport } from './report.ts';

export interface EventChangeSignal {
  /** `sig_` + hex, derived from the event change (so a redelivered change is recognised). */
  signalId: string;
  eventId: string;
  kind: 'founded' | 'source_added' | 'source_updated';
  /** How much the change counts: new events and new sources count more than updates. */
  weight: number;
}

export interface MonitorInput {
  agentId: string;
  /** Quiet time after the last signal before a report is considered. */
  debounceMs: number;
  /** Longest a burst of signals can hold a report back. */
  maxWaitMs: number;
  /** Accumulated weight that makes a change significant. */
  minWeight: number;
  /** Signal ids already handled (carried across continue-as-new to recognise redeliveries). */
  seen?: string[];
  reports?: number;
}

export const eventChange = defineSignal<[EventChangeSignal]>('eventChange');

/** Signals handled before the monitor continues as new, to keep its history bounded. */
const SIGNALS_PER_RUN = 200;

export async function agentMonitor(input: MonitorInput): Promise<void> {
  const seen = new Set(input.seen ?? []);
  let pending: EventChangeSignal[] = [];
  /** Changes too small to report on their own, carried into the next burst. */
  let carried: EventChangeSignal[] = [];
  let handled = 0;
  let reports = input.reports ?? 0;
  let lastArrival = 0;
  setHandler(eventChange, (s) => {
    if (seen.has(s.signalId)) return;
    seen.add(s.signalId);
    pending.push(s);
    handled++;
    lastArrival = Date.now();
  });

  for (;;) {
    await condition(() => pending.length > 0);
    const burstStart = Date.now();
    // Debounce: wait until the signals stop for debounceMs, or until maxWaitMs has passed.
    for (;;) {
      const quietFor = Date.now() - lastArrival;
      const waited = Date.now() - burstStart;
      if (quietFor >= input.debounceMs || waited >= input.maxWaitMs) break;
      const before = pending.length;
      await condition(() => pending.length !== before, Math.min(input.debounceMs - quietFor, input.maxWaitMs - waited));
    }
    const batch = [...carried, ...pending];
    pending = [];
    const weight = batch.reduce((n, s) => n + s.weight, 0);
    carried = weight >= input.minWeight ? [] : batch;
    if (weight >= input.minWeight) {
      reports++;
      const kinds = [...new Set(batch.map((s) => s.kind))].join(', ');
      await executeChild<typeof generateReport>('generateReport', {
        workflowId: `${workflowInfo().workflowId}-signal-${reports}-${batch[0]!.signalId}`,
        args: [
          {
            agentId: input.agentId,
            triggerType: 'signal',
            windowType: 'rolling_24h',
            signalIds: batch.map((s) => s.signalId),
            reason: `${batch.length} event change${batch.length === 1 ? '' : 's'} (${kinds}) reached significance ${weight} (threshold ${input.minWeight}).`,
          },
        ],
      });
    }
    if (handled >= SIGNALS_PER_RUN && pending.length === 0 && carried.length === 0) {
      await continueAsNew<typeof agentMonitor>({ ...input, seen: [...seen].slice(-1000), reports });
    }
  }
}
