import type pg from 'pg';
import type { EventLink } from '../../schemas/api/admin.ts';
import type { EventLocation, MonitoringProfile } from '../../schemas/db/tables.ts';
import { AgentMatcher } from '../dedup/agents.ts';

/** An agent linked to an event, with its role and profile. */
export interface LinkedAgent {
  id: string;
  slug: string;
  name: string;
  role: 'primary' | 'secondary';
  profile: MonitoringProfile;
}

/**
 * The agents an event is linked to and why (`linksWhy`) for an event id. Null for an unknown event.
 */
export async function eventLinks(pool: pg.Pool, eventId: string): Promise<EventLink[] | null> {
  const { rows } = await pool.query<{
    locations: EventLocation[];
    sources: { title: string; lead: string }[];
    agents: LinkedAgent[];
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
  const countries = [...new Set(row.locations.flatMap((l) => (l.country ? [l.country.toUpperCase()] : [])))];
  return linksWhy(row.agents, row.sources, countries);
}

/**
 * Why each agent linked to an event is (pure core of `eventLinks`): each one's profile terms that the event's sources
 * mention in their title or lead, its regions among the event's `countries`, and the words of its field a source says
 * that is its field's news told without its terms (`AgentMatcher.matchedTerms`), by the dedup worker's own matcher.
 */
export function linksWhy(
  agents: readonly LinkedAgent[],
  sources: readonly { title: string; lead: string }[],
  countries: string[],
): EventLink[] {
  const matcher = new AgentMatcher(agents.map((a) => ({ id: a.id, slug: a.slug, profile: a.profile })));
  const found = new Map(
    agents.map((a) => [
      a.id,
      { keywords: new Set<string>(), entities: new Set<string>(), fieldWords: new Set<string>() },
    ]),
  );
  const regions = new Map<string, string[]>();
  for (const s of sources) {
    for (const [id, m] of matcher.matchedTerms(s.title, s.lead, countries)) {
      for (const k of m.keywords) found.get(id)?.keywords.add(k);
      for (const e of m.entities) found.get(id)?.entities.add(e);
      for (const w of m.fieldWords) found.get(id)?.fieldWords.add(w);
      regions.set(id, m.regions);
    }
  }
  return agents.map((a) => ({
    agent: a.slug,
    name: a.name,
    role: a.role,
    keywords: [...found.get(a.id)!.keywords].sort(),
    entities: [...found.get(a.id)!.entities].sort(),
    regions: regions.get(a.id) ?? [],
    fieldWords: [...found.get(a.id)!.fieldWords].sort(),
  }));
}
