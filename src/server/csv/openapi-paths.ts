/** A resource's CSV routes in the OpenAPI document (docs/data-quality.md). */
import type { Resource } from '../../registry/resource.ts';
import { error, object } from '../commerce/openapi-paths.ts';
import { maxImportRows } from './import-routes.ts';

export const csvPaths = (resource: Resource, parameters: unknown[]) => [
  ...(resource.offers.includes('list')
    ? [
        [
          `/api/${resource.name}/export.csv`,
          {
            get: {
              tags: [resource.family],
              summary: `Every ${resource.singular.toLowerCase()} of the list's filters and search, as CSV (staff only, LIMIT_EXPORTS a member; UTF-8, in order of id; paging and sorting are ignored; formulas escaped)`,
              parameters,
              responses: {
                200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
                400: error,
                401: error,
                403: error,
                429: error,
              },
            },
          },
        ] as const,
      ]
    : []),
  ...(resource.offers.includes('create') && resource.offers.includes('update')
    ? [
        [
          `/api/${resource.name}/import.csv`,
          {
            post: {
              tags: [resource.family],
              summary: `Import ${resource.label.toLowerCase()} from CSV (editors and admins): mode=preview (default) is a dry run answering each row's result (each write rolled back); mode=apply writes the valid rows one by one through the API, applies of one resource in turn. Rows without id are matched by source and source_id, or for listings by name and place. At most 5 MB and ${maxImportRows} rows.`,
              parameters: [{ name: 'mode', in: 'query', schema: { type: 'string', enum: ['preview', 'apply'] } }],
              requestBody: { content: { 'text/csv': { schema: { type: 'string' } } } },
              responses: {
                200: object(
                  '{mode, stopped?, columns: {used, ignored}, totals: {create, update, unchanged, error}, rows: [{line, action, id?, note?, errors?}]}',
                ),
                400: error,
                401: error,
                403: error,
                413: error,
              },
            },
          },
        ] as const,
      ]
    : []),
];
