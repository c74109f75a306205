/** The OpenAPI 3.1 document, generated from the registry, at /api/openapi.json; Swagger UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { isFilterable, isRangeKind, type Field } from '../registry/fields.ts';
import { likeKinds, maxLikeLength, maxLikeValues, maxPageSize, maxSortFields, maxCount, maxStart, minLikeLength } from '../registry/query-bounds.ts';
import { maxValuesOf } from '../registry/filter-value-limit.ts';
import type { Action } from '../registry/access.ts';
import type { Resource } from '../registry/resource.ts';
import { inputJsonSchema } from '../registry/schemas.ts';
import { maxSearchMatches } from './db/full-text.ts';
import { shopPaths } from './commerce/openapi-paths.ts';
import { moderationPaths } from './moderation/openapi-paths.ts';
import { analyticsPaths } from './analytics/openapi-paths.ts';
import { paymentPaths } from './payments/openapi-paths.ts';
import { applicationPaths } from './jobs/application-openapi.ts';
import { searchPaths } from './search/openapi-paths.ts';
import { historyPaths } from './history/openapi-paths.ts';
import { duplicatePaths } from './duplicates/openapi-paths.ts';
import { csvPaths } from './csv/openapi-paths.ts';
import { placePaths } from './places/openapi-paths.ts';
import { defaultRadiusKm, maxNearCount, maxRadiusKm } from '../registry/query-bounds.ts';
import { maxMapPoints, maxMapZoom } from '../registry/map-answer.ts';
import { claimPaths } from './claims/openapi-paths.ts';

const error = { $ref: '#/components/schemas/Error' };
const responses = (ok: object, okStatus = '200') => ({
  [okStatus]: ok,
  400: { description: 'Invalid request', content: { 'application/json': { schema: error } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: error } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: error } } },
  404: { description: 'Not found', content: { 'application/json': { schema: error } } },
  503: {
    description:
      'Busy or the database away for now; try again after Retry-After seconds. Reads (GET) are worked on a few at a time and wait their turn, first come first served; a read finding the line full, one over its time budget, or one the database cannot answer gets this (docs/query-limits.md)',
    content: { 'application/json': { schema: error } },
  },
});
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

/** What a filter on one field accepts, with its limits (docs/query-limits.md), from the constants the parser checks. */
const filterDescription = (name: string, field: Field) => {
  const also = [`${name}_ne`, ...(isRangeKind(field) ? [`${name}_gte`, `${name}_lte`] : [])];
  const like = likeKinds.has(field.kind)
    ? ` ${name}_like matches a part of the text, case-insensitively: at most ${maxLikeValues} values of ${minLikeLength} to ${maxLikeLength} characters (a scan of every row; search with q for words).`
    : '';
  return `${field.label}. Repeat the key for any of up to ${maxValuesOf(name, field)} different values; also ${also.join(', ')}.${like}`;
};

/** A located resource's list near a point (docs/near-me.md). */
const nearParameters = [
  {
    name: 'near',
    in: 'query',
    schema: { type: 'string' },
    description: `A point, latitude,longitude (e.g. -1.2921,36.8219): only rows within radius_km of it, each with distance_km (great-circle, 2 decimals); rows without a location are left out. X-Total-Count then counts up to ${maxNearCount}.`,
  },
  {
    name: 'radius_km',
    in: 'query',
    schema: { type: 'number', exclusiveMinimum: 0, maximum: maxRadiusKm, default: defaultRadiusKm },
    description: 'How far from near, in kilometres',
  },
];

const listParameters = (resource: Resource) => [
  {
    name: '_start',
    in: 'query',
    schema: { type: 'integer', minimum: 0, maximum: maxStart },
    description: `The first row of the page; rows beyond the first ${maxStart} are not shown (narrow the list with filters or a search)`,
  },
  { name: '_end', in: 'query', schema: { type: 'integer', minimum: 0 }, description: `At most ${maxPageSize} rows a page` },
  {
    name: '_sort',
    in: 'query',
    schema: { type: 'string' },
    description: `Comma-separated fields, at most ${maxSortFields}, of: ${resource.sortable.join(', ')} (each has an index)${resource.located ? '; or distance first, with near: nearest first' : ''}`,
  },
  ...(resource.located ? nearParameters : []),
  { name: '_order', in: 'query', schema: { type: 'string' }, description: 'asc or desc for each sort field' },
  ...(resource.search.length
    ? [
        {
          name: 'q',
          in: 'query',
          schema: { type: 'string' },
          description: `Full-text search over ${resource.search.join(', ')}, word prefixes: rows with every word in ${resource.search[0]} first. At most ${maxSearchMatches} matches are returned (X-Total-Count is then ${maxSearchMatches}); add filters or words to narrow.`,
        },
      ]
    : []),
  ...Object.entries(resource.fields)
    // A secret field (a link's hashed token) is nobody's filter.
    .filter(([, field]) => isFilterable(field) && !field.secret)
    .map(([name, field]) => ({ name, in: 'query', schema: { type: 'string' }, description: filterDescription(name, field) })),
];

