import { createHash } from 'node:crypto';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import type { ArticleV1, EventChangeV1 } from '../../schemas/messages/article.ts';
import { eventIdFor } from '../ops/projection-writer.ts';
import { AgentMatcher } from './agents.ts';
import { canonicalizeUrl } from './canonical.ts';
import { classify, type EventType } from './classify.ts';
import { extractEntities } from './entities.ts';
import { countriesIn } from './gazetteer.ts';
import { bandKeys, byCodeUnits, contentTokens, jaccardEstimate, leadOf, minhash, properNouns, shingles, termVector } from './text.ts';

const DAY = 86_400_000;

/** Tuned on labelled data with `npm run bench:dedup-quality`. */
export const DEDUP = {
  /** Attach to the best candidate at or above this score, else found a new event. */
  threshold: 0.3,
  weights: { text: 0.6, entities: 0.25, time: 0.15 },
  /** A near-copy (estimated shingle Jaccard) joins whatever its score. */
  nearDuplicate: 0.5,
  /** No source for this long (ingestion time): archived, never merged into again (DECISIONS.md §3). */
  closeAfterMs: 7 * DAY,
  /** Publication times further apart than this never belong to one event. */
  maxTimeGapMs: 10 * DAY,
  centroidTerms: 48,
  maxCandidates: 40,
  /** Article terms used to look candidates up in the term index (rarest first). */
  lookupTerms: 6,
  /** Characters of the body that feed the term vector (the lead alone is too little for rewritten stories). */
  bodyChars: 1200,
};

/** An article with everything dedup needs, computed once. */
export interface ArticleFeatures {
  canonicalUrl: string;
  url: string;
  title: string;
  lead: string;
  /** The text kept for web search (the first SEARCH_BODY_CHARS of the body). */
  body: string;
  publication: string;
  publishedAt: number | null;
  /** Ingestion time: the Kafka message timestamp, so a replay sees the same clock. */
  ts: number;
  /** Best estimate of when it happened: published time, else ingestion time. */
  time: number;
  terms: Map<string, number>;
  /** Content tokens of the title and the lead (agent matching reads them). */
  titleTokens: string[];
  leadTokens: string[];
  nouns: string[];
  signature: number[];
  bands: string[];
  countries: { name: string; country: string }[];
  contentHash: string;
}

/** Characters of an article's body kept in the projection for web search. */
export const SEARCH_BODY_CHARS = 20_000;

export function articleFeatures(a: ArticleV1, ts: number): ArticleFeatures {
  const lead = leadOf(a.body || '');
  const opening = DEDUP.bodyChars > lead.length ? (a.body || '').slice(0, DEDUP.bodyChars) : lead;
  const titleTokens = contentTokens(a.title);
  const leadTokens = contentTokens(lead);
  const signature = minhash(shingles([...titleTokens, ...leadTokens]));
  const publishedAt = a.publishedAt ? Date.parse(a.publishedAt) : null;
  return {
    canonicalUrl: canonicalizeUrl(a.url), url: a.url, title: a.title, lead, body: (a.body || '').slice(0, SEARCH_BODY_CHARS), publication: a.publication, publishedAt, ts,
    time: publishedAt ?? ts, terms: termVector(titleTokens, opening === lead ? leadTokens : contentTokens(opening)), titleTokens, leadTokens,
    nouns: properNouns(`${a.title} ${opening}`), signature, bands: bandKeys(signature), countries: countriesIn(`${a.title} ${lead}`),
    contentHash: createHash('sha256').update(`${a.title}\n${a.publishedAt ?? ''}\n${a.body}`).digest('hex').slice(0, 32),
  };
}

/** What the dedup worker keeps per event, in memory and in `events.features`. */
export interface EventState {
  id: string;
  title: string;
  summary: string;
  eventType: EventType;
  occurredAt: number;
  firstSeenAt: number;
  lastSourceAt: number;
  lastUpdatedAt: number;
  sourceCount: number;
  publications: string[];
  tags: string[];
  entities: EventEntity[];
  locations: EventLocation[];
  /** Sum of the sources' unit term vectors, pruned to the heaviest terms. */
  centroid: Map<string, number>;
  nouns: string[];
  bands: string[];
  /** The founding article's MinHash signature and content terms (the latter feed document frequencies). */
  signature: number[];
  founderTerms: string[];
  /** Earliest and latest article time. */
  timeMin: number;
  timeMax: number;
  agentScores: Map<string, number>;
  primaryAgentId: string | null;
  secondaryAgentIds: string[];
}

