/**
 * Runs before every test file. Forks run many files one after another (vitest.config.ts), so what a file changes
 * for the whole process is put back when it ends: a file that moved the product's clock does not leave the next
 * file living in its future, nor its timers faked or its spies in place.
 */
import { afterAll, vi } from 'vitest';
import { moveClock } from '../../src/registry/clock.ts';

afterAll(() => {
  moveClock(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
