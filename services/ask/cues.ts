import { countryOf } from '../dedup/gazetteer.ts';
import type { Figure } from './figures.ts';
import { CAUSE_MARKERS, FUNCTION_WORDS, MEASURE_CONCEPTS, MONTHS, WEEKDAYS, conceptOf } from './lexicon.ts';
import type { Question } from './question.ts';
import type { Reading, Unit } from './reading.ts';
import { timeExpressionIn } from './time-scope.ts';
import { hasTerm, normalize } from './tokens.ts';

/**
 * How well a sentence holds the kind of answer a question wants, from 0 to 1: a figure of what is
 * counted, a name, a place, an expression of time, a cause, or the named thing asked to pick.
 */
export function answerCue(r: Reading, u: Unit): number {
  const q = r.question;
  switch (q.kind) {
    case 'figure':
      return bestFigure(r, u)?.score ?? 0;
    case 'name':
      return nameCue(u, q);
    case 'place':
      return placesOf(u, q).length ? 1 : 0;
    case 'time':
      return timeCue(u, q);
    case 'cause':
      return CAUSE_MARKERS.some((m) => new RegExp(`\\b${m}\\b`, 'i').test(u.text)) ? 1 : 0.2;
    case 'pick':
      return pickCue(u, q);
    default:
      return 1;
  }
}

/** The terms of the question that say what is measured, besides the target and the names. */
function predicateOf(r: Reading): string[] {
  const q = r.question;
  return q.terms.filter((t) => !r.nameTerms.has(t) && !q.target.includes(t));
}

/**
 * The figure of a sentence that best measures what the question counts: what it counts (the target,
 * or a word of the same concept) next to it, the question's other terms in its clause, and a unit
 * that fits (a how-many is no percentage; a rate is one). Figures the question states are not answers.
 */
export function bestFigure(r: Reading, u: Unit): { figure: Figure; score: number } | null {
  const q = r.question;
  const predicate = predicateOf(r);
  const asked = [...q.target, ...predicate];
  const measures = new Set(asked.map(conceptOf).filter((c): c is string => c !== null && MEASURE_CONCEPTS.has(c)));
  // "How much did rates fall" asks for the change ("by 25 basis points"); "what is the rate", the level ("to 2.5 percent").
  const change = asked.some((t) => conceptOf(t) === 'rise' || conceptOf(t) === 'fall');
  let best: { figure: Figure; score: number } | null = null;
  for (const f of u.figures) {
    if (q.numbers.includes(String(f.value))) continue;
    if (!unitFits(f, q)) continue;
    const near = new Set([...f.before, ...f.after]);
    const targetHit = q.target.length ? (q.target.some((t) => hasTerm(near, t)) ? 1 : 0) : null;
    const predHits = predicate.map((t) => (hasTerm(near, t) ? 1 : hasTerm(u.terms, t) ? 0.4 : 0));
    const pred = predicate.length ? predHits.reduce<number>((a, b) => a + b, 0) / predicate.length : (targetHit ?? 0.5);
    let score = targetHit === null ? pred : 0.6 * targetHit + 0.4 * pred;
    // A figure that only restates how things were ("up from 38") measures the past.
    if (f.superseded) score *= 0.5;
    // "12 people were killed" does not answer how many were evacuated.
    const counts = [...near].map(conceptOf).filter((c): c is string => c !== null && MEASURE_CONCEPTS.has(c));
    if (measures.size && counts.length && !counts.some((c) => measures.has(c))) score *= 0.3;
    const preposition = u.tokens[f.index - 1]?.raw.toLowerCase();
    if (preposition === 'by') score += change ? 0.15 : -0.1;
    else if (preposition === 'to' && change) score -= 0.15;
    if (!best || score > best.score) best = { figure: f, score };
  }
  return best;
}

function unitFits(f: Figure, q: Question): boolean {
  switch (q.figureUnit) {
    case 'percent':
      return f.unit === 'percent';
    case 'currency':
      return f.unit === 'currency' || f.after.some((w) => conceptOf(w) === 'ransom' || /coin$/.test(w));
    case 'duration':
      return f.unit === 'duration';
    case 'count':
      return f.unit !== 'percent' && f.unit !== 'currency';
    default:
      return true;
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
    if (name && !asked.has(name.toLowerCase()) && !run.every((w) => askedWords.has(w.toLowerCase()))) out.push(name);
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
  if (q.time.future)
    return /\b(will|would|expect|expected|due|by|within|until|next|plan|planned|scheduled|before)\b/i.test(u.text)
      ? 1
      : 0.5;
  return 1;
}

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
  if (!q.target.length) return 1;
  const hasTarget = q.target.some((t) => hasTerm(u.terms, t));
  if (!hasTarget) return q.target.some((t) => ROLES.has(t)) ? 0.2 : 0.6;
  return nearTarget(u, q, names) ? 1 : 0.8;
}

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
