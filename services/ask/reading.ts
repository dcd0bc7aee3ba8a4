import { countriesIn, countryName, countryOf } from '../dedup/gazetteer.ts';
import type { SourceFacts } from '../evidence/facts.ts';
import { FUNCTION_WORDS, IRREGULAR, MONTHS, WEEKDAYS, conceptsOf, idiomTermsIn } from '../evidence/lexicon.ts';
import { figuresIn, type Figure } from '../evidence/figures.ts';
import { deniedTokens } from '../evidence/negation.ts';
import { ordinalDeaths } from './ordinals.ts';
import { sourceTime, type AskMaterial } from './material.ts';
import { SCHEDULE_TERMS, type Question } from './question.ts';
import { splitSentences } from '../evidence/sentences.ts';
import { contentTerms, hasTerm, normalize, termSet, tokenize, type Token } from '../evidence/tokens.ts';

/** A text that carries a sentence: a source article, or an agent's report. */
export interface Carrier {
  kind: 'source' | 'report';
  url: string;
  title: string;
  publication: string;
  /** Published (else ingested), or the report's asOf. */
  time: Date;
  /** Null when only the ingestion time is known. */
  publishedAt: Date | null;
  eventIds: string[];
  /** The text's headline and first sentence (lower-cased, its terms and initials): what it is about. */
  about: TextIndex;
  /** The facts stored with a source (null for a report, or a source stored without them). */
  facts: SourceFacts | null;
  /** The text's sentences after its headline, in the order it gives them (none for a report's sentence). */
  sentences: Unit[];
}

/** A text as names are looked up in it. */
interface TextIndex {
  lower: string;
  terms: ReadonlySet<string>;
  acronyms: ReadonlySet<string>;
  /** Countries named, by any of their places or their adjective. */
  countries: ReadonlySet<string>;
}

const indexOf = (text: string, tokens = tokenize(text), terms?: ReadonlySet<string>): TextIndex => ({
  lower: text.toLowerCase(),
  terms: terms ?? termSet(contentTerms(tokens)),
  acronyms: acronymsOf(tokens),
  countries: new Set(countriesIn(text).map((c) => c.country)),
});

/** One sentence of the material, with every text that carries it word for word. */
export interface Unit {
  text: string;
  tokens: Token[];
  terms: Set<string>;
  figures: Figure[];
  position: 'title' | 'lead' | 'body' | 'report';
  carriers: Carrier[];
  /** The earliest time a carrier gave it. */
  time: number;
  /** Most words capitalised (a title-case headline): capitals say little there. */
  titleCase: boolean;
  group: Group;
  /** The share of the question's weighted terms the sentence holds (0 to 1). */
  relevance: number;
  /** Every name of the question is in the sentence, or in the headline or lead of a text carrying it. */
  namesHeld: boolean;
}

/** An event (its sources' sentences) or an agent's report: the unit of coverage. */
export interface Group {
  key: string;
  title: string;
  units: Unit[];
  terms: Set<string>;
  /** Words capitalised mid-sentence somewhere in the group (lower-cased): the group's names. */
  capitals: Set<string>;
  /** The share of the question's weighted terms found anywhere in the group. */
  coverage: number;
  /** The same for the terms that are not names (1 when all are names). */
  topicCoverage: number;
  /**
   * The share of those terms held, counted rather than weighed by rarity, a verb of the question that
   * the event lacks at half ("were stolen", "fell ill": news tells what happened in its own verbs more
   * than it renames the things it is about).
   */
  topicHeld: number;
  /** Question names the group does not hold. */
  missingNames: string[];
  /** Question terms (and figures) the group does not hold. */
  missingTerms: string[];
}

export interface Reading {
  question: Question;
  groups: Group[];
  /** Topic weight of each question term. */
  weights: Map<string, number>;
  /** The question's terms that come from its names. */
  nameTerms: Set<string>;
}

