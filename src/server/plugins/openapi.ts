/**
 * The OpenAPI document at /api/openapi.json and its UI at /api/docs (openapi.ts), when the configuration publishes
 * them (API_DOCS; off in production unless API_DOCS=public). Otherwise both answer 404 as any unknown address would,
 * saying so, rather than falling through to the site.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { HttpError } from '../http-error.ts';
import { openApiRoutes } from '../openapi.ts';

const openApi: FastifyPluginAsync = async (app) => {
  if (app.config.apiDocs) return app.register(openApiRoutes, { resources });
  const unpublished = async () => {
    throw new HttpError(404, 'The API documentation is not published on this server.');
  };
  for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/*']) app.get(url, unpublished);
};

export default fp(openApi, { name: 'openapi', dependencies: ['abuse-limits'], decorators: { fastify: ['config'] } });
