/**
 * Applying and hiring end to end: a teacher applies from the job page with a stored CV, answering the employer's
 * screening question; the employer shortlists in the admin with a bulk move; the teacher sees "Shortlisted" on
 * My applications and has a notification. A closed job offers no Apply, and every job warns against paying.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { multipart, pdf, resumeFields } from '../helpers/files.ts';
import { bothWidths, hasChromium, pageReady } from '../helpers/browser.ts';
import { pageAs, startAdmin, watchProblems } from './admin/admin-browser.ts';
import { decide } from '../helpers/moderation.ts';
import { inDays } from '../../src/registry/clock.ts';

describe.skipIf(!hasChromium)('applying for a job and being shortlisted', () => {
  let env: Awaited<ReturnType<typeof startAdmin>>;
  let employer: Session, teacher: Session;
  let jobId: number, closedId: number;

  const approve = async (id: number) => {
    const decided = await decide(env.admin, 'jobs/main', id);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  };

  beforeAll(async () => {
    env = await startAdmin();
    employer = await member(env.server.app, 'employer', env.admin);
    teacher = await member(env.server.app, 'subscriber', env.admin);
    const job = await employer.post('/api/jobs/main', {
      title: 'Mathematics teacher, Nakuru',
      location: 'Nakuru',
      county: 'Nakuru',
      salary: 62000,
      employment_type: 'Full-time',
      deadline: inDays(60),
      description: 'Teach Grades 7 to 9. No fees are charged at any stage.',
      screening_questions: [{ question: 'Do you hold a valid TSC number?', answer: 'yes/no', required: true }],
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    jobId = job.body.id;
    await approve(jobId);
    const closed = await employer.post('/api/jobs/main', { title: 'Bursar, Naivasha', deadline: inDays(60) });
    closedId = closed.body.id;
    await approve(closedId);
    expect((await employer.patch(`/api/jobs/main/${closedId}`, { status: 'Closed' })).status).toBe(200);
    const form = multipart([...resumeFields, { name: 'resume_file', value: pdf, filename: 'cv.pdf', type: 'application/pdf' }]);
    const cv = await teacher.raw('POST', '/api/jobs/resumes', form.payload, form.headers);
    expect(cv.status, JSON.stringify(cv.body)).toBe(201);
  });
  afterAll(() => env?.close());

  it('a closed job is marked and offers no Apply; every job warns never to pay', async () => {
    const page = await pageAs(env.browser, env.server, teacher);
    await page.goto(`${env.server.url}/jobs/${closedId}`);
    await page.locator('.job-closed', { hasText: 'Closed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.getByText('ElimuHub employers never ask for money to apply.').waitFor();
    await bothWidths(page, 'site-job-closed');
    await page.goto(`${env.server.url}/jobs`);
    await pageReady(page);
    await page.locator('.job-card', { hasText: 'Bursar, Naivasha' }).locator('.badge', { hasText: 'Closed' }).waitFor();
    await bothWidths(page, 'site-jobs-list');
    // Filters stand in the address and run on the server: no part-time job here.
    await page.getByLabel('Type').selectOption('Part-time');
    await page.waitForURL('**/jobs?type=Part-time');
    await page.getByText('No jobs match these filters.').waitFor();
    await page.close();
  });

  it('the teacher applies with a stored CV, the employer shortlists, and the teacher sees it and is notified', async () => {
    const page = await pageAs(env.browser, env.server, teacher);
    const problems = watchProblems(page);
    await page.goto(`${env.server.url}/jobs/${jobId}`);
    await pageReady(page);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.locator('dialog.apply-dialog');
    await dialog.getByText('Chemistry Teacher · Amina Wekesa').waitFor();
    expect(await dialog.locator('input[name="resume"]').first().isChecked()).toBe(true);
    // The required question is checked before anything is sent.
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await dialog.getByText('Answer "Do you hold a valid TSC number?".').waitFor();
    await dialog.getByLabel('Yes').check();
    await dialog.getByLabel('Cover letter').fill('I have taught KJSEA Mathematics for four years in Nakuru.');
    await bothWidths(page, 'site-apply-dialog');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Application sent.').waitFor();
    const [application] = (await teacher.get(`/api/jobs/applications?job_id=${jobId}`)).body;
    expect(application).toMatchObject({ stage: 'New', answers: [true] });
    // Back on the job later, the page says so instead of offering Apply again.
    await page.reload();
    await page.locator('.job-applied', { hasText: 'Stage: New' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);

    const admin = await pageAs(env.browser, env.server, employer);
    const adminProblems = watchProblems(admin);
    await admin.goto(`${env.server.url}/admin/applicants`);
    const row = admin.locator('tr.ant-table-row', { hasText: 'Amina Wekesa' });
    await row.waitFor();
    await row.getByRole('checkbox', { name: 'Select Amina Wekesa' }).check();
    await admin.locator('.ant-select', { has: admin.getByLabel('Move selected to') }).click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Shortlisted' }).click();
    await admin.getByRole('button', { name: 'Move selected' }).click();
    await admin.getByText('1 applicant moved to Shortlisted.').waitFor();
    await admin.getByText('Shortlisted: 1').waitFor();
    await row.getByText(/^1 move, last /).waitFor();
    await bothWidths(admin, 'admin-pipeline');
    expect(adminProblems).toEqual([]);

    await page.goto(`${env.server.url}/jobs/applications`);
    const card = page.locator('.application-card', { hasText: 'Mathematics teacher, Nakuru' });
    await card.locator('.stage', { hasText: 'Shortlisted' }).waitFor();
    await card.getByText('History (1)').click();
    await card.getByText('New → Shortlisted').waitFor();
    await bothWidths(page, 'site-my-applications');
    expect(
      await eventually(async () => {
        const notes = (await teacher.get(`/api/notifications/main?recipient_id=${teacher.user.id}`)).body as { title: string }[];
        return notes.some((n) => n.title.includes('Shortlisted'));
      }, 10_000),
    ).not.toBeNull();
    await page.goto(`${env.server.url}/notifications`);
    await page.getByText('Your application for "Mathematics teacher, Nakuru": Shortlisted').first().waitFor();
    expect(problems).toEqual([]);
  });
});
