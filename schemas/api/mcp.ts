import { z } from 'zod';

const JsonRpcId = z.union([z.string().max(256), z.number().int()]);

/**
 * One MCP message over Streamable HTTP: a JSON-RPC 2.0 request, notification or response. One per
 * HTTP request: MCP dropped JSON-RPC batches (2025-06-18), and no SDK client sends them.
 */
export const JsonRpcMessage = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcId.optional().describe('present on a request; absent on a notification'),
    method: z
      .string()
      .max(200)
      .optional()
      .describe(
        'initialize, ping, tools/list, tools/call, resources/list, resources/templates/list, resources/read, notifications/…',
      ),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'JsonRpcMessage' });

/** The answer to a request: its `result`, or a JSON-RPC `error` (an unknown method, invalid params). */
export const JsonRpcResponse = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcId.nullable(),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.looseObject({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .meta({ id: 'JsonRpcResponse' });
