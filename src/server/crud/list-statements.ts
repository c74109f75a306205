/**
 * The SQL of a list: its page, the public page asked apart from the reader's own rows, and its counts
 * (list-query.ts), with the reader's access and the query's filters, sort and search. `compiledList` is what a list
 * request runs: compiled once per shape of query (list-shapes.ts) and bound to the request's values.
 */
import type { Resource } from '../../registry/resource.ts';
import { isAny, type Permissions, type Reach } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import type { Dialect, Select } from '../db/dialect.ts';
import type { Candidates } from '../db/full-text.ts';
import { badRequest } from '../http-error.ts';
import { filterCondition } from './filter-conditions.ts';
import { refuseHiddenQueryFields } from './hidden-query-fields.ts';
import { listQueries, type OrderTerm } from './list-query.ts';
import { maxCount, maxNearCount } from '../../registry/query-bounds.ts';
import { Bound, createListShapes, type ListValues } from './list-shapes.ts';
import type { Filter, ListQuery } from './query.ts';
import type { RowAccess } from './row-access.ts';
import { createSearchCandidates } from './search-candidates.ts';
import { nearRows } from './near-rows.ts';
import { inBox, type Box } from '../db/spatial.ts';

export type ListStatements = ReturnType<typeof createListStatements>;

/** How far a reader's roles reach into a resource, as part of a shape's key. */
const reachKey = (reach: Reach) => (reach === null ? '-' : isAny(reach) ? '*' : [...reach].sort().join(','));