const generatedDocument = (resources: readonly Resource[]) => ({
  openapi: '3.1.0',
  info: { title: 'ElimuHub API', version: '1.0.0', description: 'Education directory and marketplace for Kenya.' },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Error: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
  },
  security: [{ bearer: [] }, {}],
  paths: {
    ...shopPaths,
    ...paymentPaths,
    ...moderationPaths,
    ...analyticsPaths,
    ...searchPaths,
    ...historyPaths(resources),
    ...duplicatePaths,
    ...placePaths,
    ...Object.fromEntries(
      resources.flatMap((resource) => {
        const tags = [resource.family];
        const row = { type: 'object', description: resource.singular };
        // Only what the resource offers: the audit log is read, never written, through the API.
        const offered = <T>(action: Action, operation: T) => (resource.offers.includes(action) ? operation : undefined);
        return [
          [
            `/api/${resource.name}`,
            {
              get: {
                tags,
                summary: `List ${resource.label.toLowerCase()}`,
                parameters: listParameters(resource),
                responses: responses({
                  description: `Rows; X-Total-Count has the total, counted up to ${maxCount} (X-Total-Count-Capped: true says there are more)`,
                  ...json({ type: 'array', items: row }),
                }),
              },
              post: offered('create', {
                tags,
                summary: `Create a ${resource.singular.toLowerCase()}`,
                requestBody: json(inputJsonSchema(resource, 'create')),
                responses: responses({ description: 'Created', ...json(row) }, '201'),
              }),
            },
          ],
          ...(resource.counted.length
            ? [
                [
                  `/api/${resource.name}/facets`,
                  {
                    get: {
                      tags,
                      summary: `How many ${resource.label.toLowerCase()} each choice of ${resource.counted.flat().join(', ')} leaves, each counted with the list's other filters (the same parameters as the list; paging and sorting are ignored)`,
                      parameters: listParameters(resource),
                      responses: responses({
                        description: '{field: {choice: count}}; every listed choice is named, with 0 when no row holds it',
                        ...json({ type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer' } } }),
                      }),
                    },
                  },
                ],
              ]
            : []),
          ...csvPaths(resource, listParameters(resource)),
          ...(resource.located
            ? [
                [
                  `/api/${resource.name}/map`,
                  {
                    get: {
                      tags,
                      summary: `The ${resource.label.toLowerCase()} within a box, for a map: each (up to ${maxMapPoints}), else counts per grid cell sized by the zoom (the list's filters, q and near apply; paging and sorting are ignored)`,
                      parameters: [
                        {
                          name: 'bbox',
                          in: 'query',
                          required: true,
                          schema: { type: 'string' },
                          description: 'west,south,east,north in degrees, e.g. 36.65,-1.45,37.10,-1.15',
                        },
                        {
                          name: 'zoom',
                          in: 'query',
                          required: true,
                          schema: { type: 'integer', minimum: 0, maximum: maxMapZoom },
                          description: "The map's zoom level",
                        },
                        ...listParameters(resource).filter((parameter) => !['_start', '_end', '_sort', '_order'].includes(parameter.name)),
                      ],
                      responses: responses({
                        description: '{total, points: [{id, name, lat, lng}], clusters: [{lat, lng, count}]}',
                        ...json({
                          type: 'object',
                          properties: {
                            total: { type: 'integer' },
                            points: {
                              type: 'array',
                              items: {
                                type: 'object',
                                properties: { id: { type: 'integer' }, name: { type: 'string' }, lat: { type: 'number' }, lng: { type: 'number' } },
                              },
                            },
                            clusters: {
                              type: 'array',
                              items: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' }, count: { type: 'integer' } } },
                            },
                          },
                        }),
                      }),
                    },
                  },
                ],
              ]
            : []),
          [
            `/api/${resource.name}/{id}`,
            {
              parameters: [idParameter],
              get: { tags, summary: `One ${resource.singular.toLowerCase()}`, responses: responses({ description: 'The row', ...json(row) }) },
              patch: offered('update', {
                tags,
                summary: `Change a ${resource.singular.toLowerCase()}`,
                requestBody: json(inputJsonSchema(resource, 'update')),
                responses: responses({ description: 'Changed', ...json(row) }),
              }),
              delete: offered('delete', {
                tags,
                summary: `Delete a ${resource.singular.toLowerCase()}`,
                responses: responses({ description: 'The deleted row', ...json(row) }),
              }),
            },
          ],
        ];
      }),
    ),
    ...applicationPaths(responses),
  },
});

/** The generated document with the routes answered by their own modules laid over the generic ones they replace. */
const withOwnRoutes = (document: ReturnType<typeof generatedDocument>) => {
  const paths = document.paths as Record<string, object>;
  for (const [path, operations] of Object.entries(claimPaths())) paths[path] = { ...paths[path], ...operations };
  return document;
};

export const openApiDocument = (resources: readonly Resource[]) => withOwnRoutes(generatedDocument(resources));

export const openApiRoutes = async (app: FastifyInstance, { resources }: { resources: readonly Resource[] }) => {
  // Built on first request, not at start: generating 102 JSON schemas would slow every cold start.
  let document: ReturnType<typeof openApiDocument> | null = null;
  const full = () => (document ??= openApiDocument(resources));
  app.get('/api/openapi.json', async () => full());
  const stub = { openapi: '3.1.0', info: { title: 'ElimuHub API', version: '1.0.0' }, paths: {} };
  await app.register(swagger, { mode: 'static', specification: { document: stub as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: () => full(),
    transformSpecificationClone: false,
  });
};
