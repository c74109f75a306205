/** The site-wide search across schools, jobs and news (search/search-routes.ts, docs/universal-search.md). */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { searchRoutes as search } from '../search/search-routes.ts';
import { createVocabulary } from '../search/vocabulary.ts';

const searchRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, responseCache, dialect } = app;
  await app.register(search, { db, crud, cache: responseCache, vocabulary: createVocabulary(db, dialect.versions) });
};

export default fp(searchRoutes, {
  name: 'search-routes',
  dependencies: ['abuse-limits'],
  decorators: { fastify: ['db', 'crud', 'responseCache', 'dialect'], request: ['user'] },
});
