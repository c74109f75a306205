/**
 * The demo data, seeded once into an empty database unless SEED=none (db/first-start.ts), through the CRUD service so
 * hooks run; then, with OPEN_LISTS=load, the open lists of schools and universities once (docs/data-sources.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoOnce } from '../db/first-start.ts';
import { loadShippedListsOnce } from '../open-data/shipped-lists.ts';

const demoData: FastifyPluginAsync = async (app) => {
  if (app.config.seed === 'demo') await seedDemoOnce(app.dialect, app.crud, app.config, app.store, (message) => app.log.info(message));
  // After the demo, so the list's schools that the demo names take its listings rather than doubling them.
  if (app.config.openLists === 'load') await loadShippedListsOnce(app.dialect, app.config, (message) => app.log.info(message));
};

export default fp(demoData, { name: 'demo-data', dependencies: ['crud', 'files'], decorators: { fastify: ['config', 'dialect', 'crud', 'store'] } });
