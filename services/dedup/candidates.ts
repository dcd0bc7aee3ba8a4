import { withRoom } from './interner.ts';
import { byCodeUnits } from './text.ts';

/**
 * The slots that hold a key. Most keys (band keys above all) belong to one event: they hold its
 * slot itself, and become a list only when a second event shares them, which saves a list per key.
 * Lists, not sets: `lookup` walks them for every article, and a plain array is the fastest to walk.
 */
type Slots = number | number[];

/** Key → the slots that hold it. */
interface Postings<K> {
  get(key: K): Slots | undefined;
  set(key: K, slots: Slots): void;
  delete(key: K): void;
}

/** Postings of small integer keys (term ids), in an array: no map entry per key. */
class ByIdPostings implements Postings<number> {
  private readonly slots: (Slots | undefined)[] = [];
  get(id: number): Slots | undefined {
    return this.slots[id];
  }
  set(id: number, slots: Slots): void {
    // Grown one by one, never past its end: an array written far past its end turns into a dictionary.
    while (this.slots.length < id) this.slots.push(undefined);
    this.slots[id] = slots;
  }
  delete(id: number): void {
    if (id < this.slots.length) this.slots[id] = undefined;
  }
}

/**
 * Postings of band keys (see `bandKeys`: the band times 2^32, plus a 32-bit hash), one map per band
 * keyed by the hash as an int32, which V8 holds as a small integer: no key object per band key.
 */
class BandPostings implements Postings<number> {
  private readonly byBand: Map<number, Slots>[] = [];
  private map(key: number): Map<number, Slots> {
    const band = Math.floor(key / 2 ** 32);
    let m = this.byBand[band];
    if (!m) {
      while (this.byBand.length < band) this.byBand.push(new Map<number, Slots>());
      this.byBand[band] = m = new Map<number, Slots>();
    }
    return m;
  }
  get(key: number): Slots | undefined {
    return this.byBand[Math.floor(key / 2 ** 32)]?.get(key | 0);
  }
  set(key: number, slots: Slots): void {
    this.map(key).set(key | 0, slots);
  }
  delete(key: number): void {
    this.byBand[Math.floor(key / 2 ** 32)]?.delete(key | 0);
  }
}

/** Adds a slot under keys it is not under yet (the index only adds an event's new keys). */
function add<K>(index: Postings<K>, keys: Iterable<K>, slot: number): void {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) index.set(k, slot);
    else if (typeof v === 'number') {
      if (v !== slot) index.set(k, [v, slot]);
    } else v.push(slot);
  }
}

function remove<K>(index: Postings<K>, keys: Iterable<K>, slot: number): void {
  for (const k of keys) {
    const v = index.get(k);
    if (v === undefined) continue;
    if (typeof v === 'number') {
      if (v === slot) index.delete(k);
      continue;
    }
    const at = v.indexOf(slot);
    if (at < 0) continue;
    // Order within a list means nothing (lookup's result does not depend on it): the last fills the gap.
    v[at] = v[v.length - 1]!;
    v.pop();
    if (v.length === 1) index.set(k, v[0]!);
  }
}

/** The keys an event is found by. */
export interface CandidateKeys {
  /** See `bandKeys`. */
  bands: number[];
  /** Term ids (see `TermIds`). */
  terms: Iterable<number>;
  nouns: string[];
}

/** What an article looks its candidates up by. */
export interface Lookup {
  bands: number[];
  /** Its term ids, rarest first (-1: a term no event holds): the first `maxTerms` that some event is indexed by are looked up. */
  terms: Int32Array;
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
  private readonly bands = new BandPostings();
  private readonly terms = new ByIdPostings();
  private readonly nouns: Postings<string> = new Map<string, Slots>();
  private hits = new Int32Array(1 << 12);
  private readonly touched: number[] = [];

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
    const move = <K>(index: Postings<K>, a: Iterable<K>, b: Iterable<K>) => {
      const diff = (x: Iterable<K>, y: Iterable<K>) => {
        const keep = new Set(y);
        return [...x].filter((k) => !keep.has(k));
      };
      remove(index, diff(a, b), slot);
      add(index, diff(b, a), slot);
    };
    move(this.bands, before.bands, after.bands);
    move(this.terms, before.terms, after.terms);
    move(this.nouns, before.nouns, after.nouns);
  }

  private bump(slots: number | number[] | undefined, w: number): void {
    if (slots === undefined) return;
    const { hits, touched } = this;
    if (typeof slots === 'number') {
      if (!hits[slots]) touched.push(slots);
      hits[slots]! += w;
    } else {
      for (let i = 0; i < slots.length; i++) {
        const s = slots[i]!;
        if (!hits[s]) touched.push(s);
        hits[s]! += w;
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
      const id = a.terms[i]!;
      const slots = id < 0 ? undefined : this.terms.get(id);
      if (slots === undefined) continue;
      this.bump(slots, WEIGHT.term);
      looked++;
    }
    for (const n of a.nouns) this.bump(this.nouns.get(n), WEIGHT.noun);
    const { hits, touched } = this;
    // Counts are small integers: a counting sort puts the touched slots in order of count, most
    // first, and only the best are asked whether they are usable (the question costs more than the
    // sort), a whole group of equal counts at a time; the group at the cut gives its smallest ids.
    let top = 0;
    for (let i = 0; i < touched.length; i++) top = Math.max(top, hits[touched[i]!]!);
    const next = new Int32Array(top + 2);
    for (let i = 0; i < touched.length; i++) next[hits[touched[i]!]!]!++;
    for (let c = top, at = 0; c >= 0; c--) {
      const n = next[c]!;
      next[c] = at;
      at += n;
    }
    const sorted = new Int32Array(touched.length);
    for (let i = 0; i < touched.length; i++) sorted[next[hits[touched[i]!]!]!++] = touched[i]!;
    const chosen: number[] = [];
    const group: number[] = [];
    for (let i = 0; i < sorted.length && chosen.length < max;) {
      const count = hits[sorted[i]!]!;
      group.length = 0;
      for (; i < sorted.length && hits[sorted[i]!] === count; i++) if (usable(sorted[i]!)) group.push(sorted[i]!);
      if (chosen.length + group.length > max)
        group.sort((x, y) => order.key(x) - order.key(y) || byCodeUnits(order.id(x), order.id(y)));
      for (let k = 0; k < group.length && chosen.length < max; k++) chosen.push(group[k]!);
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
