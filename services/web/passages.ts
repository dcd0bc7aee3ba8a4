/** Passages of a text ranked against a query with BM25 (k1 1.2, b 0.75), each at most ~500 characters. */
import { contentTokens } from '../dedup/text.ts';
import type { Extraction } from './extract.ts';

export const MAX_PASSAGE_CHARS = 500;
const MIN_PASSAGE_CHARS = 120;

/** Splits text into passages: paragraphs, short ones joined, long ones cut at sentence ends. */
function splitPassages(text: string): string[] {
  const out: string[] = [];
  let pending = '';
  const flush = () => {
    if (pending) out.push(pending);
    pending = '';
  };
  for (const para of text
    .split(/\n+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)) {
    if (para.length > MAX_PASSAGE_CHARS) {
      flush();
      out.push(...cutLong(para));
    } else if (pending && pending.length + 1 + para.length <= MAX_PASSAGE_CHARS && pending.length < MIN_PASSAGE_CHARS) {
      pending = `${pending} ${para}`;
    } else {
      flush();
      pending = para;
    }
  }
  flush();
  return out;
}

function cutLong(para: string): string[] {
  const sentences = para.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [para];
  const out: string[] = [];
  let cur = '';
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    if (cur && cur.length + 1 + s.length > MAX_PASSAGE_CHARS) {
      out.push(cur);
      cur = '';
    }
    if (s.length > MAX_PASSAGE_CHARS) {
      for (let i = 0; i < s.length; i += MAX_PASSAGE_CHARS) out.push(cutAtWord(s.slice(i, i + MAX_PASSAGE_CHARS + 40)));
      continue;
    }
    cur = cur ? `${cur} ${s}` : s;
  }
  if (cur) out.push(cur);
  return out;
}

function cutAtWord(s: string): string {
  if (s.length <= MAX_PASSAGE_CHARS) return s;
  const cut = s.lastIndexOf(' ', MAX_PASSAGE_CHARS);
  return `${s.slice(0, cut > MAX_PASSAGE_CHARS / 2 ? cut : MAX_PASSAGE_CHARS)}…`;
}

/**
 * The best `count` passages for `query`, best first. Passages that share no term with the query
 * are left out; when none does, the opening passages stand in.
 */
function rankPassages(passages: readonly string[], query: string, count = 3): string[] {
  if (passages.length === 0) return [];
  const q = [...new Set(contentTokens(query))];
  if (q.length === 0) return passages.slice(0, count);
  const docs = passages.map((p) => {
    const tf = new Map<string, number>();
    const ts = contentTokens(p);
    for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, len: ts.length };
  });
  const avg = docs.reduce((s, d) => s + d.len, 0) / docs.length || 1;
  const n = docs.length;
  const idf = new Map(
    q.map((t) => {
      const df = docs.reduce((s, d) => s + (d.tf.has(t) ? 1 : 0), 0);
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
  const scored = docs.map((d, i) => {
    let score = 0;
    for (const t of q) {
      const f = d.tf.get(t) ?? 0;
      if (f) score += (idf.get(t)! * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * d.len) / avg));
    }
    return { i, score };
  });
  const hits = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  return hits.length ? hits.slice(0, count).map((s) => passages[s.i]!) : passages.slice(0, count);
}

/** The best `count` passages of `text` for `query`: what web extract and web search return as excerpts. */
export function excerpts(text: string, query: string, count: number): string[] {
  return rankPassages(splitPassages(text), query, count);
}

/**
 * Excerpts for a caller of web extract: passages ranked against the objective, or against the title
 * without one. Here, not in extract.ts, so the gateway's own thread never loads the DOM libraries the
 * extraction threads use.
 */
export function excerptsOf(extraction: Extraction, objective: string | undefined, count = 3): string[] {
  return excerpts(extraction.fullContent, objective?.trim() || extraction.title, count);
}
