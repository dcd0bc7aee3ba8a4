import type { Client } from '@temporalio/client';
import type { ReplayStatus } from '../../../schemas/api/admin.ts';
import { describeDiff } from '../../dedup/digest.ts';
import type { ReplayOutcome, ReplayProgress } from '../../dedup/replay-activities.ts';
import type { replayLog } from '../../../workflows/replay.ts';

/** A replay's id is its schema's name and its workflow's id: `replay_` and the UTC time to the millisecond. */
export const replayIdAt = (now: Date) => `replay_${now.toISOString().replace(/\D/g, '').slice(0, 17)}`;

/**
 * The console's replay launcher: `npm run replay` as a Temporal workflow (workflows/replay.ts) run
 * by the report worker. Progress is the activity's last heartbeat; the result, its digests and diff.
 */
export class ReplayLauncher {
  constructor(
    private readonly temporal: () => Promise<Client>,
    private readonly taskQueue: string,
  ) {}

  async start(now: Date, keepSchema: boolean): Promise<{ replayId: string; schema: string }> {
    const client = await this.temporal();
    const replayId = replayIdAt(now);
    await client.workflow.start<typeof replayLog>('replayLog', {
      taskQueue: this.taskQueue,
      workflowId: replayId,
      args: [{ schema: replayId, keepSchema }],
    });
    return { replayId, schema: replayId };
  }

  /** Null for a replay Temporal does not know. */
  async status(replayId: string): Promise<ReplayStatus | null> {
    const client = await this.temporal();
    const handle = client.workflow.getHandle(replayId);
    let description: Awaited<ReturnType<typeof handle.describe>>;
    try {
      description = await handle.describe();
    } catch (err) {
      // The client library is loaded by now: the client came from it (the gateway loads it on first use).
      const { WorkflowNotFoundError } = await import('@temporalio/client');
      if (err instanceof WorkflowNotFoundError) return null;
      throw err;
    }
    if (description.type !== 'replayLog') return null;
    const base = {
      replayId,
      startedAt: description.startTime.toISOString(),
      progress: null,
      result: null,
      error: null,
    };
    const state = description.status.name;
    if (state === 'RUNNING') {
      const details = description.raw.pendingActivities?.[0]?.heartbeatDetails?.payloads?.[0];
      const progress = details
        ? client.options.loadedDataConverter.payloadConverter.fromPayload<ReplayProgress>(details)
        : null;
      return { ...base, status: 'running', progress };
    }
    if (state !== 'COMPLETED') {
      const error = await handle.result().then(
        () => state.toLowerCase(),
        (err: unknown) =>
          err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err),
      );
      return { ...base, status: 'failed', error };
    }
    const r = (await handle.result()) as ReplayOutcome;
    return {
      ...base,
      status: 'completed',
      progress: { done: r.articles, total: r.articles },
      result: {
        articles: r.articles,
        seconds: r.seconds,
        identical: r.replay.digest === r.live.digest,
        replay: r.replay,
        live: r.live,
        diff: {
          onlyInReplay: r.diff.parts.events.onlyInA,
          onlyLive: r.diff.parts.events.onlyInB,
          differentSources:
            r.diff.parts.sources.onlyInA + r.diff.parts.sources.onlyInB + r.diff.parts.sources.different,
          differentFields: r.diff.parts.events.different,
          differentLinks: r.diff.parts.links.onlyInA + r.diff.parts.links.onlyInB + r.diff.parts.links.different,
          summary: describeDiff(r.diff),
        },
        schemaKept: r.schemaKept,
      },
    };
  }
}
