// A key-billed MCP tool call (list_reports) against the same REST call (GET /api/v1/agents/{ref}/reports),
// interleaved in one run on one gateway: sequential calls, latency not load. The MCP call is a JSON-RPC
// tools/call POST sent with the same HTTP client as the REST call (fetch), so the difference is the
// server's; the same call through the SDK's own Client (which also validates the result against the
// tool's outputSchema) is timed beside them for reference.
// Usage: npm run bench:mcp [-- --calls 1000]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import { PRICE_SHEET } from '../../services/gateway/pricing.ts';
import { arg, benchMain, demoDatabase, GATEWAY_NODE_OPTIONS, stack, stackVars, startNode, waitFor } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';

const calls = arg('--calls', 1000);

console.log(machineLine());
stack('install');
stack('up', 'postgres');
await benchMain(async () => {
  const vars = stackVars();
  const db = await demoDatabase(vars.DATABASE_URL!);
  const accounts = new AccountStore(db.pool);
  const warmup = 50;
  const credits = PRICE_SHEET.listReports * 3 * (calls + warmup);
  const { apiKey, accountId } = await accounts.register(credits, 'bench:mcp');

  const port = Number(vars.GATEWAY_PORT);
  // Key billing only: the x402 surface stays off (no facilitator in this run).
  startNode([GATEWAY_NODE_OPTIONS, ...(process.env.PROF_ARGS?.split(' ') ?? []), 'services/gateway/main.ts'], {
    DATABASE_URL: vars.DATABASE_URL!,
    GATEWAY_PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 120_000);

  const restUrl = `${base}/api/v1/agents/017/reports`;
  const timeRest = async () => {
    const t0 = performance.now();
    const res = await fetch(restUrl, { headers: { 'x-api-key': apiKey } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
    return performance.now() - t0;
  };
  let id = 0;
  const timeMcp = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        'x-api-key': apiKey,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: ++id,
        method: 'tools/call',
        params: { name: 'list_reports', arguments: { ref: '017' } },
      }),
    });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200 || Buffer.from(body).includes('"isError":true')) {
      throw new Error(`MCP answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    }
    return ms;
  };
  const sdk = new Client({ name: 'bench-mcp', version: '1.0.0' });
  await sdk.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { 'x-api-key': apiKey } } }),
  );
  await sdk.listTools(); // as an agent would: the client then validates results against outputSchema
  const timeSdk = async () => {
    const t0 = performance.now();
    const r = await sdk.callTool({ name: 'list_reports', arguments: { ref: '017' } });
    if (r.isError) throw new Error(`SDK call failed: ${JSON.stringify(r.content).slice(0, 300)}`);
    return performance.now() - t0;
  };

  for (let i = 0; i < warmup; i++) {
    await timeRest();
    await timeMcp();
    await timeSdk();
  } // JIT, pools, caches

  // Interleaved, so every kind of call sees the same machine weather.
  const rest: number[] = [];
  const mcp: number[] = [];
  const viaSdk: number[] = [];
  for (let i = 0; i < calls; i++) {
    rest.push(await timeRest());
    mcp.push(await timeMcp());
    viaSdk.push(await timeSdk());
  }
  await sdk.close();
  const left = await accounts.balance(accountId);
  const ledger = await accounts.ledgerSum(accountId);
  await db.close();

  const row = (name: string, xs: number[]) => [name, median(xs).toFixed(2), percentile(xs, 99).toFixed(2)];
  console.log(
    `calls: ${calls} sequential per kind, interleaved (after ${warmup} warm-up rounds); list_reports for agent 017, billed ${PRICE_SHEET.listReports} credits each by API key`,
  );
  console.log(
    table([
      ['call', 'p50 ms', 'p99 ms'],
      row('REST GET /api/v1/agents/017/reports (fetch)', rest),
      row('MCP tools/call list_reports (fetch, JSON-RPC)', mcp),
      row('MCP tools/call through the SDK Client', viaSdk),
    ]),
  );
  const ratio = median(mcp) / median(rest);
  console.log(
    `MCP / REST: p50 ${ratio.toFixed(2)}x, p99 ${(percentile(mcp, 99) / percentile(rest, 99)).toFixed(2)}x (target: p50 at most 1.5x) · SDK Client / REST p50 ${(median(viaSdk) / median(rest)).toFixed(2)}x`,
  );
  console.log(
    `credits: ${credits - (left ?? 0)} charged for ${3 * (calls + warmup)} calls (expected ${PRICE_SHEET.listReports * 3 * (calls + warmup)}); balance ${left} = ledger ${ledger}`,
  );
  return ratio <= 1.5 && left === ledger ? 0 : 1;
});
