/**
 * Shared steps of the admin's browser tests: a server with the built admin on a fresh database, Chromium,
 * and pages signed in either through the login form or with a session the API handed out.
 */
import type { Browser, Page } from 'playwright-core';
import { vi } from 'vitest';
import { client, signIn, signInAdmin, type Session } from '../../helpers/client.ts';
import { adminCredentials } from '../../helpers/server.ts';
import { launch, startWebServer } from '../../helpers/browser.ts';

// A browser step on a busy CI machine can take seconds; a stuck step still fails, just later.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

export type WebServer = Awaited<ReturnType<typeof startWebServer>>;

export const startAdmin = async (seed: 'demo' | 'none' = 'none') => {
  const server = await startWebServer(seed);
  const browser = await launch();
  const admin = await signInAdmin(server.app);
  return { server, browser, admin, close: async () => Promise.all([browser.close(), server.close()]) };
};

/** Page errors and failed API calls a test asserts are absent. */
export const watchProblems = (page: Page) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
};

/** A page signed in as `session`: the token and user are stored as the login form would store them. */
export const pageAs = async (browser: Browser, server: WebServer, session: Session, width = 1280) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const me = await client(server.app, session.token).get('/api/auth/me');
  await context.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('elimuhub.token')) {
        localStorage.setItem('elimuhub.token', token as string);
        localStorage.setItem('elimuhub.user', user as string);
      }
    },
    [session.token!, JSON.stringify(me.body.user)],
  );
  return context.newPage();
};

/** Signs in through the login form. */
export const logInWithForm = async (page: Page, url: string, email = adminCredentials.email, password = adminCredentials.password) => {
  await page.goto(`${url}/admin/login`);
  await page.fill('input#email', email);
  await page.fill('input#password', password);
  await page.click('button[type=submit]');
};

export const signInAs = signIn;

/** Waits for a list screen's table to finish loading. */
export const waitForTable = async (page: Page) => {
  await page.waitForSelector('.ant-table');
  await page.waitForFunction(() => !document.querySelector('.ant-table .ant-spin-spinning'));
};

/** The pick-list (an antd Select) whose input has `id`. */
export const pickList = (page: Page, id: string) => page.locator('.ant-select', { has: page.locator(`input#${id}`) });

/**
 * The open dropdown of the pick-list of `id`: its own, not another list's that is still closing, and done with
 * its opening motion (a reopened list is briefly hidden while its enter animation starts).
 */
const dropdownOf = (page: Page, id: string) =>
  page.locator('.ant-select-dropdown:visible:not([class*="-enter"]):not([class*="-appear"]):not([class*="-leave"])', {
    has: page.locator(`#${id}_list`),
  });

/** Picks `option` in the pick-list of `id`, typing part of it in the search as a person would. */
export const pick = async (page: Page, id: string, option: string) => {
  await pickList(page, id).click();
  await page.locator(`input#${id}`).fill(option.slice(0, 4));
  await dropdownOf(page, id)
    .locator('.ant-select-item-option', { hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
};

/** The options a pick-list of `id` offers now (it is opened to show them, then closed). */
export const optionsOf = async (page: Page, id: string) => {
  await pickList(page, id).click();
  const dropdown = dropdownOf(page, id);
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  const options = await dropdown.locator('.ant-select-item-option-content').allInnerTexts();
  await page.keyboard.press('Escape');
  return options;
};
