/** The demo data, seeded once into an empty database unless SEED=none (db/first-start.ts), through the CRUD service so hooks run. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoOnce } from '../db/first-start.ts';

const demoData: FastifyPluginAsync = async (app) => {
  if (app.config.seed === 'demo') await seedDemoOnce(app.dialect, app.crud, app.config, app.store, (message) => app.log.info(message));
};

export default fp(demoData, { name: 'demo-data', dependencies: ['crud', 'files'], decorators: { fastify: ['config', 'dialect', 'crud', 'store'] } });
