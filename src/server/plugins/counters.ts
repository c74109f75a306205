/** The counters of rate limits and login throttles: in Redis, in PostgreSQL, or in memory (abuse/shared-counters.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Counters } from '../abuse/counters.ts';
import { openCounters } from '../abuse/shared-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

const counters: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const opened = openCounters({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    dialect: app.dialect,
    keys: config.limits.keys,
    log: {
      away: (error) => app.log.warn({ err: error }, 'rate-limit counters unavailable; each instance counts in its own memory until they answer'),
      back: () => app.log.info('rate-limit counters answer again; limits are counted together again'),
    },
  });
  app.decorate('counters', opened);
  app.addHook('onClose', () => opened.close());
};

export default fp(counters, { name: 'counters', dependencies: ['database'], decorators: { fastify: ['config', 'dialect'] } });
