import { CompressionTypes, Partitioners, type Kafka, type Producer } from 'kafkajs';
import { ArticleV1, type ArticleInput } from '../../schemas/messages/article.ts';
import { canonicalizeUrl } from '../dedup/canonical.ts';

export interface RejectedArticle {
  index: number;
  issues: { path: string; message: string }[];
}

/** Validates a raw article; the issues name the fields, as the API's `invalid request` does. */
export function validateArticle(
  raw: unknown,
): { ok: true; article: ArticleV1 } | { ok: false; issues: RejectedArticle['issues'] } {
  const input = raw && typeof raw === 'object' && !('version' in raw) ? { version: 1, ...raw } : raw;
  const r = ArticleV1.safeParse(input);
  return r.success
    ? { ok: true, article: r.data }
    : { ok: false, issues: r.error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message })) };
}

/** Sends validated articles to the articles topic, keyed by canonical URL, idempotently. */
export class ArticleProducer {
  private producer: Producer;
  private connected: Promise<void> | null = null;

  constructor(
    kafka: Kafka,
    private readonly topic: string,
  ) {
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  }

  private connect(): Promise<void> {
    return (this.connected ??= this.producer.connect());
  }

  /**
   * `timestampOf`, when given, sets each message's time (what the dedup worker takes as the time it
   * learned of the article): the demo replays its history as if each article had arrived when published.
   */
  async send(articles: ArticleV1[], timestampOf?: (a: ArticleV1) => number): Promise<void> {
    if (!articles.length) return;
    await this.connect();
    await this.producer.send({
      topic: this.topic,
      acks: -1,
      compression: CompressionTypes.None,
      messages: articles.map((a) => ({
        key: canonicalizeUrl(a.url),
        value: JSON.stringify(a),
        ...(timestampOf ? { timestamp: String(timestampOf(a)) } : {}),
      })),
    });
  }

  /** Sends messages already serialised (agent records from the outbox) to the articles topic, in order. */
  async sendKeyed(messages: { key: string; value: string }[]): Promise<void> {
    if (!messages.length) return;
    await this.connect();
    await this.producer.send({ topic: this.topic, acks: -1, compression: CompressionTypes.None, messages });
  }

  /** Validates and sends; invalid entries are returned with their issues and never sent. */
  async submit(raws: unknown[]): Promise<{ accepted: number; rejected: RejectedArticle[] }> {
    const ok: ArticleV1[] = [];
    const rejected: RejectedArticle[] = [];
    raws.forEach((raw, index) => {
      const v = validateArticle(raw);
      if (v.ok) ok.push(v.article);
      else rejected.push({ index, issues: v.issues });
    });
    await this.send(ok);
    return { accepted: ok.length, rejected };
  }

  async close(): Promise<void> {
    if (this.connected) await this.producer.disconnect();
  }
}

export type { ArticleInput };
