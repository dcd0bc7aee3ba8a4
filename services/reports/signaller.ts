import { createHash } from 'node:crypto';
import type { Client } from '@temporalio/client';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { EventChangeV1 } from '../../schemas/messages/article.ts';
import type { EventChangeSignal, MonitorInput } from '../../workflows/monitor.ts';

/** `sig_` + 24 hex of the change id and the agent: one signal per change per agent, the same on redelivery. */
export function signalIdFor(changeId: string, agentId: string): string {
  return `sig_${createHash('sha256').update(`${changeId}|${agentId}`).digest('hex').slice(0, 24)}`;
}

const WEIGHTS: Record<EventChangeV1['kind'], number> = { founded: 2, source_added: 1, source_updated: 0.5 };

export const monitorIdFor = (agentId: string) => `monitor-${agentId}`;

/**
 * Consumes event changes and signals the monitor of every agent linked to the event
 * (`signalWithStart`, so a monitor exists as soon as its agent has news). Offsets are committed after
 * the signals are accepted; a redelivered change carries the same signal id and is ignored by the monitor.
 */
export class Signaller {
  private consumer: Consumer | null = null;

  constructor(
    private readonly opts: {
      kafka: Kafka;
      client: Client;
      topic: string;
      group: string;
      taskQueue: string;
      log: Logger;
      monitor: Omit<MonitorInput, 'agentId'>;
      /**
       * Whether an agent gets signal-triggered reports: catalog agents do; a client's own agent while it
       * is live and its reports are not paused (its owner pays each report).
       */
      reportsFor?: (agentId: string) => Promise<boolean>;
    },
  ) {}

  async start(): Promise<void> {
    this.consumer = this.opts.kafka.consumer({ groupId: this.opts.group });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: this.opts.topic, fromBeginning: true });
    await this.consumer.run({
      eachMessage: async ({ message }) => {
        const parsed = EventChangeV1.safeParse(JSON.parse(message.value?.toString('utf8') ?? 'null'));
        if (!parsed.success) {
          this.opts.log.warn({ offset: message.offset }, 'skipping a message that is not an event change');
          return;
        }
        const change = parsed.data;
        const agents = [change.primaryAgentId, ...change.secondaryAgentIds].filter((a): a is string => !!a);
        for (const agentId of agents) {
          if (this.opts.reportsFor && !(await this.opts.reportsFor(agentId))) continue;
          const signal: EventChangeSignal = {
            signalId: signalIdFor(change.changeId, agentId),
            eventId: change.eventId,
            kind: change.kind,
            weight: WEIGHTS[change.kind],
          };
          await this.opts.client.workflow.signalWithStart('agentMonitor', {
            workflowId: monitorIdFor(agentId),
            taskQueue: this.opts.taskQueue,
            args: [{ agentId, ...this.opts.monitor }],
            signal: 'eventChange',
            signalArgs: [signal],
          });
        }
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