/**
 * A question typed all in lower case ("is harnow going to pay the ransom") names what the news writes as
 * a name: a run of its words that the sources' texts capitalise and never write in lower case ("Harnow",
 * "Quay Street"). A question with capitals of its own says what its names are.
 */
export function withNamesTypedLower(q: Question, material: AskMaterial): Question {
  if (/\p{Lu}/u.test(q.text.slice(1))) return q;
  const capital = new Map<string, string>();
  const lower = new Set<string>();
  // "carrow valley": the sources write "Carrow Valley" as one name, though they also write "the valley".
  const pairs = new Map<string, string>();
  for (const e of material.events)
    for (const s of e.sources)
      for (const sentence of splitSentences(s.body))
        for (const [i, t, next] of tokenize(sentence).map((t, i, all) => [i, t, all[i + 1]] as const)) {
          const w = t.raw.toLowerCase();
          if (t.numeric) continue;
          if (!t.capital) lower.add(w);
          // A sentence's first word is capitalised anyway: "Parents were asked …" names no one, "Velmar
          // Wasserwerke has …" does.
          else if ((i > 0 || next?.capital) && !capital.has(w)) capital.set(w, t.raw);
          if (t.capital && next?.capital && !next.numeric && !t.breakAfter)
            pairs.set(`${w} ${next.raw.toLowerCase()}`, next.raw);
        }
  const names: string[] = [];
  // "whats behind the leak at kestrl": a word no source writes, one letter off a name they all write, is that name.
  const retyped = new Map<string, string>();
  let run: string[] = [];
  const flush = () => {
    if (run.length) names.push(run.join(' '));
    run = [];
  };
  tokenize(q.text).forEach((t, i) => {
    const typed = t.raw.toLowerCase();
    const plain = i > 0 && !t.numeric && typed.length > 2 && !FUNCTION_WORDS.has(typed);
    const w =
      plain && !capital.has(typed) && !lower.has(typed) ? (misspeltName(typed, capital, lower) ?? typed) : typed;
    const pair = run.length ? pairs.get(`${run[run.length - 1]!.toLowerCase()} ${w}`) : undefined;
    const name =
      plain &&
      !WEEKDAYS.includes(w) &&
      !MONTHS.includes(w) &&
      ((capital.has(w) && !lower.has(w)) || pair !== undefined);
    if (!name) return flush();
    if (w !== typed) retyped.set(t.norm, normalize(capital.get(w)!));
    run.push(pair ?? capital.get(w)!);
    if (t.breakAfter) flush();
  });
  flush();
  const added = names.filter((n) => !q.names.some((m) => m.toLowerCase() === n.toLowerCase()));
  if (!added.length) return q;
  const terms = retyped.size ? [...new Set(q.terms.map((t) => retyped.get(t) ?? t))] : q.terms;
  return { ...q, names: [...q.names, ...added], terms };
}

/**
 * The one name (a word the sources capitalise and never write in lower case) that a word of five
 * letters or more, written by no source, is one letter off: a letter left out, added, changed, or two
 * swapped ("kestrl" for "Kestrel"). Null when none is, or more than one.
 */
export function misspeltName(
  typed: string,
  capital: ReadonlyMap<string, string>,
  lower: ReadonlySet<string>,
): string | null {
  if (typed.length < 5) return null;
  let found: string | null = null;
  for (const w of capital.keys()) {
    if (w.length < 5 || lower.has(w) || Math.abs(w.length - typed.length) > 1 || !oneEditApart(typed, w)) continue;
    if (found !== null) return null;
    found = w;
  }
  return found;
}

/** Whether two different words are one edit apart: a letter inserted, deleted or changed, or two neighbours swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Reads the material against a question: every sentence of every source (and report passage) in
 * the question's period, merged where texts carry it word for word, with how much of the question
 * each sentence and each event holds.
 */
