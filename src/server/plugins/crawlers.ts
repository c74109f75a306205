/**
 * A page view or click recorded by a crawler is taken (204) and not kept (analytics/crawlers.ts). A request hook
 * of the app itself, so it reaches every route, those added before it too; it runs after the other `preHandler`
 * hooks, as it always has.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { leaveCrawlerVisitsUnrecorded } from '../analytics/crawlers.ts';

const crawlers: FastifyPluginAsync = async (app) => {
  leaveCrawlerVisitsUnrecorded(app);
};

export default fp(crawlers, { name: 'crawlers' });
