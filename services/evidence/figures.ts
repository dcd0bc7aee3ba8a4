import {
  CLOCK_WORDS,
  CURRENCY_WORDS,
  DURATION_WORDS,
  FUNCTION_WORDS,
  MEASURE_UNITS,
  NUMBER_WORDS,
  ORDINAL_WORDS,
  PERCENT_WORDS,
  SCALE_WORDS,
  monthIndex,
} from './lexicon.ts';
import type { Token } from './tokens.ts';

/** A number a sentence states, with the words around it that say what it counts. */
export interface Figure {
  /** The value, scaled ("3.1 million" → 3,100,000; "three" → 3). */
  value: number;
  /** The figure as written, e.g. "3.1 million", "54.2 percent", "seven". */
  text: string;
  /** Index of its (first) token. */
  index: number;
  unit: 'percent' | 'currency' | 'duration' | null;
  /** Content words before it in its clause, nearest last (at most five). */
  before: string[];
  /** Content words after it in its clause, nearest first (at most four), the unit included. */
  after: string[];
  /**
   * A value the sentence itself says was superseded: preceded by "from" ("up from 38", "grown from about
   * 1,500"), or said to be what was given before ("initially said had killed 8", "not 30 as earlier reported").
   */
  superseded: boolean;
  /** Superseded as a revision's earlier value ("revising its earlier figure of nine"): it follows the value that replaced it. */
  revision?: true;
  /** The words right after it that say what it counts ("64 vessels", "22 trapped miners"); empty when none do. */
  counted: string[];
}

const WINDOW_BEFORE = 5;
const WINDOW_AFTER = 4;
const CHANGE_VERBS = new Set(
  'rose risen raised increased climbed grew reached fell fallen dropped declined slipped cut lowered reduced revised'.split(
    ' ',
  ),
);
/** Words that hedge a figure ("from about 1,500"): they stand between "from" and the figure it supersedes. */
const APPROXIMATE = new Set([
  'about',
  'around',
  'some',
  'nearly',
  'roughly',
  'almost',
  'approximately',
  'over',
  'under',
]);
const CLAUSE_START = new Set(['and', 'but', 'while', 'whereas', 'as', 'after', 'before', 'when', 'which', 'who']);

/** A number, a number word, or an ordinal that counts occurrences ("for the fourth time"). */
function numberOf(t: Token, next: Token | undefined): number | null {
  if (t.numeric) return Number(t.norm);
  const w = t.raw.toLowerCase();
  // "for the first time" tells no count: only a repeat ("the fourth time") does.
  if (w !== 'first' && w in ORDINAL_WORDS && /^times?$/i.test(next?.raw ?? '')) return ORDINAL_WORDS[w]!;
  if (w in NUMBER_WORDS) return NUMBER_WORDS[w]!;
  // "Forty-one", "twenty-two": a tens word and a unit word.
  if (!w.includes('-')) return null;
  const [tens, ones] = w.split('-');
  const [a, b] = [NUMBER_WORDS[tens ?? ''], NUMBER_WORDS[ones ?? '']];
  return a !== undefined && b !== undefined && a >= 20 && a % 10 === 0 && a < 100 && b < 10 ? a + b : null;
}

/** The words after "point" in a decimal said in words ("four point eight"): single digits. */
const DIGIT_WORDS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n < 10)),
  nought: 0,
  oh: 0,
};

/** "four point eight", "two point five": the fraction the digit words after "point" give, and the last of them. */
function spokenDecimal(tokens: readonly Token[], i: number): { fraction: number; end: number } | null {
  if (tokens[i]!.breakAfter || tokens[i + 1]?.raw.toLowerCase() !== 'point') return null;
  let fraction = 0;
  let place = 0.1;
  let end = i + 1;
  for (let j = i + 2; j < tokens.length; j++) {
    const d = DIGIT_WORDS[tokens[j]!.raw.toLowerCase()];
    if (d === undefined || tokens[j - 1]!.breakAfter) break;
    fraction += d * place;
    place /= 10;
    end = j;
  }
  return end > i + 1 ? { fraction: Math.round(fraction * 1e6) / 1e6, end } : null;
}

