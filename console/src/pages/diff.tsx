import type { Api } from '../api.ts';
import { useLoad, when } from '../load.ts';
import { diffReports, wordDiff } from '../report-diff.ts';
import { BASE, Link } from '../router.tsx';
import { ErrorNote, Loading, score, Section } from '../ui.tsx';
import { loadReport } from './report.tsx';

function Words({ before, after }: { before: string; after: string }) {
  return (
    <p class="words">
      {wordDiff(before, after).map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'added' ? (
          <ins key={i}>{p.text}</ins>
        ) : (
          <del key={i}>{p.text}</del>
        ),
      )}
    </p>
  );
}

function EventIds({ ids }: { ids: string[] }) {
  if (!ids.length) return <p class="muted">none</p>;
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <Link href={`${BASE}/events/${id}`}>{id}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Two reports of an agent compared (computed in the page): cited events, assessment, changed fields. */
export function DiffPage({ api, agentRef, from, to }: { api: Api; agentRef: string; from: string; to: string }) {
  const pair = useLoad(
    () => Promise.all([loadReport(api, agentRef, from), loadReport(api, agentRef, to)]),
    [agentRef, from, to],
  );
  const [older, newer] = pair.data ?? [];
  const d = older && newer ? diffReports(older, newer) : null;
  return (
    <section>
      <p class="crumbs">
        <Link href={`${BASE}/agents`}>Agents</Link> › <Link href={`${BASE}/agents/${agentRef}`}>{agentRef}</Link> ›
      </p>
      <h1>Report diff</h1>
      {pair.error && <ErrorNote text={pair.error} />}
      {pair.loading && !pair.data && <Loading what="both reports" />}
      {d && older && newer && (
        <>
          <p class="muted">
            From <Link href={`${BASE}/agents/${agentRef}/reports/${older.reportId}`}>{older.reportId}</Link> (
            {when(older.generatedAt)}) to{' '}
            <Link href={`${BASE}/agents/${agentRef}/reports/${newer.reportId}`}>{newer.reportId}</Link> (
            {when(newer.generatedAt)})
          </p>
          <Section title="Assessment">
            <table>
              <thead>
                <tr>
                  <th scope="col">Measure</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Trend</th>
                  <td>{d.trend.before ?? 'first report'}</td>
                  <td>{d.trend.after ?? 'first report'}</td>
                </tr>
                <tr>
                  <th scope="row">Change score</th>
                  <td>{score(d.changeScore.before)}</td>
                  <td>{score(d.changeScore.after)}</td>
                </tr>
                <tr>
                  <th scope="row">Confidence</th>
                  <td>{d.confidence.before}</td>
                  <td>{d.confidence.after}</td>
                </tr>
              </tbody>
            </table>
          </Section>
          <div class="columns three">
            <Section title={`New events (${d.newEvents.length})`}>
              <EventIds ids={d.newEvents} />
            </Section>
            <Section title={`Gone events (${d.goneEvents.length})`}>
              <EventIds ids={d.goneEvents} />
            </Section>
            <Section title={`Still cited (${d.keptEvents.length})`}>
              <EventIds ids={d.keptEvents} />
            </Section>
          </div>
          <Section title={`Changed fields (${d.changed.length})`}>
            {d.changed.length === 0 && <p>No text changed.</p>}
            <dl class="changes" data-testid="changed-fields">
              {d.changed.map((c) => (
                <div key={c.field}>
                  <dt>
                    <code>{c.field}</code>
                  </dt>
                  <dd>
                    <Words before={c.before} after={c.after} />
                  </dd>
                </div>
              ))}
            </dl>
          </Section>
        </>
      )}
    </section>
  );
}
