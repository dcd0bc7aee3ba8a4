import { z } from 'zod';
import { limitParam, typedText } from './common.ts';

/** An own agent's backfill for its current profile (services/dedup/backfill.ts). */
export const AgentBackfill = z
  .object({
    status: z
      .enum(['pending', 'linking', 'reporting', 'done', 'failed'])
      .describe(
        'pending until the agent is matched on new articles; then linking past events, writing the first report, done',
      ),
    since: z.string().nullable().describe('events whose sources came in from then (days before the definition)'),
    until: z.string().nullable().describe('up to the definition: events after it are linked as they come'),
    scannedEvents: z.number().int(),
    linkedEvents: z.number().int().describe('events of the window linked to the agent'),
    reportId: z.string().nullable().describe('the first report, once written'),
    error: z.string().nullable().describe('why there is no first report (e.g. the balance could not pay it)'),
  })
  .meta({ id: 'AgentBackfill' });
export type AgentBackfill = z.infer<typeof AgentBackfill>;

/** Whether an own agent's reports run: paused while its owner's balance cannot pay the next one. */
export const AgentReportsState = z
  .object({
    paused: z.boolean(),
    reason: z.string().nullable(),
    pausedAt: z.string().nullable(),
  })
  .meta({ id: 'AgentReportsState' });
export type AgentReportsState = z.infer<typeof AgentReportsState>;

export const AgentSummary = z
  .object({
    id: z.uuid(),
    externalId: z.string().nullable().describe('short human-readable code, e.g. "017"'),
    name: z.string().describe('display name / codename'),
    slug: z.string().describe('lowercase, underscore-separated form of the name'),
    domain: z.string().describe('broad subject area monitored'),
    description: z.string(),
    owner: z
      .enum(['you', 'catalog'])
      .optional()
      .describe('in agent lists: `you` for an agent the calling account created, `catalog` for the public catalog'),
    backfill: AgentBackfill.optional().describe('own agents: the backfill of the current profile'),
    reports: AgentReportsState.optional().describe('own agents: whether its reports (schedule and signals) run'),
  })
  .meta({ id: 'AgentSummary' });
export type AgentSummary = z.infer<typeof AgentSummary>;

export const AgentRefParams = z.object({
  ref: z
    .string()
    .describe(
      'UUID, slug, name (case-insensitive) or external id ("#017", "017", "17"). At most 128 characters once ' +
        'trimmed, no "/" and no control characters, else 400 `agent not found`; no match is 404.',
    )
    .meta({ minLength: 1, maxLength: 128, pattern: '^[^/\\u0000-\\u001f\\u007f]+$' }),
});

export const ListAgentsQuery = z.strictObject({
  search: typedText(200).optional().describe('case-insensitive substring of name, domain or description'),
  limit: limitParam(1, 500, 100),
});

export const ListAgentsResponse = z
  .object({ count: z.number().int(), agents: z.array(AgentSummary) })
  .meta({ id: 'AgentList' });

/** The shortest report interval a client agent may ask for (a report is work for the pipeline). */
export const MIN_REPORT_INTERVAL_MINUTES = 60;
export const MAX_REPORT_INTERVAL_MINUTES = 10_080;

const term = typedText(100).trim().min(1);
/** A name is one of the agent's refs: no "/" (refs never hold one) and at most 100 characters. */
const agentName = typedText(100)
  .trim()
  .min(1)
  .regex(/^[^/]*$/, 'must not contain "/"')
  .regex(/[A-Za-z0-9]/, 'must hold a letter or a digit (its slug is made of them)');
const profileFields = {
  keywords: z
    .array(term)
    .max(30)
    .optional()
    .describe('words or phrases to match; derived from the description when left out'),
  entities: z.array(term).max(30).optional().describe('names of people and organisations; derived when left out'),
  regions: z
    .array(z.string().regex(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 country code'))
    .max(30)
    .optional()
    .describe('ISO country codes; derived from the places the description names when left out'),
  reportIntervalMinutes: z
    .number()
    .int()
    .min(MIN_REPORT_INTERVAL_MINUTES)
    .max(MAX_REPORT_INTERVAL_MINUTES)
    .optional()
    .describe(
      `minutes between scheduled reports, ${MIN_REPORT_INTERVAL_MINUTES} to ${MAX_REPORT_INTERVAL_MINUTES} (default 360)`,
    ),
};

export const CreateAgentBody = z
  .strictObject({
    name: agentName.describe('unique among your agents; its slug and name become refs for you alone'),
    description: typedText(2000).trim().min(1).describe('what to watch, in words'),
    domain: typedText(100).trim().min(1).optional().describe('broad subject area (default "client agent")'),
    ...profileFields,
  })
  .meta({ id: 'CreateAgentRequest' });

export const UpdateAgentBody = z
  .strictObject({
    name: agentName.optional(),
    description: typedText(2000).trim().min(1).optional(),
    domain: typedText(100).trim().min(1).optional(),
    ...profileFields,
  })
  .refine((b) => Object.keys(b).length > 0, 'name at least one field to change')
  .meta({ id: 'UpdateAgentRequest' });

export const OwnAgent = AgentSummary.extend({
  profile: z.object({ keywords: z.array(z.string()), entities: z.array(z.string()), regions: z.array(z.string()) }),
  derived: z
    .array(z.enum(['keywords', 'entities', 'regions']))
    .describe('the profile fields read from the description (the others are as given)'),
  reportIntervalMinutes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'OwnAgent' });
export type OwnAgent = z.infer<typeof OwnAgent>;

export const DeleteAgentResponse = z.object({ id: z.uuid(), deleted: z.literal(true) }).meta({ id: 'DeletedAgent' });
