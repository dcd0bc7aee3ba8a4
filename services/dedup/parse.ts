import { AgentRecordV1 } from '../../schemas/messages/agent-record.ts';
import { ArticleV1 } from '../../schemas/messages/article.ts';
import { articleFeatures, type ArticleFeatures } from './engine.ts';
import { prepareFacts } from './source-facts.ts';

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

/** Message values packed into one buffer: `spans` holds each value's start and length (-1 for none). */
export interface PackedSlice {
  data: Uint8Array;
  spans: Int32Array;
  timestamps: Float64Array;
}

/**
 * Each message of a packed slice parsed, with its source's stored facts read (source-facts.ts): the
 * same on a feature thread as on the thread that decides, which parses a slice itself rather than wait.
 */
export function parseSlice({ data, spans, timestamps }: PackedSlice): Parsed[] {
  return Array.from(timestamps, (ts, i) => {
    const p = parseArticle(
      spans[2 * i + 1]! < 0 ? null : data.subarray(spans[2 * i], spans[2 * i]! + spans[2 * i + 1]!),
      ts,
    );
    if (p.ok && p.features) {
      p.features.facts = prepareFacts({ ...p.features, ingestedAt: p.features.ts });
      // Cloned as typed arrays, not as arrays of numbers that arrive each an object of its own (most
      // exceed a small integer) and outlive the young generation while the article waits.
      p.features.signature = Float64Array.from(p.features.signature);
      p.features.bands = Float64Array.from(p.features.bands);
    }
    return p;
  });
}
