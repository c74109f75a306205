/** An admin grants a role an action in the permission matrix; the server and the role's admin screens follow at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable } from './admin-browser.ts';
import type { Page } from 'playwright-core';

describe.skipIf(!hasChromium)('permission matrix', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let subscriber: Session;
  let page: Page;
  const story = { title: 'Form One selection results are out', content: 'Check your results by SMS.' };
  beforeAll(async () => {
    env = await startAdmin();
    subscriber = await member(env.server.app, 'subscriber');
    page = await pageAs(env.browser, env.server, env.admin);
  });
  afterAll(() => env?.close());

  const cell = (label: string) => page.locator(`select[aria-label="${label}"]`);
  const choose = async (label: string, value: 'any' | 'own' | 'none') => {
    await cell(label).selectOption(value);
    await page.locator('.ant-message-notice', { hasText: label.split(' ')[0] }).last().waitFor();
    await page.waitForFunction((l) => !document.querySelector<HTMLSelectElement>(`select[aria-label="${l}"]`)?.disabled, label);
    expect(await cell(label).inputValue()).toBe(value);
  };

  it('grants subscribers the creation of news, then takes it back', async () => {
    expect((await subscriber.post('/api/content/news', story)).status).toBe(403);

    await page.goto(`${env.server.url}/admin/access-matrix`);
    await page.click('.ant-segmented-item:has-text("Subscriber")');
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('select[aria-label="Comments create"]')?.value === 'any');
    expect(await cell('News create').inputValue()).toBe('none');
    await choose('News create', 'any');
    expect((await subscriber.post('/api/content/news', story)).status).toBe(201);

    // The subscriber's own admin now offers the button, from the same grants.
    const theirs = await pageAs(env.browser, env.server, subscriber);
    await theirs.goto(`${env.server.url}/admin/content/news`);
    await waitForTable(theirs);
    await theirs.locator('button:has-text("Add news story")').waitFor();
    await theirs.close();

    await choose('News create', 'none');
    expect((await subscriber.post('/api/content/news', story)).status).toBe(403);
    const rows = await env.admin.get('/api/auth/permissions?resource=content/news&action=create');
    const subscriberRole = (await env.admin.get('/api/auth/roles?name=subscriber')).body[0].id;
    expect(rows.body.filter((row: { role_id: number }) => row.role_id === subscriberRole)).toEqual([]);
  });

  it('narrows a grant to own rows and widens it again', async () => {
    await page.goto(`${env.server.url}/admin/access-matrix`);
    await page.click('.ant-segmented-item:has-text("Editor")');
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('select[aria-label="Jobs update"]')?.value === 'any');
    // News has no owner, so "own" is not offered for it; listings have one.
    expect(await cell('News update').locator('option').allInnerTexts()).toEqual(['—', 'All']);
    await choose('Jobs update', 'own');
    const editor = await member(env.server.app, 'editor', env.admin);
    const employer = await env.admin.post('/api/jobs/employers', { name: 'Elimu Trust' });
    const job = await env.admin.post('/api/jobs/main', { title: 'Deputy head teacher', employer_id: employer.body.id, deadline: '2027-03-31' });
    expect((await editor.patch(`/api/jobs/main/${job.body.id}`, { title: 'Head teacher' })).status).toBe(403);
    await choose('Jobs update', 'any');
    expect((await editor.patch(`/api/jobs/main/${job.body.id}`, { title: 'Head teacher' })).status).toBe(200);
  });

  it('is only for admins', async () => {
    const theirs = await pageAs(env.browser, env.server, subscriber);
    await theirs.goto(`${env.server.url}/admin/access-matrix`);
    await theirs.waitForSelector('.ant-result-403');
    expect((await subscriber.post('/api/auth/permissions', { role_id: 6, resource: 'content/news', action: 'create' })).status).toBe(403);
    await theirs.close();
  });
});