export interface SourceRow {
  canonicalUrl: string;
  eventId: string;
  url: string;
  publication: string;
  title: string;
  publishedAt: number | null;
  ingestedAt: number;
  contentHash: string;
  lead: string;
  body: string;
}

export type Decision =
  | { kind: 'founded' | 'source_added'; event: EventState; source: SourceRow; change: EventChangeV1 }
  | { kind: 'source_updated'; event: EventState; source: SourceRow; change: EventChangeV1 }
  | { kind: 'unchanged'; eventId: string };

/** An article's terms weighted by idf ([term, weight, idf], rarest first) and their length. */
interface Query {
  terms: [string, number, number][];
  length: number;
}

const keysOf = (e: EventState) => ({ bands: e.bands, terms: [...e.centroid.keys()], nouns: e.nouns });

/**
 * Key → event ids. Most keys (band keys above all) belong to one event: they hold the id itself, and
 * become a set only when a second event shares them, which saves a set per key in memory.
 */
type PostingIndex = Map<string, string | Set<string>>;

function addPosting(index: PostingIndex, keys: string[], id: string) {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) index.set(k, id);
    else if (typeof v === 'string') {
      if (v !== id) index.set(k, new Set([v, id]));
    } else v.add(id);
  }
}
function removePosting(index: PostingIndex, keys: string[], id: string) {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) continue;
    if (typeof v === 'string') {
      if (v === id) index.delete(k);
      continue;
    }
    v.delete(id);
    if (v.size === 1) index.set(k, v.values().next().value!);
  }
}

function changeOf(kind: EventChangeV1['kind'], e: EventState, s: SourceRow, at: number): EventChangeV1 {
  const changeId = `chg_${createHash('sha256').update(`${e.id}|${s.canonicalUrl}|${kind}|${e.sourceCount}|${s.contentHash}`).digest('hex').slice(0, 24)}`;
  return {
    version: 1, changeId, kind, eventId: e.id, canonicalUrl: s.canonicalUrl, eventType: e.eventType, sourceCount: e.sourceCount,
    publicationCount: e.publications.length, primaryAgentId: e.primaryAgentId, secondaryAgentIds: e.secondaryAgentIds, at: new Date(at).toISOString(),
  };
}

/** A deferred event's locations: its founding article's first, then the countries later articles added, ten at most. */
export function settledLocations(found: EventLocation[], added: EventLocation[]): EventLocation[] {
  const locations = [...found];
  for (const l of added) if (locations.length < 10 && !locations.some((x) => x.country === l.country)) locations.push(l);
  return locations;
}

/**
 * The dedup decision, in memory: which open event an article belongs to, or a new one. A pure
 * function of the events it holds and the article, with every tie broken by event id, so the same
 * log in the same order always yields the same events. The worker loads it from `events.features`
 * and persists what it changes.
 */
export class DedupEngine {
  readonly events = new Map<string, EventState>();
  private readonly bandIndex: PostingIndex = new Map();
  private readonly termIndex: PostingIndex = new Map();
  private readonly nounIndex: PostingIndex = new Map();
  /** Document frequency over founding articles of every event ever founded (open or not). */
  private readonly df = new Map<string, number>();
  private founded = 0;

  /** Events founded with their entities still to extract (see `deferEntities`), oldest first. */
  private unsettled: { event: EventState; title: string; lead: string }[] = [];

  /**
   * With `deferEntities`, a new event is founded without its named entities: the caller extracts
   * them elsewhere (the worker's thread pool) and hands them to `settle` before persisting.
   */
  constructor(
    private readonly matcher: AgentMatcher,
    private readonly options: { deferEntities?: boolean } = {},
  ) {}

  /** The events founded since the last call whose entities are deferred, with their founding article's title and lead. */
  takeUnsettled(): { event: EventState; title: string; lead: string }[] {
    const out = this.unsettled;
    this.unsettled = [];
    return out;
  }

