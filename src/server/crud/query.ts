/**
 * Parses a list query in json-server 0.17's dialect (what @refinedev/simple-rest sends) into a checked
 * description. Anything it does not understand is a 400 with the reason, never silently ignored.
 *
 * Every list request has a bounded cost (registry/query-bounds.ts, docs/query-limits.md): few values per filter,
 * short `_like` texts on one-line fields only, no page beyond the first `maxStart` rows, and a capped search.
 */
import { isDay, readInstant, startOfNairobiDay } from '../../registry/clock.ts';
import { isFilterable, isRangeKind, type Field } from '../../registry/fields.ts';
import {
  defaultPageSize,
  likeKinds,
  maxFilterValues,
  maxLikeLength,
  maxPageSize,
  maxSortFields,
  maxStart,
  minLikeLength,
} from '../../registry/query-bounds.ts';
import { maxValuesOf } from '../../registry/filter-value-limit.ts';
import type { Resource } from '../../registry/resource.ts';
import { badRequest } from '../http-error.ts';
import { maxRowNumber } from '../../registry/row-number.ts';
import { searchTermsOf } from '../../registry/search-text.ts';
import { distanceSort, parseNear, type Near } from './near-query.ts';

export type Operator = 'eq' | 'ne' | 'gte' | 'lte' | 'like';

export interface Filter {
  field: string;
  op: Operator;
  /** A repeated key is an OR over its values. */
  values: (string | number)[];
}

export interface ListQuery {
  filters: Filter[];
  sort: { field: string; direction: 'asc' | 'desc' }[];
  start: number;
  end: number;
  /** Search terms of `q`: letters and digits only, so they are safe in any full-text syntax. */
  terms: string[];
  text: string;
  /** Only rows within a radius of a point, each with its distance (near-query.ts). */
  near?: Near;
}

/** Integer columns are 32-bit in PostgreSQL; larger numbers can never match and are refused. */
export const maxInteger = maxRowNumber;

/** The field named `name`, only if the resource declares it (never Object.prototype's constructor, toString…). */
const fieldOf = (resource: Resource, name: string): Field | undefined => (Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined);

const suffixes: [string, Operator][] = [
  ['_like', 'like'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_ne', 'ne'],
];

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

const integer = (value: unknown, name: string) => {
  const text = list(value)[0]!;
  if (!/^\d{1,10}$/.test(text) || Number(text) > maxInteger) throw badRequest(`${name} must be a whole number of 0 or more, got "${text}".`);
  return Number(text);
};

/** Checks and converts one filter value to the field's type. */
const coerce = (field: Field, name: string, raw: string, op: Operator): string | number => {
  if (op === 'like') {
    const length = [...raw].length;
    if (length < minLikeLength || length > maxLikeLength)
      throw badRequest(`Filter ${name} needs ${minLikeLength} to ${maxLikeLength} characters, got ${length}.`);
    return raw;
  }
  // A choice, or an item of a list of choices (a CBC level), is one of them, whatever the case it is typed in.
  const listed = field.values?.find((value) => value.toLowerCase() === raw.toLowerCase());
  if (field.values && listed === undefined) throw badRequest(`Filter ${name} must be one of: ${field.values.join(', ')}; got "${raw}".`);
  return convert(field, name, listed ?? raw);
};

/** Converts one filter value, a listed choice already spelled as listed, to the field's type. */
const convert = (field: Field, name: string, raw: string): string | number => {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'ref':
      if (!/^-?\d+$/.test(raw)) throw badRequest(`Filter ${name} needs a whole number, got "${raw}".`);
      if (raw.length > 11 || Math.abs(Number(raw)) > maxInteger)
        throw badRequest(`Filter ${name} needs a whole number from -${maxInteger} to ${maxInteger}, got "${raw}".`);
      return Number(raw);
    case 'number':
      if (raw.trim() === '' || !Number.isFinite(Number(raw))) throw badRequest(`Filter ${name} needs a number, got "${raw}".`);
      return Number(raw);
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(raw)) throw badRequest(`Filter ${name} needs true or false, got "${raw}".`);
      return raw === 'true' || raw === '1' ? 1 : 0;
    case 'enum':
      return raw;
    // Compared as text with what is stored, so each is written as it is stored: a date as YYYY-MM-DD, an instant
    // in UTC. A day alone on an instant means its first moment in Nairobi, and a time without an offset Nairobi's.
    case 'date':
      if (!isDay(raw)) throw badRequest(`Filter ${name} needs a date like 2026-01-31, got "${raw}".`);
      return raw;
    case 'datetime': {
      const instant = isDay(raw) ? startOfNairobiDay(raw) : readInstant(raw);
      if (instant === null) throw badRequest(`Filter ${name} needs a date like 2026-01-31 or a time like 2026-01-31T09:00:00+03:00, got "${raw}".`);
      return instant;
    }
    default:
      if (raw.length > 200) throw badRequest(`Filter ${name} is too long (200 characters at most).`);
      // A list is split into items at its commas, so no item holds one.
      if (field.kind === 'csv' && raw.includes(','))
        throw badRequest(`Filter ${name} names one item of a list, and an item has no comma; give each as its own value: ${name}=A&${name}=B.`);
      return raw;
  }
};

/** 10000 as "10 000". */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');

