import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.ts';
import { errorText } from '../api.ts';
import type { ReplayStatus } from '../../../schemas/api/admin.ts';
import { TimeChart } from '../charts.tsx';
import { useEvery, useLoad, when } from '../load.ts';
import { ErrorNote, Loading, Section } from '../ui.tsx';

const REFRESH_MS = 5_000;

function Figures({ api }: { api: Api }) {
  const f = useLoad(() => api.pipeline(60), []);
  useEvery(REFRESH_MS, f.reload);
  if (f.error) return <ErrorNote text={f.error} />;
  if (!f.data) return <Loading what="pipeline figures" />;
  const d = f.data;
  const xs = d.articlesIn.map((p) => Date.parse(p.minute) / 1000);
  const sum = (s: { count: number }[]) => s.reduce((a, p) => a + p.count, 0);
  return (
    <>
      <dl class="figures" data-testid="figures">
        <div>
          <dt>Articles in, last hour</dt>
          <dd>{sum(d.articlesIn)}</dd>
        </div>
        <div>
          <dt>Events founded / sources joined, last hour</dt>
          <dd>
            {sum(d.eventsFounded)} / {sum(d.sourcesJoined)}
          </dd>
        </div>
        <div>
          <dt>Dedup consumer lag</dt>
          <dd data-testid="lag">{d.dedupLag.total} messages</dd>
        </div>
        <div>
          <dt>Dead-letter entries</dt>
          <dd>{d.deadLetters.total}</dd>
        </div>
        <div>
          <dt>On the topic / events / sources</dt>
          <dd>
            {d.totals.articles} / {d.totals.events} / {d.totals.sources}
          </dd>
        </div>
      </dl>
      <TimeChart
        label={`Per minute over the last hour: ${sum(d.articlesIn)} articles in, ${sum(d.eventsFounded)} events founded, ${sum(d.sourcesJoined)} sources joined`}
        xs={xs}
        series={[
          { label: 'articles in / min', stroke: '#1d4ed8', values: d.articlesIn.map((p) => p.count) },
          { label: 'events founded / min', stroke: '#047857', values: d.eventsFounded.map((p) => p.count) },
          { label: 'sources joined / min', stroke: '#b45309', values: d.sourcesJoined.map((p) => p.count) },
        ]}
      />
      <p class="muted small">
        Consumer {d.dedupLag.consumer} on {d.articlesTopic}:{' '}
        {d.dedupLag.partitions.map((p) => `partition ${p.partition} at ${p.next} of ${p.end}`).join('; ') ||
          'no partition yet'}
        . As of {when(d.asOf)}, refreshed every {REFRESH_MS / 1000} s.
      </p>
    </>
  );
}

function DeadLetters({ api }: { api: Api }) {
  const dl = useLoad(() => api.deadLetters(50), []);
  useEvery(REFRESH_MS, dl.reload);
  if (dl.error) return <ErrorNote text={dl.error} />;
  if (!dl.data) return <Loading what="dead letters" />;
  return (
    <>
      <p class="muted">
        {dl.data.total} on {dl.data.topic}; the newest {dl.data.entries.length} below.
      </p>
      <table data-testid="dead-letters">
        <thead>
          <tr>
            <th scope="col">Failed</th>
            <th scope="col">Reason</th>
            <th scope="col">Where</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {dl.data.entries.map((e) => (
            <tr key={e.dlqOffset}>
              <td>{when(e.failedAt)}</td>
              <td>
                {e.reason}
                {e.issues.length > 0 && (
                  <ul class="small">
                    {e.issues.map((i, n) => (
                      <li key={n}>
                        <code>{i.path}</code>: {i.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td class="small">
                {e.source ? (
                  <>
                    feed <code class="excerpt">{e.source.url}</code> (source {e.source.id})
                  </>
                ) : (
                  `${e.topic} [${e.partition}] @ ${e.offset}`
                )}
              </td>
              <td>
                <code class="excerpt">{(e.value ?? '(no value)').slice(0, 160)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Replay({ api }: { api: Api }) {
  const [keep, setKeep] = useState(false);
  const [id, setId] = useState<string | null>(null);
  const [status, setStatus] = useState<ReplayStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    const poll = async () => {
      while (live) {
        try {
          const s = await api.replay(id);
          if (!live) return;
          setStatus(s);
          if (s.status !== 'running') return;
        } catch (err) {
          if (live) setError(errorText(err));
          return;
        }
        await new Promise((r) => setTimeout(r, 1_000));
      }
    };
    void poll();
    return () => {
      live = false;
    };
  }, [id]);
  const start = async () => {
    setError(null);
    setStatus(null);
    try {
      setId((await api.startReplay(keep)).replayId);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const running = id !== null && (status === null || status.status === 'running');
  const p = status?.progress;
  return (
    <div data-testid="replay">
      <p>
        Rebuilds the projection from offset 0 of the articles topic into a fresh schema with the same code, then
        compares its digest with the live one.
      </p>
      <label class="inline">
        <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} /> keep the replay
        schema for inspection
      </label>{' '}
      <button type="button" onClick={() => void start()} disabled={running}>
        {running ? 'Replaying…' : 'Start a replay'}
      </button>
      {error && <ErrorNote text={error} />}
      {id && (
        <div aria-live="polite">
          <p>
            Replay <code>{id}</code>: <strong data-testid="replay-status">{status?.status ?? 'starting'}</strong>
          </p>
          <progress max={p?.total || 1} value={p?.done ?? 0} aria-label="replay progress">
            {p ? `${p.done} of ${p.total}` : ''}
          </progress>{' '}
          {p && (
            <span class="muted">
              {p.done} of {p.total} articles
            </span>
          )}
          {status?.error && <ErrorNote text={status.error} />}
          {status?.result && (
            <div class="replay-result" data-testid="replay-result">
              <p>
                <strong>
                  {status.result.identical
                    ? 'Identical: the live projection is exactly what the log rebuilds.'
                    : 'Different from the live projection.'}
                </strong>{' '}
                {status.result.articles} articles in {status.result.seconds.toFixed(1)} s.
              </p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Projection</th>
                    <th scope="col">Digest</th>
                    <th scope="col">Events</th>
                    <th scope="col">Sources</th>
                    <th scope="col">Agent links</th>
                  </tr>
                </thead>
                <tbody>
                  {(['replay', 'live'] as const).map((k) => (
                    <tr key={k}>
                      <th scope="row">{k}</th>
                      <td>
                        <code>{status.result![k].digest.slice(0, 16)}…</code>
                      </td>
                      <td>{status.result![k].events}</td>
                      <td>{status.result![k].sources}</td>
                      <td>{status.result![k].links}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>
                Events only in the replay: {status.result.diff.onlyInReplay}; only live: {status.result.diff.onlyLive};
                shared events with other sources: {status.result.diff.differentSources}; with other fields:{' '}
                {status.result.diff.differentFields}; agent links that differ: {status.result.diff.differentLinks}.
              </p>
              <p>{status.result.diff.summary}</p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export function PipelinePage({ api }: { api: Api }) {
  return (
    <section>
      <h1>Pipeline</h1>
      <Section title="Ingestion and dedup">
        <Figures api={api} />
      </Section>
      <Section title="Dead-letter entries">
        <DeadLetters api={api} />
      </Section>
      <Section title="Replay">
        <Replay api={api} />
      </Section>
    </section>
  );
}
