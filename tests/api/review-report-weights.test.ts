/**
 * Reports that weigh (docs/moderation.md): a report's weight follows its reporter (account age, a confirmed email,
 * an enquiry to the place, past reports upheld or dismissed), and a review is hidden only when independent
 * reporters' reports weigh enough together. New accounts, one address and accounts made in a burst are left out
 * and flagged for the moderators. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (the reports
 * arriving at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportWeightToHide } from '../../src/registry/review-reports.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { decide } from '../helpers/moderation.ts';
import { startServer } from '../helpers/server.ts';
import { applyFor, uploadResume } from '../helpers/applying.ts';
import { inDays } from '../../src/registry/clock.ts';
import { agedMember, freshAddress, reportReview } from '../helpers/reporters.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, owner: Session;
let schoolId: number;

beforeAll(async () => {
  server = await startServer({ trustProxy: ['127.0.0.1'] });
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  schoolId = (await owner.post('/api/institutions/schools', { name: 'Mwangaza Secondary', county: 'Embu' })).body.id;
  expect((await decide(admin, 'institutions/schools', schoolId)).status).toBe(200);
});

afterAll(() => server.close());

const reporter = (days: number, verified: boolean) => agedMember(server.app, admin, days, verified);

const review = async () => {
  const author = await member(server.app, 'subscriber', admin);
  const written = await author.post('/api/content/ratings', { target_type: 'school', target_id: schoolId, stars: 1, review: 'The worst school.' });
  expect(written.status, JSON.stringify(written.body)).toBe(201);
  expect((await decide(admin, 'content/ratings', written.body.id)).status).toBe(200);
  return written.body.id as number;
};

const report = (who: Session, id: number, address = freshAddress()) => reportReview(who, { rating_id: id, reason: 'misleading' }, address);

const reviewState = async (id: number) => (await admin.get(`/api/content/ratings/${id}`)).body as Record<string, unknown>;
const flagsOf = async (id: number) =>
  ((await admin.get(`/api/content/review-reports?rating_id=${id}&_sort=id&_order=asc`)).body as { flag: string | null; weight: number }[]).map(
    (row) => row.flag,
  );

describe('what a report weighs', () => {
  it('three new accounts from one address do not hide a review; their reports are flagged for the moderators', async () => {
    const id = await review();
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await report(await reporter(0, true), id, address)).status).toBe(201);
    expect(await reviewState(id)).toMatchObject({ moderation: 'approved', report_count: 3, report_weight: 0, ignored_reports: 3 });
    expect(await flagsOf(id)).toEqual(['new-account', 'new-account', 'new-account']);
    // The desk's "Report floods" list: the reviews with reports left out, still public.
    const flooded = (await admin.get('/api/content/ratings?ignored_reports_gte=1&_sort=created_at&_order=desc')).body as { id: number }[];
    expect(flooded.map((row) => row.id)).toContain(id);
    // The reporter does not see how their report was weighed.
    const mine = await (await reporter(40, true)).get(`/api/content/review-reports?rating_id=${id}`);
    expect(JSON.stringify(mine.body)).not.toMatch(/weight|flag|address_key/);
  });

  it('established accounts from one address count once', async () => {
    const id = await review();
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await report(await reporter(40, true), id, address)).status).toBe(201);
    expect(await reviewState(id)).toMatchObject({ moderation: 'approved', report_weight: 3, ignored_reports: 2 });
    expect(await flagsOf(id)).toEqual([null, 'same-address', 'same-address']);
  });

  it('accounts made within the same hour count once, whatever their addresses', async () => {
    const id = await review();
    const first = await reporter(40, true);
    const twin = await member(server.app, 'subscriber', admin);
    const { created_at } = await server.app.db.selectFrom('auth_users').select('created_at').where('id', '=', first.user.id).executeTakeFirstOrThrow();
    const twinMade = new Date(Date.parse(String(created_at)) + 10 * 60_000).toISOString();
    await server.app.db.updateTable('auth_users').set({ created_at: twinMade, email_verified: 1 }).where('id', '=', twin.user.id).execute();
    expect((await report(first, id)).status).toBe(201);
    expect((await report(twin, id)).status).toBe(201);
    expect(await flagsOf(id)).toEqual([null, 'account-burst']);
    expect((await reviewState(id)).moderation).toBe('approved');
  });

  it(`independent established members hide it once their reports weigh ${reportWeightToHide}, with the weight in the reason`, async () => {
    const id = await review();
    expect((await report(await reporter(40, true), id)).status).toBe(201);
    expect((await reviewState(id)).moderation).toBe('approved');
    expect((await report(await reporter(40, true), id)).status).toBe(201);
    const state = await reviewState(id);
    expect(state).toMatchObject({ moderation: 'pending', report_weight: 6 });
    expect(state.moderation_reason).toMatch(/^Hidden after 2 independent reports weighing 6: False or misleading \(2\)/);
  });

  it('an enquiry to the place weighs more; a reporter whose reports were dismissed weighs less', async () => {
    const asker = await reporter(10, false);
    const asked = await asker.post('/api/institutions/enquiries', {
      listing_type: 'institutions/schools',
      listing_id: schoolId,
      name: 'Achieng',
      email: 'achieng@example.co.ke',
      message: 'Do you have places in Form 1?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const first = await review();
    expect((await report(asker, first)).status).toBe(201);
    const weightOf = async (id: number, who: Session) =>
      ((await admin.get(`/api/content/review-reports?rating_id=${id}&owner_id=${who.user.id}`)).body as { weight: number }[])[0]!.weight;
    // A week old (1), unconfirmed (0), asked the school (2).
    expect(await weightOf(first, asker)).toBe(3);
    // A moderator keeps the review: the report was dismissed, and the asker's next one weighs two less.
    const grudge = await reporter(40, true);
    expect((await report(grudge, first)).status).toBe(201);
    expect((await reviewState(first)).moderation).toBe('pending');
    expect((await decide(admin, 'content/ratings', first)).status).toBe(200);
    expect(await reviewState(first)).toMatchObject({ moderation: 'approved', report_count: 0, report_weight: 0 });
    const second = await review();
    expect((await report(asker, second)).status).toBe(201);
    expect(await weightOf(second, asker)).toBe(1);
  });

  it('an application to a job the place’s owner advertised counts as dealing with the place', async () => {
    const job = await owner.post('/api/jobs/main', { title: 'Mathematics teacher', deadline: inDays(30) });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    expect((await decide(admin, 'jobs/main', job.body.id)).status).toBe(200);
    const applicant = await reporter(10, false);
    expect((await applyFor(applicant, { id: job.body.id }, await uploadResume(applicant))).status).toBe(201);
    const id = await review();
    expect((await report(applicant, id)).status).toBe(201);
    // A week old (1), unconfirmed (0), applied to the school's job (2).
    expect(((await admin.get(`/api/content/review-reports?rating_id=${id}`)).body as { weight: number }[])[0]!.weight).toBe(3);
  });
});

describe('reports arriving at once', () => {
  it('from one address: exactly one counts, the rest are flagged, and the weight is their sum', async () => {
    const id = await review();
    const address = freshAddress();
    const reporters = await Promise.all(Array.from({ length: 8 }, () => reporter(40, false)));
    const answers = await Promise.all(reporters.map((who) => report(who, id, address)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(201));
    const flags = await flagsOf(id);
    expect(flags.filter((flag) => flag === null)).toHaveLength(1);
    expect(await reviewState(id)).toMatchObject({ moderation: 'approved', report_count: 8, report_weight: 2, ignored_reports: 7 });
  });

  it('from independent members: the review is hidden, with every accepted report counted', async () => {
    const id = await review();
    const reporters = await Promise.all(Array.from({ length: 6 }, () => reporter(40, true)));
    const answers = await Promise.all(reporters.map((who) => report(who, id)));
    // Once hidden, a review takes no more reports (400: waiting for review); those checked before it was still count.
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(await reviewState(id)).toMatchObject({ moderation: 'pending', report_count: accepted, report_weight: 3 * accepted, ignored_reports: 0 });
  });
});
