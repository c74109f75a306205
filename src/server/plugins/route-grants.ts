/** The grant each non-generic route needs (access/route-grants.ts), checked before its handler. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { routeGrantCheck } from '../access/route-grants.ts';

const routeGrants: FastifyPluginAsync = async (app) => {
  routeGrantCheck(app, app.permissions);
};

export default fp(routeGrants, { name: 'route-grants', decorators: { fastify: ['permissions'], request: ['user'] } });
