/**
 * A page load of a list asks for its rows before the admin renders; the list must take that answer only for
 * exactly the request it primed, once, and ask the server itself for anything else.
 */
import simpleRest from '@refinedev/simple-rest';
import { describe, expect, it, vi } from 'vitest';
import { listPageSize, primeFirstList, takeArrivedList, withFirstList } from '../../../src/web/admin/providers/first-list.ts';

/** `answering`, when given, holds every answer until it resolves. */
const setup = (answering?: Promise<void>) => {
  const urls: string[] = [];
  let answer = 0;
  const client = {
    get: async (url: string) => {
      urls.push(url);
      answer += 1;
      const data = [{ id: answer }];
      await answering;
      return { data, headers: { 'x-total-count': '1' } };
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recording client stands in for axios
  const inner = simpleRest('/api', client as any);
  return { urls, inner, provider: withFirstList(inner) };
};

const schoolsFirstPage = {
  resource: 'institutions/schools',
  pagination: { currentPage: 1, pageSize: listPageSize, mode: 'server' as const },
  sorters: [{ field: 'name', order: 'asc' as const }],
  filters: [],
};

describe('the first list of a page load', () => {
  it('is asked for once, with the default sort, and taken by the list', async () => {
    const { urls, inner, provider } = setup();
    primeFirstList(inner, { pathname: '/admin/institutions/schools', search: '' });
    expect(urls).toEqual(['/api/institutions/schools?_end=20&_order=asc&_sort=name&_start=0']);
    expect((await provider.getList(schoolsFirstPage)).data).toEqual([{ id: 1 }]);
    expect(urls).toHaveLength(1);
    // Taken once: the next identical request (a refetch) goes to the server.
    expect((await provider.getList(schoolsFirstPage)).data).toEqual([{ id: 2 }]);
  });

  it('follows the page, size, sort and filters in the address', async () => {
    const { urls, inner, provider } = setup();
    const search =
      '?currentPage=3&pageSize=20&sorters[0][field]=rating&sorters[0][order]=desc&filters[0][field]=county&filters[0][operator]=eq&filters[0][value]=Kiambu';
    primeFirstList(inner, { pathname: '/admin/institutions/schools', search });
    expect(urls).toEqual(['/api/institutions/schools?_end=60&_order=desc&_sort=rating&_start=40&county=Kiambu']);
    await provider.getList({
      ...schoolsFirstPage,
      pagination: { currentPage: 3, pageSize: 20, mode: 'server' },
      sorters: [{ field: 'rating', order: 'desc' }],
      filters: [{ field: 'county', operator: 'eq', value: 'Kiambu' }],
    });
    expect(urls).toHaveLength(1);
  });

  it('is not used for any other request, which the server answers', async () => {
    const { urls, inner, provider } = setup();
    primeFirstList(inner, { pathname: '/admin/institutions/schools', search: '' });
    await provider.getList({ ...schoolsFirstPage, sorters: [{ field: 'rating', order: 'desc' }] });
    await provider.getList({ ...schoolsFirstPage, resource: 'institutions/colleges' });
    expect(urls).toEqual([
      '/api/institutions/schools?_end=20&_order=asc&_sort=name&_start=0',
      '/api/institutions/schools?_end=20&_order=desc&_sort=rating&_start=0',
      '/api/institutions/colleges?_end=20&_order=asc&_sort=name&_start=0',
    ]);
  });

  it('is handed to the list once it has arrived, for its own request only, and then asked for no more', async () => {
    let answer = () => {};
    const { urls, inner, provider } = setup(new Promise<void>((resolve) => (answer = resolve)));
    primeFirstList(inner, { pathname: '/admin/institutions/schools', search: '' });
    // Still on its way: the list asks through the provider as usual.
    expect(takeArrivedList(schoolsFirstPage)).toBeUndefined();
    answer();
    const arrived = await vi.waitFor(() => {
      expect(takeArrivedList({ ...schoolsFirstPage, sorters: [{ field: 'rating', order: 'desc' }] })).toBeUndefined();
      const taken = takeArrivedList(schoolsFirstPage);
      if (!taken) throw new Error('the primed list has not arrived');
      return taken;
    });
    expect(arrived.answer.data).toEqual([{ id: 1 }]);
    expect(takeArrivedList(schoolsFirstPage)).toBeUndefined();
    // Taken: the next request of the same page (a refetch after a change) goes to the server.
    expect((await provider.getList(schoolsFirstPage)).data).toEqual([{ id: 2 }]);
    expect(urls).toHaveLength(2);
  });

  it('primes nothing outside a list of the registry', () => {
    const { urls, inner } = setup();
    for (const pathname of ['/admin', '/admin/moderation', '/admin/institutions/schools/edit/4', '/admin/nothing/here'])
      primeFirstList(inner, { pathname, search: '' });
    expect(urls).toEqual([]);
  });

  it('asks the server again when the primed request failed', async () => {
    const urls: string[] = [];
    let calls = 0;
    const client = {
      get: async (url: string) => {
        urls.push(url);
        calls += 1;
        if (calls === 1) throw { message: 'The server could not be reached.', statusCode: 0 };
        return { data: [{ id: 9 }], headers: { 'x-total-count': '1' } };
      },
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recording client stands in for axios
    const inner = simpleRest('/api', client as any);
    primeFirstList(inner, { pathname: '/admin/institutions/schools', search: '' });
    expect((await withFirstList(inner).getList(schoolsFirstPage)).data).toEqual([{ id: 9 }]);
    expect(urls).toHaveLength(2);
  });
});
