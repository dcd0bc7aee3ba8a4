import { z } from 'zod';
import { plainLine, plainText } from '../plain-text.ts';
import { instant, storableText, TYPED_TEXT } from '../primitives.ts';

/** The largest article body kept; longer bodies are cut, never rejected. */
export const MAX_BODY_CHARS = 50_000;

/**
 * `sitrep.articles.v1`: one source article, keyed by its canonical URL. Producers validate with
 * this schema; the dedup worker validates again and sends anything invalid to the dead-letter topic.
 * Text fields may hold any character PostgreSQL can store (so not U+0000); `publishedAt` must be an
 * instant PostgreSQL can store (years 0001-9999). Feeds send HTML in titles and descriptions: the
 * title, body and publication are made plain text here (`plainText`: tags dropped, entities decoded),
 * for every producer and again in the worker, so markup never reaches scoring or a headline.
 */
export const ArticleV1 = z
  .object({
    version: z.literal(1),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .regex(TYPED_TEXT, 'must not contain control characters'),
    title: storableText().transform(plainLine).pipe(z.string().min(1).max(500)),
    body: storableText()
      .max(1_000_000)
      .default('')
      .transform((b) => plainText(b).slice(0, MAX_BODY_CHARS)),
    publication: storableText().transform(plainLine).pipe(z.string().min(1).max(200)),
    publishedAt: instant.nullable().default(null),
    /** Where it came from: a JSONL file, the admin API, a feed, or a page fetched by web extract. */
    origin: z.enum(['file', 'admin', 'feed', 'extract']).default('file'),
    /** Sample data written for the demo, never real reporting. */
    sample: z.boolean().default(false),
  })
  .meta({ id: 'ArticleV1' });
export type ArticleV1 = z.infer<typeof ArticleV1>;
export type ArticleInput = z.input<typeof ArticleV1>;

/** `sitrep.articles.dlq.v1`: an article message the worker could not accept, and why. */
export const DeadLetterV1 = z.object({
  version: z.literal(1),
  reason: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
  topic: z.string(),
  partition: z.number().int(),
  offset: z.string(),
  key: z.string().nullable(),
  value: z.string().nullable(),
  failedAt: z.iso.datetime(),
  /** An item a feed source carried that never reached the articles topic (partition -1): the source and the item's key. */
  source: z.object({ id: z.string(), url: z.string(), item: z.string() }).optional(),
});
export type DeadLetterV1 = z.infer<typeof DeadLetterV1>;

/** `sitrep.events.v1`: a change to a canonical event, published through the outbox after commit. */
export const EventChangeV1 = z.object({
  version: z.literal(1),
  /** Deterministic: the same change in a replay has the same id. */
  changeId: z.string(),
  kind: z.enum(['founded', 'source_added', 'source_updated']),
  eventId: z.string(),
  canonicalUrl: z.string(),
  eventType: z.string(),
  sourceCount: z.number().int(),
  publicationCount: z.number().int(),
  primaryAgentId: z.string().nullable(),
  secondaryAgentIds: z.array(z.string()),
  at: z.iso.datetime(),
});
export type EventChangeV1 = z.infer<typeof EventChangeV1>;
