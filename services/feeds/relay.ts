import { randomBytes } from 'node:crypto';
import { Partitioners, type Admin, type Kafka, type Producer } from 'kafkajs';
import type pg from 'pg';
import type { Logger } from 'pino';
import { canonicalizeUrl } from '../dedup/canonical.ts';

/** Every message the poller sends carries this header: `<source id>/<item key>`. */
export const ITEM_HEADER = 'sitrep-feed-item';
/** A read-back that has not reached the topic's end in this long fails (and is tried again on the next flush). */
const READ_BACK_TIMEOUT_MS = 60_000;
const BATCH = 500;

export interface RelayDeps {
  pool: pg.Pool;
  kafka: Kafka;
  topics: { articles: string; deadLetters: string };
  log: Pick<Logger, 'info' | 'warn'>;
  clock?: () => Date;
  /** Runs after Kafka took a batch and before it is recorded as sent: where a test stops a relay dead. */
  afterSend?: () => Promise<void>;
}

interface Pending {
  item_key: string;
  topic: 'articles' | 'dead-letters';
  payload: string;
  send_mark: Record<string, number> | null;
}

/** `topic:partition` → offset. */
type Mark = Record<string, number>;

/**
 * Sends a source's taken items to their topics exactly once (the caller holds the source's lock).
 * Before a batch goes out, the topics' end offsets are recorded on its rows; after Kafka took it, the
 * rows are marked sent. A relay that died in between leaves rows with a mark: the next flush reads
 * the topics from that mark, finds the messages that did arrive by their item header, marks them
 * sent, and sends only the rest. Nothing is sent twice and nothing is left behind.
 */
export class ItemRelay {
  private readonly producer: Producer;
  private readonly admin: Admin;
  private connected: Promise<void> | null = null;
  private readonly clock: () => Date;

  constructor(private readonly deps: RelayDeps) {
    this.clock = deps.clock ?? (() => new Date());
    this.producer = deps.kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    this.admin = deps.kafka.admin();
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(
      () => undefined,
      (err: unknown) => {
        this.connected = null;
        throw err;
      },
    );
    return this.connected;
  }

  private topicOf(row: Pending): string {
    return row.topic === 'articles' ? this.deps.topics.articles : this.deps.topics.deadLetters;
  }

  /** Sends every pending item of the source; resolves to how many were sent (found already sent included). */
  async flush(sourceId: string): Promise<number> {
    let done = 0;
    for (;;) {
      const { rows } = await this.deps.pool.query<Pending>(
        `SELECT item_key, topic, payload::text AS payload, send_mark
         FROM source_items WHERE source_id = $1 AND status = 'pending' ORDER BY seq LIMIT ${BATCH}`,
        [sourceId],
      );
      if (!rows.length) return done;
      await this.connect();
      let unsent = rows;
      const marked = rows.filter((r) => r.send_mark);
      if (marked.length) {
        const arrived = await this.readBack(sourceId, marked);
        if (arrived.size) {
          await this.markSent(sourceId, [...arrived]);
          this.deps.log.info(
            { sourceId, items: arrived.size },
            'feed items found on their topic after an interrupted send',
          );
        }
        done += arrived.size;
        unsent = rows.filter((r) => !arrived.has(r.item_key));
      }
      if (unsent.length) {
        const keys = unsent.map((r) => r.item_key);
        const mark = await this.endOffsets([...new Set(unsent.map((r) => this.topicOf(r)))]);
        await this.deps.pool.query(
          'UPDATE source_items SET send_mark = $3 WHERE source_id = $1 AND item_key = ANY($2)',
          [sourceId, keys, mark],
        );
        const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
        for (const r of unsent) {
          const topic = this.topicOf(r);
          if (!byTopic.has(topic)) byTopic.set(topic, []);
          byTopic.get(topic)!.push({
            // Articles are keyed by canonical URL, as every producer keys them.
            key:
              r.topic === 'articles'
                ? canonicalizeUrl((JSON.parse(r.payload) as { url: string }).url)
                : `${sourceId}/${r.item_key}`,
            value: r.payload,
            headers: { [ITEM_HEADER]: `${sourceId}/${r.item_key}` },
          });
        }
        await this.producer.sendBatch({
          acks: -1,
          topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
        });
        await this.deps.afterSend?.();
        await this.markSent(sourceId, keys);
        done += unsent.length;
      }
    }
  }

