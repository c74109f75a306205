/** The analytics routes in the OpenAPI document, with the period rules they share (src/registry/dashboard-period.ts). */
import { defaultDays, maxDays } from '../../registry/dashboard-period.ts';
import { error, object } from '../commerce/openapi-paths.ts';

const tags = ['Analytics'];
const period = [
  {
    name: 'days',
    in: 'query',
    schema: { type: 'integer', minimum: 1, maximum: maxDays },
    description: `The last days, ending today in Nairobi (default ${defaultDays})`,
  },
  { name: 'from', in: 'query', schema: { type: 'string', format: 'date' }, description: 'The first Nairobi day; with to, instead of days' },
  { name: 'to', in: 'query', schema: { type: 'string', format: 'date' }, description: `The last Nairobi day; a period is at most ${maxDays} days` },
];

export const analyticsPaths = {
  '/api/analytics/dashboard': {
    get: {
      tags,
      summary: 'The staff dashboard: what waits for staff, the figures of the period against the previous one, and the series behind its charts',
      parameters: period,
      responses: {
        200: object(
          '{period, toDo, kpis, pageViews, newUsers, ordersPerDay, topSearches, noResultSearches, revenueByShop, listingsByType, listingsByCounty, jobsByStatus, applicationsByStage}',
        ),
        400: error,
        401: error,
        403: error,
      },
    },
  },
  '/api/analytics/mine': {
    get: {
      tags,
      summary:
        "The signed-in owner's listings with their views, appearances in search, enquiries and applications or orders in the period, each day's views and appearances, and the totals",
      parameters: period,
      responses: { 200: object('{from, to, timezone, totals, listings}'), 400: error, 401: error },
    },
  },
};
