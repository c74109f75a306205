/** The duplicates desk's routes in the OpenAPI document (docs/data-quality.md). */
import { duplicateKinds } from '../../registry/resources/institutions.ts';
import { error, object } from '../commerce/openapi-paths.ts';
import { maxDeskPage } from './duplicate-routes.ts';

const tags = ['Duplicates'];
const body = (properties: Record<string, unknown>, required: string[]) => ({
  content: { 'application/json': { schema: { type: 'object', properties, required, additionalProperties: false } } },
});
const kind = { type: 'string', enum: [...duplicateKinds] };
const id = { type: 'integer', minimum: 1 };
const refusals = { 400: error, 401: error, 403: error };

export const duplicatePaths = {
  '/api/duplicates': {
    get: {
      tags,
      summary: `Likely duplicate listings of one kind (same name key, a level in common, within 300 m or in one ward), both side by side, pages of at most ${maxDeskPage}; X-Total-Count has the total. Editors and admins only.`,
      parameters: [
        { name: 'resource', in: 'query', schema: kind },
        { name: '_start', in: 'query', schema: { type: 'integer', minimum: 0 } },
        { name: '_end', in: 'query', schema: { type: 'integer', minimum: 1 } },
      ],
      responses: {
        200: object(
          '[{first, second, distance, reason: near|ward}]: each listing {id, name, county, city, source, owner, review_count, created_at, moderation}',
        ),
        ...refusals,
      },
    },
  },
  '/api/duplicates/merge': {
    post: {
      tags,
      summary:
        'Merge `other` into `keep`: everything pointing at it moves, empty fields are filled (or the fields in `take` taken), the rating is counted again, `other` is deleted and its GET and page answer 301 to `keep`. `take` names fields people write (400 for one the server keeps); the values taken pass the checks of a PATCH (400). A pair merged already, a public `other` kept under a hidden `keep`, or rows changed meanwhile are a 409.',
      requestBody: body({ resource: kind, keep: id, other: id, take: { type: 'array', items: { type: 'string' } } }, ['resource', 'keep', 'other']),
      responses: { 200: object('{kept, merged, moved: {resource: count}, dropped: {resource: count}, filled: [field]}'), ...refusals, 404: error, 409: error },
    },
  },
  '/api/duplicates/distinct': {
    post: {
      tags,
      summary: 'The two listings are not duplicates: the pair leaves the desk.',
      requestBody: body({ resource: kind, first: id, second: id }, ['resource', 'first', 'second']),
      responses: { 201: object('{resource, first, second, decision}'), ...refusals, 404: error },
    },
  },
};
