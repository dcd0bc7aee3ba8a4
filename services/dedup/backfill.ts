import { createHash } from 'node:crypto';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { AgentMatcher, eventScores, type AgentProfile } from './agents.ts';
import { countriesIn } from './gazetteer.ts';

// A new client agent's backfill: which events of the days before its definition it is linked to.
//
// Why these links are not records in the log: the dedup worker links an agent to the events whose
// articles come after its agent record (event_agents, rebuilt byte-identically by a replay). The events
// before it were decided without the agent; linking them in the worker would mean re-scoring events it
// may have archived, inside a chunk's transaction. So a backfill is a projection of the dedup worker's
// projection instead: a pure function of (the agent record: its profile, owner and time; the events
// with their sources ingested up to that time), computed here with the worker's own matcher and
// ranking. Every input is itself rebuilt byte-identically by a replay (sources keep their ingestion
// time), so running the backfill again after a replay yields the same links, and the replay digest,
// which covers the worker's own links only, never depends on a backfill.

/** One event of the backfill's window, with its sources ingested before the agent was defined. */
export interface BackfillEvent {
  id: string;
  sources: { title: string; lead: string }[];
}

/** The owner's agents at the time of the record (the new one included): ranked among themselves only. */
export interface OwnAgent {
  id: string;
  slug: string;
  profile: MonitoringProfile;
}

/** The key of an agent's profile: one backfill per profile an agent has had (its workflow id names it). */
export function profileKey(profile: MonitoringProfile): string {
  const canonical = JSON.stringify({
    keywords: profile.keywords,
    entities: profile.entities,
    regions: profile.regions,
  });
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16);
}

/**
 * The events `agentId` is linked to, with its per-source mean score: each source scored as the dedup
 * worker scores an article (title and lead, with the countries the gazetteer finds in them), the scores
 * summed over the event's sources and divided by their number, then the owner's agents ranked among
 * themselves (`AgentMatcher.roles`): the agent is linked where it would be primary or secondary of its
 * owner's group, exactly as the worker links an agent to an event it decides.
 */
export function backfillLinks(
  ownerAccountId: string,
  agents: OwnAgent[],
  agentId: string,
  events: BackfillEvent[],
): { eventId: string; score: number }[] {
  const profiles: AgentProfile[] = agents.map((a) => ({ id: a.id, slug: a.slug, profile: a.profile }));
  const owners = new Map(agents.map((a) => [a.id, ownerAccountId]));
  const matcher = new AgentMatcher(profiles, owners);
  const out: { eventId: string; score: number }[] = [];
  for (const e of events) {
    if (!e.sources.length) continue;
    const sums = new Map<string, number>();
    for (const s of e.sources) {
      const countries = countriesIn(`${s.title} ${s.lead}`).map((c) => c.country);
      for (const [id, score] of matcher.score(s.title, s.lead, countries)) sums.set(id, (sums.get(id) ?? 0) + score);
    }
    if (!sums.has(agentId)) continue;
    const means = eventScores(sums, e.sources.length);
    const roles = AgentMatcher.roles(means, owners);
    if (roles.primary === agentId || roles.secondary.includes(agentId))
      out.push({ eventId: e.id, score: means.get(agentId)! });
  }
  return out.sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
}
