import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { inject } from 'vitest';

export interface TestTopic {
  kafka: Kafka;
  topic: string;
  groupId: string;
  /** Deletes the topic and closes the admin client. */
  cleanup(): Promise<void>;
}

export function testKafka(clientId = 'sitrep-test'): Kafka {
  return new Kafka({ clientId, brokers: inject('services').kafkaBrokers, logLevel: logLevel.NOTHING });
}

/** A topic and consumer group no other test uses, created with its leaders elected. */
export async function createTestTopic(opts: { prefix?: string; partitions?: number } = {}): Promise<TestTopic> {
  const id = randomBytes(5).toString('hex');
  const topic = `test.${opts.prefix ?? 'topic'}.${id}`;
  const kafka = testKafka();
  const admin: Admin = kafka.admin();
  await admin.connect();
  try {
    await admin.createTopics({
      waitForLeaders: true,
      topics: [{ topic, numPartitions: opts.partitions ?? 1, replicationFactor: 1 }],
    });
  } catch (err) {
    // A broker that has just started can answer the leader wait before it knows the new topic
    // (kafkajs retries only "leader not available"): wait for its partitions' leaders here instead.
    if ((err as { type?: string }).type !== 'UNKNOWN_TOPIC_OR_PARTITION') throw err;
    await waitForLeaders(admin, topic);
  }
  return {
    kafka,
    topic,
    groupId: `test-group-${id}`,
    cleanup: async () => {
      try {
        await admin.deleteTopics({ topics: [topic] });
      } finally {
        await admin.disconnect();
      }
    },
  };
}

async function waitForLeaders(admin: Admin, topic: string): Promise<void> {
  const end = Date.now() + 30_000;
  for (;;) {
    const ready = await admin.fetchTopicMetadata({ topics: [topic] }).then(
      ({ topics }) => topics[0]!.partitions.length > 0 && topics[0]!.partitions.every((p) => p.leader >= 0),
      () => false,
    );
    if (ready) return;
    if (Date.now() > end) throw new Error(`topic ${topic} has no leader after 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
