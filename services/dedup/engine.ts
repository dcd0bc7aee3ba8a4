import { createHash } from 'node:crypto';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import type { ArticleV1, EventChangeV1 } from '../../schemas/messages/article.ts';
import { eventIdFor } from '../domain/event-id.ts';
import { AgentMatcher } from './agents.ts';
import { canonicalizeUrl } from './canonical.ts';
import { classify, type EventType } from './classify.ts';
import { extractEntities } from './entities.ts';
import { countriesIn } from './gazetteer.ts';
import { Interner, withRoom } from './interner.ts';
import {
  bandKeys,
  byCodeUnits,
  contentTokens,
  jaccardEstimate,
  leadOf,
  minhash,
  properNouns,
  shingles,
  termVector,
} from './text.ts';

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
    canonicalUrl: canonicalizeUrl(a.url),
    url: a.url,
    title: a.title,
    lead,
    body: (a.body || '').slice(0, SEARCH_BODY_CHARS),
    publication: a.publication,
    publishedAt,
    ts,
    time: publishedAt ?? ts,
    terms: termVector(titleTokens, opening === lead ? leadTokens : contentTokens(opening)),
    titleTokens,
    leadTokens,
    nouns: properNouns(`${a.title} ${opening}`),
    signature,
    bands: bandKeys(signature),
    countries: countriesIn(`${a.title} ${lead}`),
    contentHash: createHash('sha256')
      .update(`${a.title}\n${a.publishedAt ?? ''}\n${a.body}`)
      .digest('hex')
      .slice(0, 32),
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

/** An article as scoring reads it: its terms weighted by idf ([term, weight, idf], rarest first) and that vector's length; term ids and weights in the same order and noun ids. */
interface Query {
  terms: [string, number, number][];
  length: number;
  termIds: Int32Array;
  weights: Float64Array;
  nounIds: Int32Array;
}

/** An open event as scoring reads it, and the values it was built from (see `DedupEngine.compile`). */
interface Compiled {
  centroid: Map<string, number> | null;
  termEpoch: number;
  termIds: Int32Array;
  weights: Float64Array;
  length: number;
  nouns: string[] | null;
  nounEpoch: number;
  nounIds: Int32Array;
}

const keysOf = (e: EventState) => ({ bands: e.bands, terms: [...e.centroid.keys()], nouns: e.nouns });

/**
 * Key → the slots of the open events that hold it (see `DedupEngine.open`). Most keys (band keys
 * above all) belong to one event: they hold its slot itself, and become a set only when a second
 * event shares them, which saves a set per key in memory.
 */
type PostingIndex = Map<string, number | Set<number>>;

function addPosting(index: PostingIndex, keys: string[], slot: number) {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) index.set(k, slot);
    else if (typeof v === 'number') {
      if (v !== slot) index.set(k, new Set([v, slot]));
    } else v.add(slot);
  }
}
function removePosting(index: PostingIndex, keys: string[], slot: number) {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) continue;
    if (typeof v === 'number') {
      if (v === slot) index.delete(k);
      continue;
    }
    v.delete(slot);
    if (v.size === 1) index.set(k, v.values().next().value!);
  }
}

function changeOf(kind: EventChangeV1['kind'], e: EventState, s: SourceRow, at: number): EventChangeV1 {
  const changeId = `chg_${createHash('sha256').update(`${e.id}|${s.canonicalUrl}|${kind}|${e.sourceCount}|${s.contentHash}`).digest('hex').slice(0, 24)}`;
  return {
    version: 1,
    changeId,
    kind,
    eventId: e.id,
    canonicalUrl: s.canonicalUrl,
    eventType: e.eventType,
    sourceCount: e.sourceCount,
    publicationCount: e.publications.length,
    primaryAgentId: e.primaryAgentId,
    secondaryAgentIds: e.secondaryAgentIds,
    at: new Date(at).toISOString(),
  };
}

