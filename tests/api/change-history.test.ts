/**
 * GET /api/{resource}/:id/history: a listing's changes newest first, with old and new values for its public
 * fields and only the names of private ones; the open list an import came from; staff see any listing's, an
 * owner their own's, nobody else.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/registry/change-history.ts';
import { openDialect, type Dialect } from '../../src/server/db/dialect.ts';
import { importOpenList } from '../../src/server/open-data/open-lists.ts';
import { client, member, signInAdmin, type Session } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const root = path.join(import.meta.dirname, '../..');

let server: Awaited<ReturnType<typeof startServer>>;
let dialect: Dialect;
let admin: Session;
let editor: Session;
let owner: Session;
let stranger: Session;
let schoolId: number;
let ownSchoolId: number;

const history = async (who: Session | ReturnType<typeof client>, id: number, query = '', resource = 'institutions/schools') =>
  who.get(`/api/${resource}/${id}/history${query}`);
const entries = async (who: Session, id: number, query = '') => {
  const reply = await history(who, id, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as HistoryEntry[];
};

beforeAll(async () => {
  server = await startServer();
  dialect = await openDialect(server.config);
  admin = await signInAdmin(server.app);
  editor = await member(server.app, 'editor', admin);
  owner = await member(server.app, 'school', admin);
  stranger = await member(server.app, 'school', admin);
  const created = await admin.post('/api/institutions/schools', {
    name: 'Kilifi Township Pri',
    county: 'Kilifi',
    summary: 'A day school.',
    moderation: 'approved',
  });
  expect(created.status).toBe(201);
  schoolId = created.body.id;
  const own = await owner.post('/api/institutions/schools', { name: 'Malindi Hill Academy', county: 'Kilifi' });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  ownSchoolId = own.body.id;
});
afterAll(async () => {
  await dialect?.close();
  await server?.close();
});

it('keeps the old and new values of public fields, newest first, and only the names of private ones', async () => {
  expect((await admin.patch(`/api/institutions/schools/${schoolId}`, { summary: 'A mixed day school by the sea.' })).status).toBe(200);
  expect((await admin.patch(`/api/institutions/schools/${schoolId}`, { moderation_note: 'Phoned the head teacher.' })).status).toBe(200);
  const [note, summary, created] = await entries(editor, schoolId);
  expect(note).toMatchObject({ action: 'update', source: null, changes: [{ field: 'moderation_note', label: 'Moderation note', kept: false }] });
  expect(note!.changes[0]).not.toHaveProperty('to');
  expect(JSON.stringify(note)).not.toContain('head teacher');
  expect(summary).toMatchObject({
    action: 'update',
    by: { name: expect.any(String) },
    changes: [{ field: 'summary', label: 'Summary', from: 'A day school.', to: 'A mixed day school by the sea.', kept: true }],
  });
  expect(created!.action).toBe('create');
  expect(created!.changes).toContainEqual({ field: 'name', label: 'Name', to: 'Kilifi Township Pri', kept: true });
  expect(Date.parse(note!.at)).toBeGreaterThanOrEqual(Date.parse(summary!.at));
});

it('pages on the server with a total, and explains a page it cannot give', async () => {
  const reply = await history(admin, schoolId, '?_start=1&_end=2');
  expect(reply.status).toBe(200);
  expect(reply.headers['x-total-count']).toBe('3');
  expect((reply.body as HistoryEntry[]).map((entry) => entry.action)).toEqual(['update']);
  const tooMany = await history(admin, schoolId, '?_start=0&_end=500');
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.message).toMatch(/at most 50 entries/);
  expect((await history(admin, schoolId, '?page=2')).status).toBe(400);
  for (const start of ['0x10', '1e3', '+1', '1.0']) {
    const refused = await history(admin, schoolId, `?_start=${start}`);
    expect(refused.status, start).toBe(400);
    expect(refused.body.message).toMatch(/^_start must be a whole number from 0/);
  }
  const never = await history(admin, 99_999_999, '');
  expect(never.status).toBe(404);
  expect(never.body.message).toBe('School 99999999 was not found.');
  expect((await history(admin, Number.NaN, '')).status).toBe(400);
});

it("shows an owner their own listing's history, and nobody else's", async () => {
  expect((await owner.patch(`/api/institutions/schools/${ownSchoolId}`, { summary: 'Boarding from Grade 7.' })).status).toBe(200);
  const mine = await entries(owner, ownSchoolId);
  expect(mine[0]).toMatchObject({ changes: [{ field: 'summary', to: 'Boarding from Grade 7.', kept: true }] });
  expect(mine[0]!.by).toEqual({ name: expect.stringMatching(/^Test school/) });
  expect((await entries(editor, ownSchoolId)).length).toBe(mine.length);
  const refused = await history(stranger, ownSchoolId);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe("Only staff who may change every school and the school's owner may see its history.");
  expect((await history(owner, schoolId)).status).toBe(403);
  expect((await history(client(server.app), ownSchoolId)).status).toBe(401);
});

it("lets admins read any history, and tells a member who may read an account's", async () => {
  const editorDecision = await editor.post('/api/duplicates/distinct', {
    resource: 'institutions/schools',
    first: schoolId,
    second: ownSchoolId,
  });
  expect(editorDecision.status).toBe(201);
  const [decision] = (await admin.get('/api/institutions/duplicate-decisions?decision=distinct')).body as { id: number }[];
  expect((await history(editor, decision!.id, '', 'institutions/duplicate-decisions')).status).toBe(200);
  expect((await history(admin, decision!.id, '', 'institutions/duplicate-decisions')).status).toBe(200);
  const account = await history(editor, owner.user.id, '', 'auth/users');
  expect(account.status).toBe(403);
  expect(account.body.message).toBe('Only staff who may change every user and the user themselves may see its history.');
});

it('names the open list an imported listing came from, with its year', async () => {
  const fixture = path.join(root, 'tests/fixtures/open-data/schools-2016.csv');
  await importOpenList(dialect, 'schools', fixture, path.join(root, 'open-data'));
  const found = await client(server.app).get('/api/institutions/schools?source_id=102');
  const id = found.body[0].id as number;
  const [imported] = await entries(admin, id);
  expect(imported).toMatchObject({ action: 'create', by: null, source: "Ministry of Education's list of schools, 2016" });
  expect(imported!.changes).toContainEqual({ field: 'name', label: 'Name', to: found.body[0].name, kept: true });
});