  /**
   * Gives a deferred event its founding article's entities and locations. Countries that later
   * articles added meanwhile follow, exactly as if the entities had been there from the start.
   */
  settle(e: EventState, found: { entities: EventEntity[]; locations: EventLocation[] }): void {
    e.entities = found.entities;
    e.locations = settledLocations(found.locations, e.locations);
  }

  private readonly counted = new Set<string>();

  /** Counts an event's founding terms into the document frequencies, once per event (open or archived). */
  countFounder(id: string, terms: string[]): void {
    if (this.counted.has(id)) return;
    this.counted.add(id);
    this.founded++;
    this.logN = Math.log(this.founded + 1);
    for (const t of terms) {
      const df = (this.df.get(t) ?? 0) + 1;
      this.df.set(t, df);
      this.logDf.set(t, Math.log(df + 1));
    }
  }

  /** Puts an event (new, or a newer state of a known one) into the candidate indexes. */
  admit(e: EventState): void {
    this.applyAgents(e);
    const old = this.events.get(e.id);
    if (old) {
      const k = keysOf(old);
      removePosting(this.bandIndex, k.bands, e.id);
      removePosting(this.termIndex, k.terms, e.id);
      removePosting(this.nounIndex, k.nouns, e.id);
    }
    this.events.set(e.id, e);
    const k = keysOf(e);
    addPosting(this.bandIndex, k.bands, e.id);
    addPosting(this.termIndex, k.terms, e.id);
    addPosting(this.nounIndex, k.nouns, e.id);
  }

  /** Drops events closed before `ts` from memory: they can never be candidates again. */
  evictBefore(ts: number): number {
    let n = 0;
    for (const e of [...this.events.values()]) {
      if (e.lastSourceAt < ts - DEDUP.closeAfterMs) {
        const k = keysOf(e);
        removePosting(this.bandIndex, k.bands, e.id);
        removePosting(this.termIndex, k.terms, e.id);
        removePosting(this.nounIndex, k.nouns, e.id);
        this.events.delete(e.id);
        n++;
      }
    }
    return n;
  }

  /** log(df + 1) per term and log(N + 1), kept up to date as events are founded. */
  private readonly logDf = new Map<string, number>();
  private logN = 0;

  private idf(term: string): number {
    return this.logN - (this.logDf.get(term) ?? 0) + 1;
  }

  /** Each event's proper nouns as a set, cached per array (arrays are replaced, never edited in place). */
  private readonly nounSets = new WeakMap<string[], Set<string>>();

  /** Raw length of each centroid, cached per centroid object (centroids are replaced, never edited in place). */
  private readonly lengths = new WeakMap<Map<string, number>, number>();

  private length(v: Map<string, number>): number {
    let n = this.lengths.get(v);
    if (n === undefined) {
      n = 0;
      for (const w of v.values()) n += w * w;
      n = Math.sqrt(n);
      this.lengths.set(v, n);
    }
    return n;
  }

  /** The article's terms weighted by idf, rarest first, and that vector's length: computed once per article. */
  query(a: ArticleFeatures): Query {
    const terms: [string, number, number][] = [];
    let n = 0;
    for (const [t, w] of a.terms) {
      const idf = this.idf(t);
      const x = w * idf;
      terms.push([t, x, idf]);
      n += x * x;
    }
    terms.sort((x, y) => y[2] - x[2] || byCodeUnits(x[0], y[0]));
    return { terms, length: Math.sqrt(n) };
  }

  /**
   * Text similarity: the article's idf-weighted terms against the event's centroid, over both
   * lengths (the centroid's raw). The centroid side needs no idf, so its length is computed once per
   * centroid; a pure function of the two vectors and the frequencies.
   */
  private similarity(q: Query, e: Map<string, number>): number {
    let dot = 0;
    for (const [t, x] of q.terms) {
      const v = e.get(t);
      if (v !== undefined) dot += x * v;
    }
    if (!dot) return 0;
    const el = this.length(e);
    return q.length && el ? dot / (q.length * el) : 0;
  }

