/** The list contract (json-server 0.17 as @refinedev/simple-rest sends it): filters, sorting, pages, q. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, nairobiToday, now } from '../../src/registry/clock.ts';
import { client, signInAdmin, type Client } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Client;
let visitor: Client;

const schools = [
  {
    name: 'Alliance High School',
    county: 'Kiambu',
    city: 'Kikuyu',
    cbc_levels: 'Senior Secondary',
    student_population: 1400,
    is_public: true,
    summary: 'A national boarding school for boys.',
  },
  {
    name: 'Kenya High School',
    county: 'Nairobi',
    city: 'Nairobi',
    cbc_levels: 'Junior Secondary, Senior Secondary',
    student_population: 1300,
    is_public: true,
    summary: 'A national school for girls in Kileleshwa.',
  },
  {
    name: 'Moi Avenue Primary',
    county: 'Nairobi',
    city: 'Nairobi',
    cbc_levels: 'Pre-Primary, Primary',
    student_population: 2100,
    is_public: true,
    summary: 'A busy public primary school in the city centre.',
  },
  {
    name: 'Little Angels Kindergarten',
    county: 'Nakuru',
    city: 'Nakuru',
    cbc_levels: 'Pre-Primary',
    student_population: 120,
    is_public: false,
    summary: 'Play-based early years learning.',
  },
  {
    name: 'Nakuru Hills Academy',
    county: 'Nakuru',
    city: 'Nakuru',
    cbc_levels: "['Primary', 'Junior Secondary']",
    student_population: 650,
    is_public: false,
    summary: 'A private day school with a strong science club.',
  },
];

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  visitor = client(server.app);
  for (const school of schools) {
    const created = await admin.post('/api/institutions/schools', { ...school, moderation: 'approved' });
    expect(created.status).toBe(201);
  }
  await admin.post('/api/institutions/schools', { name: 'Pending Nairobi School', county: 'Nairobi' });
});
afterAll(() => server.close());

const names = (body: { name: string }[]) => body.map((s) => s.name);

describe('filters', () => {
  it('field=value, and a repeated key is an OR', async () => {
    const nairobi = await visitor.get('/api/institutions/schools?county=Nairobi&_sort=name');
    expect(names(nairobi.body)).toEqual(['Kenya High School', 'Moi Avenue Primary']);
    expect(nairobi.headers['x-total-count']).toBe('2');
    const two = await visitor.get('/api/institutions/schools?county=Nairobi&county=Kiambu&_sort=name');
    expect(names(two.body)).toEqual(['Alliance High School', 'Kenya High School', 'Moi Avenue Primary']);
  });

  it('_ne, _gte, _lte and _like (case-insensitive substring, no regex)', async () => {
    expect(names((await visitor.get('/api/institutions/schools?county_ne=Nairobi&_sort=name')).body)).toEqual([
      'Alliance High School',
      'Little Angels Kindergarten',
      'Nakuru Hills Academy',
    ]);
    expect(names((await visitor.get('/api/institutions/schools?student_population_gte=1300&student_population_lte=2000&_sort=name')).body)).toEqual([
      'Alliance High School',
      'Kenya High School',
    ]);
    expect(names((await visitor.get('/api/institutions/schools?name_like=HIGH&_sort=name')).body)).toEqual(['Alliance High School', 'Kenya High School']);
    expect((await visitor.get('/api/institutions/schools?name_like=.*')).body).toEqual([]);
    expect((await visitor.get('/api/institutions/schools?name_like=%25%25')).body).toEqual([]);
  });

  it('a comma-separated list matches whole items: Primary is not Pre-Primary', async () => {
    expect(names((await visitor.get('/api/institutions/schools?cbc_levels=Primary&_sort=name')).body)).toEqual(['Moi Avenue Primary', 'Nakuru Hills Academy']);
    expect(names((await visitor.get('/api/institutions/schools?cbc_levels=pre-primary&_sort=name')).body)).toEqual([
      'Little Angels Kindergarten',
      'Moi Avenue Primary',
    ]);
  });

  it("a list's not-equal filter keeps the lists that hold none of the items", async () => {
    expect(names((await visitor.get('/api/institutions/schools?cbc_levels_ne=Primary&_sort=name')).body)).toEqual([
      'Alliance High School',
      'Kenya High School',
      'Little Angels Kindergarten',
    ]);
    expect((await visitor.get('/api/institutions/schools?cbc_levels=Primary&cbc_levels_ne=Primary')).body).toEqual([]);
  });

  it('refuses a list item with a comma in it, which would match two items side by side', async () => {
    const shop = (
      await admin.post('/api/shop/shops', { name: 'Kalamu Agents', agents_for: 'Kenya Literature Bureau, Longhorn Publishers', moderation: 'approved' })
    ).body.id;
    expect((await visitor.get('/api/shop/shops?agents_for=longhorn%20publishers')).body.map((s: { id: number }) => s.id)).toEqual([shop]);
    const both = await visitor.get('/api/shop/shops?agents_for=Kenya%20Literature%20Bureau,%20Longhorn%20Publishers');
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/agents_for=A&agents_for=B/);
  });

  it('booleans and enums are checked', async () => {
    expect(names((await visitor.get('/api/institutions/schools?is_public=false&_sort=name')).body)).toEqual([
      'Little Angels Kindergarten',
      'Nakuru Hills Academy',
    ]);
    const bad = await visitor.get('/api/institutions/schools?is_public=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/true or false/);
    const badEnum = await visitor.get('/api/jobs/main?status=Maybe');
    expect(badEnum.status).toBe(400);
    expect(badEnum.body.message).toMatch(/Open, Closed, Paused/);
  });

  it('malformed numbers are a 400, never ignored', async () => {
    for (const url of [
      '/api/institutions/schools?student_population_gte=lots',
      '/api/institutions/schools?_start=-1',
      '/api/institutions/schools?_end=ten',
      '/api/institutions/schools?_start=5&_end=2',
    ]) {
      const reply = await visitor.get(url);
      expect(reply.status, url).toBe(400);
      expect(reply.body.message, url).toBeTruthy();
    }
  });
});

describe('dates in filters', () => {
  const count = async (query: string) => {
    const res = await visitor.get(`/api/institutions/schools?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.length as number;
  };

  it('reads an instant with any offset, a time without one and a day alone as Nairobi means them', async () => {
    // As Nairobi's wall clock writes an instant: three hours ahead of UTC, which a comparison as text would miss.
    const nairobi = (ms: number) => `${new Date(ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;
    const hourAgo = now() - 3_600_000;
    expect(await count(`created_at_lte=${encodeURIComponent(nairobi(hourAgo))}`)).toBe(0);
    expect(await count(`created_at_lte=${nairobi(hourAgo).slice(0, 19)}`)).toBe(0);
    expect(await count(`created_at_gte=${encodeURIComponent(nairobi(hourAgo))}`)).toBe(schools.length);
    expect(await count(`created_at_gte=${encodeURIComponent(nairobi(now() + 60_000))}`)).toBe(0);
    expect(await count(`created_at_gte=${nairobiToday()}`)).toBe(schools.length);
    expect(await count(`created_at_gte=${inDays(1)}`)).toBe(0);
  });

  it('refuses what is not a date or an instant as ISO writes it, saying what to send', async () => {
    for (const raw of ['2027-1-1', '2027/01/01', '2027-02-29', '2027-01-01t09:00:00z', '2027-01-01T24:00:00Z', 'now']) {
      const res = await visitor.get(`/api/institutions/schools?created_at_gte=${encodeURIComponent(raw)}`);
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toMatch(/a date like 2026-01-31 or a time like/);
    }
  });
});

describe('sorting and pages', () => {
  it('sorts on several fields with their own directions', async () => {
    // No school has reviews yet: the second field, descending, decides.
    const reply = await visitor.get('/api/institutions/schools?_sort=review_count,name&_order=asc,desc');
    expect(names(reply.body)).toEqual([
      'Nakuru Hills Academy',
      'Moi Avenue Primary',
      'Little Angels Kindergarten',
      'Kenya High School',
      'Alliance High School',
    ]);
  });

  it('sorts only by fields with an index behind them, and names them', async () => {
    const reply = await visitor.get('/api/institutions/schools?_sort=student_population');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'Cannot sort schools by "student_population". Sort by: id, name, updated_at, rating, rating_score, review_count, created_at, fees_min, distance (with near).',
    );
  });

  it('pages with _start and _end, and tells the total in an exposed header', async () => {
    const page = await visitor.raw('GET', '/api/institutions/schools?_sort=name&_start=1&_end=3', undefined, { origin: 'http://localhost:5173' });
    expect(names(page.body)).toEqual(['Kenya High School', 'Little Angels Kindergarten']);
    expect(page.headers['x-total-count']).toBe('5');
    expect(String(page.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/i);
  });

  it('caps a page at 100 rows', async () => {
    const reply = await visitor.get('/api/institutions/locations?_start=0&_end=1000');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeLessThanOrEqual(100);
  });
});

describe('q full-text search', () => {
  it('finds by words in any search field, prefix-matched, best first', async () => {
    const reply = await visitor.get('/api/institutions/schools?q=nakur');
    expect(names(reply.body).sort()).toEqual(['Little Angels Kindergarten', 'Nakuru Hills Academy']);
    expect(names(reply.body)[0]).toBe('Nakuru Hills Academy');
    const two = await visitor.get('/api/institutions/schools?q=national+girls');
    expect(names(two.body)).toEqual(['Kenya High School']);
  });

  it("forgives apostrophes and accents: Mangu finds Mang'u, ecole finds École", async () => {
    for (const name of ["Mang'u High School", 'École Française de Nairobi', 'St Mary’s School Yala'])
      expect((await admin.post('/api/institutions/schools', { name, county: 'Siaya', moderation: 'approved' })).status).toBe(201);
    expect(names((await visitor.get('/api/institutions/schools?q=mangu')).body)).toEqual(["Mang'u High School"]);
    expect(names((await visitor.get("/api/institutions/schools?q=mang'u+high")).body)).toEqual(["Mang'u High School"]);
    expect(names((await visitor.get('/api/institutions/schools?q=ecole')).body)).toEqual(['École Française de Nairobi']);
    expect(names((await visitor.get('/api/institutions/schools?q=Fran%C3%A7aise')).body)).toEqual(['École Française de Nairobi']);
    expect(names((await visitor.get("/api/institutions/schools?q=st+mary's")).body)).toEqual(['St Mary’s School Yala']);
    expect(names((await visitor.get('/api/institutions/schools?q=marys')).body)).toEqual(['St Mary’s School Yala']);
  });

  it('splits words at punctuation and takes any accent off, as a search box is typed, on both databases', async () => {
    const named = ["St.Mary's Mumias Girls", 'Škola Āpia Centre', `E${'\u0301'}colette Day`, 'Grade 3.5 Annex'];
    for (const name of named)
      expect(
        (
          await admin.post('/api/institutions/schools', {
            name,
            county: 'Kakamega',
            moderation: 'approved',
            summary: 'Write to info@pelicanbay.sc.ke or see www.pelicanbay.sc.ke/apply.',
          })
        ).status,
      ).toBe(201);
    expect(names((await visitor.get("/api/institutions/schools?q=st+mary's")).body)).toContain("St.Mary's Mumias Girls");
    expect(names((await visitor.get('/api/institutions/schools?q=mumias')).body)).toEqual(["St.Mary's Mumias Girls"]);
    expect(names((await visitor.get('/api/institutions/schools?q=skola')).body)).toEqual(['Škola Āpia Centre']);
    expect(names((await visitor.get('/api/institutions/schools?q=%C4%81pia')).body)).toEqual(['Škola Āpia Centre']);
    expect(names((await visitor.get('/api/institutions/schools?q=ecolette')).body)).toEqual([`E${'\u0301'}colette Day`]);
    expect(names((await visitor.get('/api/institutions/schools?q=annex+5')).body)).toEqual(['Grade 3.5 Annex']);
    expect(names((await visitor.get('/api/institutions/schools?q=pelicanbay+apply')).body).sort()).toEqual([...named].sort());
  });

  it('is safe with search syntax characters and combines with filters', async () => {
    expect((await visitor.get('/api/institutions/schools?q=%22high%22%20OR%20*')).status).toBe(200);
    const combined = await visitor.get('/api/institutions/schools?q=school&county=Kiambu');
    expect(names(combined.body)).toEqual(['Alliance High School']);
  });

  it('follows renames and deletions at once', async () => {
    const { body: school } = await admin.post('/api/institutions/schools', { name: 'Tumaini Primary', county: 'Embu', moderation: 'approved' });
    expect(names((await visitor.get('/api/institutions/schools?q=tumaini')).body)).toEqual(['Tumaini Primary']);
    expect((await admin.patch(`/api/institutions/schools/${school.id}`, { name: 'Baraka Primary' })).status).toBe(200);
    expect(names((await visitor.get('/api/institutions/schools?q=tumaini')).body)).toEqual([]);
    expect(names((await visitor.get('/api/institutions/schools?q=baraka')).body)).toEqual(['Baraka Primary']);
    expect((await admin.delete(`/api/institutions/schools/${school.id}`)).status).toBe(200);
    expect(names((await visitor.get('/api/institutions/schools?q=baraka')).body)).toEqual([]);
  });

  it('never shows pending listings to the public, even in search', async () => {
    expect(names((await visitor.get('/api/institutions/schools?q=pending')).body)).toEqual([]);
    expect(names((await admin.get('/api/institutions/schools?q=pending')).body)).toEqual(['Pending Nairobi School']);
  });
});
