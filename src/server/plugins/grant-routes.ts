/** GET /api/auth/grants: what the signed-in account may do, for the admin's menus (access/grant-routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { grantRoutes as grants } from '../access/grant-routes.ts';

const grantRoutes: FastifyPluginAsync = async (app) => {
  await app.register(grants, { permissions: app.permissions });
};

export default fp(grantRoutes, { name: 'grant-routes', dependencies: ['abuse-limits'], decorators: { fastify: ['permissions'], request: ['user'] } });