  /** The score of an article against an event, 0 when the event cannot take it. */
  score(a: ArticleFeatures, e: EventState, q = this.query(a)): number {
    if (a.ts - e.lastSourceAt > DEDUP.closeAfterMs) return 0;
    const gap = a.time < e.timeMin ? e.timeMin - a.time : a.time > e.timeMax ? a.time - e.timeMax : 0;
    if (gap > DEDUP.maxTimeGapMs) return 0;
    if (jaccardEstimate(a.signature, e.signature) >= DEDUP.nearDuplicate) return 1;
    const text = Math.min(1, this.similarity(q, e.centroid));
    let shared = 0;
    let nouns = this.nounSets.get(e.nouns);
    if (!nouns) this.nounSets.set(e.nouns, (nouns = new Set(e.nouns)));
    for (const n of a.nouns) if (nouns.has(n)) shared++;
    const ent = a.nouns.length && e.nouns.length ? shared / Math.min(a.nouns.length, e.nouns.length) : 0;
    const time = gap <= DAY ? 1 : Math.max(0, 1 - (gap - DAY) / (6 * DAY));
    const w = DEDUP.weights;
    return w.text * text + w.entities * ent + w.time * time;
  }

  /** Open events that share a band, a rare term or a proper noun with the article, most shared keys first. */
  candidates(a: ArticleFeatures, q = this.query(a)): string[] {
    const hits = new Map<string, number>();
    const bump = (ids: string | Set<string> | undefined, w: number) => {
      if (typeof ids === 'string') hits.set(ids, (hits.get(ids) ?? 0) + w);
      else if (ids) for (const id of ids) hits.set(id, (hits.get(id) ?? 0) + w);
    };
    for (const b of a.bands) bump(this.bandIndex.get(b), 3);
    for (let i = 0; i < Math.min(DEDUP.lookupTerms, q.terms.length); i++) bump(this.termIndex.get(q.terms[i]![0]), 1);
    for (const n of a.nouns) bump(this.nounIndex.get(n), 2);
    return [...hits].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, DEDUP.maxCandidates).map(([id]) => id);
  }

  /** The best open event for an article, if any scores at or above the threshold. */
  match(a: ArticleFeatures): { event: EventState; score: number } | null {
    let best: { event: EventState; score: number } | null = null;
    const q = this.query(a);
    for (const id of this.candidates(a, q)) {
      const e = this.events.get(id)!;
      const s = this.score(a, e, q);
      if (s >= DEDUP.threshold && (!best || s > best.score || (s === best.score && id < best.event.id))) best = { event: e, score: s };
    }
    return best;
  }

  private sourceOf(a: ArticleFeatures, eventId: string): SourceRow {
    return {
      canonicalUrl: a.canonicalUrl, eventId, url: a.url, publication: a.publication, title: a.title, publishedAt: a.publishedAt,
      ingestedAt: a.ts, contentHash: a.contentHash, lead: a.lead, body: a.body,
    };
  }

  private applyAgents(e: EventState): void {
    // agentScores holds sums over the sources; roles compare per-source means.
    const roles = AgentMatcher.roles(new Map([...e.agentScores].map(([id, s]) => [id, s / e.sourceCount])));
    e.primaryAgentId = roles.primary;
    e.secondaryAgentIds = roles.secondary;
  }

  /**
   * Decides for one article. `known` is the event already holding its canonical URL (a same-source
   * update), with the stored content hash.
   */
  decide(a: ArticleFeatures, known: { eventId: string; contentHash: string } | null): Decision {
    if (known) {
      if (known.contentHash === a.contentHash) return { kind: 'unchanged', eventId: known.eventId };
      const e = this.events.get(known.eventId);
      // An archived event takes nothing, not even an update of one of its sources. Judged by message
      // time, like every join, so whether the event is still in memory never changes the outcome.
      if (!e || a.ts - e.lastSourceAt > DEDUP.closeAfterMs) return { kind: 'unchanged', eventId: known.eventId };
      e.lastUpdatedAt = Math.max(e.lastUpdatedAt, a.ts);
      if (a.publishedAt !== null) e.occurredAt = Math.min(e.occurredAt, a.publishedAt);
      const source = this.sourceOf(a, e.id);
      return { kind: 'source_updated', event: e, source, change: changeOf('source_updated', e, source, a.ts) };
    }

    const agentScores = this.matcher.scoreTokens(a.titleTokens, a.leadTokens, a.countries.map((c) => c.country));
    const hit = this.match(a);
    if (hit) {
      const e = hit.event;
      // The centroid: the sum of the sources' term vectors, pruned to the heaviest terms; the term index follows it.
      const before = e.centroid;
      const merged = new Map(before);
      for (const [t, w] of a.terms) merged.set(t, (merged.get(t) ?? 0) + w);
      e.centroid = merged.size <= DEDUP.centroidTerms ? merged : new Map([...merged].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, DEDUP.centroidTerms));
      for (const t of before.keys()) if (!e.centroid.has(t)) removePosting(this.termIndex, [t], e.id);
      for (const t of e.centroid.keys()) if (!before.has(t)) addPosting(this.termIndex, [t], e.id);
      // Nouns and bands only grow, up to a cap.
      if (e.nouns.length < 32) {
        const nouns = [...new Set([...e.nouns, ...a.nouns])].slice(0, 32);
        addPosting(this.nounIndex, nouns.slice(e.nouns.length), e.id);
        e.nouns = nouns;
      }
      if (e.bands.length < 48) {
        const bands = [...new Set([...e.bands, ...a.bands])].slice(0, 48);
        addPosting(this.bandIndex, bands.slice(e.bands.length), e.id);
        e.bands = bands;
      }
      e.sourceCount++;
      if (!e.publications.includes(a.publication)) e.publications = [...e.publications, a.publication].slice(0, 64);
      e.lastSourceAt = Math.max(e.lastSourceAt, a.ts);
      e.lastUpdatedAt = Math.max(e.lastUpdatedAt, a.ts);
      e.timeMin = Math.min(e.timeMin, a.time);
      e.timeMax = Math.max(e.timeMax, a.time);
      e.occurredAt = Math.min(e.occurredAt, a.time);
      for (const c of a.countries) {
        if (e.locations.length < 10 && !e.locations.some((l) => l.country === c.country)) {
          e.locations = [...e.locations, { name: c.name, country: c.country }];
        }
      }
      for (const [id, s] of agentScores) e.agentScores.set(id, (e.agentScores.get(id) ?? 0) + s);
      this.applyAgents(e);
      const source = this.sourceOf(a, e.id);
      return { kind: 'source_added', event: e, source, change: changeOf('source_added', e, source, a.ts) };
    }

    const id = eventIdFor(a.canonicalUrl);
    const eventType = classify(a.title, a.lead);
    const { entities, locations } = this.options.deferEntities ? { entities: [], locations: [] } : extractEntities(a.title, a.lead);
    const e: EventState = {
      id, title: a.title, summary: a.lead || a.title, eventType, occurredAt: a.time, firstSeenAt: a.ts, lastSourceAt: a.ts, lastUpdatedAt: a.ts,
      sourceCount: 1, publications: [a.publication], tags: [eventType, ...a.nouns.slice(0, 4)], entities, locations,
      centroid: new Map([...a.terms].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, DEDUP.centroidTerms)),
      nouns: a.nouns.slice(0, 32), bands: a.bands, signature: a.signature, founderTerms: [...a.terms.keys()].slice(0, 64),
      timeMin: a.time, timeMax: a.time, agentScores: new Map(agentScores), primaryAgentId: null, secondaryAgentIds: [],
    };
    this.applyAgents(e);
    if (this.options.deferEntities) this.unsettled.push({ event: e, title: a.title, lead: a.lead });
    this.countFounder(e.id, e.founderTerms);
    this.admit(e);
    const source = this.sourceOf(a, id);
    return { kind: 'founded', event: e, source, change: changeOf('founded', e, source, a.ts) };
  }
}

/** `events.features`: the engine's state of one event, as JSON. */
export interface StoredFeatures {
  c: [string, number][];
  n: string[];
  b: string[];
  s: number[];
  f: string[];
  p: string[];
  a: [string, number][];
  t: [number, number];
}

export function toStored(e: EventState): StoredFeatures {
  return { c: [...e.centroid], n: e.nouns, b: e.bands, s: e.signature, f: e.founderTerms, p: e.publications, a: [...e.agentScores], t: [e.timeMin, e.timeMax] };
}
