/** `a` itself when `index` is within it, else a copy twice as long (or more). */
export function withRoom(a: Int32Array<ArrayBuffer>, index: number): Int32Array<ArrayBuffer> {
  if (index < a.length) return a;
  const grown = new Int32Array(Math.max(a.length * 2, index + 1));
  grown.set(a);
  return grown;
}

/**
 * Small integer ids for strings (terms, proper nouns), so that hot loops read arrays instead of
 * looking strings up in maps, and a mark per id for the strings of the article being scored.
 *
 * Ids are handed out as strings are first seen, including strings that no open event holds; when the
 * dictionary outgrows what the open events hold it starts afresh and `epoch` moves on, so anything
 * built from older ids must be rebuilt (compare its epoch).
 */
export class Interner {
  private ids = new Map<string, number>();

  /** `slack`: strings held beyond twice the live ones before starting afresh. */
  constructor(private readonly slack = 65_536) {}

  epoch = 0;
  /** By id: 1 + the string's place in the bound list, or 0. */
  marks = new Int32Array(1 << 12);

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(s, id);
      this.marks = withRoom(this.marks, id);
    }
    return id;
  }

  /** Starts afresh when it holds more than twice the `live` strings, plus the slack. Only while nothing is bound. */
  compact(live: number): void {
    if (this.ids.size <= 2 * live + this.slack) return;
    this.ids = new Map();
    this.epoch++;
  }

  bind(ids: Int32Array): void {
    for (let i = 0; i < ids.length; i++) this.marks[ids[i]!] = i + 1;
  }

  unbind(ids: Int32Array): void {
    for (let i = 0; i < ids.length; i++) this.marks[ids[i]!] = 0;
  }
}
