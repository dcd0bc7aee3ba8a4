import type { Kafka } from 'kafkajs';
import { TOPICS } from '../../schemas/messages/topics.ts';

/**
 * Creates Sitrep's topics if they are missing (the brokers never auto-create). Retention is
 * unlimited on the articles topic: it is the source of truth that replays rebuild from.
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: { name: string; partitions: number }[] = Object.values(TOPICS),
): Promise<string[]> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t.name));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((t) => ({
          topic: t.name,
          numPartitions: t.partitions,
          replicationFactor: 1,
          configEntries: [{ name: 'retention.ms', value: '-1' }],
        })),
      });
    }
    return missing.map((t) => t.name);
  } finally {
    await admin.disconnect();
  }
}
