import { z } from 'zod';
import { dateTime } from './common.ts';
import { EVENT_TYPES } from './event.ts';
import { Report } from './report.ts';
import { BIGINT_MAX, TYPED_TEXT, cursor } from '../primitives.ts';

/** What is pushed, as the SSE `event:` and the webhook `type`. */
export const PUSH_TYPES = ['event.founded', 'event.updated', 'report.published'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** A cursor: the `id:` of a stream message (decimal digits); every message after it is sent. */
export const Cursor = cursor()
  .describe(`the id of the last message received (0 to ${BIGINT_MAX}); every later message is sent`)
  // At and past 2^53, where a JS number stops being exact, and the largest bigint.
  .meta({ examples: ['0', '9007199254740992', '9007199254740993', BIGINT_MAX.toString()] });

/** `event.founded` (a new event) and `event.updated` (a source added to it, or updated). */
export const EventMessageData = z
  .object({
    agent: z.string().describe('slug of the agent the message is for'),
    role: z.enum(['primary', 'secondary']).describe("the event's link to that agent"),
    change: z.enum(['founded', 'source_added', 'source_updated']),
    changeId: z.string(),
    at: dateTime.describe('ingestion time of the change'),
    event: z.object({
      eventId: z.string(),
      title: z.string(),
      summary: z.string(),
      eventType: z.enum(EVENT_TYPES),
      sourceCount: z.number().int(),
      publicationCount: z.number().int(),
    }),
    source: z
      .object({ url: z.string(), publication: z.string(), title: z.string(), publishedAt: dateTime.nullable() })
      .nullable()
      .describe('the source the change founded the event with, added or updated'),
  })
  .meta({ id: 'EventMessage' });
export type EventMessageData = z.infer<typeof EventMessageData>;

/** `report.published`: a new report, whole. */
export const ReportMessageData = z.object({ agent: z.string(), report: Report }).meta({ id: 'ReportMessage' });
export type ReportMessageData = z.infer<typeof ReportMessageData>;

/** The stream's query: `after` (or the `Last-Event-ID` header, which wins) resumes from a cursor. */
export const StreamQuery = z.strictObject({
  after: Cursor.optional().describe('resume after this message id (0: every message kept); default: only new ones'),
});

/** A webhook delivery's body, as signed (Standard Webhooks: type, timestamp, data), plus the cursor to replay from. */
export const WebhookPayload = z
  .object({
    type: z.enum(PUSH_TYPES),
    timestamp: dateTime,
    cursor: Cursor,
    data: z.union([EventMessageData, ReportMessageData]),
  })
  .meta({ id: 'WebhookPayload' });

const WebhookUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .regex(TYPED_TEXT, 'must not contain control characters');

export const CreateWebhookBody = z.strictObject({
  url: WebhookUrl.describe('where deliveries are POSTed: a public http(s) address'),
  agents: z.array(z.string().min(1).max(200)).min(1).max(50).describe('agent refs (id, slug, name or external id)'),
  types: z.array(z.enum(PUSH_TYPES)).min(1).max(3).optional().describe('default: every type'),
  after: Cursor.optional().describe('deliver every message after this cursor; default: only new ones'),
});

export const Webhook = z
  .object({
    id: z.string(),
    url: z.string(),
    agents: z.array(z.string()).describe('agent slugs'),
    types: z.array(z.enum(PUSH_TYPES)),
    status: z.enum(['active', 'paused']),
    pausedReason: z.string().nullable(),
    cursor: Cursor.describe('the last message delivered'),
    delivered: z.number().int(),
    lastDeliveryAt: dateTime.nullable(),
    failingSince: dateTime.nullable(),
    lastError: z.string().nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof Webhook>;

export const CreatedWebhook = Webhook.extend({
  secret: z.string().describe('the Standard Webhooks signing secret (whsec_…): shown this once'),
}).meta({ id: 'CreatedWebhook' });

export const WebhookList = z
  .object({ count: z.number().int(), webhooks: z.array(Webhook) })
  .meta({ id: 'WebhookList' });

export const WebhookParams = z.object({ id: z.string().max(64).describe('the subscription id (wh_…)') });

export const ReplayWebhookBody = z.strictObject({
  after: Cursor.describe('re-send every message after this cursor (and resume a paused subscription)'),
});
