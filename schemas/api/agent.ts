import { z } from 'zod';
import { limitParam } from './common.ts';

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
  ref: z.string().describe('UUID, slug, name (case-insensitive) or external id ("#017", "017", "17")'),
});

export const ListAgentsQuery = z.object({
  search: z.string().max(200).optional().describe('case-insensitive substring of name, domain or description'),
  limit: limitParam(1, 500, 100),
});

export const ListAgentsResponse = z
  .object({ count: z.number().int(), agents: z.array(AgentSummary) })
  .meta({ id: 'AgentList' });
