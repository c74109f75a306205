/**
 * Importing an open list of schools into a server's database (SQLite, or PostgreSQL with TEST_DATABASE_URL): per-row
 * refusals, a second run that changes nothing, a listing a person listed adopted rather than doubled, a newer file
 * that never overwrites what a person edited since, and the provenance in the API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { importOpenList } from '../../src/server/open-data/open-lists.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const root = path.join(import.meta.dirname, '../..');
const openDataDir = path.join(root, 'open-data');
const fixture = (name: string) => path.join(root, 'tests/fixtures/open-data', name);

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session;
let editor: Session;
let allianceId: number;
const importFile = (name: string) => importOpenList(dialect, 'schools', fixture(name), openDataDir);
const bySourceId = async (id: string) => (await client(server.app).get(`/api/institutions/schools?q=&source_id=${id}`)).body[0];

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  // A school a person listed before the list was loaded, under its full name.
  const created = await admin.post('/api/institutions/schools', {
    name: 'Alliance High School',
    county: 'Kiambu',
    cbc_levels: 'Senior Secondary',
    summary: 'A national school.',
    moderation: 'approved',
  });
  expect(created.status).toBe(201);
  allianceId = created.body.id;
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

describe('importing the list of schools', () => {
  it('loads the rows it can, adopts the school a person listed, and names each refused row', async () => {
    const summary = await importFile('schools-2016.csv');
    expect(summary).toMatchObject({ read: 8, created: 5, adopted: 1, updated: 0, unchanged: 0, kept: 0, refused: 2, located: 2 });
    expect(summary.issues.filter((issue) => issue.refused).map(({ line, field }) => ({ line, field }))).toEqual([
      { line: 7, field: 'level' },
      { line: 10, field: 'code' },
    ]);
    const alliance = (await client(server.app).get(`/api/institutions/schools/${allianceId}`)).body;
    // Adopted: the person's name and summary stay, the list's point fills what was empty, the provenance is set.
    expect(alliance).toMatchObject({
      name: 'Alliance High School',
      summary: 'A national school.',
      gps_coordinates: '-1.2444, 36.6726',
      source: 'Ministry of Education',
      source_year: 2016,
      source_id: '101',
    });
    const alliances = await client(server.app).get('/api/institutions/schools?county=Kiambu&_sort=name');
    expect(alliances.body.map((row: { name: string }) => row.name)).toEqual(['Alliance High School', 'PCEA Muthure Primary']);
  });

  it('shows every imported listing to visitors with its provenance', async () => {
    const voo = await bySourceId('104');
    expect(voo).toMatchObject({
      name: 'Voo Special Unit',
      county: 'Kitui',
      source: 'Open Data Kenya',
      source_year: 2007,
      source_id: '104',
      edited_at: null,
      moderation: 'approved',
    });
    const far = await bySourceId('105');
    expect(far).toMatchObject({ name: 'Far Away Academy', gps_coordinates: null, is_public: false });
  });

  it('changes nothing when the same file is imported again', async () => {
    const summary = await importFile('schools-2016.csv');
    expect(summary).toMatchObject({ created: 0, updated: 0, adopted: 0, unchanged: 5, kept: 1, refused: 2 });
  });

  it('takes a newer file’s changes but never overwrites a listing a person edited since', async () => {
    const muthure = await bySourceId('102');
    const edited = await editor.patch(`/api/institutions/schools/${muthure.id}`, { name: 'PCEA Muthure Primary School', telephone_mobile: '+254712345678' });
    expect(edited.status).toBe(200);
    expect(edited.body.edited_at).toEqual(expect.any(String));

    const summary = await importFile('schools-2019.csv');
    expect(summary).toMatchObject({ created: 0, adopted: 0, updated: 3, unchanged: 1, kept: 2, refused: 2 });
    expect(await bySourceId('102')).toMatchObject({ name: 'PCEA Muthure Primary School', source_year: 2016 });
    expect((await client(server.app).get(`/api/institutions/schools/${allianceId}`)).body).toMatchObject({ name: 'Alliance High School', source_year: 2016 });
    expect(await bySourceId('104')).toMatchObject({ name: 'Voo Special School', source_year: 2007 });
    expect(await bySourceId('105')).toMatchObject({ source_year: 2019 });
  });

  it('refuses a file it cannot read at all', async () => {
    await expect(importOpenList(dialect, 'schools', fixture('missing.csv'), openDataDir)).rejects.toThrow(/ENOENT/);
    const notTheList = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-list-')), 'other.csv');
    fs.writeFileSync(notTheList, 'name,county\nAlliance,Kiambu\n');
    await expect(importOpenList(dialect, 'schools', notTheList, openDataDir)).rejects.toThrow(/no column code/);
  });
});

describe('npm run import', () => {
  it('exits non-zero, saying why, when the file cannot be read', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-import-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/open-data/import-cli.ts', 'schools', fixture('missing.csv')], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: 'Import-test-Passw0rd', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Cannot import schools from .*missing\.csv/);
  });
});