  private async markSent(sourceId: string, keys: string[]): Promise<void> {
    await this.deps.pool.query(
      `UPDATE source_items SET status = 'sent', payload = NULL, send_mark = NULL, sent_at = $3
       WHERE source_id = $1 AND item_key = ANY($2)`,
      [sourceId, keys, this.clock()],
    );
  }

  private async endOffsets(topics: string[]): Promise<Mark> {
    const mark: Mark = {};
    for (const topic of topics)
      for (const p of await this.admin.fetchTopicOffsets(topic)) mark[`${topic}:${p.partition}`] = Number(p.high);
    return mark;
  }

  /** The items among `rows` whose messages are on their topics, read from the earliest mark to the end. */
  private async readBack(sourceId: string, rows: Pending[]): Promise<Set<string>> {
    const from = new Map<string, Map<number, number>>();
    for (const r of rows)
      for (const [tp, offset] of Object.entries(r.send_mark!)) {
        const cut = tp.lastIndexOf(':');
        const topic = tp.slice(0, cut);
        const partition = Number(tp.slice(cut + 1));
        if (!from.has(topic)) from.set(topic, new Map());
        const m = from.get(topic)!;
        m.set(partition, Math.min(m.get(partition) ?? Infinity, offset));
      }
    const wanted = new Set(rows.map((r) => `${sourceId}/${r.item_key}`));
    const found = new Set<string>();
    for (const [topic, starts] of from) {
      for (const header of await this.readHeaders(topic, starts))
        if (wanted.has(header)) found.add(header.slice(sourceId.length + 1));
    }
    return found;
  }

  /** The item headers of a topic's messages from the given offsets up to the end as it is now. */
  private async readHeaders(topic: string, starts: Map<number, number>): Promise<string[]> {
    const ends = new Map((await this.admin.fetchTopicOffsets(topic)).map((p) => [p.partition, Number(p.high)]));
    const open = [...starts].filter(([p, offset]) => offset < (ends.get(p) ?? 0));
    if (!open.length) return [];
    const groupId = `sitrep-feeds-readback-${randomBytes(6).toString('hex')}`;
    const consumer = this.deps.kafka.consumer({ groupId, allowAutoTopicCreation: false });
    const headers: string[] = [];
    const position = new Map(open);
    try {
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const reached = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`read-back of ${topic} did not reach its end in ${READ_BACK_TIMEOUT_MS} ms`)),
          READ_BACK_TIMEOUT_MS,
        );
        const check = () => {
          if ([...position].every(([p, at]) => at >= ends.get(p)!)) {
            clearTimeout(timer);
            resolve();
          }
        };
        void consumer.run({
          autoCommit: false,
          eachBatch: ({ batch }) => {
            if (!position.has(batch.partition)) return Promise.resolve();
            for (const m of batch.messages) {
              const h = m.headers?.[ITEM_HEADER];
              if (h) headers.push(Buffer.isBuffer(h) ? h.toString('utf8') : String(h));
              position.set(batch.partition, Number(m.offset) + 1);
            }
            check();
            return Promise.resolve();
          },
        });
        for (const [partition, offset] of open) consumer.seek({ topic, partition, offset: String(offset) });
      });
      await reached;
      return headers;
    } finally {
      await consumer.disconnect().catch(() => undefined);
      await this.admin.deleteGroups([groupId]).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    await Promise.all([this.producer.disconnect(), this.admin.disconnect()]).catch(() => undefined);
  }
}
