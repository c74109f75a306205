/** The numbers of the signed-in owner's listings over a period, as GET /api/analytics/mine answers them. */
import { useQuery } from '@tanstack/react-query';
import { http } from '../providers/http.ts';

export interface ListingNumbers {
  desk: string;
  resource: string;
  id: number;
  title: string;
  moderation: string;
  page: string;
  views: number;
  appearances: number;
  enquiries: number;
  applications?: number;
  orders?: number;
}

export interface OwnerNumbers {
  from: string;
  to: string;
  totals: Record<string, number>;
  listings: ListingNumbers[];
}

/** No dates: the server's default period, the last 30 days in Nairobi. */
export const useOwnerAnalytics = (period: { from: string; to: string } | null) =>
  useQuery({
    queryKey: ['owner-analytics', period?.from, period?.to],
    queryFn: async () => (await http.get<OwnerNumbers>(`/api/analytics/mine${period ? `?from=${period.from}&to=${period.to}` : ''}`)).data,
    placeholderData: (previous) => previous,
  });
