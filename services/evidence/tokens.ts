import { FUNCTION_WORDS, baseForm, conceptsOf, wordFamily } from './lexicon.ts';

/** One word or number of a text, with where it is. */
export interface Token {
  /** As written, without trailing possessive. */
  raw: string;
  /** Lower-cased and stemmed. */
  norm: string;
  start: number;
  end: number;
  /** Starts with an upper-case letter (or is an acronym). */
  capital: boolean;
  /** Digits (with separators), e.g. "200,000", "2.5". */
  numeric: boolean;
  /** A clause break (comma, semicolon, colon, dash, bracket) follows it. */
  breakAfter: boolean;
  /** A currency sign written right before it ("$6 million", "£3bn"), else absent. */
  currencySign?: string;
  /** For digits: the one character that joins them to the next digits ("14:00", "24/7", "10–12"), else absent. */
  joinedBy?: string;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.,-]*[\p{L}\p{N}%]|[\p{L}\p{N}]%?/gu;
const NUMERIC = /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?%?$/;
const CAPITAL = /^\p{Lu}/u;

/** JavaScript's `\s`, one code unit. */
const isSpace = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;

/** `,;:()–—[]`: what ends a clause right after a token. */
const BREAK_CHARS = new Set([0x2c, 0x3b, 0x3a, 0x28, 0x29, 0x2013, 0x2014, 0x5b, 0x5d]);

/**
 * Whether a clause break follows: within the next three characters, a comma, semicolon, colon, dash
 * or bracket after any spaces, or a hyphen standing between spaces (`/^\s*[,;:()–—[\]]|^\s+-\s/` on
 * them, read by code unit: tokenize calls it for every word).
 */
function breakAfter(text: string, end: number): boolean {
  const limit = Math.min(text.length, end + 3);
  let i = end;
  while (i < limit && isSpace(text.charCodeAt(i))) i++;
  if (i < limit && BREAK_CHARS.has(text.charCodeAt(i))) return true;
  return (
    limit - end === 3 &&
    isSpace(text.charCodeAt(end)) &&
    text.charCodeAt(end + 1) === 0x2d &&
    isSpace(text.charCodeAt(end + 2))
  );
}

/** A currency sign written right before a figure. */
const SIGNS = new Set(['$', '€', '£', '¥']);

/**
 * Splits text into word and number tokens; "200,000", "2.5", "U.S." and "Emilia-Romagna" stay whole.
 * The facts of every article ingested are read through it: the checks on each word look at its code
 * units first and use a pattern only when those cannot tell.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    let raw = m[0];
    const first = raw.charCodeAt(0);
    const numeric = first >= 48 && first <= 57 && NUMERIC.test(raw);
    // "2,000-strong" or "Kharkiv's": the possessive is not part of the name.
    if (!numeric && raw.length >= 2 && raw.charCodeAt(raw.length - 1) === 0x73) {
      const apostrophe = raw.charCodeAt(raw.length - 2);
      if (apostrophe === 0x27 || apostrophe === 0x2019) raw = raw.slice(0, -2);
    }
    if (!raw) continue;
    const start = m.index;
    const end = start + raw.length;
    const digits = first >= 48 && first <= 57;
    const sign = digits && start > 0 && SIGNS.has(text[start - 1]!) ? text[start - 1]! : undefined;
    const norm = numeric ? raw.replace(/,/g, '').replace(/%$/, '') : normalize(raw);
    const capital = first < 128 ? first >= 65 && first <= 90 : CAPITAL.test(raw);
    const breaks = breakAfter(text, end);
    const token: Token = sign
      ? { currencySign: sign, raw, norm, start, end, capital, numeric, breakAfter: breaks }
      : { raw, norm, start, end, capital, numeric, breakAfter: breaks };
    // "14:00", "24/7": digits a single mark joins to more digits.
    if (numeric && end + 1 < text.length && !isSpace(text.charCodeAt(end))) {
      const c = text.charCodeAt(end + 1);
      if (c >= 48 && c <= 57) token.joinedBy = text[end]!;
    }
    out.push(token);
  }
  return out;
}

/** Words already normalised (every article repeats most of its words and the stream's). */
const NORMALIZED = new Map<string, string>();

/** The form words are compared in: lower case, no apostrophes or dots, light stemming. */
export function normalize(word: string): string {
  let w = NORMALIZED.get(word);
  if (w !== undefined) return w;
  w = word.toLowerCase().replace(/['’.]/g, '').replace(/[‐-]/g, '-');
  if (!w.includes('-')) w = baseForm(w);
  if (NORMALIZED.size >= 100_000) NORMALIZED.clear();
  NORMALIZED.set(word, w);
  return w;
}

/** Content terms of a text: normalized words that are not function words and not numbers. */
export function contentTerms(tokens: readonly Token[]): string[] {
  return tokens
    .filter((t) => !t.numeric && t.norm.length > 1 && !FUNCTION_WORDS.has(t.raw.toLowerCase()))
    .map((t) => t.norm);
}

/**
 * Whether a question term is present in a set of a text's terms: the same word, a word of the same
 * concept ("killed" and "toll"), one stem a prefix of the other when both are long ("chair" and
 * "chairman"), one family in another part of speech ("failure" and "failed"), or each part of a
 * hyphenated compound.
 */
export function hasTerm(terms: ReadonlySet<string>, term: string): boolean {
  if (terms.has(term)) return true;
  // A word of two concepts meets the words of either ("strike" meets "attack" and "walkout").
  const concepts = conceptsOf(term);
  if (concepts.length) for (const t of terms) if (conceptsOf(t).some((c) => concepts.includes(c))) return true;
  if (term.length >= 5) {
    for (const t of terms) if (t.length >= 5 && (t.startsWith(term) || term.startsWith(t))) return true;
  }
  // One family in another part of speech ("closure" and "closed", "explosion" and "exploded").
  const family = wordFamily(term);
  for (const t of terms) if (wordFamily(t) === family) return true;
  if (term.includes('-')) return term.split('-').every((p) => p.length < 2 || terms.has(normalize(p)));
  return false;
}

/** Terms, with each hyphenated compound also as its parts (so "Emilia-Romagna" meets "Emilia"). */
export function termSet(terms: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const t of terms) {
    set.add(t);
    if (t.includes('-')) for (const p of t.split('-')) if (p.length > 1) set.add(normalize(p));
  }
  return set;
}
