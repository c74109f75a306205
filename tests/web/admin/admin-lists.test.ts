/** Every resource of the registry has a list screen that opens without an error, for an admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/registry/index.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable, watchProblems } from './admin-browser.ts';
import type { Page } from 'playwright-core';

describe.skipIf(!hasChromium)('every resource list', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    env = await startAdmin();
    page = await pageAs(env.browser, env.server, env.admin);
    problems = watchProblems(page);
  });
  afterAll(() => env?.close());

  it('has all 63 resources (the 51 of docs/product.md#bases, the audit log, product sizes, search appearances, saved items and searches, helpful marks, review reports and responses, enquiries, duplicate decisions, claims, blocked senders) in the menu, grouped by family', async () => {
    await page.goto(`${env.server.url}/admin/`);
    await page.waitForSelector('.ant-menu');
    const groups = await page.locator('.ant-menu-submenu-title').allInnerTexts();
    expect(groups.map((g) => g.trim())).toEqual([
      'Institutions',
      'Jobs',
      'Content',
      'Events',
      'Shop',
      'Support',
      'Notifications',
      'Media',
      'Analytics',
      'Access',
    ]);
    expect(resources).toHaveLength(63);
  });

  for (const resource of resources)
    it(`${resource.name} opens`, async () => {
      problems.length = 0;
      await page.goto(`${env.server.url}/admin/${resource.name}`);
      await waitForTable(page);
      await page.waitForSelector(`.page-frame h1:has-text("${resource.label}")`);
      for (const name of resource.columns) {
        const label = resource.fields[name]!.label!;
        expect(await page.locator('.ant-table-thead th', { hasText: label }).count(), `column ${label}`).toBeGreaterThan(0);
      }
      expect(await page.locator('.ant-result-403, .ant-result-error, .ant-notification-notice-error').count()).toBe(0);
      expect(problems).toEqual([]);
    });
});
