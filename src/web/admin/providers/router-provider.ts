/**
 * @refinedev/react-router's router provider with a cheaper parse. The original matches the path against every
 * route of every resource in each component that asks (each menu item, each row's buttons): with 51 resources
 * that was a large part of a page's first render. Here a path is matched once per set of resources.
 */
import { matchResourceFromRoute, QS_PARSE_DEPTH, ResourceContext, type ParseResponse, type RouterProvider } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import qs from 'qs';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import { returnPath } from '../screens/return-path.ts';

type Resources = Parameters<typeof matchResourceFromRoute>[1];
type Match = ReturnType<typeof matchResourceFromRoute>;

const matches = new WeakMap<Resources, Map<string, Match>>();

const matchOnce = (pathname: string, resources: Resources) => {
  let byPath = matches.get(resources);
  if (!byPath) matches.set(resources, (byPath = new Map()));
  let match = byPath.get(pathname);
  if (!match) byPath.set(pathname, (match = matchResourceFromRoute(pathname, resources)));
  return match;
};

/**
 * Where a sign-in leads (`?to=`), decoded once more as the original does, and kept only when it is a path inside
 * the admin (return-path.ts): an address that decodes to another site, or does not decode, leads to the first page
 * rather than leaving the signed-in user on the form with Refine's "External navigation is not allowed".
 */
const returnTo = (to: unknown) => {
  if (typeof to !== 'string' || !to) return undefined;
  try {
    return returnPath(decodeURIComponent(to)) ?? undefined;
  } catch {
    return undefined;
  }
};

/** As the original: "2" becomes 2, anything else stays as it is. */
const toNumber = (value: unknown) => (typeof value === 'string' && `${Number(value)}` === value ? Number(value) : value);

/**
 * Refine's `parse`, which Refine calls as a hook (its useParse calls the provider's `parse` in its own body, and
 * the original binding's `parse` calls hooks too): a hook by name, so it is held to the rules of hooks.
 */
const useParse: RouterProvider['parse'] = () => {
  const routeParams = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchOnce(pathname, resources);
  // Outside a <Route> useParams is empty; the matched resource route still names the id.
  const params = useMemo(
    () => (Object.keys(routeParams).length === 0 && matchedRoute ? (matchPath(matchedRoute, pathname)?.params ?? {}) : routeParams),
    [routeParams, matchedRoute, pathname],
  );
  return useCallback(() => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true, depth: QS_PARSE_DEPTH }) };
    const response: ParseResponse = {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        currentPage: toNumber(combined.currentPage) as number | undefined,
        pageSize: toNumber(combined.pageSize) as number | undefined,
        to: returnTo(combined.to),
      },
    };
    return response;
  }, [pathname, search, params, resource, action]);
};

export const routerProvider: RouterProvider = { ...baseRouterProvider, parse: useParse };
