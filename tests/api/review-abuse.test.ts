/**
 * Reviews under attack: a response must not outlive its review in public, and one account may not sweep a
 * place's reviews with reports. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';
import { agedMember, reportReview } from '../helpers/reporters.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let owner: Session;
let school: number;
const reportsPerHour = 2;

const approve = async (resource: string, id: number) => expect((await decide(admin, resource, id)).status).toBe(200);

/** A new member's approved review of the school. */
const review = async () => {
  const author = await member(server.app, 'subscriber', admin);
  const created = await author.post('/api/content/ratings', { target_type: 'school', target_id: school, stars: 2, review: 'Fees went up twice' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await approve('content/ratings', created.body.id);
  return created.body.id as number;
};

beforeAll(async () => {
  server = await startServer({ trustProxy: ['127.0.0.1'], limits: { ...relaxedLimits, reviewReports: { max: reportsPerHour, windowMs: 60 * 60_000 } } });
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  school = (await owner.post('/api/institutions/schools', { name: 'Umoja Hill School', county: 'Nakuru' })).body.id;
  await approve('institutions/schools', school);
});
afterAll(() => server.close());

describe('a response follows its review off the site', () => {
  it('a review hidden by reports takes its approved response with it, by list and by id, and brings it back when approved', async () => {
    const id = await review();
    const reply = await owner.post('/api/content/review-replies', { rating_id: id, body: 'We explained the fee change at the AGM.' });
    expect(reply.status).toBe(201);
    await approve('content/review-replies', reply.body.id);
    const visitor = client(server.app);
    expect((await visitor.get(`/api/content/review-replies?rating_id=${id}`)).body).toHaveLength(1);
    for (const reporter of [await agedMember(server.app, admin), await agedMember(server.app, admin)])
      expect((await reportReview(reporter, { rating_id: id, reason: 'misleading' })).status).toBe(201);
    expect((await visitor.get(`/api/content/ratings/${id}`)).status).toBe(404);
    expect((await visitor.get(`/api/content/review-replies?rating_id=${id}`)).body).toEqual([]);
    expect((await visitor.get('/api/content/review-replies')).body.map((row: { id: number }) => row.id)).not.toContain(reply.body.id);
    expect((await visitor.get(`/api/content/review-replies/${reply.body.id}`)).status).toBe(404);
    // Its author still sees it, and a moderator's approval of the review shows both again.
    expect((await owner.get(`/api/content/review-replies/${reply.body.id}`)).status).toBe(200);
    await approve('content/ratings', id);
    expect((await visitor.get(`/api/content/review-replies/${reply.body.id}`)).status).toBe(200);
  });
});

describe('reviews follow their place off the site', () => {
  it('a school taken down takes its reviews and their responses with it, by list and by id, until it is approved again', async () => {
    const place = (await owner.post('/api/institutions/schools', { name: 'Kilele Day School', county: 'Nakuru' })).body.id as number;
    await approve('institutions/schools', place);
    const author = await member(server.app, 'subscriber', admin);
    const id = (await author.post('/api/content/ratings', { target_type: 'school', target_id: place, stars: 5, review: 'Caring teachers' })).body.id as number;
    await approve('content/ratings', id);
    const reply = (await owner.post('/api/content/review-replies', { rating_id: id, body: 'Thank you.' })).body.id as number;
    await approve('content/review-replies', reply);
    const visitor = client(server.app);
    const byPlace = `/api/content/ratings?target_type=school&target_id=${place}`;
    expect((await visitor.get(byPlace)).body).toHaveLength(1);
    const takenDown = await admin.patch(`/api/institutions/schools/${place}`, { moderation: 'rejected', moderation_reason: 'Closed by the ministry' });
    expect(takenDown.status).toBe(200);
    expect((await visitor.get(byPlace)).body).toEqual([]);
    expect((await visitor.get('/api/content/ratings?_end=100')).body.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await visitor.get(`/api/content/ratings/${id}`)).status).toBe(404);
    expect((await visitor.get(`/api/content/review-replies/${reply}`)).status).toBe(404);
    // Nobody marks or reports what the public cannot see; its author still reads their own review.
    const reader = await member(server.app, 'subscriber', admin);
    expect((await reader.post('/api/content/helpful-votes', { rating_id: id })).status).toBe(400);
    expect((await author.get(`/api/content/ratings/${id}`)).status).toBe(200);
    // A review of another school is not affected.
    expect((await visitor.get(`/api/content/ratings?target_type=school&target_id=${school}`)).status).toBe(200);
    await admin.patch(`/api/institutions/schools/${place}`, { moderation: 'approved' });
    expect((await visitor.get(`/api/content/ratings/${id}`)).status).toBe(200);
    expect((await visitor.get(`/api/content/review-replies/${reply}`)).status).toBe(200);
  });
});

describe('reports are limited per member', () => {
  it(`one account files at most ${reportsPerHour} reports an hour, with a 429 saying when to try again`, async () => {
    const reviews = await Promise.all(Array.from({ length: reportsPerHour + 1 }, () => review()));
    const sweeper = await member(server.app, 'subscriber', admin);
    const answers = [];
    for (const id of reviews) answers.push(await sweeper.post('/api/content/review-reports', { rating_id: id, reason: 'spam' }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(reportsPerHour).fill(201), 429]);
    expect(answers.at(-1)!.body.message).toMatch(/Too many review reports from your account/);
    // Another member is not held back by the first one's reports.
    const other = await member(server.app, 'subscriber', admin);
    expect((await other.post('/api/content/review-reports', { rating_id: reviews.at(-1), reason: 'spam' })).status).toBe(201);
  });

  it('counts only accepted reports: refused ones do not use up the limit', async () => {
    const [first, second] = await Promise.all([review(), review()]);
    const reporter = await member(server.app, 'subscriber', admin);
    expect((await reporter.post('/api/content/review-reports', { rating_id: first, reason: 'spam' })).status).toBe(201);
    const refused = [
      await reporter.post('/api/content/review-reports', { rating_id: first, reason: 'spam' }),
      await reporter.post('/api/content/review-reports', { rating_id: second, reason: 'spam', details: 'x'.repeat(5000) }),
      await reporter.post('/api/content/review-reports', { rating_id: second, reason: 'no such reason' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([409, 400, 400]);
    expect((await reporter.post('/api/content/review-reports', { rating_id: second, reason: 'spam' })).status).toBe(201);
  });
});

describe('the owner of a place', () => {
  it('cannot report reviews of it', async () => {
    const id = await review();
    const reported = await owner.post('/api/content/review-reports', { rating_id: id, reason: 'misleading' });
    expect(reported.status).toBe(403);
    expect(reported.body.message).toMatch(/^You cannot report reviews of your own school/);
    expect((await admin.get(`/api/content/ratings/${id}`)).body.report_count).toBe(0);
  });
});
