import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAbortHookHandler,
  onResponseHookHandler,
  onSendAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../schemas/api/common.ts';
import { X402PaymentError } from '../../schemas/api/x402.ts';
import { EVENT_ID_PATTERN } from '../../schemas/api/event.ts';
import { errors } from './errors.ts';
import type { FreshnessSnapshot } from './freshness.ts';
import type { Operation, OperationDeps } from './operations.ts';
import type { CatalogAgent } from '../domain/agent-ref.ts';
import { JsonBody } from '../projection/reader.ts';

export type SurfaceName = 'api' | 'x402' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    operation?: Operation['id'];
    surface?: SurfaceName;
    limitBounds?: { min: number; max: number };
  }
  interface FastifyRequest {
    agent: CatalogAgent | null;
    /** The calling account when a surface identifies it before the guards (own agents resolve for it). */
    viewer: string | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
  }
}

/**
 * How a surface is paid, as the hooks of its routes (never of the whole app: no other route runs
 * them): `preHandler` takes the payment after the guards; `onSend` keeps it for a 2xx and gives it
 * back otherwise; `onResponse` and `onRequestAbort` give back what a request that never got that far held.
 */
export interface BillingHooks {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendHookHandler | onSendAsyncHookHandler;
  onResponse: onResponseHookHandler;
  onRequestAbort: onRequestAbortHookHandler;
}

/** What the operations read, from the app plugins' decorations. */
export function operationDeps(app: FastifyInstance): OperationDeps {
  return {
    reader: app.reader,
    freshness: app.freshness,
    clock: app.clock,
    search: app.web.search,
    extractor: app.web.extractor,
    ask: app.ask,
    clientAgents: app.clientAgents.store,
    agentCap: app.clientAgents.cap,
  };
}

/**
 * Input guards that need data, whatever the transport: they finish before any billing step and never
 * charge. Resolves to the agent of an agent-scoped operation.
 */
export async function runGuards(
  op: Operation,
  input: { params: unknown; query: unknown; body: unknown },
  deps: OperationDeps,
  viewer: string | null = null,
): Promise<CatalogAgent | null> {
  let agent: CatalogAgent | null = null;
  const ref =
    op.guard === 'agentRef'
      ? (input.params as { ref: string }).ref
      : op.guard === 'bodyAgentRef'
        ? (input.body as { ref?: string }).ref
        : undefined;
  if (ref !== undefined) {
    const r = (await deps.reader.agents()).resolve(ref, viewer);
    if (r.kind === 'malformed') throw errors.malformedRef(ref);
    if (r.kind === 'not_found') throw errors.agentNotFound(ref);
    agent = r.agent;
  } else if (op.guard === 'eventId') {
    const { eventId } = input.params as { eventId: string };
    if (!EVENT_ID_PATTERN.test(eventId)) throw errors.invalidEventId(eventId);
  }
  op.precheck?.(
    { params: input.params as never, query: input.query as never, body: input.body as never, agent, viewer },
    deps,
  );
  return agent;
}

function guardFor(op: Operation, deps: OperationDeps): preHandlerAsyncHookHandler {
  return async function guard(req) {
    req.agent = await runGuards(op, { params: req.params, query: req.query, body: req.body }, deps, req.viewer);
  };
}

/**
 * Every error status an operation can answer on a surface, so a schema-driven client meets no
 * undocumented answer: 400 (bad input), 431 (headers over Node's limit) and 500 anywhere; 413 and 415
 * with a body; 404 behind a ref or event id; the surface's billing statuses; and the operation's own.
 */
