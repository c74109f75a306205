/**
 * PostgreSQL's statistics on the items of each csv column a list is filtered on (list-items.ts). On a table that was
 * there already, statistics not yet gathered (new ones, or an ANALYZE cut short) are gathered at once, rather than at
 * autovacuum's next look, which waits for a tenth of the rows to change; a new table's are gathered as it fills.
 */
import { sql } from 'kysely';
import type { Db } from './dialect.ts';
import { listItems } from './list-items.ts';

export const keepItemStatistics = async (db: Db, table: string, itemLists: readonly string[], hadTable: boolean) => {
  const name = (column: string) => `st_${table}_${column}`;
  // The schema by its name as it is (a cast to regnamespace would fold a quoted name's capitals).
  const { rows } = await sql<{ name: string; gathered: boolean }>`
    SELECT s.stxname AS name, EXISTS (SELECT 1 FROM pg_statistic_ext_data d WHERE d.stxoid = s.oid) AS gathered
    FROM pg_statistic_ext s JOIN pg_namespace ns ON ns.oid = s.stxnamespace
    WHERE ns.nspname = current_schema()`.execute(db);
  const missing = itemLists.filter((column) => !rows.some((row) => row.name === name(column)));
  for (const column of missing) await sql`CREATE STATISTICS ${sql.ref(name(column))} ON ${listItems(sql.ref(column))} FROM ${sql.table(table)}`.execute(db);
  const ungathered = itemLists.some((column) => !rows.some((row) => row.name === name(column) && row.gathered));
  if (ungathered && hadTable) await sql`ANALYZE ${sql.table(table)}`.execute(db);
};
