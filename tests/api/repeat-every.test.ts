/** Work repeated on a timer: one run at a time, and a stop that waits for the run under way. */
import { afterEach, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../src/server/repeat-every.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('runs at once, never doubles a run still going, and its stop waits for it', async () => {
  vi.useFakeTimers();
  let runs = 0;
  let finish = () => {};
  const work = () => {
    runs += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  const stop = repeatEvery(1000, work, () => {});
  expect(runs).toBe(1);
  await vi.advanceTimersByTimeAsync(3500);
  expect(runs).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1000);
  expect(runs).toBe(2);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(5000);
  expect(stopped).toBe(false);
  expect(runs).toBe(2);
  finish();
  await stopping;
  expect(stopped).toBe(true);
});

it('tells of a failed run and runs again at the next tick', async () => {
  vi.useFakeTimers();
  const warned: unknown[] = [];
  let runs = 0;
  const stop = repeatEvery(
    1000,
    async () => {
      runs += 1;
      throw new Error('database away');
    },
    (error) => warned.push(error),
    { atOnce: false },
  );
  expect(runs).toBe(0);
  await vi.advanceTimersByTimeAsync(2000);
  expect(runs).toBe(2);
  expect(warned).toHaveLength(2);
  await stop();
});
