/**
 * The county, town and CBC level of a school are picked from lists in the admin's form: the towns are those of
 * the chosen county, a new county empties the town, and a row saved this way holds only listed values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, screenshot, screenshotDir } from '../../helpers/browser.ts';
import { optionsOf, pageAs, pick, pickList, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('county, town and CBC levels in the admin form', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  beforeAll(async () => {
    env = await startAdmin();
  });
  afterAll(async () => env?.close());

  it('offers the towns of the chosen county, empties the town when the county changes, and saves listed values', async () => {
    const page = await pageAs(env.browser, env.server, env.admin);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/institutions/schools/create`);
    await page.fill('input#name', 'Neema Junior School');
    // No county yet: the town waits for it.
    await pickList(page, 'city').locator('.ant-select-selection-placeholder', { hasText: 'Choose the county first' }).waitFor();
    expect(await page.locator('input#city').isDisabled()).toBe(true);

    await pick(page, 'county', 'Kiambu');
    const kiambu = await optionsOf(page, 'city');
    expect(kiambu).toEqual(expect.arrayContaining(['Githunguri', 'Juja', 'Kabete']));
    expect(kiambu).not.toContain('Naivasha');
    await pick(page, 'city', 'Thika');

    await pick(page, 'county', 'Nakuru');
    await pickList(page, 'city').locator('.ant-select-selection-placeholder').waitFor();
    expect(await optionsOf(page, 'city')).toEqual(expect.arrayContaining(['Gilgil', 'Molo', 'Naivasha', 'Nakuru']));
    if (screenshotDir) {
      await pickList(page, 'city').scrollIntoViewIfNeeded();
      await pickList(page, 'city').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
      await screenshot(page, 'school-form-1280', { fullPage: false });
      await page.keyboard.press('Escape');
    }
    await pick(page, 'city', 'Naivasha');

    await pick(page, 'cbc_levels', 'Junior Secondary');
    await pick(page, 'cbc_levels', 'Primary');
    await page.keyboard.press('Escape');
    await page.click('button:has-text("Save")');
    await page.waitForURL(/\/institutions\/schools\/show\/\d+/);
    const id = Number(page.url().split('/').pop());
    expect((await env.admin.get(`/api/institutions/schools/${id}`)).body).toMatchObject({
      county: 'Nakuru',
      city: 'Naivasha',
      cbc_levels: 'Junior Secondary, Primary',
    });

    // The edit form opens on the saved town without emptying it.
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${id}`);
    await pickList(page, 'city').locator('.ant-select-selection-item', { hasText: 'Naivasha' }).waitFor();
    // Opening the list is an input event, before which React runs every effect of what it has drawn (the one that
    // empties the town when the county changes among them); the list then offers Nakuru's towns, Naivasha chosen.
    await pickList(page, 'city').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-selected', { hasText: 'Naivasha' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await pickList(page, 'city').locator('.ant-select-selection-item').innerText()).toBe('Naivasha');
    expect(problems).toEqual([]);
  });

  it('fits a phone screen', async () => {
    const page = await pageAs(env.browser, env.server, env.admin, 360);
    await page.goto(`${env.server.url}/admin/institutions/schools/create`);
    await pick(page, 'county', 'Kisumu');
    await pickList(page, 'city').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Maseno' }).waitFor();
    await screenshot(page, 'school-form-360', { fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
