import { countryOf } from '../dedup/gazetteer.ts';
import type { Figure } from '../evidence/figures.ts';
import {
  CAUSE_MARKERS,
  FUNCTION_WORDS,
  GENERIC_COUNTED,
  EXPECTATION_WORDS,
  GENERIC_MEASURES,
  MEASURE_CONCEPTS,
  MONTHS,
  REVERSAL_WORDS,
  WEEKDAYS,
  conceptOf,
  idiomTermsIn,
} from '../evidence/lexicon.ts';
import { HOW_MEASURES, type Question } from './question.ts';
import { namesAPart } from './stored-facts.ts';

/** The words "how high" stands for: seldom written ("peaked at 86 ships"), unlike "magnitude" for "how strong". */
const HOW_WORDS = new Set(HOW_MEASURES.high!.map(normalize));
import type { Reading, Unit } from './reading.ts';
import { timeExpressionIn } from './time-scope.ts';
import { hasTerm, normalize, tokenize, type Token } from '../evidence/tokens.ts';

const tokenizeNorms = (text: string) => tokenize(text).map((t) => t.norm);

/**
 * How well a sentence holds the kind of answer a question wants, from 0 to 1: a figure of what is
 * counted, a name, a place, an expression of time, a cause, or the named thing asked to pick.
 */
export function answerCue(r: Reading, u: Unit): number {
  const q = r.question;
  const main = cueOf(q.kind, r, u);
  // "Which road was cut, and where?": the sentence that holds both.
  return q.also ? Math.min(main, cueOf(q.also, r, u)) : main;
}

function cueOf(kind: Question['kind'], r: Reading, u: Unit): number {
  const q = r.question;
  switch (kind) {
    case 'figure':
      return bestFigure(r, u)?.score ?? 0;
    case 'name':
      return nameCue(u, q);
    case 'place':
      return placesOf(u, q).length ? 1 : 0;
    case 'time':
      return timeCue(u, q);
    case 'cause':
      return causeCue(u, q);
    case 'pick':
      return pickCue(u, q);
    case 'phone':
      return phoneNumberIn(u.text) ? 1 : 0;
    default:
      // "What should customers do now?" asks what they are told to do ("is telling customers to reset
      // their passwords", "urged residents to boil water").
      return ADVICE_ASKED.test(q.text) ? (ADVICE.test(u.text) ? 1 : 0.3) : 1;
  }
}

/** A question what someone should do. */
const ADVICE_ASKED =
  /\bwhat (?:should|must|ought)\b|\bwhat (?:can|do|does|are|is)\b.*\b(?:do|doing|supposed to|advised|told|asked)\b/i;
/** A sentence that tells people what to do. */
const ADVICE =
  /\b(?:tell|tells|telling|told|urge|urges|urging|urged|advise|advises|advising|advised|ask|asks|asking|asked|warn|warns|warned|recommend|recommends|recommended|encourage|encourages|encouraged)\s+(?:\w+\s+){0,3}?to\s+\w|\b(?:should|must)\s+(?!not\b)\w/i;

/**
 * A sentence that gives a cause ("because", "after", "amid" …), 1; else 0.2. A preview's reason is why
 * something is expected, not why it happened: "Economists expect a cut after inflation fell" does not
 * say why the bank did or did not cut (an expectation that was held, "had expected", is past news).
 */
function causeCue(u: Unit, q: Question): number {
  const markers = CAUSE_MARKERS.map((m) => new RegExp(`\\b${m}\\b`, 'i').exec(u.text)?.index ?? Infinity);
  const at = Math.min(...markers);
  // "Why is the restart later?" asks why something is expected: the reason a forecast gives answers it.
  const expects = EXPECTED_ASKED.test(q.text) ? null : PREVIEW.exec(u.text);
  if (at !== Infinity && !(expects && expects.index < at)) return explainsAsked(u, q, markers) ? 1 : 0.5;
  // "Why did the number of cases go down?": news says who left the count ("tested negative and are no
  // longer included", "had been counted twice"), with no word of cause.
  if (COUNT_DOWN_ASKED.test(q.text) && RECOUNTED.test(u.text)) return 1;
  // "Why didn't the bank cut rates?": the sentence that says it did not ("left its rate unchanged",
  // "kept", "decided against") tells it with what came in between, marker or not.
  return NOT_DONE_ASKED.test(q.text) && NOT_DONE.test(u.text) && !expects ? 0.8 : 0.2;
}