export function readMaterial(asked: Question, material: AskMaterial): Reading {
  const q = withNamesTypedLower(asked, material);
  const nameTerms = new Set(q.names.flatMap((n) => [...termSet(contentTerms(tokenize(n)))]));
  const weights = new Map<string, number>();
  for (const t of q.terms) {
    const common = material.commonness?.get(t) ?? 0;
    weights.set(t, (nameTerms.has(t) ? 2 : 1) * (1 - 0.8 * Math.min(1, common)));
  }
  // A question about what is to come is answered from what sources say now, whenever they said it.
  const inScope = (d: Date) => q.time.future || ((!q.time.from || d >= q.time.from) && (!q.time.to || d < q.time.to));

  const groups: Group[] = [];
  for (const e of material.events) {
    const g = newGroup(e.eventId, e.title);
    const byText = new Map<string, Unit>();
    for (const s of e.sources) {
      const time = sourceTime(s);
      if (!inScope(time)) continue;
      const sentences = splitSentences(s.body);
      const carrier: Carrier = {
        kind: 'source',
        url: s.url,
        title: s.title,
        publication: s.publication,
        time,
        publishedAt: s.publishedAt,
        eventIds: [e.eventId],
        about: indexOf(`${s.title}. ${sentences[0] ?? ''}`),
        facts: s.facts ?? null,
        sentences: [],
      };
      addUnit(g, byText, s.title, 'title', carrier);
      sentences.forEach((text, i) => {
        const unit = addUnit(g, byText, text, i === 0 ? 'lead' : 'body', carrier);
        if (unit) carrier.sentences.push(unit);
      });
    }
    if (g.units.length) groups.push(g);
  }
  for (const r of material.reports) {
    const g = newGroup(r.url, r.title);
    const byText = new Map<string, Unit>();
    for (const p of r.passages) {
      for (const text of splitSentences(p.text)) {
        // A report covers many events: what one of its sentences is about is that sentence alone.
        const carrier: Carrier = {
          kind: 'report',
          url: r.url,
          title: r.title,
          publication: r.agentSlug,
          time: r.asOf,
          publishedAt: r.asOf,
          eventIds: p.eventIds,
          about: indexOf(text),
          facts: null,
          sentences: [],
        };
        addUnit(g, byText, text, 'report', carrier);
      }
    }
    if (g.units.length) groups.push(g);
  }

  const topic = q.terms.filter((t) => !nameTerms.has(t));
  // "When is the minister due to testify?": the schedule frames a question about when; an event that
  // says "will appear on 16 September" holds it as well as one that writes "is due to".
  const onTopic = (g: Group, t: string) => hasTerm(g.terms, t) || (q.kind === 'time' && SCHEDULE_TERMS.has(t));
  // "Caylloma province" in the question: within an event that names it, "the province" is that one.
  const kindOfPlace = new Map(
    q.names.flatMap((n) => {
      const kind = new RegExp(`${escapeRegExp(n)}\\s+(${PLACE_KINDS})\\b`, 'i').exec(q.text)?.[1];
      return kind ? [[n, new RegExp(`\\bthe ${kind.toLowerCase()}\\b`, 'i')] as const] : [];
    }),
  );
  // The question's verbs (see Group.topicHeld).
  const verbs = new Set(
    tokenize(q.text)
      .filter((t) => !t.capital && !t.numeric && isVerbForm(t.raw.toLowerCase()))
      .map((t) => t.norm),
  );
  const negated = negatedInCondition(q);
  const going = activityAsked(q, stillAsked(q, nameTerms));
  // A denied condition is the narrowest part of the question: it picks which case is asked, so it weighs double.
  const rankWeights = new Map([...weights].map(([t, w]) => [t, nameTerms.has(t) ? w / 4 : negated.has(t) ? 2 * w : w]));
  for (const g of groups) {
    const text = g.units.map((u) => u.text).join(' ');
    const index: TextIndex = {
      lower: text.toLowerCase(),
      terms: g.terms,
      acronyms: new Set(g.units.flatMap((u) => [...acronymsOf(u.tokens)])),
      countries: new Set(countriesIn(text).map((c) => c.country)),
    };
    // "The Italian strike": a country's adjective says where the event happened, so the event's
    // headlines or leads must hold the country; "routes between Spain and Italy" in its body do not.
    const abouts = g.units.flatMap((u) => u.carriers.filter((c) => c.kind === 'source').map((c) => c.about));
    g.missingNames = q.names.filter((n) =>
      abouts.length && countryAdjective(n) ? !abouts.some((a) => nameIn(n, a)) : !nameIn(n, index),
    );
  }
  const linked = storyNames(q, groups);
  for (const g of groups) {
    // A name the event holds by another of its forms ("Thai" by "Bangkok", "Icelandic" by "Iceland") holds its words.
    const heldByName = new Set(
      q.names.filter((n) => !g.missingNames.includes(n)).flatMap((n) => [...termSet(contentTerms(tokenize(n)))]),
    );
    const holds = (t: string) => hasTerm(g.terms, t) || heldByName.has(t);
    g.missingTerms = [
      ...q.terms.filter((t) => !holds(t)),
      ...q.numbers.filter((n) => !g.units.some((u) => u.tokens.some((t) => t.numeric && t.norm === n))),
    ];
    g.coverage = share(q.terms, holds, weights);
    g.topicCoverage = topic.length ? share(topic, (t) => onTopic(g, t), weights) : 1;
    // Each term counted once; a verb of the question the event lacks counts half.
    const held = topic.filter((t) => onTopic(g, t)).length;
    const lacking = topic.reduce((a, t) => a + (onTopic(g, t) ? 0 : verbs.has(t) ? 0.5 : 1), 0);
    g.topicHeld = topic.length ? held / (held + lacking) : 1;
    // Sentences are told apart by the rest of the question more than by the names the event holds,
    // and more by words few of its sentences share (the event's own subject says little): each term
    // weighs less the more of the event's sentences hold it. A term a sentence lacks but its source's
    // headline or lead has ("The project will cost …"), or a name only the event holds, counts half.
    const local = new Map(
      q.terms.map((t) => [
        t,
        rankWeights.get(t)! * (1 - (0.5 * g.units.filter((u) => hasTerm(u.terms, t)).length) / g.units.length),
      ]),
    );
    // A name in the headline or lead of two of the event's sources, or of its first, is its setting
    // ("Kamanyola, a town in South Kivu"): every sentence of the event holds it.
    const carriers = [...new Map(g.units.flatMap((u) => u.carriers).map((c) => [c.url, c])).values()];
    const first = carriers.reduce<Carrier | null>((a, c) => (!a || c.time < a.time ? c : a), null);
    // Or named by two of its sources, one in its headline or lead ("rescuers reach isolated Tarsa
    // villages"), the other in its body ("the worst damage was in the Tarsa valley"); a place one source
    // names in passing ("flights were diverted to Porto") is not.
    const sourcesNaming = (n: string) =>
      carriers.filter(
        (c) =>
          c.kind === 'source' &&
          (nameIn(n, c.about) ||
            g.units.some((u) => u.carriers.includes(c) && nameIn(n, indexOf(u.text, u.tokens, u.terms)))),
      ).length;
    const setting = new Set(
      q.names.filter(
        (n) =>
          linked.get(g)?.includes(n) ||
          (sourcesNaming(n) >= 2 && carriers.some((c) => c.kind === 'source' && nameIn(n, c.about))) ||
          (first && first.kind === 'source' && nameIn(n, first.about)) ||
          carriers.filter((c) => c.kind === 'source' && nameIn(n, c.about)).length >= 2,
      ),
    );
    // "Hollin Lane Primary" in the question, "Hollin Lane Primary School" in the event: there, "the
    // school" is that one, and a sentence on "the school" names it.
    const called = g.missingNames.length
      ? []
      : namesByKind(q.names, g.units.map((u) => u.text.toLowerCase()).join(' '));
    for (const u of g.units) {
      const calledHere = new Set(called.filter(([, kind]) => kind.test(u.text)).flatMap(([n]) => termsOfName(n)));
      const deniedHere = negated.size ? termSet(deniedTokens(u.text).map((t) => t.norm)) : null;
      const onGoing = going.length > 0 && stopsOrRestarts(u);
      u.relevance = share(
        q.terms,
        (t) =>
          (hasTerm(u.terms, t) && (!negated.has(t) || hasTerm(deniedHere!, t))) ||
          calledHere.has(t) ||
          (onGoing && going.includes(t))
            ? 1
            : hasTerm(u.terms, t)
              ? 0
              : u.carriers.some((c) => hasTerm(c.about.terms, t)) || (nameTerms.has(t) && hasTerm(g.terms, t))
                ? 0.5
                : 0,
        local,
      );
      // "Rotterdam" at the end of a story about Antwerp does not make it a story about Rotterdam.
      const own = q.names.length ? indexOf(u.text, u.tokens, u.terms) : null;
      // Within one event a place and its country are one setting: "Wellington" is held by a sentence on New Zealand.
      u.namesHeld = q.names.every(
        (n) =>
          (setting.has(n) && u.position !== 'report') ||
          (kindOfPlace.get(n) !== undefined && !g.missingNames.includes(n) && kindOfPlace.get(n)!.test(u.text)) ||
          [own!, ...u.carriers.map((c) => c.about)].some((t) => nameIn(n, t)) ||
          (!g.missingNames.includes(n) &&
            [own!, ...u.carriers.map((c) => c.about)].some((t) => countryHeld(n, t) || settingOf(n, t))),
      );
    }
  }
  return { question: q, groups, weights, nameTerms };
}

