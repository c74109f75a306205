/** Reading rows through the API: a list page with its total, and one row by id, each as the reader may see it. */
import type { CompiledQuery } from 'kysely';
import { maxCount } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Dialect } from '../db/dialect.ts';
import { maxSearchMatches } from '../db/full-text.ts';
import type { Row } from './codec.ts';
import { createCountCache } from './count-cache.ts';
import type { ListStatements } from './list-statements.ts';
import type { ListQuery } from './query.ts';
import { rowNotFound } from './refusals.ts';
import type { RowAccess } from './row-access.ts';
import type { DecodeRow } from './row-decoder.ts';

export const createListReads = (dialect: Dialect, access: RowAccess, lists: ListStatements, decodeRow: DecodeRow) => {
  const { db } = dialect;
  const count = createCountCache(db, dialect.versions);
  const rowsOf = async (statement: CompiledQuery) => (await db.executeQuery(statement)).rows;

  return {
    /** A page of the rows the reader may see, their total (capped) and whether the cap cut it. */
    async find(user: Principal, resource: Resource, query: ListQuery) {
      const found = await lists.searchCandidates(resource, query);
      const { page, publicPage, counts, viewer } = lists.compiledList(user, resource, query, found);
      let rows: unknown[];
      let totals: number[];
      // Counts are mostly kept (count-cache.ts), so asking them first costs little, and tells whether the
      // reader's own hidden rows need merging in.
      if (publicPage) {
        totals = await Promise.all(counts.map(count));
        rows = await rowsOf(totals[1] ? page : publicPage);
      } else [rows, ...totals] = await Promise.all([rowsOf(page), ...counts.map(count)]);
      const total = totals.reduce((sum, part) => sum + part, 0);
      const capped = found ? found.ids.length >= maxSearchMatches : total > maxCount;
      return { rows: rows.map((row) => decodeRow(resource, row as Row, viewer)), total: Math.min(total, found ? maxSearchMatches : maxCount), capped };
    },

    /** One row the reader may see; a 404 for one that is missing or hidden from them. */
    async findById(user: Principal, resource: Resource, id: number) {
      const visible = access.visibility(user, resource, 'read');
      const viewer = access.viewerOf(user, resource);
      let query = access.selectRows(db.selectFrom(resource.table), user, resource, viewer).where(`${resource.table}.id`, '=', id);
      if (visible) query = query.where(visible);
      const row = await query.executeTakeFirst();
      if (!row) throw rowNotFound(resource, id);
      return decodeRow(resource, row as Row, viewer);
    },
  };
};
