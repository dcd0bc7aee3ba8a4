import { Context } from '@temporalio/activity';
import { Webhook as Signer } from 'standardwebhooks';
import { FetchFailed, RefusedUrl, type SafeFetcher } from '../web/fetcher.ts';
import type { LocalNews } from './local-news.ts';
import type { PushMessage, PushStore } from './store.ts';
import type { Subscription, WebhookStore } from './webhooks.ts';

export type DeliveryOutcome =
  /** Nothing left to send. */
  | { outcome: 'idle' }
  /** Sent a while; more may be waiting. */
  | { outcome: 'more' }
  /** The message at the cursor failed; try again after a backoff. */
  | { outcome: 'failed'; reason: string }
  /** Paused (by this run or before); a replay resumes it. */
  | { outcome: 'paused'; reason?: string }
  /** Deleted: the workflow ends. */
  | { outcome: 'gone' };

/** A balance that covers this many more deliveries is not checked again before the next one. */
const AMPLE_DELIVERIES = 1_000;

/** `msg_` + the message's cursor: the same message always carries the same webhook-id. */
export const webhookIdOf = (seq: bigint) => `msg_${seq}`;

/** The body of a delivery: Standard Webhooks' type, timestamp and data, and the cursor to replay from. */
export function webhookBody(m: PushMessage): string {
  return `{"type":"${m.type}","timestamp":"${m.createdAt.toISOString()}","cursor":"${m.seq}","data":${m.data}}`;
}

/** The Standard Webhooks headers of one try: the id stays, the timestamp and signature are of this try. */
export function signedHeaders(secret: string, seq: bigint, body: string, at: Date): Record<string, string> {
  const id = webhookIdOf(seq);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Signer(secret).sign(id, at, body),
  };
}

export interface DeliveryDeps {
  store: PushStore;
  webhooks: WebhookStore;
  fetcher: Pick<SafeFetcher, 'post'>;
  /** Credits per delivered message (the price sheet's stream message). */
  price: number;
  /** A message failing for this long pauses its subscription. */
  retryWindowMs: number;
  clock?: () => Date;
  /**
   * How long one activity run keeps sending before it hands back to the workflow (default 60 s;
   * the workflow's start-to-close timeout leaves room for one more send and the last record).
   */
  runBudgetMs?: number;
  /** News from this process's fan-out: a run with nothing to send waits for it a while before it ends. */
  news?: LocalNews;
  /**
   * How long a run with nothing to send waits for news before it ends (default 15 s, heartbeating
   * meanwhile). A subscription whose agents have news more often than this is woken in-process,
   * never by a workflow signal and a new activity.
   */
  idleWaitMs?: number;
  /** Where the whole reason of a refused or failed delivery goes (the subscriber reads a shorter one). */
  log?: { warn(obj: object, msg: string): void };
}

/** Heartbeats while waiting for news come this often (under the workflow's heartbeat timeout). */
const HEARTBEAT_MS = 2_000;

function heartbeat(seq: bigint): void {
  try {
    Context.current().heartbeat(String(seq));
  } catch {
    // Called outside an activity (a test driving it directly).
  }
}

/** Aborts when this run is cancelled (the worker shutting down); none outside an activity. */
function cancellation(): AbortSignal | undefined {
  try {
    return Context.current().cancellationSignal;
  } catch {
    return undefined;
  }
}

