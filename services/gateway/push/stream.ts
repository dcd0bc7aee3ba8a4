import { PassThrough } from 'node:stream';
import type { AccountStore } from '../billing/accounts.ts';
import { errors } from '../errors.ts';
import type { PushMessage, PushStore } from '../../push/store.ts';
import type { PushHub, Subscriber } from './hub.ts';

/** Messages read from the log per page while a stream catches up; also the largest charge at once. */
const PAGE = 200;
/** A client this far behind on reading is dropped; it resumes with its Last-Event-ID. */
const MAX_PENDING = 5_000;

/** One SSE frame. Stored data is single-line JSON; a line break would still be framed correctly. */
export function sseFrame(m: Pick<PushMessage, 'seq' | 'type' | 'data'>): string {
  const data = m.data.includes('\n') ? m.data.replace(/\r?\n/g, '\ndata: ') : m.data;
  return `id: ${m.seq}\nevent: ${m.type}\ndata: ${data}\n\n`;
}

export interface AgentStreamDeps {
  hub: PushHub;
  store: PushStore;
  accounts: AccountStore;
  accountId: string;
  agentId: string;
  /** Credits per message. */
  price: number;
  requestId: string;
  heartbeatMs: number;
  onDelivered?: (n: number) => void;
  /** Once, when the stream ends for any reason (its lease is given back). */
  onClose?: () => void;
}

/**
 * One client's stream of one agent's messages, from a cursor. It reads its backlog from the log
 * page by page, then listens to the hub; every message is paid for (reserved) before it is written,
 * and when the credits run out it writes an `error` message and ends.
 */
export class AgentStream implements Subscriber {
  readonly out = new PassThrough();
  readonly agentId: string;
  readonly accountId: string;
  /** The highest `seq` queued for writing: nothing at or below it is queued again. */
  private queued: bigint;
  private live = false;
  private closed = false;
  private pending: PushMessage[] = [];
  private pumping: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: AgentStreamDeps,
    after: bigint,
  ) {
    this.agentId = deps.agentId;
    this.accountId = deps.accountId;
    this.queued = after;
  }

  /** Starts catching up; the caller sends `out` as the response. */
  start(): void {
    this.out.on('close', () => this.close());
    this.out.write(': sitrep stream\nretry: 2000\n\n');
    this.deps.hub.add(this);
    this.heartbeat = setInterval(() => this.out.write(': keep-alive\n\n'), this.deps.heartbeatMs);
    void this.catchUp().catch((err: unknown) => {
      this.out.write(`event: error\ndata: ${JSON.stringify({ error: 'internal error', reason: String(err) })}\n\n`);
      this.close();
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.deps.onClose?.();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.deps.hub.remove(this);
    this.pending = [];
    this.out.end();
  }

  /** The key was revoked: the client hears the 401's body as an `error` message, and the stream ends. */
  revoke(): void {
    if (this.closed) return;
    this.out.write(`event: error\ndata: ${JSON.stringify(errors.invalidApiKey().body)}\n\n`);
    this.close();
  }

  offer(m: PushMessage): void {
    if (!this.live || this.closed || m.seq <= this.queued) return;
    this.queue([m]);
  }

  private queue(ms: PushMessage[]): void {
    this.pending.push(...ms);
    const last = ms[ms.length - 1]!.seq;
    if (last > this.queued) this.queued = last;
    if (this.pending.length > MAX_PENDING) {
      this.out.write(': too far behind; reconnect with Last-Event-ID\n\n');
      this.close();
      return;
    }
    // From the next turn of the event loop: every message the hub hands out in this turn (one read of
    // the log) is paid for with one reservation, not one each.
    this.pumping ??= new Promise<void>((r) => setImmediate(r))
      .then(() => this.pump())
      .finally(() => (this.pumping = null));
  }

  private async catchUp(): Promise<void> {
    for (;;) {
      const target = this.deps.hub.head;
      for (;;) {
        const rows = await this.deps.store.forAgents([this.agentId], this.queued, { upTo: target, limit: PAGE });
        if (this.closed) return;
        if (rows.length) this.queue(rows);
        await this.pumping;
        if (rows.length < PAGE) break;
      }
      if (this.closed) return;
      if (target > this.queued) this.queued = target;
      // No await between this check and going live: the hub cannot hand out anything in between.
      if (this.deps.hub.head === target) {
        this.live = true;
        return;
      }
    }
  }

  private async pump(): Promise<void> {
    const { accounts, accountId, price } = this.deps;
    while (this.pending.length && !this.closed) {
      const batch = this.pending.splice(0, PAGE);
      const requestId = `${this.deps.requestId}:${batch[0]!.seq}`;
      let granted = batch.length;
      let r = await accounts.reserve(accountId, granted * price, 'streamMessage', requestId);
      if (!r.ok) {
        granted = Math.min(batch.length, Math.floor(r.balance / price));
        if (granted > 0) r = await accounts.reserve(accountId, granted * price, 'streamMessage', requestId);
        if (!r.ok) granted = 0;
      }
      if (this.closed) return;
      if (!r.ok && r.revoked) return this.revoke();
      let fits = true;
      for (const m of batch.slice(0, granted)) fits = this.out.write(sseFrame(m));
      if (granted) this.deps.onDelivered?.(granted);
      if (granted < batch.length) {
        const body = { error: 'insufficient credits', balance: r.balance, required: price };
        this.out.write(`event: error\ndata: ${JSON.stringify(body)}\n\n`);
        this.close();
        return;
      }
      if (!fits)
        await new Promise((resolve) => {
          this.out.once('drain', resolve);
          this.out.once('close', resolve);
        });
    }
  }
}
