/**
 * CSV in and out of the admin's lists: an export of every row of a filter, page after page on the server, with
 * formulas escaped; an import previewed row by row (a dry run that writes nothing), then applied through the API's
 * own writes, rows with errors reported and skipped; limits and unreadable files answered with a message; only
 * editors and admins import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';
import path from 'node:path';
import { maxImportRows } from '../../src/server/csv/import-routes.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { importOpenList } from '../../src/server/open-data/open-lists.ts';

let server: Awaited<ReturnType<typeof startServer>>;
let admin: Session;
let editor: Session;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
});
afterAll(() => server?.close());

const upload = (who: Session | ReturnType<typeof client>, text: string | Buffer, mode = 'preview', base = 'institutions/schools') =>
  who.raw('POST', `/api/${base}/import.csv?mode=${mode}`, text, { 'content-type': 'text/csv' });
const count = async (query = '') => Number((await admin.get(`/api/institutions/schools?_end=1${query}`)).headers['x-total-count']);

describe('export', () => {
  it('writes every row of a filter, page after page of 100, with formulas escaped', async () => {
    const rows = Array.from({ length: 230 }, (_, i) => ({ name: `Export Test School ${i}`, county: 'Nyeri', moderation: 'approved' }));
    for (const row of rows) expect((await admin.post('/api/institutions/schools', row)).status).toBe(201);
    expect((await admin.post('/api/institutions/schools', { name: '=HYPERLINK("http://evil.example")', county: 'Nyeri', moderation: 'approved' })).status).toBe(
      201,
    );
    await admin.post('/api/institutions/schools', { name: 'Elsewhere School', county: 'Kisumu', moderation: 'approved' });
    const file = await editor.get('/api/institutions/schools/export.csv?county=Nyeri');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    const text = String(file.body);
    const records = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(231);
    expect(new Set(records.map((record) => record.county))).toEqual(new Set(['Nyeri']));
    expect(records.map((record) => Number(record.id))).toEqual([...records.map((record) => Number(record.id))].sort((a, b) => a - b));
    expect(records.find((record) => record.name.includes('HYPERLINK'))!.name).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('answers a refusal as JSON before any file: a bad filter, a list the reader may not see', async () => {
    const bad = await editor.get('/api/institutions/schools/export.csv?colour=red');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await client(server.app).get('/api/auth/audit-log/export.csv')).status).toBe(401);
  });
});

describe('import', () => {
  it('previews per row without writing: create, update by id, unchanged, and errors with their field', async () => {
    const made = await admin.post('/api/institutions/schools', {
      name: 'Kaimosi Girls',
      county: 'Vihiga',
      moderation: 'approved',
      email: 'kaimosi@example.co.ke',
    });
    const id = made.body.id as number;
    const before = await count();
    const csv = [
      'id,name,county,email,rating',
      `${id},Kaimosi Girls,Vihiga,kaimosi@example.co.ke,4.5`,
      `${id + 100000},Nobody,Vihiga,,`,
      ',New Import School,Nakuru,new@example.co.ke,',
      ',Bad Email School,Nakuru,not-an-email,',
      ',,Nakuru,,',
      ',Wrong County School,Atlantis,,',
      ',"Two-line\nName School",Nakuru,bad,',
    ].join('\r\n');
    const preview = await upload(editor, csv);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.mode).toBe('preview');
    expect(preview.body.totals).toEqual({ create: 1, update: 0, unchanged: 1, error: 5 });
    expect(preview.body.columns.ignored).toEqual(['rating']);
    const byLine = Object.fromEntries(preview.body.rows.map((row: { line: number }) => [row.line, row]));
    expect(byLine[2]).toMatchObject({ action: 'unchanged', id });
    expect(byLine[3].errors.id).toMatch(/no school with id/);
    expect(byLine[4]).toMatchObject({ action: 'create' });
    expect(byLine[5].errors.email).toBeTruthy();
    expect(byLine[6].errors.name).toMatch(/required/);
    expect(byLine[7].errors.county).toBeTruthy();
    // A quoted name over two lines is told by the line it starts on.
    expect(byLine[8].errors.email).toBeTruthy();
    expect(await count()).toBe(before);

    const changed = await upload(editor, `id,email\n${id},head@kaimosi.example.co.ke\n`);
    expect(changed.body.rows[0]).toMatchObject({ action: 'update', id });
    expect((await client(server.app).get(`/api/institutions/schools/${id}`)).body.email).toBe('kaimosi@example.co.ke');
  });

  it('applies the valid rows through the API, audited, and reports and skips the others', async () => {
    const made = await admin.post('/api/institutions/schools', { name: 'Chavakali High', county: 'Vihiga', moderation: 'approved' });
    const id = made.body.id as number;
    const before = await count();
    const csv = [
      'id,name,county,website',
      `${id},Chavakali High School,Vihiga,https://chavakali.example`,
      ',Mbale Primary,Vihiga,',
      ',Broken Site School,Vihiga,notaurl',
    ].join('\n');
    const applied = await upload(editor, csv, 'apply');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.totals).toEqual({ create: 1, update: 1, unchanged: 0, error: 1 });
    expect(applied.body.rows[2].errors.website).toBeTruthy();
    expect(await count()).toBe(before + 1);
    expect((await admin.get(`/api/institutions/schools/${id}`)).body).toMatchObject({ name: 'Chavakali High School', website: 'https://chavakali.example' });
    const created = applied.body.rows[1].id as number;
    expect((await admin.get(`/api/institutions/schools/${created}`)).body).toMatchObject({ name: 'Mbale Primary', owner_id: editor.user.id });
    const history = await admin.get(`/api/auth/audit-log?resource=institutions/schools&record_id=${id}`);
    expect(history.body.some((row: { action: string; owner_id: number }) => row.action === 'update' && row.owner_id === editor.user.id)).toBe(true);
    // The same file again changes nothing more.
    const again = await upload(editor, csv.replace(',Mbale Primary,Vihiga,\n', ''), 'apply');
    expect(again.body.totals).toMatchObject({ create: 0, update: 0, unchanged: 1 });
  });

  it('matches a listing loaded from an open list by its source and source id', async () => {
    const root = path.join(import.meta.dirname, '../..');
    const dialect = await openDialect(server.config);
    try {
      await importOpenList(dialect, 'schools', path.join(root, 'tests/fixtures/open-data/schools-2016.csv'), path.join(root, 'open-data'));
    } finally {
      await dialect.close();
    }
    const loaded = (await admin.get('/api/institutions/schools?source=Ministry of Education&_sort=id&_end=1')).body[0] as { id: number; source_id: string };
    const csv = `source,source_id,summary\nMinistry of Education,${loaded.source_id},Loaded and then described.\nMinistry of Education,NO-SUCH-CODE,Nothing.\n`;
    const applied = await upload(editor, csv, 'apply');
    expect(applied.body.rows[0]).toMatchObject({ action: 'update', id: loaded.id });
    expect(applied.body.rows[1].errors.source_id).toMatch(/NO-SUCH-CODE/);
    expect((await admin.get(`/api/institutions/schools/${loaded.id}`)).body.summary).toBe('Loaded and then described.');
  });

  it('is for editors and admins only', async () => {
    expect((await upload(client(server.app), 'name\nX\n')).status).toBe(401);
    for (const role of ['school', 'subscriber']) {
      const someone = await member(server.app, role, admin);
      const refused = await upload(someone, 'name\nX\n');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/Only editors and admins/);
    }
  });

  it('answers unreadable files, unknown columns and files over the limits with a message', async () => {
    const latin1 = Buffer.from('name,county\nKaribu Caf\xe9 School,Nairobi\n', 'latin1');
    const notUtf8 = await upload(editor, latin1);
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.body.message).toMatch(/UTF-8/);
    const binary = await upload(editor, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect(binary.status).toBe(400);
    const unclosed = await upload(editor, 'name,county\n"Unclosed,Nairobi\n');
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/could not be read as CSV/);
    const unknown = await upload(editor, 'name,colour\nX,red\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/"colour"/);
    const empty = await upload(editor, 'name,county\n');
    expect(empty.status).toBe(400);
    const many = await upload(editor, `name\n${'Row\n'.repeat(maxImportRows + 1)}`);
    expect(many.status).toBe(413);
    expect(many.body.message).toMatch(`at most ${maxImportRows}`);
    const huge = await upload(editor, `name\n${'A very long school name indeed\n'.repeat(200_000)}`);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/MB/);
    const mode = await upload(editor, 'name\nX\n', 'maybe');
    expect(mode.status).toBe(400);
  });
});