/**
 * News goes on telling a story under other names: a later report of the Munnar landslide may name
 * only the estate it hit. An event that shares a rare name (capitalised mid-sentence, held by few
 * events) with an event holding a name of the question holds that name too, as its setting. Names
 * that many events hold are background and link nothing; agents' reports, which restate many events,
 * link nothing either. Returns the names each event gains (they leave its missing names).
 */
function storyNames(q: Question, groups: Group[]): Map<Group, string[]> {
  const out = new Map<Group, string[]>();
  const sources = groups.filter((g) => !g.key.startsWith('sitrep://'));
  if (!q.names.length || sources.length < 2) return out;
  const asked = new Set(q.names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  // A proper name is a word never written in lower case ("Chembakara", not "National" or "South"),
  // and not a day, a month or a known place (which many stories share).
  const lower = new Set<string>();
  for (const g of sources)
    for (const u of g.units) for (const t of u.tokens) if (!t.capital) lower.add(t.raw.toLowerCase());
  const held = new Map<string, number>();
  for (const g of sources) for (const c of g.capitals) held.set(c, (held.get(c) ?? 0) + 1);
  const rare = (c: string) =>
    c.length >= 4 &&
    !asked.has(c) &&
    !lower.has(c) &&
    !NOT_STORY_NAMES.has(c) &&
    countryOf(c) === null &&
    held.get(c)! <= Math.max(2, Math.min(8, sources.length / 4));
  const rareOf = new Map(sources.map((g) => [g, new Set([...g.capitals].filter(rare))]));
  // Two shared names, or one long one: one short capitalised word is too often a coincidence. A union,
  // an operator, a storm act in several stories of a day: an event whose headlines or leads place it
  // somewhere the other event never names ("bus drivers in Ostrava Nova") is a story of its own place.
  const indexes = new Map(sources.map((g) => [g, indexOf(g.units.map((u) => u.text).join(' '))]));
  const placesOf = new Map(sources.map((g) => [g, ownPlaces(g)]));
  const linkedTo = (g: Group, h: Group) => {
    const shared = [...rareOf.get(g)!].filter((c) => rareOf.get(h)!.has(c));
    return (
      (shared.length >= 2 || shared.some((c) => c.length >= 6)) &&
      placesOf.get(g)!.every((p) => nameIn(p, indexes.get(h)!))
    );
  };
  for (const g of sources) {
    if (!g.missingNames.length) continue;
    const gains = g.missingNames.filter((n) =>
      sources.some((h) => h !== g && !h.missingNames.includes(n) && linkedTo(g, h)),
    );
    if (gains.length) out.set(g, gains);
  }
  for (const [g, gains] of out) g.missingNames = g.missingNames.filter((n) => !gains.includes(n));
  return out;
}

const NOT_STORY_NAMES = new Set([...WEEKDAYS, ...MONTHS]);

/** Words that place what a headline or lead tells ("in Velmont", "at the Rendavik estate", "near Tolva"). */
const PLACING = new Set(['in', 'at', 'near', 'outside']);

/**
 * The places an event's headlines and leads put it in: the capitalised words after "in", "at", "near"
 * or "outside" (a "the" between them allowed), not a day or a month; a title-case headline places nothing.
 */
function ownPlaces(g: Group): string[] {
  const out = new Set<string>();
  for (const u of g.units) {
    // (In a title-case headline every word is capitalised: its lead places it.)
    if ((u.position !== 'title' && u.position !== 'lead') || u.titleCase) continue;
    const t = u.tokens;
    for (let i = 0; i < t.length - 1; i++) {
      if (!PLACING.has(t[i]!.raw.toLowerCase()) || t[i]!.breakAfter) continue;
      let j = i + 1;
      if (t[j]!.raw.toLowerCase() === 'the' && !t[j]!.breakAfter) j++;
      const run: string[] = [];
      for (; j < t.length && t[j]!.capital && !t[j]!.numeric; j++) {
        run.push(t[j]!.raw);
        if (t[j]!.breakAfter) break;
      }
      const place = run.filter((w) => !NOT_STORY_NAMES.has(w.toLowerCase())).join(' ');
      if (place && place.toLowerCase() !== 'the') out.add(place);
    }
  }
  return [...out];
}

/** The weighted share of `terms` that `held` says are there (each 0 to 1). */
function share(terms: string[], held: (t: string) => number | boolean, weights: Map<string, number>): number {
  let total = 0;
  let got = 0;
  for (const t of terms) {
    const w = weights.get(t)!;
    total += w;
    got += Number(held(t)) * w;
  }
  return total > 0 ? got / total : 0;
}

function newGroup(key: string, title: string): Group {
  return {
    key,
    title,
    units: [],
    terms: new Set(),
    capitals: new Set(),
    coverage: 0,
    topicCoverage: 0,
    topicHeld: 0,
    missingNames: [],
    missingTerms: [],
  };
}

function addUnit(
  g: Group,
  byText: Map<string, Unit>,
  raw: string,
  position: Unit['position'],
  carrier: Carrier,
): Unit | null {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length < 3) return null;
  const key = text.toLowerCase();
  const seen = byText.get(key);
  if (seen) {
    if (!seen.carriers.some((c) => c.url === carrier.url)) seen.carriers.push(carrier);
    seen.time = Math.min(seen.time, carrier.time.getTime());
    return seen;
  }
  const tokens = tokenize(text);
  const terms = termSet([...contentTerms(tokens), ...idiomTermsIn(text)]);
  const words = tokens.filter((t) => !t.numeric && /^\p{L}/u.test(t.raw));
  const titleCase = words.length >= 4 && words.filter((t) => t.capital).length / words.length > 0.6;
  const unit: Unit = {
    text,
    tokens,
    terms,
    figures: [...figuresIn(tokens), ...ordinalDeaths(tokens)],
    position,
    carriers: [carrier],
    time: carrier.time.getTime(),
    titleCase,
    group: g,
    relevance: 0,
    namesHeld: false,
  };
  byText.set(key, unit);
  g.units.push(unit);
  for (const t of terms) g.terms.add(t);
  if (!titleCase) for (const t of tokens.slice(1)) if (t.capital && !t.numeric) g.capitals.add(t.raw.toLowerCase());
  return unit;
}

