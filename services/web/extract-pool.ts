import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Extraction } from './extract.ts';
import type { ExtractTask } from './extract-worker.ts';

/** One page's extraction may take this long before its thread is stopped (a thread's start-up and
 * the wait for a free thread are not counted: neither is the page's doing). */
export const EXTRACT_TIME_LIMIT_MS = 5_000;

/** How long a page may wait for a thread to start on it before its time limit starts anyway. */
const STARTUP_WAIT_MS = 60_000;

/** Default heap cap of one extraction thread: a page at the fetcher's 5 MB cap needs under 200 MB. */
export const EXTRACT_HEAP_LIMIT_MB = 384;

/** The page's thread was stopped: it took longer than its time limit or outgrew its heap. */
export class ExtractStopped extends Error {}

/**
 * Extraction in worker threads: building a DOM and running Readability costs 10–70 ms of CPU per
 * page, which would otherwise stall every other request on the gateway's event loop. A page that
 * takes more than EXTRACT_TIME_LIMIT_MS has its thread stopped, and each thread's heap is capped;
 * either way the caller gets ExtractStopped and the pool starts a fresh thread for the next page.
 * Threads start on first use and stop when idle, so a gateway that never extracts pays nothing.
 */
export class ExtractPool {
  private readonly pool: Piscina<ExtractTask, Extraction>;
  private readonly timeLimitMs: number;

  constructor(options: { maxThreads?: number; timeLimitMs?: number; heapLimitMb?: number } = {}) {
    this.timeLimitMs = options.timeLimitMs ?? EXTRACT_TIME_LIMIT_MS;
    const heapLimitMb = options.heapLimitMb ?? EXTRACT_HEAP_LIMIT_MB;
    this.pool = new Piscina({
      // The worker in this file's own form: TypeScript through tsx, or the gateway's compiled JavaScript.
      ...(import.meta.url.endsWith('.ts')
        ? { filename: new URL('./extract-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] }
        : { filename: new URL('./extract-worker.js', import.meta.url).href }),
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
    });
    // A thread that dies after its task was already given up (its time ran out, then its heap did)
    // has no caller left to tell; without a listener that death would crash the whole gateway.
    this.pool.on('error', () => undefined);
  }

  async extract(html: string, url: string, options: { mediaType?: string; now: Date }): Promise<Extraction> {
    const started = new Int32Array(new SharedArrayBuffer(4));
    const task: ExtractTask = {
      html,
      url,
      now: options.now.getTime(),
      started,
      ...(options.mediaType && { mediaType: options.mediaType }),
    };
    // The clock starts when the thread starts on the page (the worker flips `started`).
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const wait = Atomics.waitAsync(started, 0, 0, STARTUP_WAIT_MS);
    void (wait.async ? wait.value : Promise.resolve()).then(() => {
      if (!stop.signal.aborted) timer = setTimeout(() => stop.abort(), this.timeLimitMs);
    });
    try {
      return await this.pool.run(task, { signal: stop.signal });
    } catch (err) {
      if ((err as Error).name === 'AbortError')
        throw new ExtractStopped(`extraction took more than ${this.timeLimitMs} ms`);
      if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new ExtractStopped('the page is too large to extract');
      throw err;
    } finally {
      clearTimeout(timer);
      stop.abort();
    }
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
