/**
 * How often each listing appears in lists and searches, for its owner's numbers (analytics/search-appearances.ts):
 * counted in memory and written every few seconds, and a last time before the database closes.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createSearchAppearances, type SearchAppearances } from '../analytics/search-appearances.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchAppearances: SearchAppearances;
  }
}

const searchAppearances: FastifyPluginAsync = async (app) => {
  const appearances = createSearchAppearances(app.db, {
    log: (error) => app.log.warn({ err: error }, 'writing search appearances failed; kept for the next try'),
  });
  app.decorate('searchAppearances', appearances);
  // `preClose` hooks run before the `onClose` one that closes the database, so the last seconds' counts are written.
  app.addHook('preClose', () => appearances.close());
};

export default fp(searchAppearances, { name: 'search-appearances', dependencies: ['database'], decorators: { fastify: ['db'] } });
