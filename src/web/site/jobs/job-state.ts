/**
 * Why a job takes no applications, as cards and pages say it: "Closed" or "Paused" by its employer, or
 * "Deadline passed". Whether it is closed is the server's word (it closes a job once its Nairobi deadline day is
 * over); the page's clock only chooses between the two ways of saying "Closed", and covers the minute between
 * midnight and the server's sweep.
 */
import type { Job } from './job-types.ts';
import { isPastDay, now } from '../../../registry/clock.ts';

export type ClosedReason = 'Closed' | 'Paused' | 'Deadline passed';

export const closedReason = (job: Pick<Job, 'status' | 'deadline'>, at = now()): ClosedReason | null => {
  if (job.status === 'Paused') return job.status;
  if (job.deadline && isPastDay(job.deadline, at)) return 'Deadline passed';
  if (job.status === 'Closed') return job.status;
  return null;
};

/** The catalogue's words for each reason, as a badge shows them. */
export const closedReasonId: Record<ClosedReason, string> = {
  Closed: 'jobs.state.closed',
  Paused: 'jobs.state.paused',
  'Deadline passed': 'jobs.state.deadline',
};
