/**
 * A search index built under other rules for reading words is built again at the next start: left as it was, it
 * would hold "pri" and "sch" where a query now looks for "primary", and silently miss (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getResource } from '../../src/registry/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { client, signInAdmin } from '../helpers/client.ts';
import { startServer } from '../helpers/server.ts';

const schools = getResource('institutions/schools');
let server: Awaited<ReturnType<typeof startServer>>;

const found = async (app: Parameters<typeof client>[0], q: string) =>
  ((await client(app).get(`/api/institutions/schools?q=${encodeURIComponent(q)}`)).body as { name: string }[]).map(({ name }) => name);

beforeAll(async () => {
  server = await startServer();
  const admin = await signInAdmin(server.app);
  expect((await admin.post('/api/institutions/schools', { name: 'City Pri. Sch.', county: 'Nairobi', moderation: 'approved' })).status).toBe(201);
});
afterAll(() => server?.close());

it('rebuilds an index whose words were read by earlier rules', async () => {
  expect(await found(server.app, 'city primary school')).toEqual(['City Pri. Sch.']);
  // The index as an earlier version left it: each word as written, and recorded under that version's name.
  const dialect = await openDialect(server.config);
  try {
    if (server.config.databaseUrl)
      await sql
        .raw(`UPDATE ${schools.table}_search SET title = to_tsvector('simple', 'city pri sch'), words = to_tsvector('simple', 'city pri sch nairobi')`)
        .execute(dialect.db);
    else {
      const fts = `${schools.table}_fts`;
      await sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('delete-all')`).execute(dialect.db);
      await sql
        .raw(`INSERT INTO ${fts}(rowid, ${schools.search.join(', ')}) SELECT id, ${schools.search.join(', ')} FROM ${schools.table}`)
        .execute(dialect.db);
    }
    await dialect.db
      .updateTable('_migrations')
      .set({ version: `search-${schools.table}-old-rules` })
      .where('version', 'like', `search-${schools.table}-%`)
      .execute();
  } finally {
    await dialect.close();
  }
  const stale = await buildApp({ ...server.config, seed: 'none' });
  try {
    expect(await found(stale, 'city pri')).toEqual(['City Pri. Sch.']);
    expect(await found(stale, 'city primary school')).toEqual(['City Pri. Sch.']);
  } finally {
    await stale.close();
  }
});