/**
 * Whether a sentence's cause explains what is asked: a marker after the thing asked about ("the leak
 * came from a faulty valve"), or a cause put first ("Because of the storm, …"). "Kestrel stopped its
 * lines after a leak" explains the stop by the leak, not the leak; a sentence that names nothing of
 * what is asked ("exporters lose money because containers wait") explains something else.
 */
function explainsAsked(u: Unit, q: Question, markers: readonly number[]): boolean {
  const names = new Set(q.names.flatMap((n) => tokenizeNorms(n)));
  const asked = q.terms.filter((t) => !names.has(t));
  const at = u.tokens.filter((t) => asked.some((a) => hasTerm(new Set([t.norm]), a)));
  if (!at.length) return !asked.length;
  // Each word of what is asked that the sentence holds, named before the cause ("paused output at its
  // works after a fire" names the fire after it).
  const firsts = asked
    .map((a) => u.tokens.find((t) => hasTerm(new Set([t.norm]), a))?.start)
    .filter((s): s is number => s !== undefined);
  const named = Math.max(...firsts);
  return markers.some((m) => m !== Infinity && (m > named || m <= FRONTED_CAUSE));
}

/** How far into a sentence a cause counts as put first ("Because of the storm, …", "After the blast, …"). */
const FRONTED_CAUSE = 12;

