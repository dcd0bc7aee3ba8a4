import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../helpers/services.ts';

// Runs on the `bench` stack instance (a benchmark's own): run one suite or bench at a time.
const env = { ...process.env, SITREP_BENCH_STACK: 'bench', SITREP_STACK: 'bench' };
const status = () => execFileSync('bash', ['scripts/stack.sh', 'status'], { cwd: ROOT, env }).toString();
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a benchmark stopped by Ctrl-C', () => {
  it('stops the processes it started and its stack before it exits', async () => {
    const bench = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/bench-interrupted.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const err: string[] = [];
    bench.stderr.on('data', (d: Buffer) => err.push(d.toString()));
    await new Promise<void>((resolve, reject) => {
      bench.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      bench.once('exit', (code) => reject(new Error(`bench exited ${code} before it was ready: ${err.join('')}`)));
    });
    expect(status()).toMatch(/^postgres\s+up/m);
    const postgres = Number(readFileSync(`${ROOT}.infra/bench/postgres/pid`, 'utf8').trim());
    // The process it started (tsx's own esbuild service, also a child, ends on its own once the bench has gone).
    const started = execFileSync('pgrep', ['-P', String(bench.pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number)
      .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('setInterval'));
    expect(started).toHaveLength(1);

    try {
      bench.kill('SIGINT');
      const code = await new Promise<number | null>((r) => bench.once('exit', r));

      expect(code).toBe(130);
      expect(status()).toMatch(/^postgres\s+down/m);
      expect(alive(postgres)).toBe(false);
      expect(started.filter(alive)).toEqual([]);
    } finally {
      // Whatever the outcome, nothing of it outlives the test.
      for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
      execFileSync('bash', ['scripts/stack.sh', 'down'], { cwd: ROOT, env, stdio: 'ignore' });
    }
  }, 120_000);
});
