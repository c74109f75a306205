/**
 * The five routes of every resource, `/facets` and `/map` (crud/routes.ts). A generic POST another plugin serves itself
 * (a résumé upload, saving an item, recording a visit) is left out: those plugins come first.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resources } from '../../registry/index.ts';
import { countAppearances } from '../analytics/count-appearances.ts';
import { visitOverrides } from '../analytics/visit-routes.ts';
import { createFacetIndex } from '../crud/facet-index.ts';
import { createMapPoints } from '../crud/map-points.ts';
import { crudRoutes as generic } from '../crud/routes.ts';
import { saveOverrides } from '../saved/save-route.ts';
import { uploadOverrides } from '../uploads/routes.ts';

const crudRoutes: FastifyPluginAsync = async (app) => {
  const { db, crud, responseCache, dialect, searchAppearances } = app;
  await app.register(generic, {
    db,
    crud,
    cache: responseCache,
    facets: createFacetIndex(crud, dialect.versions),
    mapPoints: createMapPoints(crud),
    resources,
    overridden: new Set([...uploadOverrides, ...saveOverrides, ...visitOverrides]),
    onList: countAppearances(searchAppearances),
  });
};

export default fp(crudRoutes, {
  name: 'crud-routes',
  dependencies: ['abuse-limits', 'upload-routes', 'saved-and-alerts', 'analytics-routes'],
  decorators: { fastify: ['db', 'crud', 'responseCache', 'dialect', 'searchAppearances'], request: ['user'] },
});
