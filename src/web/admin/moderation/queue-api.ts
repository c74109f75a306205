/**
 * The moderation queue as the server gives it (GET /api/moderation/queue and /counts): one list across every
 * moderated resource the user decides on, and how many wait per type. Their query keys share one prefix, so a
 * decision reads the desk, its filter and the menu count again in one go.
 */
import type { QueueCounts, QueueItem } from '../../../registry/moderation-queue.ts';
import { http } from '../providers/http.ts';

export const queueKey = ['moderation-queue'] as const;

export const pageSize = 20;

export const loadQueue = async (type: string | undefined, page: number) => {
  const answer = await http.get<QueueItem[]>('/api/moderation/queue', { params: { ...(type ? { type } : {}), _page: page, _limit: pageSize } });
  return { rows: answer.data, total: Number(answer.headers['x-total-count'] ?? 0) };
};

export const loadCounts = async () => (await http.get<QueueCounts>('/api/moderation/counts')).data;

/** A row's key across resources. */
export const itemKey = (item: Pick<QueueItem, 'type' | 'id'>) => `${item.type} ${item.id}`;
