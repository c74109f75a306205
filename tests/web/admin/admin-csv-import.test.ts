/**
 * Importing a CSV in the admin: the list offers "Import CSV" to an editor; a file is previewed row by row (nothing
 * written), errors shown beside their rows; "Apply N rows" writes the valid ones and skips the rest. The list's
 * "Export CSV" saves every row of its filter from the server, and is offered to staff only. A file applied again
 * shows how its rows without ids were matched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../../helpers/client.ts';
import { bothWidths, hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('CSV import and export in the admin', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let editor: Session;
  beforeAll(async () => {
    env = await startAdmin();
    editor = await member(env.server.app, 'editor', env.admin);
  });
  afterAll(() => env?.close());

  it('previews a file with its errors per row, then applies the valid rows', async () => {
    const made = await env.admin.post('/api/institutions/schools', { name: 'Moi Forces Academy', county: 'Nairobi', moderation: 'approved' });
    const id = made.body.id as number;
    const csv = [
      'id,name,county,email',
      `${id},Moi Forces Academy,Nairobi,info@mfa.example.co.ke`,
      ',Kenyatta Primary,Nairobi,',
      ',Bad Mail School,Nairobi,nope',
    ].join('\n');
    const page = await pageAs(env.browser, env.server, editor);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import schools' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const rows = page.locator('.import-rows tbody tr.ant-table-row');
    await rows.nth(2).waitFor();
    expect(await rows.nth(0).innerText()).toContain('Will be changed');
    expect(await rows.nth(1).innerText()).toContain('Will be added');
    expect(await rows.nth(2).innerText()).toMatch(/Error: skipped[\s\S]*Email:/);
    expect((await env.admin.get(`/api/institutions/schools/${id}`)).body.email).toBeNull();
    await bothWidths(page, 'admin-csv-import-preview');

    await page.getByRole('button', { name: 'Apply 2 rows' }).click();
    await page.getByText('1 added and 1 changed.').waitFor();
    expect(await rows.nth(1).innerText()).toContain('Added');
    expect((await env.admin.get(`/api/institutions/schools/${id}`)).body.email).toBe('info@mfa.example.co.ke');
    expect((await env.admin.get('/api/institutions/schools?name=Kenyatta Primary')).body).toHaveLength(1);
    expect((await env.admin.get('/api/institutions/schools?name=Bad Mail School')).body).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  it('exports every row of the filtered list from the server', async () => {
    const page = await pageAs(env.browser, env.server, editor);
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const file = path.join(os.tmpdir(), `export-${process.pid}.csv`);
    await download.saveAs(file);
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(file);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?id,/);
    expect(text).toContain('Moi Forces Academy');
  });

  it('shows a file applied again matched by name and place, row by row', async () => {
    const csv = 'name,county,gps_coordinates\nKaloleni Hills Academy,Kilifi,"-3.8000, 39.6000"\n';
    expect((await editor.raw('POST', '/api/institutions/schools/import.csv?mode=apply', csv, { 'content-type': 'text/csv' })).status).toBe(200);
    const page = await pageAs(env.browser, env.server, editor);
    await page.goto(`${env.server.url}/admin/institutions/schools/import`);
    await page.getByRole('heading', { name: 'Import schools' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const row = page.locator('.import-rows tbody tr.ant-table-row').first();
    await row.getByText(/Matches existing school #\d+ \(the same name within 300 m\)/).waitFor();
    expect(await row.innerText()).toContain('Unchanged');
    await bothWidths(page, 'admin-csv-import-matched');
  });

  it('offers "Export CSV" to staff only', async () => {
    const owner = await member(env.server.app, 'school', env.admin);
    const page = await pageAs(env.browser, env.server, owner);
    await page.goto(`${env.server.url}/admin/institutions/schools`);
    await page.getByRole('heading', { name: 'Schools' }).first().waitFor();
    await page.locator('.ant-table').first().waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    await bothWidths(page, 'admin-csv-owner-list');
  });
});
