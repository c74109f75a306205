/** The duplicates desk: likely duplicate listings, merging them, and marking pairs as not duplicates (docs/data-quality.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { duplicateRoutes as routes } from '../duplicates/duplicate-routes.ts';

const duplicateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(routes, { dialect: app.dialect, permissions: app.permissions });
};

export default fp(duplicateRoutes, {
  name: 'duplicate-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['dialect', 'permissions'], request: ['user'] },
});
