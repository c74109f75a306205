/**
 * At most READS_AT_ONCE reads are worked on at once, the rest wait their turn (http/reads-in-turn.ts); an answer the
 * response cache holds (crud/response-cache.ts) skips the line.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createResponseCache, type ResponseCache } from '../crud/response-cache.ts';
import { readsInTurn as lineUp } from '../http/reads-in-turn.ts';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

const readsInTurn: FastifyPluginAsync = async (app) => {
  const cache = createResponseCache(app.dialect.versions);
  app.decorate('responseCache', cache);
  lineUp(app, { atOnce: app.config.readsAtOnce, maxWaiting: app.config.readsWaiting, kept: cache.holds });
};

export default fp(readsInTurn, { name: 'reads-in-turn', dependencies: ['database'], decorators: { fastify: ['config', 'dialect'] } });
