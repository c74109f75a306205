/** Applications go only to jobs that take them: open, and before their deadline (the day itself counts). */
import type { HookMap } from '../crud/hooks.ts';
import { HttpError } from '../http-error.ts';

export const applicationHooks: HookMap = {
  'jobs/applications': [
    {
      async beforeCreate(values, { db }) {
        const job = await db.selectFrom('jobs_main').select(['status', 'deadline', 'title']).where('id', '=', values.job_id as number).executeTakeFirst();
        if (!job) return; // the reference check has already answered
        const today = new Date().toISOString().slice(0, 10);
        if (job.status !== 'Open') throw new HttpError(409, `"${job.title}" is ${String(job.status).toLowerCase()} and is not taking applications.`);
        if (job.deadline && String(job.deadline).slice(0, 10) < today)
          throw new HttpError(409, `The deadline for "${job.title}" has passed; applications are closed.`);
      },
    },
  ],
};
