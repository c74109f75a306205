/**
 * The SQL of one list page and of its count, built so that an index serves both at a million rows.
 *
 * A signed-in reader sees the public rows and the rows they are a party to (their own pending school). Written as
 * one condition, `moderation = 'approved' OR owner_id = ?`, no index serves it and the database sorts every
 * public row. So the two are asked apart: the public side through the (moderation, sort field) index, the
 * party side through the owner's index (a handful of rows), each cut to the page's end, then merged. Merging
 * sorts both sides' first `end` rows, so when the count of the reader's hidden rows is 0 (most readers, most
 * lists) the public page alone is read instead, straight from its index.
 *
 * Counts stop at `maxCount` rows: counting costs as much as reading, and no page beyond that can be asked for.
 */
import { sql, type RawBuilder } from 'kysely';
import { maxCount } from '../../registry/query-bounds.ts';
import type { Condition, Eb } from '../access/party-conditions.ts';
import type { Db, Select } from '../db/dialect.ts';

/** Which rows a reader sees: the public ones (`open`), those they are a party to, or both. */
export interface Audience {
  open: Condition | null;
  parties: Condition[];
}

export interface OrderTerm {
  /** A column (`table.field`) or an expression such as a search rank. */
  by: string | RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

export interface ListParts {
  db: Db;
  table: string;
  /** `SELECT … FROM table`, narrowed to a search's matches when there is one. */
  from: Select;
  filters: Condition[];
  /** null: the reader sees every row. */
  audience: Audience | null;
  /** The page's order; its last term is the row id, so the order is total. */
  order: OrderTerm[];
  start: number;
  /** end - start, given apart so that a stand-in for each can be given (list-shapes.ts). */
  size: number;
  end: number;
  /** Adds what the reader's view of each row needs (party flags, the author's name) to a select of the table. */
  columns: (query: Select) => Select;
  /**
   * Read the page's sort keys first, then its rows by id. For a search: the database reads each of up to a thousand
   * candidates to filter them, and sorts their keys rather than their whole rows, which are wide. On PostgreSQL for
   * every list: the keys come from the index alone, so a deep page no longer reads each skipped row from the table
   * (a deep page of a county's schools by name read a thousand wide rows to keep twenty). No gain on SQLite, which
   * reads only the rows it keeps. Figures in docs/benchmarks.md.
   */
  keysFirst?: boolean;
  /** Where counts stop (default maxCount). */
  countCap?: number;
}

const both = (conditions: Condition[]) => (query: Select) => (conditions.length ? query.where((eb: Eb) => eb.and(conditions.map((c) => c(eb)))) : query);

const anyOf =
  (conditions: Condition[]): Condition =>
  (eb) =>
    eb.or(conditions.map((c) => c(eb)));

const ordered = (query: Select, order: OrderTerm[]) => order.reduce((q, { by, direction }) => q.orderBy(by, direction), query);

/** A count that stops at cap + 1 rows, so "more than cap" is known without counting them all. */
const cappedCount = (db: Db, query: Select, cap: number) =>
  db
    .selectFrom(
      query
        .select(sql.lit(1).as('one'))
        .limit(cap + 1)
        .as('counted'),
    )
    .select((eb) => eb.fn.countAll().as('total'));

export interface ListQueries {
  page: Select;
  /** The total is their sum; with `publicPage`, the first counts the public rows and the second the reader's hidden ones. */
  counts: Select[];
  /** The page when the reader has no hidden rows in the list (the second count is 0). */
  publicPage?: Select;
}

export const listQueries = ({
  db,
  table,
  from,
  filters,
  audience,
  order,
  start,
  size,
  end,
  columns,
  keysFirst,
  countCap = maxCount,
}: ListParts): ListQueries => {
  const { open, parties } = audience ?? { open: null, parties: [] };
  // The order's terms selected as k0, k1…; the last is the row's id.
  const keys = (query: Select) => query.select(order.map(({ by }, i) => (typeof by === 'string' ? sql.ref(by) : by).as(`k${i}`)));
  const byKeys = (query: Select, prefix = '') => order.reduce((q, { direction }, i) => q.orderBy(`${prefix}k${i}`, direction), query);
  /** The rows whose keys `pageKeys` gives, in their order. */
  const rowsOf = (pageKeys: Select) =>
    byKeys(columns(db.selectFrom(pageKeys.as('page')).innerJoin(table, `${table}.id`, `page.k${order.length - 1}`)), 'page.');
  /** The page of the rows `query` selects. */
  const pageOf = (query: Select) =>
    keysFirst ? rowsOf(ordered(keys(query), order).limit(size).offset(start)) : ordered(columns(query), order).limit(size).offset(start);
  const split = open !== null && parties.length > 0 && order.every(({ by }) => typeof by === 'string');
  if (!split) {
    const visible = audience ? [...(open ? [open] : []), ...parties] : [];
    const where = both(visible.length ? [...filters, anyOf(visible)] : filters);
    return { page: pageOf(where(from)), counts: [cappedCount(db, where(from), countCap)] };
  }
  // Each side keeps its first `end` rows by the page's order: the page lies within their union.
  const side = (condition: Condition) => ordered(keys(both([...filters, condition])(from)), order).limit(end);
  const hidden: Condition = (eb) => eb.and([eb.not(open(eb)), anyOf(parties)(eb)]);
  const pageKeys = byKeys(
    db
      .selectFrom(side(open).as('shown'))
      .selectAll()
      .unionAll(db.selectFrom(side(hidden).as('own')).selectAll()),
  )
    .limit(size)
    .offset(start);
  const page = rowsOf(pageKeys);
  const publicPage = pageOf(both([...filters, open])(from));
  return { page, publicPage, counts: [cappedCount(db, both([...filters, open])(from), countCap), cappedCount(db, both([...filters, hidden])(from), countCap)] };
};