/** The sentence that follows `u` in a text carrying it (the first such text), if any. */
export function nextInText(u: Unit): Unit | null {
  for (const c of u.carriers) {
    const i = c.sentences.indexOf(u);
    if (i >= 0 && i + 1 < c.sentences.length) return c.sentences[i + 1]!;
  }
  return null;
}

/** A past or present participle, or an irregular past form ("searching", "stolen", "fell"). */
export function isVerbForm(word: string): boolean {
  return (word.length >= 5 && /(ed|ing)$/.test(word)) || word in IRREGULAR;
}

/** Initials of runs of capitalised words ("European Central Bank" → "ecb"). */
function acronymsOf(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  let run = '';
  for (const t of tokens) {
    if (t.capital && !t.numeric) run += t.raw[0]!.toLowerCase();
    else if (!/^(of|the|and|for|de)$/.test(t.raw)) {
      if (run.length >= 2) out.add(run);
      run = '';
    }
  }
  if (run.length >= 2) out.add(run);
  return out;
}

/**
 * Whether a text holds a name: the phrase itself, every word of it, a country by one of its places or
 * its adjective ("Italy" and "Italian"), or the initials of a name in it ("ECB").
 */
export function nameIn(name: string, text: TextIndex): boolean {
  const phrase = name.toLowerCase();
  if (text.lower.includes(phrase)) return true;
  const parts = contentTerms(tokenize(name));
  if (parts.length && parts.every((p) => text.terms.has(p))) return true;
  // A country is also named by its places and adjective ("Italy": "Italian", "Milan"); a city only by itself.
  const country = countryOf(phrase);
  const adjective = !phrase.includes(' ') && ADJECTIVE_ENDING.test(phrase);
  if (country && (countryName(country).toLowerCase() === phrase || adjective) && text.countries.has(country))
    return true;
  // "Rwandan" in the question, "Rwanda" in the text; "Congolese" and "Congo".
  if (adjective && placeOfAdjective(phrase, text.lower)) return true;
  return /^\p{Lu}{2,6}$/u.test(name) && text.acronyms.has(phrase);
}

