/**
 * GET /api/analytics/mine: each owner sees the views, search appearances, enquiries and applications of its own
 * listings, never another owner's, whatever the query says; a bad period is a 400 with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, mine: Session, theirs: Session, employer: Session;
let myId: number, theirId: number, jobId: number;

const approve = async (resource: string, id: number) => expect((await decide(admin, resource, id)).status).toBe(200);

beforeAll(async () => {
  // Visitors are told apart by their address, which the tests give through a proxy's X-Forwarded-For.
  server = await startServer({ trustProxy: ['127.0.0.1'] });
  admin = await signInAdmin(server.app);
  mine = await member(server.app, 'school', admin);
  theirs = await member(server.app, 'school', admin);
  employer = await member(server.app, 'employer', admin);
  myId = (await mine.post('/api/institutions/schools', { name: 'Amani Junior School', county: 'Nakuru' })).body.id;
  theirId = (await theirs.post('/api/institutions/schools', { name: 'Baraka Girls School', county: 'Nakuru' })).body.id;
  for (const id of [myId, theirId]) await approve('institutions/schools', id);
  jobId = (await employer.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: '2099-12-31' })).body.id;
  await approve('jobs/main', jobId);

  const visitor = client(server.app);
  // Three visitors' answers name both schools; a search names only the first.
  for (let i = 0; i < 3; i += 1) expect((await from(`10.0.0.${i + 1}`, '/api/institutions/schools')).status).toBe(200);
  // The first visitor has seen Amani already: a search showing it again is no new appearance.
  await from('10.0.0.1', '/api/institutions/schools?q=Amani');
  // Owners looking at their own rows and staff at work are no audience; another school's list is.
  await mine.get('/api/institutions/schools');
  await admin.get('/api/institutions/schools');
  for (const path of [`/institutions/schools/${myId}`, `/institutions/schools/${theirId}`, `/jobs/${jobId}`])
    expect((await visitor.post('/api/analytics/page-views', { path })).status).toBe(201);
  // The same visitor's second view of the page within half an hour is not counted again.
  expect((await visitor.post('/api/analytics/page-views', { path: `/institutions/schools/${myId}` })).status).toBe(202);
  expect(
    (await client(server.app).raw('POST', '/api/analytics/page-views', { path: `/institutions/schools/${myId}` }, { 'x-forwarded-for': '10.0.0.9' })).status,
  ).toBe(201);
  for (const action of ['call', 'email', 'share'])
    expect((await visitor.post('/api/analytics/engagement', { action, target_type: 'institutions/schools', target_id: myId })).status).toBe(201);
  const teacher = await member(server.app, 'subscriber', admin);
  expect((await teacher.post('/api/jobs/applications', { job_id: jobId, cover_letter: 'I teach chemistry in Nakuru.' })).status).toBe(201);
});
afterAll(() => server.close());

/** A visitor at `address` asking for `url`. */
const from = (address: string, url: string) => client(server.app).raw('GET', url, undefined, { 'x-forwarded-for': address });

const listing = (reply: { body: { listings: { resource: string; id: number }[] } }, resource: string, id: number) =>
  reply.body.listings.find((row) => row.resource === resource && row.id === id);

