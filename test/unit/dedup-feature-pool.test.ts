import type { KafkaMessage } from 'kafkajs';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturePool } from '../../services/dedup/feature-pool.ts';
import { parseArticle } from '../../services/dedup/parse.ts';
import { prepareFacts } from '../../services/dedup/source-facts.ts';
import { syntheticArticles } from '../../services/ops/synthetic.ts';

const T0 = Date.parse('2026-11-02T08:00:00Z');

/** Kafka messages of synthetic articles (and one that is not JSON), as the worker fetches them. */
function messages(count: number): KafkaMessage[] {
  const values = syntheticArticles(count - 1, { seed: 7 }).map((a) => Buffer.from(JSON.stringify(a)));
  values.splice(5, 0, Buffer.from('{not json'));
  return values.map((value, i) => ({
    offset: String(i),
    timestamp: String(T0 + i * 1000),
    key: null,
    value,
    attributes: 0,
    headers: {},
  }));
}

/** What a reader of the parsed articles sees: their order, validity and the features a decision reads. */
const seen = (parsed: Awaited<ReturnType<FeaturePool['parse']>>) =>
  parsed.map((p) =>
    p.ok && p.features
      ? {
          url: p.features.canonicalUrl,
          participants: p.features.participants,
          kinds: p.features.kinds,
          signature: Array.from(p.features.signature),
          facts: p.features.facts,
        }
      : { ok: p.ok, reason: p.ok ? null : p.reason },
  );

describe('the dedup worker parses what its feature thread has not taken rather than wait for it', () => {
  let pool: FeaturePool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('gives the same articles, in order, whether a slice was parsed by the feature thread or by the deciding thread', async () => {
    const batch = messages(1_200);
    pool = new FeaturePool(1);
    const byThreads = await pool.parse(batch);
    expect(pool.parsedHere).toBe(0);

    const parsed = pool.parse(batch);
    await pool.parseWhile(parsed);
    const helped = await parsed;
    // One slice is with the thread at a time: the deciding thread took some of the other four.
    expect(pool.parsedHere).toBeGreaterThan(0);
    expect(pool.parsedHere).toBeLessThan(batch.length);
    expect(seen(helped)).toEqual(seen(byThreads));
    expect(helped[5]).toMatchObject({ ok: false, reason: 'not JSON' });
    // And the same as parsing each message on its own.
    const one = parseArticle(batch[0]!.value, T0);
    expect(one.ok && one.features && prepareFacts({ ...one.features, ingestedAt: one.features.ts })).toEqual(
      helped[0]!.ok && helped[0]!.features?.facts,
    );
  });

  it('leaves no parse waiting forever when the pool closes with slices no thread has taken', async () => {
    pool = new FeaturePool(1);
    const parsed = pool.parse(messages(1_000));
    const closing = pool.close();
    pool = undefined;
    await expect(parsed).rejects.toThrow();
    await closing;
  });
});
