// compromise's bulk matcher (its `methods.one.bulkMatch`, compromise 14's src/1-one/sweep/methods/sweep),
// with the same results found with less work. compromise's own looks, for every sentence, at every key
// of the net's hooks (some thousand for its tagger's patterns) to see whether the sentence holds it; this
// one looks at what the sentence holds and takes the hooks it finds in the order compromise would
// (the order of `Object.keys(hooks)`), then filters in one pass what compromise filters in four. Every
// step keeps compromise's order and its tests, so every match runs, and tags, exactly as before: the
// entities read from a text do not change (a third of compromise's time went into finding the hooks).

interface Candidate {
  match: string;
  needs: string[];
  wants: string[];
  ifNo?: string[];
  minWant: number;
  minWords: number;
  unTag?: unknown;
}

interface Net {
  hooks: Record<string, Candidate[]>;
  always: Candidate[];
}

type Term = unknown;
type Ptr = number[];

interface Methods {
  one: {
    cacheDoc: (document: Term[][]) => Set<string>[];
    match: (docs: Term[][], regs: Candidate) => { ptrs: Ptr[] };
    bulkMatch: BulkMatch;
  };
}

type BulkMatch = (document: Term[][], net: Net, methods: Methods, opts?: { matchOne?: boolean }) => unknown[];

/**
 * A net read once: its hook keys in `Object.keys(hooks)` order, each key's place in it, each hook's
 * match string as a number (hooks are told apart by their match string, as compromise's getHooks does),
 * and a stamp per match string for the sentence being read.
 */
interface NetIndex {
  rank: Map<string, number>;
  keys: string[];
  ids: Int32Array[];
  stamp: Float64Array;
  sentence: number;
}

const indexes = new WeakMap<Net['hooks'], NetIndex>();

function indexOf(hooks: Net['hooks']): NetIndex {
  let x = indexes.get(hooks);
  if (!x) {
    const keys = Object.keys(hooks);
    const idOf = new Map<string, number>();
    const ids = keys.map((k) =>
      Int32Array.from(hooks[k]!, (obj) => {
        let id = idOf.get(obj.match);
        if (id === undefined) idOf.set(obj.match, (id = idOf.size));
        return id;
      }),
    );
    x = { rank: new Map(keys.map((k, i) => [k, i])), keys, ids, stamp: new Float64Array(idOf.size), sentence: 0 };
    indexes.set(hooks, x);
  }
  return x;
}

/** Whether a sentence holding `haves` passes compromise's trimDown for this match. */
function wanted(obj: Candidate, haves: Set<string>): boolean {
  for (const need of obj.needs) if (!haves.has(need)) return false;
  if (obj.ifNo !== undefined) for (const no of obj.ifNo) if (haves.has(no)) return false;
  if (obj.wants.length === 0) return true;
  let found = 0;
  for (const str of obj.wants) if (haves.has(str)) found++;
  return found >= obj.minWant;
}

/** The matches worth trying on one sentence, as compromise's getHooks, trimDown, `always` and tooSmall leave them. */
function candidates(haves: Set<string>, termCount: number, net: Net): Candidate[] {
  const x = indexOf(net.hooks);
  const present: number[] = [];
  for (const k of haves) {
    const i = x.rank.get(k);
    if (i !== undefined) present.push(i);
  }
  const order = Int32Array.from(present).sort();
  // A new stamp per sentence: a match string stamped with it was met already (getHooks keeps the first).
  const stamp = ++x.sentence;
  const out: Candidate[] = [];
  for (const i of order) {
    const list = net.hooks[x.keys[i]!]!;
    const ids = x.ids[i]!;
    for (let j = 0; j < list.length; j++) {
      if (x.stamp[ids[j]!] === stamp) continue;
      x.stamp[ids[j]!] = stamp;
      const obj = list[j]!;
      // trimDown, then tooSmall.
      if (wanted(obj, haves) && termCount >= obj.minWords) out.push(obj);
    }
  }
  if (net.always.length > 0) for (const obj of net.always) if (termCount >= obj.minWords) out.push(obj);
  return out;
}

/** compromise's bulkMatch (sweep/index.js with runMatch), its candidates found as above. */
export const fastBulkMatch: BulkMatch = (document, net, methods, opts = {}) => {
  const docCache = methods.one.cacheDoc(document);
  const results: unknown[] = [];
  for (let n = 0; n < document.length; n += 1) {
    const list = candidates(docCache[n]!, document[n]!.length, net);
    for (const m of list) {
      const res = methods.one.match([document[n]!], m);
      if (res.ptrs.length > 0) {
        for (const ptr of res.ptrs) {
          ptr[0] = n;
          const todo: Candidate & { pointer: Ptr } = Object.assign({}, m, { pointer: ptr });
          if (m.unTag !== undefined) todo.unTag = m.unTag;
          results.push(todo);
        }
        if (opts.matchOne === true) return [results[0]];
      }
    }
  }
  return results;
};

/** compromise's own bulk matcher, per world this one replaced it in. */
const own = new WeakMap<Methods['one'], BulkMatch>();

/** Puts this bulk matcher in place of compromise's own in a compromise world; returns compromise's own. */
export function useFastSweep(world: unknown): BulkMatch {
  const one = (world as { methods: Methods }).methods.one;
  if (!own.has(one)) own.set(one, one.bulkMatch);
  one.bulkMatch = fastBulkMatch;
  return own.get(one)!;
}
