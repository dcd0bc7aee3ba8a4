import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ClientRequestSchema,
  ErrorCode,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  isJSONRPCRequest,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

/** Every client request's schema by method: what the SDK parses a request with before its handler. */
const REQUEST_SCHEMAS = new Map<string, (typeof ClientRequestSchema.options)[number]>(
  ClientRequestSchema.options.map((s) => [s.shape.method.value, s]),
);

/**
 * The SDK answers a request whose params its schema refuses as `-32603 Internal error` with the
 * validator's issues as the message. Such an answer is the client's mistake: `-32602 Invalid params`
 * naming the fields, one line. Told apart only once an internal error has happened, so a request that
 * fits costs no second parse.
 */
function clientMistake(request: JSONRPCRequest, answer: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in answer) || answer.error.code !== (ErrorCode.InternalError as number)) return answer;
  const parsed = REQUEST_SCHEMAS.get(request.method)?.safeParse(request);
  if (!parsed || parsed.success) return answer;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'request'}: ${i.message}`)
    .join('; ');
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: { code: ErrorCode.InvalidParams, message: `Invalid params: ${issues}` },
  };
}

/** How one POST to the MCP endpoint is answered. */
export type Exchange =
  /** A request's answer (a result or a JSON-RPC error), the response's JSON body. */
  | { status: 200; answer: JSONRPCMessage }
  /** A notification or a response: accepted, no body. */
  | { status: 202 }
  /** Not a JSON-RPC message, or a protocol version this server does not speak. */
  | { status: 400; message: string };

/**
 * The SDK's `Transport` for one exchange of MCP's Streamable HTTP transport as a stateless server
 * answering in JSON (no session, no SSE stream), on a body Fastify has already parsed. It does what
 * the SDK's web-standard transport does in that mode (the message's and the `Mcp-Protocol-Version`
 * header's checks, 202 for what is not a request) without building a web `Request` and `Response`
 * per call, which cost more than the rest of the call (bench:mcp). One per HTTP request.
 */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  #answer: ((message: JSONRPCMessage) => void) | null = null;

  start(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  /**
   * Only the answer to the request travels back: a notification the server would send while it
   * works (progress, logging) needs a stream, which a stateless JSON exchange does not have.
   */
  send(message: JSONRPCMessage): Promise<void> {
    if ('result' in message || 'error' in message) this.#answer?.(message);
    return Promise.resolve();
  }

  /** Hands one message to the server connected to this transport and waits for its answer. */
  exchange(body: unknown, protocolVersion: string | undefined): Promise<Exchange> {
    const parsed = JSONRPCMessageSchema.safeParse(body);
    if (!parsed.success) return Promise.resolve({ status: 400, message: 'Invalid JSON-RPC message' });
    const message = parsed.data;
    // As in the SDK's transport, the header is checked on every message but `initialize`, which
    // negotiates the version in its body.
    const initialize = isJSONRPCRequest(message) && message.method === 'initialize';
    if (!initialize && protocolVersion !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(protocolVersion)) {
      return Promise.resolve({
        status: 400,
        message: `Unsupported protocol version: ${protocolVersion.slice(0, 40)} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
      });
    }
    if (!isJSONRPCRequest(message)) {
      this.onmessage?.(message);
      return Promise.resolve({ status: 202 });
    }
    return new Promise((resolve) => {
      this.#answer = (answer) => resolve({ status: 200, answer: clientMistake(message, answer) });
      this.onmessage?.(message);
    });
  }
}
