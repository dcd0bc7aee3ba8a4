import { estimateReaches, MINHASH_SIZE, NO_SHINGLES } from './text.ts';

/** The signature of a text without shingles, as `minhash` gives it. */
const NONE: readonly number[] = Array.from({ length: MINHASH_SIZE }, () => NO_SHINGLES);

/**
 * The MinHash signatures of open events, by slot (the engine's small integer for an open event): 64
 * uint32 values a slot, one after another in one typed array, and a flag for the signature of a text
 * without shingles (NO_SHINGLES 64 times, which no uint32 can hold). A signature as a plain array of
 * 64 doubles an event was 570 bytes; here it is 256 and no object of its own. A slot is written again
 * when another event takes it: the values read back are exactly those written, the sentinel included.
 */
export class SignatureSlots {
  private values = new Uint32Array(MINHASH_SIZE << 10);
  private none = new Uint8Array(1 << 10);

  /** Slots there is room for now (grows as slots are written). */
  get capacity(): number {
    return this.none.length;
  }

  /** Keeps `signature` (as `minhash` gives it: uint32 values, or NO_SHINGLES throughout) in `slot`. */
  set(slot: number, signature: ArrayLike<number>): SlotSignature {
    if (signature.length !== MINHASH_SIZE) throw new Error(`a signature has ${MINHASH_SIZE} values`);
    if (slot >= this.none.length) this.grow(slot);
    const none = signature[0] === NO_SHINGLES;
    this.none[slot] = none ? 1 : 0;
    for (let i = 0; i < MINHASH_SIZE; i++) {
      const v = signature[i]!;
      if (none ? v !== NO_SHINGLES : v !== v >>> 0) throw new Error(`not a MinHash signature: ${v} at ${i}`);
      this.values[slot * MINHASH_SIZE + i] = none ? 0 : v;
    }
    return new SlotSignature(this, slot);
  }

  /** The signature in `slot`, as it was given. */
  get(slot: number): number[] {
    if (this.none[slot]) return [...NONE];
    return Array.from(this.values.subarray(slot * MINHASH_SIZE, (slot + 1) * MINHASH_SIZE));
  }

  /** `estimateReaches(signature, this.get(slot), at)`, without copying the slot's values out. */
  reaches(slot: number, signature: ArrayLike<number>, at: number): boolean {
    return this.none[slot]
      ? estimateReaches(signature, NONE, at)
      : estimateReaches(signature, this.values, at, slot * MINHASH_SIZE);
  }

  private grow(slot: number): void {
    const slots = Math.max(2 * this.none.length, slot + 1);
    const values = new Uint32Array(slots * MINHASH_SIZE);
    values.set(this.values);
    const none = new Uint8Array(slots);
    none.set(this.none);
    this.values = values;
    this.none = none;
  }
}

/**
 * An open event's signature where `SignatureSlots` keeps it: what the event holds in place of the
 * array itself. Valid while the event holds its slot (the engine closes it when the event leaves
 * memory, and a slot is handed to another event only after that).
 */
export class SlotSignature {
  constructor(
    private readonly slots: SignatureSlots,
    private slot: number,
  ) {}

  /** Whether the estimated shingle overlap of `signature` with this one reaches `at` (see `estimateReaches`). */
  reaches(signature: ArrayLike<number>, at: number): boolean {
    return this.slots.reaches(this.open(), signature, at);
  }

  /** Its values, as `minhash` gave them. */
  values(): number[] {
    return this.slots.get(this.open());
  }

  /** Its event has left memory: its slot may hold another event's signature from now on. */
  close(): void {
    this.slot = -1;
  }

  private open(): number {
    if (this.slot < 0) throw new Error("a closed event's signature is no longer kept");
    return this.slot;
  }
}
