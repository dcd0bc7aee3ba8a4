/** `a` itself when `index` is within it, else a copy twice as long (or more). */
export function withRoom(a: Int32Array<ArrayBuffer>, index: number): Int32Array<ArrayBuffer> {
  if (index < a.length) return a;
  const grown = new Int32Array(Math.max(a.length * 2, index + 1));
  grown.set(a);
  return grown;
}

/**
 * Small integer ids for the terms that open events' members hold, so that hot loops read arrays
 * instead of looking strings up in maps (a mark per id for the article being scored; the candidate
 * index's term postings), and members are held as ids instead of strings. Counted: a term's id is
 * handed out again once no member holds it, so there are only as many ids as terms held, and the
 * one copy of each term is the one kept here. Nothing depends on which id a term gets.
 */
export class TermIds {
  private readonly ids = new Map<string, number>();
  private readonly terms: (string | undefined)[] = [];
  private holds = new Int32Array(1 << 12);
  private readonly free: number[] = [];

  /** `reuse: false` never hands an id out twice (tests: decisions must not depend on ids). */
  constructor(private readonly reuse = true) {}

  /** By id: 1 + the term's place in the bound list, or 0. */
  marks = new Int32Array(1 << 12);

  /** Terms held now. */
  get size(): number {
    return this.ids.size;
  }

  /** The id of a held term, or -1. */
  get(term: string): number {
    return this.ids.get(term) ?? -1;
  }

  /** The term of a held id. */
  term(id: number): string {
    return this.terms[id]!;
  }

  /** One more hold on a term; its id. */
  hold(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = (this.reuse ? this.free.pop() : undefined) ?? this.terms.length;
      this.ids.set(term, id);
      this.terms[id] = term;
      this.holds = withRoom(this.holds, id);
      this.marks = withRoom(this.marks, id);
    }
    this.holds[id]!++;
    return id;
  }

  /** One hold less; the id is free once none is left. */
  release(id: number): void {
    if (--this.holds[id]! > 0) return;
    this.ids.delete(this.terms[id]!);
    this.terms[id] = undefined;
    this.free.push(id);
  }

  /** Marks the ids of a list (-1: a term nobody holds, left unmarked). */
  bind(ids: Int32Array): void {
    for (let i = 0; i < ids.length; i++) if (ids[i]! >= 0) this.marks[ids[i]!] = i + 1;
  }

  unbind(ids: Int32Array): void {
    for (let i = 0; i < ids.length; i++) if (ids[i]! >= 0) this.marks[ids[i]!] = 0;
  }
}
