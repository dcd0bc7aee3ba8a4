// Text features for dedup: content terms, word shingles, MinHash signatures, LSH bands and proper
// nouns. Everything is a pure function of the text, so replays compute the same features.

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him himself
  his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them themselves then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you your
  yours yourself yourselves said says say told according new one two three first last year years week weeks day days monday
  tuesday wednesday thursday friday saturday sunday today yesterday tomorrow time since amid among around per via may might must
  shall us mr mrs ms dr people report reports reported news latest live update updates breaking just still however including
  many much several whether within without across toward towards least well back even like make made get got go going
  un de la le les el los del der die das und`.split(/\s+/),
);

/** A light suffix stemmer: enough to meet "strike"/"strikes"/"striking" halfway, cheap and deterministic. */
export function stem(w: string): string {
  if (w.length <= 4) return w;
  if (w.endsWith('ies') && w.length > 5) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 6) return w.slice(0, -3);
  if (w.endsWith('ed') && w.length > 5) return w.slice(0, -2);
  if (w.endsWith('es') && /(ches|shes|xes|zes|sses)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Lower-cased, stemmed content words (no stopwords, no single characters, no bare numbers). */
export function contentTokens(text: string): string[] {
  const out: string[] = [];
  // `match` with a global pattern returns the matched strings alone: no match object per word.
  for (let w of text.toLowerCase().match(WORD) ?? []) {
    // Most words have no apostrophe or hyphen: skip the two replacements for them.
    if (PUNCT.test(w)) w = w.replace(/['’]s$/, '').replace(/['’-]/g, '');
    if (w.length < 2 || STOPWORDS.has(w) || DIGITS.test(w)) continue;
    out.push(stem(w));
  }
  return out;
}

const PUNCT = /['’-]/;
const DIGITS = /^\d+$/;

const NUMBER = /\d[\d,.]*\d/g;

/**
 * Numbers of two or more digits ("737", "1.9", "200,000") as terms of their own, marked with `#`:
 * contentTokens leaves numbers out, and a figure two reports share says much.
 */
export function numberTerms(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((n) => `#${n}`);
}

/** The first sentences of a body, up to about `max` characters: what a wire lead carries. */
export function leadOf(body: string, max = 420): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  return end > max * 0.4 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * An opening's own story: its first two sentences (a third recalls other happenings as often as its
 * own), or the whole opening when it has no sentence end.
 */
export function ownStory(opening: string): string {
  return /^(?:.*?[.!?](?:\s+|$)){0,2}/s.exec(opening)?.[0] || opening;
}

/** Term weights of tokenised text: title words count twice, lead words once, and the vector has unit length. */
export function termVector(titleTokens: string[], leadTokens: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of titleTokens) tf.set(t, (tf.get(t) ?? 0) + 2);
  for (const t of leadTokens) tf.set(t, (tf.get(t) ?? 0) + 1);
  let norm = 0;
  for (const [t, v] of tf) {
    const w = 1 + Math.log(v);
    tf.set(t, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [t, v] of tf) tf.set(t, v / norm);
  return tf;
}

/** Code-unit order: deterministic, and far cheaper than `localeCompare` on hot paths. */
export const byCodeUnits = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

const FNV_OFFSET = 0x811c9dc5;

