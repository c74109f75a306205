/**
 * Links from the dashboard to the admin list behind a figure: the list reads its filters from the URL in the
 * form Refine writes them (filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=open).
 */
import qs from 'qs';
import { dayBounds } from '../../../registry/dashboard-period.ts';

export interface ListFilter {
  field: string;
  operator: 'eq' | 'in' | 'gte' | 'lte' | 'contains';
  value: string | number | boolean | readonly string[];
}

export const listLink = (resource: string, filters: ListFilter[]) =>
  `/${resource}?${qs.stringify({ filters }, { arrayFormat: 'indices', encodeValuesOnly: true })}`;

/** Rows created on the Nairobi days `from` to `to`; the list's upper bound is inclusive, so it ends a millisecond early. */
export const createdBetween = (from: string, to = from): ListFilter[] => [
  { field: 'created_at', operator: 'gte', value: dayBounds(from).start },
  { field: 'created_at', operator: 'lte', value: new Date(Date.parse(dayBounds(to).end) - 1).toISOString() },
];
