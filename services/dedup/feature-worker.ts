// Runs in the dedup worker's thread pool (services/dedup/feature-pool.ts).
import { extractEntities } from './entities.ts';
import { parseArticle, type Parsed } from './parse.ts';

export type FeatureTask =
  | { kind: 'parse'; messages: { value: Uint8Array | null; timestamp: number }[] }
  | { kind: 'entities'; articles: { title: string; lead: string }[] };

export type EntitiesResult = ReturnType<typeof extractEntities>;

export default function run(task: FeatureTask): Parsed[] | EntitiesResult[] {
  if (task.kind === 'parse') return task.messages.map((m) => parseArticle(m.value, m.timestamp));
  return task.articles.map((a) => extractEntities(a.title, a.lead));
}
