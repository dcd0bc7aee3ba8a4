import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { AgentRefParams } from '../../../schemas/api/agent.ts';
import {
  ClientAgentsQuery,
  ClientAgentsResponse,
  EventLinksParams,
  EventLinksResponse,
  ReportParams,
  ReportResponse,
  ReportTimelineQuery,
  ReportTimelineResponse,
} from '../../../schemas/api/admin.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import { EVENT_ID_PATTERN } from '../../../schemas/api/event.ts';
import { OPERATOR, toSummary } from '../../domain/agent-ref.ts';
import type { ClientAgentDbRow } from '../agents/client-agents.ts';
import { eventLinks } from '../../projection/event-links.ts';
import type { ProjectionReader } from '../../projection/reader.ts';
import { errors } from '../errors.ts';
import { bearerGuard } from './admin.ts';

/**
 * What the console's admin role reads beyond the operations: every account's own agents with their
 * owners, an agent's whole report timeline (the billed list stops at 3), one report by id, and why an
 * event is linked to its agents.
 */
export function adminReadingRoutes(
  app: FastifyInstance,
  opts: { token: string; reader: ProjectionReader; pool: pg.Pool },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = bearerGuard(opts.token);
  const common = { hide: true, tags: ['admin'] };
  const errorsFor = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  typed.get('/admin/v1/client-agents', {
    onRequest,
    config: { limitBounds: { min: 1, max: 1000 } },
    schema: {
      ...common,
      querystring: ClientAgentsQuery,
      response: { 200: ClientAgentsResponse, 400: ErrorBody, 401: ErrorBody },
    },
    handler: async (req) => {
      const { rows } = await opts.pool.query<
        Omit<ClientAgentDbRow, 'updated_at'> & { external_id: string | null; key_prefixes: string[] }
      >(
        `SELECT a.id, a.external_id, a.name, a.slug, a.domain, a.description, a.profile, a.report_interval_minutes,
                a.owner_account_id, a.created_at,
                coalesce((SELECT array_agg(k.key_prefix ORDER BY k.created_at) FROM api_keys k
                           WHERE k.account_id = a.owner_account_id), '{}') AS key_prefixes
           FROM agents a
          WHERE a.owner_account_id IS NOT NULL AND a.deleted_at IS NULL
          ORDER BY a.created_at DESC, a.id
          LIMIT $1`,
        [req.query.limit],
      );
      const agents = rows.map((r) => ({
        id: r.id,
        externalId: r.external_id,
        name: r.name,
        slug: r.slug,
        domain: r.domain,
        description: r.description,
        owner: { accountId: r.owner_account_id, keyPrefixes: r.key_prefixes },
        keywords: r.profile.keywords,
        entities: r.profile.entities,
        regions: r.profile.regions,
        reportIntervalMinutes: r.report_interval_minutes,
        createdAt: r.created_at.toISOString(),
      }));
      return { count: agents.length, agents };
    },
  });

  typed.get('/admin/v1/agents/:ref/timeline', {
    onRequest,
    config: { limitBounds: { min: 1, max: 200 } },
    schema: {
      ...common,
      params: AgentRefParams,
      querystring: ReportTimelineQuery,
      response: { 200: ReportTimelineResponse, ...errorsFor },
    },
    handler: async (req) => {
      const r = (await opts.reader.agents()).resolve(req.params.ref, OPERATOR);
      if (r.kind === 'malformed') throw errors.malformedRef(req.params.ref);
      if (r.kind === 'not_found') throw errors.agentNotFound(req.params.ref);
      const reports = await opts.reader.reportTimeline(r.agent.id, req.query.limit);
      return { agent: toSummary(r.agent), count: reports.length, reports };
    },
  });

  typed.get('/admin/v1/reports/:reportId', {
    onRequest,
    schema: { ...common, params: ReportParams, response: { 200: ReportResponse, ...errorsFor } },
    handler: async (req) => {
      const report = await opts.reader.reportById(req.params.reportId);
      if (!report) throw errors.notFound();
      return { report };
    },
  });

  typed.get('/admin/v1/events/:eventId/links', {
    onRequest,
    schema: { ...common, params: EventLinksParams, response: { 200: EventLinksResponse, ...errorsFor } },
    handler: async (req) => {
      const { eventId } = req.params;
      if (!EVENT_ID_PATTERN.test(eventId)) throw errors.invalidEventId(eventId);
      const links = await eventLinks(opts.pool, eventId);
      if (!links) throw errors.eventNotFound(eventId);
      return { eventId, links };
    },
  });
}
