import { z } from 'zod';
import { CONFIDENCE } from '../../schemas/api/ask.ts';
import { basisEntry, type Answer } from './answerer.ts';
import { formatDay, ungrounded } from '../evidence/grounding.ts';
import type { Reading, Unit } from './reading.ts';

/** What the model must return. */
const LlmAnswer = z.object({
  answer: z.string().min(1).max(4000).nullable(),
  citations: z.array(z.string()).max(12),
  confidence: z.enum(CONFIDENCE).optional(),
});

export interface LlmAnswererOptions {
  /** An OpenAI-compatible base URL, e.g. https://api.example.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  log?: { warn(obj: object, msg: string): void };
}

/** The passages the model reads: the most relevant sentences of the events that cover the question. */
const PASSAGES = 14;

/**
 * An optional answerer that asks an OpenAI-compatible chat endpoint to write the answer from the
 * passages retrieval found. Its answer must cite only those passages and pass the grounding check
 * (every number and name in it appears in a passage it cites); anything else (an error, a timeout,
 * invalid JSON, no answer) keeps the deterministic answer.
 */
export class LlmAnswerer {
  constructor(private readonly opts: LlmAnswererOptions) {}

  async answer(r: Reading, deterministic: Answer): Promise<Answer> {
    const passages = passagesOf(r);
    if (!passages.length) return deterministic;
    try {
      const out = await this.ask(r.question.text, passages);
      if (out.answer === null) throw new Error('the model found no answer');
      const byId = new Map(passages.map((p, i) => [`p${i + 1}`, p]));
      const cited = out.citations.map((id) => {
        const p = byId.get(id);
        if (!p) throw new Error(`cites a passage it was not given: ${id}`);
        return p;
      });
      if (!cited.length) throw new Error('cites no passage');
      const missing = ungrounded(
        out.answer,
        cited.map((u) => ({ text: u.text, publishedAt: new Date(u.time) })),
      );
      if (missing.length) throw new Error(`not grounded in the cited passages: ${missing.join(', ')}`);
      const entry = basisEntry(
        'answer',
        `Written by ${this.opts.model} from ${cited.length} cited passage${cited.length === 1 ? '' : 's'}; every number and name in it appears in them.`,
        cited,
        { strength: out.confidence === 'high' ? 1 : out.confidence === 'low' ? 0.3 : 0.6 },
      );
      return { answer: out.answer, basis: [entry], answered: true };
    } catch (err) {
      this.opts.log?.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'LLM answerer failed; using the deterministic answer',
      );
      return deterministic;
    }
  }

  private async ask(question: string, passages: Unit[]): Promise<z.infer<typeof LlmAnswer>> {
    const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.opts.apiKey && { authorization: `Bearer ${this.opts.apiKey}` }),
      },
      signal: AbortSignal.timeout(this.opts.timeoutMs),
      body: JSON.stringify({
        model: this.opts.model,
        response_format: { type: 'json_object' },
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              'Answer the question only from the numbered passages. Reply with JSON {"answer": string or null, "citations": [passage ids], "confidence": "low"|"medium"|"high"}. ' +
              'Cite every passage the answer uses. Every number and proper name in the answer must appear in a cited passage. ' +
              'When figures changed over time give the latest and say it was updated; when passages disagree, say so. ' +
              'Use null when the passages do not answer the question.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              question,
              passages: passages.map((u, i) => ({
                id: `p${i + 1}`,
                text: u.text,
                source: u.carriers[0]!.publication,
                published: formatDay(new Date(u.time)),
              })),
            }),
          },
        ],
      }),
    });
    if (!res.ok) throw new Error(`endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('no message content');
    return LlmAnswer.parse(JSON.parse(content));
  }
}

/** The most relevant sentences of the events that cover at least part of the question, best first. */
export function passagesOf(r: Reading): Unit[] {
  return r.groups
    .filter((g) => g.coverage >= 0.3 && g.missingNames.length === 0)
    .flatMap((g) => g.units.map((u) => ({ u, score: u.relevance * (0.5 + 0.5 * g.coverage) })))
    .filter((x) => x.u.relevance > 0)
    .sort((a, b) => b.score - a.score || a.u.time - b.u.time)
    .slice(0, PASSAGES)
    .map((x) => x.u);
}
