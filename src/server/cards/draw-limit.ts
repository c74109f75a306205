/**
 * At most `running` cards drawn at once and `waiting` more queued; past that a request is refused with 503 and
 * Retry-After instead of queueing without end. Drawing one card takes a whole core while it lasts, so a crawl of every
 * listing, or a burst of requests for cards not drawn yet, holds at most `running` cores and a bounded queue.
 */
import { ServiceUnavailable } from '../http-error.ts';

export const drawLimit = ({ running, waiting }: { running: number; waiting: number }) => {
  let busy = 0;
  const queue: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (busy >= running) {
      if (queue.length >= waiting) throw new ServiceUnavailable('Many share pictures are being drawn at once; try again in a few seconds.', 5);
      // The finishing job hands its place over, so `busy` counts this one already.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else busy += 1;
    try {
      return await job();
    } finally {
      const next = queue.shift();
      if (next) next();
      else busy -= 1;
    }
  };
};
