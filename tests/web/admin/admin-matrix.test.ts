/**
 * An admin grants a role an action in the permission matrix (on every row, or only where the member is one of
 * the resource's parties, one permission row each); the server and the role's admin screens follow at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { hasChromium, screenshot } from '../../helpers/browser.ts';
import { pageAs, startAdmin, waitForTable } from './admin-browser.ts';
import type { Page } from 'playwright-core';
import { decide } from '../../helpers/moderation.ts';
import { inDays } from '../../../src/registry/clock.ts';

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
  const choose = async (label: string, value: string) => {
    await cell(label).selectOption(value);
    await page
      .locator('.ant-message-notice', { hasText: label.split(' ')[0] })
      .last()
      .waitFor();
    await page.waitForFunction((l) => !document.querySelector<HTMLSelectElement>(`select[aria-label="${l}"]`)?.disabled, label);
    expect(await cell(label).inputValue()).toBe(value);
  };
  /** Shows a role's grants, waiting until `label` holds `value` for that role (the previous role's cells can match too). */
  const showRole = async (role: string, label: string, value: string) => {
    await page.click(`.ant-segmented-item:has-text("${role}")`);
    await page.waitForFunction(
      ([r, l, v]) =>
        document.querySelector('.ant-segmented-item-selected')?.textContent === r &&
        document.querySelector<HTMLSelectElement>(`select[aria-label="${l}"]`)?.value === v,
      [role, label, value],
    );
  };

  it('grants subscribers the creation of news, then takes it back', async () => {
    expect((await subscriber.post('/api/content/news', story)).status).toBe(403);

    await page.goto(`${env.server.url}/admin/access-matrix`);
    await showRole('Subscriber', 'Comments create', 'any');
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
    await showRole('Editor', 'Jobs update', 'any');
    // News has no owner, so "own" is not offered for it; listings have one.
    expect(await cell('News update').locator('option').allInnerTexts()).toEqual(['—', 'All']);
    await choose('Jobs update', 'own');
    const editor = await member(env.server.app, 'editor', env.admin);
    const employer = await env.admin.post('/api/jobs/employers', { name: 'Elimu Trust' });
    const job = await env.admin.post('/api/jobs/main', { title: 'Deputy head teacher', employer_id: employer.body.id, deadline: inDays(60) });
    expect((await editor.patch(`/api/jobs/main/${job.body.id}`, { title: 'Head teacher' })).status).toBe(403);
    await choose('Jobs update', 'any');
    expect((await editor.patch(`/api/jobs/main/${job.body.id}`, { title: 'Head teacher' })).status).toBe(200);
  });

  it('grants a role several parties at once, one permission row each, and narrows it to one', async () => {
    // A subscriber who posts a job is its employer; another subscriber applies to it.
    const poster = await member(env.server.app, 'subscriber');
    const applicant = await member(env.server.app, 'subscriber');
    const job = await poster.post('/api/jobs/main', { title: 'Matron', deadline: inDays(60) });
    expect((await decide(env.admin, 'jobs/main', job.body.id)).status).toBe(200);
    const application = await applicant.post('/api/jobs/applications', { job_id: job.body.id, cover_letter: 'I have nursed for ten years.' });
    expect(application.status).toBe(201);
    const roleId = (await env.admin.get('/api/auth/roles?name=subscriber')).body[0].id;
    const scopes = async () =>
      ((await env.admin.get(`/api/auth/permissions?role_id=${roleId}&resource=jobs/applications&action=update`)).body as { scope: string }[])
        .map((row) => row.scope)
        .sort();

    await page.goto(`${env.server.url}/admin/access-matrix`);
    // Seeded: applicants change their own applications, employers those to their jobs.
    await showRole('Subscriber', 'Applications update', 'own,employer');
    expect(await cell('Applications update').locator('option').allInnerTexts()).toEqual(['—', 'Own', 'Employer', 'Own + employer', 'All']);
    expect(await cell('Applications create').locator('option').allInnerTexts()).toEqual(['—', 'All']);
    await screenshot(page, 'admin-matrix-1280');

    await choose('Applications update', 'own');
    expect(await scopes()).toEqual(['own']);
    expect((await poster.patch(`/api/jobs/applications/${application.body.id}`, { stage: 'Shortlisted' })).status).toBe(403);

    await choose('Applications update', 'own,employer');
    expect(await scopes()).toEqual(['employer', 'own']);
    expect((await poster.patch(`/api/jobs/applications/${application.body.id}`, { stage: 'Shortlisted' })).status).toBe(200);

    await choose('Applications update', 'employer');
    expect(await scopes()).toEqual(['employer']);
    expect((await applicant.patch(`/api/jobs/applications/${application.body.id}`, { cover_letter: 'Ten years and more.' })).status).toBe(403);
    await choose('Applications update', 'own,employer');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'admin-matrix-360');
  });

  it('is only for admins', async () => {
    const theirs = await pageAs(env.browser, env.server, subscriber);
    await theirs.goto(`${env.server.url}/admin/access-matrix`);
    await theirs.waitForSelector('.ant-result-403');
    expect((await subscriber.post('/api/auth/permissions', { role_id: 6, resource: 'content/news', action: 'create' })).status).toBe(403);
    await theirs.close();
  });
});
