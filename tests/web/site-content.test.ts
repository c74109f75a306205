/** News, posts and events pages show the server's real data, and a missing post says so. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, startWebServer } from '../helpers/browser.ts';
import { demoParent, signInOnPage } from './site-sign-in.ts';
import { nairobiToday, startOfNairobiDay } from '../../src/registry/clock.ts';

describe.skipIf(!hasChromium)('public site: content pages', () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const api = async <T>(path: string) => (await fetch(`${server.url}/api/${path}`)).json() as Promise<T>;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists news with a 120-character snippet and a relative time, newest first', async () => {
    const [newest] = await api<{ id: number; title: string; content: string }[]>('content/news?_sort=published_at&_order=desc&_end=1');
    await page.goto(`${server.url}/news`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('.article-card').first();
    await card.getByRole('link', { name: newest!.title }).waitFor();
    const snippet = await card.locator('p').first().textContent();
    expect(snippet).toBe(`${newest!.content.slice(0, 120)}...`);
    expect(await card.locator('time').textContent()).toMatch(/^(Just now|\d+ (minute|hour|day)s? ago)$/);
    expect(await page.title()).toBe('News | ElimuHub');
  });

  it('opens a news story with its title, story, author and en-KE date', async () => {
    const [story] = await api<{ id: number; title: string; story: string; author: string; published_at: string }[]>('content/news?_end=1');
    await page.goto(`${server.url}/news/${story!.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: story!.title }).waitFor();
    const text = await page.locator('article').textContent();
    expect(text).toContain(story!.story.split('\n')[0]!.slice(0, 60));
    expect(text).toContain(`By ${story!.author}`);
    const date = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(
      new Date(story!.published_at),
    );
    expect(text).toContain(date);
    expect(await page.title()).toBe(`${story!.title} | ElimuHub`);
  });

  it('lists posts and opens one', async () => {
    const posts = await api<{ id: number; title: string }[]>('content/posts?_sort=created_at&_order=desc&_end=12');
    expect(posts.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/post`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByRole('link', { name: posts[0]!.title }).click();
    await page.waitForURL(`**/post/${posts[0]!.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: posts[0]!.title }).waitFor();
  });

  it("says 'Post not found.' for a post that does not exist", async () => {
    await page.goto(`${server.url}/post/999999`, { waitUntil: 'domcontentloaded' });
    await page.getByText('Post not found.', { exact: true }).waitFor();
  });

  it('lists upcoming admission events from the server and opens one', async () => {
    // Upcoming as the page counts it: from the start of today in Nairobi.
    const [first] = await api<{ id: number; title: string }[]>(`events/admissions?date_gte=${startOfNairobiDay(nairobiToday())}&_sort=date&_order=asc&_end=1`);
    await page.goto(`${server.url}/admission-events`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    await page.getByRole('link', { name: first!.title }).click();
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    await page.getByRole('heading', { name: 'Agenda' }).waitFor();
  });

  it('lists the archive by title and en-KE date and opens an entry', async () => {
    const [entry] = await api<{ id: number; title: string; date: string }[]>('content/archives?_sort=date&_order=desc&_end=1');
    await page.goto(`${server.url}/archive`, { waitUntil: 'domcontentloaded' });
    const row = page.locator('.archive-list li').first();
    await row.getByRole('link', { name: entry!.title }).waitFor();
    const date = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' }).format(new Date(entry!.date));
    expect(await row.locator('time').textContent()).toBe(date);
    await row.getByRole('link', { name: entry!.title }).click();
    await page.getByRole('heading', { level: 1, name: entry!.title }).waitFor();
  });

  it("sends a visitor from /notifications to sign in, then shows only the member's own notifications", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/notifications`, { waitUntil: 'domcontentloaded' });
    await visitor.waitForURL('**/login?next=%2Fnotifications', { waitUntil: 'domcontentloaded' });
    await signInOnPage(visitor);
    await visitor.waitForURL('**/notifications', { waitUntil: 'domcontentloaded' });

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoParent),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const own = await fetch(`${server.url}/api/notifications/main?_sort=created_at&_order=desc`, {
      headers: { authorization: `Bearer ${login.token}` },
    }).then((r) => r.json() as Promise<{ id: number; title: string }[]>);
    expect(own.length).toBeGreaterThan(0);
    await visitor.locator('.notification').first().waitFor();
    expect(await visitor.locator('.notification h2 a').allTextContents()).toEqual(own.slice(0, 20).map((n) => n.title));

    await visitor.getByRole('link', { name: own[0]!.title }).click();
    await visitor.getByRole('heading', { level: 1, name: own[0]!.title }).waitFor();
    await context.close();
  });
});
