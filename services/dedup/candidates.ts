import { withRoom } from './interner.ts';
import { bandOf, byCodeUnits } from './text.ts';

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
 * Postings of band keys (see `bandKeys`: the band times 2^32, plus a 32-bit hash): an open-addressing
 * table in typed arrays, about 15 bytes a key where a map entry costs about 40 (every open event has
 * 16 band keys, nearly all its own). Linear probing; a removed key leaves a mark that probes pass over.
 * When keys and marks fill three quarters of it, it is rebuilt without the marks, its keys filling
 * half (any size, not a power of two: that alone would leave it a quarter full at worst). A value
 * is a slot, or ~i for `lists[i]`.
 */
class BandPostings implements Postings<number> {
  /** By place: 0 empty, 1 removed, else 2 + the band. */
  private bands = new Uint8Array(MIN_BAND_TABLE);
  private hashes = new Int32Array(MIN_BAND_TABLE);
  private values = new Int32Array(MIN_BAND_TABLE);
  private used = 0;
  private live = 0;
  private readonly lists: (number[] | undefined)[] = [];
  private readonly freeLists: number[] = [];

  /** The place of a key, or -1. */
  private find(band: number, hash: number): number {
    const size = this.bands.length;
    for (let at = place(band, hash, size); ; at = at + 1 === size ? 0 : at + 1) {
      const b = this.bands[at]!;
      if (b === 0) return -1;
      if (b === band + 2 && this.hashes[at] === hash) return at;
    }
  }

  get(key: number): Slots | undefined {
    const at = this.find(bandOf(key), key | 0);
    if (at < 0) return undefined;
    const v = this.values[at]!;
    return v >= 0 ? v : this.lists[~v];
  }

  set(key: number, slots: Slots): void {
    const band = bandOf(key);
    const hash = key | 0;
    let at = this.find(band, hash);
    if (at >= 0) {
      const v = this.values[at]!;
      if (v < 0 && this.lists[~v] === slots) return;
      if (v < 0) this.dropList(~v);
    } else {
      if (4 * (this.used + 1) > 3 * this.bands.length) this.rebuild();
      const size = this.bands.length;
      at = place(band, hash, size);
      while (this.bands[at]! > 1) at = at + 1 === size ? 0 : at + 1;
      if (this.bands[at] === 0) this.used++;
      this.live++;
      this.bands[at] = band + 2;
      this.hashes[at] = hash;
    }
    if (typeof slots === 'number') this.values[at] = slots;
    else {
      const i = this.freeLists.pop() ?? this.lists.length;
      this.lists[i] = slots;
      this.values[at] = ~i;
    }
  }

  delete(key: number): void {
    const at = this.find(bandOf(key), key | 0);
    if (at < 0) return;
    if (this.values[at]! < 0) this.dropList(~this.values[at]!);
    this.bands[at] = 1;
    this.live--;
  }

  private dropList(i: number): void {
    this.lists[i] = undefined;
    this.freeLists.push(i);
  }

  private rebuild(): void {
    const { bands, hashes, values } = this;
    const size = Math.max(MIN_BAND_TABLE, 2 * (this.live + 1));
    this.bands = new Uint8Array(size);
    this.hashes = new Int32Array(size);
    this.values = new Int32Array(size);
    for (let from = 0; from < bands.length; from++) {
      if (bands[from]! < 2) continue;
      let at = place(bands[from]! - 2, hashes[from]!, size);
      while (this.bands[at] !== 0) at = at + 1 === size ? 0 : at + 1;
      this.bands[at] = bands[from]!;
      this.hashes[at] = hashes[from]!;
      this.values[at] = values[from]!;
    }
    this.used = this.live;
  }
}

const MIN_BAND_TABLE = 1 << 10;

