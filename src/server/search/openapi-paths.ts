/** The site-wide search in the OpenAPI document. */
import { maxSearchLength, searchGroupSize, searchKinds } from '../../registry/search-kinds.ts';
import { maxSearchMatches } from '../db/full-text.ts';
import { error, object } from '../commerce/openapi-paths.ts';

export const searchPaths = {
  '/api/search': {
    get: {
      tags: ['Search'],
      summary: `Searches ${searchKinds.map(({ label }) => label.toLowerCase()).join(', ')} at once, as their public lists do: each group with its total (counted up to ${maxSearchMatches}, capped: true beyond) and its first ${searchGroupSize} matches; when none matches, a suggestion of near words that do`,
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: maxSearchLength },
          description: 'Words to look for; apostrophes, accents and case do not matter',
        },
      ],
      responses: {
        200: object('{q, groups: [{kind, label, total, capped, hits: [{id, title, detail, url}]}], suggestion}'),
        400: error,
        429: error,
      },
    },
  },
};
