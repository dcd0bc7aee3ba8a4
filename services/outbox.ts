import type { Producer } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from './db/client.ts';

/** Publishes outbox rows in id order after they commit, marks them sent; at-least-once, keyed by event id. */
export class OutboxRelay {
  private producer: Producer | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  attach(producer: Producer): void {
    this.producer = producer;
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
    // Rows are locked while they are sent, so relays in several processes never send one twice.
    return withTransaction(this.pool, async (client) => {
      // The payload as the text that was stored (json, not jsonb): sent byte for byte as written, never parsed and serialised again.
      const { rows } = await client.query<{ id: string; topic: string; key: string; payload: string }>(
        'SELECT id, topic, key, payload::text AS payload FROM outbox WHERE published_at IS NULL ORDER BY id LIMIT 2000 FOR UPDATE SKIP LOCKED',
      );
      if (!rows.length) return false;
      const byTopic = new Map<string, { key: string; value: string }[]>();
      for (const r of rows) {
        let messages = byTopic.get(r.topic);
        if (!messages) byTopic.set(r.topic, (messages = []));
        messages.push({ key: r.key, value: r.payload });
      }
      await producer.sendBatch({ topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
      await client.query('UPDATE outbox SET published_at = now() WHERE id = ANY($1)', [rows.map((r) => r.id)]);
      return rows.length === 2000;
    });
  }
}