/** A country's adjective ("Italian", "Icelandic"), not the country's name. */
function countryAdjective(name: string): boolean {
  const phrase = name.toLowerCase();
  const country = countryOf(phrase);
  return country !== null && countryName(country).toLowerCase() !== phrase && ADJECTIVE_ENDING.test(phrase);
}

/** Whether a text names the country of a place ("Wellington": a text on New Zealand). */
function countryHeld(name: string, text: TextIndex): boolean {
  const country = countryOf(name.toLowerCase());
  return country !== null && text.countries.has(country);
}

/**
 * A country the event holds (by name or adjective) is the setting of its sentences that name no other
 * country: "Norway" is held by "GlassMoth claims the Bergen breach" in a story on western Norway.
 */
function settingOf(name: string, text: TextIndex): boolean {
  const phrase = name.toLowerCase();
  const country = countryOf(phrase);
  if (!country || !(countryName(country).toLowerCase() === phrase || ADJECTIVE_ENDING.test(phrase))) return false;
  return [...text.countries].every((c) => c === country);
}

/**
 * The words of what a "still" question asks goes on ("is it still raining" → rain, "are they still
 * making chips" → making), names left out; none for other questions. A sentence that says it stopped
 * or starts again ("paused production", "expects to restart the plant on Sunday") is on it, in whatever
 * words the question names the activity.
 */
