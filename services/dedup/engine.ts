// One-shot hashing: a Hash object per article and per decision cost twice the digest.
import { hash } from 'node:crypto';
import type { EventEntity, EventLocation } from '../../schemas/db/tables.ts';
import type { ArticleV1, EventChangeV1 } from '../../schemas/messages/article.ts';
import { eventIdFor } from '../domain/event-id.ts';
import { quotesSomeone, type AgentMatcher } from './agents.ts';
import { CandidateIndex, orderKey, type CandidateKeys } from './candidates.ts';
import { canonicalizeUrl } from './canonical.ts';
import { classify } from './classify.ts';
import { mastheadTown } from './desks.ts';
import {
  addAgentScores,
  addCountries,
  applyAgents,
  NO_SUBJECTS,
  scoresOf,
  settleEntities,
  type Enriched,
} from './enrichment.ts';
import { extractEntities } from './entities.ts';
import { decisionsOf, otherDecision } from './decisions.ts';
import { happeningKinds, otherHappening, otherMode } from './happenings.ts';
import { headlinePeoples, otherPeople } from './peoples.ts';
import { bodyLands, headlineOwners, otherBodies } from './bodies.ts';
import { daysOf, otherDay, weekdaysOf } from './days.ts';
import { levelsOf, otherLevel, percentagesOf } from './figures.ts';
import { identitiesOf, otherIdentity } from './identities.ts';
import { otherPersons } from './persons.ts';
import { otherNamedSite, otherTarget, struckOf } from './targets.ts';
import { countriesIn } from './gazetteer.ts';
import {
  differentHappenings,
  actorsInCommon,
  differentHeadlines,
  differentSites,
  elsewhere,
  headlineCountries,
  heldPlaces,
  linksDevelopment,
  noNameInCommon,
  headlineNames,
  headlinesNameOthers,
  otherOrganisations,
  nameWords,
  otherNation,
  otherCompany,
  otherNationalStory,
  participants,
  sharedParticipants,
  wordsOfParticipants,
  spreadsTo,
  whereTold,
  withoutHistory,
  type Participant,
} from './participants.ts';
import { withoutNeighbours } from '../evidence/reference-places.ts';
import { AREA_KINDS, sitesWithin } from './sites-within.ts';
import { TermIds } from './interner.ts';
import { SignatureSlots, type SlotSignature } from './signatures.ts';
import type { PreparedFacts } from './source-facts.ts';
import {
  SCORING,
  averageLink,
  decisionScores,
  keptSaying,
  marginOverBackground,
  spanWith,
  timePenalty,
  type MemberVectors,
} from './scoring.ts';
import {
  bandKeyText,
  bandKeys,
  byCodeUnits,
  contentTokens,
  leadOf,
  minhash,
  numberTerms,
  properNouns,
  shingles,
  stem,
  termVector,
} from './text.ts';

const DAY = 86_400_000;

/** The engine's own settings; scoring's are in SCORING (scoring.ts). */
export const DEDUP = {
  /** No source for this long (ingestion time): archived, never merged into again (DECISIONS.md §3). */
  closeAfterMs: 7 * DAY,
  /** Candidates scored per article, those sharing the most keys with it first. */
  maxCandidates: 60,
  /** Article terms used to look candidates up in the term index (the rarest that some open event holds). */
  lookupTerms: 12,
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
  /** Who and where its headline and lead name (see participants.ts). */
  participants: Participant[];
  /** Those of its participants read as companies (see `otherCompany`). */
  companies: Participant[];
  /** The words of every name its headline and opening hold (see `nameWords`). */
  names: string[];
  /** The name words of its headline (see `headlineNames`). */
  headNames: string[];
  /** The countries its headline names (see `headlineCountries`). */
  headCountries: Participant[];
  /** The peoples its headline names before a noun (see peoples.ts). */
  peoples: string[];
  /** The lands whose bodies or figures its headline and opening name (see bodies.ts). */
  bodies: string[];
  /** The levels its headline and opening give a rate or a statistic, and every percentage they name (see figures.ts). */
  levels: string[];
  percentages: string[];
  /** The weekdays its headline and opening date its happening by, and every weekday they name (see days.ts). */
  days: string[];
  weekdays: string[];
  /** The ships, gatherings and defendants its headline and opening name (see identities.ts). */
  identities: string[];
  /** Whether its headline or opening ties a new site to a happening already told (see `linksDevelopment`). */
  linked: boolean;
  /** Where it says its happening is (see `whereTold`), and whether it says the happening spread there (see `spreadsTo`). */
  where: string[];
  spread: boolean;
  /** The kinds of happening its headline names, and those its headline and opening name (see happenings.ts). */
  headKinds: string[];
  kinds: string[];
  /** The kinds of decision its headline names and its opening tells, and those its headline and opening name (see decisions.ts). */
  headDecisions: string[];
  decisions: string[];
  /** The kinds of site it says its happening struck, and those it names anywhere (see targets.ts). */
  hit: string[];
  sites: string[];
  /** Its MinHash signature and band keys (see `bandKeys`): Float64Arrays from a feature thread (see feature-worker.ts). */
  signature: ArrayLike<number>;
  bands: ArrayLike<number>;
  countries: { name: string; country: string }[];
  contentHash: string;
  /** Its facts, when a feature thread read them while parsing it (see source-facts.ts); never read by a decision. */
  facts?: PreparedFacts;
}

/** Whether a word names a kind of happening (a storm, a quake): no tie between two headlines (see `elsewhere`). */
const namesKind = (word: string): boolean => happeningKinds(word).length > 0;

/** Whether a kind of happening lasts days (an area's storm or outbreak, a walkout): its reports date it by many days. */
const lasting = (kind: string): boolean => AREA_KINDS.has(kind) || kind === 'walkout';

/** Characters of an article's body kept in the projection for web search. */
export const SEARCH_BODY_CHARS = 20_000;

