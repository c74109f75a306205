/**
 * Counts password checks for an account (its email when signing in) from each address, and for the account from
 * every address together. Each attempt is counted before the password is checked, so many guesses sent at once
 * cannot all slip through. After `limit` attempts from one address in a window that starts with the first, that
 * address may not try that account again until the window is over; after `accountLimit` from all addresses
 * together, no new device may (right passwords are given back). So someone who knows a person's email cannot lock
 * them out from one address (they go on signing in from their own), and a guesser spread over many addresses
 * still meets a cap. A right password clears its address's count. No address is ever locked for other accounts,
 * so nobody can lock a person out of the network they use. The counts are shared by every instance
 * (abuse/shared-counters.ts).
 *
 * A device that signed in to the account before (known-devices.ts) is counted on its own instead: `limit` wrong
 * passwords lock that device, and neither the address's nor the account's lock stops it. So a storm of guesses
 * cannot keep the owner out of their own account, while a guesser gains nothing without the right password once.
 *
 * An attempt the server could not answer (the database away) was no guess: `giveBack` undoes its counts.
 */
import { waitInWords } from '../abuse/wait.ts';
import type { Counters } from '../abuse/counters.ts';
import { TooManyRequests } from '../http-error.ts';

export interface Attempt {
  key: string;
  address: string;
  /** The id of a device that signed in to this account before, or null. */
  device: string | null;
}

export const createLoginThrottle = (
  counters: Counters,
  limit: number,
  accountLimit: number,
  windowMs: number,
  /** Called once per account and window, when the account-wide cap is first passed. */
  onLock: (key: string) => void = () => {},
) => {
  const fromAddress = (key: string, address: string) => `login ${key} from ${address}`;
  const fromAnywhere = (key: string) => `login ${key}`;
  const fromDevice = (key: string, device: string) => `login ${key} on ${device}`;
  const lockNotice = (key: string) => `login lock notice ${key}`;
  return {
    /** Counts an attempt, or refuses it with 429 and Retry-After while it is locked; `message` gets the wait. */
    async attempt({ key, address, device }: Attempt, message: (wait: string) => string) {
      if (limit < 1) return;
      const refuse = (resetMs: number) => {
        const wait = Math.max(1, Math.ceil(resetMs / 1000));
        return new TooManyRequests(message(waitInWords(wait)), wait);
      };
      if (device) {
        const mine = await counters.add(fromDevice(key, device), 1, windowMs);
        if (mine.total > limit) throw refuse(mine.resetMs);
        return;
      }
      const here = await counters.add(fromAddress(key, address), 1, windowMs);
      // An address already refused adds nothing to the account's count, so one address cannot lock it for all.
      if (here.total > limit) throw refuse(here.resetMs);
      const everywhere = await counters.add(fromAnywhere(key), 1, windowMs);
      if (everywhere.total > accountLimit) {
        // Right passwords given back can bring the count under the cap and over it again: one notice per window.
        if ((await counters.add(lockNotice(key), 1, windowMs)).total === 1) onLock(key);
        throw refuse(everywhere.resetMs);
      }
    },
    /**
     * After a right password: that address's (or device's) attempts before it no longer count, and this one is
     * given back to the account's count, so a person signing in often from many places is never locked by their
     * own sign-ins.
     */
    async clear({ key, address, device }: Attempt) {
      if (device) return counters.clear(fromDevice(key, device));
      await counters.clear(fromAddress(key, address));
      if (limit >= 1) await counters.add(fromAnywhere(key), -1, windowMs);
    },
    /** An attempt let through whose password was never judged (the server failed): it counts nowhere. */
    async giveBack({ key, address, device }: Attempt) {
      if (limit < 1) return;
      if (device) return void (await counters.add(fromDevice(key, device), -1, windowMs));
      await counters.add(fromAddress(key, address), -1, windowMs);
      await counters.add(fromAnywhere(key), -1, windowMs);
    },
    /** The account's own lock is lifted (its password was reset by a link from its mailbox). */
    async unlock(key: string) {
      await counters.clear(fromAnywhere(key));
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
