import { z } from 'zod';
import { limitParam, typedText } from './common.ts';

export const AgentSummary = z
  .object({
    id: z.uuid(),
    externalId: z.string().nullable().describe('short human-readable code, e.g. "017"'),
    name: z.string().describe('display name / codename'),
    slug: z.string().describe('lowercase, underscore-separated form of the name'),
    domain: z.string().describe('broad subject area monitored'),
    description: z.string(),
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
