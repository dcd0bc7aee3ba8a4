// Which literal words a text holds, found in one pass for every reader's patterns: most patterns the
// readers (happenings.ts, targets.ts, decisions.ts) try on a headline and an opening match nothing,
// and each failing pattern scans the whole text, where one pass over it tells which patterns cannot
// match at all. A pattern's cues are read off its own source (`cuesOfPattern`), so a rule edited or
// added needs no list kept beside it; a pattern whose source gives no cue is always tried. Only
// which patterns are tried changes, never what one finds.

/**
 * Literal strings at least one of which every match of `re` holds (lower case for a case-blind
 * pattern, which is then asked of the lower-cased text), or null when its source gives none. Read
 * from the source by a small parser of the syntax the readers use; anything it does not know
 * (a back-reference, a class with many characters) only makes the answer weaker, never wrong.
 */
export function cuesOfPattern(re: RegExp): string[] | null {
  // A case-blind Unicode pattern folds characters lower-casing does not ("ſ" is "s"): no cues.
  if (re.flags.includes('i') && re.flags.includes('u')) return null;
  try {
    const parser = new PatternReader(re.source, re.flags.includes('i'));
    const node = parser.alternation();
    if (parser.at < re.source.length) return null;
    const found = best(node);
    // A case-blind pattern is asked of the lower-cased text, and a letter outside printable ASCII may lower-case
    // by its neighbours ("Σ" is "σ" or "ς"): such a cue could miss a match, so the pattern is always tried.
    if (re.flags.includes('i') && found?.some((c) => /[^\t\n -~]/.test(c))) return null;
    // A cue holding another is held by every text holding that one: only the shorter is needed.
    return found && found.filter((c) => !found.some((d) => d !== c && c.includes(d)));
  } catch {
    return null;
  }
}

/** What a piece of a pattern matches: every string it can (`exact`, when few), and cues one of which it holds. */
interface Piece {
  exact: string[] | null;
  cues: string[] | null;
}

const MAX_STRINGS = 64;
const MAX_CLASS = 8;
const UNKNOWN: Piece = { exact: null, cues: null };
const EMPTY: Piece = { exact: [''], cues: null };

/** The better of a piece's two answers as cues: none when it can match the empty string. */
function best(p: Piece): string[] | null {
  const fromExact = p.exact && !p.exact.includes('') ? p.exact : null;
  return better(fromExact, p.cues);
}

/** The stronger of two cue sets: the longer shortest cue, then the fewer cues. */
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const min = (xs: string[]) => Math.min(...xs.map((x) => x.length));
  if (min(a) !== min(b)) return min(a) > min(b) ? a : b;
  return a.length <= b.length ? a : b;
}

const product = (a: string[], b: string[]): string[] | null =>
  a.length * b.length > MAX_STRINGS ? null : [...new Set(a.flatMap((x) => b.map((y) => x + y)))];

class PatternReader {
  at = 0;
  constructor(
    private readonly src: string,
    private readonly fold: boolean,
  ) {}

  private peek(): string {
    return this.src[this.at] ?? '';
  }

