import type { AskMaterial, SourceDoc } from '../../services/ask/material.ts';
import { factsOfSource } from '../../services/evidence/facts.ts';

let n = 0;
/**
 * A source for Ask's reading, published and ingested at `at`; with `withFacts`, it carries the facts the
 * dedup worker would have stored with it.
 */
export function askSource(
  eventId: string,
  publication: string,
  at: string,
  title: string,
  body: string,
  withFacts = false,
): SourceDoc {
  const url = `https://${publication.toLowerCase().replace(/\W+/g, '')}.sample.invalid/${++n}`;
  const doc: SourceDoc = {
    url,
    title,
    publication,
    publishedAt: new Date(at),
    ingestedAt: new Date(at),
    eventId,
    body,
  };
  if (withFacts)
    doc.facts = factsOfSource({ sourceId: url, eventId, publication, title, text: body, at, ingestedAt: at });
  return doc;
}

/** Ask's material from sources alone: one event per event id, titled by its first source, no reports. */
export const askMaterial = (sources: SourceDoc[]): AskMaterial => ({
  reports: [],
  events: [...new Set(sources.map((s) => s.eventId))].map((eventId) => ({
    eventId,
    title: sources.find((s) => s.eventId === eventId)!.title,
    sources: sources.filter((s) => s.eventId === eventId),
  })),
});