/** Scales desks write onto the digits ("1.2m people", "£3bn"). */
const SHORT_SCALES: Readonly<Record<string, number>> = { m: 1e6, mn: 1e6, bn: 1e9, tn: 1e12 };
const SHORT_SCALED = /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?)(m|mn|bn|tn)$/i;
/** What a length in metres ("a 4m wave", "4m high") stands before: "m" there is no million. */
const MEASURED = new Set(
  'high tall deep long wide thick above below across away wave waves wall walls swell surge drop rise'.split(' '),
);
const PLURAL = /^\p{Ll}{3,}s$/u;
const PEOPLE = new Set(['people', 'children', 'men', 'women', 'staff', 'cattle', 'livestock']);
/**
 * "1.2m people", "£3bn", "$40m": digits with a scale written onto them. "m" is a million only with a
 * currency sign or before a word it counts; "rose 1.5m", "a 4m wave" are lengths.
 */
function shortScale(t: Token, next: Token | undefined): { value: number } | null {
  const first = t.raw.charCodeAt(0);
  if (t.numeric || first < 48 || first > 57) return null;
  const m = SHORT_SCALED.exec(t.raw);
  if (!m) return null;
  const suffix = m[2]!.toLowerCase();
  const word = next?.raw.toLowerCase() ?? '';
  // "1.2m people", "2m households": a plural of what it counts.
  const counts =
    !t.breakAfter &&
    !next?.capital &&
    !MEASURED.has(word) &&
    !FUNCTION_WORDS.has(word) &&
    (PLURAL.test(word) || PEOPLE.has(word));
  if (suffix === 'm' && !t.currencySign && !counts) return null;
  const scale = SHORT_SCALES[suffix]!;
  return { value: Number(m[1]!.replace(/,/g, '')) * scale };
}

