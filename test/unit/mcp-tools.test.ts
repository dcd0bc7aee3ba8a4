import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { AppError, errors } from '../../services/gateway/errors.ts';
import { asToolError, mcpTools, toolName } from '../../services/gateway/mcp/tools.ts';
import { OPERATION_EXAMPLES, type OperationExample } from '../../services/gateway/operation-examples.ts';
import { accountOperations, operations } from '../../services/gateway/operations.ts';
import { PRICE_SHEET } from '../../services/gateway/pricing.ts';

const tools = mcpTools([...operations, ...accountOperations]);
const tool = (name: string) => tools.find((t) => t.name === name)!;
const thrown = (f: () => unknown): AppError => {
  try {
    f();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
};

describe('MCP tools generated from the operations', () => {
  it('makes one tool per priced operation, named in snake case', () => {
    // Push's per-message price and an own agent's per-report price are not calls: the stream and webhooks
    // are REST only, and a report is charged by the report worker.
    const priced = Object.keys(PRICE_SHEET).filter((id) => id !== 'streamMessage' && id !== 'agentReport');
    expect(tools.map((t) => t.name).sort()).toEqual(priced.map(toolName).sort());
    expect(tools.map((t) => t.name)).toContain('diff_reports');
    expect(toolName('listReports')).toBe('list_reports');
  });

  it('publishes object schemas whose root is the schema itself, with the bounds the REST schemas have', () => {
    for (const t of tools) {
      expect(t.inputSchema.type, t.name).toBe('object');
      expect(t.inputSchema.$ref, t.name).toBeUndefined();
      expect(t.outputSchema.type, t.name).toBe('object');
      expect(t.outputSchema.$ref, t.name).toBeUndefined();
    }
    expect(tool('list_events').inputSchema).toMatchObject({
      properties: {
        ref: { maxLength: 128 },
        limit: { type: 'integer', minimum: 1, maximum: 30 },
        since: { type: 'string', format: 'date-time' },
      },
      required: ['ref'],
      additionalProperties: false,
    });
    expect(tool('web_extract').inputSchema).toMatchObject({ required: ['url'] });
  });

  it('has an example for every operation that its own schemas accept, REST-shaped and as tool arguments', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    for (const op of operations) {
      const ex: OperationExample = OPERATION_EXAMPLES[op.id];
      if (op.params) expect(op.params.safeParse(ex.params).success, op.id).toBe(true);
      if (op.querystring) expect(op.querystring.safeParse(ex.query ?? {}).success, op.id).toBe(true);
      if (op.body) expect(op.body.safeParse(ex.body).success, op.id).toBe(true);
      expect(op.response.safeParse(ex.output).error, op.id).toBeUndefined();
      const t = tool(toolName(op.id));
      expect(() => t.parse(t.example), op.id).not.toThrow();
      expect(ajv.validate(t.inputSchema, t.example), `${op.id}: ${ajv.errorsText()}`).toBe(true);
      expect(ajv.validate(t.outputSchema, ex.output), `${op.id}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('splits arguments back into path parameters, query and body, with the defaults REST applies', () => {
    expect(tool('list_events').parse({ ref: '017', since: '2026-01-01T00:00:00+01:00' })).toEqual({
      params: { ref: '017' },
      query: { limit: 10, since: '2025-12-31T23:00:00.000Z' },
      body: {},
    });
    expect(tool('web_extract').parse({ url: 'https://example.com/a' })).toEqual({
      params: {},
      query: {},
      body: { url: 'https://example.com/a' },
    });
    // A limit may come as digits, as it does in a query string.
    expect(tool('list_reports').parse({ ref: 'x', limit: '2' }).query).toEqual({ limit: 2 });
  });

  it('refuses bad arguments with the §5 bodies REST answers, naming the argument', () => {
    expect(thrown(() => tool('list_reports').parse({ ref: '017', limit: 9 })).body).toEqual({
      error: 'limit out of range',
      min: 1,
      max: 3,
    });
    expect(thrown(() => tool('list_agents').parse({ limit: '0x2' })).body).toEqual({
      error: 'limit out of range',
      min: 1,
      max: 500,
    });
    const missing = thrown(() => tool('get_event').parse({}));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid request', issues: [{ path: 'arguments.eventId' }] });
    expect(thrown(() => tool('web_search').parse({ search: 'x', extra: 1 })).body).toMatchObject({
      error: 'invalid request',
      issues: [{ path: 'arguments', message: expect.stringMatching(/extra/) }],
    });
    expect(thrown(() => tool('web_search').parse(null)).body).toMatchObject({ error: 'invalid request' });
  });

  it("renames a guard's REST location of an argument to the tool's", () => {
    const e = asToolError(errors.invalidRequest([{ path: 'body.url', message: 'refused' }]));
    expect(e.body).toEqual({ error: 'invalid request', issues: [{ path: 'arguments.url', message: 'refused' }] });
    expect(asToolError(errors.agentNotFound('x')).body).toEqual({ error: 'agent not found', ref: 'x' });
  });
});
