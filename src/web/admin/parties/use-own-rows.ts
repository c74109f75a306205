/**
 * The signed-in member's own rows of a resource (their jobs, their shops): what a party screen lists the
 * related rows of, since an employer's applicants are the applications to its jobs.
 */
import type { BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { Resource } from '../../../registry/resource.ts';
import { fetchAll } from '../providers/grants.ts';

export const useOwnRows = (resource: Resource, userId: number | undefined) => {
  const query = useQuery({
    queryKey: ['own-rows', resource.name, userId],
    enabled: userId !== undefined,
    staleTime: 60_000,
    queryFn: () => fetchAll<BaseRecord>(resource.name, `owner_id=${userId}&_sort=${resource.title}&_order=asc`),
  });
  const rows = query.data ?? [];
  return { rows, byId: new Map(rows.map((row) => [Number(row.id), row])), loading: query.isLoading, error: query.error as { message?: string } | null };
};
