// Warm start time (chain: start plus token deployment) and peak memory of each service of the local stack, on its own `bench` instance.
// Usage: npm run bench:stack [-- --runs 3]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machineLine, median, processes, table } from './machine.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVICES = ['postgres', 'kafka', 'temporal', 'chain', 'facilitator'] as const;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const env = { ...process.env, SITREP_STACK: process.env.SITREP_BENCH_STACK ?? 'bench' };
const stack = (...args: string[]) =>
  execFileSync('bash', [`${ROOT}scripts/stack.sh`, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  return processes()
    .filter((p) => p.ppid === pid)
    .map((p) => p.pid);
}

/** Peak RSS of the service: the main process's high-water mark plus its children's (PostgreSQL forks). */
function peakMb(service: string): number {
  const pid = Number(readFileSync(`${ROOT}.infra/${env.SITREP_STACK}/${service}/pid`, 'utf8'));
  const kb = [pid, ...children(pid)].reduce((sum, p) => sum + statusKb(p, 'VmHWM'), 0);
  return Math.round(kb / 1024);
}

console.log(machineLine());
stack('install');
stack('down');
stack('up'); // first start formats data folders; not measured
stack('down');

const times: Record<string, number[]> = Object.fromEntries(SERVICES.map((s) => [s, []]));
const peaks: Record<string, number[]> = Object.fromEntries(SERVICES.map((s) => [s, []]));
const totals: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    for (const s of SERVICES) {
      const t = performance.now();
      stack('up', s);
      times[s]!.push(performance.now() - t);
    }
    totals.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 3000)); // let each settle after start-up before reading memory
    for (const s of SERVICES) peaks[s]!.push(peakMb(s));
    stack('down');
  }
} finally {
  stack('down');
}

const rows: (string | number)[][] = [['service', 'warm start ms (median)', 'min', 'max', 'peak RSS MB (median)']];
for (const s of SERVICES) {
  rows.push([
    s,
    Math.round(median(times[s]!)),
    Math.round(Math.min(...times[s]!)),
    Math.round(Math.max(...times[s]!)),
    median(peaks[s]!),
  ]);
}
rows.push([
  'total',
  Math.round(median(totals)),
  Math.round(Math.min(...totals)),
  Math.round(Math.max(...totals)),
  SERVICES.reduce((a, s) => a + median(peaks[s]!), 0),
]);
console.log(`runs: ${runs} (sequential start of each service, caches warm, data folders existing)`);
console.log(table(rows));