export function articleFeatures(a: ArticleV1, ts: number): ArticleFeatures {
  const lead = leadOf(a.body || '');
  const opening = DEDUP.bodyChars > lead.length ? (a.body || '').slice(0, DEDUP.bodyChars) : lead;
  const titleTokens = contentTokens(a.title);
  const leadTokens = contentTokens(lead);
  const signature = minhash(shingles([...titleTokens, ...leadTokens]));
  const publishedAt = a.publishedAt ? Date.parse(a.publishedAt) : null;
  // Each read once and handed on: the countries (participants read them too), the name words (the headline's are some of them).
  const countries = countriesIn(`${a.title} ${lead}`);
  // Who and where are the report's own, not those of the happenings its background recalls.
  const year = new Date(publishedAt ?? ts).getUTCFullYear();
  // Nor those of the town next door it recalls, or names to give a bearing (see evidence/reference-places.ts).
  const ownOpening = withoutNeighbours(withoutHistory(opening, year));
  const companies = new Set<Participant>();
  const who = participants(a.title, withoutNeighbours(withoutHistory(lead, year)), ownOpening, countries, companies);
  // A local paper names its town in its masthead only ("the town", "residents"): where its report happens.
  const town = mastheadTown(
    a.publication,
    `${a.title}\n${ownOpening}`,
    who.some((p) => p[0] === 'p'),
  );
  if (town) who.push(`p:${town}`);
  const words = nameWords(a.title, ownOpening);
  const decided = decisionsOf(a.title, ownOpening);
  const headNames = headlineNames(a.title, opening, words);
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
    terms: termVector(titleTokens, [
      ...(opening === lead ? leadTokens : contentTokens(opening)),
      ...numberTerms(`${a.title} ${opening}`),
    ]),
    titleTokens,
    leadTokens,
    nouns: properNouns(`${a.title} ${opening}`),
    participants: who,
    companies: who.filter((p) => companies.has(p)),
    names: [...new Set([...wordsOfParticipants(who), ...words])],
    headNames,
    headCountries: headlineCountries(a.title),
    peoples: [...new Set([...headlinePeoples(a.title, headNames), ...headlineOwners(a.title)])],
    bodies: bodyLands(a.title, ownOpening),
    levels: levelsOf(a.title, ownOpening),
    percentages: percentagesOf(a.title, opening),
    days: daysOf(a.title, ownOpening),
    weekdays: weekdaysOf(a.title, opening),
    identities: identitiesOf(a.title, withoutHistory(lead, year)),
    linked: linksDevelopment(a.title, opening),
    where: whereTold(a.title, lead, who),
    spread: spreadsTo(a.title, opening),
    headKinds: happeningKinds(a.title),
    // What its own report tells, not the older happenings its background recalls (see `withoutHistory`).
    kinds: happeningKinds(`${a.title}\n${ownOpening}`),
    headDecisions: decided.head,
    decisions: decided.kinds,
    ...struckOf(a.title, lead, opening),
    signature,
    bands: bandKeys(signature),
    countries,
    contentHash: hash('sha256', `${a.title}\n${a.publishedAt ?? ''}\n${a.body}`, 'hex').slice(0, 32),
  };
}

/** One article of an event as stored: its unit tf-idf vector, fixed when it joined. */
export interface Member {
  terms: string[];
  weights: number[];
}

/**
 * An event's members in memory, packed as scoring reads them (`MemberVectors`): term ids of `terms`,
 * which holds each of them while the event is open. One typed array and two plain ones an event,
 * not two arrays a member, and no second copy to score from (members were most of the worker's heap).
 */
export interface Members extends MemberVectors {
  terms: TermIds;
}

/**
 * What the dedup worker keeps per event, in memory and in `events.features`. Not its title and
 * summary: they never change after the founding article gave them, and the write that founds the
 * event takes them from that article (see `prepareWrite`).
 */
export interface EventState extends Enriched {
  id: string;
  occurredAt: number;
  firstSeenAt: number;
  lastSourceAt: number;
  lastUpdatedAt: number;
  publications: string[];
  /** Its most recent articles (SCORING.members at most), oldest first. Replaced on change, never edited. */
  members: Members;
  nouns: string[];
  /** Its articles' participants (see participants.ts), in order of first mention, up to MAX_PARTICIPANTS. */
  participants: Participant[];
  /** Its articles' name words (see `nameWords`), in order of first mention, up to MAX_NAMES. */
  names: string[];
  /** Its articles' headline name words (see `headlineNames`), in order of first mention, up to MAX_NAMES. */
  headNames: string[];
  /** Its articles' headline countries (see `headlineCountries`), up to MAX_PARTICIPANTS. */
  headCountries: Participant[];
  /** The peoples its articles' headlines name (see peoples.ts). */
  peoples: string[];
  /** The lands whose bodies or figures its articles name (see bodies.ts). */
  bodies: string[];
  /** The levels its articles give, and the percentages they name, up to MAX_NAMES (see figures.ts). */
  levels: string[];
  percentages: string[];
  /** The weekdays its articles date it by, and every weekday they name (see days.ts). */
  days: string[];
  weekdays: string[];
  /** The ships, gatherings and defendants its articles name (see identities.ts). */
  identities: string[];
  /** The kinds of happening its articles' headlines name, and their headlines and openings (see happenings.ts). */
  headKinds: string[];
  kinds: string[];
  /** The kinds of decision its articles' headlines name, and their headlines and openings (see decisions.ts). */
  headDecisions: string[];
  decisions: string[];
  /** The kinds of site its articles say were struck, and those they name (see targets.ts). */
  hit: string[];
  sites: string[];
  /** Where its articles say it happened (see `whereTold`), up to MAX_NAMES. */
  where: string[];
  /** The founding article's band keys (see `bandKeys`). */
  bands: number[];
  /** The founding article's MinHash signature, kept by the engine (see signatures.ts)… */
  signature: SlotSignature;
  /** …and its content terms (they feed document frequencies). */
  founderTerms: string[];
  /** Earliest and latest article time. */
  timeMin: number;
  timeMax: number;
}

/** An event as loaded from the projection (`stateFromRow`), its members still as terms: `admit` takes it in. */
export type LoadedEvent = Omit<EventState, 'members' | 'signature'> & { members: Member[]; signature: number[] };

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
  /** Its article's facts read ahead, if they were (see source-facts.ts). */
  facts?: PreparedFacts;
}

export type Decision =
  | { kind: 'founded' | 'source_added'; event: EventState; source: SourceRow; change: EventChangeV1 }
  | { kind: 'source_updated'; event: EventState; source: SourceRow; change: EventChangeV1 }
  | { kind: 'unchanged'; eventId: string };

