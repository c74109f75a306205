/**
 * The site's pages in Kiswahili live under /sw (docs/languages.md): the server renders them in Kiswahili with
 * lang="sw-KE", each page names its other-language twin (hreflang), a row's page is found under /sw as at the
 * root, and a visitor who chose Kiswahili with the switch is sent to it from an address that names no language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../helpers/site-server.ts';

let server: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  server = await startSiteServer();
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const site = () => server.config.publicUrl;

describe('the Kiswahili pages', () => {
  it('render the home page in Kiswahili, with its language, title and both twins named', async () => {
    const home = await get('/sw');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="sw-KE"');
    expect(home.body).toContain('<title>Pata shule inayomfaa mtoto wako | ElimuHub</title>');
    expect(text(home.body)).toContain('Linganisha shule, vyuo na vyuo vikuu kote nchini Kenya');
    expect(text(home.body)).toContain('Shule zote');
    expect(home.body).toContain(`<link rel="canonical" href="${site()}/sw" />`);
    expect(home.body).toContain(`<link rel="alternate" hreflang="en-KE" href="${site()}/" />`);
    expect(home.body).toContain(`<link rel="alternate" hreflang="sw-KE" href="${site()}/sw" />`);
    expect(home.body).toContain(`<link rel="alternate" hreflang="x-default" href="${site()}/" />`);
    expect(home.body).toContain('<meta property="og:locale" content="sw_KE" />');
  });

  it('leave the English pages English, naming their Kiswahili twin', async () => {
    const home = await get('/');
    expect(home.body).toContain('<html lang="en-KE"');
    expect(text(home.body)).toContain('Find the right school for your child');
    expect(home.body).toContain(`<link rel="alternate" hreflang="sw-KE" href="${site()}/sw" />`);
    expect(home.body).toContain('<meta property="og:locale" content="en_KE" />');
  });

  it("find a row's page under /sw, and answer a missing one with 404 and no twins", async () => {
    const [school] = (await await fetchJson('/api/institutions/schools?_end=1')) as { id: number; name: string }[];
    const page = await get(`/sw/institutions/schools/${school!.id}`);
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain(school!.name);
    expect(page.body).toContain(`hreflang="en-KE" href="${site()}/institutions/schools/${school!.id}"`);
    const missing = await get('/sw/institutions/schools/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('hreflang');
    // An address with no page answers under /sw as it does at the root.
    expect((await get('/sw/no/such/page')).statusCode).toBe(404);
  });

  it('send a visitor who chose Kiswahili there, keeping the query, but not a crawler or an address that names its language', async () => {
    const chosen = await get('/jobs?county=Nakuru', { cookie: 'theme=dark; elimuhub_locale=sw' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/sw/jobs?county=Nakuru');
    expect(chosen.headers.vary).toMatch(/Cookie/);
    expect((await get('/jobs?county=Nakuru')).statusCode).toBe(200);
    expect((await get('/sw/jobs', { cookie: 'elimuhub_locale=en' })).statusCode).toBe(200);
    expect((await get('/jobs', { cookie: 'elimuhub_locale=en' })).statusCode).toBe(200);
    expect((await get('/jobs', { cookie: 'elimuhub_locale=swahili' })).statusCode).toBe(200);
  });
});

const fetchJson = async (url: string) => (await get(url)).json() as unknown;
