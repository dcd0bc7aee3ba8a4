import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../schemas/api/common.ts';
import {
  CreateSourceBody,
  ListSourcesQuery,
  ListSourcesResponse,
  SourceParams,
  SourceResponse,
  UpdateSourceBody,
} from '../../../schemas/api/sources.ts';
import { SourceRejected, type SourceRegistry } from '../../feeds/registry.ts';
import { errors } from '../errors.ts';
import { bearerGuard } from './admin.ts';

/** A source the registry will not save: 409 for a URL another source polls, else 400 naming the field. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof SourceRejected)) throw err;
    const issues = [{ path: `body.${err.path}`, message: err.reason }];
    throw err.conflictWith !== undefined ? errors.conflict(issues) : errors.invalidRequest(issues);
  }
}

/**
 * Operators: the feed sources the poller reads (`npm run feeds`): list them with their health, add,
 * edit (pause and resume by `state`), remove, and ask for a poll now. The poller hears of every
 * change at once (NOTIFY).
 */
export function adminSourceRoutes(app: FastifyInstance, opts: { token: string; registry: SourceRegistry }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = bearerGuard(opts.token);
  const common = { hide: true, tags: ['admin'] };
  const errorsFor = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
  const found = <T>(id: string, v: T | null): T => {
    if (v === null) throw errors.sourceNotFound(id);
    return v;
  };

  typed.get('/admin/v1/sources', {
    onRequest,
    config: { limitBounds: { min: 1, max: 1000 } },
    schema: { ...common, querystring: ListSourcesQuery, response: { 200: ListSourcesResponse, ...errorsFor } },
    handler: (req) => opts.registry.list(req.query),
  });

  typed.post('/admin/v1/sources', {
    onRequest,
    schema: {
      ...common,
      body: CreateSourceBody,
      response: { 201: SourceResponse, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, ...errorsFor },
    },
    handler: async (req, reply) => reply.code(201).send({ source: await saving(() => opts.registry.create(req.body)) }),
  });

  typed.get('/admin/v1/sources/:id', {
    onRequest,
    schema: { ...common, params: SourceParams, response: { 200: SourceResponse, ...errorsFor } },
    handler: async (req) => ({ source: found(req.params.id, await opts.registry.get(req.params.id)) }),
  });

  typed.patch('/admin/v1/sources/:id', {
    onRequest,
    schema: {
      ...common,
      params: SourceParams,
      body: UpdateSourceBody,
      response: { 200: SourceResponse, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, ...errorsFor },
    },
    handler: async (req) => ({
      source: found(req.params.id, await saving(() => opts.registry.update(req.params.id, req.body))),
    }),
  });

  typed.delete('/admin/v1/sources/:id', {
    onRequest,
    schema: {
      ...common,
      params: SourceParams,
      response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...errorsFor },
    },
    handler: async (req) => {
      if (!(await opts.registry.remove(req.params.id))) throw errors.sourceNotFound(req.params.id);
      return { id: req.params.id, deleted: true as const };
    },
  });

  typed.post('/admin/v1/sources/:id/poll', {
    onRequest,
    schema: { ...common, params: SourceParams, response: { 202: SourceResponse, ...errorsFor } },
    handler: async (req, reply) =>
      reply.code(202).send({ source: found(req.params.id, await opts.registry.pollNow(req.params.id)) }),
  });
}