export function errorStatuses(op: Operation, surface: SurfaceName): number[] {
  const statuses = new Set([400, 431, 500, ...(op.errorStatuses ?? [])]);
  if (op.method !== 'GET') for (const s of [413, 415]) statuses.add(s);
  if (op.guard) statuses.add(404);
  for (const s of { api: [401, 402], x402: [402, 502], admin: [401] }[surface]) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * A time as ISO 8601 text, formatted once per distinct time: most answers carry the time of a cached
 * page or of the last freshness poll, the same for thousands of requests.
 */
const isoText = (() => {
  let time = NaN;
  let text = '';
  return (date: Date): string => {
    const t = date.getTime();
    if (t !== time) {
      text = date.toISOString();
      time = t;
    }
    return text;
  };
})();

/** `Sitrep-Data-As-Of` (the answer's own time, else the projection's) and `Sitrep-Ingest-Lag`, when known. */
function freshnessHeaders(reply: FastifyReply, f: FreshnessSnapshot, own: Date | null | undefined): void {
  const asOf = own ?? f.dataAsOf;
  if (asOf) void reply.header('sitrep-data-as-of', isoText(asOf));
  if (f.ingestLagSeconds !== null) void reply.header('sitrep-ingest-lag', String(f.ingestLagSeconds));
}

/**
 * Mounts every operation under `prefix`. The surface contributes only its billing hooks, which run
 * after the schema validation and the guards.
 */
export function mountSurface(
  app: FastifyInstance,
  opts: {
    prefix: string;
    surface: SurfaceName;
    operations: Operation[];
    deps: OperationDeps;
    /** Null for an unbilled surface (admin). */
    billing: BillingHooks | null;
    tags: string[];
    /** Who calls, before the guards (the API-key surface: own agents resolve for their owner). */
    identify?: (req: FastifyRequest) => Promise<string | null>;
    /** Runs before anything else (the admin surface's bearer check). */
    onRequest?: (req: FastifyRequest) => Promise<void>;
    /** Left out of /openapi.json (the admin surface is not published). */
    hide?: boolean;
  },
): void {
  if (!app.hasRequestDecorator('agent')) app.decorateRequest('agent', null);
  if (!app.hasRequestDecorator('viewer')) app.decorateRequest('viewer', null);
  const identify = opts.identify;
  const pay = opts.billing?.preHandler;
  /**
   * Who calls, the guards, then the payment, as one hook: each hook of its own cost every request a
   * turn of Fastify's hook runner and of the promise queue.
   */
  const prepare = (guard: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler =>
    async function prepareCall(req, reply) {
      if (identify) req.viewer = await identify(req);
      await guard.call(this, req, reply);
      if (pay) await pay.call(this, req, reply);
    };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const op of opts.operations) {
    const response: Record<number, unknown> = { 200: op.response };
    for (const s of errorStatuses(op, opts.surface))
      response[s] = s === 402 && opts.surface === 'x402' ? X402PaymentError : ErrorBody;
    typed.route({
      method: op.method,
      url: `${opts.prefix}${op.path}`,
      schema: {
        ...(opts.hide && { hide: true }),
        operationId: `${opts.surface}_${op.id}`,
        summary: op.summary,
        description: op.description,
        tags: opts.tags,
        ...(op.params && { params: op.params }),
        ...(op.querystring && { querystring: op.querystring }),
        ...(op.body && { body: op.body }),
        response,
      },
      // A paid GET has no HEAD twin: HEAD would run (and charge) the operation without its body.
      exposeHeadRoute: false,
      config: { operation: op.id, surface: opts.surface, ...(op.limitBounds && { limitBounds: op.limitBounds }) },
      ...(opts.onRequest && { onRequest: opts.onRequest }),
      preHandler: prepare(guardFor(op, opts.deps)),
      ...(opts.billing && {
        onSend: opts.billing.onSend,
        onResponse: opts.billing.onResponse,
        onRequestAbort: opts.billing.onRequestAbort,
      }),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const out = await op.handler(
          {
            params: req.params as never,
            query: req.query as never,
            body: req.body as never,
            agent: req.agent,
            viewer: req.viewer,
          },
          opts.deps,
        );
        if (op.dataAsOf !== false) freshnessHeaders(reply, opts.deps.freshness.current(), op.dataAsOf?.(out));
        // A prepared body skips the serializer (it was validated when cached) and the UTF-8 encoding.
        return out instanceof JsonBody ? reply.type('application/json; charset=utf-8').send(out.bytes) : out;
      },
    });
  }
}