/** Where a band key's probe starts in a table of `size`: its hash mixed with its band. */
function place(band: number, hash: number, size: number): number {
  let h = Math.imul(hash ^ Math.imul(band + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 15;
  return (h >>> 0) % size;
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

/** The keys of `a` that `b` lacks. */
function missingFrom<K>(a: Iterable<K>, b: Iterable<K>): K[] {
  const keep = new Set(b);
  return [...a].filter((k) => !keep.has(k));
}

/** Moves a slot from keys `a` to keys `b`, touching only the keys that differ. */
function move<K>(index: Postings<K>, a: Iterable<K>, b: Iterable<K>, slot: number): void {
  remove(index, missingFrom(a, b), slot);
  add(index, missingFrom(b, a), slot);
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
  bands: ArrayLike<number>;
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
  /** `lookup`'s counting sort: slots per count, and the touched slots in order of count. */
  private counts = new Int32Array(64);
  private sorted = new Int32Array(1 << 12);

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
    move(this.bands, before.bands, after.bands, slot);
    move(this.terms, before.terms, after.terms, slot);
    move(this.nouns, before.nouns, after.nouns, slot);
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
    for (let i = 0; i < a.bands.length; i++) this.bump(this.bands.get(a.bands[i]!), WEIGHT.band);
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
    // Both arrays are kept from call to call (one per article would be garbage for the collector).
    let top = 0;
    for (let i = 0; i < touched.length; i++) top = Math.max(top, hits[touched[i]!]!);
    const next = (this.counts = withRoom(this.counts, top + 1));
    next.fill(0, 0, top + 2);
    for (let i = 0; i < touched.length; i++) next[hits[touched[i]!]!]!++;
    for (let c = top, at = 0; c >= 0; c--) {
      const n = next[c]!;
      next[c] = at;
      at += n;
    }
    const sorted = (this.sorted = withRoom(this.sorted, touched.length));
    const size = touched.length;
    for (let i = 0; i < size; i++) sorted[next[hits[touched[i]!]!]!++] = touched[i]!;
    const chosen: number[] = [];
    let group: number[] = [];
    for (let i = 0; i < size && chosen.length < max;) {
      const count = hits[sorted[i]!]!;
      group.length = 0;
      for (; i < size && hits[sorted[i]!] === count; i++) if (usable(sorted[i]!)) group.push(sorted[i]!);
      if (chosen.length + group.length > max) group = firstInOrder(group, max - chosen.length, order);
      for (let k = 0; k < group.length && chosen.length < max; k++) chosen.push(group[k]!);
    }
    for (const s of touched) hits[s] = 0;
    touched.length = 0;
    return chosen;
  }
}

/**
 * The first `need` slots of `group` by `order` (key, then id; `need` < the group's size), in no
 * particular order: the same slots as sorting the whole group with a comparator and taking its head,
 * with the keys sorted as numbers instead (a comparator called through two closures per comparison
 * cost more than the rest of the lookup). Any key NaN (an id `orderKey` cannot read): that sort itself.
 */
function firstInOrder(
  group: number[],
  need: number,
  order: { key: (slot: number) => number; id: (slot: number) => string },
): number[] {
  const keys = new Float64Array(group.length);
  for (let i = 0; i < group.length; i++) {
    keys[i] = order.key(group[i]!);
    if (Number.isNaN(keys[i])) {
      group.sort((x, y) => order.key(x) - order.key(y) || byCodeUnits(order.id(x), order.id(y)));
      return group.slice(0, need);
    }
  }
  const cut = keys.slice().sort()[need - 1]!;
  const out: number[] = [];
  const tied: number[] = [];
  for (let i = 0; i < group.length; i++) {
    if (keys[i]! < cut) out.push(group[i]!);
    else if (keys[i] === cut) tied.push(group[i]!);
  }
  if (out.length + tied.length > need) tied.sort((x, y) => byCodeUnits(order.id(x), order.id(y)));
  for (let k = 0; out.length < need; k++) out.push(tied[k]!);
  return out;
}

/**
 * A number that orders event ids as their code units do: ids are `evt_` and lowercase hex of one
 * length, so their first 13 hex digits (52 bits, exact in a double) order them, save for equal
 * prefixes, which `lookup` breaks by the ids themselves. Any other id gets NaN: ordered by id alone.
 */
export function orderKey(id: string): number {
  return /^evt_[0-9a-f]{13}/.test(id) ? Number.parseInt(id.slice(4, 17), 16) : Number.NaN;
}
