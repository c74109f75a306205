/** Claiming listings, and the editors' claims desk (claims/claim-routes.ts, docs/claims.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { claimRoutes as routes } from '../claims/claim-routes.ts';

const claimRoutes: FastifyPluginAsync = async (app) => {
  const { crud, dialect, store, mailQueue, config, counters } = app;
  await app.register(routes, { crud, dialect, store, mailQueue, limits: config.limits, counters, publicUrl: config.publicUrl });
};

export default fp(claimRoutes, {
  name: 'claim-routes',
  dependencies: ['abuse-limits', '@fastify/multipart'],
  decorators: { fastify: ['crud', 'dialect', 'store', 'mailQueue', 'config', 'counters'], request: ['user'] },
});
