/**
 * axe-core's WCAG 2.1 A/AA and best-practice rules on the site's key pages, in English and in Kiswahili, at a
 * phone's width and a laptop's, with each page's content loaded (not its skeleton): zero violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, startWebServer } from '../helpers/browser.ts';
import { signInOnPage } from './site-sign-in.ts';

/** Ids of demo rows the pages below open. */
interface Ids {
  school: number;
  schools: number[];
  college: number;
  university: number;
  job: number;
  story: number;
  product: number;
}

const publicPages: [string, (ids: Ids) => string][] = [
  ['home', () => '/'],
  ['institutions', () => '/institutions'],
  ['schools', () => '/institutions/schools'],
  ['filtered schools', () => '/institutions/schools?county=Kiambu&boarding=Boarding'],
  ['a school', (ids) => `/institutions/schools/${ids.school}`],
  ['a comparison', (ids) => `/compare/schools?ids=${ids.schools.join(',')}`],
  ['colleges', () => '/institutions/colleges'],
  ['a college', (ids) => `/institutions/colleges/${ids.college}`],
  ['a university', (ids) => `/institutions/universities/${ids.university}`],
  ['jobs', () => '/jobs'],
  ['a job', (ids) => `/jobs/${ids.job}`],
  ['news', () => '/news'],
  ['a story', (ids) => `/news/${ids.story}`],
  ['shops', () => '/shops'],
  ['a product', (ids) => `/products/${ids.product}`],
  ['search', () => '/search?q=school'],
  ['contact', () => '/contact'],
  ['login', () => '/login'],
  ['register', () => '/register'],
  ['not found', () => '/no-such-page'],
];
const memberPages = ['/saved', '/profile'];

describe.skipIf(!hasChromium)('public site: accessibility of the key pages', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let ids: Ids;
  const first = async (path: string) => ((await (await fetch(`${server.url}/api/${path}`)).json()) as { id: number }[]).map((row) => row.id);

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    const [[school], schools, [college], [university], [job], [story], [product]] = await Promise.all(
      [
        'institutions/schools?_end=1&_sort=review_count&_order=desc',
        'institutions/schools?_end=3',
        'institutions/colleges?_end=1',
        'institutions/universities?_end=1',
        'jobs/main?_end=1',
        'content/news?_end=1',
        'shop/products?_end=1',
      ].map(first),
    );
    ids = { school: school!, schools, college: college!, university: university!, job: job!, story: story!, product: product! };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The violations on `path` once its main heading and loaded content are drawn, as "rule: target (help)". */
  const violations = async (page: Page, path: string) => {
    await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
    await page.locator('h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton'), undefined, { timeout: 15_000 }).catch(() => undefined);
    // The site's only frame is OpenStreetMap's map, whose inside is not the site's to check (the frame itself, its
    // title, is checked): axe runs in the page (legacy mode) rather than also opening a page of its own to gather
    // frames' results, in half the time.
    const { violations: found } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${v.help})`));
  };

  describe.each([
    ['English', 360, ''],
    ['English', 1280, ''],
    ['Kiswahili', 360, '/sw'],
    ['Kiswahili', 1280, '/sw'],
  ] as const)('in %s at %i px', (_language, width, base) => {
    // Each width has a context of its own, its session shared by the pages it opens.
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width, height: 900 } });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it.each(publicPages)('%s', async (_name, path) => {
      expect(await violations(page, `${base}${path(ids)}`)).toEqual([]);
    });

    it.each(memberPages)('%s, signed in', async (path) => {
      if (!(await page.evaluate(() => localStorage.getItem('elimuhub.token')))) {
        // The session is the origin's: signing in on the English form serves the Kiswahili pages too.
        await page.goto(`${server.url}/login`);
        await signInOnPage(page);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }
      expect(await violations(page, `${base}${path}`)).toEqual([]);
    });
  });
});
