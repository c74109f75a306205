/**
 * Every route of docs/product.md#pages-and-addresses renders in Chromium on a demo database: a heading, a
 * '{title} | ElimuHub' title, no script error, and no sideways scroll on a 360 px phone. Pages of this feature set
 * are checked by their heading.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, startWebServer } from '../../helpers/browser.ts';

describe.skipIf(!hasChromium)('public site: every route', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  const firstId = async (base: string) => {
    const rows = (await (await fetch(`${server.url}/api/${base}?_start=0&_end=1`)).json()) as { id: number }[];
    return rows[0]?.id ?? 1;
  };

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const visit = async (path: string, heading?: string | RegExp) => {
    errors.length = 0;
    await page.goto(`${server.url}${path}`);
    const h1 = page.locator('main h1').first();
    await h1.waitFor({ timeout: 10_000 });
    if (heading) await page.locator('main h1', { hasText: heading }).first().waitFor({ timeout: 10_000 });
    // The page's own title replaces the loading default once its data is in.
    await page.waitForFunction(() => !document.title.startsWith('Find the right school') || location.pathname === '/', undefined, { timeout: 10_000 });
    expect(await page.title(), path).toMatch(/^.+ \| ElimuHub$/);
    expect(errors, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} scrolls sideways`).toBeLessThanOrEqual(360);
  };

  it('renders the pages of the shell, home, directory, account and static pages', async () => {
    const ids = {
      school: await firstId('institutions/schools'),
      college: await firstId('institutions/colleges'),
      university: await firstId('institutions/universities'),
    };
    const own: [string, string | RegExp][] = [
      ['/', 'Find the right school for your child'],
      ['/about', 'About Us'],
      ['/contact', 'Contact'],
      ['/login', 'Login'],
      ['/register', 'Subscribe'],
      ['/institutions', 'Institutions'],
      ['/institutions/schools', 'Schools'],
      ['/institutions/schools/pre-primary', 'Pre-Primary Schools'],
      ['/institutions/schools/primary', 'Primary Schools'],
      ['/institutions/schools/junior-secondary', 'Junior Secondary Schools'],
      ['/institutions/schools/senior-secondary', 'Senior Secondary Schools'],
      [`/institutions/schools/${ids.school}`, /\w/],
      ['/institutions/register-school', 'Register a School'],
      ['/institutions/colleges', 'Colleges'],
      ['/institutions/colleges/vocational', 'Vocational Training Centre'],
      ['/institutions/colleges/technical', 'Technical Training Institute'],
      ['/institutions/colleges/medical', 'Medical Training College'],
      ['/institutions/colleges/polytechnic', 'National Polytechnic'],
      ['/institutions/colleges/hospitality', 'Hospitality Training College'],
      [`/institutions/colleges/${ids.college}`, /\w/],
      ['/institutions/register-college', 'Register a College'],
      ['/institutions/universities', 'Universities'],
      ['/institutions/universities/public', 'Public University'],
      ['/institutions/universities/private', 'Private University'],
      [`/institutions/universities/${ids.university}`, /\w/],
      ['/institutions/register-university', 'Register a University'],
      ['/compare/schools', 'Compare schools'],
      [`/compare/colleges?ids=${ids.college}`, 'Compare colleges'],
      [`/compare/universities?ids=${ids.university},999999`, 'Compare universities'],
      ['/register-shop', 'Register a Shop'],
      ['/register-job', 'Add a Job'],
      ['/profile', 'Login'],
      ['/claims', 'Login'],
      [`/claim/schools/${ids.school}`, 'Login'],
      ['/dashboard', 'Dashboard'],
      ['/settings', 'Settings'],
      ['/support', 'Support'],
      ['/terms', 'Terms & Conditions'],
      ['/no-such-page', '404'],
    ];
    for (const [path, heading] of own) await visit(path, heading);
  });

  it('renders the content, events, notifications, jobs and shop routes', async () => {
    const paths = [
      '/news',
      `/news/${await firstId('content/news')}`,
      '/post',
      `/post/${await firstId('content/posts')}`,
      '/archive',
      `/archive/${await firstId('content/archives')}`,
      '/events',
      `/events/${await firstId('events/main')}`,
      '/admission-events',
      `/admission-events/${await firstId('events/admissions')}`,
      '/notifications',
      '/notifications/1',
      '/messages',
      '/shops',
      `/shops/${await firstId('shop/shops')}`,
      '/orders',
      '/checkout',
      '/checkout-confirmation',
      '/payments',
      '/jobs',
      '/jobs/resume',
      `/jobs/${await firstId('jobs/main')}`,
    ];
    for (const path of paths) await visit(path);
  });
});
