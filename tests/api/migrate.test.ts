/**
 * Upgrading: a database made by an older version (fewer resources, fewer fields, other search fields)
 * is brought up to the current registry on start, and keeps its rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { resources } from '../../src/registry/index.ts';
import type { Resource } from '../../src/registry/resource.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { prepareDatabase } from '../../src/server/db/first-start.ts';
import { currentSchema, migrate } from '../../src/server/db/migrate.ts';
import { adminCredentials, inPostgres, postgresSchema } from '../helpers/server.ts';

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
  await before.db
    .insertInto('institutions_schools')
    .values({ name: 'Starehe Boys Centre', county: 'Nairobi', summary: 'A school founded in 1959', moderation: 'approved', created_at: now, updated_at: now })
    .execute();
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
  const { rows: found } = await after.fullText
    .best('institutions_schools', resources.find((r) => r.name === 'institutions/schools')!.search, ['1959'])
    .execute(after.db);
  expect(found.map((row) => Number(row.id))).toEqual([rows[0]!.id]);
  const versions = (await after.db.selectFrom('_migrations').select('version').execute()).map((r) => r.version);
  expect(versions.filter((v: string) => v.startsWith('schema-'))).toHaveLength(2);

  // Starting the same version again changes nothing.
  await migrate(after, resources);
  expect((await after.db.selectFrom('_migrations').select('version').execute()).length).toBe(versions.length);
  await after.close();
});

it('replaces the list indexes of an older version with ones that end with the row id', async () => {
  const dialect = await open();
  const indexes = async () => {
    const query =
      dialect.name === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'institutions_schools'`
        : sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'institutions_schools'`;
    return (await query.execute(dialect.db)).rows.map((row) => row.name);
  };
  // As an older version left it: a sort index without the id, and its step not yet run.
  await dialect.db.schema.createIndex('ix_institutions_schools_moderation_rating').on('institutions_schools').columns(['moderation', 'rating']).execute();
  await dialect.db.deleteFrom('_migrations').where('version', '=', 'list-indexes-end-with-id').execute();
  await migrate(dialect, resources);
  const names = await indexes();
  expect(names).not.toContain('ix_institutions_schools_moderation_rating');
  expect(names).toContain('ix_institutions_schools_moderation_rating_id');
  expect(names).toContain('ix_institutions_schools_owner_id');
  await dialect.close();
});

it('renames shipped orders dispatched, prices older orders as items alone, and lets a cart hold sizes of one product', async () => {
  const dialect = await open();
  const now = new Date().toISOString();
  // As an older version left it: an order shipped, without subtotal or delivery, a cart unique per product, the steps not yet run.
  const order = {
    lines: '[{"product_id":1,"name":"Sweater","price":1200,"quantity":2}]',
    total: 2400,
    payment_method: 'mpesa',
    created_at: now,
    updated_at: now,
  };
  await dialect.db
    .insertInto('shop_orders')
    .values([
      { ...order, status: 'shipped' },
      { ...order, status: 'paid' },
    ])
    .execute();
  await dialect.db.schema.createIndex('uq_shop_cart_owner_id_product_id').unique().on('shop_cart').columns(['owner_id', 'product_id']).execute();
  await dialect.db.deleteFrom('_migrations').where('version', 'in', ['order-lifecycle', 'cart-line-per-variant']).execute();
  await migrate(dialect, resources);
  const rows = await dialect.db.selectFrom('shop_orders').select(['status', 'subtotal', 'delivery_fee', 'discount', 'delivery_method']).orderBy('id').execute();
  expect(rows).toEqual([
    { status: 'dispatched', subtotal: 2400, delivery_fee: 0, discount: 0, delivery_method: 'pickup' },
    { status: 'paid', subtotal: 2400, delivery_fee: 0, discount: 0, delivery_method: 'pickup' },
  ]);
  const cartLine = { owner_id: 1, product_id: 1, quantity: 1, created_at: now, updated_at: now };
  await dialect.db
    .insertInto('shop_cart')
    .values([
      { ...cartLine, variant_id: 1 },
      { ...cartLine, variant_id: 2 },
    ])
    .execute();
  expect(await dialect.db.selectFrom('shop_cart').select('id').execute()).toHaveLength(2);
  await dialect.close();
});

it('moves applications in the old Submitted stage to New, and makes older jobs full-time', async () => {
  const dialect = await open();
  const now = new Date().toISOString();
  // As an older version left them: a job without a type, an application Submitted, and the step not yet run.
  const job = await dialect.db
    .insertInto('jobs_main')
    .values({ title: 'Chemistry teacher', deadline: '2099-12-31', status: 'Open', moderation: 'approved', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await dialect.db
    .insertInto('jobs_applications')
    .values({ job_id: job.id, owner_id: 1, stage: 'Submitted', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await dialect.db.deleteFrom('_migrations').where('version', '=', 'application-stage-new').execute();
  await migrate(dialect, resources);
  expect(await dialect.db.selectFrom('jobs_applications').select('stage').where('id', '=', application.id).executeTakeFirst()).toEqual({ stage: 'New' });
  expect(await dialect.db.selectFrom('jobs_main').select('employment_type').where('id', '=', job.id).executeTakeFirst()).toEqual({
    employment_type: 'Full-time',
  });
  await dialect.close();
});

it.runIf(postgres)('reads its own schema only, while other schemas of the database come and go', async () => {
  const dialect = await open();
  await migrate(dialect, resources);
  // Another installation (or test) creating and dropping schemas in the same database meanwhile.
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  let churning = true;
  let churns = 0;
  const churn = (async () => {
    while (churning) {
      const schema = `${postgres!.schema}_other_${churns++ % 3}`;
      await other.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.institutions_schools (id serial, elsewhere text)`);
      await other.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  })();
  const failures: string[] = [];
  const started = Date.now();
  try {
    while (Date.now() - started < 2000 || churns < 20) {
      const tables = await dialect.tables().catch((error: Error) => (failures.push(error.message), null));
      if (tables) expect(tables.get('institutions_schools')!.has('elsewhere')).toBe(false);
    }
  } finally {
    churning = false;
    await churn;
    await other.end();
    await dialect.close();
  }
  expect(failures).toEqual([]);
});

it('gives rows rated before the weighted rating existed their weighted rating', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-migrate-'));
  const own = await postgresSchema();
  const withoutScore = resources.map((r) => {
    if (r.name !== 'institutions/schools') return r;
    const { rating_score: _score, ...fields } = r.fields;
    return { ...r, fields, sortable: r.sortable.filter((name) => name !== 'rating_score') };
  });
  try {
    const before = await openDialect({ dataDir: dir, databaseUrl: own?.url ?? null });
    await migrate(before, withoutScore);
    await before.db.deleteFrom('_migrations').where('version', '=', 'weighted-rating').execute();
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const { id } = await before.db
      .insertInto('institutions_schools')
      .values({ name: 'Maseno School', moderation: 'approved', rating: 4.7, review_count: 3, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [stars, moderation] of [
      [5, 'approved'],
      [5, 'approved'],
      [4, 'approved'],
      [1, 'pending'],
    ] as const)
      await before.db
        .insertInto('content_ratings')
        .values({ target_type: 'school', target_id: id, stars, moderation, ...stamps })
        .execute();
    await before.close();

    const after = await openDialect({ dataDir: dir, databaseUrl: own?.url ?? null });
    await migrate(after, resources);
    const row = await after.db.selectFrom('institutions_schools').select('rating_score').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.rating_score)).toBe(3.94);
    await after.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (own) await inPostgres(`DROP SCHEMA ${own.schema} CASCADE`);
  }
});

it('gives an installation seeded before blocked senders existed their grants', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-migrate-'));
  const own = await postgresSchema();
  const config = loadConfig(
    {},
    { dataDir: dir, databaseUrl: own?.url ?? null, adminEmail: adminCredentials.email, adminPassword: adminCredentials.password, seed: 'none' },
  );
  const grantsOfBlocks = (db: Awaited<ReturnType<typeof openDialect>>['db']) =>
    db.selectFrom('auth_permissions').select('action').where('resource', '=', 'notifications/blocks').execute();
  try {
    const before = await openDialect(config);
    await prepareDatabase(before, config, () => {});
    expect((await grantsOfBlocks(before.db)).length).toBeGreaterThan(0);
    // As an installation whose roles were seeded before the resource: no rows for it, and the step not yet run.
    await before.db.deleteFrom('auth_permissions').where('resource', '=', 'notifications/blocks').execute();
    await before.db.deleteFrom('_migrations').where('version', '=', 'message-blocks-grants').execute();
    await before.close();

    const after = await openDialect(config);
    await prepareDatabase(after, config, () => {});
    expect((await grantsOfBlocks(after.db)).map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'list', 'read', 'delete']));
    await after.close();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    if (own) await inPostgres(`DROP SCHEMA ${own.schema} CASCADE`);
  }
});

it.runIf(!!postgres)('migrates on PostgreSQL without the statement timeout that bounds a request', async () => {
  // A timeout no migration could finish within (here not even a new connection's first SELECT): the database is
  // prepared all the same, on connections of the migration's own; the requests' dialect is not to be used for it.
  const fresh = (await postgresSchema())!;
  const config = loadConfig(
    {},
    { dataDir, databaseUrl: fresh.url, dbStatementTimeoutMs: 1, adminEmail: adminCredentials.email, adminPassword: adminCredentials.password, seed: 'none' },
  );
  const dialect = await openDialect({ ...config, dbStatementTimeoutMs: 15_000 });
  const requests: typeof dialect = {
    ...dialect,
    exclusive: () => Promise.reject(new Error('the migration ran on the requests’ connections')),
  };
  try {
    await prepareDatabase(requests, config, () => {});
    const after = await openDialect({ dataDir, databaseUrl: fresh.url });
    const versions = await after.db.selectFrom('_migrations').select('version').execute();
    await after.close();
    expect(versions.map((row) => row.version)).toContain(currentSchema(resources));
  } finally {
    await dialect.close();
    await fresh.drop();
  }
});

it.runIf(!!postgres)("gathers statistics on a list's items at once when a PostgreSQL table with rows first gets them", async () => {
  const dialect = await open();
  try {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 300 }, (_, i) => ({
      name: `Upgraded School ${i}`,
      county: 'Embu',
      cbc_levels: 'Pre-Primary, Primary',
      moderation: 'approved',
      created_at: now,
      updated_at: now,
    }));
    await dialect.db.insertInto('institutions_schools').values(rows).execute();
    const gathered = async () =>
      (
        await sql<{
          values: string | null;
        }>`SELECT most_common_vals::text AS values FROM pg_stats_ext_exprs WHERE schemaname = current_schema() AND statistics_name = 'st_institutions_schools_cbc_levels'`.execute(
          dialect.db,
        )
      ).rows[0]?.values;
    // As a version before these statistics left it.
    await sql`DROP STATISTICS IF EXISTS st_institutions_schools_cbc_levels`.execute(dialect.db);
    await dialect.db.deleteFrom('_migrations').where('version', '=', currentSchema(resources)).execute();
    await migrate(dialect, resources);
    expect(await gathered()).toContain(', Pre-Primary, Primary, ');
    // As a start cut short after making the statistic, before gathering it.
    await sql`DROP STATISTICS st_institutions_schools_cbc_levels`.execute(dialect.db);
    await sql`CREATE STATISTICS st_institutions_schools_cbc_levels ON (', ' || cbc_levels || ', ') FROM institutions_schools`.execute(dialect.db);
    await dialect.db.deleteFrom('_migrations').where('version', '=', currentSchema(resources)).execute();
    expect(await gathered()).toBeFalsy();
    await migrate(dialect, resources);
    expect(await gathered()).toContain(', Pre-Primary, Primary, ');
  } finally {
    await dialect.close();
  }
});

it.runIf(!!postgres)('keeps list item statistics in a PostgreSQL schema whose name has capitals and a dash', async () => {
  const schema = `T_Mixed-${path.basename(dataDir).slice(-6)}`;
  await inPostgres(`CREATE SCHEMA "${schema}"`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path="${schema}"`);
  const dialect = await openDialect({ dataDir, databaseUrl: url.toString() });
  try {
    await migrate(dialect, resources);
    const { rows } = await sql<{
      name: string;
    }>`SELECT stxname AS name FROM pg_statistic_ext s JOIN pg_namespace ns ON ns.oid = s.stxnamespace WHERE ns.nspname = ${schema}`.execute(dialect.db);
    expect(rows.map((row) => row.name)).toContain('st_institutions_schools_cbc_levels');
  } finally {
    await dialect.close();
    await inPostgres(`DROP SCHEMA "${schema}" CASCADE`);
  }
});

it.runIf(!!postgres)('refuses to start on a PostgreSQL schema that does not exist, saying so, rather than waiting forever', async () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', '-c search_path=no_such_schema_here');
  const config = loadConfig(
    {},
    { dataDir, databaseUrl: url.toString(), adminEmail: adminCredentials.email, adminPassword: adminCredentials.password, seed: 'none' },
  );
  const dialect = await openDialect(config);
  try {
    await expect(prepareDatabase(dialect, config, () => {})).rejects.toThrow(/search_path .* does not exist/);
  } finally {
    await dialect.close();
  }
});
