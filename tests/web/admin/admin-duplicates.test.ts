/**
 * The duplicates desk in the browser: a likely pair shown side by side (name, county, source, owner, reviews, how
 * far apart), the editor keeps one, and the other listing, its review with it, is merged into it; the pair leaves
 * the desk and the other's page leads to the kept one. "Not duplicates" takes a pair off the desk too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, type Session } from '../../helpers/client.ts';
import { bothWidths, hasChromium } from '../../helpers/browser.ts';
import { pageAs, startAdmin, watchProblems } from './admin-browser.ts';

describe.skipIf(!hasChromium)('duplicates desk', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let editor: Session;
  const school = async (values: Record<string, unknown>) => {
    const made = await env.admin.post('/api/institutions/schools', { county: 'Kakamega', moderation: 'approved', ...values });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id as number;
  };
  beforeAll(async () => {
    env = await startAdmin();
    editor = await member(env.server.app, 'editor', env.admin);
  });
  afterAll(() => env?.close());

  it('shows a pair side by side and merges the one the editor drops into the one kept, with its review', async () => {
    const kept = await school({ name: 'Kimangeti Girls Secondary School', gps_coordinates: '0.2827, 34.7519' });
    const other = await school({ name: 'Kimangeti Girls Sec Sch', gps_coordinates: '0.2836, 34.7519', email: 'kimangeti@example.co.ke' });
    const reviewer = await member(env.server.app, 'subscriber', env.admin);
    const rated = await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: other, stars: 4, review: 'Strong in sciences.' });
    expect((await env.admin.patch(`/api/content/ratings/${rated.body.id}`, { moderation: 'approved' })).status).toBe(200);
    const [a, b] = [
      await school({ name: 'Shieywe Pri Sch', physical_address: 'Shieywe ward, Lurambi sub-county' }),
      await school({ name: 'Shieywe Pri. Sch.', physical_address: 'Shieywe ward' }),
    ];

    const page = await pageAs(env.browser, env.server, editor);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/admin/duplicates`);
    const pair = page.locator('.ant-card-small', { hasText: 'Kimangeti Girls Sec Sch' });
    await pair.waitFor();
    await pair.getByText(/Same name, \d+ m apart/).waitFor();
    const dropped = pair.locator('.duplicate-listing', { hasText: 'Kimangeti Girls Sec Sch' });
    await dropped.getByText('Kakamega').waitFor();
    expect(await dropped.locator('.ant-descriptions-item', { hasText: 'Reviews' }).innerText()).toContain('1');
    await page.locator('.ant-card-small', { hasText: 'Shieywe' }).getByText('Same name, same ward').waitFor();
    await bothWidths(page, 'admin-duplicates-desk');

    await pair.locator('.duplicate-listing', { hasText: 'Kimangeti Girls Secondary School' }).getByRole('button', { name: 'Keep this school' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Merge' }).click();
    await page.getByText('"Kimangeti Girls Sec Sch" merged into "Kimangeti Girls Secondary School", with 1 review.').waitFor();
    await pair.waitFor({ state: 'detached' });

    const school_ = await client(env.server.app).get(`/api/institutions/schools/${kept}`);
    expect(school_.body).toMatchObject({ review_count: 1, rating: 4, email: 'kimangeti@example.co.ke' });
    const old = await env.server.app.inject({ url: `/institutions/schools/${other}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/institutions/schools/${kept}`);

    const ward = page.locator('.ant-card-small', { hasText: 'Shieywe' });
    await ward.getByRole('button', { name: 'Not duplicates' }).click();
    await page.getByText('Marked as two different schools.').waitFor();
    await ward.waitFor({ state: 'detached' });
    await page.getByText('No likely duplicate schools to look at.').waitFor();
    expect((await editor.get('/api/institutions/duplicate-decisions?decision=distinct')).body[0]).toMatchObject({ kept_id: a, other_id: b });
    expect(problems).toEqual([]);
  });
});
