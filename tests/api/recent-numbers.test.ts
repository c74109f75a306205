/**
 * The set that remembers who saw which listing lately: each number for at least its time and forgotten within twice
 * that, the oldest dropped first when too many arrive, and exact for every 48-bit number (no two share a slot).
 */
import { expect, it } from 'vitest';
import { createRecentNumbers } from '../../src/server/analytics/recent-numbers.ts';

const forMs = 30 * 60_000;

it('remembers a number for at least its time and forgets it within twice that', () => {
  let clock = 0;
  const recent = createRecentNumbers({ forMs, max: 1000, now: () => clock });
  clock = forMs - 1;
  recent.add(7);
  clock = 2 * forMs - 2;
  expect(recent.has(7)).toBe(true);
  clock = 3 * forMs - 1;
  expect(recent.has(7)).toBe(false);

  recent.add(8);
  clock += 2 * forMs + 5;
  expect(recent.has(8)).toBe(false);
  recent.add(9);
  clock += forMs - 1;
  expect(recent.has(9)).toBe(true);
});

it('tells apart numbers that differ only in their high bits, and 0 from none', () => {
  const recent = createRecentNumbers({ forMs, max: 1000 });
  const high = 2 ** 47 + 5;
  recent.add(high);
  recent.add(0);
  expect(recent.has(high)).toBe(true);
  expect(recent.has(5)).toBe(false);
  expect(recent.has(2 ** 46 + 5)).toBe(false);
  expect(recent.has(0)).toBe(true);
  expect(recent.has(2 ** 48 - 1)).toBe(false);
});

it('holds its last `max` numbers exactly however many it has met, forgetting the oldest first', () => {
  const max = 50_000;
  const recent = createRecentNumbers({ forMs, max, now: () => 0 });
  // Digests are spread over 48 bits; a multiplier mod 2^48 stands for them.
  const digest = (i: number) => (i * 0x5deece66d) % 2 ** 48;
  for (let i = 0; i < 3 * max + 123; i++) recent.add(digest(i));
  for (let i = 2 * max + 123; i < 3 * max + 123; i++) expect(recent.has(digest(i))).toBe(true);
  expect(recent.has(digest(0))).toBe(false);
  expect(recent.has(digest(max))).toBe(false);
  let strangers = 0;
  for (let i = 0; i < 100_000; i++) if (recent.has(2 ** 48 - 1 - i * 7919)) strangers += 1;
  expect(strangers).toBe(0);
});
