import { z } from 'zod';
import { DeadLetterV1 } from '../messages/article.ts';
import { AgentSummary } from './agent.ts';
import { dateTime, limitParam } from './common.ts';
import { EVENT_ID_PATTERN } from './event.ts';
import { Report, ReportId, TREND, TRIGGER_TYPES } from './report.ts';

// The operators' surface, `/admin/v1/*` behind `Authorization: Bearer $ADMIN_TOKEN` (the console's
// admin role reads these; DECISIONS.md §1 lists the surface).

export const AccountView = z.object({
  id: z.uuid(),
  status: z.enum(['active', 'revoked']),
  balanceCredits: z.number().int(),
  createdAt: z.string(),
  keyPrefixes: z.array(z.string()),
});
export const AccountParams = z.object({ id: z.uuid() });
export const FindAccountsQuery = z.strictObject({ keyPrefix: z.string().min(4).max(64) });
export const FindAccountsResponse = z.object({ accounts: z.array(AccountView) });
export const TopUpBody = z.object({ credits: z.number().int().min(1).max(1e9), note: z.string().max(500).optional() });
export const TopUpResponse = z.object({ accountId: z.uuid(), balanceCredits: z.number().int() });
/** Optional: no body (`null` to the validator) revokes without a note. */
export const RevokeBody = z.object({ note: z.string().max(500).optional() }).nullish();
export const RevokeResponse = z.object({ accountId: z.uuid(), revoked: z.boolean() });

export const LedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['signup_grant', 'charge', 'refund', 'topup', 'revoke']),
  credits: z.number().int().describe('signed change to the balance'),
  balanceAfter: z.number().int(),
  operation: z.string().nullable(),
  requestId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: dateTime,
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerQuery = z.strictObject({ limit: limitParam(1, 500, 100) });
export const LedgerResponse = z.object({
  accountId: z.uuid(),
  balanceCredits: z.number().int(),
  /** Newest first. */
  entries: z.array(LedgerEntry),
});

/** One report on an agent's timeline: enough to place it and choose it, without its text. */
export const ReportListing = z.object({
  reportId: ReportId,
  generatedAt: dateTime,
  title: z.string(),
  headline: z.string(),
  trend: z.enum(TREND).nullable(),
  changeScore: z.number().nullable(),
  confidence: z.enum(['low', 'medium', 'high']),
  triggerType: z.enum(TRIGGER_TYPES).nullable(),
  citedEvents: z.number().int(),
});
export type ReportListing = z.infer<typeof ReportListing>;
export const ReportTimelineQuery = z.strictObject({ limit: limitParam(1, 200, 50) });
export const ReportTimelineResponse = z.object({
  agent: AgentSummary,
  count: z.number().int(),
  reports: z.array(ReportListing).describe('newest first'),
});
/** An account's own agent as the operator sees it: who owns it and what it matches. */
export const ClientAgentView = z.object({
  ...AgentSummary.shape,
  owner: z.object({
    accountId: z.uuid(),
    keyPrefixes: z.array(z.string()).describe("the account's keys (first 12 characters), to look it up"),
  }),
  keywords: z.array(z.string()),
  entities: z.array(z.string()),
  regions: z.array(z.string()),
  reportIntervalMinutes: z.number().int(),
  createdAt: z.string(),
});
export const ClientAgentsQuery = z.strictObject({ limit: limitParam(1, 1000, 200) });
export const ClientAgentsResponse = z.object({
  count: z.number().int(),
  agents: z.array(ClientAgentView).describe('newest first'),
});
export const ReportParams = z.object({ reportId: z.string().max(64) });
export const ReportResponse = z.object({ report: Report });

/**
 * An agent an event is linked to, and why: the agent's profile terms its sources mention, or, for a source that
 * tells the agent's field's news without them, the words of the field it says.
 */
export const EventLink = z.object({
  agent: z.string().describe('slug'),
  name: z.string(),
  role: z.enum(['primary', 'secondary']),
  keywords: z.array(z.string()),
  entities: z.array(z.string()),
  regions: z.array(z.string()),
  fieldWords: z
    .array(z.string())
    .describe(
      "words of the agent's field a source says that made the link when it names none of the profile's terms, as the source spells them (a blackout told as 'grid' and 'power')",
    ),
});
export type EventLink = z.infer<typeof EventLink>;
export const EventLinksParams = z.object({ eventId: z.string().max(128) });
export const EventLinksResponse = z.object({
  eventId: z.string().regex(EVENT_ID_PATTERN),
  links: z.array(EventLink),
});

const PerMinute = z.array(z.object({ minute: dateTime, count: z.number().int() }));
export const PipelineQuery = z.strictObject({ minutes: limitParam(5, 240, 60) });
export const PipelineFigures = z.object({
  asOf: dateTime,
  minutes: z.number().int(),
  articlesTopic: z.string(),
  /** Messages that reached the articles topic, by the minute of their Kafka timestamp. */
  articlesIn: PerMinute,
  /** Events founded and sources that joined an existing event, by the minute they were ingested. */
  eventsFounded: PerMinute,
  sourcesJoined: PerMinute,
  totals: z.object({ articles: z.number().int(), events: z.number().int(), sources: z.number().int() }),
  /** The dedup consumer group's offsets (kept in Postgres) against the topic's end. */
  dedupLag: z.object({
    consumer: z.string(),
    total: z.number().int(),
    partitions: z.array(
      z.object({ partition: z.number().int(), end: z.number().int(), next: z.number().int(), lag: z.number().int() }),
    ),
  }),
  deadLetters: z.object({ topic: z.string(), total: z.number().int() }),
});
export type PipelineFigures = z.infer<typeof PipelineFigures>;

export const DeadLetterEntry = DeadLetterV1.extend({
  dlqOffset: z.string().describe('offset of the entry on the dead-letter topic'),
});
export type DeadLetterEntry = z.infer<typeof DeadLetterEntry>;
export const DeadLettersQuery = z.strictObject({ limit: limitParam(1, 500, 50) });
export const DeadLettersResponse = z.object({
  topic: z.string(),
  total: z.number().int().describe('entries on the topic'),
  entries: z.array(DeadLetterEntry).describe('newest first'),
});

const Digest = z.object({
  digest: z.string(),
  events: z.number().int(),
  sources: z.number().int(),
  links: z.number().int(),
});
export const StartReplayBody = z
  .object({ keepSchema: z.boolean().default(false).describe('keep the replay schema for inspection') })
  .default({ keepSchema: false });
export const ReplayParams = z.object({ replayId: z.string().regex(/^replay_[0-9]{14,20}$/) });
export const ReplayStarted = z.object({ replayId: z.string(), schema: z.string() });
export const ReplayStatus = z.object({
  replayId: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  startedAt: dateTime.nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  result: z
    .object({
      articles: z.number().int(),
      seconds: z.number(),
      identical: z.boolean(),
      replay: Digest,
      live: Digest,
      diff: z.object({
        onlyInReplay: z.number().int(),
        onlyLive: z.number().int(),
        differentSources: z.number().int(),
        differentFields: z.number().int(),
        differentLinks: z.number().int(),
        /** Which parts and columns differ, in words ("no rows differ" when identical). */
        summary: z.string(),
      }),
      schemaKept: z.boolean(),
    })
    .nullable(),
  error: z.string().nullable(),
});
export type ReplayStatus = z.infer<typeof ReplayStatus>;
