import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTopic, type TestTopic } from '../../helpers/kafka.ts';

describe('Kafka (real KRaft broker)', () => {
  let t: TestTopic;
  beforeAll(async () => {
    t = await createTestTopic({ prefix: 'smoke', partitions: 2 });
  });
  afterAll(() => t.cleanup());

  it('produces and consumes through a consumer group, which resumes from its committed offsets', async () => {
    const producer = t.kafka.producer();
    await producer.connect();
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    await producer.send({ topic: t.topic, messages: keys.map((k) => ({ key: k, value: `v-${k}` })) });

    const consumeAll = async (expected: number, waitMs: number) => {
      const consumer = t.kafka.consumer({ groupId: t.groupId });
      await consumer.connect();
      await consumer.subscribe({ topic: t.topic, fromBeginning: true });
      const seen: string[] = [];
      await consumer.run({
        eachMessage: ({ message }) => {
          seen.push(message.value!.toString());
          return Promise.resolve();
        },
      });
      const deadline = Date.now() + waitMs;
      while (seen.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (expected === 0) await new Promise((r) => setTimeout(r, 1500));
      await consumer.disconnect();
      return seen;
    };

    const first = await consumeAll(keys.length, 20_000);
    expect(first.sort()).toEqual(keys.map((k) => `v-${k}`).sort());

    await producer.send({ topic: t.topic, messages: [{ key: 'late', value: 'v-late' }] });
    await producer.disconnect();
    // Same group again: only what arrived after the commit.
    expect(await consumeAll(1, 20_000)).toEqual(['v-late']);
  });
});