  alternation(): Piece {
    const alternatives = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      alternatives.push(this.sequence());
    }
    if (alternatives.length === 1) return alternatives[0]!;
    const exacts = alternatives.map((a) => a.exact);
    const all = exacts.every((e) => e) ? [...new Set(exacts.flatMap((e) => e!))] : null;
    const cueSets = alternatives.map(best);
    return {
      exact: all && all.length <= MAX_STRINGS ? all : null,
      cues: cueSets.every((c) => c) ? [...new Set(cueSets.flatMap((c) => c!))] : null,
    };
  }

  private sequence(): Piece {
    let cues: string[] | null = null;
    let run: string[] | null = [''];
    let exact: string[] | null = [''];
    const endRun = () => {
      if (run && !run.includes('')) cues = better(cues, run);
    };
    while (this.at < this.src.length && this.peek() !== '|' && this.peek() !== ')') {
      const piece = this.quantified();
      cues = better(cues, best(piece));
      exact = exact && piece.exact ? product(exact, piece.exact) : null;
      if (piece.exact && run) {
        const next = product(run, piece.exact);
        if (next) run = next;
        else {
          endRun();
          run = piece.exact;
        }
      } else {
        endRun();
        run = piece.exact;
      }
    }
    endRun();
    return { exact, cues };
  }

  private quantified(): Piece {
    const atom = this.atom();
    const q = /^(?:([?*+])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.src.slice(this.at));
    if (!q) return atom;
    this.at += q[0].length;
    const min = q[1] ? (q[1] === '+' ? 1 : 0) : Number(q[2]);
    const max = q[1] ? (q[1] === '?' ? 1 : Infinity) : q[3] ? (q[4] ? Number(q[4]) : Infinity) : min;
    if (min === 0) return { exact: max === 1 && atom.exact ? [...new Set(['', ...atom.exact])] : null, cues: null };
    let exact: string[] | null = null;
    if (atom.exact && min === max && min <= 3) {
      exact = atom.exact;
      for (let i = 1; i < min && exact; i++) exact = product(exact, atom.exact);
    }
    return { exact, cues: best(atom) };
  }

  private atom(): Piece {
    const c = this.peek();
    if (c === '(') {
      this.at++;
      const look = /^\?(?:<?[=!])/.exec(this.src.slice(this.at));
      if (look) {
        this.at += look[0].length;
        this.alternation();
        this.expect(')');
        return EMPTY;
      }
      const group = /^\?(?::|<[A-Za-z_$][\w$]*>)/.exec(this.src.slice(this.at));
      if (group) this.at += group[0].length;
      else if (this.peek() === '?') throw new Error('unknown group');
      const inner = this.alternation();
      this.expect(')');
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '^' || c === '$') {
      this.at++;
      return EMPTY;
    }
    if (c === '.') {
      this.at++;
      return UNKNOWN;
    }
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?' || c === '{') throw new Error('nothing to repeat');
    this.at++;
    return { exact: [this.fold ? c.toLowerCase() : c], cues: null };
  }

  private expect(c: string): void {
    if (this.peek() !== c) throw new Error(`expected ${c}`);
    this.at++;
  }

  /** An escape outside a class: an assertion, a class of characters, or one literal character. */
  private escape(): Piece {
    const e = this.src[this.at + 1] ?? '';
    if (e === 'b' || e === 'B') {
      this.at += 2;
      return EMPTY;
    }
    const one = this.escapedCharacter();
    return one === null ? UNKNOWN : { exact: [one], cues: null };
  }

  /** The character an escape at `at` stands for (moving past it), or null for a class or a back-reference. */
  private escapedCharacter(): string | null {
    const rest = this.src.slice(this.at);
    const unicode = /^\\u(?:\{([0-9A-Fa-f]+)\}|([0-9A-Fa-f]{4}))|^\\x([0-9A-Fa-f]{2})/.exec(rest);
    if (unicode) {
      this.at += unicode[0].length;
      const ch = String.fromCodePoint(parseInt(unicode[1] ?? unicode[2] ?? unicode[3]!, 16));
      return this.fold ? ch.toLowerCase() : ch;
    }
    const property = /^\\[pP]\{[^}]*\}|^\\k<[^>]*>|^\\\d+|^\\[dDsSwW]/.exec(rest);
    if (property) {
      this.at += property[0].length;
      return null;
    }
    const e = rest[1];
    if (e === undefined) throw new Error('trailing backslash');
    this.at += 2;
    const control: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', '0': '\0' };
    if (e in control) return control[e]!;
    if (/[A-Za-z]/.test(e)) throw new Error(`unknown escape \\${e}`);
    return this.fold ? e.toLowerCase() : e;
  }

  /** A class of a few literal characters (`[sz]`, `[- ]`): each of them; any other class is unknown. */
  private characterClass(): Piece {
    this.at++;
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const chars = new Set<string>();
    let known = !negated;
    let first = true;
    while (this.peek() !== ']' || first) {
      if (this.at >= this.src.length) throw new Error('unterminated class');
      first = false;
      const lo = this.classCharacter();
      if (this.peek() === '-' && this.src[this.at + 1] !== ']' && this.src[this.at + 1] !== undefined) {
        this.at++;
        const hi = this.classCharacter();
        if (lo === null || hi === null) known = false;
        else {
          const [a, b] = [lo.codePointAt(0)!, hi.codePointAt(0)!];
          if (b - a >= MAX_CLASS) known = false;
          else for (let x = a; x <= b; x++) chars.add(String.fromCodePoint(x));
        }
      } else if (lo === null) known = false;
      else chars.add(lo);
    }
    this.at++;
    if (!known || chars.size > MAX_CLASS) return UNKNOWN;
    // A case-blind class matches either case of each letter: the lower-cased text holds the lower one.
    return { exact: [...new Set([...chars].map((ch) => (this.fold ? ch.toLowerCase() : ch)))], cues: null };
  }

  private classCharacter(): string | null {
    if (this.peek() === '\\') {
      if (this.src[this.at + 1] === 'b') {
        this.at += 2;
        return '\b';
      }
      return this.escapedCharacter();
    }
    const cp = this.src.codePointAt(this.at)!;
    const ch = String.fromCodePoint(cp);
    this.at += ch.length;
    return ch;
  }
}

/**
 * The literal strings a text holds, of those every pattern registered asked for: an Aho-Corasick
 * automaton over them all, built when first needed after a pattern is registered, and read in one
 * pass over a text.
 */
