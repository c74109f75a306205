/**
 * Each route names the module it loads (routes.tsx), for the server to ask for that page's chunk and styles in the
 * head of a page it renders. A name that is not the module its route imports would have the head preload another
 * page's chunk and leave the page's own to be found late.
 */
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageModules, routes } from '../../../src/web/site/routes.tsx';

const siteDir = path.resolve('src/web/site');

const handles = (list: RouteObject[]): { preload: () => Promise<unknown>; module: string; path: string }[] =>
  list.flatMap((route) => [
    ...(route.handle ? [{ ...(route.handle as { preload: () => Promise<unknown>; module: string }), path: route.path ?? '/' }] : []),
    ...handles(route.children ?? []),
  ]);

describe('the modules the routes name', () => {
  it('are the modules each route loads', { timeout: 60_000 }, async () => {
    const all = handles(routes);
    expect(all.length).toBeGreaterThan(40);
    for (const handle of all) expect(await handle.preload(), handle.path).toBe(await import(/* @vite-ignore */ path.join(siteDir, handle.module)));
  });

  it('are found for an address', () => {
    expect(pageModules('/')).toEqual(['./home/home-page.tsx']);
    expect(pageModules('/institutions/schools/12')).toEqual(['./institutions/detail-page.tsx']);
    expect(pageModules('/no/such/page')).toEqual(['./static/not-found-page.tsx']);
  });
});
