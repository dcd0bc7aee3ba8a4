import { z } from 'zod';

/** What an agent watches (the `agents.profile` column's shape, as a wire schema). */
export const MonitoringProfileV1 = z.object({
  keywords: z.array(z.string()),
  entities: z.array(z.string()),
  regions: z.array(z.string()),
  feeds: z.array(z.string()).default([]),
});

/**
 * A client agent's definition or deletion, written to the articles topic (`sitrep.articles.v1`) in
 * the articles' own order, keyed `agent:<id>`. The dedup worker applies each one between the
 * articles around it: articles before it are matched with the agent's former profile (or not at
 * all), articles after it with this one, so a replay links events to agents exactly as live did.
 */
export const AgentRecordV1 = z.object({
  version: z.literal(1),
  type: z.enum(['agent.defined', 'agent.deleted']),
  agentId: z.uuid(),
  ownerAccountId: z.uuid(),
  slug: z.string().min(1).max(200),
  /** The profile from this point of the log on; null for a deletion. */
  profile: MonitoringProfileV1.nullable(),
  at: z.iso.datetime(),
});
export type AgentRecordV1 = z.infer<typeof AgentRecordV1>;

export const agentRecordKey = (agentId: string) => `agent:${agentId}`;
