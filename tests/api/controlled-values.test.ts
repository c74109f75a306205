/**
 * Values picked from a list (counties, towns within them, CBC levels, job categories, stages and statuses) are
 * checked by the server on every write: anything else is a 400 that names the choices or says what to do. A row
 * stored before the lists keeps opening; only what is written is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counties } from '../../src/registry/choices.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import { inDays } from '../../src/registry/clock.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session;
beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

const school = (extra: Record<string, unknown>) => admin.post('/api/institutions/schools', { name: `Upendo Academy ${Math.random()}`, ...extra });

describe('counties', () => {
  it('are the 47 of Kenya, spelled as the Constitution spells them', () => {
    expect(counties).toHaveLength(47);
    for (const name of ['Elgeyo-Marakwet', 'Tharaka-Nithi', "Murang'a", 'Homa Bay', 'Trans Nzoia', 'Taita-Taveta', 'Tana River', 'West Pokot', 'Uasin Gishu'])
      expect(counties).toContain(name);
  });

  it('refuse any other name on every county field, naming the counties', async () => {
    const reply = await school({ county: 'Nairobi County' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.county).toMatch(/^County must be one of: Baringo, Bomet, .*, West Pokot\.$/);
    for (const [path, body] of [
      ['/api/auth/users', { name: 'Wanjiku Mwangi', email: 'wanjiku.county@example.co.ke', password: 'Passw0rd-test', county: 'Nairobbi' }],
      ['/api/jobs/employers', { name: 'Tumaini Schools Trust', county: 'nakuru' }],
      ['/api/shop/shops', { name: 'Bidii Books', county: 'Trans-Nzoia' }],
      ['/api/jobs/main', { title: 'Chemistry Teacher', deadline: inDays(60), county: 'Coast' }],
    ] as const) {
      const refused = await admin.post(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.body.errors.county, path).toMatch(/^County must be one of: /);
    }
    expect((await school({ county: "Murang'a" })).status).toBe(201);
  });

  it('name the places a shop delivers to', async () => {
    const reply = await admin.post('/api/shop/shops', { name: 'Elimu Supplies', delivery_fees: { default: 500, counties: { Nairobi: 200, Nairobe: 250 } } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.delivery_fees).toMatch(/"Nairobe" is not a county of Kenya/);
  });
});

describe('towns', () => {
  it('are picked within the county, and the refusal lists that county’s towns', async () => {
    expect((await school({ county: 'Kiambu', city: 'Thika' })).status).toBe(201);
    const elsewhere = await school({ county: 'Kiambu', city: 'Kisumu' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors.city).toMatch(
      /^City or town: "Kisumu" is not listed for Kiambu\. Choose from: .*Kikuyu.*Thika\. An admin adds a missing one under Institutions → Locations\.$/,
    );
    const noCounty = await school({ city: 'Thika' });
    expect(noCounty.status).toBe(400);
    expect(noCounty.body.errors.city).toBe('City or town: choose the county first; the city or town is picked within it.');
  });

  it('are checked with the stored county when only one of the two changes', async () => {
    const made = await school({ county: 'Nakuru', city: 'Naivasha' });
    const id = made.body.id as number;
    const countyOnly = await admin.patch(`/api/institutions/schools/${id}`, { county: 'Kisumu' });
    expect(countyOnly.status).toBe(400);
    expect(countyOnly.body.errors.city).toMatch(/^City or town: "Naivasha" is not listed for Kisumu\./);
    expect((await admin.patch(`/api/institutions/schools/${id}`, { city: 'Molo' })).status).toBe(200);
    expect((await admin.patch(`/api/institutions/schools/${id}`, { county: 'Kisumu', city: 'Maseno' })).body).toMatchObject({
      county: 'Kisumu',
      city: 'Maseno',
    });
  });

  it('take a town an admin adds as a location of its county', async () => {
    expect((await school({ county: 'Kiambu', city: 'Gatundu' })).status).toBe(400);
    const added = await admin.post('/api/institutions/locations', { region: 'Central', county: 'Kiambu', city: 'Gatundu' });
    expect(added.status).toBe(201);
    expect((await school({ county: 'Kiambu', city: 'Gatundu' })).status).toBe(201);
    const typo = await admin.post('/api/institutions/locations', { region: 'Central', county: 'Kiambuu', city: 'Gatundu' });
    expect(typo.status).toBe(400);
  });
});

describe('CBC levels', () => {
  it('hold only the four levels, however the list is written', async () => {
    const reply = await school({ cbc_levels: 'Primary, Grade 9' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.cbc_levels).toBe('CBC levels: "Grade 9" is not one of Pre-Primary, Primary, Junior Secondary, Senior Secondary.');
    expect((await school({ cbc_levels: ['Junior Secondary', 'Senior Secondary'] })).body.cbc_levels).toBe('Junior Secondary, Senior Secondary');
    expect((await school({ cbc_levels: "['Pre-Primary','Primary']" })).body.cbc_levels).toBe('Pre-Primary, Primary');
  });

  it('keep each level and each role once', async () => {
    expect((await school({ cbc_levels: 'Primary, Primary, Primary' })).body.cbc_levels).toBe('Primary');
    const created = await admin.post('/api/auth/users', {
      name: 'Twice Named',
      email: `twice-${Date.now()}@example.co.ke`,
      password: 'Passw0rd-test',
      roles: ['subscriber', 'subscriber'],
    });
    expect(created.status).toBe(201);
    expect(created.body.roles).toEqual(['subscriber']);
  });
});

describe('stages, statuses and categories', () => {
  it('refuse a value that is not one of theirs', async () => {
    const job = await admin.post('/api/jobs/main', { title: 'Kiswahili Teacher', deadline: inDays(60), county: 'Kisumu', moderation: 'approved' });
    expect(job.status).toBe(201);
    const category = await admin.patch(`/api/jobs/main/${job.body.id}`, { categories: [{ name: 'Teaching-ish' }] });
    expect(category.status).toBe(400);
    expect(category.body.errors.categories).toMatch(/^Categories: "Teaching-ish" is not one of the job categories\./);
    const status = await admin.patch(`/api/jobs/main/${job.body.id}`, { status: 'Filled' });
    expect(status.body.errors.status).toBe('Status must be one of: Open, Closed, Paused.');

    const application = await admin.post('/api/jobs/applications', { job_id: job.body.id });
    expect(application.status).toBe(201);
    const stage = await admin.patch(`/api/jobs/applications/${application.body.id}`, { stage: 'Hired!' });
    expect(stage.status).toBe(400);
    expect(stage.body.errors.stage).toBe('Stage must be one of: New, Shortlisted, Interview, Offer, Hired, Rejected.');

    const ticket = await admin.post('/api/support/tickets', { subject: 'Cannot see my invoice', description: 'The invoice page is empty.' });
    const ticketStatus = await admin.patch(`/api/support/tickets/${ticket.body.id}`, { status: 'done' });
    expect(ticketStatus.status).toBe(400);
    expect(ticketStatus.body.errors.status).toBe('Status must be one of: open, pending, resolved, closed.');

    const order = await admin.post('/api/shop/orders/1/status', { status: 'shipped' });
    expect(order.status).toBe(400);
    expect(order.body.message).toMatch(/^Status must be one of: pending, paid, processing, dispatched, delivered, cancelled, refunded\./);
  });
});

describe('a row stored before the lists', () => {
  it('opens and keeps its values; only what is written is checked', async () => {
    const now = new Date().toISOString();
    const { id } = (await dialect.db
      .insertInto('institutions_schools')
      .values({
        name: 'Old Mtaa School',
        county: 'Nairobi County',
        city: 'Westlands',
        cbc_levels: 'Grade 4, Primary',
        moderation: 'approved',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    const read = await admin.get(`/api/institutions/schools/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ county: 'Nairobi County', city: 'Westlands', cbc_levels: 'Grade 4, Primary' });

    expect((await admin.patch(`/api/institutions/schools/${id}`, { summary: 'A day school in Westlands.' })).status).toBe(200);
    const resent = await admin.patch(`/api/institutions/schools/${id}`, { county: 'Nairobi County', city: 'Westlands' });
    expect(resent.status).toBe(400);
    expect(resent.body.errors.county).toMatch(/^County must be one of: /);
    const fixed = await admin.patch(`/api/institutions/schools/${id}`, { county: 'Nairobi', city: 'Nairobi', cbc_levels: 'Primary' });
    expect(fixed.body).toMatchObject({ county: 'Nairobi', city: 'Nairobi', cbc_levels: 'Primary' });
  });
});
