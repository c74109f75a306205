/**
 * Reviews parents can trust: who wrote them, category ratings averaged per place (none under three reviews),
 * helpful marks once per member and exact under concurrency, reports that hide a review for the moderators,
 * and the listing owner's moderated response. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';
import { agedMember, reportReview } from '../helpers/reporters.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let owner: Session;
let otherOwner: Session;
let school: number;
let otherSchool: number;

const approve = async (resource: string, id: number) => expect((await decide(admin, resource, id)).status).toBe(200);

const liveSchool = async (who: Session, name: string) => {
  const id = (await who.post('/api/institutions/schools', { name, county: 'Kiambu' })).body.id as number;
  await approve('institutions/schools', id);
  return id;
};

/** A new member's approved review of `target`. */
const review = async (target: number, body: Record<string, unknown> = {}) => {
  const author = await member(server.app, 'subscriber', admin);
  const created = await author.post('/api/content/ratings', { target_type: 'school', target_id: target, stars: 4, reviewer_type: 'parent', ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await approve('content/ratings', created.body.id);
  return { author, id: created.body.id as number };
};

const publicReview = (id: number) => client(server.app).get(`/api/content/ratings/${id}`);

beforeAll(async () => {
  server = await startServer({ trustProxy: ['127.0.0.1'] });
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  otherOwner = await member(server.app, 'school', admin);
  school = await liveSchool(owner, 'Mwangaza Primary School');
  otherSchool = await liveSchool(otherOwner, 'Baraka Academy');
});
afterAll(() => server.close());

describe('reviewer type and category ratings', () => {
  it('refuses a reviewer type off the list and categories outside 1–5 with a 400 naming the field', async () => {
    const author = await member(server.app, 'subscriber', admin);
    const base = { target_type: 'school', target_id: school, stars: 4 };
    const wrongType = await author.post('/api/content/ratings', { ...base, reviewer_type: 'neighbour' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.reviewer_type).toMatch(/parent, student, alumnus, staff/);
    for (const [name, value] of [
      ['academics', 6],
      ['safety', 0],
      ['value', 2.5],
      ['teachers', '5'],
    ] as const) {
      const answer = await author.post('/api/content/ratings', { ...base, [name]: value });
      expect(answer.status, name).toBe(400);
      expect(answer.body.errors[name], name).toBeTruthy();
    }
  });

  it('refuses category ratings for a shop, which is rated by stars only', async () => {
    const vendor = await member(server.app, 'vendor', admin);
    const shop = (await vendor.post('/api/shop/shops', { name: 'Uniform Corner' })).body.id as number;
    await approve('shop/shops', shop);
    const author = await member(server.app, 'subscriber', admin);
    const answer = await author.post('/api/content/ratings', { target_type: 'shop', target_id: shop, stars: 5, facilities: 4 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.facilities).toBeTruthy();
    expect((await author.post('/api/content/ratings', { target_type: 'shop', target_id: shop, stars: 5 })).status).toBe(201);
  });

  it('keeps each category average and count from the approved reviews that rated it', async () => {
    const place = await liveSchool(owner, 'Category Hill School');
    await review(place, { academics: 5, safety: 4, reviewer_type: 'student' });
    await review(place, { academics: 4, safety: 2 });
    let row = (await client(server.app).get(`/api/institutions/schools/${place}`)).body;
    expect(row).toMatchObject({ academics_reviews: 2, academics_rating: 4.5, safety_reviews: 2, teachers_reviews: 0, teachers_rating: null });
    await review(place, { academics: 3, teachers: 5 });
    // Left out by its author, a category does not count the review.
    await review(place, { reviewer_type: undefined });
    const pending = await (
      await member(server.app, 'subscriber', admin)
    ).post('/api/content/ratings', { target_type: 'school', target_id: place, stars: 1, academics: 1 });
    expect(pending.status).toBe(201);
    row = (await client(server.app).get(`/api/institutions/schools/${place}`)).body;
    expect(row).toMatchObject({
      review_count: 4,
      rating: 4,
      academics_reviews: 3,
      academics_rating: 4,
      safety_reviews: 2,
      teachers_reviews: 1,
      teachers_rating: 5,
    });
    const shown = (await client(server.app).get(`/api/content/ratings?target_type=school&target_id=${place}`)).body as { reviewer_type: string }[];
    expect(shown.map((r) => r.reviewer_type).sort()).toEqual([null, 'parent', 'parent', 'student']);
  });

  it('keeps the category averages exact when many reviews are approved at once', async () => {
    const place = await liveSchool(owner, 'Busy Category School');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const author = await member(server.app, 'subscriber', admin);
      ids.push((await author.post('/api/content/ratings', { target_type: 'school', target_id: place, stars: 3, value: (i % 2) + 4 })).body.id);
    }
    await Promise.all(ids.map((id) => decide(admin, 'content/ratings', id)));
    const row = (await client(server.app).get(`/api/institutions/schools/${place}`)).body;
    expect(row).toMatchObject({ review_count: 12, value_reviews: 12, value_rating: 4.5 });
  });

  it('takes every review when many members review one school at the same moment', async () => {
    const place = await liveSchool(owner, 'Open Day School');
    const authors = await Promise.all(Array.from({ length: 8 }, () => member(server.app, 'subscriber', admin)));
    const made = await Promise.all(authors.map((author) => author.post('/api/content/ratings', { target_type: 'school', target_id: place, stars: 4 })));
    expect(made.map((answer) => answer.status)).toEqual(Array(8).fill(201));
  });
});

describe('helpful marks', () => {
  it('a member marks a review once, may take the mark back, and not on their own review; signed out is a 401', async () => {
    const { author, id } = await review(school, { review: 'Small classes.' });
    const reader = await member(server.app, 'subscriber', admin);
    const marked = await reader.post('/api/content/helpful-votes', { rating_id: id });
    expect(marked.status).toBe(201);
    expect((await publicReview(id)).body.helpful_count).toBe(1);
    const again = await reader.post('/api/content/helpful-votes', { rating_id: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already marked/);
    const own = await author.post('/api/content/helpful-votes', { rating_id: id });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/your own review/);
    expect((await client(server.app).post('/api/content/helpful-votes', { rating_id: id })).status).toBe(401);
    const byOwner = await owner.post('/api/content/helpful-votes', { rating_id: id });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.message).toMatch(/reviews of your own school/);
    // The reader finds their mark by the review, to take it back.
    const mine = (await reader.get(`/api/content/helpful-votes?rating_id=${id}`)).body as { id: number }[];
    expect(mine).toHaveLength(1);
    expect((await reader.patch(`/api/content/helpful-votes/${mine[0]!.id}`, { rating_id: id })).status).toBe(405);
    expect((await reader.delete(`/api/content/helpful-votes/${mine[0]!.id}`)).status).toBe(200);
    expect((await publicReview(id)).body.helpful_count).toBe(0);
  });

  it('refuses a mark on a review waiting for approval', async () => {
    const author = await member(server.app, 'subscriber', admin);
    const waiting = (await author.post('/api/content/ratings', { target_type: 'school', target_id: otherSchool, stars: 2 })).body.id as number;
    const answer = await (await member(server.app, 'subscriber', admin)).post('/api/content/helpful-votes', { rating_id: waiting });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.rating_id).toBeTruthy();
  });

  it('20 members marking at once give a count of exactly 20; one member marking 5 times at once gives 1', async () => {
    const { id } = await review(school);
    const readers: Session[] = [];
    for (let i = 0; i < 20; i++) readers.push(await member(server.app, 'subscriber', admin));
    const answers = await Promise.all(readers.map((r) => r.post('/api/content/helpful-votes', { rating_id: id })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect((await publicReview(id)).body.helpful_count).toBe(20);

    const { id: other } = await review(school);
    const eager = readers[0]!;
    const repeated = await Promise.all([1, 2, 3, 4, 5].map(() => eager.post('/api/content/helpful-votes', { rating_id: other })));
    expect(repeated.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of repeated.filter((a) => a.status !== 201)) expect(refused.status).toBe(409);
    expect((await publicReview(other)).body.helpful_count).toBe(1);
    // Taking marks back at once is exact too.
    const marks = await Promise.all(
      readers.slice(0, 10).map(async (r) => [r, ((await r.get(`/api/content/helpful-votes?rating_id=${id}`)).body as { id: number }[])[0]!.id] as const),
    );
    await Promise.all(marks.map(([r, mark]) => r.delete(`/api/content/helpful-votes/${mark}`)));
    expect((await publicReview(id)).body.helpful_count).toBe(10);
  });

  it('sorts a place’s reviews by most helpful or newest', async () => {
    const place = await liveSchool(owner, 'Sorting School');
    const first = await review(place);
    const second = await review(place);
    const third = await review(place);
    for (let i = 0; i < 2; i++) await (await member(server.app, 'subscriber', admin)).post('/api/content/helpful-votes', { rating_id: first.id });
    await (await member(server.app, 'subscriber', admin)).post('/api/content/helpful-votes', { rating_id: third.id });
    const byHelpful = (
      await client(server.app).get(`/api/content/ratings?target_type=school&target_id=${place}&_sort=helpful_count,created_at&_order=desc,desc`)
    ).body as { id: number }[];
    expect(byHelpful.map((r) => r.id)).toEqual([first.id, third.id, second.id]);
    const newest = (await client(server.app).get(`/api/content/ratings?target_type=school&target_id=${place}&_sort=created_at&_order=desc`)).body as {
      id: number;
    }[];
    expect(newest.map((r) => r.id)).toEqual([third.id, second.id, first.id]);
  });
});

describe('reports', () => {
  it('needs a reason from the list, once per member, never one’s own review', async () => {
    const { author, id } = await review(school);
    const reader = await member(server.app, 'subscriber', admin);
    const noReason = await reader.post('/api/content/review-reports', { rating_id: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeTruthy();
    expect((await reader.post('/api/content/review-reports', { rating_id: id, reason: 'boring' })).status).toBe(400);
    expect((await reader.post('/api/content/review-reports', { rating_id: id, reason: 'spam', details: 'x'.repeat(1001) })).status).toBe(400);
    expect((await reader.post('/api/content/review-reports', { rating_id: id, reason: 'spam', details: 'Advertises a tuition centre.' })).status).toBe(201);
    const twice = await reader.post('/api/content/review-reports', { rating_id: id, reason: 'offensive' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already reported/);
    expect((await author.post('/api/content/review-reports', { rating_id: id, reason: 'other' })).status).toBe(403);
    // The public is not told how many reports a review has; moderators are.
    expect((await publicReview(id)).body.report_count).toBeUndefined();
    expect((await admin.get(`/api/content/ratings/${id}`)).body.report_count).toBe(1);
  });

  it('reports of independent members hide a review once they weigh enough; the desk shows why; approval brings it back', async () => {
    const place = await liveSchool(owner, 'Reported School');
    const { id } = await review(place, { stars: 1 });
    for (let i = 0; i < 3; i++) await review(place, { stars: 5 });
    expect((await client(server.app).get(`/api/institutions/schools/${place}`)).body).toMatchObject({ review_count: 4, rating: 4 });
    // Established members without a confirmed email weigh 2 each: two hide the review.
    const reporters = [await agedMember(server.app, admin), await agedMember(server.app, admin)];
    expect((await reportReview(reporters[0]!, { rating_id: id, reason: 'offensive' })).status).toBe(201);
    expect((await publicReview(id)).status).toBe(200);
    expect((await reportReview(reporters[1]!, { rating_id: id, reason: 'misleading' })).status).toBe(201);

    expect((await publicReview(id)).status).toBe(404);
    const listed = (await client(server.app).get(`/api/content/ratings?target_type=school&target_id=${place}`)).body as { id: number }[];
    expect(listed.map((r) => r.id)).not.toContain(id);
    expect((await client(server.app).get(`/api/institutions/schools/${place}`)).body).toMatchObject({ review_count: 3, rating: 5 });
    const desk = (await admin.get('/api/moderation/queue?type=content/ratings&_limit=50')).body as { id: number; reason: string | null }[];
    const entry = desk.find((row) => row.id === id);
    expect(entry?.reason).toMatch(/^Hidden after 2 independent reports weighing 4: /);
    expect(entry?.reason).toMatch(/Offensive or abusive \(1\)/);
    expect(entry?.reason).toMatch(/False or misleading \(1\)/);

    await approve('content/ratings', id);
    expect((await publicReview(id)).status).toBe(200);
    expect((await admin.get(`/api/content/ratings/${id}`)).body).toMatchObject({ report_count: 0, moderation: 'approved' });
    const closed = (await admin.get(`/api/content/review-reports?rating_id=${id}`)).body as { status: string }[];
    expect(closed.map((r) => r.status)).toEqual(['closed', 'closed']);
    // A fresh report counts from zero: one does not hide it again.
    await reportReview(await agedMember(server.app, admin), { rating_id: id, reason: 'spam' });
    expect((await publicReview(id)).status).toBe(200);
    expect((await admin.get(`/api/content/ratings/${id}`)).body.report_count).toBe(1);
  });
});

describe('responses from the listing owner', () => {
  it('only the owner of the reviewed place (or staff) may respond: not a plain member, not another place’s owner', async () => {
    const { author, id } = await review(school);
    const plain = await member(server.app, 'subscriber', admin);
    for (const who of [plain, otherOwner, author]) {
      const answer = await who.post('/api/content/review-replies', { rating_id: id, body: 'Thank you for your feedback.' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.rating_id).toBe('Not a review of a place you own.');
      expect(answer.body.message).toMatch(/Only the owner of Mwangaza Primary School/);
    }
    expect((await client(server.app).post('/api/content/review-replies', { rating_id: id, body: 'Hello' })).status).toBe(401);
    expect((await owner.post('/api/content/review-replies', { rating_id: id, body: '' })).status).toBe(400);
    // Another owner cannot answer the review of their own place's rival by naming it either.
    const { id: rival } = await review(otherSchool);
    expect((await owner.post('/api/content/review-replies', { rating_id: rival, body: 'Come to us instead.' })).status).toBe(400);
  });

  it('is moderated before the public sees it, one per review, and editable only as a revision', async () => {
    const { id } = await review(school);
    const created = await owner.post('/api/content/review-replies', { rating_id: id, body: 'Thank you; we have added a second bus.' });
    expect(created.status).toBe(201);
    expect(created.body.moderation).toBe('pending');
    const reply = created.body.id as number;
    expect((await client(server.app).get(`/api/content/review-replies?rating_id=${id}`)).body).toEqual([]);
    expect((await owner.get(`/api/content/review-replies?rating_id=${id}`)).body).toHaveLength(1);
    const second = await owner.post('/api/content/review-replies', { rating_id: id, body: 'And one more thing.' });
    expect(second.status).toBe(409);
    await approve('content/review-replies', reply);
    const shown = (await client(server.app).get(`/api/content/review-replies?rating_id=${id}`)).body as { body: string; owner_id?: number }[];
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ body: 'Thank you; we have added a second bus.' });
    expect(shown[0]!.owner_id).toBeUndefined();
    // An edit waits for review while the public keeps the approved text.
    expect((await owner.patch(`/api/content/review-replies/${reply}`, { body: 'Changed text.' })).status).toBe(200);
    expect((await client(server.app).get(`/api/content/review-replies/${reply}`)).body.body).toBe('Thank you; we have added a second bus.');
    expect((await owner.patch(`/api/content/review-replies/${reply}`, { rating_id: id + 1 })).status).toBe(403);
  });

  it('staff may respond on a place’s behalf', async () => {
    const { id } = await review(otherSchool);
    const editor = await member(server.app, 'editor', admin);
    expect((await editor.post('/api/content/review-replies', { rating_id: id, body: 'We have passed this on to the school.' })).status).toBe(201);
  });
});
