/** How many rows wait, per type and in all: read for the menu and the desk, again every minute and after a decision. */
import { useQuery } from '@tanstack/react-query';
import { loadCounts, queueKey } from './queue-api.ts';

export const useQueueCounts = () => useQuery({ queryKey: [...queueKey, 'counts'], queryFn: loadCounts, refetchInterval: 60_000 }).data;
