import { AgentRecordV1 } from '../../schemas/messages/agent-record.ts';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { articleFeatures, type ArticleFeatures } from './engine.ts';

/** What one message on the articles topic turned out to be: usable features, an agent record, or why not. */
export type Parsed =
  | { ok: true; features: ArticleFeatures; agent?: undefined }
  | { ok: true; agent: AgentRecordV1; features?: undefined }
  | { ok: false; reason: string; issues: { path: string; message: string }[] };

/** An agent record is an object whose `type` names one (articles have no `type`). */
const isAgentRecord = (json: unknown): boolean =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as { type?: unknown }).type === 'string' &&
  (json as { type: string }).type.startsWith('agent.');

/** Parses, validates and featurises one message value; `timestamp` is the Kafka message time (ms). */
export function parseArticle(value: Uint8Array | null, timestamp: number): Parsed {
  if (!value) return { ok: false, reason: 'empty message', issues: [] };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON', issues: [] };
  }
  if (isAgentRecord(json)) {
    const record = AgentRecordV1.safeParse(json);
    return record.success
      ? { ok: true, agent: record.data }
      : {
          ok: false,
          reason: 'invalid agent record',
          issues: record.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        };
  }
  const r = ArticleV1.safeParse(json);
  if (!r.success)
    return {
      ok: false,
      reason: 'invalid article',
      issues: r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  try {
    return { ok: true, features: articleFeatures(r.data, timestamp) };
  } catch (err) {
    return { ok: false, reason: `unusable article: ${err instanceof Error ? err.message : String(err)}`, issues: [] };
  }
}
