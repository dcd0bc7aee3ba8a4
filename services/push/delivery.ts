import { Context } from '@temporalio/activity';
import { Webhook as Signer } from 'standardwebhooks';
import { FetchFailed, RefusedUrl, type SafeFetcher } from '../web/fetcher.ts';
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
export const webhookIdOf = (seq: number) => `msg_${seq}`;

/** The body of a delivery: Standard Webhooks' type, timestamp and data, and the cursor to replay from. */
export function webhookBody(m: PushMessage): string {
  return `{"type":"${m.type}","timestamp":"${m.createdAt.toISOString()}","cursor":"${m.seq}","data":${m.data}}`;
}

/** The Standard Webhooks headers of one try: the id stays, the timestamp and signature are of this try. */
export function signedHeaders(secret: string, seq: number, body: string, at: Date): Record<string, string> {
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
  /** How long one activity run keeps sending before it hands back to the workflow. */
  runBudgetMs?: number;
}

function heartbeat(seq: number): void {
  try {
    Context.current().heartbeat(seq);
  } catch {
    // Called outside an activity (a test driving it directly).
  }
}

/** The webhook workflow's activity (a factory, like the report activities). */
export function createWebhookActivities(deps: DeliveryDeps) {
  const clock = deps.clock ?? (() => new Date());
  const budget = deps.runBudgetMs ?? 20_000;

  async function send(sub: Subscription, m: PushMessage): Promise<string | null> {
    const body = webhookBody(m);
    try {
      const status = await deps.fetcher.post(sub.url, body, {
        'content-type': 'application/json',
        ...signedHeaders(sub.secret, m.seq, body, clock()),
      });
      return status >= 200 && status < 300 ? null : `the receiver answered ${status}`;
    } catch (err) {
      if (err instanceof RefusedUrl) throw err;
      if (err instanceof FetchFailed) return err.reason;
      throw err;
    }
  }

  return {
    /** Sends the subscription's messages after its cursor, in order, one at a time. */
    async deliverPending({ subscriptionId }: { subscriptionId: string }): Promise<DeliveryOutcome> {
      const sub = await deps.webhooks.claim(subscriptionId);
      if (!sub || sub.status === 'deleted') return { outcome: 'gone' };
      if (sub.status === 'paused') return { outcome: 'paused' };
      const started = clock().getTime();
      const pause = async (reason: string): Promise<DeliveryOutcome> => {
        await deps.webhooks.pause(sub.id, reason);
        return { outcome: 'paused', reason };
      };
      // The balance after the last charge: while it is ample, the check before each send is skipped
      // (a round trip per message); the charge itself still refuses to go below zero.
      let balance: number | null = null;
      for (;;) {
        const batch = await deps.store.forAgents(sub.agentIds, sub.cursor, { types: sub.types, limit: 100 });
        if (!batch.length) return { outcome: 'idle' };
        for (const m of batch) {
          heartbeat(m.seq);
          const ample = balance !== null && balance >= AMPLE_DELIVERIES * deps.price;
          if (!ample && !(await deps.webhooks.covers(sub.accountId, deps.price)))
            return pause(`insufficient credits: each delivery costs ${deps.price}; top up, then replay`);
          let failure: string | null;
          try {
            failure = await send(sub, m);
          } catch (err) {
            if (err instanceof RefusedUrl) return pause(`the URL is refused: ${err.reason}`);
            throw err;
          }
          if (failure) {
            const since = await deps.webhooks.failed(sub.id, failure);
            if (clock().getTime() - since.getTime() >= deps.retryWindowMs)
              return pause(
                `deliveries kept failing for ${Math.round(deps.retryWindowMs / 1000)} s (last: ${failure}); replay to resume`,
              );
            return { outcome: 'failed', reason: failure };
          }
          const r = await deps.webhooks.delivered(sub, m.seq, {
            credits: deps.price,
            operation: 'webhookDelivery',
            requestId: `${sub.id}:${webhookIdOf(m.seq)}`,
          });
          // A replay, pause or deletion came in while this message was on its way: start over from the row.
          if (!r.recorded) return { outcome: 'more' };
          sub.cursor = m.seq;
          balance = r.balance;
          if (!r.charged) return pause(`insufficient credits: each delivery costs ${deps.price}; top up, then replay`);
        }
        if (clock().getTime() - started >= budget) return { outcome: 'more' };
      }
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