/** Why `name_like` is refused, and what to send instead. */
const likeRefusal = (resource: Resource, key: string, name: string, field: Field) => {
  const search = resource.search.length ? ` Search it with q=words (searches ${resource.search.join(', ')}).` : '';
  switch (field.kind) {
    case 'longText':
      return resource.search.includes(name)
        ? `Filter ${key}: ${name} is long text, too slow to scan for a part of it.${search}`
        : `Filter ${key}: ${name} is long text and cannot be filtered.${search}`;
    case 'enum':
      return `Filter ${key}: ${name} is one of a list; use ${name}=value (one of: ${field.values!.join(', ')}).`;
    case 'csv':
    case 'tags':
      return `Filter ${key}: ${name} is a list; use ${name}=item for the rows whose list contains the item.`;
    case 'date':
    case 'datetime':
      return `Filter ${key}: ${name} is a date; use ${name}_gte and ${name}_lte for a range.`;
    default:
      return `Filter ${key}: ${name} is not text; use ${name}=value.`;
  }
};

const reserved = new Set(['_start', '_end', '_sort', '_order', 'q', 'near', 'radius_km']);

/** A query's words as the search indexes hold them (src/registry/search-text.ts), the first eight of them. */
export const searchTerms = (text: string) => searchTermsOf(text).slice(0, 8);

export const parseListQuery = (resource: Resource, query: Record<string, unknown>): ListQuery => {
  const filters: Filter[] = [];
  let valueCount = 0;
  for (const [key, value] of Object.entries(query)) {
    if (reserved.has(key)) continue;
    const [suffix, op] = suffixes.find(([s]) => key.endsWith(s) && fieldOf(resource, key.slice(0, -s.length))) ?? ['', 'eq'];
    const name = key.slice(0, key.length - suffix.length);
    const field = fieldOf(resource, name);
    if (op === 'like' && field && !likeKinds.has(field.kind) && (isFilterable(field) || field.kind === 'longText'))
      throw badRequest(likeRefusal(resource, key, name, field));
    if (!field || !isFilterable(field))
      throw badRequest(`Unknown filter "${key}" for ${resource.label.toLowerCase()}. Filter on: ${filterableFields(resource).join(', ')}.`);
    if ((op === 'gte' || op === 'lte') && !isRangeKind(field))
      throw badRequest(`Filter ${key}: ${name} has no order; use ${name}=value${likeKinds.has(field.kind) ? ` or ${name}_like=text` : ''}.`);
    // A repeated value adds nothing to an OR: duplicates collapse before they are counted.
    const values = [...new Set(list(value).map((raw) => coerce(field, key, raw, op)))];
    const most = maxValuesOf(name, field, op === 'like');
    if (values.length > most)
      throw badRequest(
        `Filter ${key} has ${values.length} different values; give it at most ${most}.` +
          (op === 'like' ? ' To find rows by words, search with q.' : ' Ask for the rest in another request.'),
      );
    valueCount += values.length;
    if (valueCount > maxFilterValues)
      throw badRequest(`The filters have more than ${maxFilterValues} values in all; narrow the list with fewer values per request.`);
    filters.push({ field: name, op, values });
  }

  const sortFields =
    query._sort === undefined
      ? []
      : list(query._sort)
          .flatMap((s) => s.split(','))
          .filter(Boolean);
  const orders = query._order === undefined ? [] : list(query._order).flatMap((s) => s.split(','));
  // Checked even without _sort: a direction that cannot apply is a mistake to tell, not to pass over.
  for (const order of orders) if (!['asc', 'desc'].includes(order.toLowerCase())) throw badRequest(`_order must be asc or desc, got "${order}".`);
  if (sortFields.length > maxSortFields) throw badRequest(`Sort by at most ${maxSortFields} fields; _sort names ${sortFields.length}.`);
  const near = parseNear(resource, query, sortFields, orders);
  // Distance is no column: it is the near part's own order, before the fields that follow it.
  const skip = near?.byDistance ? 1 : 0;
  const sort = sortFields.slice(skip).map((name, j) => {
    const i = j + skip;
    // Only fields with an index behind them (see schema.ts): any other sort would order the whole table.
    if (!resource.sortable.includes(name))
      throw badRequest(
        `Cannot sort ${resource.label.toLowerCase()} by "${name}". Sort by: ${[...resource.sortable, ...(resource.located ? [`${distanceSort} (with near)`] : [])].join(', ')}.`,
      );
    const direction = (orders[i] ?? orders[0] ?? 'asc').toLowerCase();
    return { field: name, direction: direction as 'asc' | 'desc' };
  });

  const start = query._start === undefined ? 0 : integer(query._start, '_start');
  if (start > maxStart) throw badRequest(`Showing results beyond the first ${thousands(maxStart)} is not possible; narrow the list with filters or a search.`);
  const requestedEnd = query._end === undefined ? start + defaultPageSize : integer(query._end, '_end');
  if (requestedEnd < start) throw badRequest('_end must not be smaller than _start.');
  // Larger pages are cut to the cap; X-Total-Count still tells the client how many there are.
  const end = Math.min(requestedEnd, start + maxPageSize);

  const text = query.q === undefined ? '' : list(query.q)[0]!.slice(0, 200);
  return { filters, sort, start, end, terms: searchTerms(text), text, ...(near ? { near } : {}) };
};

/** The fields anyone may filter by: not those only some readers see (staff may use those too, unnamed here). */
export const filterableFields = (resource: Resource) =>
  Object.entries(resource.fields)
    .filter(([, field]) => isFilterable(field) && !field.readers && !field.perk)
    .map(([name]) => name);
