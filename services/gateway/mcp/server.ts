import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type ListToolsResult,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { PaymentRequired } from '../../../schemas/api/x402.ts';
import { AppError } from '../errors.ts';
import { anyOfObjects, jsonSchemaOf } from '../json-schema.ts';
import { PRICE_SHEET, creditsToUsd } from '../pricing.ts';
import { mcpDiscovery } from '../x402/bazaar.ts';
import { paidCall, type CallOutcome, type McpBilling, type McpCaller } from './paid-call.ts';
import { RESOURCES, RESOURCE_TEMPLATES, resolveResource } from './resources.ts';
import { asToolError, type Tool } from './tools.ts';

const INSTRUCTIONS = `Sitrep is situational intelligence for autonomous machines. Topic monitors called agents watch the world; \
each writes reports that cite canonical events (evt_… ids), and every event collapses the articles about one happening. \
Start with list_agents, read an agent's latest report with list_reports (or the resource sitrep://agents/{ref}/reports/latest), \
resolve each cited [evt_…] with get_event (or sitrep://events/{eventId}), follow an agent's events with list_events, \
use web_search and web_extract for the articles behind them, and ask a question in plain words with ask (an answer \
cited to the sentences and events it rests on). Every tool is paid per successful call: with an API key \
(x-api-key, or Authorization: Bearer sk_...; POST /api/v1/register gives one with $1.00 of credit) in prepaid credits, \
or without a key by x402 in USDC (the unpaid call answers with a PaymentRequired; retry with it signed in \
_meta["x402/payment"]). Failed calls cost nothing; errors carry a JSON body {error, ...}.`;

/** What every request's server shares: the tools and their published definitions, built once. */
export interface McpServerDeps {
  billing: McpBilling;
  tools: Map<string, Tool>;
  toolList: ListToolsResult;
}

// The SDK builds an Ajv instance per server unless given one; nothing here validates with it.
const validator = new AjvJsonSchemaValidator();

/**
 * The tools' published definitions: the operation's arguments, its response (or, when x402 is on,
 * the PaymentRequired of an unpaid call, which the transport puts in `structuredContent` of an error
 * result that clients validate against this schema too), annotations, and the price in `_meta`.
 */
export function mcpServerDeps(billing: Omit<McpBilling, 'discovery'>, tools: Tool[]): McpServerDeps {
  const paymentRequired = jsonSchemaOf(PaymentRequired, 'output');
  const toolList: ListToolsResult = {
    tools: tools.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema as ListToolsResult['tools'][number]['inputSchema'],
      outputSchema: (billing.x402
        ? anyOfObjects(
            'The answer of the operation; an unpaid x402 call answers (isError) with the PaymentRequired instead.',
            t.outputSchema,
            paymentRequired,
          )
        : t.outputSchema) as ListToolsResult['tools'][number]['outputSchema'],
      annotations: t.annotations,
      _meta: { 'sitrep/credits': PRICE_SHEET[t.op.id], 'sitrep/price-usd': creditsToUsd(PRICE_SHEET[t.op.id]) },
    })),
  };
  return {
    billing: { ...billing, discovery: new Map(tools.map((t) => [t.name, mcpDiscovery(t)])) },
    tools: new Map(tools.map((t) => [t.name, t])),
    toolList,
  };
}

function toolResult(outcome: CallOutcome): CallToolResult {
  if (outcome.kind === 'result') {
    return {
      content: [{ type: 'text', text: outcome.text }],
      structuredContent: outcome.value as Record<string, unknown>,
      _meta: outcome.meta,
    };
  }
  const pr = outcome.paymentRequired;
  return {
    isError: true,
    structuredContent: pr,
    content: [{ type: 'text', text: JSON.stringify({ 'x402/error': { code: 402, message: pr.error, data: pr } }) }],
  };
}

/** A failed call: its §5 body, or `internal error` for anything that is not a client's mistake. */
function errorBody(err: unknown, caller: McpCaller): AppError {
  if (err instanceof AppError) {
    if (err.detail) caller.log.info({ status: err.status, detail: err.detail }, err.body.error);
    return asToolError(err);
  }
  caller.log.error({ err }, 'MCP call failed');
  return new AppError(500, { error: 'internal error', requestId: caller.requestId });
}

/** JSON-RPC error codes of a resource read that fails (the §5 body is the error's `data`). */
function rpcError(e: AppError): McpError {
  const code = e.status === 404 ? -32002 : e.status < 500 ? ErrorCode.InvalidParams : ErrorCode.InternalError;
  return new McpError(code, e.body.error, e.body);
}

/**
 * The MCP server of one HTTP request (the transport is stateless, so every request gets its own,
 * and any gateway instance can answer): tools and resources, each a paid call of an operation.
 */
export function mcpServer(deps: McpServerDeps, caller: McpCaller): Server {
  const server = new Server(
    { name: 'sitrep', title: 'Sitrep', version: '1.0.0' },
    {
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: validator,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => deps.toolList);
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = deps.tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    try {
      return toolResult(await paidCall(deps.billing, caller, tool, request.params.arguments, request.params._meta));
    } catch (err) {
      const body = errorBody(err, caller).body;
      return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: RESOURCES }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request): Promise<ReadResourceResult> => {
    const { uri } = request.params;
    let outcome: CallOutcome;
    try {
      const target = resolveResource(uri);
      if (!target)
        throw new AppError(404, { error: 'resource not found', reason: `no resource at ${uri.slice(0, 200)}` });
      const tool = [...deps.tools.values()].find((t) => t.op.id === target.operation)!;
      outcome = await paidCall(deps.billing, caller, tool, target.args, request.params._meta);
    } catch (err) {
      throw rpcError(errorBody(err, caller));
    }
    if (outcome.kind === 'payment-required') {
      throw new McpError(402, outcome.paymentRequired.error ?? 'Payment required', outcome.paymentRequired);
    }
    return { contents: [{ uri, mimeType: 'application/json', text: outcome.text }], _meta: outcome.meta };
  });
  return server;
}
