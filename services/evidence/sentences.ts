/** Abbreviations whose full stop does not end a sentence ("Mr. Ekholm", "Gen. Petrov", "U.S. Navy"). */
const ABBREVIATION =
  /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|St|Gen|Lt|Col|Sgt|Capt|Cmdr|Adm|Gov|Sen|Rep|Prof|Jr|Sr|No|Nos|Co|Corp|Inc|Ltd|vs|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|\p{Lu}|(?:\p{Lu}\.)+\p{Lu})\.$/u;

/**
 * The sentences of a text, in order: a sentence ends at . ! or ? (and any closing quote or bracket)
 * before a capital, a digit or an opening quote, unless the full stop closes an abbreviation; a line
 * break always ends one. Whitespace inside a sentence becomes single spaces. With `max`, the first
 * `max` of them only (the rest of a long text is never read).
 */
export function splitSentences(text: string, max = Infinity): string[] {
  const out: string[] = [];
  // A dateline opens the story's first paragraph, which may follow a headline line in an extracted page.
  for (const line of text.split(/\n+/)) {
    if (out.length >= max) break;
    const flat = withoutDateline(line).replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let from = 0;
    for (const m of flat.matchAll(/[.!?]+["'”’)\]]*(?=\s+["'“‘(]?[\p{Lu}\d])/gu)) {
      const end = m.index + m[0].length;
      if (m[0] === '.' && ABBREVIATION.test(flat.slice(Math.max(from, end - 12), end))) continue;
      const s = flat.slice(from, end).trim();
      if (s) out.push(s);
      from = end;
      if (out.length >= max) return out;
    }
    const rest = flat.slice(from).trim();
    if (rest) out.push(rest);
  }
  return out.length > max ? out.slice(0, max) : out;
}

/**
 * A wire story's dateline ("DJIBOUTI, Nov. 26 — ", "KHARKIV (Reuters) - ", "PORT ARTHUR, Texas, Nov. 26 — ")
 * says where the copy was filed, not what happened: the text without it. Only a capitalised place at the
 * very start, with the state or country a city abroad or in a federation is filed with, before a dash.
 */
export function withoutDateline(text: string): string {
  return text.replace(DATELINE, '');
}

const DATELINE =
  /^\s*\p{Lu}[\p{Lu}\p{M} .'-]{1,40}(?:,\s*\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)?(?:,\s*\p{Lu}\p{Ll}{2,4}\.?\s+\d{1,2})?(?:\s*\([^)]{1,40}\))?\s*[—–-]{1,2}\s+/u;

/** Where one clause of a sentence ends and the next begins: a semicolon, a colon, a dash, a comma, or "and"/"but"/"while" joining two. */
const CLAUSE_BREAK = /\s*[;:—–]\s*|,\s+|\s+-\s+|\s+(?:and|but|while|whereas)\s+/u;

/**
 * The clauses of a sentence that state a figure ("evacuation orders now cover 19,000 residents and 36
 * homes were destroyed": for "19,000", the first clause): a sentence that joins several facts files each
 * figure under its own clause. The whole sentence when no clause holds one of `figures`.
 */
export function clausesStating(sentence: string, figures: readonly string[]): string {
  const clauses = sentence.split(CLAUSE_BREAK).filter((c) => figures.some((f) => f && c.includes(f)));
  return clauses.length ? clauses.join(' ') : sentence;
}
