/**
 * A school's record screen shows its change history under its fields: the import's source, a person's edit with
 * old → new, a private field by name only; newest first and paged, readable at 1280 and 360 px.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openDialect } from '../../../src/server/db/dialect.ts';
import { importOpenList } from '../../../src/server/open-data/open-lists.ts';
import { bothWidths, hasChromium, screenshot } from '../../helpers/browser.ts';
import { client } from '../../helpers/client.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';

const root = path.join(import.meta.dirname, '../../..');

describe.skipIf(!hasChromium)('the change history on a record screen', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let page: Page;
  let problems: string[];
  let id: number;
  beforeAll(async () => {
    env = await startAdmin();
    const dialect = await openDialect(env.server.config);
    try {
      await importOpenList(dialect, 'schools', path.join(root, 'tests/fixtures/open-data/schools-2016.csv'), path.join(root, 'open-data'));
    } finally {
      await dialect.close();
    }
    id = (await client(env.server.app).get('/api/institutions/schools?source_id=102')).body[0].id;
    // Twelve edits by a person: more than a page of ten, the newest a private note.
    for (let i = 1; i <= 11; i += 1) expect((await env.admin.patch(`/api/institutions/schools/${id}`, { student_population: 400 + i })).status).toBe(200);
    expect((await env.admin.patch(`/api/institutions/schools/${id}`, { moderation_note: 'Checked with the county office.' })).status).toBe(200);
    page = await pageAs(env.browser, env.server, env.admin);
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('lists the changes newest first, with values kept for public fields only, and pages on the server', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools/show/${id}`);
    const card = page.locator('.change-history');
    await card.waitFor();
    await expect.poll(() => card.locator('.ant-card-head').innerText()).toContain('Change history (13)');
    const first = card.locator('.ant-list-item').first();
    expect(await first.innerText()).toMatch(/Updated by .*[\s\S]*Moderation note \(changed; its value is private\)/);
    expect(await card.innerText()).not.toContain('county office');
    expect(await card.locator('.ant-list-item').nth(1).innerText()).toMatch(/Student population: 410 → 411/);
    await bothWidths(page, 'admin-change-history');
    // The last page holds the import.
    await card.locator('.ant-pagination-item-2').click();
    await expect.poll(() => card.locator('.ant-list-item').last().innerText()).toMatch(/Imported from Ministry of Education's list of schools, 2016/);
    expect(await card.locator('.ant-list-item').last().innerText()).toMatch(/Name: /);
    await screenshot(card, 'admin-change-history-import-1280');
    expect(problems).toEqual([]);
  });

  it('fits a phone: nothing wider than 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${env.server.url}/admin/institutions/schools/show/${id}`);
    const card = page.locator('.change-history');
    await card.locator('.ant-list-item').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(card, 'admin-change-history-card-360');
  });
});
