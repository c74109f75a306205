/**
 * Upgrading: a database made by an older version (fewer resources, fewer fields, other search fields)
 * is brought up to the current registry on start, and keeps its rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { inPostgres, postgresSchema } from '../helpers/server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-migrate-'));
const postgres = await postgresSchema();
const open = () => openDialect({ dataDir, databaseUrl: postgres?.url ?? null });
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await inPostgres(`DROP SCHEMA ${postgres.schema} CASCADE`);
});

/** The registry as an older version had it: no news, schools without a website and searched by name only. */
const older: Resource[] = resources
  .filter((r) => r.name !== 'content/news')
  .map((r) => {
    if (r.name !== 'institutions/schools') return r;
    const { website: _website, ...fields } = r.fields;
    return { ...r, fields, search: ['name'] };
  });

it('adds tables, columns, indexes and search fields, and keeps the data', async () => {
  const before = await open();
  await migrate(before, older);
  const now = new Date().toISOString();
  await before.db.insertInto('institutions_schools').values({ name: 'Starehe Boys Centre', county: 'Nairobi', summary: 'A school founded in 1959', moderation: 'approved', created_at: now, updated_at: now }).execute();
  expect((await before.tables()).has('content_news')).toBe(false);
  expect((await before.tables()).get('institutions_schools')!.has('website')).toBe(false);
  await before.close();

  const after = await open();
  await migrate(after, resources);
  const tables = await after.tables();
  expect(tables.has('content_news')).toBe(true);
  expect(tables.get('institutions_schools')!.has('website')).toBe(true);
  const rows = await after.db.selectFrom('institutions_schools').selectAll().execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Starehe Boys Centre', website: null });
  // The search index was rebuilt over the new fields, including the old row.
  const match = after.fullText.match('institutions_schools', resources.find((r) => r.name === 'institutions/schools')!.search, ['1959']);
  const found = await match.narrow(after.db.selectFrom('institutions_schools')).select('institutions_schools.name').execute();
  expect(found).toEqual([{ name: 'Starehe Boys Centre' }]);
  const versions = (await after.db.selectFrom('_migrations').select('version').execute()).map((r) => r.version);
  expect(versions.filter((v: string) => v.startsWith('schema-'))).toHaveLength(2);

  // Starting the same version again changes nothing.
  await migrate(after, resources);
  expect((await after.db.selectFrom('_migrations').select('version').execute()).length).toBe(versions.length);
  await after.close();
});
