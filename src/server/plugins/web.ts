/**
 * The public site and the admin (web-routes.ts): every GET no route took, rendered on the server for visitors
 * (render/page-renderer.ts, docs/server-rendering.md). Last, since it answers every address the others left.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { pageRenderer } from '../render/page-renderer.ts';
import { pageRows } from '../seo/page-status.ts';
import { serveWeb } from '../web-routes.ts';

const web: FastifyPluginAsync = async (app) => {
  const { config, store, crud } = app;
  await serveWeb(app, config, store, pageRows(crud, resources), pageRenderer(app, config.publicUrl));
};

export default fp(web, { name: 'web', dependencies: ['abuse-limits'], decorators: { fastify: ['config', 'store', 'crud'] } });
