/**
 * Counts failed password checks per key (an account's email when signing in). After `limit` failures in a
 * window that starts with the first of them, further attempts for that key are refused with 429 until the
 * window is over; a success clears the count. Only the key is locked, never an address, so nobody can lock a
 * person out of the network they use. The counts are shared by every instance (abuse/shared-counters.ts).
 */
import { waitInWords } from '../abuse/wait.ts';
import type { Counters } from '../abuse/counters.ts';
import { TooManyRequests } from '../http-error.ts';

export const createLoginThrottle = (counters: Counters, limit: number, windowMs: number) => {
  const counter = (key: string) => `login ${key}`;
  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  const waitSeconds = async (key: string) => {
    if (limit < 1) return 0;
    const { total, resetMs } = await counters.peek(counter(key));
    return total < limit ? 0 : Math.max(1, Math.ceil(resetMs / 1000));
  };
  return {
    waitSeconds,
    /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
    waitMinutes: async (key: string) => Math.ceil((await waitSeconds(key)) / 60),
    /** Refuses with 429 and Retry-After while the key is locked; `message` gets the wait in words. */
    async check(key: string, message: (wait: string) => string) {
      const wait = await waitSeconds(key);
      if (wait) throw new TooManyRequests(message(waitInWords(wait)), wait);
    },
    fail: (key: string) => counters.add(counter(key), 1, windowMs),
    clear: (key: string) => counters.clear(counter(key)),
  };
};
