/**
 * GET /api/search: schools, colleges, universities, jobs and news searched at once, grouped with their totals,
 * only the rows a visitor sees in the public lists; a near spelling offered when nothing matches; bad searches
 * refused with a message.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { relaxedLimits, startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let visitor: Client;

interface Group {
  kind: string;
  label: string;
  total: number;
  capped: boolean;
  hits: { id: number; title: string; detail: string | null; url: string }[];
}

const created = async (path: string, body: Record<string, unknown>) => {
  const reply = await admin.post(path, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as number;
};

const search = async (q: string) => {
  const reply = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { q: string; groups: Group[]; suggestion: string | null };
};
const group = (answer: { groups: Group[] }, kind: string) => answer.groups.find((g) => g.kind === kind)!;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  visitor = client(server.app);
  const approved = { moderation: 'approved' };
  await created('/api/institutions/schools', { name: "Mang'u High School", county: 'Kiambu', city: 'Thika', ...approved });
  await created('/api/institutions/schools', { name: 'Thika High School', county: 'Kiambu', city: 'Thika', ...approved });
  await created('/api/institutions/schools', { name: 'Thika Waiting Academy', county: 'Kiambu', city: 'Thika', moderation: 'pending' });
  for (let i = 1; i <= 7; i += 1) await created('/api/institutions/schools', { name: `Kisumu Lakeside School ${i}`, county: 'Kisumu', ...approved });
  await created('/api/institutions/colleges', {
    name: 'Thika Technical Training Institute',
    county: 'Kiambu',
    city: 'Thika',
    logo: '/uploads/logo.png',
    ...approved,
  });
  await created('/api/institutions/universities', { name: 'Mount Kenya University', county: 'Kiambu', city: 'Thika', ...approved });
  const employer = await created('/api/jobs/employers', { name: 'Thika Schools Trust', ...approved });
  await created('/api/jobs/main', { title: 'Thika mathematics teacher', location: 'Thika', employer_id: employer, deadline: '2099-12-31', ...approved });
  await created('/api/jobs/main', { title: 'Thika rejected bursar', location: 'Thika', deadline: '2099-12-31', moderation: 'rejected' });
  await created('/api/content/news', { title: 'Thika schools top the county in KCSE', content: 'Results from Thika.', author: 'Jane Wanjiru' });
});
afterAll(() => server?.close());

it('answers every group with its total and first matches, linking to each detail page', async () => {
  const answer = await search('thika');
  expect(answer.groups.map((g) => g.kind)).toEqual(['schools', 'colleges', 'universities', 'jobs', 'news']);
  expect(answer.groups.map((g) => g.label)).toEqual(['Schools', 'Colleges', 'Universities', 'Jobs', 'News']);
  const schools = group(answer, 'schools');
  expect(schools.total).toBe(2);
  expect(schools.hits.map((hit) => hit.title).sort()).toEqual(["Mang'u High School", 'Thika High School']);
  expect(schools.hits[0]!.detail).toBe('Thika, Kiambu');
  expect(schools.hits[0]!.url).toMatch(/^\/institutions\/schools\/\d+$/);
  expect(group(answer, 'colleges').hits.map((hit) => hit.title)).toEqual(['Thika Technical Training Institute']);
  expect(group(answer, 'universities').total).toBe(1);
  const jobs = group(answer, 'jobs');
  expect(jobs.hits).toEqual([expect.objectContaining({ title: 'Thika mathematics teacher', detail: 'Thika Schools Trust, Thika' })]);
  expect(jobs.hits[0]!.url).toMatch(/^\/jobs\/\d+$/);
  expect(group(answer, 'news').hits).toEqual([expect.objectContaining({ title: 'Thika schools top the county in KCSE', detail: 'Jane Wanjiru' })]);
  expect(answer.suggestion).toBeNull();
});

it('never shows a pending school or a rejected job, as the public lists do not', async () => {
  const answer = await search('thika');
  const titles = answer.groups.flatMap((g) => g.hits.map((hit) => hit.title));
  expect(titles).not.toContain('Thika Waiting Academy');
  expect(titles).not.toContain('Thika rejected bursar');
  const list = await visitor.get('/api/institutions/schools?q=thika');
  expect(Number(list.headers['x-total-count'])).toBe(group(answer, 'schools').total);
  // Signed in as staff, who see every row in the lists, the search still shows only public ones.
  const staff = await admin.get('/api/search?q=thika');
  expect(staff.body.groups.flatMap((g: Group) => g.hits.map((hit) => hit.title))).not.toContain('Thika Waiting Academy');
});

it('shows at most five matches of a group, with the total of all', async () => {
  const schools = group(await search('Kisumu Lakeside'), 'schools');
  expect(schools.total).toBe(7);
  expect(schools.capped).toBe(false);
  expect(schools.hits).toHaveLength(5);
});

it('forgives apostrophes, accents and case', async () => {
  expect(group(await search('MANGU'), 'schools').hits.map((hit) => hit.title)).toEqual(["Mang'u High School"]);
  expect(group(await search('mangʼu hígh'), 'schools').total).toBe(1);
});

it('offers the nearest public words when nothing matches, and following them finds rows', async () => {
  const answer = await search('Mangoo Hgh');
  expect(answer.groups.every((g) => g.total === 0 && g.hits.length === 0)).toBe(true);
  expect(answer.suggestion).toBe("Mang'u High");
  expect(group(await search(answer.suggestion!), 'schools').total).toBe(1);
  expect((await search('Thkia')).suggestion).toBe('Thika');
  // A county is a known word too.
  expect((await search('Kiambo')).suggestion).toBe('Kiambu');
});

it('suggests nothing when no word is near, nor words only non-public rows hold', async () => {
  expect((await search('zzqxv')).suggestion).toBeNull();
  expect((await search('Waitng')).suggestion).toBeNull();
});

it('refuses an empty or too long search with a message', async () => {
  for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20']) {
    const reply = await visitor.get(url);
    expect(reply.status, url).toBe(400);
    expect(reply.body.message).toMatch(/Type what you are looking for/);
  }
  const long = await visitor.get(`/api/search?q=${'a'.repeat(101)}`);
  expect(long.status).toBe(400);
  expect(long.body.message).toBe('A search is at most 100 characters; this one has 101. Use fewer words.');
  const marks = await visitor.get('/api/search?q=%21%3F');
  expect(marks.status).toBe(400);
  expect(marks.body.message).toBe('A search needs at least one letter or digit.');
});

it('keeps the answer for visitors until the tables change', async () => {
  const first = await visitor.get('/api/search?q=nakuru');
  expect(first.headers['x-cache']).toBe('MISS');
  expect((await visitor.get('/api/search?q=nakuru')).headers['x-cache']).toBe('MISS');
  expect((await visitor.get('/api/search?q=nakuru')).headers['x-cache']).toBe('HIT');
  await created('/api/institutions/schools', { name: 'Nakuru Boys', county: 'Nakuru', moderation: 'approved' });
  const after = await visitor.get('/api/search?q=nakuru');
  expect(after.headers['x-cache']).toBe('MISS');
  expect(group(after.body, 'schools').total).toBe(1);
});

it('logs each search with its number of matches, for the dashboard', async () => {
  await search('Mangoo Hgh');
  await search('thika');
  const logged = await admin.get('/api/analytics/search-queries?resource=everything&_sort=created_at&_order=desc&_end=50');
  expect(logged.status, JSON.stringify(logged.body)).toBe(200);
  const rows = logged.body as { query: string; results: number }[];
  expect(rows.find((row) => row.query === 'Mangoo Hgh')?.results).toBe(0);
  expect(rows.find((row) => row.query === 'thika')?.results).toBe(6);
});

it('is in the OpenAPI document', async () => {
  const doc = (await visitor.get('/api/openapi.json')).body;
  expect(doc.paths['/api/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['q']);
});

it('limits how often one address searches, with a message saying when to try again', async () => {
  const limited = await startServer({ limits: { ...relaxedLimits, searches: { max: 2, windowMs: 60_000 } } });
  try {
    const someone = client(limited.app);
    for (let i = 0; i < 2; i += 1) expect((await someone.get('/api/search?q=school')).status).toBe(200);
    const refused = await someone.get('/api/search?q=school');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many searches from this network\. Try again in /);
  } finally {
    await limited.close();
  }
});
