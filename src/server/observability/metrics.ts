/**
 * Prometheus metrics of one server instance (prom-client), on a registry of its own so that several apps in one
 * process (the tests) do not mix their figures: request durations by route pattern, statement durations by
 * kind, response-cache hits and misses, PostgreSQL pool usage and the process's own figures.
 */
import client from 'prom-client';

export const createMetrics = () => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queries = new client.Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time a database statement took, by kind (select, insert, update, delete, raw)',
    labelNames: ['kind'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  });
  const cache = new client.Counter({
    name: 'response_cache_requests_total',
    help: 'Anonymous answers served from the response cache (hit) or read anew (miss); hit ratio = hit / (hit + miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  return {
    registry,
    request: (method: string, route: string, status: number, seconds: number) => requests.observe({ method, route, status: String(status) }, seconds),
    query: (kind: string, seconds: number) => queries.observe({ kind }, seconds),
    cache: (result: 'hit' | 'miss') => cache.inc({ result }),
    /** Reports the pool's figures each time metrics are read. */
    pool(usage: () => { total: number; idle: number; waiting: number }) {
      new client.Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL connections: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          for (const [state, value] of Object.entries(usage())) this.set({ state }, value);
        },
      });
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
