// Shared plumbing of the benchmarks: the `bench` stack instance and the Node processes under test.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import type { Admin } from 'kafkajs';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectDatabase, type Database } from '../../services/db/client.ts';
import { migrateDatabase } from '../../services/db/migrate.ts';
import { DEMO_AGENTS } from '../../services/ops/agents.ts';
import { upsertAgents } from '../../services/ops/projection-writer.ts';
import { writeSampleData } from '../../services/ops/sample-data.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The stack instance benchmarks run on: `bench`, or a work tree's own (SITREP_BENCH_STACK=w1…w7). */
export const BENCH_STACK = process.env.SITREP_BENCH_STACK ?? 'bench';
export const benchEnv = { ...process.env, SITREP_STACK: BENCH_STACK };
/**
 * Node flags the dedup worker runs with everywhere (scripts/run.sh, package.json `dedup`,
 * docker-compose.yml), on its command line (as the product's launchers give them): a
 * bounded old generation, and a small young one. Node 24's default young generation is bigger than
 * Node 20's; under bench:ingest the worker's peak RSS was 518 MB with `--max-semi-space-size=16` and
 * 450 MB with 8 and MALLOC_ARENA_MAX=2, at the same CPU per article. Its peak comes at the end of the
 * backlog, just before a major GC, when the most events are open: V8 let the old generation grow
 * ~35% past what the last major GC left live (heap 240 MB at the peak, ~150 MB live). Capping that
 * growth at 20% (`--heap-growing-percent=20`) took 15-20 MB off the peak but ran ~50% more major GCs,
 * and the worker's CPU per article rose 18-20% in the two quieter of three alternated pairs: not kept.
 */
export const DEDUP_NODE_OPTIONS = '--max-old-space-size=384 --max-semi-space-size=8';
/**
 * The environment it runs with everywhere: two malloc arenas, not eight per core, for its threads'
 * native memory; and every allocation of 128 KB or more (Kafka fetches, Postgres messages, the
 * buffers that carry slices to and from the feature threads) mapped on its own and returned when
 * freed. By default glibc raises that threshold to the largest block freed (up to 32 MB), so such
 * buffers came from the arenas, which keep freed memory: the main arena held 74 MB at the peak,
 * 38 MB with the fixed threshold (bench:ingest).
 */
export const DEDUP_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
/**
 * Node flags the gateway runs with everywhere (scripts/run.sh, package.json `gateway`, infra/Dockerfile):
 * Node 24's V8 sizes the young generation from the machine's memory (two 64 MB semi-spaces on a 24 GB
 * machine), which a server whose per-request objects die young fills with garbage: 16 MB ones hold
 * ~110 MB less RSS (README, bench:gateway).
 */
export const GATEWAY_NODE_OPTIONS = '--max-semi-space-size=16';

