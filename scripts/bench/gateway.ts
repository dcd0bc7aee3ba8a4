// Billed reads against a bare Fastify hello-world, same load generator, same run.
// Usage: npm run bench:gateway [-- --seconds 6 --rounds 3 --pin --paced-connections 200 --heap --also-in-flight 1 --profile <dir> --gc --node-flags "<flags>"]
// --profile writes the gateway's CPU profile (node --cpu-prof) into <dir>; `npm run bench:profile -- <dir>`
// prints its top costs. Profiling slows the gateway: take the throughput figures from a run without it.
// --gc runs the gateway with --trace-gc and prints its pauses in the billed half-rate phase (where the p99
// is judged); --node-flags adds Node flags to the gateway's (e.g. "--single-threaded-gc" or
// "--max-semi-space-size=8", which overrides the default 16), to compare tails and peak RSS.
// --pin keeps the server under test (gateway, hello-world) on core 0 and the load generator and
// PostgreSQL on core 1 (taskset), so that the generator does not take the server's core.
// --also-in-flight N runs a second gateway with CREDIT_RESERVATIONS_IN_FLIGHT=N beside the default one,
// its billed phases (max, and paced at the default one's half rate) alternating with the others in
// each round, and prints the two side by side: throughput, CPU per request (PostgreSQL's too), tails.
// --heap adds a paced half-rate phase per server, after the measured ones, with V8's sampling heap
// profiler on (latency-probe.ts), and prints the bytes each allocates per request and from where.
// The machine is shared and noisy, so the max phases alternate hello-world and billed for several
// rounds; the figures are medians and the ratio is the median of the per-round ratios.
// The load generator runs in a process of its own (load-generator.ts, which says how autocannon's
// "rate" works). The half rate is measured twice: with autocannon's rate (the figure this bench has
// always printed: bursts, whole ms), and paced, open loop (rounds, medians), where each server also
// reports, from inside (latency-probe.ts), its own handling time, its event-loop delay and GC pauses:
// what the server adds to the tail, apart from the machine and the generator. The paced phases open
// `--paced-connections` connections (200), enough that no request waits in the generator for one
// (the `queued` column says whether any did: a real client with a connection of its own would not).
import os from 'node:os';
import { AccountStore } from '../../services/gateway/billing/accounts.ts';
import {
  arg,
  benchMain,
  cpuMs,
  demoDatabase,
  GATEWAY_NODE_OPTIONS,
  gatewayEntry,
  peakRssMb,
  pidOf,
  pinTree,
  postgresCpuMs,
  stack,
  stackVars,
  startNode,
  waitFor,
} from './harness.ts';
import type { ChildProcess } from 'node:child_process';
import type { AllocationSites, ProbeReport } from './latency-probe.ts';
import type { LoadJob, LoadResult } from './load-generator.ts';
import { machineLine, median, table } from './machine.ts';

const seconds = arg('--seconds', 6);
const rounds = arg('--rounds', 3);
const profileDir = process.argv.includes('--profile') ? process.argv[process.argv.indexOf('--profile') + 1] : undefined;
const traceGc = process.argv.includes('--gc');
const pin = process.argv.includes('--pin');
const heap = process.argv.includes('--heap');
const alsoInFlight = arg('--also-in-flight', 0);
const pacedConnections = arg('--paced-connections', 200);
/** Cores (taskset lists) of the server under test, and of the load generator and PostgreSQL, with --pin. */
const SERVER_CPUS = '0';
const CLIENT_CPUS = '1';
const nodeFlags = process.argv.includes('--node-flags')
  ? process.argv[process.argv.indexOf('--node-flags') + 1]!.split(' ').filter(Boolean)
  : [];

/**
 * The pauses of `--trace-gc` lines (`… ms: Scavenge 30.1 (45.2) -> 14.3 (46.0) MB, pooled: 0 MB, 1.52 / 0.00 ms …`)
 * by kind, while `recording` is on.
 */
