/**
 * Mails one recipient address may get of one kind, whoever asks for them: without it, many accounts taking turns
 * could fill a school's mailbox with claim links, each within its own limits. Counted first and given back when
 * over, in the shared counters (shared-counters.ts), so parallel requests and several instances count together.
 */
import { TooManyRequests } from '../http-error.ts';
import type { Counters } from './counters.ts';
import type { Limit } from './limits.ts';
import { waitInWords } from './wait.ts';

export const createMailsPerAddress = (counters: Counters, kind: string, limit: Limit) => {
  const key = (address: string) => `mails ${kind} ${address.toLowerCase()}`;
  return {
    /** Counts one mail to `address`, or refuses it with 429 saying when more may be sent. */
    async take(address: string) {
      const count = await counters.add(key(address), 1, limit.windowMs);
      if (count.total > limit.max) {
        await counters.add(key(address), -1, limit.windowMs);
        const wait = count.resetMs / 1000;
        throw new TooManyRequests(
          `${address} has been sent ${limit.max} links already; to protect its mailbox no more are sent for ${waitInWords(wait)}. Check that mailbox (and its spam folder) for the links sent, or upload a letter instead.`,
          wait,
        );
      }
    },
    /** Gives back a mail that was counted but not sent (the claim was refused after counting). */
    async giveBack(address: string) {
      await counters.add(key(address), -1, limit.windowMs);
    },
  };
};
