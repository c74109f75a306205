/**
 * An employer's side of its applications beyond one row at a time:
 * - POST /api/jobs/applications/moves {ids, stage}: moves up to 100 applications at once, all or nothing — every
 *   one must be to a job the mover posted (staff may move any), and none may have moved meanwhile; otherwise
 *   nothing moves and the answer names the first that failed (403, 404 or 409).
 * - GET /api/jobs/stage-counts: for each of the mover's jobs (staff: any job, by `job_id`), applications per stage.
 * - GET /api/jobs/main/:id/applications.csv: a job's applications as a spreadsheet, for its owner and staff.
 * Each needs the employer's grant on applications, checked before it runs (access/route-grants.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationStages, applications, jobs, resumes, type ScreeningQuestion } from '../../registry/resources/jobs.ts';
import { isAny, type Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { audit } from '../crud/audit.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { fieldErrors } from '../http/field-errors.ts';
import { HttpError } from '../http-error.ts';
import { csvFile } from '../http/csv.ts';
import { moveStage, tellApplicant, type Telling } from './stage-moves.ts';
import { nairobiWallClock } from '../../registry/clock.ts';

/** Applications one bulk move may name: a page of the applicants screen. */
export const maxBulkMoves = 100;
/** Jobs one stage-counts answer covers, newest first. */
export const maxCountedJobs = 100;
/** Rows one CSV export holds, oldest first; a job with more is exported in the admin page by page. */
export const maxExportRows = 5000;

const movesBody = z
  .object({
    ids: z
      .array(z.number({ error: 'Each id must be a whole number.' }).int().positive().max(2147483647), { error: 'Send ids as a list of application ids.' })
      .min(1, 'Name at least one application.')
      .max(maxBulkMoves, `At most ${maxBulkMoves} applications at once.`),
    stage: z.enum(applicationStages, { error: `Stage must be one of: ${applicationStages.join(', ')}.` }),
  })
  .strict();

const countsQuery = z.object({ job_id: z.coerce.number().int().positive().max(2147483647).optional() }).strict();

const signedIn = (user: Principal) => {
  if (!user) throw new HttpError(401, 'Please sign in to manage applications.');
  return user;
};

