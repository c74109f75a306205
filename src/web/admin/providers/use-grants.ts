/**
 * The signed-in user's grants for components (which fields to offer, which screens to link), checked with the
 * server every few seconds and whenever the window gets the focus back, so a permission an admin removes or
 * adds shows on screens already open. Unchanged grants keep their object, so nothing re-renders for a check.
 */
import { useQuery } from '@tanstack/react-query';
import { checkGrants, loadedGrants, sameGrants, type Grants } from './grants.ts';

export const grantsQueryKey = ['admin-grants'];

/** How often an open admin asks whether its grants changed. */
export const grantsCheckMs = 15_000;

export const grantsQuery = {
  queryKey: grantsQueryKey,
  queryFn: checkGrants,
  staleTime: grantsCheckMs,
  refetchInterval: grantsCheckMs,
  refetchOnWindowFocus: 'always',
  // Once more, a second later; then the screens say the server did not answer (grants-gate.tsx) and offer to retry.
  retry: 1,
  // The grants the page load fetched count as the first check, so screens render with them straight away.
  initialData: () => loadedGrants()?.grants,
  initialDataUpdatedAt: () => loadedGrants()?.at,
  structuralSharing: (old: unknown, next: unknown) => (sameGrants(old as Grants | null, next as Grants | null) ? old : next),
} as const;

export const useGrants = () => useQuery(grantsQuery).data ?? null;
