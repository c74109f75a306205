/**
 * GET /api/analytics/dashboard?days=30 or ?from=2026-01-01&to=2026-01-31: the staff dashboard in one answer.
 * What is waiting now, the period's figures beside those of the period before, and the series behind each chart,
 * all in Nairobi days. Staff only. Money counts orders paid for only; listings count approved ones only.
 */
import type { FastifyInstance } from 'fastify';
import { parsePeriod, type Span } from '../../registry/dashboard-period.ts';
import { resources } from '../../registry/index.ts';
import { paidStatuses } from '../../registry/order-moves.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { countBy, distinctIn, perDay, topQueries, totalIn, type Filter } from './dashboard-queries.ts';
import { toDoCounts } from './to-do-counts.ts';
import { isStaff } from '../access/principal.ts';

const topSearches = 10;
const topShops = 10;

/** The directory's listings: the moderated institutions, each a type of its own. */
const listings = resources.filter((r) => r.family === 'Institutions' && r.visibility === 'moderated');

const approved: Filter = (query) => query.where('moderation', '=', 'approved');
const paid: Filter = (query) => query.where('status', 'in', paidStatuses);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export const dashboardRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const revenueByShop = async (span: Span) => {
    const rows = await db
      .selectFrom('shop_orders as o')
      .leftJoin('shop_shops as s', 's.id', 'o.shop_id')
      .select(['o.shop_id as shopId', 's.name as shop', (eb) => eb.fn.countAll().as('orders'), (eb) => eb.fn.sum('o.total').as('revenue')])
      .where('o.status', 'in', paidStatuses)
      .where('o.created_at', '>=', span.start)
      .where('o.created_at', '<', span.end)
      .groupBy(['o.shop_id', 's.name'])
      .execute();
    return rows
      .map((row) => ({
        shopId: row.shopId as number | null,
        shop: (row.shop as string | null) ?? 'No shop',
        orders: Number(row.orders),
        revenue: Number(row.revenue ?? 0),
      }))
      .sort((a, b) => b.revenue - a.revenue || a.shop.localeCompare(b.shop))
      .slice(0, topShops);
  };

  app.get('/api/analytics/dashboard', async (request) => {
    if (!request.user) throw new HttpError(401, 'Please sign in to see the dashboard.');
    if (!isStaff(request.user)) throw new HttpError(403, 'Only admins and editors can see the dashboard.');
    const period = parsePeriod((request.query ?? {}) as Record<string, unknown>);
    if ('error' in period) throw badRequest(period.error);
    const [toDo, views, users, orders, before, visitors, previousVisitors, searches, noResults, shops, byCounty, listed, previousListed, jobs, applications] =
      await Promise.all([
        toDoCounts(db),
        perDay(db, 'analytics_page_views', period),
        perDay(db, 'auth_users', period),
        perDay(db, 'shop_orders', period, paid, 'total'),
        // The period before needs totals only, for the trends: no grouping by day.
        Promise.all([
          totalIn(db, 'analytics_page_views', period.previous),
          totalIn(db, 'auth_users', period.previous),
          totalIn(db, 'shop_orders', period.previous, paid, 'total'),
        ]),
        distinctIn(db, 'analytics_page_views', 'visitor', period),
        distinctIn(db, 'analytics_page_views', 'visitor', period.previous),
        topQueries(db, period, topSearches),
        topQueries(db, period, topSearches, true),
        revenueByShop(period),
        Promise.all(listings.map((r) => countBy(db, r.table, 'county', period, approved))),
        Promise.all(listings.map((r) => totalIn(db, r.table, period, approved).then((t) => t.count))),
        Promise.all(listings.map((r) => totalIn(db, r.table, period.previous, approved).then((t) => t.count))),
        countBy(db, 'jobs_main', 'status', period),
        countBy(db, 'jobs_applications', 'stage', period),
      ]);
    const [viewsBefore, usersBefore, ordersBefore] = before;

    type ByDay = Map<string, { count: number; sum: number }>;
    const series = (byDay: ByDay) => period.days.map((day) => ({ day, ...(byDay.get(day) ?? { count: 0, sum: 0 }) }));
    const trend = (byDay: ByDay, previous: { count: number; sum: number }, of: 'count' | 'sum' = 'count') => ({
      current: sum([...byDay.values()].map((value) => value[of])),
      previous: previous[of],
    });

    const counties = new Map<string, Record<string, number>>();
    listings.forEach((resource, i) => {
      for (const { key, count } of byCounty[i]!) counties.set(key, { ...counties.get(key), [resource.name]: count });
    });

    return {
      period: { from: period.from, to: period.to, days: period.days.length, previous: { from: period.previous.from, to: period.previous.to } },
      toDo,
      kpis: {
        listingsApproved: { current: sum(listed), previous: sum(previousListed) },
        newUsers: trend(users, usersBefore),
        ordersPaid: trend(orders, ordersBefore),
        revenue: trend(orders, ordersBefore, 'sum'),
        pageViews: trend(views, viewsBefore),
        uniqueVisitors: { current: visitors, previous: previousVisitors },
      },
      pageViews: series(views).map(({ day, count }) => ({ day, count })),
      newUsers: series(users).map(({ day, count }) => ({ day, count })),
      ordersPerDay: series(orders).map(({ day, count, sum: revenue }) => ({ day, orders: count, revenue })),
      topSearches: searches,
      noResultSearches: noResults,
      revenueByShop: shops,
      listingsByType: listings.map((resource, i) => ({ resource: resource.name, label: resource.label, count: listed[i]! })),
      listingsByCounty: [...counties]
        .map(([county, byType]) => ({ county, count: sum(Object.values(byType)), byType }))
        .sort((a, b) => b.count - a.count || a.county.localeCompare(b.county)),
      jobsByStatus: jobs.map(({ key, count }) => ({ status: key, count })),
      applicationsByStage: applications.map(({ key, count }) => ({ stage: key, count })),
    };
  });
};
