/**
 * Counters in Redis, shared by every instance. Each addition is one script run in Redis, so concurrent ones from
 * several instances never lose a count. Every key starts with the installation's REDIS_PREFIX, so deployments
 * sharing one Redis never share a lock or a quota. Commands give up after a short time instead of queueing while
 * Redis is away: meanwhile each instance counts in its own memory (shared-counters.ts).
 */
import { Redis } from 'ioredis';
import type { Count, Counters } from './counters.ts';

// Adds ARGV[1] to the key, starting its window of ARGV[2] ms if it has none; returns the count and ms left.
const addScript = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
return {total, left}`;

export const redisCounters = (url: string, prefix: string): Counters => {
  const redis = new Redis(url, {
    keyPrefix: `${prefix}:counter:`,
    // A command waits at most this long; with Redis down it fails at once rather than piling up.
    commandTimeout: 500,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Without a listener a lost connection would be an unhandled 'error' event; ioredis reconnects by itself.
  redis.on('error', () => undefined);
  const count = ([total, left]: [number, number]): Count => ({ total: Number(total), resetMs: Math.max(0, Number(left)) });
  return {
    add: async (key, amount, windowMs) => count((await redis.eval(addScript, 1, key, amount, windowMs)) as [number, number]),
    async peek(key) {
      const [[, total], [, left]] = (await redis.multi().get(key).pttl(key).exec()) as [[null, string | null], [null, number]];
      return total === null ? { total: 0, resetMs: 0 } : count([Number(total), left]);
    },
    async clear(key) {
      await redis.del(key);
    },
    async close() {
      redis.disconnect();
    },
  };
};
