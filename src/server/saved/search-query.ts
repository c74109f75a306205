/**
 * A saved search's filters are kept as the list's own query text (county=Nairobi&q=stem). They are read back
 * into the object the list route gets, so the list's parser checks them when saved and applies them in alerts.
 */
import { getResource } from '../../registry/index.ts';
import { parseListQuery, type ListQuery } from '../crud/query.ts';

/** Paging and order say nothing about which rows match, so a saved search keeps only filters and `q`. */
const kept = (key: string) => key === 'q' || !key.startsWith('_');

/** The query text as a list route's query object: a repeated key becomes a list of values (an OR). */
export const queryObject = (text: string) => {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (!kept(key) || value === '') continue;
    const previous = out[key];
    out[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return out;
};

/** The text kept for a search: filters only, in a stable order, so the same search saved twice reads the same. */
export const normalisedQuery = (text: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryObject(text)).sort(([a], [b]) => a.localeCompare(b)))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  return params.toString();
};

/** The saved filters narrowed to some rows by id: the list's own parser, so alerts match as the list does. */
export const matchQuery = (resource: string, text: string, ids: number[]): ListQuery =>
  parseListQuery(getResource(resource), { ...queryObject(text), id: ids.map(String), _start: '0', _end: String(ids.length) });
