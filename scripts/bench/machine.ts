import os from 'node:os';

/** One line naming the machine a benchmark ran on; these machines are shared and noisy. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown cpu';
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return `machine: ${os.hostname()} · ${os.cpus().length} × ${cpu} · ${gib} GiB · ${os.type()} ${os.release()} · node ${process.version} · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
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
  return rows.map((r) => r.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]!) : String(c).padEnd(widths[i]!))).join('  ')).join('\n');
}
