/**
 * Rate limits (abuse/rate-limits.ts): each limited route gets its rule as it is added, so this plugin comes before
 * the first route. Every plugin that adds routes depends on it; a route added earlier gets no limit.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { abuseLimits as installLimits } from '../abuse/rate-limits.ts';

const abuseLimits: FastifyPluginAsync = async (app) => {
  await installLimits(app, { limits: app.config.limits, resources, counters: app.counters });
};

export default fp(abuseLimits, { name: 'abuse-limits', dependencies: ['counters'], decorators: { fastify: ['config', 'counters'] } });
