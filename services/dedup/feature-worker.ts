// Runs in the dedup worker's thread pool (services/dedup/feature-pool.ts).
import { extractEntities, loadCompromise } from './entities.ts';
import { parseArticle, type Parsed } from './parse.ts';
import { prepareFacts } from './source-facts.ts';

export type FeatureTask =
  /** Message values packed into one buffer: `spans` holds each value's start and length (-1 for none). */
  | { kind: 'parse'; data: Uint8Array; spans: Int32Array; timestamps: Float64Array }
  | { kind: 'entities'; articles: { title: string; lead: string }[] };

// Loaded with the thread, not at its first founding article.
loadCompromise();

export type EntitiesResult = ReturnType<typeof extractEntities>;

export default function run(task: FeatureTask): Parsed[] | EntitiesResult[] {
  if (task.kind === 'parse') {
    const { data, spans, timestamps } = task;
    return Array.from(timestamps, (ts, i) => {
      const p = parseArticle(
        spans[2 * i + 1]! < 0 ? null : data.subarray(spans[2 * i], spans[2 * i]! + spans[2 * i + 1]!),
        ts,
      );
      if (p.ok && p.features) {
        // The source's stored facts are read here too, off the thread that decides (source-facts.ts).
        p.features.facts = prepareFacts({ ...p.features, ingestedAt: p.features.ts });
        // Cloned as typed arrays, not as arrays of numbers that arrive each an object of its own (most
        // exceed a small integer) and outlive the young generation while the article waits.
        p.features.signature = Float64Array.from(p.features.signature);
        p.features.bands = Float64Array.from(p.features.bands);
      }
      return p;
    });
  }
  return task.articles.map((a) => extractEntities(a.title, a.lead));
}
