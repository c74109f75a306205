/**
 * The head the server writes is the head the page keeps once its script runs: same title, description, canonical
 * address and share card; moving within the site keeps them right, noindex included.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, screenshot, startWebServer } from '../../helpers/browser.ts';

describe.skipIf(!hasChromium)('page head in the browser', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The tags compared, with addresses reduced to their path: the server names the configured public address. */
  const tagsIn = (html: string) => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const content = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const path = (url: string | null | undefined) => (url ? new URL(url).pathname + new URL(url).search : null);
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: path(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href')),
      image: path(content('meta[property="og:image"]')),
      twitterImage: path(content('meta[name="twitter:image"]')),
    };
  };
  const served = async (path: string) => page.evaluate(tagsIn, await (await fetch(`${server.url}${path}`)).text());
  const shown = async () => page.evaluate(tagsIn, await page.evaluate(() => document.documentElement.outerHTML));

  it("keeps a school page's server-written head once the page has read the school", async () => {
    const [school] = (await (await fetch(`${server.url}/api/institutions/schools?_start=0&_end=1&review_count_gte=3`)).json()) as {
      id: number;
      name: string;
    }[];
    const path = `/institutions/schools/${school!.id}`;
    const before = await served(path);
    expect(before.title).toBe(`${school!.name} | ElimuHub`);
    expect(before.image).toMatch(new RegExp(`^/cards${path}\\.png\\?v=`));
    await page.goto(`${server.url}${path}`);
    await page.locator('main h1', { hasText: school!.name }).first().waitFor();
    expect(before.twitterImage).toBe(before.image);
    expect(await shown()).toEqual(before);
    await screenshot(page, 'page-head-school');
  });

  it('names the public address the server names, whatever host name the browser reached it by', async () => {
    const [school] = (await (await fetch(`${server.url}/api/institutions/schools?_start=0&_end=1`)).json()) as { id: number; name: string }[];
    const path = `/institutions/schools/${school!.id}`;
    const html = await (await fetch(`${server.url}${path}`)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(new URL(canonical!).origin).not.toBe(new URL(server.url).origin);
    await page.goto(`${server.url}${path}`);
    await page.locator('main h1', { hasText: school!.name }).first().waitFor();
    const after = await page.evaluate(() => ({
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      url: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
      image: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
    }));
    expect(after.canonical).toBe(canonical);
    expect(after.url).toBe(canonical);
    expect(new URL(after.image!).origin).toBe(new URL(canonical!).origin);
  });

  it('keeps a missing school, an unknown address and an id the server refuses out of search engines once the script runs', async () => {
    for (const [path, heading] of [
      ['/institutions/schools/999999', 'School not found'],
      ['/no-such-page', '404'],
      ['/institutions/schools/012', null],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      if (heading) await page.locator('main h1', { hasText: heading }).first().waitFor();
      else await page.locator('main h1').first().waitFor();
      await page.waitForFunction(() => document.title !== 'School | ElimuHub');
      expect(await shown(), path).toMatchObject({ robots: 'noindex', canonical: null });
    }
  });

  it('a page of search results says noindex until the visitor moves to a public page, which names its canonical address', async () => {
    await page.goto(`${server.url}/search?q=school`);
    await page.locator('main h1', { hasText: 'Results for' }).waitFor();
    expect(await shown()).toMatchObject({ title: 'Search: school | ElimuHub', robots: 'noindex', canonical: null });
    await page.click('a.logo');
    await page.waitForFunction(() => document.title.startsWith('Find the right school'));
    expect(await shown()).toEqual(await served('/'));
  });
});
