import type { Api } from '../api.ts';
import { TimeChart } from '../charts.tsx';
import { useLoad, when } from '../load.ts';
import { BASE, Link } from '../router.tsx';
import { Badge, ErrorNote, Loading, Section } from '../ui.tsx';

/** The agents an event is linked to: why (matched profile terms, or its field's words) for operators, the roles for analysts. */
function Links({
  api,
  eventId,
  primary,
  secondary,
}: {
  api: Api;
  eventId: string;
  primary: string | null;
  secondary: string[];
}) {
  const links = useLoad(() => (api.isAdmin ? api.eventLinks(eventId) : Promise.resolve(null)), [eventId]);
  if (!api.isAdmin) {
    return (
      <ul>
        {primary && (
          <li>
            <Link href={`${BASE}/agents/${primary}`}>{primary}</Link> (primary)
          </li>
        )}
        {secondary.map((s) => (
          <li key={s}>
            <Link href={`${BASE}/agents/${s}`}>{s}</Link> (secondary)
          </li>
        ))}
        {!primary && !secondary.length && <li>No agent.</li>}
      </ul>
    );
  }
  if (links.error) return <ErrorNote text={links.error} />;
  if (!links.data) return <Loading what="links" />;
  return (
    <ul class="links" data-testid="event-links">
      {links.data.links.map((l) => (
        <li key={l.agent}>
          <Link href={`${BASE}/agents/${l.agent}`}>{l.name}</Link> ({l.role}) — matched{' '}
          {[
            ...l.keywords.map((k) => `keyword “${k}”`),
            ...l.entities.map((e) => `entity “${e}”`),
            ...(l.fieldWords.length
              ? [`its field’s news in the words ${l.fieldWords.map((w) => `“${w}”`).join(', ')}`]
              : []),
          ].join(', ') || 'no profile term in the sources’ titles and leads'}
          {l.regions.length ? `; regions ${l.regions.join(', ')}` : ''}
        </li>
      ))}
      {!links.data.links.length && <li>No agent.</li>}
    </ul>
  );
}

export function EventPage({ api, eventId }: { api: Api; eventId: string }) {
  const loaded = useLoad(() => api.event(eventId), [eventId]);
  const e = loaded.data?.event;
  const dated = e?.sources.filter((s) => s.publishedAt) ?? [];
  return (
    <article>
      <p class="crumbs">
        <Link href={`${BASE}/agents`}>Agents</Link> ›
      </p>
      {loaded.error && <ErrorNote text={loaded.error} />}
      {loaded.loading && !e && <Loading what="the event" />}
      {e && (
        <>
          <h1>{e.title}</h1>
          <p class="badges">
            <Badge label="type" value={e.eventType} />
            <Badge label="status" value={e.status} />
            <Badge label="confidence" value={e.confidence} />
            <Badge label="sources" value={String(e.sourceCount)} />
          </p>
          <p class="muted small">
            {e.eventId} · occurred {when(e.occurredAt)} · first seen {when(e.firstSeenAt)} · updated{' '}
            {when(e.lastUpdatedAt)}
          </p>
          <p>{e.summary}</p>
          <Section title="Sources over time">
            {dated.length > 0 ? (
              <TimeChart
                label={`Sources published over time: ${dated.length} dated sources`}
                xs={dated.map((s) => Date.parse(s.publishedAt!) / 1000)}
                series={[{ label: 'sources', stroke: '#1d4ed8', values: dated.map((_, i) => i + 1), steps: true }]}
                height={180}
              />
            ) : (
              <p class="muted">No source carries a publication time.</p>
            )}
          </Section>
          <Section title={`Sources (${e.sources.length})`}>
            <table data-testid="sources">
              <thead>
                <tr>
                  <th scope="col">Published</th>
                  <th scope="col">Publication</th>
                  <th scope="col">Title</th>
                </tr>
              </thead>
              <tbody>
                {e.sources.map((s) => (
                  <tr key={s.url}>
                    <td>{s.publishedAt ? <time dateTime={s.publishedAt}>{when(s.publishedAt)}</time> : 'unknown'}</td>
                    <td>{s.publication}</td>
                    <td>
                      {/^https?:\/\//i.test(s.url) ? (
                        <a href={s.url} rel="noopener noreferrer" target="_blank">
                          {s.title}
                        </a>
                      ) : (
                        s.title
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <div class="columns three">
            <Section title="Entities">
              <ul>
                {e.entities.map((x) => (
                  <li key={x.name}>
                    {x.name}{' '}
                    <span class="muted small">
                      ({x.type}, {x.role})
                    </span>
                  </li>
                ))}
                {!e.entities.length && <li class="muted">none</li>}
              </ul>
            </Section>
            <Section title="Locations">
              <ul>
                {e.locations.map((x) => (
                  <li key={x.name}>
                    {x.name} {x.country && <span class="muted small">({x.country})</span>}
                  </li>
                ))}
                {!e.locations.length && <li class="muted">none</li>}
              </ul>
            </Section>
            <Section title="Linked agents">
              <Links api={api} eventId={e.eventId} primary={e.primaryAgent} secondary={e.secondaryAgents} />
            </Section>
          </div>
        </>
      )}
    </article>
  );
}