/** The webhook workflow's activity (a factory, like the report activities). */
export function createWebhookActivities(deps: DeliveryDeps) {
  const clock = deps.clock ?? (() => new Date());
  const budget = deps.runBudgetMs ?? 60_000;
  const idleWait = deps.idleWaitMs ?? 15_000;

  async function send(sub: Subscription, m: PushMessage): Promise<string | null> {
    const body = webhookBody(m);
    try {
      const status = await deps.fetcher.post(sub.url, body, {
        'content-type': 'application/json',
        ...signedHeaders(sub.secret, m.seq, body, clock()),
      });
      return status >= 200 && status < 300 ? null : `the receiver answered ${status}`;
    } catch (err) {
      if (err instanceof RefusedUrl || err instanceof FetchFailed)
        deps.log?.warn({ subscriptionId: sub.id, url: sub.url, detail: err.detail }, 'webhook delivery failed');
      if (err instanceof RefusedUrl) throw err;
      if (err instanceof FetchFailed) return err.reason;
      throw err;
    }
  }

  return {
    /**
     * Sends the subscription's messages after its cursor, in order, one at a time on a kept-alive
     * connection. Sent messages are recorded (cursor moved, deliveries charged) in one statement per
     * group: while one record is in flight the sends go on, and the next record takes every message
     * sent meanwhile. A worker killed mid-delivery repeats at most the messages of the record in
     * flight and the message being sent, each with its own id and body.
     */
    async deliverPending({ subscriptionId }: { subscriptionId: string }): Promise<DeliveryOutcome> {
      const sub = await deps.webhooks.claim(subscriptionId);
      if (!sub || sub.status === 'deleted') return { outcome: 'gone' };
      if (sub.status === 'paused') return { outcome: 'paused' };
      const started = clock().getTime();
      const cancelled = cancellation();
      /** Time to hand back to the workflow: the budget is spent, or the worker is shutting down. */
      const over = () => clock().getTime() - started >= budget || !!cancelled?.aborted;
      const pause = async (reason: string): Promise<DeliveryOutcome> => {
        await deps.webhooks.pause(sub.id, reason);
        return { outcome: 'paused', reason };
      };
      const noCredit = `insufficient credits: each delivery costs ${deps.price}; top up, then replay`;
      const revoked = 'the account is revoked: nothing more is delivered';
      // The balance after the last charge: while it is ample, the check before each send is skipped
      // (a round trip per message); the charge itself still refuses to go below zero.
      let balance: number | null = null;
      /** Sent (2xx) and not yet in a record, oldest first. */
      let sent: bigint[] = [];
      /** The record in flight, if any. */
      let recording: Promise<void> | null = null;
      /** Set by a record that did not go through: the run ends with it. */
      let stop: DeliveryOutcome | null = null;
      /** A record that failed (the database): thrown by `settle`, and the activity is retried. */
      let recordError: Error | null = null;

      const recordSent = async (): Promise<void> => {
        const seqs = sent;
        sent = [];
        const r = await deps.webhooks.delivered(sub, seqs, {
          credits: deps.price,
          operation: 'webhookDelivery',
          requestIds: seqs.map((seq) => `${sub.id}:${webhookIdOf(seq)}`),
        });
        // A replay, pause or deletion came in meanwhile: start over from the row.
        if (!r.recorded) {
          stop ??= { outcome: 'more' };
          return;
        }
        sub.cursor = seqs[seqs.length - 1]!;
        balance = r.balance;
        if (!r.charged) stop ??= await pause(r.revoked ? revoked : noCredit);
      };
      /** Starts a record of what was sent, unless one is in flight (the next one takes it then). */
      const startRecord = () => {
        if (recording || !sent.length || stop || recordError) return;
        recording = recordSent()
          .catch(
            (err: unknown) =>
              void (recordError ??= err instanceof Error ? err : new Error('recording failed', { cause: err })),
          )
          .finally(() => {
            recording = null;
            startRecord();
          });
      };
      /** Waits until every sent message is recorded; the outcome a failed record ends the run with. */
      const settle = async (): Promise<DeliveryOutcome | null> => {
        while (recording || (sent.length && !stop && !recordError)) {
          startRecord();
          await recording;
        }
        if (recordError) throw recordError;
        return stop;
      };
      let next = sub.cursor;
      const pending = (limit: number) => deps.store.forAgents(sub.agentIds, next, { types: sub.types, limit });
      const listener = deps.news?.enter(sub.id);
      try {
        for (;;) {
          const batch = await pending(100);
          if (!batch.length) {
            const early = await settle();
            if (early) return early;
            if (!listener || over()) return { outcome: 'idle' };
            let why: 'news' | 'changed' | 'timeout' = 'timeout';
            for (let waited = 0; why === 'timeout' && waited < idleWait && !over(); waited += HEARTBEAT_MS) {
              heartbeat(next);
              why = await listener.wait(Math.min(HEARTBEAT_MS, idleWait - waited), cancelled);
            }
            if (why === 'news') continue;
            if (why === 'changed') return { outcome: 'more' }; // a replay, pause or deletion: claim again
            // Nothing came: stop listening, then look once more (news in between was not signalled).
            listener.leave();
            return (await pending(1)).length ? { outcome: 'more' } : { outcome: 'idle' };
          }
          for (const m of batch) {
            if (stop) return (await settle()) ?? stop;
            if (over()) return (await settle()) ?? { outcome: 'more' };
            heartbeat(m.seq);
            const known = balance === null ? null : balance - sent.length * deps.price;
            const ample = known !== null && known >= AMPLE_DELIVERIES * deps.price;
            if (!ample) {
              const early = await settle();
              if (early) return early;
              const pays = await deps.webhooks.canPay(sub.accountId, deps.price);
              if (pays !== 'yes') return pause(pays === 'revoked' ? revoked : noCredit);
            }
            let failure: string | null;
            try {
              failure = await send(sub, m);
            } catch (err) {
              const early = await settle();
              if (early) return early;
              if (err instanceof RefusedUrl) return pause(`the URL is refused: ${err.reason}`);
              throw err;
            }
            if (failure) {
              const early = await settle();
              if (early) return early;
              const since = await deps.webhooks.failed(sub.id, failure);
              if (clock().getTime() - since.getTime() >= deps.retryWindowMs)
                return pause(
                  `deliveries kept failing for ${Math.round(deps.retryWindowMs / 1000)} s (last: ${failure}); replay to resume`,
                );
              return { outcome: 'failed', reason: failure };
            }
            sent.push(m.seq);
            next = m.seq;
            startRecord();
          }
        }
      } finally {
        listener?.leave();
      }
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
