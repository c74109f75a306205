/**
 * The directory's counts held in memory (crud/facet-index.ts) give exactly what the database counts, for any mix
 * of choices, fees bounds, a search and a member's own rows not yet public; and a write made elsewhere (here a
 * second instance, the running server) is in the counts as soon as it is heard of, as with every answer kept in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardingTypes, curricula, kcseGrades, schoolCategories, schoolFacilities, schoolGenders, sponsors } from '../../src/registry/choices.ts';
import { getResource } from '../../src/registry/index.ts';
import { createPermissions } from '../../src/server/access/permissions.ts';
import type { Principal } from '../../src/server/access/principal.ts';
import { countFacets } from '../../src/server/crud/facet-counts.ts';
import { createFacetIndex, type FacetIndex } from '../../src/server/crud/facet-index.ts';
import { parseListQuery } from '../../src/server/crud/query.ts';
import { createCrud, type Crud } from '../../src/server/crud/service.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const schools = getResource('institutions/schools');
const places = [
  ['Central', 'Kiambu', 'Thika'],
  ['Central', 'Kiambu', 'Kikuyu'],
  ['Rift Valley', 'Nakuru', 'Naivasha'],
  ['Nairobi', 'Nairobi', 'Nairobi'],
] as const;

/** The same choices on every run, so a failure can be replayed. */
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const some = (values: readonly string[]) => values.filter(() => random() < 0.3).join(', ');

const randomSchool = (n: number) => {
  const [region, county, city] = pick(places);
  const fees = Math.round(random() * 300) * 1000;
  return {
    name: `Upendo School ${n}`,
    region,
    county,
    city,
    boarding: pick([...boardingTypes, null]),
    gender: pick(schoolGenders),
    category: pick(schoolCategories),
    curriculum: pick(curricula),
    sponsor: pick(sponsors),
    kcse_mean_grade: pick([...kcseGrades, null]),
    cbc_levels: some(['Pre-Primary', 'Primary', 'Junior Secondary', 'Senior Secondary']) || null,
    facility_tags: some(schoolFacilities) || null,
    fees_min: random() < 0.2 ? null : fees,
    fees_max: random() < 0.2 ? null : fees + 20_000,
  };
};

const randomFilters = (): Record<string, string | string[]> => {
  const filters: Record<string, string | string[]> = {};
  if (random() < 0.5) filters.county = pick(places)[1];
  if (random() < 0.2) filters.region = pick(places)[0];
  if (random() < 0.3) filters.city = pick(places)[2];
  if (random() < 0.4) filters.boarding = random() < 0.3 ? [pick(boardingTypes), pick(boardingTypes)] : pick(boardingTypes);
  if (random() < 0.4) filters.gender = pick(schoolGenders);
  if (random() < 0.3) filters.category = pick(schoolCategories);
  if (random() < 0.3) filters.cbc_levels = pick(['Primary', 'Senior Secondary', 'junior secondary']);
  if (random() < 0.3) filters.facility_tags = pick(schoolFacilities);
  if (random() < 0.2) filters.kcse_mean_grade = pick(kcseGrades);
  if (random() < 0.3) filters.fees_min_lte = String(Math.round(random() * 300) * 1000);
  if (random() < 0.2) filters.fees_max_gte = String(Math.round(random() * 300) * 1000);
  return filters;
};

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let dialect: Dialect;
let crud: Crud;
let index: FacetIndex;
let owner: Principal;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  for (let n = 0; n < 120; n++) {
    const moderation = n % 10 === 0 ? 'pending' : n % 13 === 0 ? 'rejected' : 'approved';
    const reply = await admin.post('/api/institutions/schools', { ...randomSchool(n), moderation });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  }
  const school = await member(server.app, 'school', admin);
  expect((await school.post('/api/institutions/schools', randomSchool(1000))).status).toBe(201);
  const { id, name, email, roles } = (await school.get('/api/auth/me')).body.user;
  owner = { id, name, email, roles };

  // A second instance on the same database, as another server process would be.
  dialect = await openDialect(server.config);
  const permissions = createPermissions(dialect.db);
  await permissions.reload();
  crud = createCrud({ dialect, permissions, hooks: {}, fileLink: (name) => name });
  index = createFacetIndex(crud, dialect.versions);
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const both = async (user: Principal, filters: Record<string, string | string[]>) => {
  const query = parseListQuery(schools, filters);
  expect(index.holds(schools)).toBe(true);
  return { held: await index.count(user, schools, query), counted: await countFacets(crud, user, schools, query) };
};

