/**
 * What an import may and may not take (docs/data-quality.md): ids written plainly, a header of known, named,
 * single columns, a preview that meets every check its apply meets, a file applied twice (or three times at once)
 * adding its listings once, and an export for staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { dialectName, relaxedLimits, startServer } from '../helpers/server.ts';
import { buildApp } from '../../src/server/app.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let editor: Session;

beforeAll(async () => {
  server = await startServer({ limits: { ...relaxedLimits, exports: { max: 3, windowMs: 60 * 60_000 } } });
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
});
afterAll(() => server?.close());

const upload = (who: Session | ReturnType<typeof client>, text: string, mode = 'preview', base = 'institutions/schools') =>
  who.raw('POST', `/api/${base}/import.csv?mode=${mode}`, text, { 'content-type': 'text/csv' });
const named = async (name: string) => (await admin.get(`/api/institutions/schools?name=${encodeURIComponent(name)}`)).body as { id: number }[];

describe('ids and headers', () => {
  it('refuses, row by row, an id not written as a plain whole number', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await admin.post('/api/institutions/schools', { name: `Plain Id School ${i}`, county: 'Kitui' })).body.id as number);
    const twelve = ids.find((id) => id >= 10) ?? ids.at(-1)!;
    const loose = [`${twelve}.0`, `+${twelve}`, `0x${twelve.toString(16)}`, '1e1', '-1', `0${twelve}`, ` ${twelve}x`];
    const answer = await upload(editor, ['id,summary', ...loose.map((id) => `${id},Changed by a loose id`)].join('\n'), 'apply');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.totals).toEqual({ create: 0, update: 0, unchanged: 0, error: loose.length });
    for (const row of answer.body.rows) expect(row.errors.id).toMatch(/whole number written plainly/);
    for (const id of ids) expect((await admin.get(`/api/institutions/schools/${id}`)).body.summary ?? null).toBeNull();
    expect((await upload(editor, `id,summary\n${twelve},Plainly\n`)).body.rows[0]).toMatchObject({ action: 'update', id: twelve });
  });

  it('refuses a header with a column unnamed, named twice, or named as no field of the resource', async () => {
    const cases: [string, RegExp][] = [
      [',name\n5,A\n', /Column 1 .*no name/],
      ['id,name,name\n5,A,B\n', /"name" more than once/],
      ['id,__proto__\n5,x\n', /"__proto__"/],
      ['name,constructor\nA,x\n', /"constructor"/],
      ['name,toString\nA,x\n', /"toString"/],
      ['name,hasOwnProperty\nA,x\n', /"hasOwnProperty"/],
    ];
    for (const [file, message] of cases) {
      const answer = await upload(editor, file);
      expect(answer.status, file).toBe(400);
      expect(answer.body.message, file).toMatch(message);
    }
  });
});

describe('preview', () => {
  it('meets the checks the apply meets: references, a review already given, two lines giving one review', async () => {
    const first = (await admin.post('/api/institutions/schools', { name: 'Preview Target One', county: 'Embu', moderation: 'approved' })).body.id as number;
    const second = (await admin.post('/api/institutions/schools', { name: 'Preview Target Two', county: 'Embu', moderation: 'approved' })).body.id as number;
    const third = (await admin.post('/api/institutions/schools', { name: 'Preview Target Three', county: 'Embu', moderation: 'approved' })).body.id as number;
    expect((await editor.post('/api/content/ratings', { target_type: 'school', target_id: third, stars: 3, review: 'Reviewed before the file.' })).status).toBe(
      201,
    );
    const file = [
      'target_type,target_id,stars,review',
      `school,${first},5,A fine school.`,
      `school,${first},4,The same school again.`,
      'school,99999999,4,No such school.',
      `school,${third},2,Reviewed already.`,
      `school,${second},4,Another fine school.`,
    ].join('\n');
    const preview = await upload(editor, file, 'preview', 'content/ratings');
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const applied = await upload(editor, file, 'apply', 'content/ratings');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const outcome = (answer: { body: { rows: { action: string; errors?: unknown }[] } }) => answer.body.rows.map(({ action, errors }) => ({ action, errors }));
    expect(outcome(preview)).toEqual(outcome(applied));
    expect(applied.body.totals).toEqual({ create: 2, update: 0, unchanged: 0, error: 3 });
    expect(preview.body.totals).toEqual(applied.body.totals);
    expect(preview.body.rows[1].errors.row).toMatch(/Line 2/);
  });

  it('writes nothing', async () => {
    const answer = await upload(editor, 'name,county\nNever Written Academy,Embu\n');
    expect(answer.body.rows[0]).toMatchObject({ action: 'create' });
    expect(await named('Never Written Academy')).toHaveLength(0);
  });
});

describe('applying again', () => {
  it('adds listings without ids once, then matches them by name and place: unchanged, or updated', async () => {
    const header = 'name,county,gps_coordinates,physical_address';
    const file = `${header}\nReapply Test Academy,Nairobi,"-1.3000, 36.8000",\nReapply Ward School,Kakamega,,"Shieywe ward, Lurambi sub-county"\n`;
    const first = await upload(editor, file, 'apply');
    expect(first.body.totals).toMatchObject({ create: 2, error: 0 });
    const [academy, ward] = first.body.rows.map((row: { id: number }) => row.id);
    const same = await upload(editor, file, 'apply');
    expect(same.body.totals, JSON.stringify(same.body)).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
    expect(same.body.rows[0]).toMatchObject({ action: 'unchanged', id: academy });
    expect(same.body.rows[0].note).toMatch(new RegExp(`Matches existing school #${academy}.*within 300 m`));
    expect(same.body.rows[1].note).toMatch(new RegExp(`#${ward}.*same ward`));
    // The same places written a little differently: "High School" added, 100 m away, the ward in capitals.
    const again = await upload(
      editor,
      `${header}\nReapply Test Academy High School,Nairobi,"-1.3009, 36.8000",\nReapply Ward School,Kakamega,,"SHIEYWE Ward, Lurambi"\n`,
      'apply',
    );
    expect(again.body.totals, JSON.stringify(again.body)).toEqual({ create: 0, update: 2, unchanged: 0, error: 0 });
    expect(again.body.rows.map((row: { id: number }) => row.id)).toEqual([academy, ward]);
    expect(await named('Reapply Test Academy')).toHaveLength(0);
    expect(await named('Reapply Test Academy High School')).toHaveLength(1);
    expect(await named('Reapply Ward School')).toHaveLength(1);
    // A point 2 km away is another school of the name.
    const elsewhere = await upload(editor, 'name,county,gps_coordinates\nReapply Test Academy,Nairobi,"-1.3200, 36.8000"\n');
    expect(elsewhere.body.rows[0]).toMatchObject({ action: 'create' });
    // Two lines of one file naming one place: the second is refused.
    const twice = await upload(
      editor,
      'name,county,gps_coordinates\nTwin Line School,Nairobi,"-1.2500, 36.7000"\nTwin Line High School,Nairobi,"-1.2501, 36.7000"\n',
    );
    expect(twice.body.rows[1].errors.row).toMatch(/Line 2 already adds this school/);
  });

  it('refuses, as a likely duplicate, a row giving no place whose name is listed in its county', async () => {
    const file = 'name,county\nCounty Only Academy,Machakos\n';
    const first = await upload(editor, file, 'apply');
    expect(first.body.rows[0]).toMatchObject({ action: 'create' });
    const again = await upload(editor, file, 'apply');
    expect(again.body.rows[0].errors.row).toMatch(new RegExp(`School #${first.body.rows[0].id} of this name is listed in Machakos already`));
    expect(await named('County Only Academy')).toHaveLength(1);
    expect((await upload(editor, 'name,county\nCounty Only Academy,Kitui\n')).body.rows[0]).toMatchObject({ action: 'create' });
  });

  it('adds a listing once when three applies of one file arrive together', async () => {
    const file = 'name,county,gps_coordinates\nConcurrent Create Academy,Nairobi,"-1.2000, 36.9000"\n';
    const answers = await Promise.all([1, 2, 3].map(() => upload(editor, file, 'apply')));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answers.map((answer) => answer.body.rows[0].action).sort()).toEqual(['create', 'unchanged', 'unchanged']);
    expect(await named('Concurrent Create Academy')).toHaveLength(1);
  });
});

describe.skipIf(dialectName !== 'postgres')('applying on two instances of one database', () => {
  it('adds a listing once when each instance applies the file at the same moment', async () => {
    const second = await buildApp(server.config);
    try {
      const elsewhere = client(second, editor.token);
      const file = 'name,county,gps_coordinates\nTwo Instance Academy,Nairobi,"-1.1000, 36.9500"\n';
      const answers = await Promise.all([upload(editor, file, 'apply'), upload(elsewhere, file, 'apply'), upload(elsewhere, file, 'apply')]);
      expect(answers.map((answer) => answer.body.rows[0].action).sort()).toEqual(['create', 'unchanged', 'unchanged']);
      expect(await named('Two Instance Academy')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('export', () => {
  it('is for staff only, and a member may export a few times an hour', async () => {
    const anonymous = await client(server.app).get('/api/institutions/schools/export.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/sign in/);
    const owner = await member(server.app, 'school', admin);
    const refused = await owner.get('/api/institutions/schools/export.csv');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Only editors and admins/);
    const other = await member(server.app, 'editor', admin);
    for (let i = 0; i < 3; i++) expect((await other.get('/api/institutions/schools/export.csv?county=Embu')).status).toBe(200);
    const past = await other.get('/api/institutions/schools/export.csv?county=Embu');
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(/Too many CSV exports from your account/);
    expect((await admin.get('/api/auth/audit-log/export.csv')).status).toBe(200);
  });
});
