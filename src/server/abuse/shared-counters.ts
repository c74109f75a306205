/**
 * The counters this installation keeps its limits in (see counters.ts), chosen from the configuration. When the
 * shared store cannot answer (Redis restarting, PostgreSQL away), this process counts in its own memory
 * meanwhile, so every limit still holds on each instance: an outage of the counters must neither switch the
 * limits off nor become an outage of the site. It is logged once when it starts and once when it ends.
 */
import type { Dialect } from '../db/dialect.ts';
import { memoryCounters, type Counters } from './counters.ts';
import { redisCounters } from './redis-counters.ts';
import { now } from '../../registry/clock.ts';

/** While the store is away it is asked again at most this often, so a store that hangs slows few requests. */
const retryMs = 1000;

export interface OutageLog {
  away(error: Error): void;
  back(): void;
}

/**
 * Counts in `shared`, or in `local` while `shared` fails. The counts made in memory during an outage are not
 * added to the store when it answers again, nor the store's to memory: merging windows that started at different
 * times is not worth its complexity, and the most an outage gives is one more window's worth per instance.
 */
const withFallback = (shared: Counters, local: Counters, log: OutageLog): Counters => {
  let awayUntil: number | null = null;
  const counted =
    <A extends unknown[], R>(pick: (counters: Counters) => (...args: A) => Promise<R>) =>
    async (...args: A) => {
      if (awayUntil !== null && now() < awayUntil) return pick(local)(...args);
      try {
        const result = await pick(shared)(...args);
        if (awayUntil !== null) {
          awayUntil = null;
          log.back();
        }
        return result;
      } catch (error) {
        if (awayUntil === null) log.away(error as Error);
        awayUntil = now() + retryMs;
        return pick(local)(...args);
      }
    };
  return {
    add: counted((counters) => counters.add),
    peek: counted((counters) => counters.peek),
    clear: counted((counters) => counters.clear),
    close: () => shared.close(),
  };
};

export const openCounters = ({
  redisUrl,
  redisPrefix,
  dialect,
  keys,
  log,
}: {
  redisUrl: string | null;
  redisPrefix: string;
  dialect: Dialect;
  keys: number;
  log: OutageLog;
}): Counters => {
  const local = memoryCounters(keys);
  if (redisUrl) return withFallback(redisCounters(redisUrl, redisPrefix), local, log);
  const shared = dialect.sharedCounters();
  return shared ? withFallback(shared, local, log) : local;
};
