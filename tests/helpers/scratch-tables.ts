/**
 * A database for a unit test of one piece of the server: SQLite in a temporary folder, opened by the server's own
 * dialect, holding only the tables (and unique indexes) of the resources named. Nothing is migrated, bootstrapped
 * or seeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Resource } from '../../src/registry/resource.ts';
import { openDialect } from '../../src/server/db/dialect.ts';
import { tableSpec } from '../../src/server/db/schema.ts';

export const openScratchTables = async (resources: readonly Resource[]) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elimuhub-unit-'));
  const dialect = await openDialect({ dataDir, databaseUrl: null });
  for (const resource of resources) {
    const spec = tableSpec(resource);
    let table = dialect.db.schema.createTable(spec.name).addColumn('id', dialect.idType, (c) => dialect.autoIncrementPrimaryKey(c));
    for (const column of spec.columns) table = table.addColumn(column.name, dialect.columnType(column.type));
    await table.execute();
    for (const index of spec.indexes.filter((ix) => ix.unique))
      await dialect.db.schema
        .createIndex(index.name)
        .on(spec.name)
        .columns([...index.columns])
        .unique()
        .execute();
  }
  // The first read starts the reader thread (sqlite-read-pool.ts): started here, it is no test's time.
  if (resources[0]) await dialect.db.selectFrom(resources[0].table).select('id').limit(1).execute();
  const close = async () => {
    await dialect.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { dialect, db: dialect.db, close };
};
