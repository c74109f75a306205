/** A public page of one row answers 404, still with the site, when the public cannot read that row. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  const admin = await signInAdmin(server.app);
  for (const [name, moderation] of [
    ['Alliance Girls High School', 'approved'],
    ['Pending Academy', 'pending'],
  ] as const)
    ids[name] = (await admin.post('/api/institutions/schools', { name, county: 'Kiambu', moderation })).body.id;
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('status of row pages', () => {
  it('answers 200 for an approved listing and 404 for a missing, unapproved or malformed one, each as an HTML page', async () => {
    expect((await get(`/institutions/schools/${ids['Alliance Girls High School']}`)).statusCode).toBe(200);
    for (const url of [
      `/institutions/schools/${ids['Pending Academy']}`,
      '/institutions/schools/999999',
      '/institutions/schools/0',
      '/institutions/schools/99999999999',
      `/institutions/colleges/${ids['Alliance Girls High School']}`,
      '/jobs/999999',
      '/news/999999',
      '/products/999999',
      '/shops/999999',
      '/events/999999',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('text/html');
    }
  });

  it('leaves pages that are not one row at 200, and a query string does not change the answer', async () => {
    for (const url of [
      '/',
      '/institutions/schools',
      '/institutions/schools/primary',
      '/jobs/resume',
      '/jobs/applications',
      '/compare/schools?ids=1,2',
      '/orders/12',
      '/about/',
      '/sw/jobs',
    ])
      expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/institutions/schools/999999?ref=whatsapp')).statusCode).toBe(404);
  });
});

describe('status of addresses the site has no page for', () => {
  it('answers 404 with the site (noindex), in English and under /sw, and a row page with a word for its number too', async () => {
    for (const [url, title] of [
      ['/no/such/page', 'Page not found'],
      ['/sw/no/such/page', 'Ukurasa haupatikani'],
      ['/aboutus', 'Page not found'],
      ['/jobs/12/apply', 'Page not found'],
      ['/compare/shops', 'Page not found'],
      ['/profile/old', 'Page not found'],
      ['/wp-login.php', 'Page not found'],
      ['/no/such/page?ref=x', 'Page not found'],
      ['/jobs/latest', 'Job not found'],
      ['/institutions/schools/alliance', 'School not found'],
    ]) {
      const reply = await get(url!);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(reply.body, url).toContain(`<title>${title} | ElimuHub</title>`);
    }
  });

  it('answers HEAD as GET', async () => {
    expect((await server.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(200);
  });

  it('never renders /favicon.ico as a page', async () => {
    const reply = await get('/favicon.ico');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
  });
});
