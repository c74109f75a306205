/**
 * "Ask the school": a visitor's enquiry reaches only an approved institution's owner, who is notified; it is
 * validated with messages a person can act on, limited per address, and read by nobody but that owner and staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, owner: Session, other: Session, sender: Session;
let schoolId: number, pendingId: number, otherSchoolId: number;

const ask = (listingId: number, extra: Record<string, unknown> = {}) => ({
  listing_type: 'institutions/schools',
  listing_id: listingId,
  name: 'Wanjiru Kamau',
  email: 'wanjiru@example.co.ke',
  phone: '+254 712 345 678',
  message: 'Do you take Grade 7 boarders in January?',
  ...extra,
});

/** A visitor at `address`, told apart through the proxy's X-Forwarded-For. */
const visitorAt = (address: string, body: unknown) => client(server.app).raw('POST', '/api/institutions/enquiries', body, { 'x-forwarded-for': address });

/** Each visitor from an address of their own, so only the limit's own test meets the limit. */
let visitors = 0;
const visitor = (body: unknown) => visitorAt(`10.2.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}`, body);

beforeAll(async () => {
  server = await startServer({ trustProxy: ['127.0.0.1'], limits: { ...relaxedLimits, contact: { max: 3, windowMs: 60 * 60_000 } } });
  admin = await signInAdmin(server.app);
  owner = await member(server.app, 'school', admin);
  other = await member(server.app, 'school', admin);
  sender = await member(server.app, 'subscriber', admin);
  schoolId = (await owner.post('/api/institutions/schools', { name: 'Amani Junior School', county: 'Nakuru' })).body.id;
  pendingId = (await owner.post('/api/institutions/schools', { name: 'Amani Annex', county: 'Nakuru' })).body.id;
  otherSchoolId = (await other.post('/api/institutions/schools', { name: 'Baraka Girls School', county: 'Nakuru' })).body.id;
  for (const id of [schoolId, otherSchoolId]) expect((await decide(admin, 'institutions/schools', id)).status).toBe(200);
});
afterAll(() => server.close());

describe('POST /api/institutions/enquiries', () => {
  it("addresses a visitor's enquiry to the listing's owner and notifies them", async () => {
    const reply = await visitorAt('10.1.0.1', ask(schoolId, { recipient_id: other.user.id }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const inbox = await owner.get(`/api/institutions/enquiries?listing_type=institutions/schools&listing_id=${schoolId}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toHaveLength(1);
    expect(inbox.body[0]).toMatchObject({ name: 'Wanjiru Kamau', recipient_id: owner.user.id, read: false, phone: '+254 712 345 678' });
    const notes = await owner.get('/api/notifications/main');
    expect(notes.body.some((note: { title: string; link: string }) => note.title.includes('Amani Junior School') && note.link === '/my-listings')).toBe(true);
  });

  it('refuses a listing that is pending, missing or of another kind, as if it did not exist', async () => {
    for (const body of [ask(pendingId), ask(999_999), ask(schoolId, { listing_type: 'institutions/colleges' })]) {
      const reply = await visitor(body);
      expect(reply.status, JSON.stringify(body)).toBe(404);
      expect(reply.body.message).toMatch(/is not listed on ElimuHub/);
    }
    const reply = await visitor(ask(schoolId, { listing_type: 'jobs/main' }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('listing_type');
  });

  it('names the field of each bad value', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ message: '' }, 'message'],
      [{ message: 'Hi' }, 'message'],
      [{ message: 'x'.repeat(3001) }, 'message'],
      [{ listing_id: 'abc' }, 'listing_id'],
    ];
    for (const [extra, field] of cases) {
      const reply = await visitor(ask(schoolId, extra));
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect(reply.body.message).toBeTruthy();
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(reply.body)).toContain(field);
    }
  });

  it('limits enquiries per address with a 429 that says when to try again', async () => {
    const replies = [];
    for (let i = 0; i < 4; i += 1) replies.push(await visitorAt('10.1.0.9', ask(otherSchoolId)));
    expect(replies.slice(0, 3).map((r) => r.status)).toEqual([201, 201, 201]);
    expect(replies[3]!.status).toBe(429);
    expect(replies[3]!.body.message).toMatch(/Too many enquiries from this network/);
    // Another address is not held back by this one.
    expect((await visitorAt('10.1.0.10', ask(otherSchoolId))).status).toBe(201);
  });

  it('counts only enquiries that were sent: refused ones do not use up the limit', async () => {
    for (let i = 0; i < 5; i += 1) expect((await visitorAt('10.1.0.11', ask(otherSchoolId, { email: 'not-an-email' }))).status).toBe(400);
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push((await visitorAt('10.1.0.11', ask(otherSchoolId))).status);
    expect(sent).toEqual([201, 201, 201, 429]);
  });
});

describe('who reads an enquiry', () => {
  it('is the listing owner and staff, through every route', async () => {
    const list = await other.get('/api/institutions/enquiries');
    const id = list.body[0].id as number;
    expect(list.body.every((row: { recipient_id: number }) => row.recipient_id === other.user.id)).toBe(true);
    expect((await other.get(`/api/institutions/enquiries/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/institutions/enquiries/${id}`)).status).toBe(200);
    // The other school's owner, the member who sent one, and a visitor: no list entries, no row, no changes.
    const sent = await sender.post('/api/institutions/enquiries', ask(otherSchoolId));
    expect(sent.status).toBe(201);
    for (const session of [owner, sender]) {
      const theirs = await session.get('/api/institutions/enquiries');
      expect(theirs.body.some((row: { recipient_id: number }) => row.recipient_id === other.user.id)).toBe(false);
      for (const row of [id, sent.body.id]) {
        expect([403, 404]).toContain((await session.get(`/api/institutions/enquiries/${row}`)).status);
        expect([403, 404]).toContain((await session.patch(`/api/institutions/enquiries/${row}`, { read: true })).status);
        expect([403, 404]).toContain((await session.delete(`/api/institutions/enquiries/${row}`)).status);
      }
      const filtered = await session.get(`/api/institutions/enquiries?recipient_id=${other.user.id}`);
      expect(filtered.body?.length ?? 0).toBe(0);
    }
    const visitor = client(server.app);
    expect([401, 403]).toContain((await visitor.get('/api/institutions/enquiries')).status);
    expect([401, 403, 404]).toContain((await visitor.get(`/api/institutions/enquiries/${id}`)).status);
  });

  it('lets the owner mark one read, and nothing else', async () => {
    const [row] = (await other.get('/api/institutions/enquiries')).body;
    expect((await other.patch(`/api/institutions/enquiries/${row.id}`, { read: true })).status).toBe(200);
    const changed = await other.patch(`/api/institutions/enquiries/${row.id}`, { message: 'Changed' });
    expect(changed.status).toBeGreaterThanOrEqual(400);
    expect(changed.status).toBeLessThan(500);
  });
});
