/**
 * The moderation desk's server: one queue across the moderated resources a user decides on, oldest first and
 * paged on the server; counts per type; decisions (one or many) that tell the submitter in the app and by email;
 * and two moderators deciding the same row at once: one wins, the other hears why, the submitter is told once.
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { mailsTo, newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let secondAdmin: Session;
let owner: Session;
let reviewer: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  secondAdmin = await member(server.app, 'admin', admin);
  owner = await member(server.app, 'school', admin);
  reviewer = await member(server.app, 'subscriber', admin);
});
afterAll(() => server.close());

const school = async (name: string) => (await owner.post('/api/institutions/schools', { name, county: 'Nakuru' })).body.id as number;
const liveSchool = async (name: string) => {
  const id = await school(name);
  expect((await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve' })).status).toBe(200);
  return id;
};
const notesOf = async (who: Session, text: string) => ((await who.get('/api/notifications/main?_end=100')).body as { title: string; body: string }[]).filter((n) => n.title.includes(text));
const queue = async (query = '') => admin.get(`/api/moderation/queue${query}`);
/** Clears the queue so each test counts only its own rows. */
const decideAll = async () => {
  for (;;) {
    const rows = (await queue('?_limit=50')).body as { type: string; id: number; seen: string | null }[];
    if (!rows.length) return;
    const items = rows.map(({ type, id, seen }) => ({ resource: type, id, ...(seen ? { seen } : {}) }));
    expect((await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items })).status).toBe(200);
  }
};

describe('one queue across resources', () => {
  it('lists new rows and changes waiting from every moderated resource, oldest first, paged, with counts per type', async () => {
    await decideAll();
    const first = await school('Queue First School');
    const live = await liveSchool('Queue Live School');
    const employer = (await owner.post('/api/jobs/employers', { name: 'Queue Employer Ltd' })).body.id as number;
    expect((await owner.patch(`/api/institutions/schools/${live}`, { summary: 'Now with a library.' })).status).toBe(200);
    const rated = await liveSchool('Queue Rated School');
    const review = (await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: rated, stars: 4, review: 'Caring teachers.' })).body.id as number;

    const page = await queue();
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((row: { type: string; id: number; kind: string }) => [row.type, row.id, row.kind])).toEqual([
      ['institutions/schools', first, 'new'],
      ['jobs/employers', employer, 'new'],
      ['institutions/schools', live, 'changes'],
      ['content/ratings', review, 'new'],
    ]);
    expect(page.body[0]).toMatchObject({ title: 'Queue First School', submitter: { id: owner.user.id, name: expect.stringContaining('Test school') }, seen: expect.any(String) });
    expect(page.body[2].seen).toEqual(expect.any(String));

    const second = await queue('?_limit=3&_page=2');
    expect(second.body.map((row: { id: number }) => row.id)).toEqual([review]);
    const schools = await queue('?type=institutions/schools');
    expect(schools.headers['x-total-count']).toBe('2');
    expect(schools.body.map((row: { id: number }) => row.id)).toEqual([first, live]);

    const counts = (await admin.get('/api/moderation/counts')).body;
    expect(counts.total).toBe(4);
    expect(counts.types).toContainEqual({ type: 'institutions/schools', new: 1, changes: 1 });
    expect(counts.types).toContainEqual({ type: 'content/ratings', new: 1, changes: 0 });
    expect(counts.types).toHaveLength(12);
  });

  it('is for moderators only, and refuses bad queries with a message', async () => {
    expect((await owner.get('/api/moderation/queue')).status).toBe(403);
    expect((await owner.get('/api/moderation/counts')).body.message).toMatch(/admins and editors/);
    expect((await client(server.app).get('/api/moderation/counts')).status).toBe(401);
    for (const [query, field] of [
      ['?type=auth/users', 'type'],
      ['?_page=0', '_page'],
      ['?_page=x', '_page'],
      ['?_limit=500', '_limit'],
      ['?_page=999', '_page'],
      ['?sort=name', 'sort'],
    ] as const) {
      const answer = await queue(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toEqual(expect.any(String));
      expect(answer.body.errors, query).toHaveProperty(field);
    }
  });
});

describe('decisions tell the submitter', () => {
  it('a rejection needs a reason, which reaches the submitter in the app and by email', async () => {
    const id = await school('Reason Needed School');
    const bare = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.body.errors.reason).toMatch(/Say why/);
    const rejected = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'reject', reason: 'The phone number does not work.' });
    expect(rejected.status).toBe(200);
    expect((await notesOf(owner, 'Reason Needed School'))[0]?.body).toBe('Reason: The phone number does not work.');
    const mail = await newestMail(server.config.dataDir, owner.user.email, { subject: 'Your school on ElimuHub was not approved' });
    expect(mail.text).toContain('The phone number does not work.');
    expect(mail.text).toContain(`/admin/institutions/schools/show/${id}`);
  });

  it('an approval is told too', async () => {
    const id = await school('Told When Live School');
    const count = mailsTo(server.config.dataDir, owner.user.email).length + 1;
    expect((await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve' })).status).toBe(200);
    expect(await notesOf(owner, 'Told When Live School')).toHaveLength(1);
    const mail = await newestMail(server.config.dataDir, owner.user.email, { count });
    expect(mail.text).toContain(`/admin/institutions/schools/show/${id}`);
  });
});

