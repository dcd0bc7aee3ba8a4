import { z } from 'zod';
import { AgentRefParams } from './agent.ts';
import { dateTime, instant, typedText } from './common.ts';

export const MAX_QUESTION_CHARS = 4000;

export const AskBody = z
  .object({
    question: typedText(MAX_QUESTION_CHARS)
      .min(1)
      .refine((s) => s.trim().length > 0, 'must not be blank')
      .describe('a question in natural language, 1 to 4000 characters'),
    ref: AgentRefParams.shape.ref
      .optional()
      .describe("an agent (UUID, slug, name or external id) to answer from that agent's events and reports only"),
    since: instant.optional().describe('answer only from sources published (else ingested) at or after this time'),
  })
  .meta({ id: 'AskRequest' });

export const CONFIDENCE = ['low', 'medium', 'high'] as const;

export const AskCitation = z
  .object({
    url: z.string().describe("the source article (or, for an agent's report, sitrep://agents/{slug}/reports/latest)"),
    title: z.string(),
    excerpts: z.array(z.string()).describe('the passages of the source the answer was built from'),
    publishedAt: dateTime.nullable().describe('when the source was published (else ingested); null when unknown'),
  })
  .meta({ id: 'AskCitation' });

export const AskBasis = z
  .object({
    field: z
      .string()
      .describe(
        '`answer` (the claim the answer makes), `answer.earlier` (an earlier figure the answer updates), `answer.disagreement` (a source that says otherwise) or `related` (the closest coverage, which does not answer)',
      ),
    reasoning: z.string(),
    citations: z.array(AskCitation),
    confidence: z.enum(CONFIDENCE),
    eventIds: z.array(z.string()).describe('the canonical events (evt_…) behind the citations; resolve with get-event'),
  })
  .meta({ id: 'AskBasis' });

export const AskResponse = z
  .object({
    answer: z.string().describe('the answer, built only from the cited passages; says so plainly when nothing answers'),
    basis: z.array(AskBasis),
    asOf: dateTime.describe('the newest ingestion time the answer reflects'),
  })
  .meta({ id: 'AskResponse' });
export type AskResponse = z.infer<typeof AskResponse>;
export type AskBasis = z.infer<typeof AskBasis>;
export type AskCitation = z.infer<typeof AskCitation>;