describe('GET /api/analytics/mine', () => {
  it('counts views, appearances and enquiries of the own listing, per listing and in total', async () => {
    const reply = await mine.get('/api/analytics/mine');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.listings).toHaveLength(1);
    expect(listing(reply, 'institutions/schools', myId)).toMatchObject({
      title: 'Amani Junior School',
      moderation: 'approved',
      views: 2,
      appearances: 3,
      enquiries: 2,
    });
    expect(reply.body.totals).toMatchObject({ views: 2, appearances: 3, enquiries: 2, applications: 0, orders: 0 });
    // The default period: the last 30 Nairobi days, today included.
    const days = (Date.parse(reply.body.to) - Date.parse(reply.body.from)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('shows the other owner only its own numbers', async () => {
    const reply = await theirs.get('/api/analytics/mine');
    expect(reply.body.listings.map((row: { id: number }) => row.id)).toEqual([theirId]);
    expect(listing(reply, 'institutions/schools', theirId)).toMatchObject({ views: 1, appearances: 4, enquiries: 0 });
  });

  it("counts an employer's applications and views per job", async () => {
    const reply = await employer.get('/api/analytics/mine');
    expect(listing(reply, 'jobs/main', jobId)).toMatchObject({ views: 1, applications: 1 });
    expect(reply.body.totals.applications).toBe(1);
  });

  it("reaches no other owner's numbers through any parameter", async () => {
    for (const query of [
      `owner_id=${theirs.user.id}`,
      `id=${theirId}`,
      `user=${theirs.user.id}`,
      'resource=institutions/schools',
      `from=2026-01-01&owner_id=${theirs.user.id}`,
    ]) {
      const reply = await mine.get(`/api/analytics/mine?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.message).toMatch(/Only days, or from and to/);
    }
    // Staff get their own (none), not everyone's: the endpoint is about the listings the caller owns.
    expect((await admin.get('/api/analytics/mine')).body.listings).toEqual([]);
  });

  it('refuses a bad period with a message, and a visitor with 401', async () => {
    for (const query of [
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-03-01&to=2026-02-01',
      'from=2024-01-01&to=2026-01-01',
      'from=2026-01-01&from=2026-01-02',
      'to=',
    ]) {
      const reply = await mine.get(`/api/analytics/mine?${query}`);
      expect(reply.status, query).toBe(400);
      expect(typeof reply.body.message, query).toBe('string');
    }
    expect((await client(server.app).get('/api/analytics/mine')).status).toBe(401);
  });

  it('counts a chosen period of Nairobi days only', async () => {
    const reply = await mine.get('/api/analytics/mine?from=2025-01-01&to=2025-01-31');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ from: '2025-01-01', to: '2025-01-31', timezone: 'Africa/Nairobi' });
    expect(listing(reply, 'institutions/schools', myId)).toMatchObject({ views: 0, appearances: 0, enquiries: 0, daily: [] });
  });

  it("gives each day's views and appearances, on today's Nairobi day", async () => {
    const reply = await mine.get('/api/analytics/mine');
    expect(listing(reply, 'institutions/schools', myId)).toMatchObject({ daily: [{ day: reply.body.to, views: 2, appearances: 3 }] });
  });

  it('counts a question sent with "Ask the school" as an enquiry', async () => {
    const asked = await client(server.app).post('/api/institutions/enquiries', {
      listing_type: 'institutions/schools',
      listing_id: myId,
      name: 'Otieno',
      email: 'otieno@example.co.ke',
      message: 'When does the January intake close?',
    });
    expect(asked.status).toBe(201);
    expect(listing(await mine.get('/api/analytics/mine'), 'institutions/schools', myId)).toMatchObject({ enquiries: 3 });
    expect(listing(await theirs.get('/api/analytics/mine'), 'institutions/schools', theirId)).toMatchObject({ enquiries: 0 });
  });
});

describe('the search appearance counters', () => {
  it('are read by admins only', async () => {
    const counters = await admin.get('/api/analytics/search-appearances?resource=institutions/schools');
    expect(counters.status).toBe(200);
    expect(counters.body.find((row: { listing_id: number }) => row.listing_id === myId).count).toBe(3);
    expect((await mine.get('/api/analytics/search-appearances')).status).toBe(403);
    expect((await client(server.app).get('/api/analytics/search-appearances')).status).toBe(401);
    expect((await admin.post('/api/analytics/search-appearances', { resource: 'x', listing_id: 1, day: '2026-01-01', count: 1 })).status).toBe(405);
  });

  it('add up concurrent answers exactly', async () => {
    const before = (await mine.get('/api/analytics/mine')).body.totals.appearances;
    await Promise.all(Array.from({ length: 40 }, (_, i) => from(`10.1.0.${i + 1}`, '/api/institutions/schools?county=Nakuru')));
    expect((await mine.get('/api/analytics/mine')).body.totals.appearances).toBe(before + 40);
  });

  it('count the same listings shown to one address once in half an hour, however the page is asked for', async () => {
    const before = (await mine.get('/api/analytics/mine')).body.totals.appearances;
    for (let i = 0; i < 5; i += 1) await from('10.2.0.1', '/api/institutions/schools?county=Nakuru');
    expect((await mine.get('/api/analytics/mine')).body.totals.appearances).toBe(before + 1);
    // Asked for in 100 different ways from another address, the same school is one more appearance.
    for (let size = 2; size < 102; size += 1) await from('10.2.0.2', `/api/institutions/schools?q=Amani&_start=0&_end=${size}`);
    expect((await mine.get('/api/analytics/mine')).body.totals.appearances).toBe(before + 2);
  });
});

describe('what counts as a view or an enquiry', () => {
  const enquiryCount = async () => (listing(await mine.get('/api/analytics/mine'), 'institutions/schools', myId) as unknown as { enquiries: number }).enquiries;

  it('counts a visitor’s clicks once per kind in half an hour, and never the owner’s own or staff’s', async () => {
    const before = await enquiryCount();
    const visitor = (address: string, body: unknown) => client(server.app).raw('POST', '/api/analytics/engagement', body, { 'x-forwarded-for': address });
    const email = { action: 'email', target_type: 'institutions/schools', target_id: myId };
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await visitor('10.5.0.1', email)).status);
    expect(answers).toEqual([201, 202, 202, 202, 202]);
    expect((await mine.post('/api/analytics/engagement', { ...email, action: 'call' })).status).toBe(202);
    expect((await mine.post('/api/analytics/page-views', { path: `/institutions/schools/${myId}` })).status).toBe(202);
    // Staff at work are no audience either.
    expect((await admin.post('/api/analytics/engagement', { ...email, action: 'call' })).status).toBe(202);
    expect((await admin.post('/api/analytics/page-views', { path: `/institutions/schools/${myId}` })).status).toBe(202);
    expect(await enquiryCount()).toBe(before + 1);
  });

  it('counts nothing for a listing that is not approved', async () => {
    const pending = (await mine.post('/api/institutions/schools', { name: 'Amani Annex', county: 'Nakuru' })).body.id as number;
    const visitor = client(server.app);
    expect((await visitor.post('/api/analytics/page-views', { path: `/institutions/schools/${pending}` })).status).toBe(202);
    expect((await visitor.post('/api/analytics/engagement', { action: 'call', target_type: 'institutions/schools', target_id: pending })).status).toBe(202);
  });

  it('takes only the kinds of listing the site shows', async () => {
    const reply = await client(server.app).post('/api/analytics/engagement', { action: 'email', target_type: '<script>', target_id: myId });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.target_type).toMatch(/one of: institutions\/schools/);
  });
});
