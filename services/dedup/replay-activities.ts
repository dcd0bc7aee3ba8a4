import { Context } from '@temporalio/activity';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { connectDatabase } from '../db/client.ts';
import { replay, type ReplayResult } from './replay.ts';
import type { DedupTopics } from './worker.ts';

export interface ReplayRequest {
  /** The schema the projection is rebuilt into; replaced if a failed attempt left it. */
  schema: string;
  /** Keep the schema for inspection; by default it is dropped once digested. */
  keepSchema: boolean;
}

export interface ReplayProgress {
  done: number;
  total: number;
}

export type ReplayOutcome = Omit<ReplayResult, 'schema'> & { schemaKept: boolean };

/**
 * `replayProjection` (`npm run replay` as a Temporal activity, for the console's replay launcher):
 * heartbeats `{done, total}` as it goes, and resolves to the digests and how they differ.
 */
export function createReplayActivities(deps: { databaseUrl: string; kafka: Kafka; topics: DedupTopics; log: Logger }) {
  const dropSchema = async (schema: string) => {
    const db = connectDatabase(deps.databaseUrl, { max: 1, applicationName: 'sitrep-replay' });
    try {
      await db.pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      await db.close();
    }
  };
  return {
    async replayProjection(input: ReplayRequest): Promise<ReplayOutcome> {
      if (!/^replay_[0-9]{14,20}$/.test(input.schema)) throw new Error(`not a replay schema: ${input.schema}`);
      const ctx = Context.current();
      let progress: ReplayProgress = { done: 0, total: 0 };
      // Between chunks (creating the schema, digesting) the timer keeps the heartbeat going.
      const beat = setInterval(() => ctx.heartbeat(progress), 5_000);
      try {
        await dropSchema(input.schema);
        const { schema: _schema, ...result } = await replay({
          databaseUrl: deps.databaseUrl,
          kafka: deps.kafka,
          topics: deps.topics,
          schema: input.schema,
          log: deps.log,
          onProgress: (done, total) => {
            progress = { done, total };
            ctx.heartbeat(progress);
          },
        });
        if (!input.keepSchema) await dropSchema(input.schema);
        return { ...result, schemaKept: input.keepSchema };
      } finally {
        clearInterval(beat);
      }
    },
  };
}

export type ReplayActivities = ReturnType<typeof createReplayActivities>;
