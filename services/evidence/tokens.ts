import { FUNCTION_WORDS, baseForm, conceptOf } from './lexicon.ts';

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
  /** A currency sign written right before it ("$6 million"), else absent. */
  currencySign?: string;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’.,-]*[\p{L}\p{N}%]|[\p{L}\p{N}]%?/gu;
const NUMERIC = /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?%?$/;
const BREAK = /^\s*[,;:()–—[\]]|^\s+-\s/;

/** Splits text into word and number tokens; "200,000", "2.5", "U.S." and "Emilia-Romagna" stay whole. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    let raw = m[0];
    const numeric = NUMERIC.test(raw);
    if (!numeric) {
      // "2,000-strong" or "Kharkiv's": the possessive is not part of the name.
      raw = raw.replace(/['’]s$/u, '');
    }
    if (!raw) continue;
    const start = m.index;
    const end = start + raw.length;
    const after = text.slice(end, end + 3);
    const sign = numeric && start > 0 && /[$€£¥]/.test(text[start - 1]!) ? text[start - 1]! : undefined;
    out.push({
      ...(sign ? { currencySign: sign } : {}),
      raw,
      norm: numeric ? raw.replace(/,/g, '').replace(/%$/, '') : normalize(raw),
      start,
      end,
      capital: /^\p{Lu}/u.test(raw),
      numeric,
      breakAfter: BREAK.test(after),
    });
  }
  return out;
}

/** The form words are compared in: lower case, no apostrophes or dots, light stemming. */
export function normalize(word: string): string {
  const w = word.toLowerCase().replace(/['’.]/g, '').replace(/[‐-]/g, '-');
  return w.includes('-') ? w : baseForm(w);
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
 * "chairman"), or each part of a hyphenated compound.
 */
export function hasTerm(terms: ReadonlySet<string>, term: string): boolean {
  if (terms.has(term)) return true;
  const concept = conceptOf(term);
  if (concept) for (const t of terms) if (conceptOf(t) === concept) return true;
  if (term.length >= 5) {
    for (const t of terms) if (t.length >= 5 && (t.startsWith(term) || term.startsWith(t))) return true;
  }
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
