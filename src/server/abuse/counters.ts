/**
 * Counters with a window, the state behind every rate limit, the sign-in throttle and the upload quotas. A
 * counter's window starts with its first addition and it starts again from zero once the window is over.
 *
 * One instance counts in memory (bounded: the least recently touched keys are forgotten first). Several
 * instances must count together, or each would allow the limit again: in Redis when REDIS_URL is set
 * (redis-counters.ts), otherwise in PostgreSQL (postgres-counters.ts); in memory again while that store is away.
 */
import { LRUCache } from 'lru-cache';
import { now } from '../../registry/clock.ts';

export interface Count {
  total: number;
  /** Milliseconds until the window is over and the counter starts again. */
  resetMs: number;
}

export interface Counters {
  /** Adds `amount` (may be negative, to give back) to `key` and returns the new count. */
  add(key: string, amount: number, windowMs: number): Promise<Count>;
  /** The count of `key`, zero when it has none or its window is over. */
  peek(key: string): Promise<Count>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export const none: Count = { total: 0, resetMs: 0 };

export const memoryCounters = (keys: number): Counters => {
  const counts = new LRUCache<string, { total: number; until: number }>({ max: keys });
  const live = (key: string, at: number) => {
    const found = counts.get(key);
    return found && found.until > at ? found : null;
  };
  return {
    async add(key, amount, windowMs) {
      const at = now();
      const found = live(key, at);
      const next = { total: (found?.total ?? 0) + amount, until: found?.until ?? at + windowMs };
      counts.set(key, next);
      return { total: next.total, resetMs: next.until - at };
    },
    async peek(key) {
      const at = now();
      const found = live(key, at);
      return found ? { total: found.total, resetMs: found.until - at } : none;
    },
    async clear(key) {
      counts.delete(key);
    },
    async close() {},
  };
};
