// A claim is one sentence of a report with the events it cites and the numbers that are the
// report's own counts of its evidence (grounded by definition). Every module of the report room
// writes claims; the composer cites and checks them.

export interface Claim {
  text: string;
  eventIds: string[];
  /** Numbers in `text` that the report counted itself (events, sources, days). */
  own?: number[];
}

export const claim = (text: string, eventIds: string[], own: number[] = []): Claim => ({ text, eventIds, own });

/** A claim's citation markers as a report writes them after its text: "[evt_a][evt_b]". */
export const cite = (ids: readonly string[]): string => ids.map((id) => `[${id}]`).join('');

const MARKERS = /((?:\s*\[evt_[a-z0-9]+\])+)/;

/**
 * The claims of a field as a reader sees them: each text up to the citation markers after it, citing
 * those events; text after the last markers cites none.
 */
export function claimsIn(field: string): Claim[] {
  const parts = field.split(MARKERS);
  const out: Claim[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i]!.trim();
    if (text)
      out.push(claim(text, [...new Set([...(parts[i + 1] ?? '').matchAll(/evt_[a-z0-9]+/g)].map((m) => m[0]))]));
  }
  return out;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const SMALL = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A small count in words ("three days"), digits above ten. */
export const countWord = (n: number): string => SMALL[n] ?? String(n);
const ORDINAL = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
export const ordinal = (n: number): string => ORDINAL[n] ?? `${n}th`;

/** A sentence with its first letter upper-cased and one final full stop. */
export const sentence = (s: string): string => {
  const t = s.trim();
  const up = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]["'”’)]?$/.test(up) ? up : `${up}.`;
};

/** A sentence followed by its publication: "Work resumed on Monday (Harbor Ledger)." */
export const attributed = (text: string, publication: string): string => {
  const t = text.trim();
  if (!publication) return sentence(t);
  const m = /^(.*?)([.!?]?)(["'”’)]?)$/su.exec(t)!;
  return sentence(`${m[1]}${m[3]} (${publication})`);
};

/** First letter upper-cased, nothing else changed. */
export const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Lower-case first letter, unless the word is a name (two capitals, or capitalised mid-sentence in the source). */
export const lowerFirst = (s: string): string =>
  /^\p{Lu}\p{Ll}/u.test(s) && !/^\p{Lu}\p{Ll}*\s+\p{Lu}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** A live blog's time stamp opening an entry: "11:40 - ", "11.40am: ", "14:05 GMT — ", "Update 09:15: ". */
const STAMP = /^(?:(?:updated?|breaking)\s*:?\s*)?\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?\s*(?:[A-Z]{2,4}\s*)?[-–—:|]\s+/i;

/** A quote cut to whole words within `max` characters, without a live blog's time stamp before it. */
export function trimQuote(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(STAMP, '');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
