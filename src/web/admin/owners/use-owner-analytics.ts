/** The numbers of the signed-in owner's listings over a period, as GET /api/analytics/mine answers them. */
import { useQuery } from '@tanstack/react-query';
import { http } from '../providers/http.ts';
import type { ListingNumbers, OwnerNumbers } from '../../../registry/owner-numbers.ts';

export type { ListingNumbers, OwnerNumbers };

/** No dates: the server's default period, the last 30 days in Nairobi. */
export const useOwnerAnalytics = (period: { from: string; to: string } | null) =>
  useQuery({
    queryKey: ['owner-analytics', period?.from, period?.to],
    queryFn: async () => (await http.get<OwnerNumbers>(`/api/analytics/mine${period ? `?from=${period.from}&to=${period.to}` : ''}`)).data,
    placeholderData: (previous) => previous,
  });
