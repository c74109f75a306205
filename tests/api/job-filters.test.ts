/**
 * The public jobs list filters on the server by employment type, salary range, posting date, county and
 * category; categories are picked from jobs/categories and anything else is refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let visitor: Client;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  visitor = client(server.app);
  for (const name of ['Teaching – Junior Secondary', 'Administration']) expect((await admin.post('/api/jobs/categories', { name })).status).toBe(201);
  const jobs = [
    {
      title: 'Mathematics teacher',
      employment_type: 'Full-time',
      salary: 68000,
      county: 'Nairobi',
      posted_at: hoursAgo(2),
      categories: [{ name: 'Teaching – Junior Secondary' }],
    },
    {
      title: 'BOM Chemistry teacher',
      employment_type: 'Contract',
      salary: 35000,
      county: 'Nakuru',
      posted_at: hoursAgo(24 * 3),
      categories: [{ name: 'Teaching – Junior Secondary' }],
    },
    { title: 'Bursar', employment_type: 'Full-time', salary: 90000, county: 'Nakuru', posted_at: hoursAgo(24 * 20), categories: [{ name: 'Administration' }] },
    { title: 'ICT intern', employment_type: 'Internship', salary: 15000, county: 'Kisumu', posted_at: hoursAgo(24 * 60), categories: [] },
  ];
  for (const job of jobs) {
    const created = await admin.post('/api/jobs/main', { ...job, deadline: '2099-12-31', moderation: 'approved' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});
afterAll(() => server?.close());

const titles = async (query: string) => {
  const reply = await visitor.get(`/api/jobs/main?${query}&_sort=posted_at&_order=desc`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { title: string }[]).map((job) => job.title);
};

it('filters by employment type', async () => {
  expect(await titles('employment_type=Contract')).toEqual(['BOM Chemistry teacher']);
  expect(await titles('employment_type=Full-time')).toEqual(['Mathematics teacher', 'Bursar']);
  expect((await visitor.get('/api/jobs/main?employment_type=Casual')).status).toBe(400);
});

it('filters by salary range', async () => {
  expect(await titles('salary_gte=40000')).toEqual(['Mathematics teacher', 'Bursar']);
  expect(await titles('salary_gte=30000&salary_lte=70000')).toEqual(['Mathematics teacher', 'BOM Chemistry teacher']);
});

it('filters by posting date and county', async () => {
  expect(await titles(`posted_at_gte=${encodeURIComponent(hoursAgo(24))}`)).toEqual(['Mathematics teacher']);
  expect(await titles(`posted_at_gte=${encodeURIComponent(hoursAgo(24 * 30))}&county=Nakuru`)).toEqual(['BOM Chemistry teacher', 'Bursar']);
});

it('filters by category, and takes only categories from the list', async () => {
  expect(await titles(`categories=${encodeURIComponent('Teaching – Junior Secondary')}`)).toEqual(['Mathematics teacher', 'BOM Chemistry teacher']);
  const refused = await admin.post('/api/jobs/main', { title: 'Cook', deadline: '2099-12-31', categories: [{ name: 'Catering' }] });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.categories).toMatch(/"Catering"/);
});
