/**
 * A new parent's whole visit on the demo data, only through the site: narrows the schools directory to girls'
 * boarding senior schools in Kiambu within a budget, compares two results and shares the comparison, signs in,
 * saves a school and the search, reads and marks reviews, writes one, and asks the school a question.
 * The account is made through the admin API because registering waits on an emailed link.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, hasChromium, launch, pageReady, screenshot, startWebServer } from '../helpers/browser.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { minReviewsForAverage } from '../../src/registry/rating-score.ts';
import { signInOnPage } from './site-sign-in.ts';

const filters = { county: 'Kiambu', boarding: 'Boarding', gender: 'Girls', cbc_levels: 'Senior Secondary', fees_min_lte: '150000' };
const feeCeiling = 150_000;
const searchName = 'Girls boarding in Kiambu';

/** The lowest fees a card gives: "Ksh 53,554 – 75,000 a year" → 53554. */
const lowestFees = (text: string) => Number(/^\D*([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));

const optionTexts = (select: Locator) => select.locator('option').allTextContents();

/** Pages fetch after they render; on a busy machine that takes longer than expect.poll's default second. */
const settled = { timeout: 15_000 };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.skipIf(!hasChromium)('public site: a new parent finds, compares, saves, reviews and asks a school', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  let parent: Session;
  let filteredUrl = '';
  let results: string[] = [];
  let compared: string[] = [];
  let school = '';

  const cards = () => page.locator('.institution-card');
  const cardNames = () => cards().locator('.card-title').allInnerTexts();

  beforeAll(async () => {
    server = await startWebServer('demo');
    parent = await member({ url: server.url }, 'subscriber', await signInAdmin({ url: server.url }));
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('narrows the schools directory by county, boarding, gender, CBC level and fees; the address keeps it all', async () => {
    await page.goto(`${server.url}/`, { waitUntil: 'domcontentloaded' });
    await pageReady(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Schools' }).click();
    await menu.getByRole('link', { name: 'All schools' }).click();
    await page.waitForURL('**/institutions/schools');
    await page.getByRole('heading', { level: 1, name: 'Schools' }).waitFor();
    const form = page.getByRole('form', { name: 'Filter schools' });

    await form.getByLabel('County', { exact: true }).selectOption(filters.county);
    await page.waitForURL(/county=Kiambu/);
    // The county's towns are offered, each with how many schools it holds.
    const towns = form.getByLabel('City or town');
    await expect.poll(() => optionTexts(towns), settled).toEqual(expect.arrayContaining([expect.stringMatching(/^Thika \(\d+\)$/)]));
    const townOptions = await optionTexts(towns);
    for (const town of ['Thika', 'Kikuyu', 'Limuru', 'Ruiru']) expect(townOptions).toContainEqual(expect.stringMatching(new RegExp(`^${town} \\(\\d+\\)$`)));
    const kiambuTowns = (await towns.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);

    // Wide screens open the further filters at once; narrow ones behind "More filters".
    const more = form.getByRole('button', { name: /^More filters/ });
    if (await more.isVisible()) await more.click();
    for (const [label, key] of [
      ['Day or boarding', 'boarding'],
      ['Boys, girls or mixed', 'gender'],
      ['CBC level', 'cbc_levels'],
      ['Annual fees up to', 'fees_min_lte'],
    ] as const) {
      await form.getByLabel(label, { exact: true }).selectOption(filters[key]);
      await page.waitForURL((url) => url.searchParams.get(key) === filters[key]);
    }
    const url = new URL(page.url());
    for (const [key, value] of Object.entries(filters)) expect(url.searchParams.get(key), key).toBe(value);
    filteredUrl = page.url();

    // The list settles on what the server answers for the same filters.
    const expected = (await (await fetch(`${server.url}/api/institutions/schools?${new URLSearchParams(filters)}`)).json()) as { name: string }[];
    expect(expected.length, 'the demo data holds at least two such schools').toBeGreaterThanOrEqual(2);
    await expect.poll(async () => (await cardNames()).sort(), settled).toEqual(expected.map((row) => row.name).sort());
    results = await cardNames();
    await page.getByText(new RegExp(`^${results.length} schools found`)).waitFor();
    for (const card of await cards().all()) {
      const [town, county] = (await card.locator('p.muted').innerText()).split(', ');
      expect(county).toBe('Kiambu');
      expect(kiambuTowns).toContain(town);
      expect((await card.locator('.card-facts').innerText()).split(' · ')).toEqual(expect.arrayContaining(['Boarding', 'Girls']));
      expect(lowestFees(await card.locator('.card-fees').innerText())).toBeLessThanOrEqual(feeCeiling);
    }

    // Every choice says how many schools it would leave, given the other filters.
    for (const label of ['County', 'Day or boarding', 'Boys, girls or mixed', 'CBC level']) {
      const choices = (await optionTexts(form.getByLabel(label, { exact: true }))).slice(1);
      for (const choice of choices) expect(choice, label).toMatch(/ \(\d+\)$/);
    }
    expect(await optionTexts(form.getByLabel('Day or boarding', { exact: true }))).toContain(`Boarding (${results.length})`);
    expect(await optionTexts(form.getByLabel('Boys, girls or mixed', { exact: true }))).toContain(`Girls (${results.length})`);

    await bothWidths(page, 'journey-filtered');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await pageWidth(page), 'the filtered list scrolls sideways at 360 px').toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(cardNames, settled).toEqual(results);
    expect(await form.getByLabel('Annual fees up to').inputValue()).toBe(filters.fees_min_lte);
  });

  it('compares two results side by side, at 360 px too, and the comparison opens the same from its address', async () => {
    compared = results.slice(0, 2);
    for (const name of compared)
      await cards()
        .getByRole('button', { name: `Add to compare: ${name}` })
        .click();
    const tray = page.getByRole('complementary', { name: 'Compare' });
    await tray.getByText('Compare schools (2 of 4)').waitFor();
    await tray.getByRole('link', { name: 'Compare now' }).click();
    await page.waitForURL(/\/compare\/schools\?ids=\d+,\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Compare schools' }).waitFor();
    const heads = page.locator('.compare-table thead th a');
    await expect.poll(() => heads.allTextContents(), settled).toEqual(compared);
    const differing = page.locator('.compare-table tbody tr.differs');
    expect(await differing.count(), 'two schools differ somewhere').toBeGreaterThan(0);
    await differing.first().getByText('· differs').waitFor();
    await page.getByText(new RegExp(`^${await differing.count()} of \\d+ rows differ\\.$`)).waitFor();
    const founded = page.locator('.compare-table tbody tr').filter({ has: page.getByRole('rowheader', { name: /^Year founded/ }) });
    const years = await founded.locator('td').allTextContents();
    expect(years).toHaveLength(2);
    for (const year of years) expect(year, 'a year reads without a thousands separator').toMatch(/^(\d{4}|Not provided)$/);

    await bothWidths(page, 'journey-compare');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForFunction(() => window.innerWidth === 360);
    expect(await pageWidth(page), 'the comparison page scrolls sideways at 360 px').toBeLessThanOrEqual(360);
    expect(await page.locator('.compare-table th[scope="col"]').count()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });

    const shared = page.url();
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const friend = await context.newPage();
    await friend.goto(shared, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => friend.locator('.compare-table thead th a').allTextContents(), settled).toEqual(compared);
    expect(await friend.locator('.compare-table tbody tr.differs').count()).toBe(await differing.count());
    expect(await pageWidth(friend)).toBeLessThanOrEqual(360);
    await screenshot(friend, 'journey-compare-shared-360', { fullPage: false });
    await context.close();
  });

  it('signs in when saving a school, comes back to the same list, saves the school and the search, and finds both on Saved', async () => {
    await page.goto(filteredUrl, { waitUntil: 'domcontentloaded' });
    // A school someone has already reviewed, so there is a review to mark helpful.
    const card = cards()
      .filter({ hasNot: page.getByText('No reviews yet') })
      .first();
    await card.waitFor();
    school = (await card.locator('.card-title').innerText()).trim();
    await card.getByRole('button', { name: `Save ${school}` }).click();
    await page.waitForURL('**/login?next=*', { waitUntil: 'domcontentloaded' });
    await signInOnPage(page, { email: parent.user.email, password: 'Passw0rd-test' });
    await page.waitForURL(filteredUrl, { waitUntil: 'domcontentloaded' });

    const heart = page.getByRole('button', { name: `Save ${school}` });
    await expect.poll(() => heart.getAttribute('aria-pressed'), settled).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), settled).toBe('true');

    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name this search').fill(searchName);
    await page.getByRole('button', { name: 'Save search', exact: true }).click();
    await page.getByText(`Saved as “${searchName}”`).waitFor();
    await page.getByRole('link', { name: 'See your saved searches' }).click();
    await page.waitForURL('**/saved');
    await page.getByRole('link', { name: school }).waitFor();
    await page.getByRole('link', { name: searchName }).click();
    await page.waitForURL((url) => Object.entries(filters).every(([key, value]) => url.searchParams.get(key) === value));
    await expect.poll(cardNames, settled).toEqual(results);
  });

  it('reads the reviews on the school page, marks one helpful, writes one as a parent and is told it awaits moderation', async () => {
    await page.goto(`${server.url}/saved`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: school }).click();
    await page.getByRole('heading', { level: 1, name: school }).waitFor();
    const reviews = page.locator('#reviews');
    const overall = reviews.locator('.rating-overall');
    await overall.locator('.stars').waitFor();
    const few = new RegExp(`^(\\d+) reviews? · an average shows from ${minReviewsForAverage} reviews$`).exec(
      (await overall.locator('.stars').innerText()).trim(),
    );
    if (few) expect(Number(few[1])).toBeLessThan(minReviewsForAverage);
    else await overall.getByRole('img', { name: /^\d\.\d out of 5 stars \(\d+ reviews\)$/ }).waitFor();

    const other = reviews.locator('.review').first();
    await other.waitFor();
    const helpful = other.getByRole('button', { name: /^Helpful/ });
    const before = Number(/· (\d+)/.exec((await helpful.innerText()) ?? '')?.[1] ?? 0);
    await helpful.click();
    await other.getByRole('button', { name: `Helpful · ${before + 1}` }).waitFor();
    expect(await helpful.getAttribute('aria-pressed')).toBe('true');

    await reviews.getByRole('heading', { name: 'Rate and review' }).waitFor();
    await reviews.getByLabel('4 stars', { exact: true }).check();
    await reviews.getByLabel('I am a').selectOption('parent');
    await reviews.getByLabel('Academics').selectOption('5');
    await reviews.getByLabel('Safety').selectOption('4');
    await reviews.getByLabel('Your review').fill('We visited on an open day: caring teachers and a clean, safe boarding house.');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText('Thank you! Your review has been submitted and will appear once an editor approves it.').waitFor();
    // Only its writer sees it in the list until then, marked as such.
    const mine = reviews.locator('.review', { hasText: 'caring teachers and a clean, safe boarding house' });
    await mine.getByText(/awaiting approval/).waitFor();
    expect(await mine.locator('.reviewer-type').textContent()).toBe('Parent');
    await bothWidths(page, 'journey-review-sent');
  });

  it('asks the school a question from its page and sees it sent', async () => {
    const ask = page.locator('#ask');
    await ask.getByRole('heading', { name: 'Ask the school' }).waitFor();
    // A signed-in parent's name and email are filled in already.
    expect(await ask.getByLabel('Email').inputValue()).toBe(parent.user.email);
    expect(await ask.getByLabel('Your name').inputValue()).not.toBe('');
    await ask.getByLabel('Message').fill('Is there a bursary for a Grade 10 girl joining in January, and when do you hold open days?');
    await ask.getByRole('button', { name: 'Send to the school' }).click();
    await ask.getByRole('status').getByText(`Sent. ${school} will reply to the email you gave.`).waitFor();
    await screenshot(ask, 'journey-ask-1280', { fullPage: false });
  });
});
