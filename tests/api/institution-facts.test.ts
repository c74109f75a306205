/**
 * A school's, college's and university's structured facts: every choice is checked by the server (an unknown
 * value is a 400 naming the allowed ones), fees are a range whose upper end is not below its lower one, and the
 * directory's counts per choice are each what the list shows once that choice is added to the other filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardingTypes, curricula, kcseGrades, schoolCategories, schoolFacilities, schoolGenders, sponsors } from '../../src/registry/choices.ts';
import { client, signInAdmin, type Client, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { nairobiToday } from '../../src/registry/clock.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let visitor: Client;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  visitor = client(server.app);
});
afterAll(async () => {
  await server?.close();
});

let n = 0;
const school = (extra: Record<string, unknown>) => admin.post('/api/institutions/schools', { name: `Tumaini School ${++n}`, moderation: 'approved', ...extra });

describe('school facts', () => {
  it('take only listed choices, and a refusal names them', async () => {
    for (const [field, values] of [
      ['boarding', boardingTypes],
      ['gender', schoolGenders],
      ['curriculum', curricula],
      ['category', schoolCategories],
      ['sponsor', sponsors],
      ['kcse_mean_grade', kcseGrades],
    ] as const) {
      const reply = await school({ [field]: 'Weekly boarding' });
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors[field], field).toContain(values.join(', '));
    }
    const tags = await school({ facility_tags: 'Library, Helipad' });
    expect(tags.status).toBe(400);
    expect(tags.body.errors.facility_tags).toMatch(/"Helipad" is not one of Library, Science labs/);
    const good = await school({
      boarding: 'Day and boarding',
      gender: 'Girls',
      curriculum: 'British (IGCSE)',
      category: 'Private',
      sponsor: 'Catholic',
      kcse_mean_grade: 'B+',
      facility_tags: ['Library', 'Swimming pool', 'Library'],
    });
    expect(good.status).toBe(201);
    expect(good.body.facility_tags).toBe('Library, Swimming pool');
  });

  it('check the KNEC code and the year founded', async () => {
    const code = await school({ knec_code: '2040-2001' });
    expect(code.status).toBe(400);
    expect(code.body.errors.knec_code).toMatch(/8 digits/);
    // Next year in Nairobi, whose new year comes three hours before UTC's.
    for (const year of [1700, Number(nairobiToday().slice(0, 4)) + 1]) {
      const reply = await school({ year_founded: year });
      expect(reply.status, String(year)).toBe(400);
      expect(reply.body.errors.year_founded).toMatch(/a year from 1850 to this year/);
    }
    expect((await school({ knec_code: '20402001', year_founded: 1926 })).status).toBe(201);
  });

  it('refuse fees whose upper end is below the lower one, also when only one end changes', async () => {
    const reversed = await school({ fees_min: 150_000, fees_max: 90_000 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Annual fees up to (KES 90,000) must be at least annual fees from (KES 150,000).');
    expect(reversed.body.errors.fees_max).toBeTruthy();
    const created = await school({ fees_min: 40_000, fees_max: 60_000 });
    expect(created.status).toBe(201);
    const raised = await admin.patch(`/api/institutions/schools/${created.body.id}`, { fees_min: 70_000 });
    expect(raised.status).toBe(400);
    expect(raised.body.errors.fees_min).toMatch(/must be at least/);
    expect((await admin.patch(`/api/institutions/schools/${created.body.id}`, { fees_min: 60_000 })).status).toBe(200);
    expect((await school({ fees_min: -1 })).status).toBe(400);
  });
});

describe('courses and programmes', () => {
  it('are lists whose levels and grades are checked', async () => {
    const base = { name: 'Mwangaza Technical Training Institute', logo: 'https://example.com/logo.png' };
    const bad = await admin.post('/api/institutions/colleges', { ...base, courses: [{ name: 'Plumbing', level: 'Masters', duration_months: 12 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.courses).toBe('A course level must be one of: Artisan, Certificate, Diploma.');
    const grade = await admin.post('/api/institutions/colleges', {
      ...base,
      courses: [{ name: 'Plumbing', level: 'Artisan', duration_months: 12, entry_grade: 'Z' }],
    });
    expect(grade.body.errors.courses).toMatch(/entry grade must be one of: A, A-/);
    const good = await admin.post('/api/institutions/colleges', {
      ...base,
      courses: [{ name: 'Plumbing', level: 'Artisan', duration_months: 12, fees: 35_000, entry_grade: 'D-' }],
    });
    expect(good.status).toBe(201);
    expect(good.body.courses[0]).toMatchObject({ level: 'Artisan', fees: 35_000 });
    const programme = await admin.post('/api/institutions/universities', {
      name: 'Upendo University',
      programmes: [{ name: 'BSc Nursing', faculty: 'Health Sciences', level: 'Bachelor', duration_years: 12 }],
    });
    expect(programme.status).toBe(400);
    expect(programme.body.errors.programmes).toMatch(/at most 8 years/);
  });
});

describe('counts per choice', () => {
  const schools = [
    {
      county: 'Kiambu',
      city: 'Thika',
      boarding: 'Boarding',
      gender: 'Girls',
      category: 'National',
      cbc_levels: 'Senior Secondary',
      fees_min: 53_554,
      fees_max: 75_000,
      facility_tags: 'Library, Boarding',
      kcse_mean_grade: 'B+',
      sponsor: 'Catholic',
      curriculum: '8-4-4',
    },
    {
      county: 'Kiambu',
      city: 'Thika',
      boarding: 'Boarding',
      gender: 'Boys',
      category: 'Extra-county',
      cbc_levels: 'Senior Secondary',
      fees_min: 40_535,
      fees_max: 53_000,
      facility_tags: 'Library',
      kcse_mean_grade: 'B',
      sponsor: 'Government',
      curriculum: 'CBC',
    },
    {
      county: 'Kiambu',
      city: 'Kikuyu',
      boarding: 'Boarding',
      gender: 'Girls',
      category: 'National',
      cbc_levels: 'Senior Secondary',
      fees_min: 53_554,
      fees_max: 75_000,
      facility_tags: 'Library, Swimming pool',
      kcse_mean_grade: 'A-',
      sponsor: 'PCEA',
      curriculum: '8-4-4',
    },
    {
      county: 'Kiambu',
      city: 'Kikuyu',
      boarding: 'Day',
      gender: 'Mixed',
      category: 'Private',
      cbc_levels: 'Pre-Primary, Primary, Junior Secondary',
      fees_min: 180_000,
      fees_max: 260_000,
      facility_tags: 'Transport, Swimming pool',
      sponsor: 'Private',
      curriculum: 'British (IGCSE)',
    },
    {
      county: 'Kiambu',
      city: 'Ruiru',
      boarding: 'Day and boarding',
      gender: 'Girls',
      category: 'Private',
      cbc_levels: 'Junior Secondary, Senior Secondary',
      fees_min: 140_000,
      fees_max: 200_000,
      sponsor: 'Private',
      curriculum: 'CBC',
    },
    {
      county: 'Nakuru',
      city: 'Nakuru',
      boarding: 'Boarding',
      gender: 'Girls',
      category: 'County',
      cbc_levels: 'Senior Secondary',
      fees_min: 40_535,
      fees_max: 53_000,
      facility_tags: 'Library',
      kcse_mean_grade: 'C+',
      sponsor: 'Anglican (ACK)',
      curriculum: 'CBC',
    },
    {
      county: 'Nakuru',
      city: 'Naivasha',
      boarding: 'Day',
      gender: 'Mixed',
      category: 'Sub-county',
      cbc_levels: 'Primary',
      fees_min: 0,
      fees_max: 5_000,
      sponsor: 'Government',
      curriculum: 'CBC',
    },
  ];
  const counted = ['county', 'city', 'boarding', 'gender', 'category', 'curriculum', 'kcse_mean_grade', 'sponsor', 'cbc_levels', 'facility_tags'];

  beforeAll(async () => {
    for (const row of schools) expect((await school(row)).status).toBe(201);
    // One waiting for review: the public counts never include it.
    expect((await school({ ...schools[0], moderation: 'pending' })).status).toBe(201);
  });

  const total = async (filters: Record<string, string>) => {
    const reply = await visitor.get(`/api/institutions/schools?${new URLSearchParams({ ...filters, _end: '1' })}`);
    expect(reply.status).toBe(200);
    return Number(reply.headers['x-total-count']);
  };

  it.each([
    [{}],
    [{ county: 'Kiambu' }],
    [{ county: 'Kiambu', city: 'Thika' }],
    [{ county: 'Kiambu', boarding: 'Boarding', gender: 'Girls', cbc_levels: 'Senior Secondary', fees_min_lte: '150000' }],
    [{ gender: 'Girls', facility_tags: 'Library' }],
    [{ cbc_levels: 'Senior Secondary', category: 'National' }],
  ] as Record<string, string>[][])('count each choice as the list does with the other filters applied: %o', async (filters) => {
    const reply = await visitor.get(`/api/institutions/schools/facets?${new URLSearchParams(filters)}`);
    expect(reply.status).toBe(200);
    for (const field of counted) {
      const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== field));
      for (const [value, count] of Object.entries(reply.body[field] as Record<string, number>))
        expect(count, `${field}=${value} with ${JSON.stringify(others)}`).toBe(await total({ ...others, [field]: value }));
    }
  });

  it('counts the choices the case asks for', async () => {
    const reply = await visitor.get(
      '/api/institutions/schools/facets?county=Kiambu&boarding=Boarding&gender=Girls&cbc_levels=Senior+Secondary&fees_min_lte=150000',
    );
    // Every town of Kiambu in the locations list is offered, 0 where none of the schools chosen is; no other county's.
    expect(reply.body.city).toMatchObject({ Thika: 1, Kikuyu: 1, Ruiru: 0, Limuru: 0 });
    expect(reply.body.city).not.toHaveProperty('Naivasha');
    expect(reply.body.gender).toMatchObject({ Girls: 2, Boys: 1, Mixed: 0 });
    expect(reply.body.boarding).toMatchObject({ Boarding: 2, 'Day and boarding': 1, Day: 0 });
    expect(reply.body.county).toMatchObject({ Kiambu: 2, Nakuru: 1, Nairobi: 0 });
    expect(reply.body.facility_tags).toMatchObject({ Library: 2, 'Swimming pool': 1, Transport: 0 });
    expect(Object.keys(reply.body.kcse_mean_grade)).toEqual([...kcseGrades]);
    expect(Object.keys(reply.body.facility_tags)).toEqual([...schoolFacilities]);
  });

  it('refuse an unknown choice as the list does, naming the choices', async () => {
    const reply = await visitor.get('/api/institutions/schools/facets?boarding=Weekly');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`Filter boarding must be one of: ${boardingTypes.join(', ')}; got "Weekly".`);
    expect((await visitor.get('/api/institutions/schools/facets?colour=red')).status).toBe(400);
  });

  it('order schools by their lowest fees, leaving out those that give none', async () => {
    const reply = await visitor.get('/api/institutions/schools?_sort=fees_min,name&_order=asc,asc&fees_min_gte=0&county=Kiambu');
    expect(reply.status).toBe(200);
    expect(reply.body.map((row: { fees_min: number }) => row.fees_min)).toEqual([40_535, 53_554, 53_554, 140_000, 180_000]);
  });
});