/** A deferred event's locations: its founding article's first, then the countries later articles added, ten at most. */
export function settledLocations(found: EventLocation[], added: EventLocation[]): EventLocation[] {
  const locations = [...found];
  for (const l of added)
    if (locations.length < 10 && !locations.some((x) => x.country === l.country)) locations.push(l);
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
  /**
   * Open events by slot, a small integer of their own while they are open, which the indexes hold:
   * candidates are counted in an array, and what scoring derives from an event is kept by slot.
   */
  private readonly open: (EventState | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
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
    private readonly options: {
      deferEntities?: boolean;
      /** See `Interner` (tests make ids start afresh all the time). */ idSlack?: number;
    } = {},
  ) {
    this.terms = new Interner(options.idSlack);
    this.nouns = new Interner(options.idSlack);
  }

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
    let slot = this.slotOf.get(e.id);
    if (slot !== undefined) {
      const k = keysOf(this.open[slot]!);
      removePosting(this.bandIndex, k.bands, slot);
      removePosting(this.termIndex, k.terms, slot);
      removePosting(this.nounIndex, k.nouns, slot);
    } else {
      slot = this.freeSlots.pop() ?? this.open.length;
      this.slotOf.set(e.id, slot);
      this.hitCount = withRoom(this.hitCount, slot);
    }
    this.open[slot] = e;
    this.events.set(e.id, e);
    const k = keysOf(e);
    addPosting(this.bandIndex, k.bands, slot);
    addPosting(this.termIndex, k.terms, slot);
    addPosting(this.nounIndex, k.nouns, slot);
  }

  /** Drops events closed before `ts` from memory: they can never be candidates again. */
  evictBefore(ts: number): number {
    let n = 0;
    for (const e of [...this.events.values()]) {
      if (e.lastSourceAt < ts - DEDUP.closeAfterMs) {
        const slot = this.slotOf.get(e.id)!;
        const k = keysOf(e);
        removePosting(this.bandIndex, k.bands, slot);
        removePosting(this.termIndex, k.terms, slot);
        removePosting(this.nounIndex, k.nouns, slot);
        this.events.delete(e.id);
        this.slotOf.delete(e.id);
        this.open[slot] = this.compiled[slot] = undefined;
        this.freeSlots.push(slot);
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

  /**
   * What scoring reads, as arrays: term and noun ids (see `Interner`) and each open event's centroid
   * and proper nouns in that form, kept by slot and rebuilt when the event's own value is
   * (centroids and noun arrays are replaced, never edited in place) or the ids change.
   * The article's terms and nouns are marked by id while its candidates are scored.
   */
  private readonly terms: Interner;
  private readonly nouns: Interner;
  private readonly compiled: (Compiled | undefined)[] = [];
  /** Scratch for the matching terms of one centroid: query places and centroid weights. */
  private hitPlace = new Int32Array(64);
  private hitWeight = new Float64Array(64);

  private compile(slot: number, e: EventState): Compiled {
    let c = this.compiled[slot];
    if (!c)
      this.compiled[slot] = c = {
        centroid: null,
        termEpoch: -1,
        termIds: new Int32Array(0),
        weights: new Float64Array(0),
        length: 0,
        nouns: null,
        nounEpoch: -1,
        nounIds: new Int32Array(0),
      };
    if (c.centroid !== e.centroid || c.termEpoch !== this.terms.epoch) {
      const size = e.centroid.size;
      c.termIds = new Int32Array(size);
      c.weights = new Float64Array(size);
      let n = 0;
      let i = 0;
      for (const [t, w] of e.centroid) {
        c.termIds[i] = this.terms.id(t);
        c.weights[i++] = w;
        n += w * w;
      }
      c.length = Math.sqrt(n);
      c.centroid = e.centroid;
      c.termEpoch = this.terms.epoch;
      if (size > this.hitPlace.length) {
        this.hitPlace = new Int32Array(size);
        this.hitWeight = new Float64Array(size);
      }
    }
    if (c.nouns !== e.nouns || c.nounEpoch !== this.nouns.epoch) {
      c.nounIds = Int32Array.from(new Set(e.nouns), (n) => this.nouns.id(n));
      c.nouns = e.nouns;
      c.nounEpoch = this.nouns.epoch;
    }
    return c;
  }

  /** The article's terms weighted by idf, rarest first, and that vector's length: computed once per article. */
  private query(a: ArticleFeatures): Query {
    this.terms.compact(this.termIndex.size);
    this.nouns.compact(this.nounIndex.size);
    const terms: [string, number, number][] = [];
    let n = 0;
    for (const [t, w] of a.terms) {
      const idf = this.idf(t);
      const x = w * idf;
      terms.push([t, x, idf]);
      n += x * x;
    }
    terms.sort((x, y) => y[2] - x[2] || byCodeUnits(x[0], y[0]));
    return {
      terms,
      length: Math.sqrt(n),
      termIds: Int32Array.from(terms, ([t]) => this.terms.id(t)),
      weights: Float64Array.from(terms, ([, x]) => x),
      nounIds: Int32Array.from(a.nouns, (t) => this.nouns.id(t)),
    };
  }

  /** Marks the article's terms and nouns (`score` reads them) for the time of `f`. */
  private bound<T>(q: Query, f: () => T): T {
    this.terms.bind(q.termIds);
    this.nouns.bind(q.nounIds);
    try {
      return f();
    } finally {
      this.terms.unbind(q.termIds);
      this.nouns.unbind(q.nounIds);
    }
  }

  /**
   * Text similarity: the article's idf-weighted terms against the event's centroid, over both
   * lengths (the centroid's raw). The centroid side needs no idf, so its length is computed once per
   * centroid. The products are summed in the article's term order, though the centroid is walked, so
   * the result is the same to the last bit: a pure function of the two vectors and the frequencies.
   */
  private similarity(q: Query, c: Compiled): number {
    const { hitPlace, hitWeight } = this;
    const marks = this.terms.marks;
    let m = 0;
    for (let k = 0; k < c.termIds.length; k++) {
      const place = marks[c.termIds[k]!]!;
      if (!place) continue;
      // Insertion by place: few terms match, and they arrive nearly in order.
      let j = m++;
      while (j > 0 && hitPlace[j - 1]! > place) {
        hitPlace[j] = hitPlace[j - 1]!;
        hitWeight[j] = hitWeight[j - 1]!;
        j--;
      }
      hitPlace[j] = place;
      hitWeight[j] = c.weights[k]!;
    }
    let dot = 0;
    for (let j = 0; j < m; j++) dot += q.weights[hitPlace[j]! - 1]! * hitWeight[j]!;
    if (!dot) return 0;
    return q.length && c.length ? dot / (q.length * c.length) : 0;
  }

  /** The score of an article against an open event, 0 when the event cannot take it. */
  private score(a: ArticleFeatures, slot: number, q: Query): number {
    const e = this.open[slot]!;
    if (a.ts - e.lastSourceAt > DEDUP.closeAfterMs) return 0;
    const gap = a.time < e.timeMin ? e.timeMin - a.time : a.time > e.timeMax ? a.time - e.timeMax : 0;
    if (gap > DEDUP.maxTimeGapMs) return 0;
    if (jaccardEstimate(a.signature, e.signature) >= DEDUP.nearDuplicate) return 1;
    const c = this.compile(slot, e);
    const text = Math.min(1, this.similarity(q, c));
    // Both noun lists are without repeats: the event's nouns the article has are the nouns they share.
    let shared = 0;
    const marks = this.nouns.marks;
    for (let i = 0; i < c.nounIds.length; i++) if (marks[c.nounIds[i]!]) shared++;
    const ent = a.nouns.length && e.nouns.length ? shared / Math.min(a.nouns.length, e.nouns.length) : 0;
    const time = gap <= DAY ? 1 : Math.max(0, 1 - (gap - DAY) / (6 * DAY));
    const w = DEDUP.weights;
    return w.text * text + w.entities * ent + w.time * time;
  }

  /** Keys shared with the article, weighted, by slot (zero again once candidates are chosen), and the slots touched. */
  private hitCount = new Int32Array(1 << 12);
  private readonly touched: number[] = [];

  private bump(slots: number | Set<number> | undefined, w: number): void {
    if (slots === undefined) return;
    if (typeof slots === 'number') {
      if (!this.hitCount[slots]) this.touched.push(slots);
      this.hitCount[slots]! += w;
    } else {
      for (const s of slots) {
        if (!this.hitCount[s]) this.touched.push(s);
        this.hitCount[s]! += w;
      }
    }
  }

  /**
   * The slots of the open events that share the most keys (bands, rare terms, proper nouns) with the
   * article, ties to the smaller event id: the same set as sorting every hit would give, in no
   * particular order (`match` does not depend on it).
   */
  private candidates(a: ArticleFeatures, q: Query): number[] {
    for (const b of a.bands) this.bump(this.bandIndex.get(b), 3);
    for (let i = 0; i < Math.min(DEDUP.lookupTerms, q.terms.length); i++)
      this.bump(this.termIndex.get(q.terms[i]![0]), 1);
    for (const n of a.nouns) this.bump(this.nounIndex.get(n), 2);
    const { hitCount: count, touched } = this;
    const max = DEDUP.maxCandidates;
    let chosen: number[];
    if (touched.length <= max) chosen = [...touched];
    else {
      // Counts are small integers: find the count at which the list is cut, take everything above it,
      // and the smallest ids among those that have exactly it.
      let top = 0;
      for (const s of touched) top = Math.max(top, count[s]!);
      const histogram = new Int32Array(top + 1);
      for (const s of touched) histogram[count[s]!]!++;
      let cut = top;
      let above = 0;
      while (above + histogram[cut]! < max) above += histogram[cut--]!;
      chosen = [];
      const tied: number[] = [];
      for (const s of touched) {
        if (count[s]! > cut) chosen.push(s);
        else if (count[s] === cut) tied.push(s);
      }
      tied.sort((x, y) => byCodeUnits(this.open[x]!.id, this.open[y]!.id));
      for (let i = 0; i < max - above; i++) chosen.push(tied[i]!);
    }
    for (const s of touched) count[s] = 0;
    touched.length = 0;
    return chosen;
  }

  /** The best open event for an article, if any scores at or above the threshold. */
  private match(a: ArticleFeatures): { event: EventState; slot: number; score: number } | null {
    const q = this.query(a);
    const candidates = this.candidates(a, q);
    return this.bound(q, () => {
      let best: { event: EventState; slot: number; score: number } | null = null;
      for (const slot of candidates) {
        const s = this.score(a, slot, q);
        const e = this.open[slot]!;
        if (s >= DEDUP.threshold && (!best || s > best.score || (s === best.score && e.id < best.event.id)))
          best = { event: e, slot, score: s };
      }
      return best;
    });
  }

  private sourceOf(a: ArticleFeatures, eventId: string): SourceRow {
    return {
      canonicalUrl: a.canonicalUrl,
      eventId,
      url: a.url,
      publication: a.publication,
      title: a.title,
      publishedAt: a.publishedAt,
      ingestedAt: a.ts,
      contentHash: a.contentHash,
      lead: a.lead,
      body: a.body,
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

    const agentScores = this.matcher.scoreTokens(
      a.titleTokens,
      a.leadTokens,
      a.countries.map((c) => c.country),
    );
    const hit = this.match(a);
    if (hit) {
      const e = hit.event;
      // The centroid: the sum of the sources' term vectors, pruned to the heaviest terms; the term index follows it.
      const before = e.centroid;
      const merged = new Map(before);
      for (const [t, w] of a.terms) merged.set(t, (merged.get(t) ?? 0) + w);
      e.centroid =
        merged.size <= DEDUP.centroidTerms
          ? merged
          : new Map([...merged].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, DEDUP.centroidTerms));
      const { slot } = hit;
      for (const t of before.keys()) if (!e.centroid.has(t)) removePosting(this.termIndex, [t], slot);
      for (const t of e.centroid.keys()) if (!before.has(t)) addPosting(this.termIndex, [t], slot);
      // Nouns and bands only grow, up to a cap.
      if (e.nouns.length < 32) {
        const nouns = [...new Set([...e.nouns, ...a.nouns])].slice(0, 32);
        addPosting(this.nounIndex, nouns.slice(e.nouns.length), slot);
        // Replaced only when it changed: what scoring compiles from it is rebuilt when it is.
        if (nouns.length !== e.nouns.length || nouns.some((n, i) => n !== e.nouns[i])) e.nouns = nouns;
      }
      if (e.bands.length < 48) {
        const bands = [...new Set([...e.bands, ...a.bands])].slice(0, 48);
        addPosting(this.bandIndex, bands.slice(e.bands.length), slot);
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
    const { entities, locations } = this.options.deferEntities
      ? { entities: [], locations: [] }
      : extractEntities(a.title, a.lead);
    const e: EventState = {
      id,
      title: a.title,
      summary: a.lead || a.title,
      eventType,
      occurredAt: a.time,
      firstSeenAt: a.ts,
      lastSourceAt: a.ts,
      lastUpdatedAt: a.ts,
      sourceCount: 1,
      publications: [a.publication],
      tags: [eventType, ...a.nouns.slice(0, 4)],
      entities,
      locations,
      centroid: new Map(
        [...a.terms].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, DEDUP.centroidTerms),
      ),
      nouns: a.nouns.slice(0, 32),
      bands: a.bands,
      signature: a.signature,
      founderTerms: [...a.terms.keys()].slice(0, 64),
      timeMin: a.time,
      timeMax: a.time,
      agentScores: new Map(agentScores),
      primaryAgentId: null,
      secondaryAgentIds: [],
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
  return {
    c: [...e.centroid],
    n: e.nouns,
    b: e.bands,
    s: e.signature,
    f: e.founderTerms,
    p: e.publications,
    a: [...e.agentScores],
    t: [e.timeMin, e.timeMax],
  };
}
