/**
 * The duplicates desk: pairs with the same name key within 300 m or in the same ward are listed for editors; a
 * merge moves every review, save, enquiry and audit row to the kept listing, counts its rating again, and leaves
 * the other's addresses answering 301; "not duplicates" takes a pair off the desk; two merges of one pair at once
 * merge it once (on PostgreSQL with TEST_DATABASE_URL).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDialect } from '../../src/server/db/dialect.ts';
import { importOpenList } from '../../src/server/open-data/open-lists.ts';
import pg from 'pg';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { eventually } from '../helpers/eventually.ts';
import { startServer } from '../helpers/server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let editor: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
});
afterAll(() => server?.close());

const school = async (values: Record<string, unknown>) => {
  const made = await admin.post('/api/institutions/schools', { county: 'Kakamega', moderation: 'approved', ...values });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as number;
};

/** An approved review by `by` of the school. */
const review = async (by: Session, id: number, stars: number) => {
  const made = await by.post('/api/content/ratings', { target_type: 'school', target_id: id, stars, review: `Stars: ${stars}.` });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect((await admin.patch(`/api/content/ratings/${made.body.id}`, { moderation: 'approved' })).status).toBe(200);
  return made.body.id as number;
};

const deskPairs = async (who: Session = editor) => {
  const answer = await who.get('/api/duplicates?resource=institutions/schools&_start=0&_end=50');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { first: { id: number; name: string; review_count: number }; second: { id: number }; distance: number | null; reason: string }[];
};
const paired = (pairs: Awaited<ReturnType<typeof deskPairs>>, a: number, b: number) =>
  pairs.find((pair) => [pair.first.id, pair.second.id].sort().join() === [a, b].sort().join());

describe('likely duplicates', () => {
  it('pairs the same name key within 300 m or in the same ward, and nothing further or otherwise named', async () => {
    const near = await school({ name: 'Kimangeti Girls Sec Sch', gps_coordinates: '0.2827, 34.7519' });
    const close = await school({ name: 'Kimangeti Girls Secondary School', gps_coordinates: '0.2836, 34.7519' });
    const far = await school({ name: 'Kimangeti Girls High School', gps_coordinates: '0.3200, 34.7519' });
    const ward = [
      await school({ name: 'Shieywe Pri. Sch.', physical_address: 'Shieywe ward, Lurambi sub-county' }),
      await school({ name: 'Shieywe Pri Sch', physical_address: 'Shieywe ward, Lurambi sub-county' }),
    ];
    const otherCounty = await school({ name: 'Shieywe Pri Sch', county: 'Bungoma', physical_address: 'Shieywe ward, Kanduyi sub-county' });
    const pairs = await deskPairs();
    const found = paired(pairs, near, close);
    expect(found?.reason).toBe('near');
    expect(found?.distance).toBeGreaterThan(80);
    expect(found?.distance).toBeLessThan(120);
    expect(paired(pairs, near, far)).toBeUndefined();
    expect(paired(pairs, ward[0]!, ward[1]!)?.reason).toBe('ward');
    expect(paired(pairs, ward[0]!, otherCounty)).toBeUndefined();
  });

  it('is for editors and admins only', async () => {
    expect((await client(server.app).get('/api/duplicates')).status).toBe(401);
    for (const role of ['subscriber', 'school']) {
      const someone = await member(server.app, role, admin);
      const refused = await someone.get('/api/duplicates');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/editors and admins/);
      expect((await someone.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: 1, other: 2 })).status).toBe(403);
      expect((await someone.post('/api/duplicates/distinct', { resource: 'institutions/schools', first: 1, second: 2 })).status).toBe(403);
    }
    expect((await admin.get('/api/duplicates?resource=institutions/colleges')).status).toBe(200);
    const bad = await editor.get('/api/duplicates?resource=shop/shops');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Resource must be one of/);
  });

  it('"not duplicates" takes a pair off the desk, once however often it is said', async () => {
    const [a, b] = [
      await school({ name: 'Mukumu Boys', gps_coordinates: '0.2000, 34.7000' }),
      await school({ name: 'Mukumu Boys High', gps_coordinates: '0.2001, 34.7000' }),
    ];
    expect(paired(await deskPairs(), a, b)).toBeDefined();
    const marks = await Promise.all([1, 2].map(() => editor.post('/api/duplicates/distinct', { resource: 'institutions/schools', first: b, second: a })));
    expect(marks.map((mark) => mark.status)).toEqual([201, 201]);
    expect(paired(await deskPairs(), a, b)).toBeUndefined();
    const decisions = await admin.get(`/api/institutions/duplicate-decisions?kept_id=${a}`);
    expect(decisions.body).toHaveLength(1);
    expect(decisions.body[0]).toMatchObject({ decision: 'distinct', kept_id: a, other_id: b });
  });
});

