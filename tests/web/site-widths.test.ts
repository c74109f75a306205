/**
 * The site at every width and by keyboard: the key pages at 320, 768, 1024 and 1280 px (signed out and in) have
 * no sideways scroll, a one-row top bar and no control cut off; the menus fold and close sensibly; a failed
 * submit puts the focus on the field to fix; a link to #reviews lands there although the reviews load late.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { signInOnPage } from './site-sign-in.ts';

const widths = [320, 768, 1024, 1280];
/** The bar is 61 px tall on one row; a second row would add 40 or more. */
const oneRowBar = 80;

interface Layout {
  scrollWidth: number;
  bar: number;
  cut: string[];
}

/**
 * What a reader at this width meets: how wide the page is, how tall the top bar, and the controls that reach past
 * the window's sides. A control in a box that scrolls sideways (the comparison table) is reached by scrolling it.
 */
const measure = (): Layout => {
  const cut: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>('.top-bar a, .top-bar button, main a.button, main input, main select, main textarea, main button');
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    let scroller = control.parentElement;
    while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    if (scroller) continue;
    if (box.left < -0.5 || box.right > innerWidth + 0.5)
      cut.push(`${control.tagName.toLowerCase()} "${control.id || control.textContent?.trim()}" at ${Math.round(box.left)}–${Math.round(box.right)}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, bar: document.querySelector('.top-bar')!.getBoundingClientRect().height, cut };
};

describe.skipIf(!hasChromium)('public site: every width, and the keyboard', { timeout: 240_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let visitor: Page;
  let member: Page;
  let memberContext: BrowserContext;
  let schools: number[];

  const firstIds = async (base: string, filter = '') =>
    ((await (await fetch(`${server.url}/api/${base}?_start=0&_end=3&${filter}`)).json()) as { id: number }[]).map((row) => row.id);

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    visitor = await browser.newPage({ viewport: { width: 320, height: 800 } });
    memberContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
    member = await memberContext.newPage();
    await member.goto(`${server.url}/login`);
    await pageReady(member);
    await signInOnPage(member);
    await member.waitForURL((url) => url.pathname === '/profile');
    schools = await firstIds('institutions/schools');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Loads the page as a phone does, then widens the window step by step and measures each width. */
  const atEveryWidth = async (page: Page, path: string, ready: (page: Page) => Promise<unknown>) => {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(`${server.url}${path}`);
    await pageReady(page);
    await ready(page);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.evaluate(measure);
      if (layout.scrollWidth > width) found.push(`${path} at ${width}: scrolls sideways (${layout.scrollWidth} px wide)`);
      if (layout.bar > oneRowBar) found.push(`${path} at ${width}: the top bar is ${layout.bar} px tall`);
      for (const control of layout.cut) found.push(`${path} at ${width}: ${control} is cut off`);
    }
    return found;
  };
  const heading = (page: Page) => page.locator('main h1').first().waitFor();

  it('shows the key pages signed out with no sideways scroll, a one-row top bar and every control inside the window', async () => {
    const [job] = await firstIds('jobs/main');
    const [product] = await firstIds('shop/products');
    const [longName] = await firstIds('institutions/schools', 'name_like=Comprehensive');
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/', (page) => page.getByRole('heading', { name: 'Explore Institutions' }).waitFor()],
      [
        '/institutions/schools',
        async (page) => {
          await page.locator('.institution-card').first().waitFor();
          // The filters open, all of them, as a parent narrowing the list has them.
          const more = page.getByRole('button', { name: /More filters/ });
          if (await more.isVisible()) await more.click();
          await page.locator('#filter-sort').waitFor();
        },
      ],
      [`/institutions/schools/${schools[0]}`, (page) => page.locator('#reviews').waitFor()],
      // A name with a long word ("Comprehensive") beside its logo.
      [`/institutions/schools/${longName}`, (page) => page.locator('#reviews').waitFor()],
      [`/compare/schools?ids=${schools.join(',')}`, (page) => page.locator('table').waitFor()],
      ['/jobs', (page) => page.locator('.job-card').first().waitFor()],
      [`/jobs/${job}`, heading],
      ['/news', heading],
      ['/shops', heading],
      [`/products/${product}`, (page) => page.getByRole('button', { name: /Add to cart/ }).waitFor()],
      ['/login', heading],
      ['/register', heading],
      ['/search?q=school', (page) => page.getByRole('link', { name: /See all \d+ schools/ }).waitFor()],
    ];
    const found: string[] = [];
    for (const [path, ready] of pages) found.push(...(await atEveryWidth(visitor, path, ready)));
    expect(found).toEqual([]);

    // The directory's filters and its Search button fit on a tablet, where they were cut before.
    await visitor.goto(`${server.url}/institutions/schools`);
    await pageReady(visitor);
    await visitor.setViewportSize({ width: 768, height: 800 });
    for (const control of [visitor.locator('#filter-county'), visitor.locator('#filter-city'), visitor.locator('.filters button[type="submit"]')]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(768);
    }
  });

  it('keeps the top bar to one row signed in, the account under the member’s name, and the signed-in pages inside the window', async () => {
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/', (page) => page.getByRole('heading', { name: 'Explore Institutions' }).waitFor()],
      ['/institutions/schools', (page) => page.locator('.institution-card').first().waitFor()],
      ['/saved', heading],
      ['/profile', (page) => page.locator('.plans > li').first().waitFor()],
    ];
    const found: string[] = [];
    for (const [path, ready] of pages) found.push(...(await atEveryWidth(member, path, ready)));
    expect(found).toEqual([]);

    // At 1200 px, the narrowest full bar, Contact is on the same row as About Us and the account menu.
    await member.setViewportSize({ width: 1200, height: 800 });
    const top = async (name: string) =>
      (await member
        .getByRole('banner')
        .getByRole(name === 'Account' ? 'button' : 'link', { name: new RegExp(name) })
        .boundingBox())!.y;
    expect(await top('Contact')).toBe(await top('About Us'));
    expect(Math.abs((await top('Account')) - (await top('About Us')))).toBeLessThan(10);
    await member.getByRole('button', { name: /^Account: / }).click();
    await member.getByRole('link', { name: 'Saved', exact: true }).first().waitFor();
    expect(await member.evaluate(() => document.documentElement.scrollWidth), 'the account menu opens past the window').toBeLessThanOrEqual(1200);
    await screenshot(member, 'widths-account-menu-1200');
    await member.keyboard.press('Escape');
  });

  it('folds the menus sensibly on a resize, and Escape gives the keyboard back to their buttons', async () => {
    const page = visitor;
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${server.url}/news`);
    await pageReady(page);
    await heading(page);
    const quick = page.getByRole('button', { name: /quick links/ });
    expect(await quick.getAttribute('aria-expanded')).toBe('false');
    await quick.click();
    const links = page.getByRole('complementary', { name: 'Quick links' }).getByRole('link');
    await links.first().waitFor();

    // Wider, the quick links are the column beside the page; narrow again, they fold away.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => quick.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => quick.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => links.first().isVisible()).toBe(false);

    // Escape inside the open quick links folds them onto their button.
    await quick.click();
    await links.nth(2).waitFor();
    await links.nth(2).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => quick.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Show quick links');

    // The main menu: Escape closes it onto the menu button; a window widened and narrowed again finds it closed.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('link', { name: 'About Us' }).waitFor();
    await page.getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('hamburger'))).toBe(true);
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
  });

  it('puts the focus on the first field to fix after a failed submit, the form’s own check or the server’s, and keeps what was typed', async () => {
    const page = visitor;
    await page.setViewportSize({ width: 360, height: 800 });
    const focused = () => page.evaluate(() => document.activeElement?.id);

    // The form's own check: nothing filled in.
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(focused).toBe('login-email');

    // The server's check: an email it refuses, with its message beside the field.
    await page.goto(`${server.url}/contact`);
    await pageReady(page);
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    await box('Name').fill('Achieng Odhiambo');
    await box('Email').fill('achieng@');
    await box('Message').fill('Which schools near Kisumu take boarders in Grade 7?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#contact-email[aria-invalid="true"]').waitFor();
    await expect.poll(focused).toBe('contact-email');
    expect(await page.locator('#contact-email-error').textContent()).toMatch(/\w/);
    expect(await box('Name').inputValue()).toBe('Achieng Odhiambo');
    expect(await box('Message').inputValue()).toBe('Which schools near Kisumu take boarders in Grade 7?');
    await screenshot(page, 'widths-contact-server-error-360');

    // A form that keeps its own state (the review form): its stars, a group of choices, get the focus.
    await member.setViewportSize({ width: 360, height: 800 });
    await member.goto(`${server.url}/institutions/schools/${schools[2]}#reviews`);
    await pageReady(member);
    await member.getByRole('textbox', { name: 'Your review' }).fill('Caring teachers and a safe compound.');
    await member.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => member.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('stars');
    expect(await member.getByRole('textbox', { name: 'Your review' }).inputValue()).toBe('Caring teachers and a safe compound.');
  });

  it('lands a link to #reviews on the reviews once they are drawn, clear of the sticky section bar, but not against a reader who scrolled', async () => {
    const page = visitor;
    await page.setViewportSize({ width: 360, height: 800 });
    const reviewsTop = () => page.evaluate(() => document.getElementById('reviews')!.getBoundingClientRect().top);
    const barBottom = () => page.evaluate(() => document.querySelector('.section-nav')!.getBoundingClientRect().bottom);

    // Opened from a link (a shared address), and the way back after signing in to review.
    await page.goto(`${server.url}/institutions/schools/${schools[0]}#reviews`);
    await pageReady(page);
    await page.locator('#reviews').waitFor();
    await expect.poll(reviewsTop).toBeLessThan(120);
    expect(await reviewsTop()).toBeGreaterThanOrEqual(await barBottom());
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('reviews');
    await screenshot(page, 'widths-reviews-landing-360');

    const signIn = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn.goto(`${server.url}/login?next=${encodeURIComponent(`/institutions/schools/${schools[1]}#reviews`)}`);
    await pageReady(signIn);
    await signInOnPage(signIn);
    await signIn.waitForURL((url) => url.hash === '#reviews');
    await signIn.locator('#reviews').waitFor();
    await expect.poll(() => signIn.evaluate(() => Math.round(document.getElementById('reviews')!.getBoundingClientRect().top))).toBeLessThan(120);
    await signIn.close();

    // A reader who scrolls while the school loads keeps their place: on their way back after signing in, as a
    // page opened from a link arrives with the school already in it (docs/server-rendering.md). (Without the
    // service worker, which would answer the held request itself.)
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: 'block' });
    const reader = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await reader.route(`**/api/institutions/schools/${schools[0]}`, async (route) => {
      await held;
      await route.continue();
    });
    await reader.goto(`${server.url}/login?next=${encodeURIComponent(`/institutions/schools/${schools[0]}#reviews`)}`);
    await pageReady(reader);
    await signInOnPage(reader);
    await reader.getByText(/Loading school details/).waitFor();
    await reader.mouse.move(180, 400);
    await reader.mouse.wheel(0, 150);
    await expect.poll(() => reader.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const placed = await reader.evaluate(() => window.scrollY);
    release();
    await reader.locator('#reviews').waitFor();
    // The page looks for the part in the same task that draws it (a MutationObserver) and scrolls there at once;
    // two frames later any such scroll has been laid out.
    await reader.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(
      await reader.evaluate(() => document.getElementById('reviews')!.getBoundingClientRect().top),
      'the page jumped to the reviews after the reader scrolled',
    ).toBeGreaterThan(800);
    expect(Math.abs((await reader.evaluate(() => window.scrollY)) - placed)).toBeLessThan(100);
    await context.close();
  });
});
