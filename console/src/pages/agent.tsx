import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.ts';
import { errorText } from '../api.ts';
import type { ReportListing } from '../../../schemas/api/admin.ts';
import { useLoad, when } from '../load.ts';
import { BASE, Link, navigate } from '../router.tsx';
import { Badge, ErrorNote, Loading, score, Section } from '../ui.tsx';

/**
 * An agent's reports on a timeline. Operators read the whole timeline from the admin API; analysts
 * read the billed list, which serves the three newest.
 */
async function timeline(api: Api, ref: string, fresh: boolean) {
  if (api.isAdmin) return api.timeline(ref);
  const page = await api.latestReports(ref, 3, fresh);
  return {
    agent: page.agent,
    count: page.count,
    reports: page.reports.map((r): ReportListing => ({
      reportId: r.reportId,
      generatedAt: r.generatedAt,
      title: r.title,
      headline: r.situation.headline,
      trend: r.trend ?? null,
      changeScore: r.changeScore ?? null,
      confidence: r.confidence.overall,
      triggerType: r.triggerType ?? null,
      citedEvents: r.sourceEventIds.length,
    })),
  };
}

/** "Generate a report now": the manual trigger, then waits for the report to land and shows it. */
function GenerateNow({ api, agentRef, onLanded }: { api: Api; agentRef: string; onLanded: () => void }) {
  const [state, setState] = useState<{ phase: 'idle' | 'running' | 'landed' | 'failed'; text?: string; id?: string }>({
    phase: 'idle',
  });
  useEffect(() => {
    if (state.phase !== 'running' || !state.id) return;
    let live = true;
    const started = Date.now();
    const poll = async () => {
      while (live && Date.now() - started < 120_000) {
        try {
          await api.report(state.id!);
          if (live) setState({ phase: 'landed', id: state.id });
          onLanded();
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 700));
        }
      }
      if (live) setState({ phase: 'failed', text: 'the report did not land within 2 minutes' });
    };
    void poll();
    return () => {
      live = false;
    };
  }, [state.phase, state.id]);
  const start = async () => {
    setState({ phase: 'running' });
    try {
      const started = await api.triggerReport(agentRef);
      setState({ phase: 'running', id: started.reportId });
    } catch (err) {
      setState({ phase: 'failed', text: errorText(err) });
    }
  };
  return (
    <div class="generate" aria-live="polite">
      <button type="button" onClick={() => void start()} disabled={state.phase === 'running'}>
        {state.phase === 'running' ? 'Generating…' : 'Generate a report now'}
      </button>
      {state.phase === 'running' && <span class="muted"> started; waiting for the report to land…</span>}
      {state.phase === 'landed' && (
        <span data-testid="report-landed">
          {' '}
          New report landed: <Link href={`${BASE}/agents/${agentRef}/reports/${state.id}`}>{state.id}</Link>
        </span>
      )}
      {state.phase === 'failed' && <ErrorNote text={`Could not generate a report: ${state.text}`} />}
    </div>
  );
}

export function AgentPage({ api, agentRef }: { api: Api; agentRef: string }) {
  const [fresh, setFresh] = useState(0);
  const reports = useLoad(() => timeline(api, agentRef, fresh > 0), [agentRef, fresh]);
  const events = useLoad(() => api.events(agentRef, 30), [agentRef]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const agent = reports.data?.agent ?? events.data?.agent;
  const list = reports.data?.reports ?? [];
  useEffect(() => {
    // Default comparison: the newest report against the one before it.
    if (list.length >= 2) {
      setTo(list[0]!.reportId);
      setFrom(list[1]!.reportId);
    }
  }, [list.map((r) => r.reportId).join()]);
  return (
    <section>
      <p class="crumbs">
        <Link href={`${BASE}/agents`}>Agents</Link> ›
      </p>
      <h1>{agent ? `${agent.name}` : agentRef}</h1>
      {agent && (
        <p class="muted">
          {agent.domain} · #{agent.externalId ?? '—'} · {agent.description}
        </p>
      )}
      {api.isAdmin && <GenerateNow api={api} agentRef={agentRef} onLanded={() => setFresh((f) => f + 1)} />}
      <div class="columns">
        <Section title="Reports">
          {reports.error && <ErrorNote text={reports.error} />}
          {reports.loading && !reports.data && <Loading what="reports" />}
          {!api.isAdmin && <p class="muted small">The API serves an agent's three newest reports.</p>}
          {reports.data && list.length === 0 && <p>No report yet.</p>}
          <ol class="timeline" data-testid="timeline">
            {list.map((r) => (
              <li key={r.reportId}>
                <time dateTime={r.generatedAt}>{when(r.generatedAt)}</time>
                <Link href={`${BASE}/agents/${agentRef}/reports/${r.reportId}`}>{r.headline}</Link>
                <span class="badges">
                  <Badge label="trigger" value={r.triggerType ?? '—'} />
                  <Badge label="trend" value={r.trend ?? 'first report'} />
                  <Badge label="change" value={score(r.changeScore)} />
                  <Badge label="confidence" value={r.confidence} />
                </span>
              </li>
            ))}
          </ol>
          {list.length >= 2 && (
            <form
              class="compare"
              onSubmit={(e) => {
                e.preventDefault();
                navigate(`${BASE}/agents/${agentRef}/diff?${new URLSearchParams({ from, to })}`);
              }}
            >
              <h3>Compare two reports</h3>
              <label for="diff-from">Older</label>
              <select id="diff-from" value={from} onChange={(e) => setFrom(e.currentTarget.value)}>
                {list.map((r) => (
                  <option key={r.reportId} value={r.reportId}>
                    {when(r.generatedAt)} · {r.reportId}
                  </option>
                ))}
              </select>
              <label for="diff-to">Newer</label>
              <select id="diff-to" value={to} onChange={(e) => setTo(e.currentTarget.value)}>
                {list.map((r) => (
                  <option key={r.reportId} value={r.reportId}>
                    {when(r.generatedAt)} · {r.reportId}
                  </option>
                ))}
              </select>
              <button type="submit" disabled={!from || !to || from === to}>
                Show the diff
              </button>
            </form>
          )}
        </Section>
        <Section title="Events">
          {events.error && <ErrorNote text={events.error} />}
          {events.loading && !events.data && <Loading what="events" />}
          <ul class="events">
            {events.data?.events.map((e) => (
              <li key={e.eventId}>
                <Link href={`${BASE}/events/${e.eventId}`}>{e.title}</Link>
                <span class="muted small">
                  {' '}
                  {e.sourceCount} source{e.sourceCount === 1 ? '' : 's'} · {e.status} · {e.confidence} confidence ·
                  updated {when(e.lastUpdatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </section>
  );
}
