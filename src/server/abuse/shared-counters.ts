/**
 * The counters this installation keeps its limits in (see counters.ts), chosen from the configuration. When the
 * store cannot answer (Redis restarting), a limit lets the request through rather than refusing or failing it:
 * an outage of the counters must not become an outage of the site. It is logged, at most once a minute.
 */
import type { Dialect } from '../db/dialect.ts';
import { memoryCounters, none, type Counters } from './counters.ts';
import { postgresCounters } from './postgres-counters.ts';
import { redisCounters } from './redis-counters.ts';

const failOpen = (counters: Counters, warn: (error: Error) => void): Counters => {
  let warned = 0;
  const report = (error: Error) => {
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    warn(error);
  };
  const guarded =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>, fallback: R) =>
    async (...args: A) => {
      try {
        return await work(...args);
      } catch (error) {
        report(error as Error);
        return fallback;
      }
    };
  return {
    add: guarded(counters.add, none),
    peek: guarded(counters.peek, none),
    clear: guarded(counters.clear, undefined),
    close: counters.close,
  };
};

export const openCounters = ({ redisUrl, dialect, keys, warn }: { redisUrl: string | null; dialect: Dialect; keys: number; warn: (error: Error) => void }) => {
  const counters = redisUrl ? redisCounters(redisUrl) : dialect.name === 'postgres' ? postgresCounters(dialect.db) : memoryCounters(keys);
  return failOpen(counters, warn);
};
