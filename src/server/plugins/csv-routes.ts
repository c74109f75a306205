/** Every resource's list as a CSV file, and CSV files imported into a resource with a preview (docs/data-quality.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { exportRoutes } from '../csv/export-route.ts';
import { importRoutes } from '../csv/import-routes.ts';

const csvRoutes: FastifyPluginAsync = async (app) => {
  const { db, dialect, crud, permissions } = app;
  await app.register(exportRoutes, { db, crud, permissions, resources });
  await app.register(importRoutes, { dialect, crud, permissions, resources });
};

export default fp(csvRoutes, {
  name: 'csv-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'dialect', 'crud', 'permissions'], request: ['user'] },
});
