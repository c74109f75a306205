/**
 * The moderation desk's server: one queue across the moderated resources a user decides on, oldest first and
 * paged on the server; counts per type; decisions (one or many) that tell the submitter in the app and by email;
 * and two moderators deciding the same row at once: one wins, the other hears why, the submitter is told once.
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { clockPast, decide, listed, seenOf } from '../helpers/moderation.ts';
import { eventually } from '../helpers/eventually.ts';
import { mailsTo, newestMail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import { sqlOn } from '../helpers/sql.ts';

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
  expect((await decide(admin, 'institutions/schools', id)).status).toBe(200);
  return id;
};
const notesOf = async (who: Session, text: string) =>
  ((await who.get('/api/notifications/main?_end=100')).body as { title: string; body: string }[]).filter((n) => n.title.includes(text));
/** Waits until no message written with a decision waits to be sent (each leaves the table once it is in the outbox). */
const mailSent = async () => {
  const waiting = async () => Number((await sqlOn(server.config)('SELECT count(*) AS n FROM _mail_queue'))[0]!.n);
  expect(await eventually(async () => (await waiting()) === 0, 5000), 'mail still waiting to be sent').not.toBeNull();
};
const queue = async (query = '') => admin.get(`/api/moderation/queue${query}`);
/** Clears the queue so each test counts only its own rows. */
const decideAll = async () => {
  for (;;) {
    const rows = (await queue('?_limit=50')).body as { type: string; id: number; seen: string }[];
    if (!rows.length) return;
    const items = rows.map(({ type, id, seen }) => ({ resource: type, id, seen }));
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
    const review = (await reviewer.post('/api/content/ratings', { target_type: 'school', target_id: rated, stars: 4, review: 'Caring teachers.' })).body
      .id as number;

    const page = await queue();
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((row: { type: string; id: number; kind: string }) => [row.type, row.id, row.kind])).toEqual([
      ['institutions/schools', first, 'new'],
      ['jobs/employers', employer, 'new'],
      ['institutions/schools', live, 'changes'],
      ['content/ratings', review, 'new'],
    ]);
    expect(page.body[0]).toMatchObject({
      title: 'Queue First School',
      submitter: { id: owner.user.id, name: expect.stringContaining('Test school') },
      seen: expect.any(String),
    });
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
    const bare = await decide(admin, 'institutions/schools', id, 'reject');
    expect(bare.status).toBe(400);
    expect(bare.body.errors.reason).toMatch(/Say why/);
    const rejected = await decide(admin, 'institutions/schools', id, 'reject', { reason: 'The phone number does not work.' });
    expect(rejected.status).toBe(200);
    expect((await notesOf(owner, 'Reason Needed School'))[0]?.body).toBe('Reason: The phone number does not work.');
    const mail = await newestMail(server.config.dataDir, owner.user.email, { subject: 'Your school on ElimuHub was not approved' });
    expect(mail.text).toContain('The phone number does not work.');
    expect(mail.text).toContain(`/admin/institutions/schools/show/${id}`);
  });

  it('an approval is told too', async () => {
    const id = await school('Told When Live School');
    const count = mailsTo(server.config.dataDir, owner.user.email).length + 1;
    expect((await decide(admin, 'institutions/schools', id)).status).toBe(200);
    expect(await notesOf(owner, 'Told When Live School')).toHaveLength(1);
    const mail = await newestMail(server.config.dataDir, owner.user.email, { count });
    expect(mail.text).toContain(`/admin/institutions/schools/show/${id}`);
  });
});