describe('what the moderator saw is what is decided', () => {
  it("a new row its owner edits after the moderator opened it is refused with a 409, and decided once looked at again", async () => {
    const id = await school('Looked At Academy');
    const seen = ((await queue('?type=institutions/schools')).body as { id: number; seen: string }[]).find((row) => row.id === id)!.seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await owner.patch(`/api/institutions/schools/${id}`, { name: 'Swapped After Review', summary: 'Not what was read' })).status).toBe(200);
    for (const stale of [seen, '2020-01-01T00:00:00.000Z']) {
      const late = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve', seen: stale });
      expect(late.status, stale).toBe(409);
      expect(late.body.message).toMatch(/edited since you opened it/);
    }
    expect((await client(server.app).get(`/api/institutions/schools/${id}`)).status).toBe(404);
    const fresh = ((await queue('?type=institutions/schools')).body as { id: number; seen: string }[]).find((row) => row.id === id)!.seen;
    expect((await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve', seen: fresh })).status).toBe(200);
  });

  it('a reason of invisible characters is no reason', async () => {
    const id = await school('Invisible Reason School');
    const blank = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'reject', reason: '\u200b\u200b\u200b\u200b \u2060' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.reason).toBeTruthy();
  });
});

describe('two moderators at once', () => {
  it('deciding the same row: one decision wins, the other is a 409 that says why, and the submitter is told once', async () => {
    for (const round of [1, 2, 3, 4]) {
      const name = `Contested School ${round}`;
      const id = await school(name);
      // Mail leaves after the answer: wait for the earlier ones before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mailsBefore = mailsTo(server.config.dataDir, owner.user.email).length;
      const answers = await Promise.all([
        admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve' }),
        secondAdmin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'reject', reason: 'Not a real school.' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/already|decided/);
      expect(await notesOf(owner, name)).toHaveLength(1);
      await newestMail(server.config.dataDir, owner.user.email, { count: mailsBefore + 1 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsTo(server.config.dataDir, owner.user.email)).toHaveLength(mailsBefore + 1);
    }
  });

  it('bulk decisions over the same rows at once: each row is decided once, and each answer names the rows it lost', async () => {
    const ids = [await school('Bulk One School'), await school('Bulk Two School'), await school('Bulk Three School')];
    const items = ids.map((id) => ({ resource: 'institutions/schools', id }));
    const answers = await Promise.all([
      admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items }),
      secondAdmin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Duplicate listings.', items: [...items].reverse() }),
    ]);
    const won = answers.flatMap((a) => (a.body.results ?? []).filter((r: { status: number }) => r.status === 200));
    const lost = answers.flatMap((a) => (a.body.results ?? []).filter((r: { status: number }) => r.status !== 200));
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(3);
    for (const refusal of lost) expect(refusal).toMatchObject({ status: 409, message: expect.stringMatching(/already|decided/) });
    for (const answer of answers) expect(answer.status === 200 || answer.status === 409).toBe(true);
    for (const name of ['Bulk One School', 'Bulk Two School', 'Bulk Three School']) expect(await notesOf(owner, name)).toHaveLength(1);
  });

  it('bulk rejects many with one reason, and refuses a bad batch as a whole with a message', async () => {
    const ids = [await school('Batch Reject A'), await school('Batch Reject B')];
    const items = ids.map((id) => ({ resource: 'institutions/schools', id }));
    const answer = await admin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Photos of a different school.', items });
    expect(answer.status).toBe(200);
    expect(answer.body.decided).toBe(2);
    expect((await notesOf(owner, 'Batch Reject B'))[0]?.body).toBe('Reason: Photos of a different school.');
    for (const [body, field] of [
      [{ decision: 'reject', items }, 'reason'],
      [{ decision: 'approve', items: [] }, 'items'],
      [{ decision: 'approve', items: [{ resource: 'auth/users', id: 1 }] }, 'items'],
      [{ decision: 'maybe', items }, 'decision'],
      [{ decision: 'approve', items: [...items, ...items] }, 'items'],
      [{ decision: 'approve', items, extra: 1 }, 'extra'],
    ] as const) {
      const refused = await admin.post('/api/moderation/decisions/bulk', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors, JSON.stringify(body)).toHaveProperty(field);
    }
    const again = await admin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Again.', items });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/None of the 2 rows could be decided/);
    expect((await owner.post('/api/moderation/decisions/bulk', { decision: 'approve', items })).status).toBe(403);
  });
});
