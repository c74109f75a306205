/** An admin creates, edits (adding a gallery image) and deletes a school through the generated screens. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from '../../helpers/browser.ts';
import { png } from '../../helpers/files.ts';
import { pageAs, pick, startAdmin, watchProblems } from './admin-browser.ts';
import type { Page } from 'playwright-core';

describe.skipIf(!hasChromium)('a school through the admin forms', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let page: Page;
  let problems: string[];
  let id: number;
  const image = path.join(os.tmpdir(), `elimuhub-gallery-${process.pid}.png`);
  beforeAll(async () => {
    env = await startAdmin();
    page = await pageAs(env.browser, env.server, env.admin);
    problems = watchProblems(page);
    fs.writeFileSync(image, png);
  });
  afterAll(async () => {
    fs.rmSync(image, { force: true });
    await env?.close();
  });

  it('shows the registry validation before saving, then creates the school', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools/create`);
    await page.waitForSelector('input#name');
    await page.fill('input#email', 'not an email');
    await page.click('button:has-text("Save")');
    await page.waitForSelector('text=Name is required.');
    await page.waitForSelector('text=Enter a valid email address, like name@example.co.ke.');
    await page.fill('input#name', 'Mwangaza Academy');
    await page.fill('input#email', 'info@mwangaza.ac.ke');
    await pick(page, 'county', 'Machakos');
    await page.fill('input#student_population', '640');
    await page.click('button:has-text("Save")');
    await page.waitForURL(/\/institutions\/schools\/show\/\d+/);
    id = Number(page.url().split('/').pop());
    const saved = await env.admin.get(`/api/institutions/schools/${id}`);
    expect(saved.body).toMatchObject({ name: 'Mwangaza Academy', county: 'Machakos', email: 'info@mwangaza.ac.ke', student_population: 640, is_public: true });
    await page.waitForSelector('text=Mwangaza Academy');
  });

  it('shows the server’s field errors on the fields', async () => {
    // The form checks the registry's rules first, so a rule only the server knows is played by the network:
    // the PATCH answers as the API answers a refused field.
    await page.route(`**/api/institutions/schools/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Name is already used.', errors: { name: 'Another school already has this name.' } }),
          })
        : route.continue(),
    );
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${id}`);
    await page.waitForSelector('input#name[value="Mwangaza Academy"]');
    await page.click('button:has-text("Save")');
    const nameItem = page.locator('.ant-form-item', { has: page.locator('input#name') });
    await nameItem.locator('.ant-form-item-explain-error', { hasText: 'Another school already has this name.' }).waitFor();
    await page.unroute(`**/api/institutions/schools/${id}`);
    problems.length = 0;
  });

  it('edits the school and adds a gallery image with a preview', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${id}`);
    await page.waitForSelector('input#name[value="Mwangaza Academy"]');
    await pick(page, 'city', 'Athi River');
    await page.setInputFiles('#gallery input[type=file]', image);
    await page.waitForSelector('#gallery .ant-upload-list-item img');
    await page.click('button:has-text("Save")');
    await page.waitForURL(new RegExp(`/institutions/schools/show/${id}`));
    const saved = await env.admin.get(`/api/institutions/schools/${id}`);
    expect(saved.body.city).toBe('Athi River');
    expect(saved.body.gallery).toHaveLength(1);
    expect(saved.body.gallery[0]).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    // The record page shows the image itself, served from the upload.
    await page.waitForSelector(`img[src="${saved.body.gallery[0]}"]`);
    const served = await page.request.get(`${env.server.url}${saved.body.gallery[0]}`);
    expect(served.status()).toBe(200);
  });

  it('warns before leaving unsaved changes', async () => {
    await page.goto(`${env.server.url}/admin/institutions/schools/edit/${id}`);
    await page.waitForSelector('input#name[value="Mwangaza Academy"]');
    await page.fill('input#summary', 'Changed but not saved');
    const leave = async () => {
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', async (dialog) => {
          await dialog.dismiss();
          resolve(dialog.type());
        }),
      );
      await page.click('button[aria-label="Back to the list"]');
      expect(await asked).toBe('confirm');
    };
    await leave();
    // Staying was honoured: the form is still there with the change, and leaving again asks again.
    await leave();
    expect(page.url()).toMatch(/\/edit\//);
    expect(await page.inputValue('input#summary')).toBe('Changed but not saved');
  });

  it('deletes the school after a confirmation', async () => {
    page.on('dialog', (dialog) => dialog.accept());
    await page.goto(`${env.server.url}/admin/institutions/schools/show/${id}`);
    await page.waitForSelector('text=Mwangaza Academy');
    await page.click('.page-frame-actions button:has-text("Delete")');
    await page.click('.ant-popconfirm button:has-text("Delete")');
    await page.waitForURL(/\/institutions\/schools(\?|$)/);
    expect((await env.admin.get(`/api/institutions/schools/${id}`)).status).toBe(404);
    expect(problems.filter((p) => !p.startsWith('404'))).toEqual([]);
  });
});
