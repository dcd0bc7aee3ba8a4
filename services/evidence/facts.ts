import { figuresIn } from './figures.ts';
import { FUNCTION_WORDS, MONTHS, WEEKDAYS } from './lexicon.ts';
import { splitSentences } from './sentences.ts';
import { tokenize, type Token } from './tokens.ts';

// Facts of the evidence, read per source with the source's time: figures with what they count,
// places and actors named, and what a sentence says happened to the situation (a resolution, an
// announcement). Pure; reports and Ask read the same facts.

/** One source article as the facts see it. */
export interface SourceDoc {
  /** The source's canonical URL. */
  sourceId: string;
  eventId: string;
  publication: string;
  title: string;
  /** The article's lead and text. */
  text: string;
  /** When the source says it was published, else when it was ingested (ISO). */
  at: string;
  /** When Sitrep ingested it (ISO): what a report written at a time could have known. */
  ingestedAt: string;
}

interface FactOrigin {
  sourceId: string;
  eventId: string;
  publication: string;
  at: string;
  ingestedAt: string;
  /** The sentence stating it, as written. */
  sentence: string;
}

/** A number a source states, with what it counts. */
export interface FigureFact extends FactOrigin {
  /** What it counts, normalised: the head word and the word after it ("vessel wait"). */
  key: string;
  /** What it counts, as written ("vessels waiting"). */
  label: string;
  value: number;
  /** The figure as written ("48", "3.1 million"). */
  text: string;
  unit: 'percent' | 'currency' | 'duration' | null;
}

/** A place or an actor a source names. */
export interface NameFact extends FactOrigin {
  kind: 'place' | 'actor';
  name: string;
}

/** A sentence that says the situation turned (a deal, a reopening) or that something is scheduled. */
export interface TurnFact extends FactOrigin {
  kind: 'resolution' | 'scheduled';
}

export interface SourceFacts {
  figures: FigureFact[];
  names: NameFact[];
  turns: TurnFact[];
}

const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** Words that say a disruption ended or eased. */
const RESOLUTION =
  /\b(?:deal|agreement|agreed|ceasefire|truce|restored|restores|reopened|reopens|reopening|resumed|resumes|lifted|lifts|called off|ended|ends|back to normal|contained|released|freed|signed|settled|eased|easing|recovered|cleared|withdrew|withdrawn|rescinded)\b/i;
/** Words that say the next step is announced or scheduled, and a time it is set for. */
const SCHEDULED =
  /\b(?:will|is expected to|are expected to|expected|scheduled|is due|are due|due to|set to|plans? to|deadline|vote|talks|hearing|summit|meeting|ruling|decision)\b/i;
const WHEN =
  /\b(?:(?:on|for|until|by|from) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:this|later this|by the end of the) (?:week|month)|tomorrow|within (?:\w+ )?(?:hours?|days?|weeks?)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|midnight)|over the weekend|in the coming (?:days|weeks|hours)|(?:on|by) \d{1,2} (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:on|by) (?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2})\b/i;
const PLACE_PREPOSITIONS = words('in at near off outside across into from to through around along');
const CALENDAR = new Set([...WEEKDAYS, ...MONTHS]);
const NOT_NAMES = words(
  `the a an this that these those it its they he she we there here in on at by for after before during since as but and
  or so if when while no not officials authorities police residents analysts some many most several more about around
  nearly almost over under up according however meanwhile also both monday tuesday wednesday thursday friday saturday
  sunday today tomorrow yesterday`,
);

const content = (t: Token) => !t.numeric && !FUNCTION_WORDS.has(t.raw.toLowerCase()) && t.raw.length > 1;

/** What a figure counts: up to two content words after it, else up to two before it (skipping verbs of change). */
function countedOf(tokens: readonly Token[], index: number, textWords: number): Token[] {
  const end = index + textWords - 1;
  const after: Token[] = [];
  if (!tokens[end]?.breakAfter) {
    for (let j = end + 1; j < tokens.length && after.length < 2; j++) {
      const t = tokens[j]!;
      if (!content(t) || t.capital) break;
      after.push(t);
      if (t.breakAfter) break;
    }
  }
  if (after.length) return after;
  const before: Token[] = [];
  for (let j = index - 1; j >= 0 && before.length < 2; j--) {
    const t = tokens[j]!;
    if (t.breakAfter && j !== index - 1) break;
    if (
      /^(?:rose|risen|rise|rises|fell|fallen|falls|climbed|reached|dropped|increased|decreased|now|stood|stands|totals?|totalled|at|to|by|from)$/i.test(
        t.raw,
      )
    )
      continue;
    if (!content(t) || t.capital) {
      if (before.length) break;
      continue;
    }
    before.unshift(t);
  }
  return before;
}

