/** /metrics and the timing of every response (observability/metrics-routes.ts), and request ids echoed back (request-ids.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { metricsRoutes } from '../observability/metrics-routes.ts';
import { echoRequestIds } from '../observability/request-ids.ts';

const observability: FastifyPluginAsync = async (app) => {
  metricsRoutes(app, { metrics: app.metrics, token: app.config.metricsToken });
  echoRequestIds(app);
};

export default fp(observability, { name: 'observability', dependencies: ['metrics', 'error-handling'], decorators: { fastify: ['config', 'metrics'] } });
