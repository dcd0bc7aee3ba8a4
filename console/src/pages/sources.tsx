import { useState } from 'preact/hooks';
import type { Api, Source } from '../api.ts';
import { errorText } from '../api.ts';
import { useEvery, useLoad, when } from '../load.ts';
import { failures, fullText, lastPoll } from '../source-health.ts';
import { ErrorNote, Loading, Section } from '../ui.tsx';

const REFRESH_MS = 10_000;
const tagList = (s: string) =>
  s
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

function AddSource({ api, onAdded }: { api: Api; onAdded: () => void }) {
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [interval, setEvery] = useState('900');
  const [tags, setTags] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <form
      class="inline-form"
      aria-label="Add a source"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        api
          .addSource({
            url: url.trim(),
            ...(name.trim() && { name: name.trim() }),
            pollIntervalSeconds: Number(interval),
            tags: tagList(tags),
          })
          .then(
            ({ source }) => {
              setMessage({ ok: true, text: `Added ${source.id}; it is polled as soon as its host allows.` });
              setUrl('');
              setName('');
              setTags('');
              onAdded();
            },
            (err: unknown) => setMessage({ ok: false, text: errorText(err) }),
          );
      }}
    >
      <label for="source-url">Feed URL (RSS or Atom)</label>
      <input
        id="source-url"
        type="url"
        required
        maxLength={2048}
        value={url}
        onInput={(e) => setUrl(e.currentTarget.value)}
      />
      <label for="source-name">Name</label>
      <input id="source-name" maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for="source-interval">Poll every (s, at least 300)</label>
      <input
        id="source-interval"
        type="number"
        min={300}
        max={604800}
        required
        value={interval}
        onInput={(e) => setEvery(e.currentTarget.value)}
      />
      <label for="source-tags">Tags (comma-separated)</label>
      <input id="source-tags" value={tags} onInput={(e) => setTags(e.currentTarget.value)} />
      <button type="submit">Add source</button>
      {message && (
        <p class={message.ok ? 'ok' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

function EditSource({ api, source: s, onSaved }: { api: Api; source: Source; onSaved: () => void }) {
  const [name, setName] = useState(s.name ?? '');
  const [every, setEvery] = useState(String(s.pollIntervalSeconds));
  const [tags, setTags] = useState(s.tags.join(', '));
  const [language, setLanguage] = useState(s.language ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = (field: string) => `edit-${field}-${s.id}`;
  return (
    <form
      class="inline-form"
      aria-label={`Edit ${s.name ?? s.feedTitle ?? s.url}`}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        api
          .editSource(s.id, {
            name: name.trim() || null,
            pollIntervalSeconds: Number(every),
            tags: tagList(tags),
            language: language.trim() || null,
          })
          .then(onSaved, (err: unknown) => setError(errorText(err)));
      }}
    >
      <label for={id('name')}>Name (empty: the feed's title)</label>
      <input id={id('name')} maxLength={200} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      <label for={id('every')}>Poll every (s)</label>
      <input
        id={id('every')}
        type="number"
        min={300}
        max={604800}
        required
        value={every}
        onInput={(e) => setEvery(e.currentTarget.value)}
      />
      <label for={id('tags')}>Tags</label>
      <input id={id('tags')} value={tags} onInput={(e) => setTags(e.currentTarget.value)} />
      <label for={id('language')}>Language</label>
      <input id={id('language')} maxLength={35} value={language} onInput={(e) => setLanguage(e.currentTarget.value)} />
      <button type="submit">Save</button>
      {error && <ErrorNote text={error} />}
    </form>
  );
}

function SourceRow({
  api,
  source: s,
  now,
  onChanged,
}: {
  api: Api;
  source: Source;
  now: number;
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const act = (what: () => Promise<unknown>) => {
    setError(null);
    what().then(onChanged, (err: unknown) => setError(errorText(err)));
  };
  const h = s.health;
  const title = s.name ?? s.feedTitle ?? s.url;
  return (
    <>
      <tr data-testid="source" data-source={s.id} class={h.failingForADay ? 'failing' : undefined}>
        <td>
          <strong>{title}</strong>
          {h.failingForADay && (
            <span class="badge badge-low flag" data-testid="failing-for-a-day">
              failing for a day
            </span>
          )}
          <br />
          <code class="excerpt">{s.url}</code>
          {s.tags.length > 0 && <div class="small muted">tags: {s.tags.join(', ')}</div>}
          {error && <ErrorNote text={error} />}
        </td>
        <td>
          <span data-testid="state">{s.state}</span>
          <div class="small muted">every {Math.round(s.pollIntervalSeconds / 60)} min</div>
        </td>
        <td data-testid="last-poll">
          {lastPoll(h, now)}
          <div class="small muted">next {when(s.nextPollAt)}</div>
        </td>
        <td class="num">
          {h.itemsPerDay}
          <div class="small muted">{h.itemsLast24h} in 24 h</div>
        </td>
        <td>
          {fullText(h)}
          {h.fullText.lastError && <div class="small muted">last failure: {h.fullText.lastError}</div>}
        </td>
        <td>{failures(h, now)}</td>
        <td class="num">{h.lastLatencyMs === null ? '—' : `${h.lastLatencyMs} ms`}</td>
        <td>
          <div class="inline-form">
            <button type="button" onClick={() => act(() => api.pollSource(s.id))} aria-label={`Poll now: ${title}`}>
              Poll now
            </button>
            <button
              type="button"
              onClick={() => setEditing(!editing)}
              aria-expanded={editing}
              aria-label={`Edit ${title}`}
            >
              Edit
            </button>
            <button
              type="button"
              onClick={() => act(() => api.editSource(s.id, { state: s.state === 'active' ? 'paused' : 'active' }))}
              aria-label={`${s.state === 'active' ? 'Pause' : 'Resume'} ${title}`}
            >
              {s.state === 'active' ? 'Pause' : 'Resume'}
            </button>
            <button
              type="button"
              class="danger"
              aria-label={`Remove ${title}`}
              onClick={() => {
                if (window.confirm(`Remove ${title}? Its items are taken again if it is added back.`))
                  act(() => api.removeSource(s.id));
              }}
            >
              Remove
            </button>
          </div>
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={8}>
            <EditSource
              api={api}
              source={s}
              onSaved={() => {
                setEditing(false);
                onChanged();
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}

/** Operators: every feed source with its health, added, paused, resumed, polled now and removed here. */
export function SourcesPage({ api }: { api: Api }) {
  const list = useLoad(() => api.sources(), []);
  useEvery(REFRESH_MS, list.reload);
  const now = Date.now();
  return (
    <section>
      <h1>Sources</h1>
      {list.data && list.data.failingForADay > 0 && (
        <p class="error" role="alert" data-testid="failing-banner">
          {list.data.failingForADay} source{list.data.failingForADay === 1 ? ' has' : 's have'} failed every poll for a
          day or more.
        </p>
      )}
      <Section title="Add a source">
        <AddSource api={api} onAdded={list.reload} />
      </Section>
      <Section title="Sources and their health">
        {list.error && <ErrorNote text={list.error} />}
        {!list.data && !list.error && <Loading what="sources" />}
        {list.data && list.data.sources.length === 0 && <p>No sources yet.</p>}
        {list.data && list.data.sources.length > 0 && (
          <table data-testid="sources">
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">State</th>
                <th scope="col">Last poll</th>
                <th scope="col">Items a day</th>
                <th scope="col">Full text (7 days)</th>
                <th scope="col">Failures</th>
                <th scope="col">Latency</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.sources.map((s) => (
                <SourceRow key={s.id} api={api} source={s} now={now} onChanged={list.reload} />
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </section>
  );
}
