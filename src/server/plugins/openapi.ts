/** The OpenAPI document at /api/openapi.json and its UI at /api/docs (openapi.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { openApiRoutes } from '../openapi.ts';

const openApi: FastifyPluginAsync = async (app) => {
  await app.register(openApiRoutes, { resources });
};

export default fp(openApi, { name: 'openapi', dependencies: ['abuse-limits'] });
