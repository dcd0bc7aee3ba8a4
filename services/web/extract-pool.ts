import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Extraction } from './extract.ts';
import type { ExtractTask } from './extract-worker.ts';

/** One page's extraction may take this long before its thread is stopped. */
export const EXTRACT_TIME_LIMIT_MS = 5_000;

/** The page took longer to extract than EXTRACT_TIME_LIMIT_MS. */
export class ExtractTimeout extends Error {}

/**
 * Extraction in worker threads: building a DOM and running Readability costs 10–70 ms of CPU per
 * page, which would otherwise stall every other request on the gateway's event loop. A page that
 * takes more than EXTRACT_TIME_LIMIT_MS has its thread stopped, and each thread's heap is capped.
 * Threads start on first use and stop when idle, so a gateway that never extracts pays nothing.
 */
export class ExtractPool {
  private readonly pool: Piscina<ExtractTask, Extraction>;
  private readonly timeLimitMs: number;

  constructor(options: { maxThreads?: number; timeLimitMs?: number } = {}) {
    this.timeLimitMs = options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS;
    this.pool = new Piscina({
      filename: new URL('./extract-worker.ts', import.meta.url).href,
      execArgv: ['--import', 'tsx'],
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
  }

  async extract(html: string, url: string, options: { mediaType?: string; now: Date }): Promise<Extraction> {
    const task: ExtractTask = { html, url, now: options.now.getTime(), ...(options.mediaType && { mediaType: options.mediaType }) };
    try {
      return await this.pool.run(task, { signal: AbortSignal.timeout(this.timeLimitMs) });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw new ExtractTimeout(`extraction took more than ${this.timeLimitMs} ms`);
      throw err;
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
