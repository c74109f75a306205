/**
 * Refine merges the page's URL query parameters into every request's `meta`, and simple-rest takes the HTTP
 * method and headers from `meta`. A crafted link such as /admin/institutions/schools?method=delete would
 * therefore turn a list fetch into a DELETE. This wrapper passes no caller meta through except React Query's
 * abort context, and keeps custom calls to GET: the admin never needs a method or header chosen by meta. The
 * public site's provider is wrapped the same way (data-provider.ts), so both read /api alike.
 */
import type { DataProvider } from '@refinedev/core';

type Meta = Record<string, unknown> | undefined;

export const safeMeta = (meta: Meta): Record<string, unknown> =>
  meta && typeof meta.queryContext === 'object' && meta.queryContext !== null ? { queryContext: meta.queryContext } : {};

type WithMeta = { meta?: Meta };
const clean = <P extends WithMeta>(params: P): P => ({ ...params, meta: safeMeta(params.meta) });

export const safeDataProvider = <D extends DataProvider>(provider: D): D => ({
  ...provider,
  getList: (params) => provider.getList(clean(params)),
  getOne: (params) => provider.getOne(clean(params)),
  getMany: provider.getMany && ((params) => provider.getMany!(clean(params))),
  create: (params) => provider.create(clean(params)),
  update: (params) => provider.update(clean(params)),
  deleteOne: (params) => provider.deleteOne(clean(params)),
  custom:
    provider.custom &&
    ((params) => {
      const { headers: _headers, ...rest } = clean(params);
      return provider.custom!({ ...rest, method: 'get' });
    }),
});
