/**
 * The installable, offline-readable site: the manifest and its icons; the service worker keeps the shell and
 * the public pages a reader opened, shows them with a banner when the network is out, says plainly when a page
 * was never saved, never shows an old copy while online, and never keeps a member's own pages or data.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { bothWidths, hasChromium, launch, startWebServer } from '../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site: installable and readable offline', { timeout: 90_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let admin: Session;
  let schoolId: number;

  beforeAll(async () => {
    server = await startWebServer('demo');
    admin = await signInAdmin(server.app);
    const created = await admin.post('/api/institutions/schools', { name: 'Nyeri Hill Academy', county: 'Nyeri', moderation: 'approved' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    schoolId = created.body.id as number;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The worker controls the page: installed, active and claiming it. */
  const offlineReady = async (page: Page) => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  };
  /** Every URL the worker's caches hold, as the page sees them. */
  const cachedUrls = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
  const waitUntilCached = (page: Page, path: string) =>
    expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(path)), { timeout: 10_000 }).toBe(true);

  it('serves a manifest with PNG icons of the sizes it names, and the worker uncached at the root scope', async () => {
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(body).toMatchObject({
      name: 'ElimuHub',
      short_name: 'ElimuHub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
      background_color: '#f4f7f5',
    });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) {
      const file = await fetch(`${server.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<meta name="theme-color" content="#0b6e4f"');

    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    const source = await worker.text();
    const build = JSON.parse(/^const build = (.*);$/m.exec(source)![1]!) as { shell: string[]; assets: string[] };
    expect(build.shell[0]).toBe('/');
    expect(build.shell.some((file) => /^\/assets\/site-.*\.js$/.test(file))).toBe(true);
    // The site's words in both languages, whichever the reader reads online.
    expect(build.shell.filter((file) => /^\/assets\/(en|sw)-[\w-]+\.js$/.test(file)).length).toBeGreaterThanOrEqual(2);
    expect(
      [...build.shell, ...build.assets].some((file) => /admin/.test(file)),
      'an admin file in the site worker',
    ).toBe(false);
  });

  describe('a reader', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      page.setDefaultTimeout(15_000);
    });
    afterAll(() => context?.close());

    it('reads a school page it opened before while offline, with a banner saying when it was saved', async () => {
      await page.goto(`${server.url}/`);
      await offlineReady(page);
      await page.goto(`${server.url}/institutions/schools/${schoolId}`);
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();
      // The page comes with its data (docs/server-rendering.md), so its saved copy is all it needs.
      await waitUntilCached(page, `/institutions/schools/${schoolId}`);
      expect(await page.locator('.offline-banner').count()).toBe(0);
      // The same page in Kiswahili is kept too.
      await page.goto(`${server.url}/sw/institutions/schools/${schoolId}`);
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();
      await waitUntilCached(page, `/sw/institutions/schools/${schoolId}`);
      await page.goto(`${server.url}/institutions/schools/${schoolId}`);
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();
      await page
        .getByRole('status')
        .getByText(/^You are offline — showing the copy saved on \d+ \w+ \d{4}/)
        .waitFor();
      await bothWidths(page, 'offline-school');
      await page.goto(`${server.url}/sw/institutions/schools/${schoolId}`);
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^sw/);
      await page
        .getByRole('status')
        .getByText(/^Huna mtandao — unaona nakala iliyohifadhiwa /)
        .waitFor();
      await bothWidths(page, 'offline-school-sw');
    });

    it('says a page never opened needs a connection, instead of the browser’s error', async () => {
      await page.goto(`${server.url}/institutions/colleges`);
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      await page.getByText('This page was not saved on this phone, so it needs a connection.').waitFor();
      await bothWidths(page, 'offline-not-saved');
    });

    it('shows fresh data as soon as it is back online, never the saved copy', async () => {
      await context.setOffline(false);
      await page.getByRole('status').getByText('You are back online.').waitFor();
      await page.getByRole('button', { name: 'Show the latest' }).click();
      await page.getByRole('heading', { level: 1, name: 'Colleges' }).waitFor();
      expect(await page.locator('.offline-banner').count()).toBe(0);

      const renamed = await admin.patch(`/api/institutions/schools/${schoolId}`, { name: 'Nyeri Hill Academy (renamed)' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      await page.goto(`${server.url}/institutions/schools/${schoolId}`);
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy (renamed)' }).waitFor();
      expect(await page.locator('.offline-banner').count()).toBe(0);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy (renamed)' }).waitFor();
    });
  });

  it("never keeps a member's own page or data, nor a page drawn from their session: offline, those need a connection", async () => {
    const reader = await member(server.app, 'subscriber');
    const sent = await admin.post('/api/notifications/main', {
      recipient_id: reader.user.id,
      title: 'Interview at Nyeri Hill',
      body: 'Come on Monday.',
      link: '/jobs',
    });
    expect(sent.status).toBe(201);
    const me = await client(server.app, reader.token).get('/api/auth/me');
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('elimuhub.token', token as string);
        localStorage.setItem('elimuhub.user', user as string);
      },
      [reader.token!, JSON.stringify(me.body.user)],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/`);
    await offlineReady(page);
    await page.goto(`${server.url}/notifications`);
    await page.locator('.notification', { hasText: 'Interview at Nyeri Hill' }).waitFor();
    // A public page opened signed in comes as the shell, drawn here from the member's session: nothing to keep.
    const opened = await page.goto(`${server.url}/institutions/schools/${schoolId}`);
    await page.getByRole('heading', { level: 1, name: 'Nyeri Hill Academy' }).waitFor();
    // The worker keeps a page only when it came rendered with its content (X-Rendered); this one did not.
    expect(opened?.headers()['x-rendered']).toBeUndefined();

    const urls = await cachedUrls(page);
    expect(urls.filter((url) => url.includes(`/institutions/schools/${schoolId}`))).toEqual([]);
    // The site's own code and styles are kept (a stylesheet may be named after the page it styles); a member's pages are not.
    expect(urls.filter((url) => /^\/(sw\/)?(notifications|profile|messages)\b/.test(new URL(url).pathname))).toEqual([]);
    // Signed in, every read carries the member's token, public ones too: the server may tailor them to the member.
    expect(urls.filter((url) => url.includes('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${server.url}/notifications`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.getByText('Interview at Nyeri Hill').count()).toBe(0);
    await page.goto(`${server.url}/institutions/schools/${schoolId}`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await context.close();
  });

  it('says a page never opened needs a connection in its own language, though the reader read only the other online', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/sw`);
    await offlineReady(page);
    await context.setOffline(true);
    await page.goto(`${server.url}/shops`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await context.close();
  });
});
