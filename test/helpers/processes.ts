// Sitrep's processes started for an end-to-end test, as real child processes, and stopped with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { ROOT } from './services.ts';

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}

/** Polls `fn` until it gives something other than null (errors count as null). */
export async function until<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const v = await fn().catch(() => null);
    if (v !== null) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Child processes of one test file: each entry point runs on tsx, its stderr kept for a failure. */
export class Processes {
  private readonly children: ChildProcess[] = [];

  run(entry: string, env: Record<string, string>, args: string[] = []): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const err: string[] = [];
    child.stderr.on('data', (d: Buffer) => err.push(d.toString()));
    child.once('exit', (code) => {
      if (code && code !== 0) console.error(`${entry} exited ${code}: ${err.join('').slice(-1500)}`);
    });
    this.children.push(child);
    return child;
  }

  async stop(): Promise<void> {
    for (const c of this.children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      this.children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())),
    );
  }
}
