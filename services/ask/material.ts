import type { SourceFacts } from '../evidence/facts.ts';

/** What retrieval hands the answerers: events with their sources' texts, and agents' latest reports. */

export interface SourceDoc {
  url: string;
  title: string;
  publication: string;
  publishedAt: Date | null;
  ingestedAt: Date;
  eventId: string;
  /** The article's text (lead included). */
  body: string;
  /** The facts the dedup worker stored with it (figures with what they count, turns), if any. */
  facts?: SourceFacts | null;
}

export interface EventDoc {
  eventId: string;
  title: string;
  sources: SourceDoc[];
}

export interface ReportDoc {
  /** Where a client reads it: sitrep://agents/{slug}/reports/latest. */
  url: string;
  title: string;
  agentSlug: string;
  asOf: Date;
  /** Its situation, summary and analysis, sentence by sentence, with the events each cites. */
  passages: { text: string; eventIds: string[] }[];
}

export interface AskMaterial {
  events: EventDoc[];
  reports: ReportDoc[];
  /** How common each normalized term is in the whole corpus (0 rare … 1 in every article), when known. */
  commonness?: ReadonlyMap<string, number>;
}

/** When a source was published, else ingested. */
export const sourceTime = (s: SourceDoc): Date => s.publishedAt ?? s.ingestedAt;
