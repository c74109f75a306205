/**
 * A parent narrows the schools directory by place and facts in Chromium, on the demo database: county Kiambu, then
 * one of its towns (offered from the county's locations, with counts), boarding, girls, Senior Secondary and fees
 * up to KES 150,000. The list and the counts are the server's; a reload keeps every filter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, pageReady, screenshot, startWebServer } from '../../helpers/browser.ts';

describe.skipIf(!hasChromium)('schools directory: facts as filters', { timeout: 90_000 }, () => {
  let server: Awaited<ReturnType<typeof startWebServer>>;
  let browser: Browser;
  let page: Page;
  const api = async <T>(path: string) => (await fetch(`${server.url}/api/${path}`)).json() as Promise<T>;

  beforeAll(async () => {
    server = await startWebServer('demo');
    browser = await launch();
    page = await (await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true })).newPage();
    page.setDefaultTimeout(20_000);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const optionTexts = (label: string) => page.getByLabel(label, { exact: true }).locator('option').allTextContents();
  const cards = () => page.locator('.institution-card h2').allTextContents();

  it('narrows by county, town, boarding, gender, level and fees with counts, and keeps them on reload', async () => {
    await page.goto(`${server.url}/institutions/schools`);
    await pageReady(page);
    await page.locator('.institution-card').first().waitFor();
    await page.getByLabel('County', { exact: true }).selectOption('Kiambu');
    await page.waitForURL(/county=Kiambu/);
    // Every main town of the county is offered, whether or not a school is listed there, each with its count.
    await page.waitForFunction(() => [...document.querySelectorAll('#filter-city option')].some((o) => o.textContent?.startsWith('Thika (')));
    const towns = await optionTexts('City or town');
    for (const town of ['Thika', 'Kikuyu', 'Limuru', 'Ruiru'])
      expect(
        towns.some((text) => text.startsWith(`${town} (`)),
        town,
      ).toBe(true);
    await page.getByLabel('City or town', { exact: true }).selectOption('Thika');
    await page.waitForURL(/city=Thika/);

    if ((await page.getByRole('button', { name: /More filters/ }).count()) > 0) await page.getByRole('button', { name: /More filters/ }).click();
    for (const [label, value, key] of [
      ['Day or boarding', 'Boarding', 'boarding=Boarding'],
      ['Boys, girls or mixed', 'Girls', 'gender=Girls'],
      ['CBC level', 'Senior Secondary', 'cbc_levels=Senior'],
      ['Annual fees up to', '150000', 'fees_min_lte=150000'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).selectOption(value);
      await page.waitForURL((url) => url.search.includes(key));
    }

    const filters = 'county=Kiambu&city=Thika&cbc_levels=Senior+Secondary&boarding=Boarding&gender=Girls&fees_min_lte=150000';
    const expected = await api<{ name: string }[]>(`institutions/schools?${filters}&_sort=rating_score,name&_order=desc,asc&_end=12`);
    expect(expected.map((s) => s.name)).toContain('Mary Hill Girls High School');
    await page.waitForFunction((n) => document.querySelectorAll('.institution-card').length === n, expected.length);
    expect(await cards()).toEqual(expected.map((s) => s.name));
    const card = page.locator('.institution-card', { hasText: 'Mary Hill Girls High School' });
    expect(await card.textContent()).toMatch(/Thika, Kiambu.*National school · Boarding · Girls.*(KES|Ksh)\s?53,554 – 75,000 a year/);

    // The counts shown are the server's, each with the other filters applied.
    const counts = await api<Record<string, Record<string, number>>>(`institutions/schools/facets?${filters}`);
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('#filter-gender option')].some((o) => o.textContent === text),
      `Boys (${counts.gender!.Boys})`,
    );
    expect(await optionTexts('Boys, girls or mixed')).toEqual([
      'Boys, girls or mixed',
      ...['Boys', 'Girls', 'Mixed'].map((g) => `${g} (${counts.gender![g]})`),
    ]);
    expect(await optionTexts('City or town')).toContain(`Kikuyu (${counts.city!.Kikuyu ?? 0})`);
    await screenshot(page, 'site-directory-facts-360');

    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('.institution-card').length === n, expected.length);
    expect(await cards()).toEqual(expected.map((s) => s.name));
    for (const [label, value] of [
      ['County', 'Kiambu'],
      ['City or town', 'Thika'],
      ['Day or boarding', 'Boarding'],
      ['Boys, girls or mixed', 'Girls'],
      ['CBC level', 'Senior Secondary'],
      ['Annual fees up to', '150000'],
    ])
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);

    // Kikuyu instead of Thika: Alliance Girls.
    await page.getByLabel('City or town', { exact: true }).selectOption('Kikuyu');
    await page.locator('.institution-card', { hasText: 'Alliance Girls High School' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'site-directory-facts-1280');

    await page.locator('.institution-card a', { hasText: 'Alliance Girls High School' }).click();
    const facts = page.getByRole('region', { name: 'Key facts' });
    await facts.waitFor();
    expect(await facts.textContent()).toMatch(/Category\s*National.*Day or boarding\s*Boarding.*Sponsor\s*PCEA.*Year founded\s*1948/);
    await screenshot(page, 'site-school-key-facts-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'site-school-key-facts-360');
  });

  it('keeps both of two filters picked before the page has drawn the first', async () => {
    await page.goto(`${server.url}/institutions/schools`);
    await pageReady(page);
    await page.locator('.institution-card').first().waitFor();
    if ((await page.getByRole('button', { name: /More filters/ }).count()) > 0) await page.getByRole('button', { name: /More filters/ }).click();
    // Both choices in one task: the second handler runs before the router has drawn the first address.
    await page.evaluate(() => {
      for (const [id, value] of [
        ['filter-boarding', 'Boarding'],
        ['filter-gender', 'Girls'],
      ]) {
        const select = document.getElementById(id) as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await page.waitForURL((url) => url.searchParams.has('gender'));
    const url = new URL(page.url());
    expect([url.searchParams.get('boarding'), url.searchParams.get('gender')]).toEqual(['Boarding', 'Girls']);
    // The address changes before the router draws it: the select follows once it has.
    await expect.poll(() => page.getByLabel('Day or boarding', { exact: true }).inputValue()).toBe('Boarding');
  });

  it('reads a typed county however it is written, and lists without one it does not know, saying so', async () => {
    await page.goto(`${server.url}/institutions/schools?county=taita%20taveta&gender=girls`);
    await pageReady(page);
    expect(await page.getByLabel('County', { exact: true }).inputValue()).toBe('Taita-Taveta');
    await page.goto(`${server.url}/institutions/schools?county=Nairobi%20City&boarding=Boarding`);
    await pageReady(page);
    await page.getByText('County: "Nairobi City" is not one we list, so the list is shown without it.').waitFor();
    await page.locator('.institution-card').first().waitFor();
    expect(await page.getByLabel('County', { exact: true }).inputValue()).toBe('');
    expect(await page.locator('main').innerText()).not.toContain('must be one of');
    await screenshot(page, 'directory-unknown-county');
    // The next filter picked drops the unknown value from the address, and the note with it.
    await page.getByLabel('County', { exact: true }).selectOption('Kiambu');
    await page.waitForURL(/county=Kiambu/);
    expect(new URL(page.url()).searchParams.get('boarding')).toBe('Boarding');
    // The address changes before the router draws it: the note goes once it has.
    await expect.poll(() => page.getByText('is not one we list').count()).toBe(0);

    await page.goto(`${server.url}/sw/institutions/schools?county=Atlantis`);
    await pageReady(page);
    await page.getByText('Kaunti: "Atlantis" haimo kwenye orodha yetu, kwa hiyo orodha inaonyeshwa bila kichujio hiki.').waitFor();
    await page.locator('.institution-card').first().waitFor();
  });
});