/** A why-question in the present or the future: about what is so or expected, not what happened. */
const EXPECTED_ASKED = /^(?:why|how come) (?:is|are|will|would|does|do)\b(?!.*\b(?:not|n['’]t)\b)/i;

/** A why-question about a count that went down or was revised. */
const COUNT_DOWN_ASKED =
  /^(?:why|how come)\b.*\b(?:number|count|toll|total|tally|figure|cases|deaths|casualties)\b.*\b(?:go(?:ne)? down|went down|fall|fell|fallen|drop|dropped|decrease|decreased|revised|lowered|cut|shrink|shrank)\b/i;
/** A sentence that says some were taken out of a count. */
const RECOUNTED =
  /\b(?:no longer (?:included|counted|listed)|removed from|taken out of|struck from|counted twice|double[- ]counted|tested negative|ruled out as|reclassified|wrongly (?:counted|included|listed)|were not (?:cases|victims))\b/i;

/** A why-question about something that did not happen ("why didn't …", "why has it not …"). */
const NOT_DONE_ASKED =
  /^(?:why|how come)\b.*\b(?:(?:did|does|do|has|have|had|was|were|is|are|would|will|could)n['’]?t|wo?n['’]?t|(?:did|does|do|has|have|had|was|were|is|are|would|will|could) (?:\w+ ){0,4}not|never)\b/i;
/** A sentence that says something was not done, or things were kept as they were. */
const NOT_DONE =
  /\b(?:unchanged|no change|kept|keeps|keep|held|holds|left (?:\w+ ){0,3}(?:unchanged|on hold|where)|decided against|ruled out|refused|declined to|(?:did|does|could|would|will)(?: not|n['’]?t)|was not|were not|wasn['’]?t|weren['’]?t|not (?:to|be))\b/i;

/** A present expectation or forecast: "economists expect a cut", "analysts forecast", "markets are pricing in". */
const PREVIEW =
  /\b(?:(?:we|they|economists|analysts|markets|traders|investors|forecasters|most|all|many)(?: \w+){0,3} (?:expect|predict|forecast|anticipate)|(?:expects|predicts|forecasts|anticipates)|(?:is|are) (?:widely )?(?:expected|forecast|predicted|tipped) to|(?:is|are) pricing in)\b/i;

/** The terms of the question that say what is measured, besides the target and the names. */
function predicateOf(r: Reading): string[] {
  const q = r.question;
  return q.terms.filter((t) => !r.nameTerms.has(t) && !q.target.includes(t));
}

/**
 * The figure of a sentence that best measures what the question counts, scored 0 to 1 (and a little
 * more for a change asked "by" how much):
 * - what it counts: the words right after it ("64 vessels"), else the words of its clause, must be
 *   the thing asked for (the target, or a word of its concept), and hold the measure the question
 *   names ("killed", "evacuated") and no other; a figure of what went back ("allowed to return")
 *   does not count what went out;
 * - the rest of the question (its subject) in the sentence, or in the headline or lead of its source;
 * - a unit that fits (a how-many is no percentage; a share is one).
 * Figures the question states itself are not answers.
 */
export function bestFigure(r: Reading, u: Unit): { figure: Figure; score: number } | null {
  const q = r.question;
  const predicate = predicateOf(r);
  const asked = [...q.target, ...predicate];
  const conceptsOf = (ws: Iterable<string>) =>
    new Set([...ws].map(conceptOf).filter((c): c is string => c !== null && MEASURE_CONCEPTS.has(c)));
  const measures = conceptsOf(asked);
  // "How much did rates fall" asks for the change ("by 25 basis points"); "what is the rate", the level ("to 2.5 percent").
  const change = asked.some((t) => conceptOf(t) === 'rise' || conceptOf(t) === 'fall');
  const reversal = asked.some((t) => REVERSAL_WORDS.has(t));
  const shareAsked = q.figureUnit === 'percent' && q.target.some((t) => /^(shar|percent|proportion)/.test(t));
  const target = q.target.filter((t) => !GENERIC_COUNTED.has(t) && !GENERIC_MEASURES.has(t));
  const howOnly = target.length > 0 && target.every((t) => HOW_WORDS.has(t));
  const idiomMeasures = conceptsOf(idiomTermsIn(u.text));
  let best: { figure: Figure; score: number } | null = null;
  for (const f of u.figures) {
    if (q.numbers.includes(String(f.value))) continue;
    if (!unitFits(f, q) || clockTime(u, f)) continue;
    const near = new Set([...f.before, ...f.after]);
    const counted = (f.counted.length ? f.counted : elided(u, f)).filter((w) => !GENERIC_COUNTED.has(w));
    const countedConcepts = conceptsOf(counted.length ? counted : near);
    // "64 vessels" counts vessels; "magnitude 6.8" measures a magnitude.
    // "For a second time" counts occurrences, not the "export licences" written before it.
    const occurrences = counted.length > 0 && counted.every((w) => conceptOf(w) === 'occurrence');
    const measuredBy = counted.length ? new Set([...counted, ...(occurrences ? [] : f.before.slice(-2))]) : near;
    // "How high did the queue peak": the words of "how high" are seldom written; the queue is what is measured.
    // "How much ransom are they asking for?": the sum a gang demands is the ransom ("the group's demand was
    // $200,000"), unless the words after it say what else it is for ("seeking C$500 million in damages").
    const demanded =
      f.unit === 'currency' &&
      target.some((t) => conceptOf(t) === 'ransom') &&
      f.before.slice(-2).some((w) => conceptOf(w) === 'demand') &&
      f.after.every((w) => MONEY_WORDS.has(w) || conceptOf(w) === 'currency' || conceptOf(w) === 'ransom');
    const targetHit =
      shareAsked ||
      demanded ||
      // "How many hurt …": "seven workers were taken to hospital" counts the hurt (IDIOM_TERMS).
      target.some((t) => idiomMeasures.has(conceptOf(t) ?? '')) ||
      target.length === 0 ||
      target.some((t) => hasTerm(measuredBy, t)) ||
      (howOnly && predicate.some((t) => hasTerm(near, t)));
    // A percentage, a sum or a duration measures its unit; a bare number counts something, which must be what is asked.
    const counts = f.unit === null && measures.size > 0;
    // "The number of people forced from their homes has climbed to 1,250" counts the evacuated, not
    // homes (IDIOM_TERMS).
    const byIdiom = [...measures].some((m) => idiomMeasures.has(m));
    const measureHit =
      !counts || byIdiom || [...measures].some((m) => countedConcepts.has(m) || conceptsOf(near).has(m));
    const conflict =
      counts && !byIdiom && countedConcepts.size > 0 && ![...countedConcepts].some((c) => measures.has(c));
    const nearPredicate = predicate.some((t) => hasTerm(near, t));
    // "How many people protested outside the town hall?": "the protest outside the town hall ended after the
    // vote; police said about 900 people had attended" counts people at what the sentence is about, though
    // not in the figure's clause ("attended" names no measure of its own); so does a length of it.
    const onSubject =
      measures.size === 0 &&
      (q.figureUnit === 'duration' || (counted.length === 0 && f.counted.length > 0)) &&
      predicate.some((t) => hasTerm(u.terms, t)) &&
      ![...near].some((w) => conceptOf(w) !== null && MEASURE_CONCEPTS.has(conceptOf(w)!));
    const measured = targetHit && measureHit && !conflict && (target.length > 0 || measures.size > 0 || nearPredicate);
    const subject = predicate.length
      ? predicate.reduce(
          (a, t) => a + (hasTerm(u.terms, t) ? 1 : u.carriers.some((c) => hasTerm(c.about.terms, t)) ? 0.6 : 0),
          0,
        ) / predicate.length
      : 1;
    let score = (measured ? 0.6 : targetHit && onSubject ? 0.45 : 0) + 0.4 * subject;
    // A figure that only restates how things were ("up from 38") measures the past; one that is only
    // expected ("economists expect a cut to 3%") is not yet the fact, unless the future is asked about.
    if (f.superseded) score *= 0.5;
    // "40 of the postponed operations" is a part of the count, not its value, unless a part is asked ("how many of the …").
    if (partitive(u, f) && !PART_ASKED.test(q.text)) score *= 0.5;
    if (
      !q.time.future &&
      u.tokens.some((t, k) => EXPECTATION_WORDS.has(t.raw.toLowerCase()) && !comparedWith(u.tokens, k))
    )
      score *= 0.7;
    // ("Resumed after four hours" is how long it stopped: a length is not turned around.)
    if (!reversal && f.unit !== 'duration' && [...near].some((w) => REVERSAL_WORDS.has(w))) score *= 0.5;
    const preposition = u.tokens[f.index - 1]?.raw.toLowerCase();
    if (preposition === 'by') score += change ? 0.15 : -0.1;
    else if (preposition === 'to' && change) score -= 0.15;
    if (!best || score > best.score) best = { figure: f, score };
  }
  return best;
}

/**
 * "To 14:00 today": a time of day, split by the tokenizer into "14" and "00", is no figure.
 * (services/evidence/figures.ts reads them as figures; Ask leaves them out here.)
 */
function clockTime(u: Unit, f: Figure): boolean {
  const t = u.tokens[f.index];
  if (!t || !t.numeric) return false;
  return (
    CLOCK_BEFORE.test(u.text.slice(Math.max(0, t.start - 3), t.start)) ||
    CLOCK_AFTER.test(u.text.slice(t.end, t.end + 3))
  );
}
const CLOCK_BEFORE = /\d[:.]$/;
const CLOCK_AFTER = /^[:.]\d\d/;

/** Words that only say how big a sum is or in what money ("$2 million", "4.5 million dollars"). */
const MONEY_WORDS = new Set(
  'thousand thousands million millions billion billions bn mn m k usd eur gbp bitcoin bitcoins'
    .split(' ')
    .map(normalize),
);

/** A question about a part of a group: "how many of the patients", "how many of Kestrel's lines". */
const PART_ASKED = /\bof (?:the|its|their|these|those|[\p{L}-]+['’]s?)\s/iu;

/**
 * What a figure that names nothing counts after "leaving" or "with": what the sentence's previous
 * figure counts ("restored to 5,000 households, leaving 3,500 still without supply").
 */
function elided(u: Unit, f: Figure): string[] {
  if (!/^(?:leav|with)$/.test(f.before.at(-1) ?? '')) return [];
  return u.figures.filter((g) => g.index < f.index && g.counted.length).at(-1)?.counted ?? [];
}

/** A figure that names a part of a count ("40 of the operations", "five of the seven towns"). */
export function partitive(u: Unit, f: Figure): boolean {
  const next = u.tokens[f.index + f.text.split(' ').length];
  const after = u.tokens[f.index + f.text.split(' ').length + 1];
  return (
    (next?.raw.toLowerCase() === 'of' && /^(?:the|its|their|these|those)$/i.test(after?.raw ?? '')) ||
    namesAPart(u.text, f.text)
  );
}

const DURATION_TERMS = new Set(
  'second seconds minute minutes hour hours day days week weeks month months year years'.split(' ').map(normalize),
);

function unitFits(f: Figure, q: Question): boolean {
  switch (q.figureUnit) {
    case 'percent':
      return f.unit === 'percent';
    case 'currency':
      return f.unit === 'currency' || f.after.some((w) => conceptOf(w) === 'ransom' || /coin$/.test(w));
    case 'duration':
      return f.unit === 'duration';
    case 'count':
      // "How many people died" is not answered by "after two hours", unless days or hours are what is counted.
      return f.unit === null || (f.unit === 'duration' && q.target.some((t) => DURATION_TERMS.has(t)));
    default:
      // "By how much did prices rise" is not answered by "in two months".
      return f.unit !== 'duration';
  }
}

const NOT_NAMES = new Set([...WEEKDAYS, ...MONTHS]);

/**
 * Names a sentence holds that the question does not: runs of capitalised words. A capital that only
 * starts a sentence or sits in a title-case headline counts when the same word is capitalised
 * mid-sentence elsewhere in the event, is an acronym, or is a known place.
 */
export function namesOf(u: Unit, q: Question): string[] {
  const asked = new Set(q.names.map((n) => n.toLowerCase()));
  const askedWords = new Set(q.names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const name = run.join(' ');
    // "Halvorsen Logistics" is the question's "Halvorsen", not another name.
    if (name && !asked.has(name.toLowerCase()) && !run.some((w) => askedWords.has(w.toLowerCase()))) out.push(name);
    run = [];
  };
  u.tokens.forEach((t, i) => {
    const lower = t.raw.toLowerCase();
    const doubtful = i === 0 || u.titleCase;
    const isName =
      t.capital &&
      !t.numeric &&
      !NOT_NAMES.has(lower) &&
      (!doubtful || u.group.capitals.has(lower) || /^\p{Lu}{2,}$/u.test(t.raw) || countryOf(lower) !== null) &&
      !(doubtful && FUNCTION_WORDS.has(lower));
    if (!isName) return flush();
    if (run.length && u.tokens[i - 1]!.breakAfter) flush();
    run.push(t.raw);
  });
  flush();
  return out;
}

/** Places a sentence names that the question does not: known places, and names after in/near/off/at. */
export function placesOf(u: Unit, q: Question): string[] {
  const names = namesOf(u, q);
  return names.filter((name) => {
    if (countryOf(name)) return true;
    const at = u.text.indexOf(name);
    return /\b(in|near|off|at|outside|from|across|to)\s+(the\s+)?$/i.test(u.text.slice(Math.max(0, at - 12), at));
  });
}

function timeCue(u: Unit, q: Question): number {
  const expr = timeExpressionIn(u.text);
  if (!expr) return q.time.future ? 0 : 0.3;
  if (q.time.future) {
    const ahead = FUTURE_MARKERS.test(u.text) || SCHEDULE_MOVED.test(u.text) || AGREED_FOR.test(u.text);
    // "Would resume talks in Nairobi on 26 May" names the day; "within 48 hours" only a delay.
    return ahead ? (/\d|day\b/i.test(expr) ? 1 : 0.8) : 0.4;
  }
  return 1;
}

/**
 * A telephone number as news writes one: "0800 555 0142", "+47 22 33 44 55", "(555) 010-2345",
 * "1-800-555-0199": seven digits or more in groups, starting with "+", "0", or a bracket, or joined by
 * hyphens. A figure written with spaces for thousands ("1 250 000") is not one.
 */
export function phoneNumberIn(text: string): string | null {
  const re = /(?<![\w.,])(?:\+\d{1,3}[ -]?|\(\d{2,5}\) ?)?\d{1,5}(?:[ -]\d{2,5}){1,4}(?![\w.,]\d)/g;
  for (const m of text.matchAll(re)) {
    const n = m[0];
    const digits = n.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Thousands written with spaces ("1 250 000"); a date or a span of years ("2026-03-12", "1998-2004").
    if (/^\d{1,3}(?: \d{3})+$/.test(n) || /^(?:19|20)\d\d-/.test(n)) continue;
    if (/^[+(0]/.test(n) || n.includes('-')) return n;
  }
  return null;
}

/** Words that put what a sentence says ahead of when it was written. */
const FUTURE_MARKERS =
  /\b(will|would|shall|expect|expected|due|by|within|until|next|plan|plans|planned|scheduled|set to|set for|is to|are to|before|resume|resumes)\b/i;
/**
 * What someone agreed or promised to do at a time: "agreed on Thursday to return to the negotiating
 * table on Monday, 14 September" ("agreed to hire 40 more nurses" names no time of it).
 */
const AGREED_FOR =
  /\b(?:agreed|agrees|promised|pledged|vowed)(?: on \w+)? to(?: [\w'-]+){1,8}? (?:on|from|by|until|at|next) (?:\d|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b)/i;
/**
 * A schedule that was moved: "moved to Sunday", "brought forward to Friday", "moved its announcement from
 * 12:00 to 14:00", "rescheduled for 3 May", "are again moved, now to 17:30".
 */
export const SCHEDULE_MOVED =
  /\b(?:(?:moved|pushed|brought)(?:,? [\w']+){0,3},? (?:back|forward|to|from)|put back|postponed|rescheduled|deferred|delayed (?:to|until))\b/i;

/** Nouns that name a role: a question about one ("who is the governor") needs the role in the answer. */
const ROLES = new Set(
  'minister governor president chief executive ceo leader head chairman chairwoman chair mayor spokesman spokeswoman director commander secretary'
    .split(' ')
    .map(normalize),
);

/**
 * "Who …", "which company …": a person or organisation (not a known place) that the question does not
 * name; best next to the role or kind asked about. A role ("the governor") must be in the sentence;
 * a kind ("companies") need not be ("Nvidia said …").
 */
function nameCue(u: Unit, q: Question): number {
  const names = namesOf(u, q).filter((n) => countryOf(n) === null);
  if (!names.length) return 0;
  // "Who is behind the attack?": who claimed it, or is blamed or suspected, not everyone it names.
  if (BEHIND_ASKED.test(q.text)) return RESPONSIBLE.test(u.text) ? 1 : 0.5;
  if (!q.target.length) return 1;
  const hasTarget = q.target.some((t) => hasTerm(u.terms, t));
  if (!hasTarget) return q.target.some((t) => ROLES.has(t)) ? 0.2 : 0.6;
  return nearTarget(u, q, names) ? 1 : 0.8;
}

/** A question who is responsible for something. */
const BEHIND_ASKED = /^(?:who|which \w+) (?:is|was|are|were) (?:really )?behind\b/i;
/** A sentence that says who did it: a claim, a blame, a suspicion. */
const RESPONSIBLE =
  /\b(?:claim(?:s|ed|ing)?|blam(?:e|es|ed|ing)|suspect(?:s|ed)?|responsib(?:le|ility)|accus(?:e|es|ed|ing)|attribut(?:e|es|ed|ing)|carried out|behind)\b/i;

/** Whether a name stands within three words of the thing the question asks about. */
function nearTarget(u: Unit, q: Question, names: string[]): boolean {
  const at = u.tokens.findIndex((t) => q.target.some((x) => hasTerm(new Set([t.norm]), x)));
  return u.tokens.some((t, i) => Math.abs(i - at) <= 3 && t.capital && names.some((n) => n.split(' ').includes(t.raw)));
}

/** "Which river …": a name next to the thing asked about, else the thing itself. */
function pickCue(u: Unit, q: Question): number {
  if (!q.target.length || !q.target.some((t) => hasTerm(u.terms, t))) return 0;
  const names = namesOf(u, q);
  if (!names.length) return 0.6;
  return nearTarget(u, q, names) ? 1 : 0.8;
}

/**
 * "Topped out at 4.8 metres, a little higher than the agency had expected": what was expected is what
 * the figure is measured against, so the figure itself is no expectation.
 */
function comparedWith(tokens: readonly Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && j >= k - 4; j--) {
    if (tokens[j]!.breakAfter) return false;
    if (tokens[j]!.raw.toLowerCase() === 'than') return true;
  }
  return false;
}
