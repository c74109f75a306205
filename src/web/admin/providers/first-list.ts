/**
 * The page of rows a signed-in page load of a list shows, asked for while the admin's code starts. Otherwise it
 * is asked for only after the session, the grants, the layout and the list have rendered, one after another:
 * a reload or a shared link of a list would wait for all of them before its request even leaves.
 *
 * The request is the one the list will make (the same address parsing as Refine's, the list's page size and the
 * resource's default sort), and the list takes the answer once, only if its own request is exactly that one and
 * the answer is fresh; anything else asks the server as usual. An answer that has arrived when the list first
 * renders is drawn in that render (`takeArrivedList`), and a list whose answer is on its way waits for it
 * (`useFirstListArrival`): otherwise the list draws an empty table, asks, and draws again with the rows.
 */
import { useEffect, useState } from 'react';
import { parseTableParams, type BaseRecord, type DataProvider, type GetListParams, type GetListResponse } from '@refinedev/core';
import { findResource } from '../../../registry/index.ts';

/** Rows per page of every generated list. */
export const listPageSize = 20;
export const freshForMs = 10_000;

interface Primed {
  key: string;
  resource: string;
  answer: Promise<GetListResponse>;
  at: number;
  settled: boolean;
  arrived?: GetListResponse;
}

let primed: Primed | null = null;

const fresh = (entry: Primed | null): entry is Primed => entry !== null && Date.now() - entry.at < freshForMs;

const keyOf = ({ resource, pagination, sorters, filters }: Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>) =>
  JSON.stringify([resource, pagination?.currentPage ?? 1, pagination?.pageSize, sorters ?? [], filters ?? []]);

/** Starts the request of the list at `location` through `provider`, if it is a list of the registry. */
export const primeFirstList = (provider: DataProvider, location: Pick<Location, 'pathname' | 'search'>) => {
  const match = /^\/admin\/([\w-]+\/[\w-]+)\/?$/.exec(location.pathname);
  const resource = match && findResource(match[1]!);
  if (!resource) return;
  const { parsedCurrentPage, parsedPageSize, parsedSorter, parsedFilters } = parseTableParams(location.search || '?');
  const [field, order] = resource.defaultSort;
  const params = {
    resource: resource.name,
    pagination: { currentPage: parsedCurrentPage || 1, pageSize: parsedPageSize || listPageSize, mode: 'server' as const },
    sorters: parsedSorter.length ? parsedSorter : [{ field, order }],
    filters: parsedFilters,
  };
  const answer = provider.getList(params);
  const entry: Primed = { key: keyOf(params), resource: resource.name, answer, at: Date.now(), settled: false };
  answer.then(
    (value) => Object.assign(entry, { settled: true, arrived: value }),
    // A refused or failed request is simply asked again by the list itself.
    () => Object.assign(entry, { settled: true }),
  );
  primed = entry;
};

/** The primed answer to `params` if it has arrived, taken: the list shows it without asking. */
export const takeArrivedList = (params: Pick<GetListParams, 'resource' | 'pagination' | 'sorters' | 'filters'>) => {
  if (!fresh(primed) || !primed.arrived || primed.key !== keyOf(params)) return undefined;
  const { arrived, at } = primed;
  primed = null;
  return { answer: arrived, at };
};

/** Whether the primed rows of `resource` are on their way; the component renders again when they arrive. */
export const useFirstListArrival = (resource: string | undefined) => {
  const pending = fresh(primed) && !primed.settled && primed.resource === resource ? primed.answer : null;
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!pending) return;
    let mounted = true;
    const done = () => mounted && arrived((count) => count + 1);
    void pending.then(done, done);
    return () => {
      mounted = false;
    };
  }, [pending]);
  return pending !== null;
};

/** The provider, taking the primed answer for the one request it was made for. */
export const withFirstList = <D extends DataProvider>(provider: D): D => ({
  ...provider,
  getList: <T extends BaseRecord>(params: GetListParams) => {
    const hit = fresh(primed) && primed.key === keyOf(params) ? primed.answer : null;
    if (!hit) return provider.getList<T>(params);
    primed = null;
    return (hit as Promise<GetListResponse<T>>).catch(() => provider.getList<T>(params));
  },
});
