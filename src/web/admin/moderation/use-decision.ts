/**
 * A moderator's decision on one or many queue rows: POST /api/moderation/decisions/bulk. Approving publishes a
 * pending row or the changes waiting on a live one; rejecting needs a reason, which the submitter is told. The
 * answer names the rows someone else decided first. Afterwards the queue, its counts and the lists of the
 * resources touched are read again, whether or not the server agreed.
 */
import { useInvalidate } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../providers/http.ts';
import type { QueueItem } from '../../../registry/moderation-queue.ts';
import { queueKey } from './queue-api.ts';

export type Decision = 'approve' | 'reject';

/** The server's refusal: its message and, when it names one, the field at fault (the reason). */
export interface DecisionError {
  message: string;
  errors?: Record<string, string>;
}

export interface DecisionResult {
  decided: number;
  /** The rows not decided, with why (decided by someone else meanwhile, edited again, withdrawn). */
  refused: { type: string; id: number; message: string }[];
}

interface Answer {
  decided: number;
  results: { resource: string; id: number; status: number; message?: string }[];
}

export const useDecision = () => {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  const [deciding, setDeciding] = useState(false);
  const decide = async (items: readonly QueueItem[], decision: Decision, reason?: string): Promise<DecisionResult> => {
    setDeciding(true);
    try {
      const body = { decision, ...(reason ? { reason } : {}), items: items.map(({ type, id, seen }) => ({ resource: type, id, seen })) };
      const { data } = await http.post<Answer>('/api/moderation/decisions/bulk', body);
      const refused = data.results
        .filter((result) => result.status !== 200)
        .map((result) => ({ type: result.resource, id: result.id, message: result.message ?? '' }));
      return { decided: data.decided, refused };
    } finally {
      setDeciding(false);
      // Read again even after a refusal: the rows may have been edited, decided or withdrawn meanwhile.
      void client.invalidateQueries({ queryKey: queueKey });
      for (const type of new Set(items.map((item) => item.type))) void invalidate({ resource: type, invalidates: ['list', 'many', 'detail'] });
    }
  };
  return { decide, deciding };
};
