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
