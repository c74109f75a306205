/** What search engines and link previews read: sitemaps (seo/sitemap-routes.ts) and share cards (cards/card-routes.ts). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { cardRoutes } from '../cards/card-routes.ts';
import { sitemapRoutes } from '../seo/sitemap-routes.ts';

const seoRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, config } = app;
  await app.register(sitemapRoutes, { db, config, resources });
  await app.register(cardRoutes, { crud, config, resources });
};

export default fp(seoRoutes, { name: 'seo-routes', dependencies: ['abuse-limits'], decorators: { fastify: ['db', 'crud', 'config'] } });
