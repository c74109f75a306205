/**
 * Saved schools, jobs and searches belong to one member: saving twice keeps one row (also when two saves race),
 * nobody else can see or change them through any route, and each member keeps a bounded number. Saved searches
 * with alerts on bring one daily digest (a notification and an email) of the approved listings that match.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { maxSavedItems, maxSavedSearches } from '../../src/registry/saved-targets.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session, owner: Session, saver: Session, other: Session;
let schoolId: number, jobId: number;

const digestSubject = /new match(es)? for your saved search/;

/** A school submitted by its owner and approved by a moderator, as the public then sees it. */
const approvedSchool = async (name: string, county: string) => {
  const created = await owner.post('/api/institutions/schools', { name, county });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const decided = await decide(admin, 'institutions/schools', created.body.id);
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return created.body.id as number;
};

const notificationsOf = async (who: Session) =>
  ((await who.get('/api/notifications/main?_end=100')).body as { title: string; body: string; owner_id: number | null }[]).filter((n) =>
    digestSubject.test(n.title),
  );
const digestMails = (who: Session) => mailsTo(server.config.dataDir, who.user.email).filter((m) => /Subject: \d+ new match/.test(m.text));

/**
 * A member who saves a search of `county` with alerts on now: `digested(id)` waits for their digest naming the
 * school `id`, approved after the search was saved. That digest is proof that a run has looked at that approval,
 * and (since a run takes the least recently looked-at members first) at every member due before it; once it is in
 * and no message waits in the mail queue, every digest those runs sent has arrived.
 */
const witness = async (county: string) => {
  const who = await member(server.app, 'subscriber', admin);
  const saved = await who.post('/api/accounts/saved-searches', {
    name: county,
    resource: 'institutions/schools',
    query: `county=${county}`,
    page: `/institutions/schools?county=${county}`,
  });
  expect(saved.status).toBe(201);
  return {
    digested: async (id: number) => {
      const named = () => digestMails(who).some((mail) => mail.text.replace(/=\r?\n/g, '').includes(`/institutions/schools/${id}`));
      expect(await eventually(async () => named(), 8000), 'the later digest came').not.toBeNull();
      const queued = async () => (await dialect.db.selectFrom('_mail_queue').select('id').execute()).length === 0;
      expect(await eventually(queued, 8000), 'no mail waits to be sent').not.toBeNull();
    },
  };
};

beforeAll(async () => {
  server = await startServer({ alertDigestEveryMs: 100, alertSettleMs: 300 });
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  saver = await member(server.app, 'subscriber', admin);
  other = await member(server.app, 'subscriber', admin);
  schoolId = await approvedSchool('Kakamega Hill School', 'Kakamega');
  const job = await admin.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: '2099-12-31', county: 'Kisumu', moderation: 'approved' });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  jobId = job.body.id;
});
afterAll(async () => {
  await dialect.close();
  await server.close();
});