/** The rule by which an open event cannot take an article (see `DedupEngine.refusal`). */
export type Refusal =
  | 'sites'
  | 'happening'
  | 'decision'
  | 'struck'
  | 'elsewhere'
  | 'within'
  | 'weak-no-name'
  | 'headlines'
  | 'national-story'
  | 'people'
  | 'whose'
  | 'level'
  | 'day'
  | 'persons'
  | 'identity'
  | 'nation'
  | 'participants'
  | 'organisations';

/** An article's candidates, best first, each with its score and the rule that refused it (null: none), and the winner's margin. */
export interface Explanation {
  url: string;
  candidates: { id: string; score: number; refused: Refusal | null }[];
  margin: number | null;
  /**
   * What the refusals read of the best candidate no rule refused, as they read it: the article, the
   * event and the engine's name counts. Valid only while the callback runs (a join changes the event
   * after it); the quality benchmark's `--mechanisms` counts from it.
   */
  best?: {
    article: ArticleFeatures;
    event: EventState;
    score: number;
    distinctive: (w: string) => boolean;
    distinctivePlace: (w: string) => boolean;
  };
}

/** An article as scoring reads it: its unit tf-idf vector, rarest term first. */
interface Query {
  /** Its terms' ids (see `TermIds`; -1 for a term no open event's member holds), rarest first. */
  termIds: Int32Array;
  weights: Float64Array;
  /** What it keeps as a member (see `query`). */
  member: Member;
}

/** Participants and name words an event keeps (its articles' first ones). */
const MAX_PARTICIPANTS = 24;
const MAX_NAMES = 32;

/** The lists of an event that hold interned strings (see `DedupEngine.intern`). */
const INTERNED = [
  'publications',
  'nouns',
  'participants',
  'names',
  'headNames',
  'headCountries',
  'headKinds',
  'kinds',
  'headDecisions',
  'decisions',
  'peoples',
  'bodies',
  'levels',
  'percentages',
  'days',
  'weekdays',
  'identities',
  'hit',
  'sites',
  'where',
  'founderTerms',
] as const satisfies readonly (keyof EventState)[];

/** The string pool is not pruned below this size (see `DedupEngine.pruneStrings`). */
const MIN_PRUNED_STRINGS = 1 << 10;

/** Terms an event is indexed by: the heaviest over its members (postings dominate the worker's memory). */
const INDEXED_TERMS = 48;

/**
 * A copy as a plain array of unboxed numbers, no longer than it needs to be: an array that came
 * through a structured clone (features come from the worker's threads) may hold every number as an
 * object of its own, and one grown by `push` has room to spare.
 */
function unboxed(xs: ArrayLike<number>): number[] {
  const out = new Array<number>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = xs[i]!;
  return out;
}

/** The keys an event is found by: its bands, its members' heaviest terms and its proper nouns. */
function keysOf(e: EventState): CandidateKeys {
  const { ids, weights, terms } = e.members;
  const weight = new Map<number, number>();
  for (let k = 0; k < ids.length; k++) weight.set(ids[k]!, (weight.get(ids[k]!) ?? 0) + weights[k]!);
  const indexed =
    weight.size <= INDEXED_TERMS
      ? weight.keys()
      : [...weight]
          .sort((x, y) => y[1] - x[1] || byCodeUnits(terms.term(x[0]), terms.term(y[0])))
          .slice(0, INDEXED_TERMS)
          .map(([t]) => t);
  return { bands: e.bands, terms: [...indexed], nouns: e.nouns };
}

