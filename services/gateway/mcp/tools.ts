import { z } from 'zod';
import { AppError, errors } from '../errors.ts';
import { jsonSchemaOf } from '../json-schema.ts';
import { OPERATION_EXAMPLES, type OperationExample } from '../operation-examples.ts';
import type { Operation, OperationInput } from '../operations.ts';
import { PRICE_SHEET, creditsToUsd } from '../pricing.ts';

/** The arguments of a tool call, split back into the operation's path parameters, query and body. */
export type ToolInput = Omit<OperationInput<z.ZodObject, z.ZodObject, z.ZodObject>, 'agent' | 'viewer'>;

/** One operation as an MCP tool: generated from its definition, never written twice. */
export interface Tool {
  name: string;
  op: Operation;
  title: string;
  description: string;
  /** The operation's path parameters, query and body as one object of arguments. */
  inputSchema: Record<string, unknown>;
  /** The operation's response, the `structuredContent` of a successful call. */
  outputSchema: Record<string, unknown>;
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  /** The operation's example call as arguments. */
  example: Record<string, unknown>;
  /** Validates arguments with the operation's own schemas; throws the §5 error a REST call would get. */
  parse(args: unknown): ToolInput;
}

/** `listReports` → `list_reports`. */
export const toolName = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const REF_HELP =
  '`ref` is an agent\'s UUID, slug, name (case-insensitive) or external id ("#017", "017" and "17" are the same agent); list_agents gives the catalog.';

function priceLine(op: Operation): string {
  const credits = PRICE_SHEET[op.id];
  const usd = creditsToUsd(credits);
  return (
    `Cost: ${credits} credit${credits === 1 ? '' : 's'} ($${usd}) per successful call with an API key, or $${usd} in USDC ` +
    'over x402 without one (the unpaid call answers with a PaymentRequired; retry with it signed in _meta["x402/payment"]). ' +
    'A call that fails costs nothing; errors carry a JSON body {error, ...}.'
  );
}

/** A §5 error of an MCP call names the argument, not the REST location (`body.url` → `arguments.url`). */
export function asToolError(err: AppError): AppError {
  const issues = err.body.issues;
  if (!issues) return err;
  const renamed = issues.map((i) => ({
    ...i,
    path: i.path.replace(/^(params|querystring|body)(?=\.|$)/, 'arguments'),
  }));
  return new AppError(err.status, { ...err.body, issues: renamed }, err.canRetry);
}

function argumentsError(op: Operation, error: z.ZodError): AppError {
  if (op.limitBounds && error.issues.some((i) => i.path[0] === 'limit'))
    return errors.limitOutOfRange(op.limitBounds.min, op.limitBounds.max);
  return errors.invalidRequest(
    error.issues.map((i) => ({ path: ['arguments', ...i.path.map(String)].join('.'), message: i.message })),
  );
}

function toolOf(op: Operation): Tool {
  const parts = { params: op.params, query: op.querystring, body: op.body };
  const keysOf = (s?: z.ZodObject) => (s ? Object.keys(s.shape) : []);
  const input = z.strictObject({ ...op.params?.shape, ...op.querystring?.shape, ...op.body?.shape });
  const pick = (keys: string[], from: Record<string, unknown>) =>
    Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]]));
  const example: OperationExample = OPERATION_EXAMPLES[op.id];
  const web = op.id === 'webSearch' || op.id === 'webExtract';
  const name = toolName(op.id);
  return {
    name,
    op,
    title: op.summary,
    description: [op.description, op.guard === 'agentRef' || op.guard === 'bodyAgentRef' ? REF_HELP : '', priceLine(op)]
      .filter(Boolean)
      .join('\n\n'),
    inputSchema: jsonSchemaOf(input, 'input'),
    outputSchema: jsonSchemaOf(op.response, 'output'),
    annotations: {
      title: op.summary,
      // The account's own agents are written (created, changed, deleted); everything else reads.
      readOnlyHint: !op.accountOnly,
      destructiveHint: op.method === 'DELETE' || op.method === 'PATCH',
      // Web extract fetches the page again once the cached copy is old; the rest read a projection.
      idempotentHint: op.id !== 'webExtract' && op.id !== 'createAgent',
      openWorldHint: web,
    },
    example: { ...example.params, ...example.query, ...example.body },
    parse(args) {
      const r = input.safeParse(args ?? {});
      if (!r.success) throw argumentsError(op, r.error);
      const out: Record<string, unknown> = r.data;
      return {
        params: pick(keysOf(parts.params), out),
        query: pick(keysOf(parts.query), out),
        body: pick(keysOf(parts.body), out),
      };
    },
  };
}

/** Every operation as a tool. */
export function mcpTools(operations: Operation[]): Tool[] {
  return operations.map(toolOf);
}
