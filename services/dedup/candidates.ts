import { withRoom } from './interner.ts';
import { byCodeUnits } from './text.ts';

/**
 * Key → the slots that hold it. Most keys (band keys above all) belong to one event: they hold its
 * slot itself, and become a set only when a second event shares them, which saves a set per key.
 */
type Postings = Map<string, number | Set<number>>;

function add(index: Postings, keys: Iterable<string>, slot: number): void {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) index.set(k, slot);
    else if (typeof v === 'number') {
      if (v !== slot) index.set(k, new Set([v, slot]));
    } else v.add(slot);
  }
}

function remove(index: Postings, keys: Iterable<string>, slot: number): void {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) continue;
    if (typeof v === 'number') {
      if (v === slot) index.delete(k);
      continue;
    }
    v.delete(slot);
    if (v.size === 1) index.set(k, v.values().next().value!);
  }
}

/** The keys an event is found by. */
export interface CandidateKeys {
  bands: string[];
  terms: Iterable<string>;
  nouns: string[];
}

/** What an article looks its candidates up by. */
export interface Lookup {
  bands: string[];
  /** Its terms, rarest first: the first `maxTerms` that some event holds are looked up. */
  terms: string[];
  maxTerms: number;
  nouns: string[];
}

/** Weights of a shared key when candidates are ranked: a shared LSH band says most. */
const WEIGHT = { band: 3, noun: 2, term: 1 };

/**
 * The candidate index: open events by slot (a small integer of their own while they are in memory),
 * found by the LSH bands, terms and proper nouns they share with an article. It knows nothing of
 * scoring; `lookup` ranks by shared keys and leaves out the slots the caller cannot use, before the
 * cut, so events that could not take the article (closed, too far in time) never crowd it out.
 */
export class CandidateIndex {
  private readonly bands: Postings = new Map();
  private readonly terms: Postings = new Map();
  private readonly nouns: Postings = new Map();
  private hits = new Int32Array(1 << 12);
  private readonly touched: number[] = [];

  /** Distinct terms and nouns indexed (the interners compact against these). */
  get termCount(): number {
    return this.terms.size;
  }
  get nounCount(): number {
    return this.nouns.size;
  }

  add(slot: number, keys: CandidateKeys): void {
    this.hits = withRoom(this.hits, slot);
    add(this.bands, keys.bands, slot);
    add(this.terms, keys.terms, slot);
    add(this.nouns, keys.nouns, slot);
  }

  remove(slot: number, keys: CandidateKeys): void {
    remove(this.bands, keys.bands, slot);
    remove(this.terms, keys.terms, slot);
    remove(this.nouns, keys.nouns, slot);
  }

  /** Moves a slot from one set of keys to another, touching only the keys that changed. */
  update(slot: number, before: CandidateKeys, after: CandidateKeys): void {
    const diff = (a: Iterable<string>, b: Iterable<string>) => {
      const keep = new Set(b);
      return [...a].filter((k) => !keep.has(k));
    };
    for (const [index, a, b] of [
      [this.bands, before.bands, after.bands],
      [this.terms, before.terms, after.terms],
      [this.nouns, before.nouns, after.nouns],
    ] as const) {
      remove(index, diff(a, b), slot);
      add(index, diff(b, a), slot);
    }
  }

  private bump(slots: number | Set<number> | undefined, w: number): void {
    if (slots === undefined) return;
    if (typeof slots === 'number') {
      if (!this.hits[slots]) this.touched.push(slots);
      this.hits[slots]! += w;
    } else {
      for (const s of slots) {
        if (!this.hits[s]) this.touched.push(s);
        this.hits[s]! += w;
      }
    }
  }

  /**
   * Up to `max` slots that `usable` accepts, those sharing the most (weighted) keys with the article
   * first, ties to the smaller id: the same set as sorting every hit would give, in no particular
   * order. `order.key` orders slots as their ids do (see `orderKey`), `order.id` breaks its rare ties.
   */
  lookup(
    a: Lookup,
    max: number,
    usable: (slot: number) => boolean,
    order: { key: (slot: number) => number; id: (slot: number) => string },
  ): number[] {
    for (const b of a.bands) this.bump(this.bands.get(b), WEIGHT.band);
    let looked = 0;
    for (let i = 0; i < a.terms.length && looked < a.maxTerms; i++) {
      const slots = this.terms.get(a.terms[i]!);
      if (slots === undefined) continue;
      this.bump(slots, WEIGHT.term);
      looked++;
    }
    for (const n of a.nouns) this.bump(this.nouns.get(n), WEIGHT.noun);
    const { hits, touched } = this;
    const open: number[] = [];
    for (const s of touched) if (usable(s)) open.push(s);
    let chosen: number[];
    if (open.length <= max) chosen = open;
    else {
      // Counts are small integers: find the count at which the list is cut, take everything above it,
      // and the smallest ids among those that have exactly it.
      let top = 0;
      for (const s of open) top = Math.max(top, hits[s]!);
      const histogram = new Int32Array(top + 1);
      for (const s of open) histogram[hits[s]!]!++;
      let cut = top;
      let above = 0;
      while (above + histogram[cut]! < max) above += histogram[cut--]!;
      chosen = [];
      const tied: number[] = [];
      for (const s of open) {
        if (hits[s]! > cut) chosen.push(s);
        else if (hits[s] === cut) tied.push(s);
      }
      tied.sort((x, y) => order.key(x) - order.key(y) || byCodeUnits(order.id(x), order.id(y)));
      for (let i = 0; i < max - above; i++) chosen.push(tied[i]!);
    }
    for (const s of touched) hits[s] = 0;
    touched.length = 0;
    return chosen;
  }
}

/**
 * A number that orders event ids as their code units do: ids are `evt_` and lowercase hex of one
 * length, so their first 13 hex digits (52 bits, exact in a double) order them, save for equal
 * prefixes, which `lookup` breaks by the ids themselves. Any other id gets NaN: ordered by id alone.
 */
export function orderKey(id: string): number {
  return /^evt_[0-9a-f]{13}/.test(id) ? Number.parseInt(id.slice(4, 17), 16) : Number.NaN;
}