function changeOf(kind: EventChangeV1['kind'], e: EventState, s: SourceRow, at: number): EventChangeV1 {
  const changeId = `chg_${hash('sha256', `${e.id}|${s.canonicalUrl}|${kind}|${e.sourceCount}|${s.contentHash}`, 'hex').slice(0, 24)}`;
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

/**
 * The dedup decision, in memory: which open event an article belongs to, or a new one. It
 * orchestrates three parts: the candidate index (candidates.ts) finds open events that share keys
 * with the article, scoring (scoring.ts) compares the article with each one's recent articles, and
 * enrichment (enrichment.ts) keeps agents, type, entities and tags. A pure function of the log: every
 * tie is broken by event id, and events that could not take an article are left out before any cut,
 * so neither eviction nor a restart changes a decision. The worker loads it from `events.features`
 * and persists what it changes.
 */
export class DedupEngine {
  readonly events = new Map<string, EventState>();
  private readonly index = new CandidateIndex();
  /** Open events by slot, a small integer of their own while they are in memory (the index holds slots). */
  private readonly open: (EventState | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  /** By slot: the open event's `orderKey`, so that ties are broken without reading ids. */
  private readonly order: number[] = [];
  /**
   * By slot: the open event's last source time and the earliest and latest time of its articles, as
   * `usable` reads them for hundreds of candidate slots per article (the events themselves lie all over
   * the heap). Kept equal to the event's own fields by `place` and `noteTimes`.
   */
  private times = new Float64Array(3 << 12);
  /** By slot: the open event's MinHash signature (what its `signature` reads). */
  private readonly signatures = new SignatureSlots();
  private readonly freeSlots: number[] = [];
  /**
   * One copy of each founder term, proper noun and publication that events keep (`terms` keeps the
   * members' terms): every article brings its own copies, and tens of thousands of open events each
   * holding their own came to the bulk of the worker's heap (bench:ingest ran out of it). Only those
   * some open event holds are kept (see `pruneStrings`).
   */
  private strings = new Map<string, string>();
  /** How many `strings` held when it was last pruned. */
  private stringsKept = 0;
  private intern(s: string): string {
    const known = this.strings.get(s);
    if (known !== undefined) return known;
    this.strings.set(s, s);
    return s;
  }
  private internAll(list: string[]): string[] {
    return list.map((s) => this.intern(s));
  }

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
    private matcher: AgentMatcher,
    private readonly options: {
      deferEntities?: boolean;
      /** See `TermIds` (tests never hand a term id out twice). */ reuseTermIds?: boolean;
      /** The join threshold (see `joins`): the shipped one unless the quality benchmark sweeps it. */
      threshold?: number;
      /** Told every scored article's candidates and why each was refused (the quality benchmark's diagnosis). */
      explain?: (x: Explanation) => void;
    } = {},
  ) {
    this.terms = new TermIds(options.reuseTermIds ?? true);
  }

  /**
   * Matches the articles decided from now on with these agents (a client agent's record, applied at
   * its place in the log). Events keep the scores their sources gave: nothing decided is redone.
   */
  useAgents(matcher: AgentMatcher): void {
    this.matcher = matcher;
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
    settleEntities(e, found);
  }

  /** What the engine holds now: open events, the event ids it remembers (those of open events), interned strings. */
  holdings(): { events: number; ids: number; strings: number } {
    return { events: this.events.size, ids: this.events.size, strings: this.strings.size };
  }

  /**
   * Counts an event's founding terms into the document frequencies, and its name words into theirs,
   * once per event (open or archived). Name words an event takes later are counted as it takes them
   * (`countNames`), so an event loaded with its names counts as it did live. An event already in
   * memory was counted when it came: the state of it another worker wrote counts no more. One that
   * is not was never counted, or is archived: no article can change an archived event (see `decide`),
   * so its state is never written again and never comes back (a set of every event id ever counted
   * grew as long as the worker ran).
   */
  countFounder(id: string, terms: string[], names: string[] = []): void {
    if (this.events.has(id)) return;
    this.founded++;
    this.logN = Math.log(this.founded + 1);
    for (const t of terms) {
      const df = (this.df.get(t) ?? 0) + 1;
      this.df.set(t, df);
    }
    this.countNames(names);
  }

  /** How many events hold each name word (see `distinctiveNames`). */
  private readonly nameDf = new Map<string, number>();
  private countNames(words: string[]): void {
    for (const w of words) this.nameDf.set(w, (this.nameDf.get(w) ?? 0) + 1);
  }

  /** Takes an event loaded from the projection (new to it, or a newer state of a known one) into the candidate index. */
  admit(loaded: LoadedEvent): void {
    const slot = this.slotFor(loaded.id);
    // States loaded from the projection bring their own copies of every string.
    const e: EventState = {
      ...loaded,
      members: this.pack(loaded.members.map((m) => this.held(m))),
      nouns: this.internAll(loaded.nouns),
      participants: this.internAll(loaded.participants),
      names: this.internAll(loaded.names),
      headNames: this.internAll(loaded.headNames),
      headCountries: this.internAll(loaded.headCountries),
      headKinds: this.internAll(loaded.headKinds),
      kinds: this.internAll(loaded.kinds),
      headDecisions: this.internAll(loaded.headDecisions),
      decisions: this.internAll(loaded.decisions),
      peoples: this.internAll(loaded.peoples),
      bodies: this.internAll(loaded.bodies),
      levels: this.internAll(loaded.levels),
      percentages: this.internAll(loaded.percentages),
      days: this.internAll(loaded.days),
      weekdays: this.internAll(loaded.weekdays),
      identities: this.internAll(loaded.identities),
      hit: this.internAll(loaded.hit),
      sites: this.internAll(loaded.sites),
      where: this.internAll(loaded.where),
      founderTerms: this.internAll(loaded.founderTerms),
      publications: this.internAll(loaded.publications),
      bands: unboxed(loaded.bands),
      signature: this.signatures.set(slot, loaded.signature),
    };
    applyAgents(e, this.matcher.owners);
    this.place(e, slot);
  }

  /** A member as term ids, each held (see `release`). */
  private held(m: Member): { ids: number[]; weights: number[] } {
    return { ids: m.terms.map((t) => this.terms.hold(t)), weights: m.weights };
  }

  /** Members packed from lists of held term ids and their weights, in order. */
  private pack(list: { ids: ArrayLike<number>; weights: ArrayLike<number> }[]): Members {
    let size = 0;
    for (const m of list) size += m.ids.length;
    const ids = new Int32Array(size);
    const weights = new Array<number>(size);
    const starts = new Array<number>(list.length + 1);
    let k = 0;
    list.forEach((m, i) => {
      starts[i] = k;
      for (let j = 0; j < m.ids.length; j++, k++) {
        ids[k] = m.ids[j]!;
        weights[k] = m.weights[j]!;
      }
    });
    starts[list.length] = k;
    return { ids, weights, starts, terms: this.terms };
  }

  /** `members` from its `from`-th member on, then one more (its term ids held). */
  private appended(members: Members, from: number, next: { ids: number[]; weights: number[] }): Members {
    const { starts } = members;
    const begin = starts[from]!;
    const end = starts[starts.length - 1]!;
    const size = end - begin + next.ids.length;
    const ids = new Int32Array(size);
    ids.set(members.ids.subarray(begin, end));
    ids.set(next.ids, end - begin);
    const weights = new Array<number>(size);
    for (let k = begin; k < end; k++) weights[k - begin] = members.weights[k]!;
    for (let j = 0; j < next.weights.length; j++) weights[end - begin + j] = next.weights[j]!;
    const shifted = new Array<number>(starts.length - from + 1);
    for (let i = from; i < starts.length; i++) shifted[i - from] = starts[i]! - begin;
    shifted[shifted.length - 1] = size;
    return { ids, weights, starts: shifted, terms: this.terms };
  }

  /** Lets go of the term ids of an event's first `count` members, all by default (once the index no longer has them). */
  private release(members: Members, count = members.starts.length - 1): void {
    for (let k = 0; k < members.starts[count]!; k++) this.terms.release(members.ids[k]!);
  }

  /** The slot of an event id: its own while it is open, else a free one (now its own). */
  private slotFor(id: string): number {
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.open.length;
      this.slotOf.set(id, slot);
    }
    return slot;
  }

  /** Puts an event (new, or a newer state of a known one) into the candidate index, in its slot (see `slotFor`). */
  private place(e: EventState, slot: number): void {
    const old = this.open[slot];
    if (old) {
      this.index.remove(slot, keysOf(old));
      this.release(old.members);
    }
    this.open[slot] = e;
    this.order[slot] = orderKey(e.id);
    this.noteTimes(slot, e);
    this.events.set(e.id, e);
    this.index.add(slot, keysOf(e));
  }

  /** Copies an open event's times where `usable` reads them. */
  private noteTimes(slot: number, e: EventState): void {
    if (3 * slot + 2 >= this.times.length) {
      const grown = new Float64Array(Math.max(2 * this.times.length, 3 * slot + 3));
      grown.set(this.times);
      this.times = grown;
    }
    this.times[3 * slot] = e.lastSourceAt;
    this.times[3 * slot + 1] = e.timeMin;
    this.times[3 * slot + 2] = e.timeMax;
  }

  private evictedAt = -Infinity;

  /** Drops events closed before `ts` from memory: they can never be candidates again. */
  evictBefore(ts: number): number {
    // The worker asks again for every slice of a chunk with the same clock: one walk over every open
    // event per clock is enough (what it would find meanwhile can never be a candidate either).
    if (ts <= this.evictedAt) return 0;
    this.evictedAt = ts;
    let n = 0;
    for (const e of [...this.events.values()]) {
      if (e.lastSourceAt < ts - DEDUP.closeAfterMs) {
        const slot = this.slotOf.get(e.id)!;
        this.index.remove(slot, keysOf(e));
        this.release(e.members);
        e.signature.close();
        this.events.delete(e.id);
        this.slotOf.delete(e.id);
        this.open[slot] = undefined;
        this.freeSlots.push(slot);
        n++;
      }
    }
    if (n) this.pruneStrings();
    return n;
  }

  /**
   * Lets go of the strings no open event holds (those of evicted events) once the pool has grown by
   * half since it was last pruned: one walk over the open events' lists now and then, a few strings
   * an article on average. Which copy of a string an event holds never changes a decision.
   */
  private pruneStrings(): void {
    if (this.strings.size < 1.5 * Math.max(this.stringsKept, MIN_PRUNED_STRINGS)) return;
    const kept = new Map<string, string>();
    for (const e of this.events.values()) for (const key of INTERNED) for (const s of e[key]) kept.set(s, s);
    this.strings = kept;
    this.stringsKept = kept.size;
  }

  /** log(N + 1), kept up to date as events are founded. */
  private logN = 0;

  /**
   * log(N + 1) - log(df + 1) + 1. The logarithm is taken when it is read, not kept in a second map
   * beside `df`: a map entry for every term ever founded on, for a few dozen logarithms an article.
   */
  private idf(term: string): number {
    return this.logN - Math.log((this.df.get(term) ?? 0) + 1) + 1;
  }

  /** Ids of the terms open events' members hold; the article's terms are marked by id while its candidates are scored. */
  private readonly terms: TermIds;

  /** The article's unit tf-idf vector, rarest term first: computed once per article. */
  private query(a: ArticleFeatures): Query {
    const terms: [string, number, number][] = [];
    let n = 0;
    for (const [t, w] of a.terms) {
      const idf = this.idf(t);
      const x = w * idf;
      terms.push([t, x, idf]);
      n += x * x;
    }
    terms.sort((x, y) => y[2] - x[2] || byCodeUnits(x[0], y[0]));
    const length = Math.sqrt(n) || 1;
    // As a member the article keeps its heaviest terms only: the light ones add little to any cosine.
    const heaviest = [...terms].sort((x, y) => y[1] - x[1] || byCodeUnits(x[0], y[0])).slice(0, SCORING.memberTerms);
    const kept = Math.sqrt(heaviest.reduce((s, [, x]) => s + x * x, 0)) || 1;
    return {
      termIds: Int32Array.from(terms, ([t]) => this.terms.get(t)),
      weights: Float64Array.from(terms, ([, x]) => x / length),
      member: { terms: heaviest.map(([t]) => t), weights: heaviest.map(([, x]) => x / kept) },
    };
  }

  /**
   * The name words of an article that few events hold (under SCORING.backgroundNameShare of all
   * events founded): a name the whole stream repeats ("Brent", "World Health Organization") is
   * background, not a participant two reports share.
   */
  private distinctiveNames(words: string[]): Set<string> {
    return new Set(words.filter((w) => this.distinctive(w)));
  }

  /**
   * A place name few events hold (see SCORING.backgroundPlaceMin): it still tells where a happening
   * is, between two sides that name no actor in common (see `refusal`).
   */
  private distinctivePlace(word: string): boolean {
    return (
      (this.nameDf.get(word) ?? 0) < Math.max(SCORING.backgroundPlaceMin, SCORING.backgroundNameShare * this.founded)
    );
  }

  private distinctive(word: string): boolean {
    return (
      (this.nameDf.get(word) ?? 0) < Math.max(SCORING.backgroundNameMin, SCORING.backgroundNameShare * this.founded)
    );
  }

  /**
   * Whether the open event in `slot` can take the article at all: not archived, and within the time
   * window. Read from `times` (the event's own `lastSourceAt`, `timeMin` and `timeMax`).
   */
  private usable(a: ArticleFeatures, slot: number): boolean {
    const { times } = this;
    return (
      a.ts - times[3 * slot]! <= DEDUP.closeAfterMs &&
      timePenalty(spanWith(a.time, { timeMin: times[3 * slot + 1]!, timeMax: times[3 * slot + 2]! })) !== null
    );
  }

  /** The score of an article against an event that can take it (see `usable`). */
  private score(a: ArticleFeatures, q: Query, e: EventState): number {
    if (e.signature.reaches(a.signature, SCORING.nearDuplicate)) return 1;
    return averageLink(this.terms.marks, q.weights, e.members) - timePenalty(spanWith(a.time, e))!;
  }

  /**
   * Why an open event cannot take the article, by who and where (the rule's name), or null when it
   * can: a national story of another country, or an event whose participants of some kind are all
   * different, is another happening however many words it shares (unless, for the latter, the two
   * share a name few events hold), and so is a story whose headline names someone or somewhere the
   * other side never mentions (see `differentHeadlines`).
   */
  private refusal(
    a: ArticleFeatures,
    e: EventState,
    score: number,
    names: Set<string>,
    distinctive: (w: string) => boolean,
  ): Refusal | null {
    // One actor at two sites, even told in one wire's near-copy words: a company is the whole stream's
    // (no tie) only as places are, named by many events (a person two events name is news of the day).
    if (differentSites(a, e, distinctive, (w) => this.distinctivePlace(w))) return 'sites';
    // Two hospitals (councils, universities) each named by its own name, whoever walked out or hacked both (see targets.ts).
    if (otherNamedSite(a, e)) return 'sites';
    if (score < 1) {
      // What happened decides too: a port's fire is not its strike (see happenings.ts). A report tying a
      // new site to a happening already told names that happening's kind ("the measles outbreak spread
      // to…"), so it is no exception here.
      if (
        otherHappening({ head: a.headKinds, kinds: a.kinds }, { head: e.headKinds, kinds: e.kinds }) ||
        otherMode(a, e)
      )
        return 'happening';
      // And what an official or a body decided: its rate move is not its currency intervention (see decisions.ts).
      // Two answers to one happening both headlines tell ("…as floods hit Arlen") are left to the other
      // rules; one body's emergency and its relief fund, headlines naming no happening, are two decisions.
      if (
        otherDecision(
          { head: a.headDecisions, kinds: a.decisions },
          { head: e.headDecisions, kinds: e.decisions },
          a.headKinds.some((k) => e.headKinds.includes(k)),
        )
      )
        return 'decision';
      // When each happened: one kind of thing on two days, neither a happening that lasts days (see days.ts).
      if (!a.linked && otherDay(a, e, lasting)) return 'day';
      // Who acted: two people's acts, neither side naming the other's person (see persons.ts).
      if (otherPersons(a, e)) return 'persons';
      // What each struck: one town's water station and its market (see targets.ts).
      if (otherTarget(a, e)) return 'struck';
      // One kind of happening at two places neither side names of the other's (see `elsewhere`).
      if (elsewhere(a, e, namesKind)) return 'elsewhere';
      // Or at two sites within a place both name (see sites-within.ts).
      if (sitesWithin(a, e, namesKind)) return 'within';
      if (score < SCORING.nameEvidence && noNameInCommon(a.names, e.names, distinctive)) return 'weak-no-name';
    } else if (elsewhere(a, e, namesKind)) {
      // A near-copy is a wire's own rewrite only where the towns agree: one template filled in for two
      // towns ("Voting suspended at 47 stations in X") is two happenings (a rewrite names its own town).
      return 'elsewhere';
    }
    // A report that ties its new site to the happening ("a second drone struck…", "spread to") is not
    // told apart by the place its headline names.
    if (
      !a.linked &&
      differentHeadlines({ head: a.headNames, names: a.names }, { head: e.headNames, names: e.names }, distinctive)
    )
      return 'headlines';
    if (
      otherNationalStory(
        { head: a.headCountries, participants: a.participants },
        { head: e.headCountries, participants: e.participants },
        distinctive,
      )
    )
      return 'national-story';
    // Two peoples' happenings, however common each country is in the day's news (see peoples.ts).
    if (otherPeople(a, e)) return 'people';
    // Two lands' central banks, ministries or figures (see bodies.ts).
    if (otherBodies(a, e)) return 'whose';
    // One bank's two meetings, one country's two months: the levels they came to (see figures.ts).
    if (otherLevel(a, e)) return 'level';
    // Two ships, gatherings or defendants, however much the port, hall or court ties them (see identities.ts).
    if (otherIdentity(a, e)) return 'identity';
    if (otherNation(a.participants, e.participants, distinctive)) return 'nation';
    // Nor by its places at all: the new site is the development (participants of other kinds still tell).
    const where = (ps: readonly Participant[]) => (a.linked ? ps.filter((p) => p[0] !== 'p') : ps);
    // A town the week's news holds still tells two happenings apart when nothing else ties them (a
    // busy region: each happening has its own actors); in a story of someone both name (the
    // governor's bill, signed in one town and defended in another) it is context, as it always was.
    const place = actorsInCommon(a.participants, e.participants)
      ? distinctive
      : (w: string) => this.distinctivePlace(w);
    if (!a.linked && otherCompany(a, e, distinctive)) return 'organisations';
    if (!differentHappenings(where(a.participants), where(e.participants), distinctive, place)) return null;
    // A name both tell ties them only when one side reads it as who or where (a participant or a
    // headline name): a gang both mention in passing is no tie between two of its victims.
    const held = heldPlaces(a.participants, e.participants);
    const who = new Set([...wordsOfParticipants(a.participants), ...wordsOfParticipants(e.participants)]);
    const head = new Set([...a.headNames, ...e.headNames]);
    const ties = e.names.filter((w) => names.has(w) && (who.has(w) || head.has(w)) && !held(w));
    if (ties.some((w) => who.has(w))) return null;
    // A name only the headlines give (a gang, a storm) ties two reports, unless each names its own
    // organisation and none in common (two victims of one gang, two firms of one sector) and each
    // headline names someone or somewhere the other side never mentions.
    if (!ties.length) return 'participants';
    return otherOrganisations(a.participants, e.participants, distinctive) && headlinesNameOthers(a, e, distinctive)
      ? 'participants'
      : null;
  }

  /**
   * Whether the event in `slot` names someone or somewhere the article names (see
   * `sharedParticipants`) that no other candidate names: the margin over the others' scores is then
   * judged with SCORING.participantRelief. A name many of the day's candidates hold ties none of them.
   */
  private namesOnlyIt(
    a: ArticleFeatures,
    slot: number,
    scored: readonly { slot: number }[],
    distinctive: (w: string) => boolean,
  ): boolean {
    const side = (e: EventState) => ({ participants: e.participants, head: e.headNames });
    const mine = { participants: a.participants, head: a.headNames };
    const shared = new Set(sharedParticipants(mine, side(this.open[slot]!), distinctive));
    for (const s of scored) {
      if (!shared.size) break;
      if (s.slot === slot) continue;
      for (const w of sharedParticipants(mine, side(this.open[s.slot]!), distinctive)) shared.delete(w);
    }
    return shared.size > 0;
  }

  /**
   * Whether the article's headline or its lead's first sentence tells what the event's reports keep
   * telling (see `keptSaying`): a name only the event shares with it is evidence of the same place or
   * organisation, not of the same happening ("Operator orders new cranes for Amberly terminal" is no
   * report of the Amberly strike). Its own name words are left out: they are the place, not the happening.
   */
  private toldAlike(a: ArticleFeatures, slot: number): boolean {
    const names = new Set(a.names.map(stem));
    const first = /^.*?[.!?](?=\s|$)/.exec(a.lead)?.[0] ?? a.lead;
    const ids = [...a.titleTokens, ...contentTokens(first)].filter((t) => !names.has(t)).map((t) => this.terms.get(t));
    return keptSaying(ids, this.open[slot]!.members);
  }

  /** The best open event for an article, if it wins clearly enough (see `joins`). */
  private match(a: ArticleFeatures, q: Query): { event: EventState; slot: number } | null {
    const candidates = this.index.lookup(
      { bands: a.bands, terms: q.termIds, maxTerms: DEDUP.lookupTerms, nouns: a.nouns },
      DEDUP.maxCandidates,
      (slot) => this.usable(a, slot),
      { key: (slot) => this.order[slot]!, id: (slot) => this.open[slot]!.id },
    );
    if (!candidates.length) return null;
    this.terms.bind(q.termIds);
    let scored: { slot: number; score: number }[];
    try {
      scored = candidates.map((slot) => ({ slot, score: this.score(a, q, this.open[slot]!) }));
    } finally {
      this.terms.unbind(q.termIds);
    }
    scored.sort((x, y) => y.score - x.score || byCodeUnits(this.open[x.slot]!.id, this.open[y.slot]!.id));
    // Who and where first (see `refusal`): an event that cannot be this happening is never joined.
    const names = this.distinctiveNames(a.names);
    const distinctive = (w: string) => this.distinctive(w);
    const explain = this.options.explain;
    const refusals = explain ? scored.map((s) => this.refusal(a, this.open[s.slot]!, s.score, names, distinctive)) : [];
    const best = explain
      ? scored.find((_, i) => refusals[i] === null)
      : scored.find((s) => this.refusal(a, this.open[s.slot]!, s.score, names, distinctive) === null);
    if (explain) {
      const margin = best ? marginOverBackground(decisionScores(best, scored)) : null;
      explain({
        url: a.canonicalUrl,
        candidates: scored.map((s, i) => ({ id: this.open[s.slot]!.id, score: s.score, refused: refusals[i]! })),
        margin,
        ...(best && {
          best: {
            article: a,
            event: this.open[best.slot]!,
            score: best.score,
            distinctive,
            distinctivePlace: (w: string) => this.distinctivePlace(w),
          },
        }),
      });
    }
    if (!best) return null;
    const threshold = this.options.threshold ?? SCORING.threshold;
    const margin = marginOverBackground(decisionScores(best, scored));
    if (margin < threshold - SCORING.participantRelief) return null;
    if (margin < threshold && !(this.namesOnlyIt(a, best.slot, scored, distinctive) && this.toldAlike(a, best.slot)))
      return null;
    return { event: this.open[best.slot]!, slot: best.slot };
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
      ...(a.facts && { facts: a.facts }),
    };
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

    const quoted = quotesSomeone(a.title);
    const agentScores = this.matcher.scoreTokens(
      a.titleTokens,
      a.leadTokens,
      a.countries.map((c) => c.country),
      quoted,
    );
    const subject = this.matcher.subjectOf(a.titleTokens, a.leadTokens, agentScores, quoted);
    const q = this.query(a);
    const hit = this.match(a, q);
    if (hit) {
      const e = hit.event;
      const before = keysOf(e);
      const old = e.members;
      const dropped = Math.max(0, old.starts.length - SCORING.members);
      e.members = this.appended(old, dropped, this.held(q.member));
      // Nouns only grow, up to a cap.
      if (e.nouns.length < 32) {
        const nouns = [...new Set([...e.nouns, ...this.internAll(a.nouns)])].slice(0, 32);
        if (nouns.length !== e.nouns.length) e.nouns = nouns;
      }
      if (e.participants.length < MAX_PARTICIPANTS) {
        const more = a.participants.filter((p) => !e.participants.includes(p));
        if (more.length) e.participants = [...e.participants, ...this.internAll(more)].slice(0, MAX_PARTICIPANTS);
      }
      if (e.headNames.length < MAX_NAMES) {
        const more = a.headNames.filter((w) => !e.headNames.includes(w));
        if (more.length) e.headNames = [...e.headNames, ...this.internAll(more)].slice(0, MAX_NAMES);
      }
      if (e.headCountries.length < MAX_PARTICIPANTS) {
        const more = a.headCountries.filter((c) => !e.headCountries.includes(c));
        if (more.length) e.headCountries = [...e.headCountries, ...this.internAll(more)].slice(0, MAX_PARTICIPANTS);
      }
      // The kinds it tells that the event's reports had not: happenings, decisions, peoples, sites struck.
      for (const key of [
        'headKinds',
        'kinds',
        'headDecisions',
        'decisions',
        'peoples',
        'bodies',
        'identities',
        'days',
        'weekdays',
        'hit',
        'sites',
      ] as const) {
        const more = a[key].filter((k) => !e[key].includes(k));
        if (more.length) e[key] = [...e[key], ...this.internAll(more)];
      }
      // Levels, percentages and places told, up to MAX_NAMES each.
      for (const key of ['levels', 'percentages', 'where'] as const) {
        const more = a[key].filter((k) => !e[key].includes(k));
        if (more.length && e[key].length < MAX_NAMES) e[key] = [...e[key], ...this.internAll(more)].slice(0, MAX_NAMES);
      }
      if (e.names.length < MAX_NAMES) {
        const more = a.names.filter((w) => !e.names.includes(w)).slice(0, MAX_NAMES - e.names.length);
        if (more.length) {
          e.names = [...e.names, ...this.internAll(more)];
          this.countNames(more);
        }
      }
      // The founding article's bands only: near-copies are judged against it (SCORING.nearDuplicate), and
      // each later member's bands cost the index more memory than they found candidates.
      this.index.update(hit.slot, before, keysOf(e));
      // Only now: an id let go of is handed out again, and the index must no longer have it by then.
      this.release(old, dropped);
      e.sourceCount++;
      if (!e.publications.includes(a.publication))
        e.publications = [...e.publications, this.intern(a.publication)].slice(0, 64);
      e.lastSourceAt = Math.max(e.lastSourceAt, a.ts);
      e.lastUpdatedAt = Math.max(e.lastUpdatedAt, a.ts);
      e.timeMin = Math.min(e.timeMin, a.time);
      e.timeMax = Math.max(e.timeMax, a.time);
      this.noteTimes(hit.slot, e);
      e.occurredAt = Math.min(e.occurredAt, a.time);
      addCountries(e, a.countries);
      addAgentScores(e, agentScores, this.matcher.owners, subject);
      const source = this.sourceOf(a, e.id);
      return { kind: 'source_added', event: e, source, change: changeOf('source_added', e, source, a.ts) };
    }

    const id = eventIdFor(a.canonicalUrl);
    const slot = this.slotFor(id);
    const eventType = classify(a.title, a.lead);
    const e: EventState = {
      id,
      eventType,
      occurredAt: a.time,
      firstSeenAt: a.ts,
      lastSourceAt: a.ts,
      lastUpdatedAt: a.ts,
      sourceCount: 1,
      publications: [this.intern(a.publication)],
      tags: [eventType],
      entities: [],
      locations: [],
      members: this.pack([this.held(q.member)]),
      nouns: this.internAll(a.nouns.slice(0, 32)),
      participants: this.internAll(a.participants.slice(0, MAX_PARTICIPANTS)),
      names: this.internAll(a.names.slice(0, MAX_NAMES)),
      headNames: this.internAll(a.headNames.slice(0, MAX_NAMES)),
      headCountries: this.internAll(a.headCountries.slice(0, MAX_PARTICIPANTS)),
      headKinds: this.internAll(a.headKinds),
      kinds: this.internAll(a.kinds),
      headDecisions: this.internAll(a.headDecisions),
      decisions: this.internAll(a.decisions),
      peoples: this.internAll(a.peoples),
      bodies: this.internAll(a.bodies),
      levels: this.internAll(a.levels),
      percentages: this.internAll(a.percentages.slice(0, MAX_NAMES)),
      days: this.internAll(a.days),
      weekdays: this.internAll(a.weekdays),
      identities: this.internAll(a.identities),
      hit: this.internAll(a.hit),
      sites: this.internAll(a.sites),
      where: this.internAll(a.where.slice(0, MAX_NAMES)),
      bands: unboxed(a.bands),
      signature: this.signatures.set(slot, a.signature),
      founderTerms: this.internAll([...a.terms.keys()].slice(0, 64)),
      timeMin: a.time,
      timeMax: a.time,
      agentScores: scoresOf(agentScores),
      primaryAgentId: null,
      secondaryAgentIds: [],
      subjects: subject ? [subject] : NO_SUBJECTS,
    };
    // Roles from the first source, as a second source would set them: breaking news is single-source.
    // A client's agents rank among their owner's only, here as for a second source (catalog roles never move).
    applyAgents(e, this.matcher.owners);
    if (this.options.deferEntities) this.unsettled.push({ event: e, title: a.title, lead: a.lead });
    else settleEntities(e, extractEntities(a.title, a.lead));
    this.countFounder(e.id, e.founderTerms, e.names);
    this.place(e, slot);
    const source = this.sourceOf(a, id);
    return { kind: 'founded', event: e, source, change: changeOf('founded', e, source, a.ts) };
  }
}

