/**
 * How many rows wait, per type and in all: read for the menu and the desk, again every minute and after a
 * decision, and not at all once the user has signed out. The session is checked when a request would go out, not
 * when the icon renders: the menu is kept drawn while the user signs out, so a render may not come in between.
 */
import { useQuery } from '@tanstack/react-query';
import { sessionStore } from '../../common/session-store.ts';
import { loadCounts, queueKey } from './queue-api.ts';

export const useQueueCounts = () =>
  useQuery({ queryKey: [...queueKey, 'counts'], queryFn: loadCounts, refetchInterval: 60_000, enabled: () => sessionStore.token() !== null }).data;
