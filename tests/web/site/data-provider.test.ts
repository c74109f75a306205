/**
 * The site reads lists, records and other endpoints through simple-rest (src/web/common/data-provider.ts): each read
 * must ask /api for what the site's own client asked before (the same keys and values, in whatever order, without
 * the values a query leaves unset), and keep its total, its cap, its errors and its abort.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, sendApiRequestsWith, type Query } from '../../../src/web/common/api.ts';
import { readEndpoint, readList, readMany, readOne } from '../../../src/web/common/data-provider.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

const answering = (response: () => Response) => {
  const sent: Sent[] = [];
  sendApiRequestsWith(async (url, init) => {
    sent.push({ url, init });
    return response();
  });
  return sent;
};

const listOf =
  (rows: unknown[], headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length), ...headers } });

/** The address the site's own client sent for a query: every value set, none of those left empty. */
const addressOf = (path: string, query: Query) => {
  const set = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const search = new URLSearchParams(set.map(([key, value]) => [key, String(value)])).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
};

/** A URL's path and its query as sorted pairs, so two orders of the same query compare equal. */
const parts = (url: string) => {
  const parsed = new URL(url, 'http://site');
  return { path: parsed.pathname, query: [...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b)) };
};

afterEach(() => sendApiRequestsWith((url, init) => fetch(url, init)));

describe('the site data provider', () => {
  const queries: [string, Query][] = [
    [
      'institutions/schools',
      { county: 'Nairobi', q: '', cbc_levels: 'Primary', fees_min_lte: '50000', _start: 12, _end: 24, _sort: 'rating_score,name', _order: 'desc,asc' },
    ],
    ['institutions/schools', { q: 'alliance high', region: undefined, _start: 0, _end: 12 }],
    ['institutions/schools', { fees_min_gte: '0', _sort: 'fees_min,name', _order: 'asc,asc', _start: 0, _end: 12 }],
    ['jobs/main', { category_id: 3, _sort: 'created_at', _order: 'desc', _start: 40, _end: 60 }],
    ['content/news', { _start: 0, _end: 6, _sort: 'published_at', _order: 'desc' }],
    ['shop/variants', { product_id: 7, _sort: 'position', _order: 'asc', _start: 0, _end: 50 }],
  ];

  it.each(queries)('asks for a list of %s as the site always has', async (resource, query) => {
    const sent = answering(listOf([{ id: 1 }]));
    await readList(resource, query);
    expect(sent).toHaveLength(1);
    expect(parts(sent[0]!.url)).toEqual(parts(addressOf(resource, query)));
    expect(sent[0]!.init.method).toBe('GET');
  });

  it.each<[string, Query]>([
    ['search', { q: 'alliance high' }],
    ['institutions/schools/facets', { county: 'Nairobi', q: '', boarding: undefined, fees_min_lte: 50000 }],
    ['stats', {}],
    ['auth/me', { q: null }],
  ])('asks for the endpoint %s as the site always has', async (path, query) => {
    const sent = answering(() => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    expect(await readEndpoint(path, query)).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(parts(sent[0]!.url)).toEqual(parts(addressOf(path, query)));
    expect(sent[0]!.url.includes('?')).toBe(Object.values(query).some((value) => value !== undefined && value !== null && value !== ''));
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('asks for rows named by id, and the sizes of a page of products, as the site always has', async () => {
    const sent = answering(listOf([]));
    await readMany('institutions/schools', [3, 11, 7]);
    await readList('jobs/employers', { id: [2, 5], _start: 0, _end: 2 });
    await readList('shop/variants', { product_id: [8, 9], _start: 0, _end: 100 });
    expect(sent.map((s) => parts(s.url))).toEqual(
      [
        '/api/institutions/schools?id=3&id=11&id=7',
        '/api/jobs/employers?id=2&id=5&_end=2&_start=0',
        '/api/shop/variants?product_id=8&product_id=9&_start=0&_end=100',
      ].map(parts),
    );
  });

  it('returns the rows, X-Total-Count and whether the count was capped', async () => {
    answering(listOf([{ id: 1 }, { id: 2 }], { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' }));
    expect(await readList('jobs/main', { _start: 0, _end: 2 })).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 1000, capped: true });
    answering(listOf([{ id: 1 }], { 'X-Total-Count': '41' }));
    expect(await readList('jobs/main', { _start: 0, _end: 1 })).toMatchObject({ total: 41, capped: false });
  });

  it('reads one record by its path', async () => {
    const sent = answering(() => new Response(JSON.stringify({ id: 4, title: 'Teacher' }), { status: 200 }));
    expect(await readOne('jobs/main', '4')).toEqual({ id: 4, title: 'Teacher' });
    expect(sent[0]!.url).toBe('/api/jobs/main/4');
  });

  it("turns a refusal into the site's ApiError with the server's message and field errors", async () => {
    answering(() => new Response(JSON.stringify({ message: 'Not found', errors: { id: 'No such job' } }), { status: 404 }));
    const error = await readOne('jobs/main', '999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found', errors: { id: 'No such job' } });
  });

  it('never lets an id from an address climb to another route', async () => {
    const sent = answering(listOf([]));
    await expect(readOne('jobs/main', '../../auth/me')).rejects.toMatchObject({ status: 404 });
    expect(sent).toHaveLength(0);
  });

  it('passes the abort signal to the request', async () => {
    const sent = answering(listOf([]));
    const controller = new AbortController();
    await readList('content/news', { _start: 0, _end: 6 }, controller.signal);
    await readEndpoint('search', { q: 'nursing' }, controller.signal);
    expect(sent.map((s) => s.init.signal)).toEqual([controller.signal, controller.signal]);
  });
});
