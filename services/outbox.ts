import type { Producer } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { withTransaction } from './db/client.ts';

const BATCH = 2000;
/** How long a topic that failed is left out before it is tried again (doubling per failure, up to the cap). */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 300_000;

interface Stuck {
  failures: number;
  retryAt: number;
}

/**
 * Publishes outbox rows in id order after they commit, marks them sent; at-least-once, keyed by event id.
 * Each topic is sent on its own: a topic Kafka refuses (missing, say) is logged, counted, and left out
 * for a while, and its rows wait in order, while the other topics' rows go on. A row is marked sent only
 * after Kafka acknowledged its topic's batch.
 */
export class OutboxRelay {
  private producer: Producer | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly stuck = new Map<string, Stuck>();
  readonly metrics: { sendFailures: Counter<'topic'>; stuckTopics: Gauge };

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
    opts: { registry?: Registry } = {},
  ) {
    const registers = opts.registry ? [opts.registry] : [];
    this.metrics = {
      sendFailures: new Counter({
        name: 'sitrep_outbox_send_failures_total',
        help: 'Outbox batches Kafka did not acknowledge, by topic (their rows wait in the outbox)',
        labelNames: ['topic'],
        registers,
      }),
      stuckTopics: new Gauge({
        name: 'sitrep_outbox_stuck_topics',
        help: 'Topics whose last outbox send failed (their rows wait while the other topics go on)',
        registers,
      }),
    };
  }

  attach(producer: Producer): void {
    this.producer = producer;
  }

  /** The topics whose last send failed, with the number of failures in a row. */
  stuckTopics(): Map<string, number> {
    return new Map([...this.stuck].map(([topic, s]) => [topic, s.failures]));
  }

  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.publishSome()) {
            /* until empty */
          }
        } while (this.again);
      } catch (err) {
        this.log.error({ err }, 'outbox relay failed; will retry on the next batch');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async drain(): Promise<void> {
    await this.running;
  }

  private async publishSome(): Promise<boolean> {
    const producer = this.producer;
    if (!producer) return false;
    const now = Date.now();
    const skipped = [...this.stuck].filter(([, s]) => s.retryAt > now).map(([topic]) => topic);
    // Rows are locked while they are sent, so relays in several processes never send one twice.
    return withTransaction(this.pool, async (client) => {
      // The payload as the text that was stored (json, not jsonb): sent byte for byte as written, never parsed and serialised again.
      const { rows } = await client.query<{ id: string; topic: string; key: string; payload: string }>(
        `SELECT id, topic, key, payload::text AS payload FROM outbox
          WHERE published_at IS NULL AND topic <> ALL($1::text[])
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [skipped],
      );
      if (!rows.length) return false;
      const byTopic = new Map<string, { ids: string[]; messages: { key: string; value: string }[] }>();
      for (const r of rows) {
        let batch = byTopic.get(r.topic);
        if (!batch) byTopic.set(r.topic, (batch = { ids: [], messages: [] }));
        batch.ids.push(r.id);
        batch.messages.push({ key: r.key, value: r.payload });
      }
      // Every topic at once, so a topic Kafka keeps retrying does not delay the others' sends.
      const results = await Promise.allSettled(
        [...byTopic].map(([topic, { messages }]) => producer.sendBatch({ topicMessages: [{ topic, messages }] })),
      );
      const sent: string[] = [];
      [...byTopic].forEach(([topic, { ids }], i) => {
        const result = results[i]!;
        if (result.status === 'fulfilled') {
          sent.push(...ids);
          if (this.stuck.delete(topic)) this.log.info({ topic }, 'outbox topic sends again');
          return;
        }
        const failures = (this.stuck.get(topic)?.failures ?? 0) + 1;
        const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
        this.stuck.set(topic, { failures, retryAt: Date.now() + wait });
        this.metrics.sendFailures.inc({ topic });
        const err = result.reason as { name?: unknown; message?: unknown };
        this.log.error(
          { topic, rows: ids.length, failures, retryInMs: wait, reason: { name: err?.name, message: err?.message } },
          'outbox topic not acknowledged by Kafka; its rows wait, the other topics go on',
        );
      });
      this.metrics.stuckTopics.set(this.stuck.size);
      if (sent.length) await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1)', [sent]);
      // A full batch may have more behind it; the next round leaves a stuck topic out, so it ends.
      return rows.length === BATCH;
    });
  }
}
