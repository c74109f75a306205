/** Places to search near, in the OpenAPI document. */
import { maxPlaces, placeKinds } from '../../registry/place.ts';
import { error, object } from '../commerce/openapi-paths.ts';

export const placePaths = {
  '/api/places': {
    get: {
      tags: ['Search'],
      summary: `Up to ${maxPlaces} places whose name, or a word of it, starts with q (case, accents and apostrophes ignored), best first: Kenya's counties and wards with their points, to search near`,
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: 100 },
          description: 'The start of a place name, e.g. Nakuru',
        },
      ],
      responses: { 200: object(`[{name, kind: ${placeKinds.join(' | ')}, county, lat, lng}]`), 400: error },
    },
  },
};
