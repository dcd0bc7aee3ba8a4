import { factsOfSource, type SourceDoc } from '../evidence/facts.ts';

// Where a source's stored facts (event_sources.facts) are computed: the rules are
// services/evidence/facts.ts's; this file only places the work. A source's facts depend on its article
// and its event id alone, and the event id only fills each fact's `eventId`: the feature threads read
// an article's facts while parsing it (off the thread that decides), serialised with an empty event
// id, and the chunk's write puts the event's id in. Same JSON as `factsOfSource` on the written row.

/** The fields of a source its facts are read from. */
export interface FactsInput {
  canonicalUrl: string;
  publication: string;
  title: string;
  lead: string;
  body: string;
  publishedAt: number | null;
  /** Ingestion time (ms). */
  ingestedAt: number;
}

/**
 * A source's facts as JSON, read in a feature thread: `parts` joined by the event's `"eventId":…`
 * member. Valid for a row ingested at `ingestedAt` only (an update later in one chunk keeps the
 * first version's time, and its facts carry that time).
 */
export interface PreparedFacts {
  ingestedAt: number;
  parts: string[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The facts' view of a source of `eventId`, as the chunk's write stores it. */
function docOf(s: FactsInput, eventId: string): SourceDoc {
  return {
    sourceId: s.canonicalUrl,
    eventId,
    publication: s.publication,
    title: s.title,
    text: s.body || s.lead,
    at: iso(s.publishedAt ?? s.ingestedAt),
    ingestedAt: iso(s.ingestedAt),
  };
}

/**
 * The member every fact's event id is written as, with no event id yet: a JSON string value never
 * holds an unescaped quote, so this text occurs in the serialised facts only as that member.
 */
const NO_EVENT = `"eventId":""`;

/** A source's facts read ahead of its event (in a feature thread). */
export function prepareFacts(s: FactsInput): PreparedFacts {
  return { ingestedAt: s.ingestedAt, parts: JSON.stringify(factsOfSource(docOf(s, ''))).split(NO_EVENT) };
}

/**
 * The facts of a source of `eventId` as JSON: from `prepared` when it was read for this row's
 * ingestion time, else read now.
 */
export function factsJson(s: FactsInput, eventId: string, prepared?: PreparedFacts): string {
  if (prepared && prepared.ingestedAt === s.ingestedAt)
    return prepared.parts.join(`"eventId":${JSON.stringify(eventId)}`);
  return JSON.stringify(factsOfSource(docOf(s, eventId)));
}
