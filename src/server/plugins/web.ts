/**
 * The public site and the admin (web-routes.ts): every GET no route took, rendered on the server for visitors
 * (render/page-renderer.ts, docs/server-rendering.md). Last, since it answers every address the others left.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { holdsDemo } from '../db/first-start.ts';
import { pageRenderer } from '../render/page-renderer.ts';
import { pageRows } from '../seo/page-status.ts';
import { mergedAddress } from '../duplicates/merged-address.ts';
import { serveWeb } from '../web-routes.ts';

const web: FastifyPluginAsync = async (app) => {
  const { config, store, crud } = app;
  // Every page of an installation holding the demo says that its reviews, fees and results are invented.
  const demoNotice = config.demoNotice ?? (await holdsDemo(app.db));
  await serveWeb(app, config, store, pageRows(crud, resources, mergedAddress(app.db)), pageRenderer(app, config.publicUrl), { demoNotice });
};

export default fp(web, { name: 'web', dependencies: ['abuse-limits', 'demo-data'], decorators: { fastify: ['config', 'store', 'crud', 'db'] } });
