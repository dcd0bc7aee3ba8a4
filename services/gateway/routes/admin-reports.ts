import type { Client } from '@temporalio/client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentRefParams } from '../../../schemas/api/agent.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import { Report } from '../../../schemas/api/report.ts';
import { OPERATOR } from '../../domain/agent-ref.ts';
import { startReport } from '../../reports/trigger.ts';
import { errors } from '../errors.ts';
import type { ProjectionReader } from '../../projection/reader.ts';
import { bearerGuard } from './admin.ts';

/**
 * Operators: `POST /admin/v1/agents/{ref}/reports` starts a manual report for an agent given by any
 * ref form: 202 with the workflow and report ids, or with `?wait=true` 201 with the report itself.
 */
export function adminReportRoutes(
  app: FastifyInstance,
  opts: { token: string; reader: ProjectionReader; temporal: () => Promise<Client>; taskQueue: string; waitMs: number },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/admin/v1/agents/:ref/reports', {
    onRequest: bearerGuard(opts.token),
    schema: {
      hide: true,
      tags: ['admin'],
      params: AgentRefParams,
      querystring: z.object({
        wait: z
          .enum(['true', 'false'])
          .default('false')
          .transform((v) => v === 'true'),
      }),
      response: {
        201: z.object({ report: Report }),
        202: z.object({ workflowId: z.string(), reportId: z.string() }),
        400: ErrorBody,
        401: ErrorBody,
        404: ErrorBody,
        502: ErrorBody,
        504: ErrorBody,
      },
    },
    handler: async (req, reply) => {
      const r = (await opts.reader.agents()).resolve(req.params.ref, OPERATOR);
      if (r.kind === 'malformed') throw errors.malformedRef(req.params.ref);
      if (r.kind === 'not_found') throw errors.agentNotFound(req.params.ref);
      let client: Client;
      try {
        client = await opts.temporal();
      } catch (err) {
        throw errors.upstreamUnavailable('temporal', err instanceof Error ? err.message : String(err));
      }
      const started = await startReport(client, opts.taskQueue, r.agent, {
        triggerType: 'manual',
        reason: 'Requested by an operator through the admin API.',
      });
      if (!req.query.wait) return reply.code(202).send({ workflowId: started.workflowId, reportId: started.reportId });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(errors.timeout(started.workflowId)), opts.waitMs)),
      );
      try {
        await Promise.race([started.result(), timeout]);
      } finally {
        clearTimeout(timer);
      }
      const report = await opts.reader.reportById(started.reportId);
      if (!report) throw new Error(`report ${started.reportId} was not persisted`);
      return reply.code(201).send({ report });
    },
  });
}
