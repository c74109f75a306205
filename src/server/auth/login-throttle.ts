/**
 * Counts failed password checks per key (an account's email when signing in). After `limit` failures in the
 * window, further attempts for that key are refused with 429 until the oldest failure ages out; a success clears
 * the count. Only the key is locked, never an address, so nobody can lock a person out of the network they use.
 * Memory is bounded: at most `keys` keys are remembered, the least recently touched forgotten first.
 */
import { LRUCache } from 'lru-cache';
import { waitInWords } from '../abuse/wait.ts';
import { TooManyRequests } from '../http-error.ts';

export const createLoginThrottle = (limit: number, windowMs: number, keys = 50_000) => {
  const failures = new LRUCache<string, number[]>({ max: keys, ttl: windowMs });
  const recent = (key: string, at: number) => (failures.get(key) ?? []).filter((t) => at - t < windowMs);
  const waitSeconds = (key: string, at = Date.now()) => {
    if (limit < 1) return 0;
    const times = recent(key, at);
    return times.length < limit ? 0 : Math.ceil((times[times.length - limit]! + windowMs - at) / 1000);
  };
  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    waitSeconds,
    /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
    waitMinutes: (key: string, at = Date.now()) => Math.ceil(waitSeconds(key, at) / 60),
    /** Refuses with 429 and Retry-After while the key is locked; `message` gets the wait in words. */
    check(key: string, message: (wait: string) => string, at = Date.now()) {
      const wait = waitSeconds(key, at);
      if (wait) throw new TooManyRequests(message(waitInWords(wait)), wait);
    },
    fail(key: string, at = Date.now()) {
      // Only the last `limit` failures matter, so a key holds at most that many times.
      failures.set(key, [...recent(key, at), at].slice(-Math.max(1, limit)));
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
};
