/**
 * Applications go only to jobs that take them (open, and before their deadline: the Nairobi day itself counts), once per
 * candidate and job, with an answer to every required screening question. A stage change is a move with its
 * history (stage-moves.ts), and the applicant is told of it.
 */
import { applications, jobs, type ScreeningQuestion } from '../../registry/resources/jobs.ts';
import type { Row } from '../crud/codec.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import { HttpError } from '../http-error.ts';
import { moveStage, tellApplicant, withMove, type Telling } from './stage-moves.ts';
import { isPastDay } from '../../registry/clock.ts';

const parsed = <T>(value: unknown, empty: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) : empty);

/** Refuses answers that do not fit the job's questions; the errors name each question by its number. */
export const checkAnswers = (questions: ScreeningQuestion[], answers: unknown[]) => {
  const errors: Record<string, string> = {};
  if (answers.length > questions.length)
    errors.answers = `This job asks ${questions.length} question${questions.length === 1 ? '' : 's'}; send one answer for each.`;
  questions.forEach((q, i) => {
    const answer = answers[i] ?? null;
    const key = `answers.${i}`;
    if (answer === null || answer === '') {
      if (q.required) errors[key] = `Answer "${q.question}".`;
    } else if (q.answer === 'yes/no' && typeof answer !== 'boolean') errors[key] = `Answer "${q.question}" with yes or no.`;
    else if (q.answer === 'text' && typeof answer !== 'string') errors[key] = `Answer "${q.question}" in words.`;
  });
  const messages = Object.values(errors);
  if (messages.length) throw new HttpError(400, messages.length === 1 ? messages[0]! : `Please answer the screening questions: ${messages.join(' ')}`, errors);
};

export const appliesOnceToOpenJob: BehaviourHooks<'applies-once-to-open-job'> = {
  [applications.name]: {
    async beforeCreate(values, { db, user }) {
      const job = await db
        .selectFrom(jobs.table)
        .select(['status', 'deadline', 'title', 'screening_questions'])
        .where('id', '=', values.job_id as number)
        .executeTakeFirst();
      if (!job) return; // the reference check has already answered
      // The deadline is checked before the status: a job the minute's sweep has not closed yet is closed all the same.
      if (job.deadline && isPastDay(String(job.deadline))) throw new HttpError(409, `The deadline for "${job.title}" has passed; applications are closed.`);
      if (job.status !== 'Open') throw new HttpError(409, `"${job.title}" is ${String(job.status).toLowerCase()} and is not taking applications.`);
      const earlier = await db
        .selectFrom(applications.table)
        .select('id')
        .where('owner_id', '=', values.owner_id as number)
        .where('job_id', '=', values.job_id as number)
        .executeTakeFirst();
      if (earlier) throw new HttpError(409, `You have already applied for "${job.title}"; follow it under My applications.`);
      checkAnswers(parsed<ScreeningQuestion[]>(job.screening_questions, []), parsed<unknown[]>(values.answers, []));
      values.stage_history = withMove({ stage: null }, String(values.stage ?? 'New'), user?.id ?? null);
    },
  },
};

/** `mail` emails an applicant that their application moved to a stage. */
export const mailsApplicantOnStageMove = (mail: Telling['mail']): BehaviourHooks<'mails-applicant-on-stage-move'> => ({
  [applications.name]: {
    async beforeUpdate(values, before, { db, user }) {
      if (values.stage === undefined || values.stage === before.stage) return;
      values.stage_history = await moveStage(db, before, String(values.stage), user?.id ?? null);
    },
    async afterChange({ before, after }, { db, user, afterCommit }) {
      if (before && after && before.stage !== after.stage) await tellApplicant(db, after as Row, String(after.stage), user?.id ?? null, { mail, afterCommit });
    },
  },
});
