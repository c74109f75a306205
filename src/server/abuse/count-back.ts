/**
 * Limits that count some answers only, by giving the others their count back.
 *
 * `accepted`: limits on what a member does (reports, enquiries, uploads) count what was done, not what was tried:
 * a request the server refused (a 4xx or 5xx other than the 429 of the limit itself) gives its count back. So a
 * member who fixes a too-long report or a mistyped email is not locked out by their own mistakes. These refunds
 * are bounded per member (per address for a visitor), so one who floods refused requests still runs into the
 * limit once they pass `refundsPerLimit` times it; they are not bounded per address, where a school's or a
 * café's members would lock each other out.
 *
 * `refused`: sign-ins per address count the wrong ones: a school's computer lab or a mobile operator's shared
 * address signs many people in, and only guessing is what the limit is for. A sign-in the server could not
 * answer (a 5xx: the database away) was no guess either, and gives its count back like a right one.
 *
 * Either way a request refused by the limit itself gives its count back: the count stays at the limit, so a burst
 * sent at once past it does not leave the member locked out for the window by requests that did nothing.
 * Counts are given back before the answer is sent: whoever resends at once must find them back already.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counters } from './counters.ts';
import type { Limit } from './limits.ts';

export type Counted = 'accepted' | 'refused';

const refundsPerLimit = 10;

export const countBack = (counters: Counters, route: string, limit: Limit, counts: Counted) => {
  /** The key each request was counted under, and whether the limit let it through. */
  const counted = new WeakMap<FastifyRequest, { key: string; allowed: boolean }>();
  const giveBack = (key: string) => counters.add(`rate ${route}|${key}`, -1, limit.windowMs);
  /** A refused request's count back, while the member has not had `refundsPerLimit` times the limit back. */
  const refund = async (key: string) => {
    const refunds = await counters.add(`refunds ${route}|${key}`, 1, limit.windowMs);
    if (refunds.total <= limit.max * refundsPerLimit) await giveBack(key);
  };
  return {
    onExceeding: (request: FastifyRequest, key: string) => counted.set(request, { key, allowed: true }),
    onExceeded: (request: FastifyRequest, key: string) => counted.set(request, { key, allowed: false }),
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const found = counted.get(request);
      if (!found) return payload;
      counted.delete(request);
      const refused = reply.statusCode >= 400;
      const refusedByUs = refused && reply.statusCode < 500;
      if (!found.allowed) await giveBack(found.key);
      else if (counts === 'refused' && !refusedByUs) await giveBack(found.key);
      else if (counts === 'accepted' && refused && reply.statusCode !== 429) await refund(found.key);
      return payload;
    },
  };
};
