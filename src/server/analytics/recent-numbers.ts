/**
 * Numbers met lately (48-bit digests of who saw what), each remembered for at least `forMs` and forgotten within
 * twice that, unless more than `max` arrive within `forMs`: then the oldest are forgotten sooner.
 *
 * Two generations of open-addressed tables in Float64Arrays, swapped every `forMs` (or when the newer one is full).
 * An LRU cache with a time to live kept the same 200 000 numbers in a Map and four arrays of that length on V8's
 * heap, which the collector walked on every full collection. These tables are smaller and outside the heap, and a
 * lookup is a few array reads (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';

/** Above this share of slots taken, linear probing slows down. */
const fullShare = 0.7;

/** An open-addressed set of whole numbers below 2^53; slot value 0 is empty, so n is stored as n + 1. */
const table = (slots: number) => {
  const cells = new Float64Array(slots);
  const mask = slots - 1;
  // Fibonacci hashing of the low 32 bits mixed with the high ones: the product's top bits pick the slot (its low
  // bits depend on the input's low bits alone).
  const shift = 32 - Math.log2(slots);
  const start = (stored: number) => Math.imul((stored >>> 0) ^ Math.floor(stored / 2 ** 32), 0x9e3779b1) >>> shift;
  let size = 0;
  return {
    get size() {
      return size;
    },
    has(n: number) {
      const stored = n + 1;
      for (let at = start(stored); cells[at] !== 0; at = (at + 1) & mask) if (cells[at] === stored) return true;
      return false;
    },
    add(n: number) {
      const stored = n + 1;
      let at = start(stored);
      for (; cells[at] !== 0; at = (at + 1) & mask) if (cells[at] === stored) return;
      cells[at] = stored;
      size += 1;
    },
    clear() {
      cells.fill(0);
      size = 0;
    },
  };
};

/**
 * A text as one of these numbers: a 48-bit digest, which a number holds exactly. Two texts share one as rarely as
 * two digests do (one in 10^14); they then count as one.
 */
export const digest48 = (text: string) => createHash('sha1').update(text).digest().readUIntBE(0, 6);

export interface RecentNumbers {
  has(n: number): boolean;
  add(n: number): void;
}

export const createRecentNumbers = ({ forMs, max, now = Date.now }: { forMs: number; max: number; now?: () => number }): RecentNumbers => {
  const slots = 2 ** Math.ceil(Math.log2(max / fullShare));
  let newer = table(slots);
  let older = table(slots);
  let since = now();

  /** The newer generation becomes the older one; the older one, emptied, takes new numbers from `from` on. */
  const swap = (from: number) => {
    [newer, older] = [older, newer];
    newer.clear();
    since = from;
  };
  const age = () => {
    const at = now();
    if (at - since < forMs) return;
    if (at - since < 2 * forMs) return swap(since + forMs);
    // Both generations are past their time.
    older.clear();
    newer.clear();
    since = at;
  };

  return {
    has(n) {
      age();
      return newer.has(n) || older.has(n);
    },
    add(n) {
      age();
      if (newer.size >= max) swap(now());
      newer.add(n);
    },
  };
};
