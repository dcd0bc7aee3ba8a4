/**
 * News for the webhook activities running in this process. While a subscription's activity runs
 * here it hears of new messages for its agents directly, so the dispatcher sends its workflow no
 * signal (a signal is a workflow task and a history event each; at a hundred messages a second,
 * most of the push worker's and Temporal's work). An activity that stops listening checks the log
 * once more before it returns, so news that arrived in between is never lost.
 */
export class LocalNews {
  private readonly listening = new Map<string, { poke: (why: 'news' | 'changed') => void }>();

  /** Whether this subscription's activity is listening here (then `poke` reaches it). */
  has(subscriptionId: string): boolean {
    return this.listening.has(subscriptionId);
  }

  /** Wakes a listening activity: new messages, or the subscription changed (a replay, a pause, a deletion). */
  poke(subscriptionId: string, why: 'news' | 'changed' = 'news'): boolean {
    const l = this.listening.get(subscriptionId);
    l?.poke(why);
    return !!l;
  }

  /**
   * Listens for this subscription until `leave`: `wait` resolves on news (or a change) that came
   * since the last `wait`, or after `ms`, or as soon as `signal` aborts ('timeout' both).
   */
  enter(subscriptionId: string): {
    wait(ms: number, signal?: AbortSignal): Promise<'news' | 'changed' | 'timeout'>;
    leave(): void;
  } {
    let pending: 'news' | 'changed' | null = null;
    let resolve: ((why: 'news' | 'changed' | 'timeout') => void) | null = null;
    const entry = {
      poke: (why: 'news' | 'changed') => {
        if (pending !== 'changed') pending = why;
        if (resolve) {
          const r = resolve;
          resolve = null;
          r(pending);
          pending = null;
        }
      },
    };
    this.listening.set(subscriptionId, entry);
    return {
      wait: (ms, signal) => {
        if (pending) {
          const why = pending;
          pending = null;
          return Promise.resolve(why);
        }
        if (signal?.aborted) return Promise.resolve('timeout');
        return new Promise((r) => {
          const end = (why: 'news' | 'changed' | 'timeout') => {
            resolve = null;
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            r(why);
          };
          const onAbort = () => end('timeout');
          const timer = setTimeout(onAbort, ms);
          signal?.addEventListener('abort', onAbort, { once: true });
          resolve = end;
        });
      },
      leave: () => {
        if (this.listening.get(subscriptionId) === entry) this.listening.delete(subscriptionId);
      },
    };
  }
}
