/**
 * Versioned migrations. The registry's schema is compared with the database and the difference applied:
 * new tables, new columns, new indexes, and search indexes rebuilt when their fields change. Nothing is
 * dropped, so an older database upgrades with its data. Each applied schema is recorded as a version,
 * after the hand-written steps (renames, data fixes) that an additive diff cannot express.
 */
import { sql } from 'kysely';
import type { Resource } from '../../registry/resource.ts';
import type { Dialect } from './dialect.ts';
import { schemaVersion, tableSpec, type TableSpec } from './schema.ts';
import { internalTables } from './internal-tables.ts';

/** Hand-written steps, in order; each runs once. Add new ones at the end. */
const steps: { version: string; up: (dialect: Dialect) => Promise<void> }[] = [];

const createTable = async (dialect: Dialect, spec: TableSpec) => {
  let builder = dialect.db.schema
    .createTable(spec.name)
    .ifNotExists()
    .addColumn('id', dialect.idType, (c) => (dialect.name === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()));
  for (const column of spec.columns) builder = builder.addColumn(column.name, dialect.columnType(column.type));
  await builder.execute();
};

const applied = async (dialect: Dialect) =>
  new Set((await dialect.db.selectFrom('_migrations').select('version').execute()).map((r) => r.version as string));

const record = (dialect: Dialect, version: string) =>
  dialect.db.insertInto('_migrations').values({ version, applied_at: new Date().toISOString() }).execute();

export const migrate = async (dialect: Dialect, resources: readonly Resource[]) => {
  const { db } = dialect;
  for (const create of internalTables) await create(dialect);
  const done = await applied(dialect);

  for (const step of steps) {
    if (done.has(step.version)) continue;
    await step.up(dialect);
    await record(dialect, step.version);
  }

  const specs = resources.map(tableSpec);
  const version = `schema-${schemaVersion(specs)}`;
  if (done.has(version)) return;

  const existing = await dialect.tables();
  for (const spec of specs) {
    const columns = existing.get(spec.name);
    if (!columns) await createTable(dialect, spec);
    else
      for (const column of spec.columns.filter((c) => !columns.has(c.name)))
        await db.schema.alterTable(spec.name).addColumn(column.name, dialect.columnType(column.type)).execute();
    for (const index of spec.indexes) {
      let builder = db.schema.createIndex(index.name).ifNotExists().on(spec.name).columns([...index.columns]);
      if (index.unique) builder = builder.unique();
      await builder.execute();
    }
    const searchVersion = `search-${spec.name}-${spec.search.join(',')}`;
    if (spec.search.length && !done.has(searchVersion)) {
      for (const statement of dialect.fullText.setup(spec.name, spec.search)) await sql.raw(statement).execute(db);
      await record(dialect, searchVersion);
    }
  }
  await record(dialect, version);
};
