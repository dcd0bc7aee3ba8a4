import type { PushMessage, PushStore } from '../../push/store.ts';

/** A connected stream, as the hub sees it: the agent it follows and where new messages go. */
export interface Subscriber {
  agentId: string;
  /** The account that pays for it. */
  accountId: string;
  offer(m: PushMessage): void;
  close(): void;
  /** Its key was revoked: tell the client, then close. */
  revoke(): void;
}

/**
 * One per gateway: reads every new message of the push log once (woken by NOTIFY, and every couple
 * of seconds in case one was missed) and hands each to the live streams of its agent. `head` and
 * the hand-out change together in one turn of the event loop, which is what lets a stream switch
 * from reading its backlog to listening without losing or repeating a message.
 */
export class PushHub {
  private headSeq = 0n;
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: PushStore,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The highest `seq` handed out. */
  get head(): bigint {
    return this.headSeq;
  }

  async start(pollMs = 2_000): Promise<void> {
    this.headSeq = await this.store.head();
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
  }

  /** Closes every stream (clients resume from their last id elsewhere, or here after a restart). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const set of this.subscribers.values()) for (const s of set) s.close();
    this.subscribers.clear();
  }

  get connected(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /** The accounts of the open streams. */
  accounts(): Set<string> {
    const ids = new Set<string>();
    for (const set of this.subscribers.values()) for (const s of set) ids.add(s.accountId);
    return ids;
  }

  /** Ends every stream of a revoked account. */
  revoke(accountId: string): void {
    for (const set of [...this.subscribers.values()])
      for (const s of [...set]) if (s.accountId === accountId) s.revoke();
  }

  add(s: Subscriber): void {
    let set = this.subscribers.get(s.agentId);
    if (!set) this.subscribers.set(s.agentId, (set = new Set()));
    set.add(s);
  }

  remove(s: Subscriber): void {
    const set = this.subscribers.get(s.agentId);
    set?.delete(s);
    if (set?.size === 0) this.subscribers.delete(s.agentId);
  }

  /** New messages may be in the log. */
  wake(): void {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          for (;;) {
            const rows = await this.store.since(this.headSeq, 1_000);
            for (const m of rows) for (const s of this.subscribers.get(m.agentId) ?? []) s.offer(m);
            if (rows.length) this.headSeq = rows[rows.length - 1]!.seq;
            if (rows.length < 1_000) break;
          }
        } while (this.again);
      } catch (err) {
        this.log.warn({ err }, 'push hub could not read new messages; will retry');
      } finally {
        this.reading = null;
      }
    })();
  }
}
