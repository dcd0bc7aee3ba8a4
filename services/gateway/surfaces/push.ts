import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { AgentRefParams } from '../../../schemas/api/agent.ts';
import { ErrorBody } from '../../../schemas/api/common.ts';
import {
  CreateWebhookBody,
  CreatedWebhook,
  Cursor,
  EventMessageData,
  PUSH_TYPES,
  ReplayWebhookBody,
  ReportMessageData,
  StreamQuery,
  Webhook,
  WebhookList,
  WebhookParams,
} from '../../../schemas/api/push.ts';
import type { Config } from '../../config.ts';
import { listen } from '../../db/listener.ts';
import type { CatalogAgent } from '../../domain/agent-ref.ts';
import { PUSH_CHANNEL, PushStore } from '../../push/store.ts';
import { WebhookStore } from '../../push/webhooks.ts';
import { errors } from '../errors.ts';
import { PRICE_SHEET } from '../pricing.ts';
import { PushHub } from '../push/hub.ts';
import { AgentStream } from '../push/stream.ts';
import { StreamLeases } from '../push/stream-leases.ts';

/** How long a stream's row counts after its gateway last renewed it (a dead gateway's streams expire). */
const STREAM_LEASE_SECONDS = 60;

const errorsFor = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, ErrorBody]));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived response (a stream): never logged as a slow request. */
    longLived?: boolean;
  }
}

/**
 * Push on `/api/v1`: a Server-Sent Events stream per agent (from any cursor kept, billed per message)
 * and webhook subscriptions (delivered by the push worker). The stream reads the push log, which the
 * push worker writes; every gateway serves the same cursor the same way.
 */
