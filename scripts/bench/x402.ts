// A paid call on /x402/v1 split into verify, handler and settle, against the same operation on
// /api/v1 in the same run, with the local chain and facilitator. Sequential calls: latency, not load.
// Usage: npm run bench:x402 [-- --calls 100]
import type { Hex } from 'viem';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import { payingFetch, receiptOf } from '../../services/payments/buyer.ts';
import { arg, benchMain, demoDatabase, GATEWAY_NODE_OPTIONS, stack, stackVars, startNode, waitFor } from './harness.ts';
import { machineLine, median, percentile, table } from './machine.ts';

const calls = arg('--calls', 100);

console.log(machineLine());
stack('install');
stack('up', 'postgres', 'chain', 'facilitator');
await benchMain(async () => {
  const vars = stackVars();
  const db = await demoDatabase(vars.DATABASE_URL!);
  const accounts = new AccountStore(db.pool);
  const { apiKey } = await accounts.register(10 * (calls + 20), 'bench');

  const port = Number(vars.GATEWAY_PORT);
  startNode([GATEWAY_NODE_OPTIONS, 'services/gateway/main.ts'], {
    ...vars,
    GATEWAY_PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const pay = payingFetch({
    privateKey: vars.BUYER_PRIVATE_KEY as Hex,
    network: vars.X402_NETWORK as `${string}:${string}`,
    asset: vars.X402_ASSET!,
  });
  const path = '/agents/017/reports';

  const timeApi = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1${path}`, { headers: { 'x-api-key': apiKey } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/v1 answered ${res.status}`);
    return performance.now() - t0;
  };
  const timePaid = async () => {
    const t0 = performance.now();
    const res = await pay(`${base}/x402/v1${path}`);
    await res.arrayBuffer();
    const total = performance.now() - t0;
    if (res.status !== 200 || !receiptOf(res)?.success) throw new Error(`/x402/v1 answered ${res.status}`);
    const timing = Object.fromEntries(
      [...(res.headers.get('server-timing') ?? '').matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1]!, Number(m[2])]),
    );
    return { total, verify: timing.verify ?? NaN, handler: timing.handler ?? NaN, settle: timing.settle ?? NaN };
  };

  for (let i = 0; i < 10; i++) {
    await timeApi();
    await timePaid();
  } // warm-up: JIT, pools, caches

  // Interleaved, so both surfaces see the same machine weather.
  const api: number[] = [];
  const paid: { total: number; verify: number; handler: number; settle: number }[] = [];
  for (let i = 0; i < calls; i++) {
    api.push(await timeApi());
    paid.push(await timePaid());
  }
  await db.close();

  const row = (name: string, xs: number[]) => [name, median(xs).toFixed(1), percentile(xs, 99).toFixed(1)];
  const part = (k: 'verify' | 'handler' | 'settle') => paid.map((p) => p[k]);
  const overhead = paid.map((p) => p.total - p.verify - p.handler - p.settle);
  console.log(
    `calls: ${calls} sequential per surface, interleaved; GET ${path}; local Hardhat chain (automine) and facilitator over loopback HTTP`,
  );
  console.log(
    table([
      ['measure', 'p50 ms', 'p99 ms'],
      row('/api/v1 call (x-api-key, credits)', api),
      row(
        '/x402/v1 paid call, client end to end',
        paid.map((p) => p.total),
      ),
      row('  verify (facilitator /verify)', part('verify')),
      row('  handler (guards done, to onSend)', part('handler')),
      row('  settle (facilitator /settle, on chain)', part('settle')),
      row('  rest (402 round trip, signing, HTTP)', overhead),
    ]),
  );
  console.log(`x402 / api-key median latency: ${(median(paid.map((p) => p.total)) / median(api)).toFixed(1)}x`);
});
