import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The official SDK client over Streamable HTTP, connected (initialized) to a gateway's /mcp. */
export async function mcpClient(baseUrl: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'sitrep-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

/** A tool call's result, typed as the tools answer (`content` is one JSON text). */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
  meta?: Record<string, unknown>,
): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args, ...(meta && { _meta: meta }) })) as CallToolResult;
}

/** The JSON of a result's first text content (a tool's answer, or its error body). */
export function textJson(result: CallToolResult): unknown {
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error(`expected text content, got ${JSON.stringify(result).slice(0, 300)}`);
  return JSON.parse(first.text);
}
