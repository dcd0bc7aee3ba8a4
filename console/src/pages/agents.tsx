import { useEffect, useState } from 'preact/hooks';
import type { Api, AgentList } from '../api.ts';
import { Sparkline } from '../sparkline.tsx';
import { useLoad } from '../load.ts';
import { perDay } from '../per-day.ts';
import { BASE, Link } from '../router.tsx';
import { Badge, ErrorNote, score } from '../ui.tsx';

const DAYS = 14;
type Agent = AgentList['agents'][number];

/** One card: the latest report's headline, trend, change score and confidence; events per day. */
function AgentCard({ api, agent }: { api: Api; agent: Agent }) {
  const reports = useLoad(() => api.latestReports(agent.slug, 1), [agent.slug]);
  const events = useLoad(() => api.events(agent.slug, 30), [agent.slug]);
  const latest = reports.data?.reports[0];
  const days = events.data
    ? perDay(
        events.data.events.map((e) => e.firstSeenAt),
        new Date(),
        DAYS,
      )
    : null;
  return (
    <li class="card" data-testid="agent-card">
      <h2>
        <Link href={`${BASE}/agents/${agent.slug}`}>{agent.name}</Link>{' '}
        <span class="muted">#{agent.externalId ?? '—'}</span>
      </h2>
      <p class="muted small">{agent.domain}</p>
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

export function AgentsPage({ api }: { api: Api }) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  // Each keystroke is not a (billed) call: the search runs once typing pauses.
  useEffect(() => {
    const t = setTimeout(() => setQuery(search), 300);
    return () => clearTimeout(t);
  }, [search]);
  const catalog = useLoad(() => api.agents(query), [query]);
  return (
    <section>
      <h1>Agents</h1>
      <form class="search" role="search" onSubmit={(e) => (e.preventDefault(), setQuery(search))}>
        <label for="agent-search">Search the catalog</label>
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
          </p>
          <ul class="grid">
            {catalog.data.agents.map((a) => (
              <AgentCard key={a.id} api={api} agent={a} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