/** Folds a string into a running 32-bit FNV-1a hash (not yet made unsigned). */
function fnvMix(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

const DECIMAL_DIGITS = new Uint8Array(16);

/** `fnvMix(h, String(v))` without the string, for a whole number from 0 to 2^53 (any other by its string). */
function fnvMixDecimal(h: number, v: number): number {
  if (!Number.isSafeInteger(v) || v < 0) return fnvMix(h, String(v));
  let n = 0;
  do {
    const d = v % 10;
    DECIMAL_DIGITS[n++] = d;
    v = (v - d) / 10;
  } while (v > 0);
  while (n > 0) {
    h ^= 48 + DECIMAL_DIGITS[--n]!;
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** 32-bit FNV-1a. */
export function fnv1a(s: string): number {
  return fnvMix(FNV_OFFSET, s) >>> 0;
}

export const MINHASH_SIZE = 64;
export const LSH_BANDS = 16;
const ROWS = MINHASH_SIZE / LSH_BANDS;
// Fixed odd multipliers and offsets for the MinHash permutations: never random, so every run agrees.
// Kept as int32 in typed arrays: `Math.imul` and `| 0` read them modulo 2^32 either way.
const COEFF_A = Int32Array.from({ length: MINHASH_SIZE }, (_, i) => fnv1a(`a${i}`) | 1);
const COEFF_B = Int32Array.from({ length: MINHASH_SIZE }, (_, i) => fnv1a(`b${i}`) | 0);

/** Hashes of the overlapping `k`-word shingles of a token list (a single token counts as one shingle). */
export function shingles(tokens: string[], k = 2): number[] {
  if (tokens.length < k) return tokens.length ? [fnv1a(tokens.join(' '))] : [];
  const out = new Set<number>();
  // fnv1a(tokens.slice(i, i + k).join(' ')), without building the string.
  for (let i = 0; i + k <= tokens.length; i++) {
    let h = fnvMix(FNV_OFFSET, tokens[i]!);
    for (let j = 1; j < k; j++) h = fnvMix(Math.imul(h ^ 32, 0x01000193), tokens[i + j]!);
    out.add(h >>> 0);
  }
  return [...out];
}

/** Every value of the signature of a text without shingles (a real signature's values are uint32). */
export const NO_SHINGLES = Number.MAX_SAFE_INTEGER;

/** 64 minima of `(a·x + b) mod 2^32` (multiply-shift style hashing, then a final mix), or NO_SHINGLES 64 times. */
export function minhash(shingleHashes: number[]): number[] {
  const sig = new Array<number>(MINHASH_SIZE).fill(NO_SHINGLES);
  if (!shingleHashes.length) return sig;
  // Int32 throughout (`Math.imul` reads the hashes modulo 2^32 either way), one permutation at a time
  // so that its minimum stays in a register. XOR with 2^31 makes signed order the unsigned order.
  const xs = Int32Array.from(shingleHashes);
  for (let i = 0; i < MINHASH_SIZE; i++) {
    const a = COEFF_A[i]!;
    const b = COEFF_B[i]!;
    let min = 0x7fffffff;
    for (let k = 0; k < xs.length; k++) {
      let h = (Math.imul(a, xs[k]!) + b) | 0;
      h ^= h >>> 15;
      h = Math.imul(h, 0x2c1b3c6d) ^ 0x80000000;
      if (h < min) min = h;
    }
    sig[i] = (min ^ 0x80000000) >>> 0;
  }
  return sig;
}

/**
 * LSH band keys of a signature: two texts share a key when one band's rows all agree. A key is a
 * number, the band times 2^32 plus a 32-bit hash of its rows (exact in a double): no string per key.
 */
export function bandKeys(sig: number[]): number[] {
  if (sig.every((v) => v === NO_SHINGLES)) return [];
  const keys: number[] = [];
  // The hash is fnv1a(sig.slice(b * ROWS, (b + 1) * ROWS).join(',')), without building the joined string.
  for (let b = 0; b < LSH_BANDS; b++) {
    let h = FNV_OFFSET;
    for (let r = 0; r < ROWS; r++) {
      if (r) h = Math.imul(h ^ 44, 0x01000193);
      h = fnvMixDecimal(h, sig[b * ROWS + r]!);
    }
    keys.push(b * 2 ** 32 + (h >>> 0));
  }
  return keys;
}

/** The band of a band key (see `bandKeys`); its hash is the low 32 bits. */
export const bandOf = (key: number): number => Math.floor(key / 2 ** 32);

/** A band key as `events.features` stores it: `<band>:<hash>`. */
export const bandKeyText = (key: number): string => `${bandOf(key)}:${key % 2 ** 32}`;

/** The band key a stored `<band>:<hash>` stands for. */
export function bandKeyOf(text: string): number {
  const [band, hash] = text.split(':');
  return Number(band) * 2 ** 32 + Number(hash);
}

export function jaccardEstimate(a: number[], b: number[]): number {
  let same = 0;
  for (let i = 0; i < MINHASH_SIZE; i++) if (a[i] === b[i]) same++;
  return same / MINHASH_SIZE;
}

/**
 * Whether `jaccardEstimate(a, b) >= at`, read only until the count decides it: scoring asks it for
 * every candidate of every article, and nearly all differ in most places. `b`'s signature may start
 * at `from` (one of many in one array, see signatures.ts).
 */
export function estimateReaches(a: ArrayLike<number>, b: ArrayLike<number>, at: number, from = 0): boolean {
  let same = 0;
  for (let i = 0; i < MINHASH_SIZE; i++) {
    if (a[i] === b[from + i]) {
      if (++same / MINHASH_SIZE >= at) return true;
    } else if ((same + MINHASH_SIZE - 1 - i) / MINHASH_SIZE < at) return false;
  }
  return same / MINHASH_SIZE >= at;
}

const CAP_WORD =
  /\b(?:[A-Z][\p{L}'’.-]*|[A-Z]{2,})(?:\s+(?:of|de|al|bin|van|von|the)?\s*(?:[A-Z][\p{L}'’.-]*|[A-Z]{2,}))*/gu;

/**
 * Proper-noun keys: runs of capitalised words, lower-cased. A run that opens a sentence and is a
 * single common word ("The", "After") is dropped. Cheap, and good enough to compare two articles.
 */
export function properNouns(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.match(CAP_WORD) ?? []) {
    const phrase = m.replace(/[.’']s?$/, '').trim();
    const lower = phrase.toLowerCase();
    if (phrase.length < 2) continue;
    if (!phrase.includes(' ') && STOPWORDS.has(lower)) continue;
    out.add(lower.replace(/[’']/g, ''));
  }
  return [...out];
}
