/**
 * The numbers: public statistics, the staff dashboard, an owner's views and appearances, and the page views and
 * clicks the site records (src/server/analytics/).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { dashboardRoutes } from '../analytics/dashboard-routes.ts';
import { ownerAnalyticsRoutes } from '../analytics/owner-routes.ts';
import { statsRoutes } from '../analytics/stats-routes.ts';
import { visitRoutes } from '../analytics/visit-routes.ts';

const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, searchAppearances } = app;
  await app.register(statsRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(ownerAnalyticsRoutes, { db, appearances: searchAppearances });
  await app.register(visitRoutes, { db, crud });
};

export default fp(analyticsRoutes, {
  name: 'analytics-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'crud', 'searchAppearances'], request: ['user'] },
});
