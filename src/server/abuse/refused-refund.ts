/**
 * Limits on what a member does (reports, enquiries, uploads) count what was done, not what was tried: a request
 * the server refused (a 4xx or 5xx other than the 429 of the limit itself) gives its count back. So a member who
 * fixes a too-long report or a mistyped email is not locked out by their own mistakes. Refunds are bounded per
 * address, so a flood of refused requests still runs into the limit once it passes `refundsPerLimit` times it.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counters } from './counters.ts';
import type { Limit } from './limits.ts';

const refundsPerLimit = 10;

export const refusedRefund = (counters: Counters, route: string, limit: Limit) => {
  /** The key each counted request was counted under; requests the limit did not count are not in it. */
  const counted = new WeakMap<FastifyRequest, string>();
  return {
    onExceeding: (request: FastifyRequest, key: string) => counted.set(request, key),
    onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = counted.get(request);
      if (key === undefined || reply.statusCode < 400 || reply.statusCode === 429) return;
      const refunds = await counters.add(`refunds ${route}|${normalizeIP(request.ip)}`, 1, limit.windowMs);
      if (refunds.total > limit.max * refundsPerLimit) return;
      await counters.add(`rate ${route}|${key}`, -1, limit.windowMs);
    },
  };
};