describe('saved items', () => {
  it('saving is idempotent: the second save answers 200 with the same row, and unsaving removes it', async () => {
    const first = await saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await saver.get('/api/accounts/saved-items?target_type=school')).body.map((r: { id: number }) => r.id)).toEqual([first.body.id]);
    expect((await saver.delete(`/api/accounts/saved-items/${first.body.id}`)).status).toBe(200);
    expect((await saver.delete(`/api/accounts/saved-items/${first.body.id}`)).status).toBe(404);
    expect((await saver.get('/api/accounts/saved-items')).body).toEqual([]);
  });

  it('two saves at once keep one row, and neither fails', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => saver.post('/api/accounts/saved-items', { target_type: 'job', target_id: jobId })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    const rows = await dialect.db
      .selectFrom('accounts_saved_items')
      .select('id')
      .where('owner_id', '=', saver.user.id)
      .where('target_type', '=', 'job')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('only approved listings and jobs can be saved, and only when signed in', async () => {
    const pending = await owner.post('/api/institutions/schools', { name: 'Waiting Academy', county: 'Nairobi' });
    const refused = await saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: pending.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/no school with id/);
    expect((await saver.post('/api/accounts/saved-items', { target_type: 'shop', target_id: 1 })).status).toBe(400);
    expect((await client(server.app).post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId })).status).toBe(401);
  });

  it("another member's saved items are invisible and unchangeable through every route", async () => {
    const mine = (await saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId })).body.id as number;
    expect((await other.get('/api/accounts/saved-items')).body).toEqual([]);
    expect((await other.get(`/api/accounts/saved-items/${mine}`)).status).toBe(404);
    expect((await other.get(`/api/accounts/saved-items?id=${mine}`)).body).toEqual([]);
    expect((await other.get(`/api/accounts/saved-items?owner_id=${saver.user.id}`)).status).toBe(400);
    expect((await other.patch(`/api/accounts/saved-items/${mine}`, { target_type: 'job' })).status).toBe(404);
    expect((await other.delete(`/api/accounts/saved-items/${mine}`)).status).toBe(404);
    // Saving the same school makes the other member a row of their own, not a view of this one.
    const theirs = await other.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId, owner_id: saver.user.id });
    expect([201, 400]).toContain(theirs.status);
    if (theirs.status === 201) expect(theirs.body.id).not.toBe(mine);
    expect((await saver.get(`/api/accounts/saved-items/${mine}`)).status).toBe(200);
    // Its owner keeps or removes it, never points it elsewhere.
    expect((await saver.patch(`/api/accounts/saved-items/${mine}`, { target_type: 'job' })).status).toBe(403);
    const visitor = client(server.app);
    expect((await visitor.get('/api/accounts/saved-items')).status).toBeGreaterThanOrEqual(400);
  });

  it(`keeps at most ${maxSavedItems} per member, with a clear message beyond`, async () => {
    const full = await member(server.app, 'subscriber', admin);
    const now = new Date().toISOString();
    // Fill the list up to one short of the limit directly: the limit counts rows, whatever they point to.
    await dialect.db
      .insertInto('accounts_saved_items')
      .values(
        Array.from({ length: maxSavedItems - 1 }, (_, i) => ({
          owner_id: full.user.id,
          target_type: 'college',
          target_id: 100000 + i,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await full.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId })).status).toBe(201);
    const beyond = await full.post('/api/accounts/saved-items', { target_type: 'job', target_id: jobId });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toMatch(new RegExp(`at most ${maxSavedItems}`));
    // Saving what is saved already still answers with the row.
    expect((await full.post('/api/accounts/saved-items', { target_type: 'school', target_id: schoolId })).status).toBe(200);
  });
});

