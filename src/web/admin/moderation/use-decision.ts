/**
 * A moderator's decision on a row: POST /api/moderation/decisions. Approving publishes a pending row or the
 * changes waiting on a live one; rejecting needs a reason, which the submitter is told. Afterwards the
 * resource's lists (the queue, its counts) are read again, whether or not the server agreed.
 */
import { useInvalidate } from '@refinedev/core';
import { useState } from 'react';
import type { Resource } from '../../../registry/resource.ts';
import { http } from '../providers/http.ts';

export type Decision = 'approve' | 'reject';

/** The server's refusal: its message and, when it names one, the field at fault (the reason). */
export interface DecisionError {
  message: string;
  errors?: Record<string, string>;
}

export const useDecision = (resource: Resource) => {
  const invalidate = useInvalidate();
  const [deciding, setDeciding] = useState<string | null>(null);
  /** `seen`: for changes waiting on a live row, the time of the changes on screen, so newer ones are not passed unseen. */
  const decide = async (id: number, decision: Decision, reason?: string, seen?: string) => {
    setDeciding(`${id} ${decision}`);
    try {
      await http.post('/api/moderation/decisions', { resource: resource.name, id, decision, ...(reason ? { reason } : {}), ...(seen ? { seen } : {}) });
    } finally {
      setDeciding(null);
      // Read again even after a refusal: the row may have been edited, decided or withdrawn meanwhile.
      void invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
    }
  };
  return { decide, deciding };
};
