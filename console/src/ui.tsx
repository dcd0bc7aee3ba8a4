// Small pieces every page uses.
import type { ComponentChildren } from 'preact';
import { citationParts } from './citations.ts';
import { BASE, Link } from './router.tsx';

export const score = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toFixed(2));

export function Badge({ label, value }: { label: string; value: string }) {
  return (
    <span class={`badge badge-${value.replace(/[^a-z-]/g, '')}`}>
      <span class="badge-label">{label}</span> {value}
    </span>
  );
}

export function ErrorNote({ text }: { text: string }) {
  return (
    <p class="error" role="alert">
      {text}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p class="muted" role="status">
      Loading {what}…
    </p>
  );
}

/** Text with every `[evt_…]` citation a link to its event. */
export function Cited({ text }: { text: string }) {
  return (
    <>
      {citationParts(text).map((p, i) =>
        'eventId' in p ? (
          <Link key={i} class="citation" href={`${BASE}/events/${p.eventId}`}>
            [{p.eventId}]
          </Link>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/** Markdown-ish text (paragraphs, "-" bullets, "#" headings) with citations linked; no HTML is ever injected. */
export function Prose({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div class="prose">
      {blocks.map((b, i) => {
        const lines = b.split('\n');
        if (lines.every((l) => /^\s*[-*] /.test(l)))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>
                  <Cited text={l.replace(/^\s*[-*] /, '')} />
                </li>
              ))}
            </ul>
          );
        const h = /^(#{1,6})\s+(.*)$/.exec(b);
        if (h) return <h3 key={i}>{h[2]}</h3>;
        return (
          <p key={i}>
            <Cited text={b} />
          </p>
        );
      })}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="panel">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
