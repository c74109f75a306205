/** Prometheus counters of requests, queries and the pool, created first so the database can report its queries. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../observability/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const metrics: FastifyPluginAsync = async (app) => {
  app.decorate('metrics', createMetrics());
};

// Served at /metrics by the `observability` plugin, once errors are answered as JSON.
export default fp(metrics, { name: 'metrics' });
