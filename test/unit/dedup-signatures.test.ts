import { describe, expect, it } from 'vitest';
import { SignatureSlots } from '../../services/dedup/signatures.ts';
import { contentTokens, estimateReaches, minhash, shingles } from '../../services/dedup/text.ts';
import { prng } from '../../services/ops/synthetic.ts';

const signatureOf = (text: string) => minhash(shingles(contentTokens(text)));

describe("open events' MinHash signatures kept by slot", () => {
  it('gives back every value exactly as given, the no-shingles sentinel and the uint32 extremes included', () => {
    const slots = new SignatureSlots();
    const told = signatureOf('Dockworkers at Amberly terminal walk out over pay for a second day');
    const extremes = told.map((v, i) => (i % 3 === 0 ? 0 : i % 3 === 1 ? 4294967295 : v));
    const empty = minhash([]);
    const a = slots.set(0, told);
    const b = slots.set(1, Float64Array.from(extremes));
    const c = slots.set(2, empty);
    expect(a.values()).toEqual(told);
    expect(b.values()).toEqual(extremes);
    expect(c.values()).toEqual(empty);
  });

  it('tells a shingle overlap exactly as `estimateReaches` does on the signatures themselves', () => {
    const rand = prng(3);
    const slots = new SignatureSlots();
    const base = signatureOf('Ferry crews in Lissel strike for a third day as talks stall');
    const empty = minhash([]);
    for (let n = 0; n < 100; n++) {
      const share = rand();
      const other = base.map((v) => (rand() < share ? v : (v + 1) >>> 0));
      const kept = slots.set(n, other);
      for (const at of [0, 0.25, 0.5, 0.75, 1]) {
        expect(kept.reaches(base, at)).toBe(estimateReaches(base, other, at));
        // An article without shingles is a near-copy of an event without shingles, and of no other.
        expect(kept.reaches(empty, at)).toBe(estimateReaches(empty, other, at));
      }
    }
    const none = slots.set(100, empty);
    expect(none.reaches(empty, 0.5)).toBe(true);
    expect(none.reaches(base, 0.5)).toBe(false);
  });

  it('grows past its first capacity and keeps the signatures written before', () => {
    const slots = new SignatureSlots();
    const first = slots.capacity;
    const sigs = Array.from({ length: 3 * first }, (_, i) => signatureOf(`Council of Varn ${i} votes on budget ${i}`));
    const kept = sigs.map((s, i) => slots.set(i, s));
    expect(slots.capacity).toBeGreaterThanOrEqual(3 * first);
    kept.forEach((k, i) => expect(k.values()).toEqual(sigs[i]));
    // A slot far beyond the rest.
    expect(slots.set(10 * first, sigs[0]!).values()).toEqual(sigs[0]);
  });

  it("hands a closed event's slot to another event: the new one reads its own signature, the closed one none", () => {
    const slots = new SignatureSlots();
    const old = slots.set(4, signatureOf('Storm cuts power to Orlen valley towns'));
    old.close();
    const next = signatureOf('Orlen valley towns get power back after the storm');
    const taken = slots.set(4, next);
    expect(taken.values()).toEqual(next);
    expect(() => old.values()).toThrow(/closed/);
    expect(() => old.reaches(next, 0.5)).toThrow(/closed/);
  });

  it('refuses what no MinHash gives: a wrong length, a value beyond uint32, a sentinel among real values', () => {
    const slots = new SignatureSlots();
    const sig = signatureOf('Harbour pilots in Tessa end their strike');
    expect(() => slots.set(0, sig.slice(1))).toThrow();
    expect(() => slots.set(0, [2 ** 32, ...sig.slice(1)])).toThrow();
    expect(() => slots.set(0, [1.5, ...sig.slice(1)])).toThrow();
    expect(() => slots.set(0, [...sig.slice(0, 63), Number.MAX_SAFE_INTEGER])).toThrow();
  });
});
