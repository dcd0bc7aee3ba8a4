import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { WebhookDeliveryInput } from '../../workflows/webhook.ts';
import type { LocalNews } from './local-news.ts';
import type { WebhookStore } from './webhooks.ts';

export const webhookWorkflowId = (subscriptionId: string) => `webhook-${subscriptionId}`;

/**
 * Wakes the delivery workflow of every subscription that has news (`signalWithStart`, so a
 * workflow exists as soon as it has something to send). At most one signal per subscription is in
 * flight; news arriving meanwhile sends one more after it, never a pile.
 */
export class WebhookDispatcher {
  private byAgent = new Map<string, string[]>();
  private readonly inFlight = new Set<string>();
  private readonly again = new Set<string>();

  constructor(
    private readonly opts: {
      client: Client;
      webhooks: WebhookStore;
      taskQueue: string;
      maxBackoffMs: number;
      log: Logger;
      /** Subscriptions whose activity runs in this process hear news from it, not by a signal. */
      news?: LocalNews;
    },
  ) {}

  /** Reloads which active subscription follows which agent. */
  async refresh(): Promise<void> {
    const byAgent = new Map<string, string[]>();
    for (const s of await this.opts.webhooks.active())
      for (const a of s.agentIds) byAgent.set(a, [...(byAgent.get(a) ?? []), s.id]);
    this.byAgent = byAgent;
  }

  /** New messages for these agents were committed. */
  onAppended(agentIds: Iterable<string>): void {
    const ids = new Set<string>();
    for (const a of agentIds) for (const id of this.byAgent.get(a) ?? []) ids.add(id);
    for (const id of ids) if (!this.opts.news?.poke(id)) this.wake(id);
  }

  /** Every active subscription with work waiting (at start, and now and then in case a wake was lost). */
  async sweep(): Promise<void> {
    for (const id of await this.opts.webhooks.withWork()) this.wake(id);
  }

  wake(subscriptionId: string): void {
    if (this.inFlight.has(subscriptionId)) {
      this.again.add(subscriptionId);
      return;
    }
    this.inFlight.add(subscriptionId);
    const input: WebhookDeliveryInput = { subscriptionId, maxBackoffMs: this.opts.maxBackoffMs };
    void this.opts.client.workflow
      .signalWithStart('webhookDelivery', {
        workflowId: webhookWorkflowId(subscriptionId),
        taskQueue: this.opts.taskQueue,
        args: [input],
        signal: 'wake',
        signalArgs: [],
      })
      .catch((err: unknown) => this.opts.log.warn({ err, subscriptionId }, 'could not wake a webhook workflow'))
      .finally(() => {
        this.inFlight.delete(subscriptionId);
        if (this.again.delete(subscriptionId)) this.wake(subscriptionId);
      });
  }
}