class GcPauses {
  recording = false;
  readonly pauses = new Map<string, number[]>();
  private rest = '';
  feed(chunk: string): void {
    const lines = (this.rest + chunk).split('\n');
    this.rest = lines.pop()!;
    if (!this.recording) return;
    for (const line of lines) {
      const m =
        /\d ms: (Scavenge|Mark-Compact|Minor Mark-Sweep)\b.*?MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(
          line,
        );
      if (!m) continue;
      const list = this.pauses.get(m[1]!) ?? [];
      list.push(Number(m[2]));
      this.pauses.set(m[1]!, list);
    }
  }
  summary(seconds: number): string {
    if (!this.pauses.size) return 'none';
    return [...this.pauses]
      .map(([kind, ms]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        const total = ms.reduce((a, b) => a + b, 0);
        return `${kind} ${ms.length}× (median ${median(sorted).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms, ${((total / (seconds * 1000)) * 100).toFixed(1)}% of the phase)`;
      })
      .join('; ');
  }
}

/** One request and its answer over a child's IPC channel. */
function ask<T>(
  child: ChildProcess,
  message: object,
  accept: (m: Record<string, unknown>) => T | undefined,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const listen = (m: Record<string, unknown>) => {
      if (typeof m.error === 'string') {
        child.off('message', listen);
        reject(new Error(m.error));
        return;
      }
      const value = accept(m);
      if (value === undefined) return;
      child.off('message', listen);
      resolve(value);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** The server's own figures (latency-probe.ts) of the phase `run` measures. */
async function probed<T>(server: ChildProcess, run: () => Promise<T>): Promise<[T, ProbeReport]> {
  await ask(server, { probe: 'reset' }, (m) => (m.probe === 'reset' ? true : undefined));
  const result = await run();
  const report = await ask(server, { probe: 'read' }, (m) => m.report as ProbeReport | undefined);
  return [result, report];
}

/** Bytes allocated per request by the server over the phase `run` measures, and the sites of the most. */
async function allocations(server: ChildProcess, run: () => Promise<Result>): Promise<string> {
  await ask(server, { probe: 'heap-start' }, (m) => (m.probe === 'heap-started' ? true : undefined));
  const r = await run();
  const sites = await ask(server, { probe: 'heap-stop' }, (m) => m.sites as AllocationSites | undefined);
  const perRequest = (bytes: number) => Math.round(bytes / Math.max(1, r.total));
  const total = Object.values(sites).reduce((a, b) => a + b, 0);
  const top = Object.entries(sites)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([site, bytes]) => `    ${String(perRequest(bytes)).padStart(6)} B  ${site}`);
  return [`${perRequest(total)} B per request (${r.total} requests), the top sites:`, ...top].join('\n');
}

interface Result extends LoadResult {
  /** CPU time per answered request (µs) of each process measured (`cpu`), over the phase. */
  cpuUs: Record<string, number>;
}
let generator: ChildProcess;
async function load(
  url: string,
  headers: Record<string, string>,
  opts: { connections: number; rate?: number; paced?: boolean; cpu?: Record<string, () => number> },
): Promise<Result> {
  const cpu = Object.entries(opts.cpu ?? {});
  const before = cpu.map(([, read]) => read());
  const job: LoadJob = {
    kind: opts.paced ? 'paced' : 'closed',
    url,
    headers,
    connections: opts.connections,
    seconds,
    ...(opts.rate && { rate: opts.rate }),
  };
  const r = await ask(generator, job, (m) => m.result as LoadResult | undefined);
  return {
    ...r,
    cpuUs: Object.fromEntries(
      cpu.map(([name, read], i) => [name, ((read() - before[i]!) * 1000) / Math.max(1, r.total)]),
    ),
  };
}

console.log(machineLine());
stack('install');
stack('up', 'postgres');
const vars = stackVars();
if (pin) pinTree(pidOf('postgres'), CLIENT_CPUS);
const databaseUrl = vars.DATABASE_URL!;
const gatewayPort = Number(vars.GATEWAY_PORT);
const helloPort = gatewayPort + 1;
await benchMain(async () => {
  const db = await demoDatabase(databaseUrl);
  const accounts = new AccountStore(db.pool);
  const { apiKey } = await accounts.register(0, 'bench');
  const [account] = await accounts.findByKeyPrefix(apiKey.slice(0, 12));
  await accounts.topUp(account!.id, 1_000_000_000, 'bench', null);

  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const probe = ['--import', './scripts/bench/latency-probe.ts'];
  const serverCpus = pin ? { cpus: SERVER_CPUS } : {};
  const gateway = startNode(
    [GATEWAY_NODE_OPTIONS, ...profile, ...(traceGc ? ['--trace-gc'] : []), ...nodeFlags, ...probe, gatewayEntry()],
    { DATABASE_URL: databaseUrl, GATEWAY_PORT: String(gatewayPort), LOG_LEVEL: 'warn' },
    { stdout: traceGc, compiled: true, ipc: true, ...serverCpus },
  );
  const gc = new GcPauses();
  gateway.stdout?.setEncoding('utf8').on('data', (chunk: string) => gc.feed(chunk));
  // The probe is type-stripped by Node itself, not loaded through tsx (which the hello-world still uses).
  const hello = startNode(
    [...probe, 'scripts/bench/hello-server.ts', String(helloPort)],
    {},
    { ipc: true, ...serverCpus },
  );
  const otherPort = gatewayPort + 2;
  const other = alsoInFlight
    ? startNode(
        [GATEWAY_NODE_OPTIONS, ...probe, gatewayEntry()],
        {
          DATABASE_URL: databaseUrl,
          GATEWAY_PORT: String(otherPort),
          LOG_LEVEL: 'warn',
          CREDIT_RESERVATIONS_IN_FLIGHT: String(alsoInFlight),
        },
        { compiled: true, ipc: true, ...serverCpus },
      )
    : null;
  generator = startNode(['scripts/bench/load-generator.ts'], {}, { ipc: true, ...(pin && { cpus: CLIENT_CPUS }) });
  // A loaded machine can take a minute or more to start a tsx process (as in the e2e tier).
  await Promise.all([
    waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 150_000),
    waitFor(`http://127.0.0.1:${helloPort}/`, 150_000),
    ...(other ? [waitFor(`http://127.0.0.1:${otherPort}/readyz`, 150_000)] : []),
  ]);

  const billedUrl = `http://127.0.0.1:${gatewayPort}/api/v1/agents/017/reports`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const auth = { 'x-api-key': apiKey };
  await load(billedUrl, auth, { connections: 10 }); // warm-up: JIT, caches, pool
  await load(helloUrl, {}, { connections: 10 });
  const otherUrl = `http://127.0.0.1:${otherPort}/api/v1/agents/017/reports`;
  if (other) await load(otherUrl, auth, { connections: 10 });

  // CPU time per request of the servers themselves: a figure the other tenants of the machine move less.
  const postmaster = pidOf('postgres');
  const helloCpu = { hello: () => cpuMs(hello.pid!).own };
  const billedCpu = { gateway: () => cpuMs(gateway.pid!).own, postgres: () => postgresCpuMs(postmaster) };
  const helloRuns: Result[] = [];
  const billedRuns: Result[] = [];
  const otherRuns: Result[] = [];
  const otherCpu = { gateway: () => cpuMs(other!.pid!).own, postgres: () => postgresCpuMs(postmaster) };
  for (let i = 0; i < rounds; i++) {
    helloRuns.push(await load(helloUrl, {}, { connections: 50, cpu: helloCpu }));
    billedRuns.push(await load(billedUrl, auth, { connections: 50, cpu: billedCpu }));
    if (other) otherRuns.push(await load(otherUrl, auth, { connections: 50, cpu: otherCpu }));
  }
  const med = (runs: Result[]): Result => ({
    rps: median(runs.map((r) => r.rps)),
    total: runs.reduce((n, r) => n + r.total, 0),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    p999: median(runs.map((r) => r.p999)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    cpuUs: Object.fromEntries(Object.keys(runs[0]!.cpuUs).map((k) => [k, median(runs.map((r) => r.cpuUs[k]!))])),
  });
  const helloMax = med(helloRuns);
  const billedMax = med(billedRuns);
  const ratios = billedRuns.map((b, i) => b.rps / helloRuns[i]!.rps);
  const helloRate = Math.round(helloMax.rps / 2);
  const billedRate = Math.round(billedMax.rps / 2);
  const helloHalf = await load(helloUrl, {}, { connections: 20, rate: helloRate });
  gc.recording = true;
  const billedHalf = await load(billedUrl, auth, { connections: 20, rate: billedRate });
  gc.recording = false;
  // The same rates, paced (open loop), alternating for several rounds, each server's own figures beside.
  const helloPaced: [Result, ProbeReport][] = [];
  const billedPaced: [Result, ProbeReport][] = [];
  const otherPaced: [Result, ProbeReport][] = [];
  for (let i = 0; i < rounds; i++) {
    helloPaced.push(
      await probed(hello, () => load(helloUrl, {}, { connections: pacedConnections, rate: helloRate, paced: true })),
    );
    billedPaced.push(
      await probed(gateway, () =>
        load(billedUrl, auth, { connections: pacedConnections, rate: billedRate, paced: true, cpu: billedCpu }),
      ),
    );
    if (other)
      otherPaced.push(
        await probed(other, () =>
          load(otherUrl, auth, { connections: pacedConnections, rate: billedRate, paced: true, cpu: otherCpu }),
        ),
      );
  }
  // Before the heap phases, whose profiler holds memory of its own.
  const rss = peakRssMb(gateway.pid!);
  const heapLines = heap
    ? [
        `hello-world allocates ${await allocations(hello, () => load(helloUrl, {}, { connections: pacedConnections, rate: helloRate, paced: true }))}`,
        `the gateway allocates, billed ${await allocations(gateway, () => load(billedUrl, auth, { connections: pacedConnections, rate: billedRate, paced: true }))}`,
      ]
    : [];
  // Read the books only after the gateway has stopped: requests still in flight would charge between the reads.
  for (const g of other ? [gateway, other] : [gateway]) {
    g.kill('SIGTERM');
    await new Promise((r) => g.once('exit', r));
  }
  const balance = await accounts.balance(account!.id);
  const ledger = await accounts.ledgerSum(account!.id);
  await db.close();

  console.log(
    `load: autocannon in its own process${pin ? ` on core ${CLIENT_CPUS}` : ''}, ${seconds} s per phase, loopback; max phases 50 connections, ${rounds} alternating rounds (medians); half-rate phases 20 connections at half the median max`,
  );
  console.log(
    table([
      ['target', 'phase', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
      ['hello-world', 'max', helloMax.rps, helloMax.p50, helloMax.p99, helloMax.errors, helloMax.non2xx],
      ['billed reports', 'max', billedMax.rps, billedMax.p50, billedMax.p99, billedMax.errors, billedMax.non2xx],
      ['hello-world', 'half rate', helloHalf.rps, helloHalf.p50, helloHalf.p99, helloHalf.errors, helloHalf.non2xx],
      [
        'billed reports',
        'half rate',
        billedHalf.rps,
        billedHalf.p50,
        billedHalf.p99,
        billedHalf.errors,
        billedHalf.non2xx,
      ],
    ]),
  );
  console.log(
    `billed / hello-world throughput: ${(median(ratios) * 100).toFixed(1)}% median of rounds [${ratios.map((r) => (r * 100).toFixed(1)).join(', ')}] (target ≥ 45%)`,
  );
  console.log(
    `CPU per request at max (median of rounds): hello-world ${Math.round(helloMax.cpuUs.hello!)} µs; billed: gateway ${Math.round(billedMax.cpuUs.gateway!)} µs [${billedRuns.map((r) => Math.round(r.cpuUs.gateway!)).join(', ')}], PostgreSQL ${Math.round(billedMax.cpuUs.postgres!)} µs`,
  );
  const pacedRow = (name: string, runs: [Result, ProbeReport][]) => {
    const m = (pick: (run: [Result, ProbeReport]) => number) => median(runs.map(pick)).toFixed(2);
    return [
      name,
      median(runs.map(([r]) => r.rps)),
      m(([r]) => r.p50),
      m(([r]) => r.p99),
      m(([r]) => r.p999),
      m(([r]) => r.sent!.p99),
      m(([r]) => r.lateP99!),
      m(([r]) => r.loopDelayP99!),
      runs.reduce((n, [r]) => n + r.queued!, 0),
      m(([, p]) => p.handling.p50),
      m(([, p]) => p.handling.p99),
      m(([, p]) => p.loopDelay.p99),
      m(([, p]) => p.gc.max),
      runs.reduce((n, [r]) => n + r.errors + r.non2xx, 0),
    ];
  };
  console.log(
    `half rate, paced (open loop: latency from each request's due time, and from its write), ${pacedConnections} connections, ${rounds} alternating rounds (medians; queued and failed: sums); the generator's own lateness and loop delay; the server's own figures from inside it${pin ? `; servers on core ${SERVER_CPUS}, load generator and PostgreSQL on core ${CLIENT_CPUS}` : ''}`,
  );
  console.log(
    table([
      [
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'p99.9 ms',
        'p99 from write',
        'gen. late p99',
        'gen. loop p99',
        'queued',
        'handling p50',
        'handling p99',
        'loop delay p99',
        'GC max ms',
        'failed',
      ],
      pacedRow('hello-world', helloPaced),
      pacedRow('billed reports', billedPaced),
    ]),
  );
  const phase = (pick: (p: ProbeReport) => { p50: number; p99: number }) =>
    `${median(billedPaced.map(([, p]) => pick(p).p50)).toFixed(2)} / ${median(billedPaced.map(([, p]) => pick(p).p99)).toFixed(2)}`;
  console.log(
    `gateway's handling split, p50 / p99 ms (medians of rounds): before the handler ${phase((p) => p.phases.beforeHandler)} (of which the credit reservation ${phase((p) => p.phases.reserve)}; the statement deciding it ${phase((p) => p.phases.statement)}), handler ${phase((p) => p.phases.handler)}, after it (serialize, onSend, write) ${phase((p) => p.phases.afterHandler)}`,
  );
  const p99s = (runs: [Result, ProbeReport][]) => runs.map(([r]) => r.p99.toFixed(2)).join(', ');
  console.log(
    `billed p99 at half of max rate: ${billedHalf.p99} ms with autocannon's rate (bursts, whole ms; hello-world ${helloHalf.p99} ms); paced: ${median(billedPaced.map(([r]) => r.p99)).toFixed(2)} ms [${p99s(billedPaced)}] (hello-world ${median(helloPaced.map(([r]) => r.p99)).toFixed(2)} ms [${p99s(helloPaced)}]) (target ≤ 3 ms)`,
  );
  console.log(
    `gateway's own handling time at half rate, paced: p99 ${median(billedPaced.map(([, p]) => p.handling.p99)).toFixed(2)} ms [${billedPaced.map(([, p]) => p.handling.p99.toFixed(2)).join(', ')}], GC ${billedPaced
      .map(
        ([, p]) =>
          `${p.gc.count}× ${p.gc.totalMs} ms (${Object.entries(p.gc.byKind)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')})`,
      )
      .join('; ')}; hello-world's p99 ${median(helloPaced.map(([, p]) => p.handling.p99)).toFixed(2)} ms`,
  );
  if (other) {
    const otherRatios = otherRuns.map((b, i) => b.rps / helloRuns[i]!.rps);
    const row = (name: string, runs: Result[], ratios: number[], paced: [Result, ProbeReport][]) => {
      const m = (pick: (run: [Result, ProbeReport]) => number) => median(paced.map(pick)).toFixed(2);
      const mx = med(runs);
      return [
        name,
        `${(median(ratios) * 100).toFixed(1)}%`,
        Math.round(mx.cpuUs.gateway!),
        Math.round(mx.cpuUs.postgres!),
        m(([r]) => r.cpuUs.postgres!),
        m(([r]) => r.p99),
        m(([, p]) => p.handling.p99),
        `${m(([, p]) => p.phases.reserve.p50)} / ${m(([, p]) => p.phases.reserve.p99)}`,
        `${m(([, p]) => p.phases.statement.p50)} / ${m(([, p]) => p.phases.statement.p99)}`,
        m(([, p]) => p.gc.count),
      ];
    };
    console.log(
      `reservation statements in flight per account, the default and ${alsoInFlight}, alternating in each round (medians; paced at the same ${billedRate} req/s):`,
    );
    console.log(
      table([
        [
          'gateway',
          'throughput / hello',
          'max: gateway µs/req',
          'max: PostgreSQL µs/req',
          'paced: PostgreSQL µs/req',
          'paced p99 ms',
          'handling p99',
          'reservation p50 / p99',
          'its statement p50 / p99',
          'GC count',
        ],
        row('default', billedRuns, ratios, billedPaced),
        row(`${alsoInFlight} in flight`, otherRuns, otherRatios, otherPaced),
      ]),
    );
  }
  for (const line of heapLines) console.log(line);
  if (traceGc) console.log(`gateway GC pauses in the billed half-rate phase: ${gc.summary(seconds)}`);
  if (nodeFlags.length) console.log(`gateway Node flags added: ${nodeFlags.join(' ')}`);
  console.log(`gateway peak RSS: ${rss} MB (target < 200 MB)`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`ledger check: balance ${balance} = ledger sum ${ledger}: ${balance === ledger ? 'ok' : 'MISMATCH'}`);
  return balance === ledger ? 0 : 1;
});
