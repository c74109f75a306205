/** The shape of GET /api/analytics/dashboard, and the hook that reads it for a period. */
import { useCustom } from '@refinedev/core';
import type { PeriodQuery } from '../../../registry/dashboard-period.ts';
import { apiUrl } from '../providers/http.ts';

export interface Trend {
  current: number;
  previous: number;
}

export interface DashboardData {
  period: { from: string; to: string; days: number; previous: { from: string; to: string } };
  toDo: { submissions: number; changes: number; openTickets: number; unansweredMessages: number; unpaidOrders: number };
  kpis: Record<'listingsApproved' | 'newUsers' | 'ordersPaid' | 'revenue' | 'pageViews' | 'uniqueVisitors', Trend>;
  pageViews: { day: string; count: number }[];
  newUsers: { day: string; count: number }[];
  ordersPerDay: { day: string; orders: number; revenue: number }[];
  topSearches: { query: string; count: number }[];
  noResultSearches: { query: string; count: number }[];
  revenueByShop: { shopId: number | null; shop: string; orders: number; revenue: number }[];
  listingsByType: { resource: string; label: string; count: number }[];
  listingsByCounty: { county: string; count: number; byType: Record<string, number> }[];
  jobsByStatus: { status: string; count: number }[];
  applicationsByStage: { stage: string; count: number }[];
}

/** Asks only for a period the address holds validly (`enabled`): a bad one is explained without a round trip. */
export const useDashboard = (query: PeriodQuery, enabled: boolean) =>
  useCustom<DashboardData>({ url: `${apiUrl}/analytics/dashboard`, method: 'get', config: { query }, queryOptions: { enabled } });
