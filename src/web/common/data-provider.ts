/**
 * The site's data provider: @refinedev/simple-rest on /api, wrapped as the admin's is (safe-data-provider.ts), so
 * the site and the admin read the directory, jobs, news and the shop through the same code. Its HTTP client is the
 * site's own transport (api.ts): the session's token and the page's language go with each read, a refusal comes
 * back as an ApiError with the server's message and field errors, and while the server renders a page the read
 * goes to the server's own routes. It only reads: the site sends its writes from api.ts. Endpoints that are not a
 * resource (search, statistics, the member's own account) are read through the provider's `custom`, so every read of
 * the site takes this one path.
 *
 * Loaded only through site-data.ts, so a page adopted from the server's render never downloads it.
 */
import type { CrudSort, GetListParams, LogicalFilter } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import { apiUrl, sendApi, type Query } from './api.ts';
import { safeDataProvider } from './safe-data-provider.ts';

type HttpClient = NonNullable<Parameters<typeof simpleRest>[1]>;

/** A site query; a list of values is one filter that any of them meets (`id=1&id=2`). */
export type ListQuery = Record<string, Query[string] | readonly (string | number)[]>;

/**
 * simple-rest's `custom` writes each part of its query after a `&` ("/api/search?&q=x", "/api/stats?"): the same
 * address without the empty parts, as the site has always asked for it.
 */
const tidyUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean);
  return parts.length ? `${url.slice(0, at)}?${parts.join('&')}` : url.slice(0, at);
};

/**
 * The part of axios simple-rest uses to read, over the site's transport. One is made per read: simple-rest passes
 * a client no abort signal, and the answer's X-Total-Count-Capped, which simple-rest does not return, is kept here.
 */
const readingClient = (signal: AbortSignal | undefined, seen: (headers: Headers) => void) => {
  const get = async (url: string) => {
    const response = await sendApi('GET', tidyUrl(url).slice(apiUrl.length + 1), { signal });
    seen(response.headers);
    return { data: (await response.json()) as unknown, headers: { 'x-total-count': response.headers.get('X-Total-Count') } };
  };
  // simple-rest types its client as a whole axios instance; a read calls nothing of it but `get`.
  return { get } as unknown as HttpClient;
};

const providerFor = (signal: AbortSignal | undefined, seen: (headers: Headers) => void = () => undefined) =>
  safeDataProvider(simpleRest(apiUrl, readingClient(signal, seen)));

/**
 * json-server's operator suffixes (docs/product.md#lists-filters-sorting-and-pages) as Refine's operators;
 * simple-rest writes them back as suffixes.
 */
const operators: Record<string, LogicalFilter['operator']> = { gte: 'gte', lte: 'lte', ne: 'ne', like: 'contains' };

const isSet = (value: ListQuery[string]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/**
 * A site query ({county, q, fees_min_lte, _sort, _order, _start, _end}) as getList's filters, sorters and page.
 * The site pages in whole pages (_start a multiple of _end − _start); without _end the whole list is read.
 */
export const listParams = (resource: string, query: ListQuery): GetListParams => {
  const { _start, _end, _sort, _order, ...rest } = query;
  const start = Number(_start ?? 0);
  const size = Number(_end) - start;
  const sortFields = isSet(_sort) ? String(_sort).split(',') : [];
  const orders = isSet(_order) ? String(_order).split(',') : [];
  const sorters: CrudSort[] = sortFields.map((field, i) => ({ field, order: orders[i] === 'desc' ? 'desc' : 'asc' }));
  const filters: LogicalFilter[] = Object.entries(rest)
    .filter(([, value]) => isSet(value))
    .map(([key, value]) => {
      const [, field = key, suffix = ''] = /^(.+)_(gte|lte|ne|like)$/.exec(key) ?? [];
      return { field, operator: operators[suffix] ?? 'eq', value };
    });
  return {
    resource,
    pagination: isSet(_end) ? { currentPage: start / size + 1, pageSize: size, mode: 'server' } : { mode: 'off' },
    sorters,
    filters,
  };
};

/** Only the values a query sets: simple-rest would write `null` as a bare key and `''` as an empty value. */
const setValues = (query: ListQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => isSet(value)));

export const readList = async <T>(resource: string, query: ListQuery, signal?: AbortSignal) => {
  let capped = false;
  const { data, total } = await providerFor(signal, (headers) => {
    capped = headers.get('X-Total-Count-Capped') === 'true';
  }).getList(listParams(resource, query));
  return { rows: data as T[], total, capped };
};

/** Rows named by id, in one request (`?id=1&id=2`). */
export const readMany = async <T>(resource: string, ids: readonly number[], signal?: AbortSignal) =>
  (await providerFor(signal).getMany!({ resource, ids: [...ids] })).data as T[];

export const readOne = async <T>(resource: string, id: string | number, signal?: AbortSignal) => (await providerFor(signal).getOne({ resource, id })).data as T;

/** An endpoint that is not a resource (`search`, `stats`, `auth/me`), with its query: its answer as it comes. */
export const readEndpoint = async <T>(path: string, query: ListQuery = {}, signal?: AbortSignal) =>
  (await providerFor(signal).custom!({ url: `${apiUrl}/${path}`, method: 'get', query: setValues(query) })).data as T;
