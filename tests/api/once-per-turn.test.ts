/** A reading shared by the calls of one turn of the event loop, taken again on the next. */
import { expect, it } from 'vitest';
import { oncePerTurn } from '../../src/server/db/once-per-turn.ts';

it('reads once in a turn and again in the next', async () => {
  let source = 1;
  let reads = 0;
  const reading = oncePerTurn(() => {
    reads += 1;
    return source;
  });
  expect([reading(), reading()]).toEqual([1, 1]);
  source = 2;
  await Promise.resolve();
  expect(reading()).toBe(1);
  expect(reads).toBe(1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(reading()).toBe(2);
  expect(reads).toBe(2);
});
