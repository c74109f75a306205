/**
 * The server tells a page of the site from an unknown address (seo/site-page.ts) exactly as the site's router picks
 * the page it renders: the same table of addresses, matched alike, so the status (404 or not) and the page shown
 * never disagree.
 */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sitePage } from '../../src/server/seo/site-page.ts';
import { routes } from '../../src/web/site/routes.tsx';
import { sitePaths } from '../../src/web/site/site-paths.ts';

/** The path of the route the router renders at `path`, '' for the home page, null for its not-found page. */
const routed = (path: string) => {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route || route.path === '*') return null;
  return route.index ? '' : route.path!;
};

const addresses = [
  '/',
  '//',
  '/about',
  '/About/',
  '/about//',
  '/no/such/page',
  '/aboutx',
  '/jobs',
  '/jobs/12',
  '/jobs/resume',
  '/jobs/RESUME',
  '/jobs/12/apply',
  '/jobs/a%2Fb',
  '/jobs/%E0%A4%A',
  '/institutions/schools',
  '/institutions/schools/primary',
  '/institutions/schools/12',
  '/institutions/schools/anything',
  '/institutions/schools/12/reviews',
  '/institutions/register-school',
  '/compare/colleges',
  '/compare/shops',
  '/my-listings/schools/3',
  '/my-listings/schools',
  '/orders/7',
  '/products',
  '/products/4',
  '/favicon.ico',
  '/wp-login.php',
  '/%61bout',
  '/index.html',
];

describe('the site’s pages as the server knows them', () => {
  it.each(addresses)('%s: the page the router renders', (address) => {
    expect(sitePage(address)).toBe(routed(address));
  });

  it('knows each address of the site’s table, and the router renders a page of its own there', () => {
    for (const path of sitePaths) {
      const address = `/${path.replace(/:\w+/g, '5')}`;
      expect(sitePage(address), address).toBe(path);
      expect(routed(address), address).toBe(path);
    }
  });
});