/** Runs of capitalised words that are not sentence openers, calendar words or the publication. */
function namesIn(sentence: string, tokens: readonly Token[]): { name: string; place: boolean }[] {
  const out: { name: string; place: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.capital || t.numeric) continue;
    const lower = t.raw.toLowerCase();
    if (
      CALENDAR.has(lower) ||
      (i === 0 && NOT_NAMES.has(lower)) ||
      (NOT_NAMES.has(lower) && i > 0 && !tokens[i - 1]!.capital)
    )
      continue;
    let j = i;
    while (
      j + 1 < tokens.length &&
      !tokens[j]!.breakAfter &&
      (tokens[j + 1]!.capital || (/^(?:of|de|al|el|the)$/.test(tokens[j + 1]!.raw) && tokens[j + 2]?.capital)) &&
      !CALENDAR.has(tokens[j + 1]!.raw.toLowerCase()) &&
      sentence.slice(tokens[j]!.end, tokens[j + 1]!.start).trim() === ''
    )
      j++;
    const name = tokens
      .slice(i, j + 1)
      .map((x) => x.raw)
      .join(' ');
    // A single capitalised word opening the sentence is a name only when it reads like one elsewhere.
    if (i === 0 && j === 0 && NOT_NAMES.has(lower)) {
      i = j;
      continue;
    }
    const prev = tokens[i - 1]?.raw.toLowerCase() ?? '';
    out.push({ name, place: PLACE_PREPOSITIONS.has(prev) });
    i = j;
  }
  return out;
}

/** The facts one source states, sentence by sentence (the title first). */
export function factsOfSource(doc: SourceDoc): SourceFacts {
  const origin = (sentence: string): FactOrigin => ({
    sourceId: doc.sourceId,
    eventId: doc.eventId,
    publication: doc.publication,
    at: doc.at,
    ingestedAt: doc.ingestedAt,
    sentence,
  });
  const out: SourceFacts = { figures: [], names: [], turns: [] };
  const seenNames = new Set<string>();
  const publication = doc.publication.toLowerCase();
  for (const sentence of [doc.title, ...splitSentences(doc.text)]) {
    const tokens = tokenize(sentence);
    for (const f of figuresIn(tokens)) {
      if (f.superseded) continue;
      const counted = countedOf(tokens, f.index, f.text.split(' ').length);
      const label = [...(f.unit === 'percent' ? ['percent'] : []), ...counted.map((t) => t.raw)].join(' ');
      if (!counted.length) continue;
      out.figures.push({
        ...origin(sentence),
        key: counted.map((t) => t.norm).join(' '),
        label,
        value: f.value,
        text: f.text,
        unit: f.unit,
      });
    }
    for (const { name, place } of namesIn(sentence, tokens)) {
      const lower = name.toLowerCase();
      if (lower === publication || seenNames.has(`${place}:${lower}`)) continue;
      seenNames.add(`${place}:${lower}`);
      out.names.push({ ...origin(sentence), kind: place ? 'place' : 'actor', name });
    }
    if (RESOLUTION.test(sentence)) out.turns.push({ ...origin(sentence), kind: 'resolution' });
    if (sentence !== doc.title && SCHEDULED.test(sentence) && WHEN.test(sentence))
      out.turns.push({ ...origin(sentence), kind: 'scheduled' });
  }
  return out;
}

/** Two figure keys count the same thing: the same head word, and the same second word when both have one. */
export function sameCount(a: string, b: string): boolean {
  const [ha, sa] = a.split(' ');
  const [hb, sb] = b.split(' ');
  return ha === hb && (!sa || !sb || sa === sb);
}

/** One tracked figure of an event: its latest value and source, what it was before, and who disagrees. */
export interface TrackedFigure {
  eventId: string;
  key: string;
  latest: FigureFact;
  /** The latest value among the sources `known` says an earlier reader had (undefined when none). */
  before?: FigureFact;
  /** Other values stated at about the same time as the latest by other publications. */
  disagreeing: FigureFact[];
}

const byTime = (a: { at: string; ingestedAt: string; sourceId: string }, b: typeof a) =>
  a.at.localeCompare(b.at) || a.ingestedAt.localeCompare(b.ingestedAt) || a.sourceId.localeCompare(b.sourceId);

/** Hours within which two sources' different values for one count are a disagreement, not a change. */
const SAME_ROUND_MS = 3 * 3_600_000;

/**
 * The figures of events tracked over their sources: for each thing counted, the latest value and
 * the source that gave it, the latest value among sources an earlier reader already had (`known`),
 * and the publications that stated another value at about the same time.
 */
export function trackFigures(
  figures: readonly FigureFact[],
  known: (f: FigureFact) => boolean = () => false,
): TrackedFigure[] {
  const groups: FigureFact[][] = [];
  for (const f of [...figures].sort(byTime)) {
    const g = groups.find((x) => x[0]!.eventId === f.eventId && sameCount(x[0]!.key, f.key));
    if (g) g.push(f);
    else groups.push([f]);
  }
  return groups.map((g) => {
    const latest = g[g.length - 1]!;
    const earlier = g.filter(known);
    const disagreeing = g.filter(
      (f) =>
        f.publication !== latest.publication &&
        f.value !== latest.value &&
        Date.parse(latest.at) - Date.parse(f.at) <= SAME_ROUND_MS &&
        !g.some((x) => x.publication === f.publication && byTime(x, f) > 0),
    );
    return { eventId: latest.eventId, key: latest.key, latest, before: earlier[earlier.length - 1], disagreeing };
  });
}
