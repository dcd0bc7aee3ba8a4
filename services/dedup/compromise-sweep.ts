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

/** Each hook key's place in `Object.keys(hooks)`, per net. */
const ranks = new WeakMap<Net['hooks'], { rank: Map<string, number>; keys: string[] }>();

function rankOf(hooks: Net['hooks']): { rank: Map<string, number>; keys: string[] } {
  let r = ranks.get(hooks);
  if (!r) {
    const keys = Object.keys(hooks);
    r = { rank: new Map(keys.map((k, i) => [k, i])), keys };
    ranks.set(hooks, r);
  }
  return r;
}

/** The matches worth trying on one sentence, as compromise's getHooks, trimDown, `always` and tooSmall leave them. */
function candidates(haves: Set<string>, termCount: number, net: Net): Candidate[] {
  const { rank, keys } = rankOf(net.hooks);
  const present: number[] = [];
  for (const k of haves) {
    const i = rank.get(k);
    if (i !== undefined) present.push(i);
  }
  present.sort((a, b) => a - b);
  const out: Candidate[] = [];
  const already = new Set<string>();
  for (const i of present)
    for (const obj of net.hooks[keys[i]!]!) {
      // getHooks: the first of each match string.
      if (already.has(obj.match)) continue;
      already.add(obj.match);
      // trimDown: every need met, no ifNo present, enough wants.
      if (!obj.needs.every((need) => haves.has(need))) continue;
      if (obj.ifNo !== undefined && obj.ifNo.some((no) => haves.has(no)) === true) continue;
      if (obj.wants.length !== 0 && !(obj.wants.filter((str) => haves.has(str)).length >= obj.minWant)) continue;
      // tooSmall.
      if (!(termCount >= obj.minWords)) continue;
      out.push(obj);
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
