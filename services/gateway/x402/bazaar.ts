import type { ResourceInfo } from '@x402/core/types';
import { declareDiscoveryExtension } from '@x402/extensions/bazaar';
import { jsonSchemaOf } from '../json-schema.ts';
import type { Tool } from '../mcp/tools.ts';
import { OPERATION_EXAMPLES, type OperationExample } from '../operation-examples.ts';
import type { Operation } from '../operations.ts';
import type { OperationId } from '../pricing.ts';

/**
 * The Bazaar discovery extension (`@x402/extensions`, the `bazaar` spec) that every 402 carries, on
 * HTTP and on MCP, so that a facilitator can catalog what the call does: built from the operation's
 * own schemas and its example call (`operation-examples.ts`).
 */

const SERVICE_NAME = 'Sitrep';
const TAGS: Record<OperationId, string[]> = {
  listAgents: ['situational-intelligence', 'agents', 'catalog'],
  listReports: ['situational-intelligence', 'reports', 'news', 'geopolitics'],
  diffReports: ['situational-intelligence', 'reports', 'diff', 'monitoring'],
  listEvents: ['situational-intelligence', 'events', 'news', 'geopolitics'],
  getEvent: ['situational-intelligence', 'events', 'citations'],
  webSearch: ['search', 'news', 'web'],
  webExtract: ['web', 'extract', 'scraping'],
  ask: ['situational-intelligence', 'question-answering', 'citations', 'news'],
  // API key only (never behind a 402); listed for the type's sake.
  createAgent: ['agents', 'monitoring'],
  updateAgent: ['agents', 'monitoring'],
  deleteAgent: ['agents', 'monitoring'],
};

/** A challenge's `resource`, with the service metadata a Bazaar catalog shows. */
export function paidResource(op: Operation, url: string, description: string): ResourceInfo {
  return { url, description, mimeType: 'application/json', serviceName: SERVICE_NAME, tags: TAGS[op.id] };
}

/**
 * An operation on the HTTP surface: its query or JSON body (schema and example), its path parameters'
 * schema, and an example answer. The resource server adds the method, the route template and the
 * request's path parameters when it answers (`enrichExtensions`).
 */
export function httpDiscovery(op: Operation): Record<string, unknown> {
  const example: OperationExample = OPERATION_EXAMPLES[op.id];
  const common = {
    ...(op.params && { pathParamsSchema: jsonSchemaOf(op.params, 'input') }),
    output: { example: example.output },
  };
  return op.body
    ? declareDiscoveryExtension({
        bodyType: 'json',
        input: example.body ?? {},
        inputSchema: jsonSchemaOf(op.body, 'input'),
        ...common,
      })
    : declareDiscoveryExtension({
        input: example.query ?? {},
        inputSchema: op.querystring ? jsonSchemaOf(op.querystring, 'input') : { properties: {} },
        ...common,
      });
}

/** An operation as an MCP tool: its name, description, arguments' schema, an example call and answer. */
export function mcpDiscovery(tool: Tool): Record<string, unknown> {
  return declareDiscoveryExtension({
    toolName: tool.name,
    description: tool.title,
    transport: 'streamable-http',
    inputSchema: tool.inputSchema,
    example: tool.example,
    output: { example: OPERATION_EXAMPLES[tool.op.id].output },
  });
}