export function stillAsked(q: Question, nameTerms: ReadonlySet<string>): string[] {
  const after = /\bstill\s+(?:not\s+|being\s+)?([\p{L}-]+)/iu.exec(q.text)?.[1];
  if (!after) return [];
  const word = tokenize(after)[0]?.norm;
  return word && q.terms.includes(word) && !nameTerms.has(word) ? [word] : [];
}

/**
 * Of a still-question's words, those that name an activity or whether something works ("making",
 * "running", "closed"): what stopped or restarts speaks to them; to "still safe" or "still missing" it does not.
 */
export function activityAsked(q: Question, going: readonly string[]): string[] {
  const word = /\bstill\s+(?:not\s+|being\s+)?([\p{L}-]+)/iu.exec(q.text)?.[1]?.toLowerCase() ?? '';
  return going.filter(
    (t) => /ing$/.test(word) || conceptsOf(t).some((c) => c === 'halt' || c === 'resumption' || c === 'closure'),
  );
}

/** Whether a sentence says something stopped or starts again ("halted", "paused", "restart", "resumed"). */
export const stopsOrRestarts = (u: Unit): boolean =>
  [...u.terms].some((t) => conceptsOf(t).some((c) => c === 'halt' || c === 'resumption'));

/**
 * The question's terms denied in a condition or a relative clause ("if their kid isn't vaccinated",
 * "people who have not been paid"): a sentence that holds such a term denied holds it, one that holds
 * it as done holds it at half. (An opening "Isn't …" or "why didn't …" asks; it denies nothing.)
 */