export const applicationRoutes = async (app: FastifyInstance, { db, permissions, mail }: { db: Db; permissions: Permissions; mail: Telling['mail'] }) => {
  const isStaff = (user: Principal) => isAny(permissions.granted(user, applications, 'update'));

  /** The job `id` when the user may manage its applications (404 for a job they cannot see, as for any other). */
  const ownJob = async (user: Principal, id: number) => {
    const job = await db.selectFrom(jobs.table).select(['id', 'title', 'owner_id', 'screening_questions']).where('id', '=', id).executeTakeFirst();
    if (!job || (!isStaff(user) && job.owner_id !== user?.id)) throw new HttpError(404, `Job ${id} was not found among your jobs.`);
    return job;
  };

  app.post('/api/jobs/applications/moves', async (request) => {
    const user = signedIn(request.user);
    const parsed = movesBody.safeParse(request.body ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, movesBody);
    const { stage } = parsed.data;
    const ids = [...new Set(parsed.data.ids)];
    const staff = isStaff(user);
    const committed: (() => void)[] = [];
    const answer = await db.transaction().execute(async (trx) => {
      const rows = (await trx
        .selectFrom(applications.table)
        .innerJoin(jobs.table, `${jobs.table}.id`, `${applications.table}.job_id`)
        .selectAll(applications.table)
        .select(`${jobs.table}.owner_id as job_owner`)
        .where(`${applications.table}.id`, 'in', ids)
        .execute()) as Row[];
      const byId = new Map(rows.map((row) => [row.id as number, row]));
      const moved: { id: number; from: string; to: string }[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        // Another employer's application is as unknown as a missing one: its existence is not theirs to learn.
        if (!row || (!staff && row.job_owner !== user.id))
          throw new HttpError(404, `Application ${id} was not found among applications to your jobs.`, { ids: `Application ${id} is not yours to move.` });
        if (row.stage === stage) continue;
        await moveStage(trx, row, stage, user.id);
        await audit(trx, user.id, { resource: applications, id, action: 'update', fields: ['stage', 'stage_history'] });
        await tellApplicant(trx, row, stage, user.id, { mail, afterCommit: (then) => committed.push(then) });
        moved.push({ id, from: String(row.stage), to: stage });
      }
      return { moved, unchanged: ids.length - moved.length };
    });
    // The emails go only once every move is stored.
    for (const then of committed) then();
    return answer;
  });

  app.get('/api/jobs/stage-counts', async (request) => {
    const user = signedIn(request.user);
    const parsed = countsQuery.safeParse(request.query ?? {});
    if (!parsed.success) throw fieldErrors(parsed.error, countsQuery);
    let query = db.selectFrom(jobs.table).select(['id', 'title', 'status', 'deadline']).orderBy('id', 'desc').limit(maxCountedJobs);
    if (parsed.data.job_id) query = query.where('id', '=', (await ownJob(user, parsed.data.job_id)).id as number);
    else query = query.where('owner_id', '=', user.id);
    const mine = await query.execute();
    const counts = mine.length
      ? await db
          .selectFrom(applications.table)
          .select(['job_id', 'stage', (eb) => eb.fn.countAll<number>().as('n')])
          .where(
            'job_id',
            'in',
            mine.map((job) => job.id as number),
          )
          .groupBy(['job_id', 'stage'])
          .execute()
      : [];
    return mine.map((job) => {
      const stages = Object.fromEntries(applicationStages.map((s) => [s, 0])) as Record<string, number>;
      for (const c of counts) if (c.job_id === job.id) stages[String(c.stage)] = Number(c.n);
      return { job_id: job.id, title: job.title, status: job.status, deadline: job.deadline, total: Object.values(stages).reduce((a, b) => a + b, 0), stages };
    });
  });

  app.get('/api/jobs/main/:id/applications.csv', async (request, reply) => {
    const user = signedIn(request.user);
    const raw = (request.params as { id: string }).id;
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2147483647) throw new HttpError(400, `Job id must be a whole number, got "${raw}".`);
    const job = await ownJob(user, Number(raw));
    const rows = await db
      .selectFrom(applications.table)
      .leftJoin(resumes.table, `${resumes.table}.id`, `${applications.table}.resume_id`)
      .select([
        `${applications.table}.id as id`,
        `${applications.table}.created_at as applied`,
        `${applications.table}.stage as stage`,
        `${applications.table}.cover_letter as cover_letter`,
        `${applications.table}.answers as answers`,
        `${applications.table}.employer_notes as notes`,
        `${resumes.table}.first_name as first_name`,
        `${resumes.table}.last_name as last_name`,
        `${resumes.table}.email as email`,
        `${resumes.table}.phone_number as phone`,
        `${resumes.table}.job_title as headline`,
      ])
      .where(`${applications.table}.job_id`, '=', job.id as number)
      .orderBy(`${applications.table}.id`, 'asc')
      .limit(maxExportRows)
      .execute();
    const questions = typeof job.screening_questions === 'string' ? (JSON.parse(job.screening_questions) as ScreeningQuestion[]) : [];
    const answerText = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : ((value as string | null) ?? ''));
    const table = [
      [
        'Application',
        'Applied',
        'Stage',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Headline',
        'Cover letter',
        ...questions.map((q) => q.question),
        'Your notes',
      ],
      ...rows.map((row) => {
        const answers = typeof row.answers === 'string' ? (JSON.parse(row.answers) as unknown[]) : [];
        return [
          row.id,
          nairobiWallClock(row.applied as string),
          row.stage,
          row.first_name,
          row.last_name,
          row.email,
          row.phone,
          row.headline,
          row.cover_letter,
          ...questions.map((_, i) => answerText(answers[i])),
          row.notes,
        ];
      }),
    ];
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="job-${String(job.id)}-applications.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(csvFile(table, { quoteEvery: true }));
  });
};
