import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../schemas/api/common.ts';
import { JsonRpcMessage, JsonRpcResponse } from '../../../schemas/api/mcp.ts';
import type { Config } from '../../config.ts';
import { errors } from '../errors.ts';
import type { ExchangeTransport } from '../mcp/exchange.ts';
import type { McpCaller } from '../mcp/paid-call.ts';
import type { McpServerDeps, mcpServer } from '../mcp/server.ts';
import { accountOperations, operations } from '../operations.ts';
import { operationDeps } from '../surface.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The caller's key: `x-api-key`, else the token of `Authorization: Bearer`. */
function apiKeyOf(req: FastifyRequest): string | undefined {
  const key = header(req, 'x-api-key');
  if (key) return key;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header(req, 'authorization') ?? '');
  return m?.[1];
}

/** Answers are JSON only; a client that accepts JSON (or anything, or says nothing) is served. */
function acceptsJson(accept: string | undefined): boolean {
  return !accept || /(^|[\s,])(application\/json|application\/\*|\*\/\*)(\s*[;,]|\s*$)/i.test(accept);
}

const DESCRIPTION = `The Model Context Protocol (MCP) over Streamable HTTP, stateless (JSON answers, no session, no SSE \
stream: any gateway instance can answer). Tools list_agents, list_reports, diff_reports, list_events, get_event, \
web_search, web_extract, ask, create_agent, update_agent and delete_agent are the operations of /api/v1 with the same arguments, answers, guards and prices; resources \
sitrep://agents, sitrep://agents/{ref}/reports/latest and sitrep://events/{eventId} read the same answers. A call is \
paid with an API key (x-api-key, or Authorization: Bearer sk_...) in credits, charged only on success, with \
sitrep/credits-charged and sitrep/credits-remaining in the result's _meta; or, without a key, by x402 (MCP transport \
v2): the unpaid call is an error result with the PaymentRequired in structuredContent, paid by retrying with \
_meta["x402/payment"], receipt in _meta["x402/payment-response"]. A failed call is an error result whose text is the \
{error, ...} body and costs nothing.`;

interface McpParts {
  mcpServer: typeof mcpServer;
  ExchangeTransport: typeof ExchangeTransport;
  deps: McpServerDeps;
}

async function loadMcp(app: FastifyInstance): Promise<McpParts> {
  const [{ mcpServer, mcpServerDeps }, { ExchangeTransport }, { mcpTools }] = await Promise.all([
    import('../mcp/server.ts'),
    import('../mcp/exchange.ts'),
    import('../mcp/tools.ts'),
  ]);
  const deps = mcpServerDeps(
    { credits: app.credits, x402: app.x402, operations: operationDeps(app) },
    mcpTools([...operations, ...accountOperations]),
  );
  return { mcpServer, ExchangeTransport, deps };
}

/**
 * `POST /mcp`: Sitrep as an MCP server, the official SDK's `Server` speaking MCP's Streamable HTTP
 * transport as a stateless server answering in JSON: each request gets a server of its own
 * (`mcp/server.ts`), fed the body Fastify parsed and validated (`mcp/exchange.ts`), and its answer goes
 * back through Fastify (so CORS, limits, the access log and the metrics apply). A GET (the optional
 * SSE stream) is 405. The SDK and the tools' definitions are loaded and built on the first call, so a
 * gateway nobody calls over MCP does not hold them.
 */
export function mcpSurface(app: FastifyInstance, opts: { config: Config }): Promise<void> {
  let loading: Promise<McpParts> | null = null;
  const parts = () => {
    loading ??= loadMcp(app).catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  const publicBaseUrl = opts.config.PUBLIC_BASE_URL?.replace(/\/$/, '');
  app.withTypeProvider<ZodTypeProvider>().post('/mcp', {
    // A tool's arguments meet the rule on stored text as a tool error (mcp/paid-call.ts), not as a 400.
    config: { checksStorableInput: true },
    schema: {
      operationId: 'mcp',
      summary: 'MCP server (Streamable HTTP, stateless): tools and resources paid by API key or x402',
      description: DESCRIPTION,
      tags: ['mcp'],
      body: JsonRpcMessage,
      response: {
        200: JsonRpcResponse,
        202: z.null().describe('notifications and responses only: accepted, no body'),
        ...Object.fromEntries([400, 406, 413, 415, 431, 500].map((s) => [s, ErrorBody])),
      },
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!acceptsJson(header(req, 'accept'))) {
        return reply.code(406).send({ error: 'not acceptable', reason: 'the MCP endpoint answers application/json' });
      }
      const caller: McpCaller = {
        apiKey: apiKeyOf(req),
        endpoint: `${publicBaseUrl ?? `${req.protocol}://${req.host}`}/mcp`,
        log: req.log,
        requestId: req.id,
      };
      const { ExchangeTransport, mcpServer, deps } = await parts();
      const transport = new ExchangeTransport();
      // Neither is closed afterwards: once the answer is out nothing of them is pending (closing would
      // only build a `Connection closed` error for no one); they are garbage with the request.
      await mcpServer(deps, caller).connect(transport);
      const out = await transport.exchange(req.body, header(req, 'mcp-protocol-version'));
      if (out.status === 400)
        return reply.code(400).send(errors.invalidRequest([{ path: 'body', message: out.message }]).body);
      if (out.status === 202) return reply.code(202).send();
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(out.answer));
    },
  });
  return Promise.resolve();
}