function negatedInCondition(q: Question): Set<string> {
  const m = /\b(?:if|unless|who|whose|that|where|when)\b(.+)$/i.exec(q.text);
  if (!m) return new Set();
  const denied = termSet(deniedTokens(m[1]!).map((t) => t.norm));
  return new Set(q.terms.filter((t) => denied.has(t)));
}

/** Kinds of site or body a name is written with ("Hollin Lane Primary School", "the Moss Road plant"). */
const SITE_KINDS =
  'school|hospital|clinic|plant|factory|refinery|mine|mill|smelter|port|airport|terminal|station|bridge|tunnel|dam|prison|university|college|stadium|market|museum|library|union|board|council|court|agency|airline';

/**
 * For each name of the question, the way the event refers back to it: "the school" where the event
 * writes the name followed by that kind ("Hollin Lane Primary School", "Hollin Lane Primary school").
 */
function namesByKind(names: readonly string[], lower: string): [string, RegExp][] {
  return names.flatMap((n) => {
    const kind = new RegExp(`${escapeRegExp(n.toLowerCase())}\\s+(${SITE_KINDS}|${PLACE_KINDS})\\b`).exec(lower)?.[1];
    return kind ? [[n, new RegExp(`\\bthe ${kind}\\b`, 'i')] as [string, RegExp]] : [];
  });
}

const termsOfName = (n: string) => [...termSet(contentTerms(tokenize(n)))];

/** Nouns for kinds of place that a later sentence refers back to ("the province"). */
const PLACE_KINDS =
  'province|region|state|county|district|valley|city|town|village|port|island|prefecture|municipality';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How adjectives of places end ("Rwandan", "Burundian", "Congolese", "Thai", "Danish", "Icelandic"). */
const ADJECTIVE_ENDING = /(an|ese|ish|i|ic)$/;

/** Whether a text names the place an adjective comes from: a word of it the adjective starts with, but for the place's last letter. */
function placeOfAdjective(adjective: string, lower: string): boolean {
  for (const m of lower.matchAll(/\p{L}{4,}/gu)) {
    const w = m[0];
    // A short word must be whole at the adjective's start ("Peru" in "Peruvian"): "that" is not "Thai".
    const stem = w.length >= 5 ? w.slice(0, -1) : w;
    if (w !== adjective && adjective.startsWith(stem) && adjective.length - w.length <= 4) return true;
  }
  return false;
}
