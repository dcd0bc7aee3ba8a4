// What an event says beyond its sources: its agents, type, entities, locations and tags. None of it
// decides which event an article joins (scoring.ts does); all of it is a pure function of the
// event's articles, so a replay derives the same.
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import { AgentMatcher, eventScores } from './agents.ts';
import type { EventType } from './classify.ts';

/** The part of an event enrichment reads and writes. */
export interface Enriched {
  eventType: EventType;
  sourceCount: number;
  entities: EventEntity[];
  locations: EventLocation[];
  tags: string[];
  /** Summed agent scores of its sources. Replaced on change, never edited: events without any share `NO_SCORES`. */
  agentScores: ReadonlyMap<string, number>;
  primaryAgentId: string | null;
  secondaryAgentIds: string[];
  /** The catalog agents one of its sources is about (`AgentMatcher.subjectOf`): they stay linked. */
  subjects: readonly string[];
}

/** Sets the event's agent roles from its sources' summed agent scores (roles compare `eventScores`). */
export function applyAgents(e: Enriched, owners?: ReadonlyMap<string, string>): void {
  const roles = AgentMatcher.roles(eventScores(e.agentScores, e.sourceCount), owners, e.subjects);
  e.primaryAgentId = roles.primary;
  e.secondaryAgentIds = roles.secondary;
}

/** The agent scores of an event no source has given any: one map for all (most events in a busy stream). */
export const NO_SCORES: ReadonlyMap<string, number> = new Map();

/** An event's agent scores to start from: a copy of its founding source's, or `NO_SCORES`. */
export const scoresOf = (scores: ReadonlyMap<string, number>): ReadonlyMap<string, number> =>
  scores.size ? new Map(scores) : NO_SCORES;

/** The subjects of an event no source is about (most events): one list for all. */
export const NO_SUBJECTS: readonly string[] = [];

/** Adds one more source's agent scores, and the agent it is about (`AgentMatcher.subjectOf`). */
export function addAgentScores(
  e: Enriched,
  scores: ReadonlyMap<string, number>,
  owners?: ReadonlyMap<string, string>,
  subject: string | null = null,
): void {
  if (subject && !e.subjects.includes(subject)) e.subjects = [...e.subjects, subject].sort();
  if (scores.size) {
    const sum = new Map(e.agentScores);
    for (const [id, s] of scores) sum.set(id, (sum.get(id) ?? 0) + s);
    e.agentScores = sum;
  }
  applyAgents(e, owners);
}

/** Adds the countries a later source names, ten locations at most. */
export function addCountries(e: Enriched, countries: { name: string; country: string }[]): void {
  for (const c of countries) {
    if (e.locations.length < 10 && !e.locations.some((l) => l.country === c.country))
      e.locations = [...e.locations, { name: c.name, country: c.country }];
  }
}

/** Tags: the event type and the first named entities (people and organisations before places). */
export function tagsOf(eventType: EventType, entities: EventEntity[]): string[] {
  const rank = { person: 0, organization: 1, location: 2, other: 3 };
  const names = [...entities]
    .sort((a, b) => rank[a.type] - rank[b.type])
    .map((x) => x.name)
    .filter((n, i, all) => all.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);
  return [eventType, ...names.slice(0, 4)];
}

/** A deferred event's locations: its founding article's first, then the countries later articles added, ten at most. */
export function settledLocations(found: EventLocation[], added: EventLocation[]): EventLocation[] {
  const locations = [...found];
  for (const l of added)
    if (locations.length < 10 && !locations.some((x) => x.country === l.country)) locations.push(l);
  return locations;
}

/** Gives an event its founding article's entities (found now or later), and the tags they make. */
export function settleEntities(e: Enriched, found: { entities: EventEntity[]; locations: EventLocation[] }): void {
  e.entities = found.entities;
  e.locations = settledLocations(found.locations, e.locations);
  e.tags = tagsOf(e.eventType, e.entities);
}
