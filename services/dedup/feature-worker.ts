// Runs in the dedup worker's thread pool (services/dedup/feature-pool.ts).
import { extractEntities, loadCompromise } from './entities.ts';
import { parseSlice, type PackedSlice, type Parsed } from './parse.ts';

export type FeatureTask =
  ({ kind: 'parse' } & PackedSlice) | { kind: 'entities'; articles: { title: string; lead: string }[] };

// Loaded with the thread, not at its first founding article.
loadCompromise();

export type EntitiesResult = ReturnType<typeof extractEntities>;

export default function run(task: FeatureTask): Parsed[] | EntitiesResult[] {
  if (task.kind === 'parse') return parseSlice(task);
  return task.articles.map((a) => extractEntities(a.title, a.lead));
}