describe('saved searches', () => {
  const search = (extra: Record<string, unknown> = {}) => ({
    name: 'Kakamega schools',
    resource: 'institutions/schools',
    query: 'county=Kakamega&_start=0&_end=12',
    page: '/institutions/schools?county=Kakamega',
    ...extra,
  });

  it('keeps the filters only, checked by the list itself, and a page of this site', async () => {
    const saved = await other.post('/api/accounts/saved-searches', search({ alerts: false }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.query).toBe('county=Kakamega');
    const badFilter = await other.post('/api/accounts/saved-searches', search({ query: 'colour=red' }));
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors.query).toMatch(/Unknown filter "colour"/);
    const elsewhere = await other.post('/api/accounts/saved-searches', search({ page: '//evil.example/jobs' }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors.page).toBeTruthy();
    await other.delete(`/api/accounts/saved-searches/${saved.body.id}`);
  });

  it("another member's saved searches are invisible and unchangeable; the owner changes only the name and alerts", async () => {
    const saved = (await other.post('/api/accounts/saved-searches', search())).body;
    expect((await saver.get('/api/accounts/saved-searches')).body.map((r: { id: number }) => r.id)).not.toContain(saved.id);
    expect((await saver.get(`/api/accounts/saved-searches/${saved.id}`)).status).toBe(404);
    expect((await saver.patch(`/api/accounts/saved-searches/${saved.id}`, { alerts: false })).status).toBe(404);
    expect((await saver.delete(`/api/accounts/saved-searches/${saved.id}`)).status).toBe(404);
    const renamed = await other.patch(`/api/accounts/saved-searches/${saved.id}`, { name: 'Near grandma', alerts: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Near grandma', alerts: false });
    expect((await other.patch(`/api/accounts/saved-searches/${saved.id}`, { query: 'county=Nairobi' })).status).toBe(403);
    expect((await other.delete(`/api/accounts/saved-searches/${saved.id}`)).status).toBe(200);
  });

  it(`keeps at most ${maxSavedSearches} per member`, async () => {
    const busy = await member(server.app, 'subscriber', admin);
    for (let i = 0; i < maxSavedSearches; i++)
      expect((await busy.post('/api/accounts/saved-searches', search({ name: `Search ${i}`, alerts: false }))).status).toBe(201);
    const beyond = await busy.post('/api/accounts/saved-searches', search({ name: 'One more' }));
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toMatch(new RegExp(`at most ${maxSavedSearches} saved searches`));
  });
});

describe('alerts', () => {
  it('an approved listing matching a search with alerts on brings one notification and one email; a second the same day waits; none for others', async () => {
    const watcher = await member(server.app, 'subscriber', admin);
    const quiet = await member(server.app, 'subscriber', admin);
    const muted = await member(server.app, 'subscriber', admin);
    const jobs = await member(server.app, 'subscriber', admin);
    expect(
      (
        await watcher.post('/api/accounts/saved-searches', {
          name: 'Kakamega',
          resource: 'institutions/schools',
          query: 'county=Kakamega',
          page: '/institutions/schools?county=Kakamega',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await quiet.post('/api/accounts/saved-searches', {
          name: 'Mombasa',
          resource: 'institutions/schools',
          query: 'county=Mombasa',
          page: '/institutions/schools?county=Mombasa',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await muted.post('/api/accounts/saved-searches', {
          name: 'Kakamega too',
          resource: 'institutions/schools',
          query: 'county=Kakamega',
          page: '/institutions/schools?county=Kakamega',
          alerts: false,
        })
      ).status,
    ).toBe(201);
    expect(
      (await jobs.post('/api/accounts/saved-searches', { name: 'Chemistry', resource: 'jobs/main', query: 'q=chemistry', page: '/jobs?q=chemistry' })).status,
    ).toBe(201);

    const matching = await approvedSchool('Shinyalu Girls Secondary', 'Kakamega');
    const elsewhere = await approvedSchool('Lamu Boys Secondary', 'Lamu');
    // A job created approved by staff counts as soon as it is made.
    const job = await admin.post('/api/jobs/main', { title: 'Chemistry and Biology teacher', deadline: '2099-12-31', moderation: 'approved' });
    expect(job.status).toBe(201);

    expect(await eventually(async () => (await notificationsOf(watcher)).length === 1 && digestMails(watcher).length === 1, 8000)).not.toBeNull();
    const [note] = await notificationsOf(watcher);
    expect(note!.title).toBe('1 new match for your saved search');
    expect(note!.owner_id).toBeNull();
    const mail = digestMails(watcher)[0]!.text.replace(/=\r?\n/g, '');
    expect(mail).toContain(`/institutions/schools/${matching}`);
    expect(mail).not.toContain(`/institutions/schools/${elsewhere}`);
    expect(await eventually(async () => (await notificationsOf(jobs)).length === 1 && digestMails(jobs).length === 1, 8000)).not.toBeNull();
    expect(digestMails(jobs)[0]?.text.replace(/=\r?\n/g, '')).toContain(`/jobs/${job.body.id}`);

    // Another match the same day: runs go on, but no second digest until a day has passed.
    const later = await witness('Kakamega');
    const next = await approvedSchool('Malava Boys Secondary', 'Kakamega');
    await later.digested(next);
    expect(await notificationsOf(watcher)).toHaveLength(1);
    expect(digestMails(watcher)).toHaveLength(1);
    expect(await notificationsOf(quiet)).toEqual([]);
    expect(await notificationsOf(muted)).toEqual([]);
    expect(digestMails(quiet)).toEqual([]);

    // A day later the waiting match comes, alone.
    await dialect.db
      .updateTable('_alert_digests')
      .set({ last_digest_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('user_id', '=', watcher.user.id)
      .execute();
    expect(await eventually(async () => digestMails(watcher).length === 2, 8000)).not.toBeNull();
    const second = digestMails(watcher)[1]!.text.replace(/=\r?\n/g, '');
    expect(second).toContain(`/institutions/schools/${next}`);
    expect(second).not.toContain(`/institutions/schools/${matching}`);
    expect(await notificationsOf(watcher)).toHaveLength(2);
  });

  it('two instances on one database send a digest once', async () => {
    // A second server on the same database runs its own timer beside the first.
    const second = await buildApp(server.config);
    await second.ready();
    try {
      const watcher = await member(server.app, 'subscriber', admin);
      expect(
        (
          await watcher.post('/api/accounts/saved-searches', {
            name: 'Vihiga',
            resource: 'institutions/schools',
            query: 'county=Vihiga',
            page: '/institutions/schools?county=Vihiga',
          })
        ).status,
      ).toBe(201);
      await approvedSchool('Vihiga Friends School', 'Vihiga');
      expect(await eventually(async () => digestMails(watcher).length === 1, 8000)).not.toBeNull();
      const later = await witness('Vihiga');
      await later.digested(await approvedSchool('Vihiga High School', 'Vihiga'));
      expect(digestMails(watcher)).toHaveLength(1);
      expect(await notificationsOf(watcher)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