/** `events.features`: the engine's state of one event, as JSON. */
export interface StoredFeatures {
  /** Members: each article's terms and unit weights. */
  m: [string[], number[]][];
  n: string[];
  /** Participants and name words (absent in states written before they were kept). */
  q?: string[];
  w?: string[];
  /** Headline name words (absent in states written before they were kept: the headline rule then never applies). */
  h?: string[];
  /** Headline countries (absent in states written before they were kept: no national-story rule then). */
  hc?: string[];
  /** Kinds of happening of its headlines, and of its headlines and openings (absent in older states: no happening rule then). */
  hk?: string[];
  k?: string[];
  /** Kinds of decision of its headlines, and of its headlines and openings (absent in older states: no decision rule then). */
  hd?: string[];
  d?: string[];
  /** Where its articles say it happened (absent in older states: no rule of places told then). */
  wh?: string[];
  /** Kinds of site struck, and named (absent in older states: no rule of what was struck then). */
  ht?: string[];
  /** Peoples its headlines name (absent in older states: no rule of peoples then). */
  hp?: string[];
  /** Lands whose bodies or figures its articles name (absent in older states: no rule of whose body then). */
  wb?: string[];
  /** Levels given and percentages named (absent in older states: no rule of levels then). */
  lv?: string[];
  pc?: string[];
  /** Weekdays it is dated by (absent in older states: no rule of days then). */
  dy?: string[];
  wd?: string[];
  /** Ships, gatherings and defendants its articles name (absent in older states: no rule of them then). */
  ni?: string[];
  st?: string[];
  b: string[];
  s: number[];
  f: string[];
  p: string[];
  a: [string, number][];
  /** The agents one of its sources is about (absent when none, and in older states). */
  sa?: string[];
  t: [number, number];
}

