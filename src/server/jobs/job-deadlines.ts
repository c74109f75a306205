/**
 * A job takes applications until the end of its deadline day in Nairobi, then closes by itself: every minute each
 * instance closes the open jobs whose deadline day is over, so the API (and every list filtered by status) says
 * "Closed" without any visitor's clock deciding it. The update is conditional, so instances closing at once act
 * once. An employer may reopen a job only with a deadline that is still to come.
 */
import { isPastDay, nairobiToday, nowIso } from '../../registry/clock.ts';
import { jobs } from '../../registry/resources/jobs.ts';
import type { Row } from '../crud/codec.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Dialect } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { repeatEvery } from '../repeat-every.ts';

const closeEveryMs = 60_000;

const refuseOpenPastDeadline = (row: Row) => {
  if (row.status !== 'Open' || !row.deadline || !isPastDay(String(row.deadline))) return;
  const message = 'The deadline has passed: set a deadline from today on to take applications, or keep the job closed.';
  throw new HttpError(400, message, { deadline: message });
};

export const openOnlyBeforeDeadline: BehaviourHooks<'open-only-before-deadline'> = {
  [jobs.name]: {
    beforeCreate: (values) => refuseOpenPastDeadline(values),
    beforeUpdate(values, before) {
      if (values.status !== undefined || values.deadline !== undefined) refuseOpenPastDeadline({ ...before, ...values });
    },
  },
};

/** Closes the open jobs whose deadline day is over; returns how many. */
export const closePastDeadlines = async ({ db, publishChanges }: Pick<Dialect, 'db' | 'publishChanges'>) => {
  const today = nairobiToday();
  // Looked for first, so a minute with nothing to close writes nothing and keeps every cached job list.
  const due = await db.selectFrom(jobs.table).select('id').where('status', '=', 'Open').where('deadline', '<', today).limit(1).executeTakeFirst();
  if (!due) return 0;
  const closed = await db
    .updateTable(jobs.table)
    .set({ status: 'Closed', updated_at: nowIso() })
    .where('status', '=', 'Open')
    .where('deadline', '<', today)
    .executeTakeFirst();
  await publishChanges([jobs.table]);
  return Number(closed.numUpdatedRows);
};

/** Closes past deadlines now and every minute; returns the stop function, which waits for a run under way. */
export const startClosingPastDeadlines = (dialect: Pick<Dialect, 'db' | 'publishChanges'>, warn: (error: unknown) => void) =>
  repeatEvery(closeEveryMs, () => closePastDeadlines(dialect), warn);
