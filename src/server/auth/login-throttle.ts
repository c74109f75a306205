/**
 * Counts password checks per key (an account's email when signing in). Each attempt is counted before the
 * password is checked, so many guesses sent at once cannot all slip through; after `limit` of them in a window
 * that starts with the first, further attempts for that key are refused with 429 until the window is over. A
 * right password clears the count. Only the key is locked, never an address, so nobody can lock a
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
    /** Counts an attempt, or refuses it with 429 and Retry-After once the key is locked; `message` gets the wait. */
    async attempt(key: string, message: (wait: string) => string) {
      if (limit < 1) return;
      const { total, resetMs } = await counters.add(counter(key), 1, windowMs);
      if (total <= limit) return;
      const wait = Math.max(1, Math.ceil(resetMs / 1000));
      throw new TooManyRequests(message(waitInWords(wait)), wait);
    },
    /** After a right password: the attempts before it no longer count. */
    clear: (key: string) => counters.clear(counter(key)),
  };
};
