/** Each audited resource's change history in the OpenAPI document (history-routes.ts). */
import { maxHistoryPage } from '../../registry/change-history.ts';
import { maxStart } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import { error, id, object } from '../commerce/openapi-paths.ts';

export const historyPaths = (resources: readonly Resource[]) =>
  Object.fromEntries(
    resources
      .filter((resource) => resource.audited)
      .map((resource) => [
        `/api/${resource.name}/{id}/history`,
        {
          get: {
            tags: [resource.family],
            summary: `The change history of a ${resource.singular.toLowerCase()}, newest first: who, when, from which open list, each field written with its old and new value when the field is public; for staff and the row's owner`,
            parameters: [
              id('id'),
              { name: '_start', in: 'query', schema: { type: 'integer', minimum: 0, maximum: maxStart, default: 0 } },
              { name: '_end', in: 'query', schema: { type: 'integer', minimum: 1 }, description: `At most ${maxHistoryPage} after _start; 20 by default` },
            ],
            responses: {
              200: object('[{id, at, action, by: {id?, name} | null, source, changes: [{field, label, from?, to?, kept}]}], with X-Total-Count'),
              400: error,
              401: error,
              403: error,
              404: error,
            },
          },
        },
      ]),
  );
