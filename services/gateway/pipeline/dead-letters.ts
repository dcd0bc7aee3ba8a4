import { randomUUID } from 'node:crypto';
import type { Admin, Consumer, Kafka } from 'kafkajs';
import type { DeadLetterEntry } from '../../../schemas/api/admin.ts';
import { DeadLetterV1 } from '../../../schemas/messages/article.ts';

/** Entries kept in memory: the newest ones; the topic holds them all. */
const KEEP = 500;
const CATCH_UP_MS = 5_000;

/**
 * The dead-letter topic's newest entries, for operators. One consumer per gateway, started on first
 * use in a group of its own that commits nothing (every gateway reads the whole topic) and is
 * deleted on close; it keeps the newest entries in memory. A read waits until the consumer has
 * reached the end offsets the read saw, so an entry written before the request is in the answer.
 */
export class DeadLetterTail {
  private consumer: Consumer | null = null;
  private starting: Promise<void> | null = null;
  private readonly entries: DeadLetterEntry[] = [];
  /** Next offset to read per partition. */
  private readonly position = new Map<number, number>();
  private readonly group = `sitrep-console-dlq-${randomUUID()}`;

  constructor(
    private readonly kafka: Kafka,
    private readonly topic: string,
    private readonly admin: () => Promise<Admin>,
  ) {}

  private start(): Promise<void> {
    this.starting ??= (async () => {
      const consumer = this.kafka.consumer({ groupId: this.group, allowAutoTopicCreation: false });
      this.consumer = consumer;
      await consumer.connect();
      await consumer.subscribe({ topic: this.topic, fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        eachMessage: ({ partition, message }) => {
          this.entries.push(entryOf(message.offset, message.value?.toString('utf8') ?? ''));
          if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
          this.position.set(partition, Number(message.offset) + 1);
          return Promise.resolve();
        },
      });
    })().catch((err: unknown) => {
      this.starting = null;
      void this.consumer?.disconnect().catch(() => undefined);
      this.consumer = null;
      throw err;
    });
    return this.starting;
  }

  async latest(limit: number): Promise<{ total: number; entries: DeadLetterEntry[] }> {
    const admin = await this.admin();
    // No dead letter yet: the dedup worker creates the topic when it starts.
    if (!(await admin.listTopics()).includes(this.topic)) return { total: 0, entries: [] };
    const ends = await admin.fetchTopicOffsets(this.topic);
    const total = ends.reduce((s, p) => s + Number(p.high) - Number(p.low), 0);
    if (total > 0) {
      await this.start();
      const deadline = Date.now() + CATCH_UP_MS;
      const behind = () => ends.some((p) => (this.position.get(p.partition) ?? Number(p.low)) < Number(p.high));
      while (behind() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    }
    return { total, entries: this.entries.slice(-limit).reverse() };
  }

  async close(): Promise<void> {
    if (!this.consumer) return;
    await this.consumer.disconnect().catch(() => undefined);
    const admin = await this.admin().catch(() => null);
    await admin?.deleteGroups([this.group]).catch(() => undefined);
  }
}

/** A dead letter as written by the dedup worker; anything else is shown as unreadable, never dropped. */
function entryOf(dlqOffset: string, text: string): DeadLetterEntry {
  try {
    const parsed = DeadLetterV1.safeParse(JSON.parse(text));
    if (parsed.success) return { ...parsed.data, dlqOffset };
  } catch {
    // Not JSON: shown below as it is.
  }
  return {
    version: 1,
    reason: 'unreadable dead-letter entry',
    issues: [],
    topic: '',
    partition: 0,
    offset: '',
    key: null,
    value: text.slice(0, 100_000),
    failedAt: new Date(0).toISOString(),
    dlqOffset,
  };
}
