import type pg from 'pg';
import type { EventLink } from '../../schemas/api/admin.ts';
import type { EventLocation, MonitoringProfile } from '../../schemas/db/tables.ts';
import { AgentMatcher } from '../dedup/agents.ts';

/**
 * The agents an event is linked to and why: each linked agent's profile terms (keywords, entities)
 * that the event's sources mention in their title or lead, and its regions among the event's
 * countries, found by the dedup worker's own matcher. Null for an unknown event.
 */
export async function eventLinks(pool: pg.Pool, eventId: string): Promise<EventLink[] | null> {
  const { rows } = await pool.query<{
    locations: EventLocation[];
    sources: { title: string; lead: string }[];
    agents: { id: string; slug: string; name: string; role: 'primary' | 'secondary'; profile: MonitoringProfile }[];
  }>(
    `SELECT e.locations,
            (SELECT coalesce(json_agg(json_build_object('title', s.title, 'lead', s.lead)), '[]'::json)
               FROM event_sources s WHERE s.event_id = e.id) AS sources,
            (SELECT coalesce(json_agg(json_build_object('id', a.id, 'slug', a.slug, 'name', a.name, 'role', l.role,
                                                        'profile', a.profile) ORDER BY l.role, a.slug), '[]'::json)
               FROM event_agents l JOIN agents a ON a.id = l.agent_id WHERE l.event_id = e.id) AS agents
       FROM events e WHERE e.id = $1`,
    [eventId],
  );
  const row = rows[0];
  if (!row) return null;
  const matcher = new AgentMatcher(row.agents.map((a) => ({ id: a.id, slug: a.slug, profile: a.profile })));
  const countries = [...new Set(row.locations.flatMap((l) => (l.country ? [l.country.toUpperCase()] : [])))];
  const found = new Map(row.agents.map((a) => [a.id, { keywords: new Set<string>(), entities: new Set<string>() }]));
  const regions = new Map<string, string[]>();
  for (const s of row.sources) {
    for (const [id, m] of matcher.matchedTerms(s.title, s.lead, countries)) {
      for (const k of m.keywords) found.get(id)?.keywords.add(k);
      for (const e of m.entities) found.get(id)?.entities.add(e);
      regions.set(id, m.regions);
    }
  }
  return row.agents.map((a) => ({
    agent: a.slug,
    name: a.name,
    role: a.role,
    keywords: [...found.get(a.id)!.keywords].sort(),
    entities: [...found.get(a.id)!.entities].sort(),
    regions: regions.get(a.id) ?? [],
  }));
}
