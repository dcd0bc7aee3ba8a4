import { MONTHS, NUMBER_WORDS, SCALE_WORDS } from './lexicon.ts';

/** A passage an answer cites: its text, and when it was published (a date the answer may state). */
export interface GroundingPassage {
  text: string;
  title?: string;
  publishedAt?: string | Date | null;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A UTC day as answers write it: "12 March 2026". */
export function formatDay(d: Date): string {
  return `${d.getUTCDate()} ${cap(MONTHS[d.getUTCMonth()]!)} ${d.getUTCFullYear()}`;
}

/** Words that may open a sentence of an answer without being names. */
const OPENERS = new Set(
  `a an the this that these those it its they he she we there here in on at by for after before during since as but and
  or so if when while no not yes earlier later sources source another reported according however meanwhile also both
  neither either officials authorities police rescuers residents analysts experts some many most several one two three
  four five six seven eight nine ten more about around nearly almost over under up`.split(/\s+/),
);

const NUMBER = /\d+(?:[.,]\d+)*/g;
const WORD = /[\p{L}][\p{L}'’-]*/gu;

const numbersOf = (text: string) =>
  new Set([...text.matchAll(NUMBER)].map((m) => m[0].replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, '')));

/**
 * A grounding check built once from the passages a text may draw on, then asked of many sentences:
 * `missing(text)` lists the numbers and proper names of the text that no passage holds. A number
 * counts when a passage has it (or its word, "three" for 3); a name (a capitalised word, wherever it
 * stands, unless it is a common sentence opener) when a passage has the word; a date written as
 * `formatDay` does when it is the publication day of a passage. `own` numbers and words are the
 * text's own (a report's count of its evidence, its agent's name), grounded by definition.
 */
export class Grounding {
  private readonly numbers: Set<string>;
  private readonly words: Set<string>;
  private readonly days: string[];

  constructor(
    passages: readonly GroundingPassage[],
    own: { numbers?: Iterable<number | string>; words?: Iterable<string> } = {},
  ) {
    const source = passages.map((p) => `${p.title ?? ''}\n${p.text}`).join('\n');
    this.numbers = numbersOf(source);
    this.words = new Set((source.match(WORD) ?? []).map((w) => w.toLowerCase().replace(/['’]s$/, '')));
    for (const [w, n] of Object.entries(NUMBER_WORDS)) if (this.words.has(w)) this.numbers.add(String(n));
    for (const n of own.numbers ?? []) this.numbers.add(String(n));
    for (const w of own.words ?? []) for (const x of w.match(WORD) ?? []) this.words.add(x.toLowerCase());
    this.days = [...new Set(passages.flatMap((p) => (p.publishedAt ? [formatDay(new Date(p.publishedAt))] : [])))];
  }

  /** The numbers and names of `answer` no passage holds: empty when it is grounded. */
  missing(answer: string): string[] {
    let text = answer;
    for (const day of this.days) text = text.split(day).join(' ');
    const missing: string[] = [];
    for (const n of numbersOf(text)) if (!this.numbers.has(n)) missing.push(n);
    for (const m of text.matchAll(WORD)) {
      const word = m[0].replace(/['’]s$/, '');
      const lower = word.toLowerCase();
      if (lower in NUMBER_WORDS && !this.words.has(lower) && !this.numbers.has(String(NUMBER_WORDS[lower]))) {
        missing.push(word);
        continue;
      }
      if (!/^\p{Lu}/u.test(word) || this.words.has(lower) || lower in SCALE_WORDS) continue;
      if (OPENERS.has(lower) && /(^|[.!?:"“(]\s*)$/.test(text.slice(0, m.index))) continue;
      missing.push(word);
    }
    return [...new Set(missing)];
  }
}

/**
 * Grounding claim by claim: a text is checked against the passages of the ids it cites, and only those
 * (a statement citing one event may not borrow another's figure or place). One `Grounding` per set of
 * ids, built when first asked; `own` as for `Grounding`, what every text may state.
 */
export class CitedGrounding {
  private readonly built = new Map<string, Grounding>();
  private readonly own: { numbers: (number | string)[]; words: string[] };

  constructor(
    private readonly passagesOf: ReadonlyMap<string, readonly GroundingPassage[]>,
    own: { numbers?: Iterable<number | string>; words?: Iterable<string> } = {},
  ) {
    this.own = { numbers: [...(own.numbers ?? [])], words: [...(own.words ?? [])] };
  }

  /** The numbers and names of `text` that neither the passages of `ids` nor the own ones hold. */
  missing(text: string, ids: readonly string[]): string[] {
    const cited = [...new Set(ids)].sort();
    const key = cited.join(' ');
    let g = this.built.get(key);
    if (!g) {
      g = new Grounding(
        cited.flatMap((id) => this.passagesOf.get(id) ?? []),
        this.own,
      );
      this.built.set(key, g);
    }
    return g.missing(text);
  }
}

/** The numbers and proper names of an answer that no cited passage holds: empty when the answer is grounded. */
export function ungrounded(answer: string, passages: readonly GroundingPassage[]): string[] {
  return new Grounding(passages).missing(answer);
}
