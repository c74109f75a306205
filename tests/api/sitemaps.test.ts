/** robots.txt and the sitemaps: absolute addresses, approved rows only, one file per 50 000 ids, 404 for the rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signInAdmin, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
const site = 'https://elimuhub.example.co.ke';
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ publicUrl: site });
  admin = await signInAdmin(server.app);
  for (const [name, moderation] of [['Mang\'u High School', 'approved'], ['Pending Academy', 'pending']] as const)
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

  it('the index names the sections file and one file per 50 000 ids of each resource with a page', async () => {
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

  it('answers 404 with a message for a sitemap that does not exist', async () => {
    for (const file of ['nothing-1.xml', 'auth-users-1.xml', 'institutions-schools-0.xml', 'institutions-schools-01.xml', 'institutions-schools-2.xml', 'shop-products-1.xml', 'institutions-schools-1.txt']) {
      const reply = await client(server.app).get(`/sitemaps/${file}`);
      expect(reply.status, file).toBe(404);
      expect(reply.body.message).toContain('/sitemap.xml');
    }
  });
});