describe('counts held in memory', () => {
  it('are what the database counts, for 150 mixes of choices and fees bounds', async () => {
    await index.ready(schools);
    for (let run = 0; run < 150; run++) {
      const filters = randomFilters();
      const { held, counted } = await both(null, filters);
      expect(held, JSON.stringify(filters)).toEqual(counted);
    }
  });

  it('add a member’s own rows not yet public, as the database does', async () => {
    await index.ready(schools);
    for (let run = 0; run < 30; run++) {
      const filters = randomFilters();
      const { held, counted } = await both(owner, filters);
      expect(held, JSON.stringify(filters)).toEqual(counted);
    }
    expect(Object.values((await both(owner, {})).held.county!).reduce((a, b) => a + b)).toBe(
      Object.values((await both(null, {})).held.county!).reduce((a, b) => a + b) + 1,
    );
  });

  it('leave a search to the database, with the same answer', async () => {
    await index.ready(schools);
    const { held, counted } = await both(null, { q: 'upendo', county: 'Kiambu' });
    expect(held).toEqual(counted);
    expect(held.county!.Kiambu).toBeGreaterThan(0);
  });

  it('include a school approved on another instance as soon as that instance is heard', async () => {
    await index.ready(schools);
    const before = (await both(null, { county: 'Nakuru' })).held.city!.Naivasha ?? 0;
    const counted = async () => (await index.count(null, schools, parseListQuery(schools, { county: 'Nakuru' }))).city!.Naivasha;
    const created = await admin.post('/api/institutions/schools', {
      ...randomSchool(2000),
      region: 'Rift Valley',
      county: 'Nakuru',
      city: 'Naivasha',
      moderation: 'approved',
    });
    expect(created.status).toBe(201);
    await expect.poll(counted, { timeout: 2_000 }).toBe(before + 1);
    await index.ready(schools);
    expect((await both(null, { county: 'Nakuru' })).held.city!.Naivasha).toBe(before + 1);
    expect((await admin.delete(`/api/institutions/schools/${created.body.id}`)).status).toBe(200);
    await expect.poll(counted, { timeout: 2_000 }).toBe(before);
  });
});

describe('refusals', () => {
  it('are the list’s, also when the counts come from memory: the public may not count by a field only owners see', async () => {
    await index.ready(schools);
    expect(index.holds(schools)).toBe(true);
    await expect(index.count(null, schools, parseListQuery(schools, { revised: 'true' }))).rejects.toThrow('Cannot filter schools by "revised".');
    await expect(index.count(owner, schools, parseListQuery(schools, { revised: 'true' }))).rejects.toThrow('Cannot filter schools by "revised".');
    const reply = await server.app.inject({ url: '/api/institutions/schools/facets?revised=true' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Cannot filter schools by "revised".');
  });
});

describe('a free-text column of more than 65 535 different values', () => {
  it('keeps each value apart', async () => {
    const now = new Date().toISOString();
    for (let start = 0; start < 66_000; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        name: `Bulk School ${start + i}`,
        region: `Region ${start + i}`,
        county: 'Kiambu',
        city: 'Thika',
        moderation: 'approved',
        created_at: now,
        updated_at: now,
      }));
      await dialect.db.insertInto(schools.table).values(rows).execute();
    }
    await index.ready(schools);
    for (const region of ['Region 65999', 'Region 463', 'Region 0']) {
      const { held, counted } = await both(null, { region });
      expect(held, region).toEqual(counted);
      expect(held.county!.Kiambu, region).toBe(1);
    }
  });
});
