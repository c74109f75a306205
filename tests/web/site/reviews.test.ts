/**
 * A school's reviews in the browser: a parent writes a review with who they are and category ratings, marks
 * another review helpful (and takes it back), reports one; the school's owner responds, and once approved the
 * public reads "Response from …". Screenshots at 360 px and 1280 px when asked for.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, hasChromium, launch, pageReady, screenshot, screenshotDir, startWebServer } from '../../helpers/browser.ts';
import { client, member, signInAdmin, type Session } from '../../helpers/client.ts';
import { decide } from '../../helpers/moderation.ts';

const password = 'Passw0rd-test';

describe.skipIf(!hasChromium)('public site: reviews parents trust', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let admin: Session;
  let owner: Session;
  let school: number;
  const schoolName = 'Upendo Hill School';
  const others: { id: number; text: string }[] = [];

  /** The page whole, and the reviews section (or the open dialog) close up, at both widths. */
  const shots = async (page: Page, name: string, dialog = false) => {
    if (!screenshotDir) return;
    await bothWidths(page, name);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
      await screenshot(dialog ? page : page.locator('#reviews'), `${name}-close-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  const approve = async (resource: string, id: number) => expect((await decide(admin, resource, id)).status).toBe(200);

  /** A page signed in as `who`, through the site's login form. */
  const pageAs = async (who: Session | null) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    if (who) {
      await page.goto(`${server.url}/login`);
      await pageReady(page);
      await page.getByLabel('Email').fill(who.user.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    await page.goto(`${server.url}/institutions/schools/${school}#reviews`);
    await page.locator('#reviews').waitFor();
    return page;
  };

  beforeAll(async () => {
    server = await startWebServer('none');
    browser = await launch();
    const remote = { url: server.url };
    admin = await signInAdmin(remote);
    owner = await member(remote, 'school', admin);
    school = (await owner.post('/api/institutions/schools', { name: schoolName, county: 'Machakos' })).body.id;
    await approve('institutions/schools', school);
    for (const [text, academics, type] of [
      ['Strong results and teachers who call parents back.', 4, 'alumnus'],
      ['Buy our revision books at the shop next door!', 3, 'student'],
    ] as const) {
      const author = await member(remote, 'subscriber', admin);
      const id = (
        await author.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: 4, reviewer_type: type, academics, review: text })
      ).body.id;
      await approve('content/ratings', id);
      others.push({ id, text });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a parent writes a review with categories, marks another helpful, reports one; the owner responds', async () => {
    const parent = await member({ url: server.url }, 'subscriber', admin);
    let page: Page = await pageAs(parent);
    const reviews = page.locator('#reviews');
    // Two reviews rated academics: too few for an average, and the page says why.
    await reviews.getByText('2 of 3 ratings needed').waitFor();

    await reviews.getByRole('heading', { name: 'Rate and review' }).waitFor();
    await reviews.getByLabel('4 stars', { exact: true }).check();
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText('Say who you are to this place').waitFor();
    await reviews.getByLabel('I am a').selectOption('parent');
    await reviews.getByLabel('Academics').selectOption('5');
    await reviews.getByLabel('Safety').selectOption('4');
    await reviews.getByLabel('Your review').fill('Safe compound, and the head teacher knows every child by name.');
    await shots(page, 'reviews-form');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText(/submitted/).waitFor();
    const mine = (await parent.get(`/api/content/ratings?target_type=school&target_id=${school}`)).body.find(
      (r: { owner_id?: number }) => r.owner_id === parent.user.id,
    );
    expect(mine).toMatchObject({ reviewer_type: 'parent', academics: 5, safety: 4, stars: 4 });
    await approve('content/ratings', mine.id);

    await page.reload();
    const written = reviews.locator('.review', { hasText: 'head teacher knows' });
    await written.waitFor();
    expect(await written.locator('.reviewer-type').textContent()).toBe('Parent');
    expect(await written.locator('.review-categories').textContent()).toContain('Academics 5/5');
    // Three reviews rated academics now: (4 + 3 + 5) / 3.
    await reviews.locator('.category-averages').getByRole('img', { name: '4.0 out of 5 stars (3 reviews)' }).waitFor();
    expect(await written.getByRole('button', { name: /Helpful/ }).count()).toBe(0);

    const liked = reviews.locator('.review', { hasText: others[0]!.text });
    const helpful = liked.getByRole('button', { name: /Helpful/ });
    await helpful.click();
    await liked.getByRole('button', { name: 'Helpful · 1' }).waitFor();
    expect(await helpful.getAttribute('aria-pressed')).toBe('true');
    await helpful.click();
    await liked.getByRole('button', { name: 'Helpful', exact: true }).waitFor();
    await helpful.click();
    await liked.getByRole('button', { name: 'Helpful · 1' }).waitFor();
    expect((await client({ url: server.url }).get(`/api/content/ratings/${others[0]!.id}`)).body.helpful_count).toBe(1);

    await reviews.locator('#review-sort').selectOption('helpful');
    await expect.poll(async () => reviews.locator('.reviews > li').first().textContent()).toContain(others[0]!.text);

    const spam = reviews.locator('.review', { hasText: others[1]!.text });
    await spam.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose why you are reporting this review.').waitFor();
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByLabel(/Anything the moderators should know/).fill('Advertises a shop.');
    await shots(page, 'reviews-report-dialog', true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await spam.getByText('Reported to the moderators').waitFor();
    const reports = (await admin.get(`/api/content/review-reports?rating_id=${others[1]!.id}`)).body;
    expect(reports).toMatchObject([{ reason: 'spam', details: 'Advertises a shop.', status: 'open' }]);
    await shots(page, 'reviews-member');
    // Only the school's owner is offered a response.
    expect(await reviews.getByRole('button', { name: /Respond as/ }).count()).toBe(0);
    await page.context().close();

    page = await pageAs(owner);
    const ownerView = page.locator('#reviews');
    const answered = ownerView.locator('.review', { hasText: 'head teacher knows' });
    // The owner neither reviews their own school nor marks its reviews helpful.
    expect(await answered.getByRole('button', { name: /Helpful/ }).count()).toBe(0);
    await answered.getByRole('button', { name: `Respond as ${schoolName}` }).click();
    await answered.getByRole('button', { name: 'Send response' }).click();
    await answered.getByText(/Response is required/).waitFor();
    await answered.getByLabel(`Public response from ${schoolName}`).fill('Thank you! Our doors are open to every parent on Fridays.');
    await answered.getByRole('button', { name: 'Send response' }).click();
    await answered.getByText('Awaiting approval').waitFor();
    expect(await ownerView.getByRole('heading', { name: 'Rate and review' }).count()).toBe(0);
    await shots(page, 'reviews-owner');
    await page.context().close();

    const reply = (await owner.get(`/api/content/review-replies?rating_id=${mine.id}`)).body[0];
    await approve('content/review-replies', reply.id);
    page = await pageAs(null);
    const publicView = page.locator('#reviews').locator('.review', { hasText: 'head teacher knows' });
    await publicView.getByText(`Response from ${schoolName}`).waitFor();
    expect(await publicView.locator('.owner-reply').textContent()).toContain('Our doors are open');
    await shots(page, 'reviews-public');
    await page.context().close();
  });

  it('shows 20 reviews at a time and fetches the next ones on "Show more"', async () => {
    const remote = { url: server.url };
    const busy = (await owner.post('/api/institutions/schools', { name: 'Many Voices School', county: 'Machakos' })).body.id as number;
    await approve('institutions/schools', busy);
    for (let i = 0; i < 21; i++) {
      const author = await member(remote, 'subscriber', admin);
      const id = (
        await author.post('/api/content/ratings', {
          target_type: 'school',
          target_id: busy,
          stars: (i % 5) + 1,
          reviewer_type: 'parent',
          review: `Review number ${i + 1}`,
        })
      ).body.id;
      await approve('content/ratings', id);
    }
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/institutions/schools/${busy}#reviews`);
    await pageReady(page);
    const list = page.locator('#reviews .reviews > li');
    await page.getByRole('button', { name: 'Show more reviews (1 more)' }).click();
    await expect.poll(() => list.count()).toBe(21);
    expect(await page.getByRole('button', { name: /Show more/ }).count()).toBe(0);
    await context.close();
  });
});
