import type { AgentRecordV1 } from '../../schemas/messages/agent-record.ts';
import type { MonitoringProfile } from '../../schemas/db/tables.ts';
import { AgentMatcher, type AgentProfile } from './agents.ts';

/** A client agent as the registry holds it: its profile, or null once deleted (its owner is kept). */
export interface ClientAgent {
  agentId: string;
  ownerAccountId: string;
  slug: string;
  profile: MonitoringProfile | null;
}

/**
 * The agents the dedup worker matches articles with: the operator's catalog (from the `agents` table)
 * and the client agents that agent records on the articles topic defined, as of a point of the log.
 * `apply` takes one record; `changed` hands over the client agents changed since the last call (what
 * the chunk's transaction writes to `dedup_agents`).
 */
export class AgentRegistry {
  private readonly clients = new Map<string, ClientAgent>();
  private dirty = new Set<string>();
  private current: AgentMatcher | null = null;

  constructor(
    private readonly catalog: AgentProfile[],
    clients: ClientAgent[] = [],
  ) {
    for (const c of clients) this.clients.set(c.agentId, c);
  }

  /** Takes one record in log order. A record for an agent the catalog already holds is ignored. */
  apply(record: AgentRecordV1): boolean {
    if (this.catalog.some((a) => a.id === record.agentId)) return false;
    const known = this.clients.get(record.agentId);
    // An agent's owner never changes: a record claiming another owner for it is ignored.
    if (known && known.ownerAccountId !== record.ownerAccountId) return false;
    this.clients.set(record.agentId, {
      agentId: record.agentId,
      ownerAccountId: record.ownerAccountId,
      slug: record.slug,
      profile: record.type === 'agent.deleted' ? null : record.profile,
    });
    this.dirty.add(record.agentId);
    this.current = null;
    return true;
  }

  /** The matcher for the registry as it stands (rebuilt after a change; one scan per text whatever the number of agents). */
  matcher(): AgentMatcher {
    if (this.current) return this.current;
    const live: AgentProfile[] = [...this.clients.values()].flatMap((c) =>
      c.profile ? [{ id: c.agentId, slug: c.slug, profile: c.profile }] : [],
    );
    // By id first: the matcher's own order (by slug) then never depends on the order records came in.
    const profiles = [...this.catalog, ...live].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const owners = new Map([...this.clients.values()].map((c) => [c.agentId, c.ownerAccountId]));
    return (this.current = new AgentMatcher(profiles, owners));
  }

  /** The client agents changed since the last call, in their current state. */
  changed(): ClientAgent[] {
    const out = [...this.dirty].sort().map((id) => this.clients.get(id)!);
    this.dirty = new Set();
    return out;
  }

  get size(): number {
    return this.catalog.length + [...this.clients.values()].filter((c) => c.profile).length;
  }
}
