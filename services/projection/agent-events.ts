/**
 * An agent's events as every reader takes them (`l.event_id`, `l.agent_id`, `l.last_updated_at`, `l.storyline_id`: null for a backfill link, whose storyline a report works out): the
 * dedup worker's links (events decided after the agent's record) and, for a client agent, its backfill's
 * (events of the days before it, services/dedup/backfill.ts), each event once. Filter on `l.agent_id`.
 */
export const AGENT_EVENTS = `(
  SELECT event_id, agent_id, last_updated_at, storyline_id, role FROM event_agents
  UNION ALL
  SELECT b.event_id, b.agent_id, be.last_updated_at, NULL AS storyline_id, 'secondary' AS role FROM agent_backfill_links b JOIN events be ON be.id = b.event_id
   WHERE NOT EXISTS (SELECT 1 FROM event_agents x WHERE x.event_id = b.event_id AND x.agent_id = b.agent_id))`;
