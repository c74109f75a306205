/** The signed-in user's grants for components (which fields to offer, which screens to link). */
import { useQuery } from '@tanstack/react-query';
import { loadGrants } from './grants.ts';

export const grantsQueryKey = ['admin-grants'];

export const useGrants = () => useQuery({ queryKey: grantsQueryKey, queryFn: loadGrants, staleTime: Infinity }).data ?? null;
