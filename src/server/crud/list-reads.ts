/** Reading rows through the API: a list page with its total, and one row by id, each as the reader may see it. */
import type { CompiledQuery } from 'kysely';
import { maxCount, maxNearCount } from '../../registry/query-bounds.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Dialect } from '../db/dialect.ts';
import { maxSearchMatches, type Candidates } from '../db/full-text.ts';
import type { Row } from './codec.ts';
import { createCountCache } from './count-cache.ts';
import type { ListStatements } from './list-statements.ts';
import { createNearestFirst } from './nearest-first.ts';
import type { ListQuery } from './query.ts';
import { rowNotFound } from './refusals.ts';
import type { RowAccess } from './row-access.ts';
import type { DecodeRow } from './row-decoder.ts';
import type { Viewer } from '../access/row-view.ts';

/** The smallest ring worth reading, in kilometres. */
const minRingKm = 0.1;

export const createListReads = (dialect: Dialect, access: RowAccess, lists: ListStatements, decodeRow: DecodeRow) => {
  const { db } = dialect;
  const nearest = createNearestFirst(dialect, access);
  const count = createCountCache(db, dialect.versions);
  const rowsOf = async (statement: CompiledQuery) => (await db.executeQuery(statement)).rows;

  /** A row near a point as the reader sees it, with its distance in kilometres to 2 decimals. */
  const distanced = (resource: Resource, row: Row, viewer: Viewer): Row => ({
    ...decodeRow(resource, row, viewer),
    distance_km: Math.round(Number(row.distance_km) * 100) / 100,
  });

  /**
   * A page nearest first, read within rings of the point before the whole radius: in a town the whole radius holds
   * tens of thousands of rows to measure and sort, where a ring of a few hundred metres already holds the page. The
   * ring's page is the list's own once it is full: every row beyond the ring is further than every row in it. Each
   * ring is sized from the last as if the rows were spread evenly (the page's rows over those found, a bit more), at
   * most twice as wide (an empty ring says nothing of the density), so a ring that reaches a town's edge holds a few
   * times the page, not the town. `page` is the whole radius's, for when no ring fills the page.
   */
  const nearestFirst = async (user: Principal, resource: Resource, query: ListQuery, page: CompiledQuery, found?: Candidates) => {
    const near = query.near!;
    const size = query.end - query.start;
    if (size === 0) return rowsOf(page);
    for (let radiusKm = Math.max(minRingKm, near.radiusKm / 128); radiusKm < near.radiusKm;) {
      const ring = lists.compiledList(user, resource, { ...query, near: { ...near, radiusKm } }, found);
      const rows = await rowsOf(ring.page);
      if (rows.length === size) return rows;
      const had = rows.length ? query.start + rows.length : 0;
      radiusKm *= had ? Math.min(2, Math.max(1.25, 1.1 * Math.sqrt(query.end / had))) : 2;
    }
    return rowsOf(page);
  };

  return {
    /** The statements of a list near a point read from the spatial index alone (nearest-first.ts), for their plans. */
    nearestStatements: nearest.statements,

    /** A page of the rows the reader may see, their total (capped) and whether the cap cut it. */
    async find(user: Principal, resource: Resource, query: ListQuery) {
      lists.checkQueryFields(user, resource, query);
      const near = await nearest.find(user, resource, query);
      if (near)
        return {
          rows: near.rows.map((row) => distanced(resource, row, access.viewerOf(user, resource))),
          total: Math.min(near.total, maxNearCount),
          capped: near.total > maxNearCount,
        };
      const found = await lists.searchCandidates(resource, query);
      const { page, publicPage, counts, viewer } = lists.compiledList(user, resource, query, found);
      let rows: unknown[];
      let totals: number[];
      // Counts are mostly kept (count-cache.ts), so asking them first costs little, and tells whether the
      // reader's own hidden rows need merging in.
      if (publicPage) {
        totals = await Promise.all(counts.map(count));
        rows = await rowsOf(totals[1] ? page : publicPage);
      } else if (query.near?.byDistance) [rows, ...totals] = await Promise.all([nearestFirst(user, resource, query, page, found), ...counts.map(count)]);
      else [rows, ...totals] = await Promise.all([rowsOf(page), ...counts.map(count)]);
      const total = totals.reduce((sum, part) => sum + part, 0);
      const cap = query.near ? maxNearCount : maxCount;
      const capped = found ? found.ids.length >= maxSearchMatches : total > cap;
      const decoded = rows.map((row) => (query.near ? distanced(resource, row as Row, viewer) : decodeRow(resource, row as Row, viewer)));
      return { rows: decoded, total: Math.min(total, found ? maxSearchMatches : cap), capped };
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
