import { z } from 'zod';
import { AgentSummary } from './agent.ts';
import { dateTime, instant, limitParam } from './common.ts';

export const EVENT_TYPES = [
  'conflict',
  'security',
  'diplomacy',
  'politics',
  'economy',
  'markets',
  'energy',
  'trade',
  'disaster',
  'health',
  'technology',
  'legal',
  'other',
] as const;
export const EVENT_STATUSES = ['emerging', 'developing', 'stable', 'archived'] as const;
export const EVENT_ID_PATTERN = /^evt_[a-z0-9]{16,}$/;

export const EventSource = z
  .object({ url: z.string(), publication: z.string(), publishedAt: dateTime.nullable(), title: z.string() })
  .meta({ id: 'EventSource' });

export const EventEntity = z
  .object({
    name: z.string(),
    type: z.enum(['person', 'organization', 'location', 'other']),
    role: z.enum(['actor', 'target', 'mentioned']),
  })
  .meta({ id: 'EventEntity' });

export const EventLocation = z
  .object({ name: z.string(), country: z.string().nullable().describe('ISO 3166-1 alpha-2 when known') })
  .meta({ id: 'EventLocation' });

export const CanonicalEvent = z
  .object({
    eventId: z.string().regex(EVENT_ID_PATTERN),
    title: z.string(),
    summary: z.string(),
    occurredAt: dateTime,
    firstSeenAt: dateTime,
    lastUpdatedAt: dateTime,
    primaryAgent: z.string().nullable().describe('slug of the primary agent'),
    secondaryAgents: z.array(z.string()),
    eventType: z.enum(EVENT_TYPES),
    status: z.enum(EVENT_STATUSES),
    confidence: z.enum(['low', 'medium', 'high']),
    tags: z.array(z.string()),
    sourceCount: z.number().int().min(1),
    entities: z.array(EventEntity),
    locations: z.array(EventLocation),
    sources: z.array(EventSource).describe('one per source article, oldest first'),
  })
  .meta({ id: 'CanonicalEvent' });
export type CanonicalEvent = z.infer<typeof CanonicalEvent>;

export const ListEventsQuery = z.strictObject({
  limit: limitParam(1, 30, 10),
  since: instant
    .transform((s) => new Date(s).toISOString())
    .optional()
    .describe('only events whose lastUpdatedAt is after this instant (any offset; years 0001-9999)'),
});

/** An event as an agent lists it: linked to an agent, so it has a primary one (DECISIONS.md §3). */
export const ListedEvent = CanonicalEvent.extend({
  primaryAgent: z.string().describe('slug of the primary agent: every event an agent lists has one'),
});

export const ListEventsResponse = z
  .object({ agent: AgentSummary, count: z.number().int(), events: z.array(ListedEvent) })
  .meta({ id: 'EventList' });

export const EventIdParams = z.object({
  eventId: z
    .string()
    .describe('evt_ id; one that does not match the pattern is 400 `invalid event id shape`')
    .meta({ pattern: EVENT_ID_PATTERN.source }),
});
export const GetEventResponse = z.object({ event: CanonicalEvent }).meta({ id: 'EventEnvelope' });
