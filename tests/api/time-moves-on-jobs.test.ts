/**
 * A job's deadline passing: the sweep (closePastDeadlines, each minute in the app, called here at the moment the
 * test needs) closes it once, after the last minute of its Nairobi deadline day; from then the API says Closed,
 * the site's list of open jobs leaves it out, an application is refused and it reopens only with a new deadline.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, moveClock, nairobiToday } from '../../src/registry/clock.ts';
import type { Dialect } from '../../src/server/db/dialect.ts';
import { closePastDeadlines } from '../../src/server/jobs/job-deadlines.ts';
import { applyFor, uploadResume } from '../helpers/applying.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { decide } from '../helpers/moderation.ts';
import { anotherInstance } from '../helpers/another-instance.ts';
import { startServer } from '../helpers/server.ts';
import { travelTo } from '../helpers/time-travel.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session, employer: Session;
let deadline: string;
let due: number, later: number;

/** A job posted by the employer and approved, as the public then sees it. */
const postJob = async (title: string, until: string) => {
  const posted = await employer.post('/api/jobs/main', { title, deadline: until });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  expect((await decide(admin, 'jobs/main', posted.body.id)).status).toBe(200);
  return posted.body.id as number;
};

const statusOf = async (id: number) => (await client(server.app).get(`/api/jobs/main/${id}`)).body.status as string;
/** The jobs the site lists under "open", as a visitor asks for them. */
const openJobs = async () => ((await client(server.app).get('/api/jobs/main?status=Open&_end=100')).body as { id: number }[]).map((job) => job.id);
const applicant = async () => {
  const teacher = await member(server.app, 'subscriber', admin);
  return { teacher, resume: await uploadResume(teacher) };
};

beforeAll(async () => {
  server = await startServer();
  dialect = await anotherInstance(server.config);
  admin = await signInAdmin(server.app);
  employer = await member(server.app, 'employer', admin);
  const today = nairobiToday();
  deadline = addDays(today, 2);
  due = await postJob('Kiswahili teacher, Kitui', deadline);
  later = await postJob('Physics teacher, Nyeri', addDays(today, 9));
});
afterAll(async () => {
  moveClock(0);
  await dialect?.close();
  await server?.close();
});

it('stays open, and takes applications, until the last minute of its deadline day', async () => {
  // Made first: the clock runs on from 23:59, and the day has a minute left.
  const { teacher, resume } = await applicant();
  travelTo(deadline, '23:59');
  expect(await closePastDeadlines(dialect)).toBe(0);
  expect(await statusOf(due)).toBe('Open');
  expect((await applyFor(teacher, { id: due }, resume)).status).toBe(201);
});

it('is closed once by the sweep the next day, and the list of open jobs leaves it out', async () => {
  // Asked twice, the visitors' list is kept by the response cache: the closing must renew it.
  await openJobs();
  expect(await openJobs()).toEqual(expect.arrayContaining([due, later]));
  travelTo(addDays(deadline, 1), '00:01');
  expect(await closePastDeadlines(dialect)).toBe(1);
  expect(await closePastDeadlines(dialect)).toBe(0);
  expect(await statusOf(due)).toBe('Closed');
  expect(await statusOf(later)).toBe('Open');
  // The app hears of another connection's write before its next answer (SQLite) or by PostgreSQL's notification.
  expect(await eventually(async () => !(await openJobs()).includes(due), 5000)).not.toBeNull();
  expect(await openJobs()).toContain(later);
});

it('refuses an application after its deadline day with a 409', async () => {
  const { teacher, resume } = await applicant();
  const refused = await applyFor(teacher, { id: due }, resume);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toMatch(/deadline .* has passed/);
  expect((await applyFor(teacher, { id: later }, resume)).status).toBe(201);
});

it('reopens only with a deadline still to come, and then closes again when that one passes', async () => {
  const reopened = await employer.patch(`/api/jobs/main/${due}`, { status: 'Open' });
  expect(reopened.status).toBe(400);
  expect(reopened.body.errors.deadline).toMatch(/deadline has passed/);
  // The deadline goes live as the status does: the employer reopens it in one step, with nothing left to review.
  const today = nairobiToday();
  const again = await employer.patch(`/api/jobs/main/${due}`, { status: 'Open', deadline: today });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  expect(await closePastDeadlines(dialect)).toBe(0);
  travelTo(addDays(today, 1), '00:01');
  expect(await closePastDeadlines(dialect)).toBe(1);
  expect(await statusOf(due)).toBe('Closed');
});

it('refuses an open job a deadline already over, by an edit of its deadline alone as by a new job', async () => {
  moveClock(0);
  const yesterday = addDays(nairobiToday(), -1);
  const open = await postJob('Chemistry teacher, Meru', addDays(nairobiToday(), 20));
  const edited = await employer.patch(`/api/jobs/main/${open}`, { deadline: yesterday });
  expect(edited.status).toBe(400);
  expect(edited.body.errors.deadline).toMatch(/deadline has passed/);
  const created = await employer.post('/api/jobs/main', { title: 'History teacher, Embu', deadline: yesterday });
  expect(created.status).toBe(400);
  expect(await statusOf(open)).toBe('Open');
  expect((await client(server.app).get(`/api/jobs/main/${open}`)).body.deadline).not.toBe(yesterday);
});
