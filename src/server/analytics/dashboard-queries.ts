/**
 * The dashboard's aggregations. Every one is bounded by the period on `created_at`, which each recorded table
 * indexes (alone, and behind `moderation` for moderated rows), so a large database costs the period's rows only.
 * Timestamps are ISO-8601 UTC text in every dialect: a period is a string comparison and an hour is the first
 * thirteen characters, so the same SQL runs on SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { nairobiOffsetMs } from '../../registry/clock.ts';
import type { Span } from '../../registry/dashboard-period.ts';
import type { Db, Select } from '../db/dialect.ts';

export const hour = sql<string>`substr(created_at, 1, 13)`;

/** Grouping by UTC hour in SQL and shifting each hour to its Nairobi day here keeps the SQL free of each dialect's time-zone functions. */
export const dayOfHour = (utcHour: string) => new Date(Date.parse(`${utcHour}:00:00.000Z`) + nairobiOffsetMs).toISOString().slice(0, 10);

export type Filter = (query: Select) => Select;
const all: Filter = (query) => query;
const inSpan = (query: Select, span: Span) => query.where('created_at', '>=', span.start).where('created_at', '<', span.end);

/** Rows per Nairobi day (and the sum of `sumOf`, if named) from `span.start` to `span.end`, days without rows left out. */
export const perDay = async (db: Db, table: string, span: Span, filter: Filter = all, sumOf?: string) => {
  const rows = await inSpan(filter(db.selectFrom(table)), span)
    .select([hour.as('hour'), (eb) => eb.fn.countAll().as('n'), sql<number>`${sumOf ? sql`sum(${sql.ref(sumOf)})` : sql`0`}`.as('total')])
    .groupBy(hour)
    .execute();
  const byDay = new Map<string, { count: number; sum: number }>();
  for (const row of rows) {
    const day = dayOfHour(row.hour as string);
    const seen = byDay.get(day) ?? { count: 0, sum: 0 };
    byDay.set(day, { count: seen.count + Number(row.n), sum: seen.sum + Number(row.total ?? 0) });
  }
  return byDay;
};

/** Rows in the period (and the sum of `sumOf`, if named): one pass over the index, no grouping. */
export const totalIn = async (db: Db, table: string, span: Span, filter: Filter = all, sumOf?: string) => {
  const row = await inSpan(filter(db.selectFrom(table)), span)
    .select([(eb) => eb.fn.countAll().as('n'), sql<number>`${sumOf ? sql`sum(${sql.ref(sumOf)})` : sql`0`}`.as('total')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), sum: Number(row.total ?? 0) };
};

/** Rows per value of `column` in the period, most first. */
export const countBy = async (db: Db, table: string, column: string, span: Span, filter: Filter = all) =>
  (
    await inSpan(filter(db.selectFrom(table)), span)
      .select([sql.ref<string | null>(column).as('key'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(column)
      .execute()
  )
    .map((row) => ({ key: row.key ?? 'Not set', count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

export const distinctIn = async (db: Db, table: string, column: string, span: Span) =>
  Number(
    (
      await inSpan(db.selectFrom(table), span)
        .select(sql<number>`count(distinct ${sql.ref(column)})`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The most frequent searches in the period, case folded, optionally only those that found nothing. */
export const topQueries = async (db: Db, span: Span, limit: number, noResults = false) =>
  (
    await inSpan(db.selectFrom('analytics_search_queries'), span)
      .$if(noResults, (query) => query.where('results', '=', 0))
      .select([sql<string>`lower(query)`.as('query'), (eb) => eb.fn.countAll().as('n')])
      .groupBy(sql`lower(query)`)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`lower(query)`)
      .limit(limit)
      .execute()
  ).map((row) => ({ query: row.query, count: Number(row.n) }));
