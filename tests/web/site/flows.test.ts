/**
 * The public site's main journeys in Chromium on a demo database: an account from registration to login, the
 * school directory with filters kept in the URL, a review written and edited, a school submitted by a visitor who
 * must first sign in, the contact form, settings kept on the server, the FAQ accordion, the phone menu and the 404.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../../helpers/browser.ts';
import { confirmationLink } from '../../helpers/outbox.ts';

const password = 'Kenya-2026-pass';
let counter = 0;
const newEmail = () => `member${Date.now()}${counter++}@example.co.ke`;

describe.skipIf(!hasChromium)('public site: journeys', { timeout: 60_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const api = async <T>(path: string, init?: RequestInit) => (await fetch(`${server.url}/api/${path}`, init)).json() as Promise<T>;
  /** Registers through the API and opens the emailed link, so the account exists. */
  const register = async (email: string) => {
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('auth/register', { name: 'Wanjiru Kamau', email, password, role: 'subscriber' })).status).toBe(202);
    const { token } = await confirmationLink(server.config.dataDir, email);
    expect((await post('auth/verify', { token })).status).toBe(201);
  };
  const login = async (email: string) => {
    await page.goto(`${server.url}/login`);
    await pageReady(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
  };

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
    page = await context.newPage();
    // Generous for a busy CI machine, well under the test's own limit.
    page.setDefaultTimeout(15_000);
  });
  afterEach(async () => {
    await context.close();
  });

  it('registers by the emailed link, shows the profile, logs out and logs back in; a wrong password shows the server message', async () => {
    const email = newEmail();
    await page.goto(`${server.url}/register`);
    await pageReady(page);
    await page.getByLabel('Full name').fill('Otieno Baraka');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('I am registering as').selectOption('school');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const { token } = await confirmationLink(server.config.dataDir, email);
    await page.goto(`${server.url}/verify-email?token=${token}`);
    await pageReady(page);
    await page.waitForURL((url) => url.pathname === '/profile');
    const profile = page.locator('.profile');
    await profile.getByText(email).waitFor();
    expect(await profile.textContent()).toContain('Otieno Baraka');
    expect(await profile.locator('dd').nth(2).textContent()).toContain('school');
    expect(await profile.locator('dd').nth(3).textContent()).toBe('None');
    const plans = page.locator('.plans > li');
    await plans.first().waitFor();
    expect(await plans.locator('h3').allTextContents()).toEqual(['Free', 'Bronze', 'Silver', 'Gold']);
    expect(await plans.nth(3).textContent()).toMatch(/2,500/);
    expect(await page.title()).toBe('Profile | ElimuHub');

    await profile.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${server.url}/profile`);
    await pageReady(page);
    await page.waitForURL(/\/login\?next=(%2F|\/)profile$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    expect(await page.getByRole('alert').first().textContent()).toMatch(/\w+/);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    // The session survives a reload.
    await page.reload();
    await pageReady(page);
    await page.locator('.profile').getByText(email).waitFor();
  });

  it('filters schools on the server, keeps the filter in the URL, pages, and opens a school', async () => {
    await page.goto(`${server.url}/institutions/schools/primary`);
    await pageReady(page);
    await page.locator('.institution-card').first().waitFor();
    await page.getByLabel('County').selectOption('Nairobi');
    await page.waitForURL(/county=Nairobi/);
    await page.locator('.muted', { hasText: /found/ }).waitFor();
    const expected = await api<{ id: number; name: string; county: string }[]>(
      'institutions/schools?cbc_levels=Primary&county=Nairobi&_sort=rating_score,name&_order=desc,asc&_start=0&_end=12',
    );
    expect(expected.length).toBeGreaterThan(0);
    const names = async () => page.locator('.institution-card h2').allTextContents();
    await page.waitForFunction((n) => document.querySelectorAll('.institution-card').length === n, expected.length);
    expect(await names()).toEqual(expected.map((s) => s.name));
    for (const text of await page.locator('.institution-card .muted').allTextContents()) expect(text).toContain('Nairobi');

    // A reload (or a shared link) shows the same filtered list.
    await page.reload();
    await pageReady(page);
    await page.waitForFunction((n) => document.querySelectorAll('.institution-card').length === n, expected.length);
    expect(await page.getByLabel('County').inputValue()).toBe('Nairobi');

    await page.getByLabel('Search').fill(expected[0]!.name.split(' ')[0]!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=/);
    await page.getByRole('link', { name: expected[0]!.name }).click();
    await page.waitForURL(`**/institutions/schools/${expected[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: expected[0]!.name }).waitFor();
    for (const section of ['Overview', 'Contact', 'Academics', 'Facilities', 'Gallery & Map'])
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section, exact: true }).waitFor();
    // The average, or (under three reviews) why there is none.
    expect(
      await page
        .getByRole('img', { name: /out of 5 stars \(\d+ reviews\)/ })
        .or(page.getByText(/an average shows from 3 reviews/))
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('#overview dd').first().textContent()).toMatch(/^(Public|Private)$/);
    expect(await page.title()).toBe(`${expected[0]!.name} | ElimuHub`);
    await screenshot(page, 'site-school-detail-360');
  });

  it('pages through the full school list with ?page= in the URL', async () => {
    const total = Number((await fetch(`${server.url}/api/institutions/schools?_start=0&_end=1`)).headers.get('X-Total-Count'));
    expect(total).toBeGreaterThan(12);
    await page.goto(`${server.url}/institutions/schools`);
    await pageReady(page);
    await page.getByText(`Page 1 of ${Math.ceil(total / 12)}`).waitFor();
    await page.getByRole('link', { name: 'Next →' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(`Page 2 of ${Math.ceil(total / 12)}`).waitFor();
  });

  it('shows an embedded OpenStreetMap map for a school with coordinates, asked for once its place nears the screen', async () => {
    const [school] = await api<{ id: number; name: string }[]>('institutions/schools?gps_coordinates_like=%2C%20&_end=1');
    const sent = await (await fetch(`${server.url}/institutions/schools/${school!.id}`)).text();
    expect(sent).toContain('class="map-frame"');
    expect(sent).not.toContain('openstreetmap.org/export');
    await page.goto(`${server.url}/institutions/schools/${school!.id}`);
    await pageReady(page);
    const map = page.locator(`iframe[title="Map of ${school!.name}"]`);
    // The browser itself says the map's place is not within 300 px of the screen, as the page's own observer asks.
    const near = await page.locator('.map-frame').evaluate(
      (frame) =>
        new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(
            ([entry]) => {
              observer.disconnect();
              resolve(entry!.isIntersecting);
            },
            { rootMargin: '300px' },
          );
          observer.observe(frame);
        }),
    );
    expect(near).toBe(false);
    expect(await map.count()).toBe(0);
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    await map.waitFor({ state: 'attached' });
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  });

  it('lets a signed-in member rate and review a school once, then edit the review', async () => {
    const email = newEmail();
    await register(email);
    const [school] = await api<{ id: number; name: string }[]>('institutions/schools?_sort=name&_order=asc&_end=1');
    await login(email);
    await page.goto(`${server.url}/institutions/schools/${school!.id}`);
    await pageReady(page);
    const reviews = page.locator('#reviews');
    await reviews.getByRole('heading', { name: 'Rate and review' }).waitFor();
    await reviews.getByLabel('4 stars', { exact: true }).check();
    await reviews.getByLabel('I am a').selectOption('parent');
    await reviews.getByLabel('Your review').fill('Caring teachers and a safe compound. Homework is well planned.');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText(/submitted/).waitFor();

    await page.reload();
    await pageReady(page);
    await reviews.getByText('Caring teachers and a safe compound.').waitFor();
    expect(await reviews.locator('.review', { hasText: 'Caring teachers' }).textContent()).toContain('Your review');
    expect(await reviews.getByRole('heading', { name: 'Rate and review' }).count()).toBe(0);

    await reviews.getByRole('button', { name: 'Edit your review' }).click();
    await reviews.getByLabel('5 stars', { exact: true }).check();
    await reviews.getByLabel('Your review').fill('Caring teachers, a safe compound and a great library.');
    await reviews.getByRole('button', { name: 'Save changes' }).click();
    await reviews.getByText(/submitted/).waitFor();
    await page.reload();
    await pageReady(page);
    await reviews.getByText('a great library').waitFor();
    const mine = await api<{ stars: number }[]>(`content/ratings?target_type=school&target_id=${school!.id}&stars=5`, {
      headers: { Authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('elimuhub.token')))!}` },
    });
    expect(mine.length).toBeGreaterThan(0);
  });

  it('keeps a visitor’s school form through sign-in, shows server field errors, then submits it for review', async () => {
    const email = newEmail();
    await register(email);
    await page.goto(`${server.url}/institutions/register-school`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Sign in and submit' }).click();
    expect(await page.getByText('Name is required.').count()).toBe(1);

    const name = `Baraka Hills Academy ${Date.now()}`;
    await page.getByLabel('Name *').fill(name);
    await page.getByLabel('Primary', { exact: true }).check();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in and submit' }).click();
    await page.waitForURL('**/login?next=*');
    // The URL changes before the login form replaces the listing form, which has an Email field of its own.
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Register a School' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/institutions/register-school');
    expect(await page.getByLabel('Name *').inputValue()).toBe(name);
    expect(await page.getByLabel('Primary', { exact: true }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Submit for review' }).click();
    const emailError = page.locator('#listing-email-error');
    await emailError.waitFor();
    expect(await emailError.textContent()).toMatch(/email/i);
    expect(await page.getByLabel('Name *').inputValue()).toBe(name);

    await page.getByLabel('Email').fill('info@barakahills.sc.ke');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByRole('heading', { name: 'Submitted for review' }).waitFor();
    expect(await page.locator('.success-panel').textContent()).toContain(name);

    const token = await page.evaluate(() => localStorage.getItem('elimuhub.token'));
    const mine = await api<{ name: string; moderation: string; cbc_levels: string }[]>(`institutions/schools?name=${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(mine).toMatchObject([{ name, moderation: 'pending', cbc_levels: 'Primary' }]);
    // Pending listings stay off the public list.
    expect(await api<unknown[]>(`institutions/schools?name=${encodeURIComponent(name)}`)).toEqual([]);
  });

  it('sends the contact form to the server and confirms it', async () => {
    await page.goto(`${server.url}/contact`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByText('Message is required.').count()).toBe(1);
    await page.getByLabel('Name').fill('Amina Yusuf');
    await page.getByLabel('Email').fill('amina@example.co.ke');
    await page.getByLabel(/^Message/).fill('When do admissions for Grade 10 open?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/Your message has been sent/).waitFor();
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('');
  });

  it('keeps settings on the server for a signed-in member', async () => {
    const email = newEmail();
    await register(email);
    await login(email);
    await page.goto(`${server.url}/settings`);
    await pageReady(page);
    const emailUpdates = page.getByRole('switch', { name: 'Email updates' });
    await emailUpdates.waitFor();
    expect(await emailUpdates.isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(true);
    await emailUpdates.check();
    await page.getByText(/turned o(n|ff)\. Saved\./).waitFor();
    await page.reload();
    await pageReady(page);
    await page.getByRole('switch', { name: 'Email updates' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email updates' }).isChecked()).toBe(true);

    // The language ElimuHub writes in is kept on the account too.
    const language = page.getByLabel('Language of emails and notifications');
    expect(await language.inputValue()).toBe('en');
    await language.selectOption('sw');
    await page.getByText('Saved: ElimuHub now writes to you in Kiswahili.').waitFor();
    await screenshot(page, 'settings-language-360');
    await page.reload();
    await expect.poll(() => page.getByLabel('Language of emails and notifications').inputValue()).toBe('sw');
  });

  it('opens one FAQ at a time', async () => {
    await page.goto(`${server.url}/support`);
    await pageReady(page);
    const buttons = page.locator('.accordion button');
    await buttons.nth(1).waitFor();
    await buttons.nth(0).click();
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    await buttons.nth(1).press('Enter');
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.accordion-panel:visible').count()).toBe(1);
    await page.getByRole('link', { name: 'Contact our team' }).waitFor();
  });

  it('shows the dashboard’s live counts', async () => {
    const stats = await api<{ schools: number }>('stats');
    await page.goto(`${server.url}/dashboard`);
    await pageReady(page);
    const metric = page.locator('.metric', { hasText: 'Schools listed' });
    await metric.waitFor();
    expect(await metric.locator('strong').textContent()).toBe(String(stats.schools));
  });

  it('opens the phone menu and a dropdown, and highlights the current route in the side bar', async () => {
    await page.goto(`${server.url}/terms`);
    await pageReady(page);
    expect(await page.getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Jobs/ }).click();
    await page.getByRole('link', { name: 'View Resume' }).waitFor();
    // Escape closes the dropdown back onto its button, then the phone menu back onto its own.
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.getByRole('link', { name: 'View Resume' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'View Resume' }).isVisible()).toBe(false);
    expect(await focusedName()).toMatch(/^Jobs/);
    expect(await page.getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'About Us' }).isVisible()).toBe(false);
    expect(await focusedName()).toMatch(/Menu$/);
    await page.getByRole('button', { name: 'Show quick links' }).click();
    const current = page.locator('.side-bar a[aria-current="page"]');
    expect(await current.textContent()).toBe('Terms & Conditions');
  });

  it('swipes the home banner and shows live stats', async () => {
    await page.goto(`${server.url}/`);
    await pageReady(page);
    await page.getByRole('heading', { name: 'Explore Institutions' }).waitFor();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('heading', { name: 'Latest News' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Institution of the Week' }).waitFor();
    await page.getByRole('link', { name: /View Profile/ }).waitFor();
    const stats = await api<{ schools: number }>('stats');
    await page.locator('.stats').scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelector('.stat strong')?.textContent === String(n), stats.schools, { timeout: 5_000 });
  });

  it('shows the 404 page with a link home', async () => {
    await page.goto(`${server.url}/institutions/nowhere/at/all`);
    await pageReady(page);
    await page.getByText('Oops! The page you’re looking for doesn’t exist.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
