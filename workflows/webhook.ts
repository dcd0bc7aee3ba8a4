// One workflow per webhook subscription: delivers its messages in order, retries a failing one with
// backoff (the activity pauses the subscription once it has failed for the retry window), and
// sleeps until woken by new messages, a replay or a deletion. The cursor lives in Postgres, moved
// by the activity after each delivery, so a worker crash repeats at most the message in flight,
// with the same webhook-id.
import { condition, continueAsNew, defineSignal, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import type { WebhookActivities } from '../services/push/delivery.ts';

export interface WebhookDeliveryInput {
  subscriptionId: string;
  /** The longest wait between two tries of a failing message. */
  maxBackoffMs: number;
  /** Tries of the current message so far (carried across continue-as-new). */
  attempt?: number;
}

export const wake = defineSignal('wake');

const { deliverPending } = proxyActivities<WebhookActivities>({
  // A run sends for up to a minute (the activity's budget), then one more send and its record.
  startToCloseTimeout: '3 minutes',
  // A worker killed mid-delivery is noticed within this, and another worker takes over.
  heartbeatTimeout: '5 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

const ROUNDS_PER_RUN = 200;

/** 1 s, 2 s, 4 s… up to the configured longest wait. */
export function backoffMs(attempt: number, maxMs: number): number {
  return Math.min(maxMs, 1_000 * 2 ** Math.min(attempt, 30));
}

export async function webhookDelivery(input: WebhookDeliveryInput): Promise<void> {
  let woken = true;
  setHandler(wake, () => void (woken = true));
  let attempt = input.attempt ?? 0;
  for (let round = 0; round < ROUNDS_PER_RUN; round++) {
    if (!woken) await condition(() => woken);
    woken = false;
    const r = await deliverPending({ subscriptionId: input.subscriptionId });
    if (r.outcome === 'gone') return;
    if (r.outcome === 'failed') {
      await sleep(backoffMs(attempt++, input.maxBackoffMs));
      woken = true;
      continue;
    }
    attempt = 0;
    if (r.outcome === 'more') woken = true;
    // 'idle' and 'paused' wait for the next wake: new messages, or a replay that resumes delivery.
  }
  await continueAsNew<typeof webhookDelivery>({ ...input, attempt });
}