describe('merging two listings', () => {
  it('keeps every review and save, counts the rating again, fills empty fields and redirects the other address', async () => {
    const kept = await school({ name: 'Butere Girls', gps_coordinates: '0.2069, 34.4900' });
    const other = await school({
      name: 'Butere Girls High School',
      gps_coordinates: '0.2070, 34.4901',
      email: 'info@butere.ac.ke',
      website: 'https://butere.ac.ke',
    });
    const [u1, u2, u3, saver] = [
      await member(server.app, 'subscriber', admin),
      await member(server.app, 'subscriber', admin),
      await member(server.app, 'subscriber', admin),
      await member(server.app, 'subscriber', admin),
    ];
    await review(u1, kept, 2);
    await review(u2, kept, 4);
    await review(u3, other, 5);
    // u1 reviewed both: the review written last is the one kept.
    const latest = await review(u1, other, 3);
    for (const id of [kept, other]) expect((await saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: id })).status).toBe(201);
    const other_saver = await member(server.app, 'subscriber', admin);
    expect((await other_saver.post('/api/accounts/saved-items', { target_type: 'school', target_id: other })).status).toBe(201);
    const asked = await client(server.app).post('/api/institutions/enquiries', {
      listing_type: 'institutions/schools',
      listing_id: other,
      name: 'Achieng',
      email: 'achieng@example.co.ke',
      message: 'When does Form One admission open?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const claimant = await member(server.app, 'subscriber', admin);
    const claimed = await claimant.post('/api/institutions/claims', {
      listing_kind: 'schools',
      listing_id: other,
      evidence: 'email',
      email: 'head@butere.ac.ke',
      phone: '0712345678',
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);

    const merged = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.filled).toEqual(expect.arrayContaining(['email', 'website']));
    expect(merged.body.moved['content/ratings']).toBe(2);
    expect(merged.body.dropped['content/ratings']).toBe(1);
    expect(merged.body.moved['institutions/enquiries']).toBe(1);
    expect(merged.body.moved['institutions/claims']).toBe(1);
    expect((await claimant.get(`/api/institutions/claims/${claimed.body.id}`)).body).toMatchObject({ listing_id: kept, state: 'email' });

    const after = await client(server.app).get(`/api/institutions/schools/${kept}`);
    expect(after.body).toMatchObject({ email: 'info@butere.ac.ke', website: 'https://butere.ac.ke', review_count: 3, rating: 4 });
    const reviews = await admin.get(`/api/content/ratings?target_type=school&target_id=${kept}&_end=50`);
    expect(reviews.body.map((row: { owner_id: number }) => row.owner_id).sort()).toEqual([u1.user.id, u2.user.id, u3.user.id].sort());
    expect(reviews.body.some((row: { id: number }) => row.id === latest)).toBe(true);
    for (const who of [saver, other_saver]) {
      const saved = await who.get('/api/accounts/saved-items?target_type=school');
      expect(saved.body.map((row: { target_id: number }) => row.target_id)).toEqual([kept]);
    }
    const enquiries = await admin.get(`/api/institutions/enquiries?listing_id=${kept}`);
    expect(enquiries.body).toHaveLength(1);

    const api = await client(server.app).get(`/api/institutions/schools/${other}`);
    expect(api.status).toBe(301);
    expect(api.headers.location).toBe(`/api/institutions/schools/${kept}`);
    expect(api.body.message).toMatch(new RegExp(`merged into school ${kept}`));
    for (const [path, to] of [
      [`/institutions/schools/${other}`, `/institutions/schools/${kept}`],
      [`/sw/institutions/schools/${other}?tab=reviews`, `/sw/institutions/schools/${kept}?tab=reviews`],
    ]) {
      const page = await server.app.inject({ url: path });
      expect(page.statusCode, path).toBe(301);
      expect(page.headers.location).toBe(to);
    }
    const list = await client(server.app).get('/api/institutions/schools?q=butere');
    expect(list.body.map((row: { id: number }) => row.id)).toEqual([kept]);

    const history = await admin.get(`/api/auth/audit-log?resource=institutions/schools&record_id=${kept}&_end=50`);
    const merge = history.body.find((row: { action: string }) => row.action === 'merge');
    expect(merge).toMatchObject({ owner_id: editor.user.id });
    expect(merge.fields).toContain(`School ${other}`);
    // The other listing's own history came along: its creation is now on the kept listing's record.
    expect(history.body.filter((row: { action: string }) => row.action === 'create')).toHaveLength(2);

    const again = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(`was already merged into school ${kept}`);
  });

  it('a listing merged into one merged later leads to the last', async () => {
    const [a, b, c] = [await school({ name: 'Eregi TTC' }), await school({ name: 'Eregi T.T.C' }), await school({ name: 'Eregi TTC.' })];
    expect((await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: b, other: a })).status).toBe(200);
    expect((await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: c, other: b })).status).toBe(200);
    expect((await client(server.app).get(`/api/institutions/schools/${a}`)).headers.location).toBe(`/api/institutions/schools/${c}`);
  });

  it('refuses a merge into itself, unknown fields to take and missing listings with a message', async () => {
    const id = await school({ name: 'Lone Primary' });
    const self = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: id, other: id });
    expect(self.status).toBe(400);
    const unknown = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: id, other: id + 1000, take: ['colour'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.take).toMatch(/colour/);
    const missing = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: id, other: id + 1000 });
    expect(missing.status).toBe(404);
  });

  it('takes only fields people write, and refuses with a 400 naming what the server keeps or no field at all', async () => {
    const [keep, other] = [await school({ name: 'Takeless Primary' }), await school({ name: 'Takeless Pri' })];
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const refused = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep, other, take: [name] });
      expect(refused.status, name).toBe(400);
      expect(refused.body.errors.take).toBe(`Unknown field ${name}.`);
    }
    const kept = await editor.post('/api/duplicates/merge', {
      resource: 'institutions/schools',
      keep,
      other,
      take: ['moderation', 'rating', 'id', 'created_at', 'owner_id'],
    });
    expect(kept.status).toBe(400);
    expect(kept.body.message).toMatch(/^moderation, rating, id, created_at, owner_id cannot be taken from the other listing: the server keeps them/);
    expect((await client(server.app).get(`/api/institutions/schools/${other}`)).status).toBe(200);
  });

  it('merges only into a listing an edit could make: a town outside its county or fees out of order are refused, nothing merged', async () => {
    const keep = await school({ name: 'Ofafa Jericho', county: 'Nairobi', city: 'Nairobi', fees_min: 50_000, fees_max: 80_000 });
    const other = await school({ name: 'Ofafa Jericho High', county: 'Kisumu', city: 'Kisumu', fees_min: 1_000, fees_max: 2_000 });
    const patched = await editor.patch(`/api/institutions/schools/${keep}`, { county: 'Kisumu' });
    expect(patched.status).toBe(400);
    const town = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep, other, take: ['county'] });
    expect(town.status, JSON.stringify(town.body)).toBe(400);
    expect(town.body.message).toBe(patched.body.message);
    const fees = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep, other, take: ['fees_max'] });
    expect(fees.status, JSON.stringify(fees.body)).toBe(400);
    expect(fees.body.errors.fees_max).toMatch(/must be at least/);
    expect((await client(server.app).get(`/api/institutions/schools/${other}`)).status).toBe(200);
    expect((await client(server.app).get(`/api/institutions/schools/${keep}`)).body).toMatchObject({ county: 'Nairobi', fees_max: 80_000 });
    const both = await editor.post('/api/duplicates/merge', {
      resource: 'institutions/schools',
      keep,
      other,
      take: ['county', 'city', 'fees_min', 'fees_max'],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });

  it('never leads a public address to nothing: no merge into a hidden listing, and no redirect to a deleted one', async () => {
    const owner = await member(server.app, 'school', admin);
    const pending = (await owner.post('/api/institutions/schools', { name: 'Chavakali High', county: 'Vihiga' })).body.id as number;
    const published = await school({ name: 'Chavakali', county: 'Vihiga' });
    const hidden = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: pending, other: published });
    expect(hidden.status).toBe(409);
    expect(hidden.body.message).toBe(
      `School ${published} is public and school ${pending} is not yet: keep school ${published} (merge ${pending} into it), or approve school ${pending} first.`,
    );
    expect((await client(server.app).get(`/api/institutions/schools/${published}`)).status).toBe(200);
    expect((await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: published, other: pending })).status).toBe(200);

    const [a, b] = [await school({ name: 'Moi Girls Vokoli' }), await school({ name: 'Moi Girls Vokoli Sec', email: 'info@vokoli.sc.ke' })];
    const merged = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: a, other: b });
    expect(merged.status).toBe(200);
    // The merge's entry keeps the values it changed, as an edit's does.
    const entry = (await editor.get(`/api/institutions/schools/${a}/history`)).body[0];
    expect(entry.changes).toContainEqual({ field: 'email', label: 'Email', from: null, to: 'info@vokoli.sc.ke', kept: true });
    expect((await admin.delete(`/api/institutions/schools/${a}`)).status).toBeLessThan(300);
    expect((await client(server.app).get(`/api/institutions/schools/${b}`)).status).toBe(404);
    expect((await server.app.inject({ url: `/institutions/schools/${b}` })).statusCode).toBe(404);
  });

  it('two merges of one pair at once merge it once, losing and doubling nothing', async () => {
    const [a, b] = [
      await school({ name: 'Musingu High', gps_coordinates: '0.25, 34.80' }),
      await school({ name: 'Musingu', gps_coordinates: '0.25, 34.8001' }),
    ];
    const reviewers = await Promise.all([1, 2, 3, 4].map(() => member(server.app, 'subscriber', admin)));
    for (const [i, who] of reviewers.entries()) await review(who, i % 2 ? a : b, i + 1);
    const second = await member(server.app, 'editor', admin);
    const answers = await Promise.all([
      editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: a, other: b }),
      second.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: a, other: b }),
      second.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: b, other: a }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect([404, 409]).toContain(refused.status);
    const winner = answers.find((answer) => answer.status === 200)!.body.kept as number;
    const kept = await client(server.app).get(`/api/institutions/schools/${winner}`);
    expect(kept.body).toMatchObject({ review_count: 4, rating: 2.5 });
    const decisions = await admin.get(`/api/institutions/duplicate-decisions?kept_id=${winner}&decision=merged`);
    expect(decisions.body).toHaveLength(1);
  });

  it('a review or save of a listing being merged waits for the merge, then moves or is refused with the kept one named', async () => {
    const kept = await school({ name: 'Kakamega Muslim', gps_coordinates: '0.28, 34.75' });
    const other = await school({ name: 'Kakamega Muslim Sec', gps_coordinates: '0.28, 34.7501' });
    const [reviewer, twice, late] = await Promise.all([1, 2, 3].map(() => member(server.app, 'subscriber', admin)));
    expect((await twice.post('/api/accounts/saved-items', { target_type: 'school', target_id: other })).status).toBe(201);
    const merge = () => editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other });
    const writes = () => [
      reviewer.post('/api/content/ratings', { target_type: 'school', target_id: other, stars: 4, review: 'Good teachers.' }),
      late.post('/api/accounts/saved-items', { target_type: 'school', target_id: other }),
      // Saved the other listing already: saving the kept one while the merge moves that save is one save.
      twice.post('/api/accounts/saved-items', { target_type: 'school', target_id: kept }),
    ];
    let answers;
    let merged;
    if (server.config.databaseUrl) {
      // Another transaction holds the other listing: the merge (which holds the kept one by then) waits for it, and
      // the review and the saves must wait behind the merge rather than land on a listing about to go.
      const holder = new pg.Client({ connectionString: server.config.databaseUrl });
      await holder.connect();
      const waiting = async () =>
        Number(
          (
            await holder.query(
              // Waiting on a lock, among the sessions using this file's own table (other files share the database).
              "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid IN (SELECT pid FROM pg_locks WHERE relation = 'institutions_schools'::regclass)",
            )
          ).rows[0].n,
        );
      try {
        await holder.query('BEGIN');
        // FOR UPDATE, not an update: a new version of the row would let a waiter overtake the merge on it.
        await holder.query('SELECT id FROM institutions_schools WHERE id = $1 FOR UPDATE', [other]);
        const merging = merge();
        expect(await eventually(async () => (await waiting()) >= 1, 5000)).not.toBeNull();
        const writing = writes();
        let done = 0;
        for (const write of writing) void write.then(() => done++);
        await eventually(async () => (await waiting()) >= 4 || done > 0, 3000);
        expect(done).toBe(0);
        await holder.query('COMMIT');
        [merged, ...answers] = await Promise.all([merging, ...writing]);
      } finally {
        await holder.end();
      }
    } else {
      merged = await merge();
      answers = await Promise.all(writes());
    }
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const [reviewed, saved, savedAgain] = answers;
    for (const [refused, doing] of [
      [reviewed!, 'review'],
      [saved!, 'save'],
    ] as const) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toBe(`School ${other} was merged into school ${kept}: ${doing} that one.`);
    }
    expect(savedAgain!.status, JSON.stringify(savedAgain!.body)).toBe(200);
    expect((await twice.get('/api/accounts/saved-items?target_type=school')).body.map((row: { target_id: number }) => row.target_id)).toEqual([kept]);
    expect((await admin.get(`/api/content/ratings?target_type=school&target_id=${other}`)).body).toEqual([]);
  });

  it('a point filled or taken in a merge moves the kept listing on near-me and the map', async () => {
    const kept = await school({ name: 'Ikolomani Mixed', physical_address: 'Idakho ward, Ikolomani sub-county' });
    const other = await school({ name: 'Ikolomani Mixed Sec', physical_address: 'Idakho ward, Ikolomani sub-county', gps_coordinates: '-0.6900, 34.2000' });
    const near = async (point: string) =>
      (await client(server.app).get(`/api/institutions/schools?near=${point}&radius_km=0.1&_sort=distance`)).body.map((row: { id: number }) => row.id);
    expect((await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other })).status).toBe(200);
    expect(await near('-0.69,34.2')).toEqual([kept]);
    const map = await client(server.app).get('/api/institutions/schools/map?bbox=34.19,-0.70,34.21,-0.68&zoom=18');
    expect(map.body.points.map((point: { id: number }) => point.id)).toEqual([kept]);
    const third = await school({ name: 'Ikolomani Mixed School', physical_address: 'Idakho ward, Ikolomani sub-county', gps_coordinates: '-0.6950, 34.2050' });
    const taken = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other: third, take: ['gps_coordinates'] });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await near('-0.695,34.205')).toEqual([kept]);
    expect(await near('-0.69,34.2')).toEqual([]);
  });

  it("a merged listing's history shows the kept listing's owner only what they could have read where it was", async () => {
    const owner = await member(server.app, 'school', admin);
    const listed = await owner.post('/api/institutions/schools', { name: 'Kaimosi Friends', county: 'Vihiga' });
    expect(listed.status, JSON.stringify(listed.body)).toBe(201);
    const kept = listed.body.id as number;
    expect((await admin.patch(`/api/institutions/schools/${kept}`, { moderation: 'approved' })).status).toBe(200);
    // A parent's listing, waiting for review: nobody but the parent and staff has read its values.
    const parent = await member(server.app, 'school', admin);
    const draft = await parent.post('/api/institutions/schools', { name: 'Kaimosi Friends Sec', county: 'Vihiga', telephone_mobile: '+254799111222' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const published = await school({ name: 'Kaimosi Friends School', county: 'Vihiga', website: 'https://kaimosi.sc.ke' });
    for (const other of [draft.body.id, published])
      expect((await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep: kept, other })).status).toBe(200);
    const created = (entries: { action: string; changes: { field: string; to?: unknown; kept: boolean }[] }[], field: string) =>
      entries.filter((entry) => entry.action === 'create').flatMap((entry) => entry.changes.filter((change) => change.field === field));
    const asOwner = await owner.get(`/api/institutions/schools/${kept}/history?_end=50`);
    expect(asOwner.status).toBe(200);
    expect(JSON.stringify(asOwner.body)).not.toContain('799111222');
    expect(created(asOwner.body, 'telephone_mobile')).toEqual([expect.objectContaining({ kept: false })]);
    expect(created(asOwner.body, 'website')).toEqual([expect.objectContaining({ to: 'https://kaimosi.sc.ke', kept: true })]);
    const asEditor = await editor.get(`/api/institutions/schools/${kept}/history?_end=50`);
    expect(created(asEditor.body, 'telephone_mobile')).toEqual([expect.objectContaining({ to: '+254799111222', kept: true })]);
  });

  it('a listing loaded from an open list and merged away is not listed again by the next import', async () => {
    const root = path.join(import.meta.dirname, '../..');
    const dialect = await openDialect(server.config);
    try {
      const load = () => importOpenList(dialect, 'schools', path.join(root, 'tests/fixtures/open-data/schools-2016.csv'), path.join(root, 'open-data'));
      expect((await load()).created).toBeGreaterThan(2);
      const loaded = (await admin.get('/api/institutions/schools?source=Ministry of Education&_sort=id&_end=2')).body as { id: number }[];
      const [keep, other] = loaded.map((row) => row.id) as [number, number];
      const merged = await editor.post('/api/duplicates/merge', { resource: 'institutions/schools', keep, other });
      expect(merged.status, JSON.stringify(merged.body)).toBe(200);
      const again = await load();
      expect(again).toMatchObject({ created: 0, updated: 0 });
      expect(again.kept).toBeGreaterThanOrEqual(1);
      expect((await client(server.app).get(`/api/institutions/schools/${other}`)).status).toBe(301);
    } finally {
      await dialect.close();
    }
  });
});
