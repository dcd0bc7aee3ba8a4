import { z } from 'zod';
import { DecisionAdvantageByLens, Situation } from '../../schemas/api/report.ts';
import type { Citation, ComposeInput, Composed, Composer } from './composer.ts';
import { dossiersOf } from './dossier.ts';
import { ownWordsOf, ReportGrounding } from './grounding.ts';
import { synthesize } from './synthesis.ts';

/** What the model must return: the prose fields only. Ids, scores, trend and confidence stay ours. */
const LlmReport = z.object({
  title: z.string().min(1).max(300),
  summary: z.string().min(1).max(3000),
  analysis: z.string().min(1).max(20_000),
  situation: Situation,
  decisionAdvantage: DecisionAdvantageByLens,
  nextLikelyDevelopments: z.array(z.string().min(1).max(500)).min(1).max(8),
});

const CITATION = /\[(evt_[a-z0-9]+)\]/g;

export interface LlmComposerOptions {
  /** An OpenAI-compatible base URL, e.g. https://api.example.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Used whenever the model fails, times out, returns invalid JSON or cites outside the window. */
  fallback: Composer;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * An optional composer that asks an OpenAI-compatible chat endpoint for the report's prose as JSON,
 * from the deterministic report's facts and the sources' excerpts. The answer is validated with zod;
 * every `[evt_…]` citation must name an event of the window, the summary and situation must cite at
 * least one, and every number and name must pass the same grounding check as the deterministic
 * report. Any failure falls back to the default composer.
 */
export class LlmComposer implements Composer {
  constructor(private readonly opts: LlmComposerOptions) {}

  async compose(input: ComposeInput): Promise<Composed> {
    const base = await this.opts.fallback.compose(input);
    if (!input.events.length) return base;
    try {
      const prose = await this.ask(input, base);
      const window = new Set(input.events.map((e) => e.eventId));
      const texts: [string, string][] = [
        ['title', prose.title],
        ['summary', prose.summary],
        ['analysis', prose.analysis],
        ...Object.entries(prose.situation).map(([k, v]) => [`situation.${k}`, v] as [string, string]),
        ...Object.entries(prose.decisionAdvantage).map(
          ([k, v]) => [`decisionAdvantage.${k}`, v.bottom_line] as [string, string],
        ),
        ...prose.nextLikelyDevelopments.map((t) => ['nextLikelyDevelopments', t] as [string, string]),
      ];
      const citations: Citation[] = [];
      for (const [field, text] of texts) {
        const ids = [...text.matchAll(CITATION)].map((m) => m[1]!);
        const outside = ids.filter((id) => !window.has(id));
        if (outside.length) throw new Error(`cites events outside the window: ${outside.join(', ')}`);
        if (ids.length) citations.push({ field, text, eventIds: [...new Set(ids)] });
      }
      const dossiers = dossiersOf(input.events, input.prior);
      const grounding = new ReportGrounding(
        dossiers,
        input.earlier ?? [],
        ownWordsOf(input.agent.name, [input.agent.domain, ...Object.values(input.agent.stakes ?? {}).flat()]),
      );
      const own = ownCounts(input);
      for (const [field, text] of [
        ...texts,
        ...Object.entries(prose.decisionAdvantage).flatMap(([k, v]) => [
          [`decisionAdvantage.${k}.posture`, v.recommended_posture] as [string, string],
          [`decisionAdvantage.${k}.horizon`, v.time_horizon] as [string, string],
        ]),
      ]) {
        const heading = field === 'title' || field === 'situation.headline';
        const missing = (heading ? grounding.missingInHeading(text) : grounding.missingIn(text)).filter(
          (m) => !own.has(m),
        );
        if (missing.length) throw new Error(`${field} is not grounded: ${missing.slice(0, 5).join(', ')}`);
      }
      for (const field of ['summary', 'situation.what_happened']) {
        if (!citations.some((c) => c.field === field)) throw new Error(`${field} cites no event`);
      }
      return { report: { ...base.report, ...prose }, citations };
    } catch (err) {
      this.opts.log?.warn(
        { err: err instanceof Error ? err.message : String(err), reportId: input.reportId },
        'LLM composer failed; using the deterministic composer',
      );
      return base;
    }
  }

  private async ask(input: ComposeInput, base: Composed): Promise<z.infer<typeof LlmReport>> {
    const events = dossiersOf(input.events, input.prior).map((d) => ({
      id: d.event.eventId,
      title: d.event.title,
      type: d.event.eventType,
      sources: d.event.sourceCount,
      publications: d.event.publicationCount,
      status: d.event.status,
      places: d.event.locations.map((l) => l.name),
      excerpts: synthesize(d, 4),
      figures: d.figures.map((f) => ({
        counts: f.latest.label,
        latest: f.latest.text,
        source: f.latest.publication,
        before: f.before?.text ?? null,
      })),
    }));
    const res = await fetch(`${this.opts.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.opts.apiKey && { authorization: `Bearer ${this.opts.apiKey}` }),
      },
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 20_000),
      body: JSON.stringify({
        model: this.opts.model,
        response_format: { type: 'json_object' },
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              'You write situational-intelligence reports as JSON with keys title, summary, analysis (Markdown), situation {headline, what_happened, what_changed, why_it_matters}, decisionAdvantage {personal, research, business_operations, trading_investments} each {bottom_line, recommended_posture, time_horizon}, nextLikelyDevelopments (array). Cite every claim with [event id] using only the ids given. Use only numbers and names that appear in the excerpts, figures and draft given; never invent events, numbers or names.',
          },
          {
            role: 'user',
            content: JSON.stringify({
              agent: input.agent,
              trend: base.report.trend,
              changeScore: base.report.changeScore,
              stakes: input.agent.stakes,
              draft: { situation: base.report.situation, nextLikelyDevelopments: base.report.nextLikelyDevelopments },
              events,
            }),
          },
        ],
      }),
    });
    if (!res.ok) throw new Error(`endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new Error('no message content');
    return LlmReport.parse(JSON.parse(content));
  }
}

/** Numbers the report may state as its own counts of its evidence: events, sources, publications. */
function ownCounts(input: ComposeInput): Set<string> {
  const n = new Set([String(input.events.length)]);
  for (const e of input.events) {
    n.add(String(e.sourceCount));
    n.add(String(e.publicationCount));
  }
  return n;
}
