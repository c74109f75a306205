/** Signs in through the site's own login form, the way a parent does. */
import type { Page } from 'playwright-core';

export const demoParent = { email: 'parent@elimuhub.co.ke', password: 'Elimu@2026' };

export const signInOnPage = async (page: Page, account = demoParent) => {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};
