// Deterministic workflow code only. The replay itself is one long activity
// (services/dedup/replay-activities.ts) that heartbeats its progress.
import { proxyActivities } from '@temporalio/workflow';
import type { ReplayActivities, ReplayRequest, ReplayOutcome } from '../services/dedup/replay-activities.ts';

const { replayProjection } = proxyActivities<ReplayActivities>({
  startToCloseTimeout: '6 hours',
  // A worker that dies mid-replay is noticed within a minute; the retry starts the schema afresh.
  heartbeatTimeout: '60 seconds',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** An analyst's replay, launched from the console: the projection rebuilt from the log and compared. */
export async function replayLog(input: ReplayRequest): Promise<ReplayOutcome> {
  return replayProjection(input);
}
