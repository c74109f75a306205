/**
 * Counts password checks for an account (its email when signing in) from each address, and for the account from
 * every address together. Each attempt is counted before the password is checked, so many guesses sent at once
 * cannot all slip through. After `limit` attempts from one address in a window that starts with the first, that
 * address may not try that account again until the window is over; after `accountLimit` from all addresses
 * together, nobody may (right passwords are given back). So someone who knows a person's email cannot lock them out from one address (they go on
 * signing in from their own), and a guesser spread over many addresses still meets a cap. A right password clears
 * its address's count. No address is ever locked for other accounts, so nobody can lock a person out of the
 * network they use. The counts are shared by every instance (abuse/shared-counters.ts).
 */
import { waitInWords } from '../abuse/wait.ts';
import type { Counters } from '../abuse/counters.ts';
import { TooManyRequests } from '../http-error.ts';

export const createLoginThrottle = (counters: Counters, limit: number, accountLimit: number, windowMs: number) => {
  const fromAddress = (key: string, address: string) => `login ${key} from ${address}`;
  const fromAnywhere = (key: string) => `login ${key}`;
  return {
    /** Counts an attempt, or refuses it with 429 and Retry-After while the key is locked; `message` gets the wait. */
    async attempt(key: string, address: string, message: (wait: string) => string) {
      if (limit < 1) return;
      const refuse = (resetMs: number) => {
        const wait = Math.max(1, Math.ceil(resetMs / 1000));
        return new TooManyRequests(message(waitInWords(wait)), wait);
      };
      const here = await counters.add(fromAddress(key, address), 1, windowMs);
      // An address already refused adds nothing to the account's count, so one address cannot lock it for all.
      if (here.total > limit) throw refuse(here.resetMs);
      const everywhere = await counters.add(fromAnywhere(key), 1, windowMs);
      if (everywhere.total > accountLimit) throw refuse(everywhere.resetMs);
    },
    /**
     * After a right password: that address's attempts before it no longer count, and this one is given back to
     * the account's count, so a person signing in often from many places is never locked by their own sign-ins.
     */
    async clear(key: string, address: string) {
      await counters.clear(fromAddress(key, address));
      if (limit >= 1) await counters.add(fromAnywhere(key), -1, windowMs);
    },
  };
};