const cueIds = new Map<string, number>();
let automaton: Automaton | null = null;

interface Automaton {
  /** Each code unit's column (0: a character no cue holds). */
  columns: Uint16Array;
  width: number;
  /** The state after each state and column (`next[state * width + column]`). */
  next: Uint16Array | Uint32Array;
  /** Cue ids each state ends, `ends[endsAt[s]…endsAt[s + 1]]`. */
  endsAt: Int32Array;
  ends: Int32Array;
}

function build(): Automaton {
  const cues = [...cueIds.keys()];
  const columns = new Uint16Array(65_536);
  let width = 1;
  for (const cue of cues)
    for (let i = 0; i < cue.length; i++) if (!columns[cue.charCodeAt(i)]) columns[cue.charCodeAt(i)] = width++;
  // The trie: goto[state][column], -1 for none.
  const trie: Int32Array[] = [new Int32Array(width).fill(-1)];
  const ends: number[][] = [[]];
  cues.forEach((cue, id) => {
    let s = 0;
    for (let i = 0; i < cue.length; i++) {
      const col = columns[cue.charCodeAt(i)]!;
      if (trie[s]![col]! < 0) {
        trie[s]![col] = trie.length;
        trie.push(new Int32Array(width).fill(-1));
        ends.push([]);
      }
      s = trie[s]![col]!;
    }
    ends[s]!.push(id);
  });
  // Breadth first: each state's failure, its missing moves taken from its failure's, its cues joined.
  // Two bytes a move while the states fit: half the table in the processor's caches.
  const next = trie.length < 65_536 ? new Uint16Array(trie.length * width) : new Uint32Array(trie.length * width);
  const fail = new Int32Array(trie.length);
  const queue: number[] = [];
  for (let col = 0; col < width; col++) {
    const t = trie[0]![col]!;
    next[col] = t < 0 ? 0 : t;
    if (t > 0) queue.push(t);
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]!;
    ends[s]!.push(...ends[fail[s]!]!);
    for (let col = 0; col < width; col++) {
      const t = trie[s]![col]!;
      if (t < 0) next[s * width + col] = next[fail[s]! * width + col]!;
      else {
        fail[t] = next[fail[s]! * width + col]!;
        next[s * width + col] = t;
        queue.push(t);
      }
    }
  }
  const endsAt = new Int32Array(trie.length + 1);
  ends.forEach((e, s) => (endsAt[s + 1] = endsAt[s]! + e.length));
  return { columns, width, next, endsAt, ends: Int32Array.from(ends.flat()) };
}

/** The cues one text holds: `stamps[id] === pass` for each (see `cuesIn`). */
export interface Found {
  pass: number;
}

/** Each cue's last pass that found it: one table for every text, no allocation per text. */
let stamps = new Uint32Array(0);
let pass = 0;
let last: { text: string; found: Found } | null = null;

/**
 * The registered cues `text` holds, read in one pass. Valid until the next text is read (a reader
 * reads one text's answer at once; a text asked twice in a row is read once).
 */
export function cuesIn(text: string): Found {
  if (!automaton) {
    automaton = build();
    stamps = new Uint32Array(cueIds.size);
    last = null;
  }
  if (last?.text === text) return last.found;
  const { columns, width, next, endsAt, ends } = automaton;
  pass = (pass + 1) >>> 0;
  if (pass === 0) {
    stamps.fill(0);
    pass = 1;
  }
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    s = next[s * width + columns[text.charCodeAt(i)]!]!;
    for (let k = endsAt[s]!; k < endsAt[s + 1]!; k++) stamps[ends[k]!] = pass;
  }
  last = { text, found: { pass } };
  return last.found;
}

/** Cue ids, one of which a text must hold; null: always asked. */
export type Cues = Int32Array | null;

/** Registers literal strings as cues (a text holding none of them is told so by `holdsAny`). */
export function cues(words: readonly string[] | null): Cues {
  if (!words) return null;
  return Int32Array.from(words, (w) => {
    let id = cueIds.get(w);
    if (id === undefined) {
      cueIds.set(w, (id = cueIds.size));
      automaton = null;
    }
    return id;
  });
}

/** Registers the cues of a pattern (see `cuesOfPattern`). */
export const patternCues = (re: RegExp): Cues => cues(cuesOfPattern(re));

/** Whether the text last read (`found`) holds one of `ids` (always, with no cues). */
export function holdsAny(ids: Cues, found: Found): boolean {
  if (!ids) return true;
  if (found.pass !== pass) throw new Error('cues of a text read before the last one');
  for (let i = 0; i < ids.length; i++) if (stamps[ids[i]!] === pass) return true;
  return false;
}
