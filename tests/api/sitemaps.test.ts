/** robots.txt and the sitemaps: absolute addresses, approved rows only, one file per 50 000 ids, 404 for the rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signInAdmin, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { rowsPerFile, sitemapSize } from '../../src/server/seo/sitemap-routes.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
const site = 'https://elimuhub.example.co.ke';
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ publicUrl: site });
  admin = await signInAdmin(server.app);
  for (const [name, moderation] of [
    ["Mang'u High School", 'approved'],
    ['Pending Academy', 'pending'],
  ] as const)
    ids[name] = (await admin.post('/api/institutions/schools', { name, county: 'Kiambu', moderation })).body.id;
});
afterAll(() => server.close());

describe('sitemaps', () => {
  it('robots.txt keeps crawlers out of private pages and names the sitemap by its full address', async () => {
    const reply = await server.app.inject({ url: '/robots.txt' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    for (const path of ['/admin', '/api/', '/profile', '/cart', '/checkout']) expect(reply.body).toContain(`Disallow: ${path}\n`);
  });

  it('the index names the sections file and one file per 25 000 ids of each resource with a page', async () => {
    const reply = await server.app.inject({ url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/xml');
    expect(reply.body).toContain('<sitemapindex');
    expect(reply.body).toContain(`<loc>${site}/sitemaps/pages.xml</loc>`);
    expect(reply.body).toContain(`<loc>${site}/sitemaps/institutions-schools-1.xml</loc>`);
    expect(reply.body).not.toContain('institutions-schools-2.xml');
    // Resources with no rows yet have no file.
    expect(reply.body).not.toContain('shop-products-1.xml');
  });

  it('a file lists the approved rows by their public page, with when they last changed', async () => {
    const reply = await server.app.inject({ url: '/sitemaps/institutions-schools-1.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatch(new RegExp(`<url><loc>${site}/institutions/schools/${ids["Mang'u High School"]}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(reply.body).not.toContain(`/institutions/schools/${ids['Pending Academy']}<`);
    const sections = await server.app.inject({ url: '/sitemaps/pages.xml' });
    expect(sections.body).toContain(`<loc>${site}/jobs</loc>`);
  });

  it('lists every page with its Kiswahili twin, each naming both and the default, at most 50 000 addresses a file', async () => {
    const body = (await server.app.inject({ url: '/sitemaps/institutions-schools-1.xml' })).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const id = ids["Mang'u High School"];
    const links =
      `<xhtml:link rel="alternate" hreflang="en-KE" href="${site}/institutions/schools/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="sw-KE" href="${site}/sw/institutions/schools/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/institutions/schools/${id}"/>`;
    for (const loc of [`${site}/institutions/schools/${id}`, `${site}/sw/institutions/schools/${id}`])
      expect(body).toMatch(new RegExp(`<url><loc>${loc}</loc><lastmod>[^<]+</lastmod>${links.replace(/[.?]/g, '\\$&')}</url>`));
    const sections = (await server.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(sections).toContain(`<url><loc>${site}/sw</loc><xhtml:link rel="alternate" hreflang="en-KE" href="${site}/"/>`);
    // Two addresses a row: a file covers 25 000 ids, so it never holds more than the protocol's 50 000.
    expect(rowsPerFile * 2).toBe(sitemapSize);
    expect(sitemapSize).toBe(50_000);
  });

  it('answers 404 with a message for a sitemap that does not exist', async () => {
    for (const file of [
      'nothing-1.xml',
      'auth-users-1.xml',
      'institutions-schools-0.xml',
      'institutions-schools-01.xml',
      'institutions-schools-2.xml',
      'shop-products-1.xml',
      'institutions-schools-1.txt',
    ]) {
      const reply = await client(server.app).get(`/sitemaps/${file}`);
      expect(reply.status, file).toBe(404);
      expect(reply.body.message).toContain('/sitemap.xml');
    }
  });
});