describe('what the moderator saw is what is decided', () => {
  it('a new row its owner edits after the moderator opened it is refused with a 409, and decided once looked at again', async () => {
    const id = await school('Looked At Academy');
    const seen = await seenOf(admin, 'institutions/schools', id);
    await clockPast(seen);
    expect((await owner.patch(`/api/institutions/schools/${id}`, { name: 'Swapped After Review', summary: 'Not what was read' })).status).toBe(200);
    for (const stale of [seen, '2020-01-01T00:00:00.000Z']) {
      const late = await decide(admin, 'institutions/schools', id, 'approve', { seen: stale });
      expect(late.status, stale).toBe(409);
      expect(late.body.message).toMatch(/edited since you opened it/);
    }
    expect((await client(server.app).get(`/api/institutions/schools/${id}`)).status).toBe(404);
    expect((await decide(admin, 'institutions/schools', id)).status).toBe(200);
  });

  it('a decision that does not name the version looked at is refused with a 400 that says what to send', async () => {
    const id = await school('Unseen Academy');
    const single = await admin.post('/api/moderation/decisions', { resource: 'institutions/schools', id, decision: 'approve' });
    expect(single.status).toBe(400);
    expect(single.body.errors.seen).toMatch(/Send seen: .*moderation queue/);
    expect(single.body.message).toMatch(/Send seen/);
    const item = (await listed(admin, 'institutions/schools', [id]))[0]!;
    const bulk = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: [item, { resource: item.resource, id: item.id + 1 }] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.errors.seen).toMatch(/Send seen: .*moderation queue/);
    expect((await client(server.app).get(`/api/institutions/schools/${id}`)).status).toBe(404);
  });

  it('a bulk decision on a row edited since it was listed refuses that row with a 409 and decides the others', async () => {
    const items = await listed(admin, 'institutions/schools', [await school('Listed Then Edited School'), await school('Listed And Kept School')]);
    await clockPast(...items.map((item) => item.seen));
    expect((await owner.patch(`/api/institutions/schools/${items[0]!.id}`, { summary: 'Changed after listing' })).status).toBe(200);
    const answer = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { resource: 'institutions/schools', id: items[0]!.id, status: 409, message: expect.stringMatching(/edited since you opened it/) },
      { resource: 'institutions/schools', id: items[1]!.id, status: 200 },
    ]);
  });

  it('a reason of invisible characters is no reason', async () => {
    const id = await school('Invisible Reason School');
    const blank = await decide(admin, 'institutions/schools', id, 'reject', { reason: '\u200b\u200b\u200b\u200b \u2060' });
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
      await mailSent();
      const mailsBefore = mailsTo(server.config.dataDir, owner.user.email).length;
      const seen = await seenOf(admin, 'institutions/schools', id);
      const answers = await Promise.all([
        decide(admin, 'institutions/schools', id, 'approve', { seen }),
        decide(secondAdmin, 'institutions/schools', id, 'reject', { reason: 'Not a real school.', seen }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/already|decided/);
      expect(await notesOf(owner, name)).toHaveLength(1);
      await newestMail(server.config.dataDir, owner.user.email, { count: mailsBefore + 1 });
      // A decision's message is written with it, so once none waits to be sent every one there will be has gone.
      await mailSent();
      expect(mailsTo(server.config.dataDir, owner.user.email)).toHaveLength(mailsBefore + 1);
    }
  });

  it('bulk decisions over the same rows at once: each row is decided once, and each answer names the rows it lost', async () => {
    const items = await listed(admin, 'institutions/schools', [
      await school('Bulk One School'),
      await school('Bulk Two School'),
      await school('Bulk Three School'),
    ]);
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
    const items = await listed(admin, 'institutions/schools', [await school('Batch Reject A'), await school('Batch Reject B')]);
    const answer = await admin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Photos of a different school.', items });
    expect(answer.status).toBe(200);
    expect(answer.body.decided).toBe(2);
    expect((await notesOf(owner, 'Batch Reject B'))[0]?.body).toBe('Reason: Photos of a different school.');
    for (const [body, field] of [
      [{ decision: 'reject', items }, 'reason'],
      [{ decision: 'approve', items: [] }, 'items'],
      [{ decision: 'approve', items: [{ resource: 'auth/users', id: 1, seen: items[0]!.seen }] }, 'items.0.resource'],
      [{ decision: 'maybe', items }, 'decision'],
      [{ decision: 'approve', items: [...items, ...items] }, 'items'],
      [{ decision: 'approve', items, extra: 1 }, 'extra'],
    ] as const) {
      const refused = await admin.post('/api/moderation/decisions/bulk', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.errors), JSON.stringify(body)).toContain(field);
    }
    const again = await admin.post('/api/moderation/decisions/bulk', { decision: 'reject', reason: 'Again.', items });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/None of the 2 rows could be decided/);
    expect((await owner.post('/api/moderation/decisions/bulk', { decision: 'approve', items })).status).toBe(403);
  });
});

describe('a batch the database cuts short', () => {
  const failing = 'Cut Short Middle School';
  // The decision on one row loses its database part way: PostgreSQL ends the connection the update runs on;
  // SQLite has no connection to end, so its update fails as an I/O error would.
  const cutOn = (sql: (statement: string) => Promise<unknown>) =>
    server.config.databaseUrl
      ? sql(`CREATE FUNCTION cut_short() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NEW; END $$`).then(
          () => sql(`CREATE TRIGGER cut_short BEFORE UPDATE ON institutions_schools FOR EACH ROW WHEN (OLD.name = '${failing}') EXECUTE FUNCTION cut_short()`),
        )
      : sql(`CREATE TRIGGER cut_short BEFORE UPDATE ON institutions_schools WHEN OLD.name = '${failing}' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
  const restore = (sql: (statement: string) => Promise<unknown>) =>
    server.config.databaseUrl
      ? sql('DROP TRIGGER cut_short ON institutions_schools').then(() => sql('DROP FUNCTION cut_short()'))
      : sql('DROP TRIGGER cut_short');

  it('answers 503 naming the rows decided, and the rest as perhaps not decided, to be tried again from the queue', async () => {
    await decideAll();
    const ids = [await school('Cut Short First School'), await school(failing), await school('Cut Short Last School')];
    const items = await listed(admin, 'institutions/schools', ids);
    const sql = sqlOn(server.config);
    await cutOn(sql);
    const answer = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items }).finally(() => restore(sql));
    expect(answer.status).toBe(503);
    expect(answer.body.decided).toBe(1);
    expect(answer.body.message).toMatch(/^One row was decided .* 2 more may not have been\. Reload the queue and try again\.$/);
    const unsure = { status: 503, message: expect.stringMatching(/may not have been decided.*Reload the queue and try again/) };
    expect(answer.body.results).toEqual([
      { resource: 'institutions/schools', id: ids[0], status: 200 },
      { resource: 'institutions/schools', id: ids[1], ...unsure },
      { resource: 'institutions/schools', id: ids[2], ...unsure },
    ]);
    // The queue still lists the two, and deciding them again works.
    const again = await admin.post('/api/moderation/decisions/bulk', { decision: 'approve', items: await listed(admin, 'institutions/schools', ids.slice(1)) });
    expect(again.status).toBe(200);
    expect(again.body.decided).toBe(2);
  });
});