/** Its members as stored (valid while the event is open: its term ids are held only as long). */
function storedMembers(m: Members): [string[], number[]][] {
  const out: [string[], number[]][] = [];
  for (let i = 0; i + 1 < m.starts.length; i++) {
    const terms: string[] = [];
    for (let k = m.starts[i]!; k < m.starts[i + 1]!; k++) terms.push(m.terms.term(m.ids[k]!));
    out.push([terms, m.weights.slice(m.starts[i], m.starts[i + 1])]);
  }
  return out;
}

export function toStored(e: EventState): StoredFeatures {
  return {
    m: storedMembers(e.members),
    n: e.nouns,
    q: e.participants,
    w: e.names,
    h: e.headNames,
    hc: e.headCountries,
    hk: e.headKinds,
    k: e.kinds,
    hd: e.headDecisions,
    d: e.decisions,
    wh: e.where,
    ht: e.hit,
    hp: e.peoples,
    wb: e.bodies,
    lv: e.levels,
    pc: e.percentages,
    dy: e.days,
    wd: e.weekdays,
    ni: e.identities,
    st: e.sites,
    b: e.bands.map(bandKeyText),
    s: e.signature.values(),
    f: e.founderTerms,
    p: e.publications,
    a: [...e.agentScores],
    ...(e.subjects.length && { sa: [...e.subjects] }),
    t: [e.timeMin, e.timeMax],
  };
}

/** The members a stored state holds (states written before members were kept hold one term centroid). */
export function membersOf(f: StoredFeatures & { c?: [string, number][] }): Member[] {
  if (f.m) return f.m.map(([terms, weights]) => ({ terms, weights }));
  if (!f.c?.length) return [];
  const length = Math.sqrt(f.c.reduce((n, [, w]) => n + w * w, 0)) || 1;
  return [{ terms: f.c.map(([t]) => t), weights: f.c.map(([, w]) => w / length) }];
}
