/**
 * The demo data a new installation starts with: Kenyan, complete enough to try every screen, and
 * consistent with the registry's rules (it is created through the same validation as the API).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { counties } from '../../src/registry/choices.ts';
import { imageSrcSet } from '../../src/registry/image-sizes.ts';
import { client, signIn, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let visitor: Client;

beforeAll(async () => {
  server = await startServer({ seed: 'demo' });
  visitor = client(server.app);
}, 120_000);
afterAll(() => server.close());

const total = async (path: string) => Number((await visitor.get(path)).headers['x-total-count']);

it('has the main towns of all 47 counties with their former provinces', async () => {
  const count = await total('/api/institutions/locations');
  expect(count).toBeGreaterThan(150);
  const pages = await Promise.all([0, 100, 200].map((start) => visitor.get(`/api/institutions/locations?_start=${start}&_end=${start + 100}`)));
  const rows = pages.flatMap((page) => page.body as { county: string; city: string }[]);
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((row) => row.county))).toEqual(new Set(counties));
  const nakuru = await visitor.get('/api/institutions/locations?county=Nakuru&_sort=city');
  expect(nakuru.body.map((row: { city: string }) => row.city)).toEqual(['Gilgil', 'Molo', 'Naivasha', 'Nakuru', 'Njoro', 'Subukia']);
  expect(nakuru.body[0]).toMatchObject({ region: 'Rift Valley' });
});

it('has schools at every CBC level across at least ten counties', async () => {
  for (const level of ['Pre-Primary', 'Primary', 'Junior Secondary', 'Senior Secondary'])
    expect(await total(`/api/institutions/schools?cbc_levels=${encodeURIComponent(level)}`)).toBeGreaterThan(0);
  const schools = await visitor.get('/api/institutions/schools?_end=100');
  expect(new Set(schools.body.map((s: { county: string }) => s.county)).size).toBeGreaterThanOrEqual(10);
});

it('has colleges of all five types and twelve public and twelve private universities', async () => {
  for (const type of [
    'Vocational Training Centre',
    'Technical Training Institute',
    'Medical Training College',
    'National Polytechnic',
    'Hospitality Training College',
  ])
    expect(await total(`/api/institutions/colleges?college_type=${encodeURIComponent(type)}`)).toBeGreaterThan(0);
  expect(await total('/api/institutions/universities?university_type=Public%20University')).toBeGreaterThanOrEqual(12);
  expect(await total('/api/institutions/universities?university_type=Private%20University')).toBeGreaterThanOrEqual(12);
});

it('gives every school, college and university a logo and three gallery pictures, each with WebP thumbnails', async () => {
  for (const kind of ['schools', 'colleges', 'universities']) {
    const rows = (await visitor.get(`/api/institutions/${kind}?_end=100`)).body as { logo: string; gallery: string[] }[];
    expect(rows.length, kind).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.logo).toMatch(/^\/uploads\/img-demo-logo-[a-z0-9-]+\.png$/);
      expect(new Set(row.gallery).size).toBe(3);
    }
    const [first] = rows;
    for (const path of [first!.logo, ...first!.gallery]) {
      const picture = await server.app.inject({ url: path });
      expect(picture.statusCode, path).toBe(200);
      const thumbnail = await server.app.inject({ url: imageSrcSet(path)!.split(' ')[0]! });
      expect(thumbnail.statusCode, path).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
    }
  }
});

it('has jobs in all three statuses, content, events, shops with products, FAQs, plans and published reviews', async () => {
  for (const status of ['Open', 'Closed', 'Paused']) expect(await total(`/api/jobs/main?status=${status}`)).toBeGreaterThan(0);
  for (const path of [
    'content/news',
    'content/posts',
    'content/archives',
    'events/main',
    'events/admissions',
    'shop/shops',
    'shop/products',
    'support/faqs',
    'jobs/categories',
  ])
    expect(await total(`/api/${path}`), path).toBeGreaterThan(0);
  expect(await total('/api/auth/subscription-plans')).toBe(4);
  expect(await total('/api/content/ratings')).toBeGreaterThan(20);
  const rated = (await visitor.get('/api/institutions/schools?_sort=rating&_order=desc&_end=1')).body[0];
  expect(rated.rating).toBeGreaterThan(0);
  expect(rated.review_count).toBeGreaterThan(0);
});

it('has a demo account per role, signing in with the README password', async () => {
  for (const [email, role] of [
    ['editor@elimuhub.co.ke', 'editor'],
    ['school@elimuhub.co.ke', 'school'],
    ['employer@elimuhub.co.ke', 'employer'],
    ['vendor@elimuhub.co.ke', 'vendor'],
    ['parent@elimuhub.co.ke', 'subscriber'],
  ]) {
    const session = await signIn(server.app, email!, 'Elimu@2026');
    expect(session.user.roles).toContain(role);
  }
  const parent = await signIn(server.app, 'parent@elimuhub.co.ke', 'Elimu@2026');
  expect((await parent.get(`/api/shop/cart/user/${parent.user.id}`)).body.length).toBeGreaterThan(0);
});
