import { z } from 'zod';
import { TYPED_TEXT, dateTime, typedText } from '../primitives.ts';
import { limitParam } from './common.ts';

// Feed sources on the operators' surface (`/admin/v1/sources…`), shared by the ops CLI and the console.

/** No source is polled more often than this, whatever an operator asks. */
export const POLL_INTERVAL_FLOOR_SECONDS = 300;
/** …nor less often than this. */
export const POLL_INTERVAL_MAX_SECONDS = 7 * 86_400;
/** A source whose polls have failed for this long is flagged (console and `/metrics`). */
export const FAILING_FLAG_SECONDS = 86_400;

export const SOURCE_ID_PATTERN = /^src_[0-9a-f]{24}$/;
export const SOURCE_STATES = ['active', 'paused'] as const;
export const POLL_OUTCOMES = ['new_items', 'no_new_items', 'not_modified', 'failed'] as const;

const feedUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .max(2048)
  .regex(TYPED_TEXT, 'must not contain control characters');
const name = typedText(200).trim().min(1);
/** A BCP 47 language tag such as `en` or `pt-BR`. */
const language = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag such as en or pt-BR');
const pollIntervalSeconds = z
  .number()
  .int()
  .min(POLL_INTERVAL_FLOOR_SECONDS, `at least ${POLL_INTERVAL_FLOOR_SECONDS} seconds (the floor)`)
  .max(POLL_INTERVAL_MAX_SECONDS);
const tags = z.array(typedText(64).trim().min(1)).max(20);
/** Agent refs (id, slug, name or external id), stored as slugs. */
const agentHints = z.array(typedText(128).min(1)).max(20);

export const CreateSourceBody = z.strictObject({
  url: feedUrl,
  name: name.optional(),
  language: language.optional(),
  pollIntervalSeconds: pollIntervalSeconds.optional().describe('default FEED_POLL_SECONDS'),
  state: z.enum(SOURCE_STATES).default('active'),
  tags: tags.default([]),
  agentHints: agentHints.default([]),
  sample: z.boolean().default(false).describe('its items are sample data written for a demo, marked as such'),
});
export type CreateSourceBody = z.infer<typeof CreateSourceBody>;

export const UpdateSourceBody = z
  .strictObject({
    url: feedUrl,
    name: name.nullable().describe('null: the feed’s own title'),
    language: language.nullable(),
    pollIntervalSeconds,
    state: z.enum(SOURCE_STATES),
    tags,
    agentHints,
    sample: z.boolean(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'name at least one field to change');
export type UpdateSourceBody = z.infer<typeof UpdateSourceBody>;

export const SourceParams = z.object({ id: z.string().max(64) });
export const ListSourcesQuery = z.strictObject({
  state: z.enum(SOURCE_STATES).optional(),
  tag: typedText(64).optional(),
  limit: limitParam(1, 1000, 200),
});

export const SourceHealth = z.object({
  lastPollAt: dateTime.nullable(),
  lastOutcome: z.enum(POLL_OUTCOMES).nullable(),
  /** The HTTP status of the last poll's answer; null when none came (refused address, time-out). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastSuccessAt: dateTime.nullable(),
  consecutiveFailures: z.number().int(),
  failingSince: dateTime.nullable(),
  /** Active, and every poll has failed for a day or more. */
  failingForADay: z.boolean(),
  itemsLast24h: z.number().int(),
  /** Items taken per day over the last 7 days. */
  itemsPerDay: z.number(),
  /** Items of the last 7 days whose page was fetched for their text, and those that fell back to the feed's summary. */
  fullText: z.object({
    fetched: z.number().int(),
    fellBack: z.number().int(),
    successRate: z.number().nullable(),
    lastError: z.string().nullable(),
  }),
  /** Items taken but not yet on their topic (the relay sends them). */
  pendingItems: z.number().int(),
});
export type SourceHealth = z.infer<typeof SourceHealth>;

export const SourceView = z.object({
  id: z.string().regex(SOURCE_ID_PATTERN),
  url: z.string(),
  /** The operator's name, or null for the feed's own title. */
  name: z.string().nullable(),
  feedTitle: z.string().nullable(),
  language: z.string().nullable(),
  pollIntervalSeconds: z.number().int(),
  state: z.enum(SOURCE_STATES),
  tags: z.array(z.string()),
  agentHints: z.array(z.string()).describe('agent slugs'),
  sample: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
  nextPollAt: dateTime,
  health: SourceHealth,
});
export type SourceView = z.infer<typeof SourceView>;

export const SourceResponse = z.object({ source: SourceView });
export const ListSourcesResponse = z.object({
  count: z.number().int(),
  /** Sources whose polls have failed for a day or more, among all sources (not only those listed). */
  failingForADay: z.number().int(),
  sources: z.array(SourceView),
});
