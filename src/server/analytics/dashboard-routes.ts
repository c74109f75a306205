/**
 * The admin's analytics dashboard: one aggregation over what the server and site record (page views, searches,
 * accounts, listings, jobs, applications, orders). Staff only. Timestamps are stored as ISO-8601 UTC text in
 * every dialect, so a day is its first ten characters and a period is a string comparison: the same SQL runs
 * on SQLite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { staffRoles } from '../../registry/access.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest, HttpError } from '../http-error.ts';

const maxDays = 365;
const topSearches = 10;
const day = sql<string>`substr(created_at, 1, 10)`;

interface DayCount {
  day: string;
  count: number;
}

/** Every day of the period, oldest first, so a chart shows quiet days as zero instead of skipping them. */
export const periodDays = (days: number, now = new Date()) =>
  Array.from({ length: days }, (_, i) => new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));

const fill = (days: string[], rows: { day: string; value: unknown }[]) => {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.value)]));
  return days.map((d) => ({ day: d, count: byDay.get(d) ?? 0 }));
};

const listingTables = ['institutions_schools', 'institutions_colleges', 'institutions_universities'] as const;

export const dashboardRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const perDay = async (table: string, since: string, days: string[]): Promise<DayCount[]> =>
    fill(
      days,
      await db
        .selectFrom(table)
        .select([day.as('day'), (eb) => eb.fn.countAll().as('value')])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute(),
    );

  const countBy = async (table: string, column: string) =>
    (
      await db
        .selectFrom(table)
        .select([sql.ref<string | null>(column).as('key'), (eb) => eb.fn.countAll().as('n')])
        .groupBy(column)
        .execute()
    ).map((row) => ({ key: row.key ?? 'Not set', count: Number(row.n) }));

  app.get('/api/analytics/dashboard', async (request) => {
    if (!request.user) throw new HttpError(401, 'Please sign in to see the analytics.');
    if (!request.user.roles.some((role) => (staffRoles as readonly string[]).includes(role)))
      throw new HttpError(403, 'Only admins and editors can see the analytics.');
    const raw = (request.query as { days?: string }).days ?? '30';
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxDays)
      throw badRequest(`days must be a whole number from 1 to ${maxDays}, got "${raw}".`, { days: 'Choose 1 to 365 days.' });
    const days = periodDays(Number(raw));
    const since = `${days[0]}T00:00:00.000Z`;

    const [pageViews, newUsers, searches, jobsByStatus, applicationsByStage, orders, ...countyLists] = await Promise.all([
      perDay('analytics_page_views', since, days),
      perDay('auth_users', since, days),
      db
        .selectFrom('analytics_search_queries')
        .select([sql<string>`lower(query)`.as('query'), (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', since)
        .groupBy(sql`lower(query)`)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`lower(query)`)
        .limit(topSearches)
        .execute(),
      countBy('jobs_main', 'status'),
      countBy('jobs_applications', 'stage'),
      db
        .selectFrom('shop_orders')
        .select([
          day.as('day'),
          (eb) => eb.fn.countAll().as('orders'),
          // Cancelled orders were never money in the till.
          sql<number>`sum(case when status = 'cancelled' then 0 else total end)`.as('revenue'),
        ])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute(),
      ...listingTables.map((table) => countBy(table, 'county')),
    ]);

    const byCounty = new Map<string, number>();
    for (const list of countyLists) for (const { key, count } of list) byCounty.set(key, (byCounty.get(key) ?? 0) + count);
    const ordersByDay = new Map(orders.map((row) => [row.day, row]));

    return {
      days: days.length,
      pageViews,
      newUsers,
      topSearches: searches.map((row) => ({ query: row.query, count: Number(row.n) })),
      listingsByCounty: [...byCounty]
        .map(([county, count]) => ({ county, count }))
        .sort((a, b) => b.count - a.count || a.county.localeCompare(b.county)),
      jobsByStatus: jobsByStatus.map(({ key, count }) => ({ status: key, count })),
      applicationsByStage: applicationsByStage.map(({ key, count }) => ({ stage: key, count })),
      ordersPerDay: days.map((d) => ({
        day: d,
        orders: Number(ordersByDay.get(d)?.orders ?? 0),
        revenue: Number(ordersByDay.get(d)?.revenue ?? 0),
      })),
    };
  });
};