export const pushSurface = fp(
  function pushSurface(app: FastifyInstance, opts: { config: Config; pool: pg.Pool }, done: (err?: Error) => void) {
    const { config, pool } = opts;
    const store = new PushStore(pool);
    const webhooks = new WebhookStore(pool);
    const hub = new PushHub(store, app.log);
    const leases = new StreamLeases(pool, STREAM_LEASE_SECONDS, app.log);
    const listener = listen({
      url: config.DATABASE_URL,
      channel: PUSH_CHANNEL,
      log: app.log,
      onNotify: () => hub.wake(),
      onReset: () => hub.wake(),
    });
    const delivered = new Counter({
      name: 'sitrep_stream_messages_total',
      help: 'Messages written to SSE streams (each charged as a stream message)',
      registers: [app.metrics.registry],
    });
    // A revoked account's streams end at once; after a missed notification, those of any account
    // no longer active.
    app.accounts.onRevoked((accountId) => {
      if (accountId !== null) return hub.revoke(accountId);
      void app.accounts.inactive([...hub.accounts()]).then(
        (ids) => ids.forEach((id) => hub.revoke(id)),
        (err: unknown) => app.log.warn({ err }, 'could not check the accounts of open streams'),
      );
    });
    app.addHook('onReady', async () => {
      await hub.start();
      leases.start();
      await listener.ready;
    });
    // Streams end before the server closes (it would wait for them); clients resume elsewhere or later.
    app.addHook('preClose', (done) => {
      hub.stop();
      leases.stop();
      done();
    });
    app.addHook('onClose', () => listener.close());

    const authenticate = async (req: FastifyRequest): Promise<string> => {
      const header = req.headers['x-api-key'];
      const apiKey = Array.isArray(header) ? header[0] : header;
      if (!apiKey) throw errors.missingApiKey();
      const accountId = await app.accounts.authenticate(apiKey);
      if (!accountId) throw errors.invalidApiKey();
      return accountId;
    };
    /** An own agent resolves for its owner (`viewer`) only; for anyone else it does not exist. */
    const resolveAgent = async (ref: string, viewer: string | null): Promise<CatalogAgent> => {
      const r = (await app.reader.agents()).resolve(ref, viewer);
      if (r.kind === 'malformed') throw errors.malformedRef(ref);
      if (r.kind === 'not_found') throw errors.agentNotFound(ref);
      return r.agent;
    };
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const price = PRICE_SHEET.streamMessage;

    typed.get('/api/v1/agents/:ref/stream', {
      schema: {
        operationId: 'api_streamMessage',
        summary:
          "An agent's messages as Server-Sent Events (event.founded, event.updated, report.published), each with an id: cursor; resume with Last-Event-ID or ?after=. Billed per message delivered",
        tags: ['push'],
        params: AgentRefParams,
        querystring: StreamQuery,
        headers: z.object({ 'last-event-id': Cursor.optional() }),
        response: {
          200: z
            .union([EventMessageData, ReportMessageData])
            .describe(
              'text/event-stream. Each message is `id: <cursor>`, `event: <type>`, `data: <JSON>`: `event.founded` (a new event) and `event.updated` (a source added to it or updated) carry an EventMessage; `report.published` carries a ReportMessage. Lines starting with `:` are heartbeats. When credits run out, `event: error` carries the {error, balance, required} body, then the stream ends.',
            ),
          ...errorsFor(400, 401, 402, 403, 404, 431, 500),
        },
      },
      exposeHeadRoute: false,
      config: { longLived: true },
      handler: async (req, reply: FastifyReply) => {
        const key = req.headers['x-api-key'];
        const agent = await resolveAgent(req.params.ref, await app.credits.identify(Array.isArray(key) ? key[0] : key));
        const accountId = await authenticate(req);
        const cursor = req.headers['last-event-id'] ?? req.query.after;
        const balance = await app.accounts.balance(accountId);
        if ((balance ?? 0) < price) throw errors.insufficientCredits(balance ?? 0, price);
        const lease = await leases.acquire(accountId, config.STREAM_MAX_PER_ACCOUNT);
        if (!lease) throw errors.capReached('streams open at once per account', config.STREAM_MAX_PER_ACCOUNT);
        const stream = new AgentStream(
          {
            hub,
            store,
            accounts: app.accounts,
            accountId,
            agentId: agent.id,
            price,
            requestId: req.id,
            heartbeatMs: config.PUSH_HEARTBEAT_SECONDS * 1000,
            onDelivered: (n) => delivered.inc(n),
            onClose: () => leases.release(lease),
          },
          cursor === undefined ? hub.head : BigInt(cursor),
        );
        // A stream is idle between messages; the connection's inactivity timeout does not apply.
        req.raw.socket.setTimeout(0);
        req.raw.on('close', () => stream.close());
        stream.start();
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(stream.out);
      },
    });

    // Webhook subscriptions: managed for free; each delivery is billed like a stream message.
    const common = { tags: ['push'], security: [{ apiKey: [] }] };
    const resolveAll = async (refs: string[], viewer: string | null) => {
      const agents = await Promise.all(refs.map((r) => resolveAgent(r, viewer)));
      return [...new Set(agents.map((a) => a.id))];
    };
    const preHandler = async (req: FastifyRequest) => {
      req.accountId = await authenticate(req);
    };
    const extractor = app.web.extractor;

    typed.post('/api/v1/webhooks', {
      schema: {
        ...common,
        operationId: 'createWebhook',
        summary:
          'Subscribe a URL to agents and message types; deliveries are signed (Standard Webhooks) with the secret shown in this answer only',
        body: CreateWebhookBody,
        response: { 201: CreatedWebhook, ...errorsFor(400, 401, 402, 403, 404, 413, 415, 431, 500) },
      },
      preHandler,
      handler: async (req, reply) => {
        const reason = extractor.refusal(req.body.url);
        if (reason) throw errors.invalidRequest([{ path: 'body.url', message: reason }]);
        const agentIds = await resolveAll(req.body.agents, req.accountId ?? null);
        // A subscription that could never be delivered (no credit for one delivery) is not made.
        const balance = (await app.accounts.balance(req.accountId!)) ?? 0;
        if (balance < price) throw errors.insufficientCredits(balance, price);
        const max = config.WEBHOOK_MAX_PER_ACCOUNT;
        const created = await webhooks.create(
          req.accountId!,
          {
            url: req.body.url,
            agentIds,
            types: [...new Set(req.body.types ?? PUSH_TYPES)],
            after: req.body.after ?? null,
          },
          max,
        );
        if (!created) throw errors.capReached('webhook subscriptions per account (delete one first)', max);
        return reply.code(201).send(created);
      },
    });

    typed.get('/api/v1/webhooks', {
      schema: {
        ...common,
        operationId: 'listWebhooks',
        summary: "The account's webhook subscriptions, with their cursor, state and last error",
        querystring: z.strictObject({}),
        response: { 200: WebhookList, ...errorsFor(400, 401, 431, 500) },
      },
      preHandler,
      handler: async (req) => {
        const list = await webhooks.list(req.accountId!);
        return { count: list.length, webhooks: list };
      },
    });

    typed.get('/api/v1/webhooks/:id', {
      schema: {
        ...common,
        operationId: 'getWebhook',
        summary: 'One webhook subscription: its cursor, whether it is paused and why',
        params: WebhookParams,
        response: { 200: Webhook, ...errorsFor(400, 401, 404, 431, 500) },
      },
      preHandler,
      handler: async (req) => {
        const w = await webhooks.get(req.accountId!, req.params.id);
        if (!w) throw errors.webhookNotFound(req.params.id);
        return w;
      },
    });

    typed.delete('/api/v1/webhooks/:id', {
      schema: {
        ...common,
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook subscription; nothing more is delivered to it',
        params: WebhookParams,
        response: {
          200: z.object({ id: z.string(), deleted: z.literal(true) }),
          // A DELETE may carry a body, parsed like any other (then refused for its type or size).
          ...errorsFor(400, 401, 404, 413, 415, 431, 500),
        },
      },
      preHandler,
      handler: async (req) => {
        if (!(await webhooks.delete(req.accountId!, req.params.id))) throw errors.webhookNotFound(req.params.id);
        return { id: req.params.id, deleted: true as const };
      },
    });

    typed.post('/api/v1/webhooks/:id/replay', {
      schema: {
        ...common,
        operationId: 'replayWebhook',
        summary: 'Re-send every message after a cursor (same webhook-ids), resuming a paused subscription',
        params: WebhookParams,
        body: ReplayWebhookBody,
        response: { 202: Webhook, ...errorsFor(400, 401, 404, 413, 415, 431, 500) },
      },
      preHandler,
      handler: async (req, reply) => {
        const w = await webhooks.replay(req.accountId!, req.params.id, req.body.after);
        if (!w) throw errors.webhookNotFound(req.params.id);
        return reply.code(202).send(w);
      },
    });
    done();
  },
  { name: 'push-surface', dependencies: ['billing', 'projection', 'web', 'metrics'] },
);

declare module 'fastify' {
  interface FastifyRequest {
    accountId?: string;
  }
}
