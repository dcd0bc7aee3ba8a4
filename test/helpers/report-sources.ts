// Sources and events built from sentences of our own, as the report tests compose them.
import type { SourceDoc } from '../../services/evidence/facts.ts';
import type { ComposerEvent } from '../../services/reports/dossier.ts';

/** One source of event `evt_a` (a morning's local paper) with `text`, anything else as `over` says. */
export const sourceDoc = (text: string, over: Partial<SourceDoc> = {}): SourceDoc => ({
  sourceId: 's1',
  eventId: 'evt_a',
  publication: 'Lowmoor Gazette',
  title: 'Headline',
  text,
  at: '2026-03-02T08:00:00.000Z',
  ingestedAt: '2026-03-02T08:05:00.000Z',
  ...over,
});

/** An event as the composer reads it: its sources in order, its title and summary from the first. */
export function composerEvent(
  id: string,
  sources: { title: string; text: string; pub: string; at: string }[],
  eventType = 'disaster',
): ComposerEvent {
  return {
    eventId: id,
    eventType,
    sourceCount: sources.length,
    publicationCount: new Set(sources.map((s) => s.pub)).size,
    lastUpdatedAt: sources.at(-1)!.at,
    title: sources[0]!.title,
    summary: sources[0]!.text,
    status: 'developing',
    occurredAt: sources[0]!.at,
    locations: [],
    entities: [],
    sources: sources.map((s, i) => ({
      sourceId: `${id}-${i}`,
      publication: s.pub,
      title: s.title,
      text: s.text,
      publishedAt: s.at,
      ingestedAt: s.at,
    })),
  };
}

/** Source `n` of event `eventId` at `at`, from one of two alternating outlets, as the stale-figure checks read it. */
export const eventDoc = (eventId: string, n: number, at: string, title: string, text: string): SourceDoc => ({
  sourceId: `https://wire.invalid/${eventId}/${n}`,
  eventId,
  publication: n % 2 ? 'Vale Courier' : 'Morrow Wire',
  title,
  text,
  at,
  ingestedAt: at,
});
