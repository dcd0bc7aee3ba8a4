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
  await admin.createTopics({
    waitForLeaders: true,
    topics: [{ topic, numPartitions: opts.partitions ?? 1, replicationFactor: 1 }],
  });
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
