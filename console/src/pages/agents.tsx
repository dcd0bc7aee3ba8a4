import { useEffect, useState } from 'preact/hooks';
import type { Api, AgentList, ClientAgentList } from '../api.ts';
import { Sparkline } from '../sparkline.tsx';
import { useLoad } from '../load.ts';
import { perDay } from '../per-day.ts';
import { BASE, Link } from '../router.tsx';
import { Badge, ErrorNote, score } from '../ui.tsx';

const DAYS = 14;
type Agent = AgentList['agents'][number];
type ClientAgent = ClientAgentList['agents'][number];

/**
 * The ref the console's links use: the slug of a catalog agent or of the analyst's own agent (which
 * resolves for its owner), the UUID of a client agent seen by the operator (its slug is unique only
 * within its account).
 */
const refOf = (agent: Pick<Agent, 'id' | 'slug'>, ownedByAnother: boolean) => (ownedByAnother ? agent.id : agent.slug);

/** One card: the latest report's headline, trend, change score and confidence; events per day. */
function AgentCard({ api, agent, agentRef }: { api: Api; agent: Agent; agentRef: string }) {
  const reports = useLoad(() => api.latestReports(agentRef, 1), [agentRef]);
  const events = useLoad(() => api.events(agentRef, 30), [agentRef]);
  const latest = reports.data?.reports[0];
  const days = events.data
    ? perDay(
        events.data.events.map((e) => e.firstSeenAt),
        new Date(),
        DAYS,
      )
    : null;
  return (
    <li class={agent.owner === 'you' ? 'card own' : 'card'} data-testid="agent-card">
      <h2>
        <Link href={`${BASE}/agents/${agentRef}`}>{agent.name}</Link>{' '}
        {agent.owner === 'you' ? (
          <span class="badge badge-own" data-testid="own-mark">
            yours
          </span>
        ) : (
          <span class="muted">#{agent.externalId ?? '—'}</span>
        )}
      </h2>
      <p class="muted small">{agent.owner === 'you' ? agent.description : agent.domain}</p>
      {reports.error && <ErrorNote text={reports.error} />}
      {latest ? (
        <>
          <p class="headline" data-testid="headline">
            {latest.situation.headline}
          </p>
          <p class="badges">
            <Badge label="trend" value={latest.trend ?? 'first report'} />
            <Badge label="change" value={score(latest.changeScore)} />
            <Badge label="confidence" value={latest.confidence.overall} />
          </p>
        </>
      ) : (
        !reports.loading && !reports.error && <p class="muted">No report yet.</p>
      )}
      {days && (
        <div class="spark-row">
          <Sparkline
            values={days.map((d) => d.count)}
            label={`Events first seen per day over ${DAYS} days: ${days.map((d) => d.count).join(', ')}`}
          />
          <span class="muted small">events/day, {DAYS} days</span>
        </div>
      )}
    </li>
  );
}

/** The operator's table of every account's own agents: whose each is and what it matches. */
function ClientAgents({ agents, search }: { agents: ClientAgent[]; search: string }) {
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? agents.filter((a) => [a.name, a.domain, a.description].some((f) => f.toLowerCase().includes(needle)))
    : agents;
  return (
    <section aria-labelledby="client-agents-heading">
      <h2 id="client-agents-heading">Client agents ({shown.length})</h2>
      <p class="muted small">Agents the accounts created for themselves; each is visible to its owner only.</p>
      {shown.length === 0 ? (
        <p class="muted">None{needle ? ' matches the search' : ''}.</p>
      ) : (
        <table data-testid="client-agents">
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">Owner</th>
              <th scope="col">Matches</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((a) => (
              <tr key={a.id} data-testid="client-agent">
                <td>
                  <Link href={`${BASE}/agents/${refOf(a, true)}`}>{a.name}</Link>
                  <div class="muted small">{a.description}</div>
                </td>
                <td data-testid="owner">
                  <code>{a.owner.keyPrefixes.join(', ') || '(no key)'}</code>
                  <div class="muted small">account {a.owner.accountId}</div>
                </td>
                <td class="small">
                  {[...a.keywords, ...a.entities, ...a.regions].join(', ') || '—'}
                  <div class="muted">report every {a.reportIntervalMinutes} min</div>
                </td>
                <td class="small">{new Date(a.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AgentsPage({ api }: { api: Api }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  // Each keystroke is not a (billed) call: the search runs once typing pauses.
  useEffect(() => {
    const t = setTimeout(() => setQuery(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const catalog = useLoad(() => api.agents(query), [query]);
  const clients = useLoad(() => (api.isAdmin ? api.clientAgents() : Promise.resolve(null)), []);
  const own = catalog.data?.agents.filter((a) => a.owner === 'you').length ?? 0;
  return (
    <section>
      <h1>Agents</h1>
      <form class="search" role="search" onSubmit={(e) => (e.preventDefault(), setQuery(search))}>
        <label for="agent-search">Search the agents</label>
        <input
          id="agent-search"
          type="search"
          placeholder="name, domain or description"
          maxLength={200}
          value={search}
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
      </form>
      {catalog.error && <ErrorNote text={catalog.error} />}
      {catalog.data && (
        <>
          <p class="muted" aria-live="polite">
            {catalog.data.count} agent{catalog.data.count === 1 ? '' : 's'}
            {own > 0 && ` (${own} of them yours)`}
          </p>
          <ul class="grid">
            {catalog.data.agents.map((a) => (
              <AgentCard key={a.id} api={api} agent={a} agentRef={refOf(a, false)} />
            ))}
          </ul>
        </>
      )}
      {clients.error && <ErrorNote text={clients.error} />}
      {clients.data && <ClientAgents agents={clients.data.agents} search={query} />}
    </section>
  );
}
