/**
 * A server-rendered list is read as the anonymous visitor (docs/server-rendering.md), yet an owner browsing the
 * public directory is still no audience of their own listings (docs/owners-back-office.md, search appearances):
 * signed in on the site, opening the list of their county must not add to their own appearances.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { signInOnPage } from './site-sign-in.ts';

const owner = { email: 'school@elimuhub.co.ke', password: 'Elimu@2026' };

describe.skipIf(!hasChromium)('public site: an owner browsing the directory', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds nothing to their own search appearances', async () => {
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
    const { token } = (await login.json()) as { token: string };
    const appearances = async () => {
      const mine = await fetch(`${server.url}/api/analytics/mine`, asOwner);
      return ((await mine.json()) as { totals: { appearances: number } }).totals.appearances;
    };
    const asOwner = { headers: { authorization: `Bearer ${token}` } };
    const schools = (await (await fetch(`${server.url}/api/institutions/schools?_end=100`, asOwner)).json()) as {
      county: string;
      owner_id: number;
      moderation: string;
    }[];
    const me = ((await (await fetch(`${server.url}/api/auth/me`, asOwner)).json()) as { user: { id: number } }).user.id;
    const county = schools.find((school) => school.owner_id === me && school.moderation === 'approved')!.county;

    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await signInOnPage(page, owner);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const before = await appearances();

    await page.goto(`${server.url}/institutions/schools?county=${encodeURIComponent(county)}`, { waitUntil: 'networkidle' });
    await pageReady(page);
    await page.close();
    expect(await appearances()).toBe(before);
  });
});
