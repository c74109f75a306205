/** Every audited row's change history, for staff and its owner (history/history-routes.ts, docs/change-history.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { historyRoutes as history } from '../history/history-routes.ts';

const historyRoutes: FastifyPluginAsync = async (app) => {
  const { db, permissions } = app;
  await app.register(history, { db, permissions, resources });
};

export default fp(historyRoutes, {
  name: 'history-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'permissions'], request: ['user'] },
});
