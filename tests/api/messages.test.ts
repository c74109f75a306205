/**
 * Direct messages only between people with a reason (docs/messages.md): about a listing its owner keeps, an
 * application both sides share, or in reply. One 403 for everything else, the same for an id that is no account;
 * the recipient sees who wrote and about what, and may block the sender. Messages, tickets and issues are limited
 * per member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays } from '../../src/registry/clock.ts';
import { applyFor, uploadResume } from '../helpers/applying.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { decide } from '../helpers/moderation.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

const messagesPerHour = 3;
const ticketsPerHour = 2;

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session, owner: Session, writer: Session, stranger: Session, employer: Session, candidate: Session;
let schoolId: number, applicationId: number;

beforeAll(async () => {
  server = await startServer({
    limits: { ...relaxedLimits, messages: { max: messagesPerHour, windowMs: 60 * 60_000 }, supportTickets: { max: ticketsPerHour, windowMs: 60 * 60_000 } },
  });
  admin = await signInAdmin(server.app);
  [owner, writer, stranger, employer, candidate] = await Promise.all(
    ['school', 'subscriber', 'subscriber', 'employer', 'subscriber'].map((role) => member(server.app, role, admin)),
  );
  schoolId = (await owner.post('/api/institutions/schools', { name: 'Tumaini Academy', county: 'Kisumu' })).body.id;
  expect((await decide(admin, 'institutions/schools', schoolId)).status).toBe(200);
  const job = await employer.post('/api/jobs/main', { title: 'Chemistry teacher', deadline: inDays(30) });
  expect((await decide(admin, 'jobs/main', job.body.id)).status).toBe(200);
  const applied = await applyFor(candidate, { id: job.body.id }, await uploadResume(candidate));
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  applicationId = applied.body.id;
});

afterAll(() => server.close());

const about = (type: string, id: number) => ({ about_type: type, about_id: id });
const say = (who: Session, to: number, subject: Record<string, unknown>, text = 'Hello') =>
  who.post('/api/notifications/messages', { recipient_id: to, subject: text, body: `${text}, a question.`, ...subject });

describe('who may write to whom', () => {
  it('a member writes to a listing’s owner about it; the owner sees the sender’s name and the listing, and replies', async () => {
    const sent = await say(writer, owner.user.id, about('school', schoolId), 'Boarding places');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const inbox = (await owner.get('/api/notifications/messages')).body as Record<string, unknown>[];
    const received = inbox.find((row) => row.id === sent.body.id)!;
    expect(received).toMatchObject({ sender_name: expect.stringMatching(/^Test subscriber/), about_type: 'school', about_title: 'Tumaini Academy' });
    expect(received.owner_id).toBeUndefined();
    expect((await say(owner, writer.user.id, about('school', schoolId), 'Re: Boarding places')).status).toBe(201);
  });

  it('an applicant and the employer write to each other about the application; nobody else may use it', async () => {
    expect((await say(candidate, employer.user.id, about('application', applicationId))).status).toBe(201);
    expect((await say(employer, candidate.user.id, about('application', applicationId))).status).toBe(201);
    expect((await say(stranger, employer.user.id, about('application', applicationId))).status).toBe(403);
  });

  it('anything else is one 403, the same for an id that is no account as for a member without a relation', async () => {
    const unrelated = await say(stranger, candidate.user.id, about('school', schoolId));
    const missing = await say(stranger, 999_999, about('school', schoolId));
    const noAbout = await stranger.post('/api/notifications/messages', { recipient_id: 999_999, subject: 'Hi', body: 'Hello' });
    // The owner may answer only someone who wrote to them about the listing.
    const cold = await say(owner, stranger.user.id, about('school', schoolId));
    for (const answer of [unrelated, missing, cold]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(unrelated.body);
    }
    expect(unrelated.body.message).toMatch(/only about a listing they keep/);
    const kiswahili = await stranger.raw(
      'POST',
      '/api/notifications/messages',
      { recipient_id: 999_999, ...about('school', schoolId), subject: 'Habari', body: 'Habari yako?' },
      { 'accept-language': 'sw' },
    );
    expect(kiswahili.status).toBe(403);
    expect(kiswahili.body.message).toMatch(/^Unaweza kumtumia mtu ujumbe/);
    expect(noAbout.status).toBe(400);
    expect(JSON.stringify(noAbout.body)).not.toMatch(/999999|no user/);
  });

  it('a recipient blocks a sender from a message; the sender’s next messages are refused, and lifting the block lets them through', async () => {
    const first = await say(writer, owner.user.id, about('school', schoolId), 'Fees');
    const block = await owner.post('/api/notifications/blocks', { message_id: first.body.id });
    expect(block.status, JSON.stringify(block.body)).toBe(201);
    expect(block.body.blocked_name).toMatch(/^Test subscriber/);
    const refused = await say(writer, owner.user.id, about('school', schoolId), 'Fees again');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/blocked messages from you/);
    // Only the recipient blocks from a message; the sender cannot block with their own.
    expect((await writer.post('/api/notifications/blocks', { message_id: first.body.id })).status).toBe(403);
    expect((await owner.delete(`/api/notifications/blocks/${block.body.id}`)).status).toBe(200);
    expect((await say(writer, owner.user.id, about('school', schoolId), 'Fees again')).status).toBe(201);
  });
});

describe('per-member limits', () => {
  it(`a member sends at most ${messagesPerHour} messages an hour; refused ones do not count; a 429 says when to try again`, async () => {
    const sender = await member(server.app, 'subscriber', admin);
    expect((await say(sender, stranger.user.id, about('school', schoolId))).status).toBe(403);
    const answers = [];
    for (let i = 0; i <= messagesPerHour; i += 1) answers.push((await say(sender, owner.user.id, about('school', schoolId), `Question ${i}`)).status);
    expect(answers).toEqual([...Array<number>(messagesPerHour).fill(201), 429]);
    const last = await say(sender, owner.user.id, about('school', schoolId));
    expect(last.body.message).toMatch(/Too many messages from your account/);
  });

  it(`support tickets and reported issues: at most ${ticketsPerHour} an hour each`, async () => {
    const member1 = await member(server.app, 'subscriber', admin);
    for (const [url, body] of [
      ['/api/support/tickets', { subject: 'Help', description: 'My CV does not upload.' }],
      ['/api/support/issues', { title: 'Broken page', description: 'The map is empty.' }],
    ] as const) {
      const answers = [];
      for (let i = 0; i <= ticketsPerHour; i += 1) answers.push((await member1.post(url, body)).status);
      expect(answers).toEqual([...Array<number>(ticketsPerHour).fill(201), 429]);
    }
  });
});
