/**
 * Why a job takes no applications, as cards and pages say it: "Closed" or "Paused" by its employer, or
 * "Deadline passed". The deadline day itself still counts, by the same UTC date the server checks.
 */
import type { Job } from './job-types.ts';

export type ClosedReason = 'Closed' | 'Paused' | 'Deadline passed';

export const closedReason = (job: Pick<Job, 'status' | 'deadline'>, now = new Date()): ClosedReason | null => {
  if (job.status === 'Closed' || job.status === 'Paused') return job.status;
  if (job.deadline && job.deadline.slice(0, 10) < now.toISOString().slice(0, 10)) return 'Deadline passed';
  return null;
};

/** The catalogue's words for each reason, as a badge shows them. */
export const closedReasonId: Record<ClosedReason, string> = { Closed: 'jobs.state.closed', Paused: 'jobs.state.paused', 'Deadline passed': 'jobs.state.deadline' };
