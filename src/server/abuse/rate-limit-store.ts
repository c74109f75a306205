/**
 * A store for @fastify/rate-limit over our counters, so route limits are counted where the sign-in throttle and
 * the upload quotas are: in memory for one instance, in Redis or PostgreSQL for several. Each route counts under
 * a key of its own ("POST /api/auth/login|address 41.90.0.0/64").
 */
import type { RouteOptions } from 'fastify';
import type { Counters } from './counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export const rateLimitStore = (counters: Counters) =>
  class CounterStore {
    readonly prefix: string;

    /** The plugin passes its options to the root store; each route's store is made by `child`. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate ';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.add(`${this.prefix}|${key}`, 1, timeWindow).then(
        ({ total, resetMs }) => callback(null, { current: total, ttl: resetMs }),
        (error: Error) => callback(error),
      );
    }

    // Typed as the route's options; the plugin passes its merged limit settings, with the route as `routeInfo`.
    child(options: RouteOptions) {
      const route = (options as unknown as { routeInfo: RouteOptions }).routeInfo;
      return new CounterStore(`rate ${[route.method].flat()[0]} ${route.url}`);
    }
  };