export const createListStatements = (dialect: Dialect, permissions: Permissions, access: RowAccess) => {
  const { db } = dialect;
  const candidatesOf = createSearchCandidates(dialect);
  const shapes = createListShapes();

  /** What a reader may not see they may not filter or sort on: a 400 otherwise. */
  const checkQueryFields = (user: Principal, resource: Resource, query: ListQuery) => refuseHiddenQueryFields(resource, query, access.viewerOf(user, resource));

  /**
   * A search's candidates (search-candidates.ts), none without words. The search's matches before filters and
   * visibility: when they reach the cap, more rows may match than the list counts, however few the filters leave.
   */
  const searchCandidates = async (resource: Resource, query: ListQuery) => {
    if (!query.terms.length) return undefined;
    if (!resource.search.length) throw badRequest(`${resource.label} cannot be searched with q; use filters instead.`);
    return candidatesOf(resource, query.terms);
  };

  /**
   * The SQL of a list page and its counts. `size` is the page's number of rows, given apart from its start and end as
   * a Bound stands for it when a shape is compiled (list-shapes.ts); so may the query's values and the user's id.
   */
  const buildStatements = (user: Principal, resource: Resource, query: ListQuery, size: number, found?: Candidates) => {
    const near = query.near && nearRows(dialect, resource.table, query.near);
    // A search's candidates (a thousand at most) read first, each measured; else the spatial index reads first.
    let from: Select = near ? (found ? near.measure(db.selectFrom(resource.table)) : near.from(db)) : db.selectFrom(resource.table);
    const order: OrderTerm[] = query.sort.map(({ field, direction }) => ({ by: `${resource.table}.${field}`, direction }));
    if (near && query.near!.byDistance) order.unshift({ by: near.distance, direction: 'asc' });
    if (found) {
      const match = dialect.fullText.among(resource.table, found);
      from = match.narrow(from);
      if (!order.length) order.push({ by: match.rank, direction: 'asc' });
    }
    if (!query.sort.length && !query.near?.byDistance) order.push({ by: `${resource.table}.${resource.defaultSort[0]}`, direction: resource.defaultSort[1] });
    // Ties break on id in the direction of the last sort, so an index on the sort field serves the whole order.
    if (order.at(-1)?.by !== `${resource.table}.id`)
      order.push({ by: `${resource.table}.id`, direction: query.sort.at(-1)?.direction ?? (query.terms.length ? 'asc' : resource.defaultSort[1]) });
    // Whether the reader sees every row decides the columns, whoever they are: an id standing in for theirs is enough.
    const viewer = access.viewerOf(user, resource);
    return listQueries({
      db,
      table: resource.table,
      from,
      filters: query.filters.map((f) => filterCondition(dialect, resource, f)),
      audience: access.audience(user, resource, 'list'),
      order,
      start: query.start,
      size,
      end: query.end,
      columns: (select) => {
        const rows = access.selectRows(select, user, resource, viewer);
        return near ? rows.select(near.distance.as('distance_km')) : rows;
      },
      // Near a point, the rows of a ring are measured and ordered by their keys before twenty are read whole.
      keysFirst: found !== undefined || near !== undefined || dialect.pageKeysFirst,
      countCap: near ? maxNearCount : maxCount,
    });
  };

  /** The SQL of a list page and its count, built with the request's values (the query-plan tests read them). */
  const builtList = (user: Principal, resource: Resource, query: ListQuery, found?: Candidates) => {
    checkQueryFields(user, resource, query);
    return { ...buildStatements(user, resource, query, query.end - query.start, found), viewer: access.viewerOf(user, resource) };
  };

  const compileAll = ({ page, publicPage, counts }: ReturnType<typeof buildStatements>) => ({
    page: page.compile(),
    publicPage: publicPage?.compile(),
    counts: counts.map((count) => count.compile()),
  });

  /**
   * The statements a list runs: compiled once per shape of list (list-shapes.ts) and bound to this request's values.
   * A search is compiled each time, with its candidates.
   */
  const compiledList = (user: Principal, resource: Resource, query: ListQuery, found?: Candidates) => {
    checkQueryFields(user, resource, query);
    const viewer = access.viewerOf(user, resource);
    // A search, or a point, is compiled each time with its values.
    if (found || query.near) return { ...compileAll(buildStatements(user, resource, query, query.end - query.start, found)), viewer };
    // Everything the SQL depends on besides the values: the reader's reach (which a change of grants moves) and the
    // query's filters, their operators and numbers of values, and its sort.
    const key = [
      resource.name,
      user ? 'member' : 'visitor',
      reachKey(permissions.reach(user, resource, 'list')),
      reachKey(permissions.reach(user, resource, 'read')),
      viewer.any,
      query.filters.map(({ field, op, values }) => `${field} ${op} ${values.length}`).join('&'),
      query.sort.map(({ field, direction }) => `${field} ${direction}`).join('&'),
    ].join('|');
    const values = { filters: query.filters, start: query.start, end: query.end, userId: user?.id };
    const statements = shapes(key, values, () => {
      // Each value of the query, and the user's id, as a Bound reading it from the request's values.
      const bound = (of: (values: ListValues) => unknown) => new Bound(of) as never;
      const shape: ListQuery = {
        ...query,
        filters: query.filters.map((filter, i) => ({ ...filter, values: filter.values.map((_, j) => bound((v) => v.filters[i]!.values[j])) })),
        start: bound((v) => v.start),
        end: bound((v) => v.end),
      };
      return compileAll(
        buildStatements(
          user && { ...user, id: bound((v) => v.userId) },
          resource,
          shape,
          bound((v) => v.end - v.start),
        ),
      );
    });
    return { ...statements, viewer };
  };

  /**
   * What a count over a list's rows needs: the rows the reader sees (narrowed to a search's matches) and each
   * filter's condition by field, so a facet can be counted with every filter but its own.
   */
  const countParts = async (user: Principal, resource: Resource, query: ListQuery, unindexed: (filter: Filter) => boolean = () => false, box?: Box) => {
    checkQueryFields(user, resource, query);
    // Read from the spatial index first when there is a box (the map's) or a point, unless a search's candidates (a
    // thousand at most) are fewer: then those are read first, each compared with the box and the point.
    const near = query.near && nearRows(dialect, resource.table, query.near);
    const found = await searchCandidates(resource, query);
    let from: Select = db.selectFrom(resource.table);
    if (found) {
      if (box) from = inBox(from, resource.table, box);
      if (near) from = near.measure(from);
      from = dialect.fullText.among(resource.table, found).narrow(from);
    } else {
      if (box) from = dialect.spatial.from(db, resource.table, box);
      if (near) from = box ? near.narrow(from) : near.from(db);
    }
    const visible = access.visibility(user, resource, 'list');
    return {
      unindexedRef: dialect.unindexedRef,
      from,
      visible,
      filters: query.filters.map((filter) => ({ filter, condition: filterCondition(dialect, resource, filter, unindexed(filter)) })),
    };
  };

  return { checkQueryFields, searchCandidates, builtList, compiledList, countParts };
};
