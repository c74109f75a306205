/** The shape of GET /api/analytics/dashboard, and the hook that reads it. */
import { useCustom } from '@refinedev/core';
import { apiUrl } from '../providers/http.ts';

export interface DashboardData {
  days: number;
  pageViews: { day: string; count: number }[];
  newUsers: { day: string; count: number }[];
  topSearches: { query: string; count: number }[];
  listingsByCounty: { county: string; count: number }[];
  jobsByStatus: { status: string; count: number }[];
  applicationsByStage: { stage: string; count: number }[];
  ordersPerDay: { day: string; orders: number; revenue: number }[];
}

export const useDashboard = (days: number) =>
  useCustom<DashboardData>({ url: `${apiUrl}/analytics/dashboard`, method: 'get', config: { query: { days } } });