/** Words a number after them names or labels rather than counts: "Route 66", "Category 4", "Terminal 5", "Article 50". */
const LABELS = new Set(
  `route flight gate terminal platform article chapter category level phase stage unit reactor block ward room runway
  highway exit junction tier pier berth dock hangar bay zone sector covid section clause`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * A number that is part of a name: "No. 10", "Number 10", "Route 66", "Category 4", a product's
 * "iPhone 15" or "Boeing 737 Max". A count is never written straight after a camel-cased name, or
 * between two capitalised words of a name.
 */
function nameNumber(tokens: readonly Token[], i: number, value: number): boolean {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  if (!t.numeric || !prev || prev.breakAfter || t.raw.includes('.')) return false;
  if (prev.raw === 'No' || prev.raw === 'Nos' || (prev.raw === 'Number' && i > 1)) return true;
  const label = prev.raw.toLowerCase();
  if (LABELS.has(label) && !(label in SCALE_WORDS) && Number.isInteger(value)) return true;
  if (/^\p{Ll}+\p{Lu}/u.test(prev.raw)) return true;
  const next = tokens[i + 1];
  return (
    i > 1 &&
    prev.capital &&
    !t.breakAfter &&
    !!next?.capital &&
    !next.numeric &&
    monthIndex(prev.raw) === null &&
    monthIndex(next.raw) === null
  );
}

const isDateNeighbour = (t: Token | undefined) => t !== undefined && monthIndex(t.raw) !== null && t.capital;

/**
 * The figures of a sentence: digits ("200,000", "2.5") and number words ("seven", "a dozen"), with a
 * scale ("million") and a unit (percent, a currency, a duration) when one follows. Years, days of a
 * month, times of day and ordinals are not figures.
 */
export function figuresIn(tokens: readonly Token[]): Figure[] {
  const out: Figure[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    // "14:00", "24/7", "7/10", "2024/25", "9/11": a clock time, a rating, a season or a date, not counts.
    if (t.joinedBy && t.joinedBy !== '–' && t.joinedBy !== '—' && next?.numeric) {
      i++;
      continue;
    }
    const short = shortScale(t, next);
    const n = short ? short.value : numberOf(t, next);
    if (n === null) continue;
    if (nameNumber(tokens, i, n)) continue;
    // "four point eight metres": a decimal said in words.
    const spoken = t.numeric || short ? null : spokenDecimal(tokens, i);
    // "12 March", "March 12", "in 2026", "at 06:00", "3 p.m.": dates and clock times, not figures.
    if (t.numeric && (isDateNeighbour(next) || isDateNeighbour(prev))) continue;
    // "in 2026" is a year; "2,000 people", written with its thousands comma, is a count.
    if (t.numeric && /^\d{4}$/.test(t.norm) && !t.raw.includes(',') && n >= 1900 && n <= 2100) continue;
    if (next && CLOCK_WORDS.has(next.raw.toLowerCase())) continue;
    // "one of the", "one person": only digits or larger number words are figures on their own.
    if (!t.numeric && !short && !spoken && n === 1) continue;
    let end = i;
    let value = n;
    if (spoken) [value, end] = [n + spoken.fraction, spoken.end];
    const scale = !short && tokens[end + 1] && SCALE_WORDS[tokens[end + 1]!.raw.toLowerCase()];
    if (scale) {
      value *= scale;
      end += 1;
    }
    let unit: Figure['unit'] = t.raw.endsWith('%') ? 'percent' : null;
    const after = tokens[end + 1];
    const afterTwo = tokens[end + 2];
    const unitWord = after?.raw.toLowerCase();
    if (!unit && unitWord) {
      if (PERCENT_WORDS.has(unitWord) || (unitWord === 'per' && afterTwo?.raw.toLowerCase() === 'cent'))
        unit = 'percent';
      else if (CURRENCY_WORDS.has(unitWord)) unit = 'currency';
      else if (DURATION_WORDS.has(unitWord)) unit = 'duration';
    }
    if (!unit && (t.currencySign || (prev && /^[$€£¥]$/.test(prev.raw)))) unit = 'currency';
    const text = (t.currencySign ?? '').concat(
      tokens
        .slice(i, end + 1)
        .map((x) => x.raw)
        .join(' ')
        .concat(
          unit === 'percent' && !t.raw.endsWith('%') && unitWord
            ? ` ${unitWord === 'per' ? 'per cent' : unitWord}`
            : '',
        ),
    );
    out.push({
      value,
      text,
      index: i,
      unit,
      before: windowBefore(tokens, i),
      after: windowAfter(tokens, end),
      superseded:
        prev?.raw.toLowerCase() === 'from' ||
        // "revised inflation to 5.2% from the 5.8% it reported": the value it had given.
        (prev?.raw.toLowerCase() === 'the' && tokens[i - 2]?.raw.toLowerCase() === 'from') ||
        (APPROXIMATE.has(prev?.raw.toLowerCase() ?? '') && tokens[i - 2]?.raw.toLowerCase() === 'from') ||
        revisedFrom(tokens, i) ||
        givenBefore(tokens, i, end),
      ...(revisedFrom(tokens, i) ? { revision: true as const } : {}),
      counted: unit ? [] : countedAfter(tokens, end),
    });
    i = end;
  }
  return out;
}

/** What a revision calls the value it replaced: "revising its earlier figure of nine", "a previous estimate of 40". */
const EARLIER = new Set(['earlier', 'previous', 'initial', 'original', 'prior', 'first']);
const TALLY = new Set(['figure', 'estimate', 'toll', 'count', 'tally', 'total', 'number']);
const revisedFrom = (tokens: readonly Token[], i: number) =>
  tokens[i - 1]?.raw.toLowerCase() === 'of' &&
  TALLY.has(tokens[i - 2]?.raw.toLowerCase() ?? '') &&
  EARLIER.has(tokens[i - 3]?.raw.toLowerCase() ?? '');

/** Words that say a value was what someone gave before: "initially said had killed 8", "wrongly put at 40". */
const BEFORE_NOW = new Set(['initially', 'originally', 'previously', 'wrongly', 'mistakenly', 'erroneously']);
/** Words that, after "earlier" or "first", say a value was stated then: "first put at 12", "an earlier version … said". */
const STATED = new Set([
  'said',
  'reported',
  'put',
  'given',
  'estimated',
  'stated',
  'announced',
  'version',
  'report',
  'reports',
]);
/**
 * A value the sentence says was given before and has been replaced: "which officials initially said had
 * killed 8", "first put at 12 kilometres", "an earlier version of this article said 4,000", "21, not
 * 30 as earlier reported". The words that say so stand in the figure's clause, before it, or as "as
 * earlier reported" right after it.
 */
/** What a correction calls the published text it corrects ("An article on Tuesday said 34"): not a source making a claim. */
const PIECES = new Set(['article', 'story', 'headline', 'caption']);
/** How far before its verb a corrected piece may stand ("a story on Monday about the strike said"). */
const PIECE_WINDOW = 5;
/** How far back in its clause a figure's "initially said" may stand ("an earlier version of this article said 4,000"). */
const CLAIM_WINDOW = 7;
function givenBefore(tokens: readonly Token[], i: number, end: number): boolean {
  if (tokens[i - 1]?.raw.toLowerCase() === 'not' && !tokens[i - 1]!.breakAfter) return true;
  for (let j = i - 1; j >= 0 && j >= i - CLAIM_WINDOW; j--) {
    const t = tokens[j]!;
    if (t.breakAfter) break;
    const w = t.raw.toLowerCase();
    if (BEFORE_NOW.has(w)) return true;
    if ((w === 'earlier' || w === 'first') && STATED.has(tokens[j + 1]?.raw.toLowerCase() ?? '')) return true;
    // "An article on Tuesday said 34 vessels…": what a published piece said, as a correction quotes it.
    if (STATED.has(w) && tokens.slice(Math.max(0, j - PIECE_WINDOW), j).some((x) => PIECES.has(x.raw.toLowerCase())))
      return true;
  }
  if (tokens[end]?.breakAfter || tokens[end + 1]?.raw.toLowerCase() !== 'as') return false;
  const [a, b] = [tokens[end + 2]?.raw.toLowerCase() ?? '', tokens[end + 3]?.raw.toLowerCase() ?? ''];
  return (
    ((BEFORE_NOW.has(a) || a === 'earlier' || a === 'first') && STATED.has(b)) || (STATED.has(a) && b === 'earlier')
  );
}

/** Up to two content words straight after a figure, before any function word or clause break. */
function countedAfter(tokens: readonly Token[], end: number): string[] {
  const out: string[] = [];
  if (tokens[end]?.breakAfter || MEASURE_UNITS.has(tokens[end + 1]?.raw.toLowerCase() ?? '')) return out;
  for (let j = end + 1; j < tokens.length && j <= end + 2; j++) {
    const t = tokens[j]!;
    if (!content(t)) break;
    out.push(t.norm);
    if (t.breakAfter) break;
  }
  return out;
}

const content = (t: Token) => !t.numeric && !FUNCTION_WORDS.has(t.raw.toLowerCase()) && t.norm.length > 1;

function windowBefore(tokens: readonly Token[], i: number): string[] {
  const out: string[] = [];
  // "The number of ships waiting to transit the canal rose to 51": a figure a verb of change
  // introduces counts the clause's subject, further back.
  const changed = tokens.slice(Math.max(0, i - 3), i).some((t) => CHANGE_VERBS.has(t.raw.toLowerCase()));
  const size = changed ? WINDOW_BEFORE * 2 : WINDOW_BEFORE;
  for (let j = i - 1; j >= 0 && out.length < size; j--) {
    const t = tokens[j]!;
    if (t.breakAfter) break;
    if (content(t)) out.unshift(t.norm);
  }
  return out;
}

function windowAfter(tokens: readonly Token[], end: number): string[] {
  const out: string[] = [];
  if (tokens[end]?.breakAfter) return out;
  for (let j = end + 1; j < tokens.length && out.length < WINDOW_AFTER; j++) {
    const t = tokens[j]!;
    // "12 people were killed and hundreds were evacuated": the next clause counts something else.
    if (CLAUSE_START.has(t.raw.toLowerCase())) break;
    if (content(t) || PERCENT_WORDS.has(t.raw.toLowerCase())) out.push(t.norm);
    if (t.breakAfter) break;
  }
  return out;
}
