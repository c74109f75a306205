/**
 * A job is public only while its employer is: an approved job of an employer still waiting for review, or one
 * taken down, is in no list, page, search or sitemap, while the employer who posted it still sees it. A job posted
 * without an employer stands on its own approval.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, member, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { decide } from '../helpers/moderation.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let employer: Session;
let visitor: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  employer = await member(server.app, 'employer', admin);
  visitor = client(server.app);
});
afterAll(() => server?.close());

const moderate = async (resource: string, id: number, decision: 'approve' | 'reject') =>
  expect((await decide(admin, resource, id, decision, decision === 'reject' ? { reason: 'No TSC registration number.' } : {})).status).toBe(200);

const seen = async (id: number) => ({
  listed: ((await visitor.get('/api/jobs/main?_end=100')).body as { id: number }[]).some((job) => job.id === id),
  page: (await visitor.get(`/api/jobs/main/${id}`)).status,
  searched: ((await visitor.get('/api/search?q=Quixotic')).body.groups as { kind: string; total: number }[]).find((group) => group.kind === 'jobs')!.total,
  sitemap: (await server.app.inject({ url: '/sitemaps/jobs-main-1.xml' })).body.includes(`/jobs/${id}<`),
});

it('follows its employer: hidden while the employer waits or is taken down, shown while it is approved', async () => {
  const school = (await employer.post('/api/jobs/employers', { name: 'Quixotic Hills Academy' })).body.id as number;
  const job = await employer.post('/api/jobs/main', { title: 'Quixotic Chemistry Teacher', employer_id: school, deadline: '2099-12-31' });
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  await moderate('jobs/main', job.body.id, 'approve');

  expect(await seen(job.body.id)).toEqual({ listed: false, page: 404, searched: 0, sitemap: false });
  // Its employer still sees it, to get it ready.
  expect((await employer.get(`/api/jobs/main/${job.body.id}`)).status).toBe(200);

  await moderate('jobs/employers', school, 'approve');
  expect(await seen(job.body.id)).toEqual({ listed: true, page: 200, searched: 1, sitemap: true });

  await admin.patch(`/api/jobs/employers/${school}`, { moderation: 'rejected', moderation_note: 'Not a registered school.' });
  expect(await seen(job.body.id)).toEqual({ listed: false, page: 404, searched: 0, sitemap: false });
});

it('stands on its own approval when posted without an employer', async () => {
  const job = await admin.post('/api/jobs/main', { title: 'Quixotic Bursar', deadline: '2099-12-31', moderation: 'approved' });
  expect(job.status).toBe(201);
  expect((await visitor.get(`/api/jobs/main/${job.body.id}`)).status).toBe(200);
});
