import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** One line naming the machine a benchmark ran on; these machines are shared and noisy. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown cpu';
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return `machine: ${os.hostname()} · ${os.cpus().length} × ${cpu} · ${gib} GiB · ${os.type()} ${os.release()} · node ${process.version} · load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]!) : String(c).padEnd(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Every process now running: its parent, its command line, and the CPU time (user + system, ms) it has used so far. */
export function processes(): { pid: number; ppid: number; cmd: string; cpuMs: number }[] {
  const found: { pid: number; ppid: number; cmd: string; cpuMs: number }[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(pid), ppid: Number(f[1]), cmd, cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * Which processes a group counts: those whose command line matches, or (`tree`) those whose command
 * line matches and every process under them (a PostgreSQL server's backends), or one process (`pid`,
 * with its threads and any process under it), or the main thread of one process (`mainThread`, also
 * counted in its process's group). On a machine shared by several stacks, a pattern alone
 * also counts the other stacks' processes of that kind.
 */
export type ProcessGroup = RegExp | { tree: RegExp } | { pid: number } | { mainThread: number };

/** CPU time (ms) one process's main thread has used so far (0 once it is gone). */
function mainThreadMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time (ms) each group of processes has used so far (see `ProcessGroup`), and the machine's idle and total time. */
export function cpuUse<K extends string>(groups: Record<K, ProcessGroup>): Record<K | 'idle' | 'all', number> {
  const names = Object.keys(groups) as K[];
  const used = Object.fromEntries(names.map((k) => [k, 0])) as Record<K, number>;
  const all = processes();
  const byParent = new Map<number, number[]>();
  for (const p of all) byParent.set(p.ppid, [...(byParent.get(p.ppid) ?? []), p.pid]);
  const under = (roots: number[]): Set<number> => {
    const out = new Set(roots);
    for (const pid of out) for (const c of byParent.get(pid) ?? []) out.add(c);
    return out;
  };
  const members = names.map((k): ((p: { pid: number; cmd: string }) => boolean) => {
    const g = groups[k];
    if ('mainThread' in g) {
      used[k] = mainThreadMs(g.mainThread);
      return () => false;
    }
    if (g instanceof RegExp) return (p) => g.test(p.cmd);
    const pids = under('pid' in g ? [g.pid] : all.filter((p) => g.tree.test(p.cmd)).map((p) => p.pid));
    return (p) => pids.has(p.pid);
  });
  for (const p of all) {
    const i = members.findIndex((m) => m(p));
    if (i >= 0) used[names[i]!] += p.cpuMs;
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { ...used, idle: (cpu[3]! + cpu[4]!) * TICK_MS, all: cpu.slice(0, 8).reduce((a, b) => a + b, 0) * TICK_MS };
}
