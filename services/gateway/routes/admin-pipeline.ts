import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeadLettersQuery,
  DeadLettersResponse,
  PipelineFigures,
  PipelineQuery,
  ReplayParams,
  ReplayStarted,
  ReplayStatus,
  StartReplayBody,
} from '../../../schemas/api/admin.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import { errors } from '../errors.ts';
import type { DeadLetterTail } from '../pipeline/dead-letters.ts';
import type { PipelineMonitor } from '../pipeline/figures.ts';
import type { ReplayLauncher } from '../pipeline/replays.ts';
import { bearerGuard } from './admin.ts';

/** A dependency (Kafka, Temporal) that does not answer is a 502 naming it, never a 500. */
async function upstream<T>(service: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw errors.upstreamUnavailable(service, err instanceof Error ? err.message : String(err));
  }
}

/**
 * Operators and analysts watching the pipeline: figures per minute and the dedup lag, the newest
 * dead-letter entries with their reasons, and replays (launch one, follow it to its digest diff).
 */
export function adminPipelineRoutes(
  app: FastifyInstance,
  opts: { token: string; monitor: PipelineMonitor; deadLetters: DeadLetterTail; replays: ReplayLauncher },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = bearerGuard(opts.token);
  const common = { hide: true, tags: ['admin'] };
  const errorsFor = { 400: ErrorBody, 401: ErrorBody, 502: ErrorBody };

  typed.get('/admin/v1/pipeline', {
    onRequest,
    schema: { ...common, querystring: PipelineQuery, response: { 200: PipelineFigures, ...errorsFor } },
    handler: (req) => upstream('kafka', () => opts.monitor.figures(app.clock(), req.query.minutes)),
  });

  typed.get('/admin/v1/dead-letters', {
    onRequest,
    config: { limitBounds: { min: 1, max: 500 } },
    schema: { ...common, querystring: DeadLettersQuery, response: { 200: DeadLettersResponse, ...errorsFor } },
    handler: async (req) => ({
      topic: opts.monitor.topics.dlq,
      ...(await upstream('kafka', () => opts.deadLetters.latest(req.query.limit))),
    }),
  });

  typed.post('/admin/v1/replays', {
    onRequest,
    schema: { ...common, body: StartReplayBody, response: { 202: ReplayStarted, ...errorsFor } },
    handler: async (req, reply) =>
      reply.code(202).send(await upstream('temporal', () => opts.replays.start(app.clock(), req.body.keepSchema))),
  });

  typed.get('/admin/v1/replays/:replayId', {
    onRequest,
    schema: { ...common, params: ReplayParams, response: { 200: ReplayStatus, 404: ErrorBody, ...errorsFor } },
    handler: async (req) => {
      const status = await upstream('temporal', () => opts.replays.status(req.params.replayId));
      if (!status) throw errors.notFound();
      return status;
    },
  });
}
