/**
 * Server-rendered pages in a real browser (docs/server-rendering.md): each public page arrives with its content,
 * React adopts it without a hydration error and without reloading the data the page came with, the page then
 * works (a filter narrows the list), and without JavaScript the content is still there.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, startWebServer } from '../helpers/browser.ts';

interface Named {
  id: number;
  name?: string;
  title?: string;
  county?: string;
}

describe.skipIf(!hasChromium)('public site: server-rendered pages', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  const api = async <T>(path: string) => (await fetch(`${server.url}/api/${path}`)).json() as Promise<T>;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens `path` and collects every error the page reports and every API read it makes, until it is quiet. */
  const open = async (page: Page, path: string) => {
    const errors: string[] = [];
    const reads: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
    });
    const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    return { errors, reads, status: response?.status() };
  };

  it('adopts each public page without a hydration error, and without reading its data again', async () => {
    const [school] = await api<Named[]>('institutions/schools?_end=1&_sort=id&_order=asc');
    const [job] = await api<Named[]>('jobs/main?_end=1');
    const [story] = await api<Named[]>('content/news?_end=1');
    // Each page, a text it must hold, and for a row's page the API read of its row.
    const pages: [string, string, string?][] = [
      ['/', 'Find the right school for your child'],
      ['/institutions/schools', school!.name!],
      [`/institutions/schools/${school!.id}`, school!.name!, `/api/institutions/schools/${school!.id}`],
      ['/jobs', job!.title!],
      [`/jobs/${job!.id}`, job!.title!, `/api/jobs/main/${job!.id}`],
      [`/news/${story!.id}`, story!.title!, `/api/content/news/${story!.id}`],
      ['/events', 'Events'],
    ];
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    for (const [path, text, row] of pages) {
      const { errors, reads, status } = await open(page, path);
      expect(status, path).toBe(200);
      await expect(page.locator('#main').textContent(), path).resolves.toContain(text);
      expect(errors, path).toEqual([]);
      // The row the page is about came with it: the browser does not ask for it again.
      if (row) expect(reads, path).not.toContain(row);
      page.removeAllListeners();
    }
    await page.close();
  });

  it("adopts the page when the phone's clock is in another year than the server's", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(Date.now() + 400 * 86_400_000));
    const serverYear = new Date(Date.now() + 3 * 3_600_000).getUTCFullYear();
    const { errors } = await open(page, '/');
    await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    expect(await page.locator('footer').textContent()).toContain(`© ${serverYear} ElimuHub`);
    await context.close();
  });

  it('answers a missing school with 404 and the not-found text, and adopts that page too', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { errors, reads, status } = await open(page, '/institutions/schools/999999');
    expect(status).toBe(404);
    await expect(page.locator('#main').textContent()).resolves.toContain('School not found');
    // The browser reports the page's own 404 status; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    expect(reads.filter((read) => read.includes('999999'))).toEqual([]);
    await page.close();
  });

  it('answers a row address whose number is not digits, or not written one way, with 404 and the not-found page, reading no row', async () => {
    for (const path of ['/jobs/1%3Fx', '/news/1%3F_end%3D1000', '/institutions/schools/1%3Fa', '/news/01', '/jobs/001']) {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      const { errors, reads, status } = await open(page, path);
      expect(status, path).toBe(404);
      await page.locator('.not-found').waitFor();
      expect(
        errors.filter((error) => !error.includes('status of 404')),
        path,
      ).toEqual([]);
      expect(
        reads.filter((read) => /\/1(\?|$)/.test(read)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });

  it("writes a refusal on a server-rendered page in the page's language", async () => {
    const html = await (await fetch(`${server.url}/sw/institutions/schools?page=999999`)).text();
    expect(html).toContain('Haiwezekani kuonyesha matokeo zaidi ya 10 000 ya kwanza');
    expect(html).not.toContain('Showing results beyond');
  });

  it('works once adopted: a county filter narrows the server-rendered list', async () => {
    const schools = await api<Named[]>('institutions/schools?_end=50');
    const county = schools.find((school) => school.county)!.county!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { errors } = await open(page, '/institutions/schools');
    await page.locator('#filter-county').selectOption(county);
    await page.waitForURL(new RegExp(`county=${encodeURIComponent(county)}`));
    const expected = await api<Named[]>(`institutions/schools?county=${encodeURIComponent(county)}&_end=1`);
    await page.getByRole('link', { name: expected[0]!.name! }).first().waitFor();
    // Wide screens open the further filters once the page runs, after it was adopted as the server sent it.
    await expect(page.locator('#more-filters').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the content without JavaScript', async () => {
    const [school] = await api<Named[]>('institutions/schools?_end=1');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/institutions/schools/${school!.id}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(school!.name);
    await page.goto(`${server.url}/institutions/schools`);
    await expect(page.locator('#main').textContent()).resolves.toContain(school!.name);
    await context.close();
  });

  it('drops the member cookie of a session no longer stored, so the next page comes rendered again', async () => {
    const [school] = await api<Named[]>('institutions/schools?_end=1');
    const context = await browser.newContext();
    await context.addCookies([{ name: 'elimuhub_member', value: '1', url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'elimuhub_member')).toBe(false);
    const sent = await page.request.get(`${server.url}/institutions/schools/${school!.id}`);
    expect(await sent.text()).toContain(school!.name);
    await context.close();
  });
});
