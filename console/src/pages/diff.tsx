import type { Api, ReportChanges } from '../api.ts';
import { useLoad, when } from '../load.ts';
import { BASE, Link } from '../router.tsx';
import { ErrorNote, Loading, score, Section } from '../ui.tsx';
import { wordDiff } from '../word-diff.ts';

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

type Cited = { eventId: string; title: string | null; sources: string };

function EventList({ events }: { events: Cited[] }) {
  if (!events.length) return <p class="muted">none</p>;
  return (
    <ul>
      {events.map((e) => (
        <li key={e.eventId}>
          <Link href={`${BASE}/events/${e.eventId}`}>{e.title ?? e.eventId}</Link>{' '}
          <span class="muted">({e.sources})</span>
        </li>
      ))}
    </ul>
  );
}

const sources = (n: number | null) => (n === null ? 'sources unknown' : `${n} source${n === 1 ? '' : 's'}`);

/** Two reports of an agent compared by the report diff operation: cited events, assessment, changed fields. */
export function DiffPage({ api, agentRef, from, to }: { api: Api; agentRef: string; from: string; to: string }) {
  const diff = useLoad(() => api.reportDiff(agentRef, from, to), [agentRef, from, to]);
  const d: ReportChanges | undefined = diff.data;
  return (
    <section>
      <p class="crumbs">
        <Link href={`${BASE}/agents`}>Agents</Link> › <Link href={`${BASE}/agents/${agentRef}`}>{agentRef}</Link> ›
      </p>
      <h1>Report diff</h1>
      {diff.error && <ErrorNote text={diff.error} />}
      {diff.loading && !d && <Loading what="the diff" />}
      {d && (
        <>
          <p class="muted">
            From{' '}
            {d.from ? (
              <>
                <Link href={`${BASE}/agents/${agentRef}/reports/${d.from.reportId}`}>{d.from.reportId}</Link> (
                {when(d.from.generatedAt)})
              </>
            ) : (
              'nothing (the first report)'
            )}{' '}
            to <Link href={`${BASE}/agents/${agentRef}/reports/${d.to.reportId}`}>{d.to.reportId}</Link> (
            {when(d.to.generatedAt)})
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
              </tbody>
            </table>
          </Section>
          <div class="columns three">
            <Section title={`New events (${d.events.new.length})`}>
              <EventList events={d.events.new.map((e) => ({ ...e, sources: sources(e.sourceCount) }))} />
            </Section>
            <Section title={`Grown events (${d.events.grown.length})`}>
              <EventList
                events={d.events.grown.map((e) => ({
                  ...e,
                  sources: `${e.sourceCountBefore} → ${sources(e.sourceCountAfter)}`,
                }))}
              />
            </Section>
            <Section title={`Gone events (${d.events.gone.length})`}>
              <EventList events={d.events.gone.map((e) => ({ ...e, sources: sources(e.sourceCount) }))} />
            </Section>
          </div>
          <Section title={`Changed fields (${d.fields.length})`}>
            {d.fields.length === 0 && <p>No text changed.</p>}
            <dl class="changes" data-testid="changed-fields">
              {d.fields.map((c) => (
                <div key={c.field}>
                  <dt>
                    <code>{c.field}</code>
                  </dt>
                  <dd>
                    <Words before={c.before ?? ''} after={c.after} />
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