export const stack = (...args: string[]) => {
  if (args[0] === 'up') stopOnSignal();
  return execFileSync('bash', [`${ROOT}scripts/stack.sh`, ...args], {
    env: benchEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
};

let trapped = false;

/**
 * Ctrl-C (or a kill) stops what the benchmark started, as its end would: its processes, then the
 * bench stack, then exits with 128 + the signal's number. Without it Node exits at once and leaves
 * PostgreSQL and Kafka running. A second Ctrl-C exits at once.
 */
function stopOnSignal(): void {
  if (trapped) return;
  trapped = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => {
      console.error(`[bench] ${signal}: stopping the processes and the ${BENCH_STACK} stack`);
      void stopProcesses().finally(() => {
        stack('down');
        process.exit(code);
      });
    });
}

/** The `export NAME=value` lines of `stack.sh env` for the bench instance. */
export function stackVars(): Record<string, string> {
  return Object.fromEntries([...stack('env').matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

const children: ChildProcess[] = [];

/**
 * The gateway's entry point compiled to JavaScript (scripts/build-gateway.sh, rebuilt when a source
 * changed), as scripts/run.sh and the image run it: start it with `startNode(…, { compiled: true })`.
 */
export function gatewayEntry(): string {
  return execFileSync('bash', [`${ROOT}scripts/build-gateway.sh`], { stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();
}

/**
 * A Node entry point of the project, run with tsx (or compiled JavaScript, as is); stopped by `stopProcesses`.
 * `ipc` opens Node's IPC channel to it; `cpus` (taskset's list, e.g. "0") keeps it on those cores.
 */
export function startNode(
  args: string[],
  extraEnv: Record<string, string>,
  opts: { stdout?: boolean; compiled?: boolean; ipc?: boolean; cpus?: string } = {},
): ChildProcess {
  const node = [process.execPath, ...(opts.compiled ? [] : ['--import', 'tsx']), ...args];
  // taskset execs Node in its own process, so the child's pid stays the server's.
  const command = opts.cpus ? ['taskset', '-c', opts.cpus, ...node] : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...benchEnv, ...extraEnv },
    stdio: ['ignore', opts.stdout ? 'pipe' : 'ignore', 'inherit', ...(opts.ipc ? ['ipc' as const] : [])],
  });
  children.push(child);
  return child;
}

export async function stopProcesses(): Promise<void> {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.filter((c) => c.exitCode === null).map((c) => new Promise((r) => c.once('exit', r))));
}

/** Polls `url` until it answers 2xx; a loaded machine can take half a minute to start a tsx process. */
export async function waitFor(url: string, timeoutMs = 20_000): Promise<void> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (ms) a process has used, and that of its children it has reaped. */
export function cpuMs(pid: number): { own: number; reaped: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return { own: (f[11]! + f[12]!) * 10, reaped: (f[13]! + f[14]!) * 10 };
}

/** The bench instance's PostgreSQL: the postmaster, its backends now, and those that have ended. */
export function postgresCpuMs(postmaster: number): number {
  const main = cpuMs(postmaster);
  let children = 0;
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) children += cpuMs(Number(d)).own;
    } catch {
      // gone meanwhile
    }
  }
  return main.own + main.reaped + children;
}

/** Keeps a running process and its children (and, through fork, those it starts later) on these cores. */
export function pinTree(pid: number, cpus: string): void {
  const tree = [pid];
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) tree.push(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  for (const p of tree) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(p)], { stdio: 'ignore' });
}

/** The pid of a service of the bench stack instance. */
export const pidOf = (service: 'postgres' | 'kafka') =>
  Number(readFileSync(`${ROOT}.infra/${BENCH_STACK}/${service}/pid`, 'utf8').trim());

export function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
}

/** A numeric command-line option (`--name value`), or the fallback. */
export function arg(name: string, fallback: number): number {
  return process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
}

/**
 * Runs a benchmark body, then always stops the processes it started and the bench stack, and exits
 * with the body's code (1 if it threw).
 */
export async function benchMain(body: () => Promise<number | void>): Promise<never> {
  let code = 0;
  try {
    code = (await body()) ?? 0;
  } catch (err) {
    console.error(err);
    code = 1;
  } finally {
    await stopProcesses();
    stack('down');
  }
  process.exit(code);
}

/** The bench database migrated and holding the demo agents with their sample events and reports. */
export async function demoDatabase(databaseUrl: string): Promise<Database> {
  await migrateDatabase(databaseUrl);
  const db = connectDatabase(databaseUrl, { max: 2 });
  await writeSampleData(db.pool, await upsertAgents(db.pool, DEMO_AGENTS), new Date());
  return db;
}

/**
 * Creates topics and waits until each partition has a leader: kafkajs' own wait gives up with
 * UNKNOWN_TOPIC_OR_PARTITION on a just-started broker.
 */
export async function createTopics(admin: Admin, topics: { topic: string; partitions: number }[]): Promise<void> {
  await admin.createTopics({
    waitForLeaders: false,
    topics: topics.map((t) => ({ topic: t.topic, numPartitions: t.partitions, replicationFactor: 1 })),
  });
  const names = topics.map((t) => t.topic);
  for (let i = 0; ; i++) {
    const ready = await admin
      .fetchTopicMetadata({ topics: names })
      .then((md) => md.topics.every((t) => t.partitions.length && t.partitions.every((p) => p.leader >= 0)))
      .catch(() => false);
    if (ready) return;
    if (i === 150) throw new Error('the bench topics got no leaders in 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}
