/**
 * Moving an application from one stage to another, with its history. The move is one conditional UPDATE: it
 * applies only while the row still has the stage and history the mover saw, so two moves at once never both
 * apply on top of the same history (the second answers 409 and can look again). The applicant is told.
 */
import { sql } from 'kysely';
import { applications, type StageMove } from '../../registry/resources/jobs.ts';
import type { Row } from '../crud/codec.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { notify } from '../notifications/notify.ts';
import type { Locale } from '../../registry/locales.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { say } from '../i18n/say.ts';
import { stageName } from '../mail/application-messages.ts';
import { nowIso } from '../../registry/clock.ts';

/** Where the applicant follows their applications on the site. */
export const myApplicationsLink = '/jobs/applications';

export const historyOf = (row: Row): StageMove[] => (typeof row.stage_history === 'string' ? (JSON.parse(row.stage_history) as StageMove[]) : []);

/** The history after a move (the first entry of an application is its arrival, from null to New). */
export const withMove = (row: Row, to: string, by: number | null): string =>
  JSON.stringify([...historyOf(row), { from: (row.stage as StageMove['from']) ?? null, to, by, at: nowIso() }]);

/**
 * Moves `row` (as read before) to `to` inside the caller's transaction, or throws 409 when it changed meanwhile.
 * Returns the new history, as stored.
 */
export const moveStage = async (db: Db, row: Row, to: string, by: number | null) => {
  const history = withMove(row, to, by);
  const seen = (row.stage_history as string | null) ?? null;
  const moved = await db
    .updateTable(applications.table)
    .set({ stage: to, stage_history: history, updated_at: nowIso() })
    .where('id', '=', row.id as number)
    .where('stage', '=', row.stage as string)
    .where((eb) => (seen === null ? eb('stage_history', 'is', null) : eb(sql`stage_history`, '=', seen)))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0)
    throw new HttpError(409, `Application ${String(row.id)} was moved by someone else meanwhile; reload it and try again.`);
  return history;
};

/** How the applicant hears of a move besides the notification: an email once the move is committed. */
export interface Telling {
  mail: (to: string, locale: Locale, stage: string) => void;
  afterCommit: (work: () => void) => void;
}

/** Tells the applicant where their application stands now: a notification in the move's transaction, then an email. */
export const tellApplicant = async (db: Db, application: Row, to: string, by: number | null, { mail, afterCommit }: Telling) => {
  const job = await db
    .selectFrom('jobs_main')
    .select(['title'])
    .where('id', '=', application.job_id as number)
    .executeTakeFirst();
  const applicant = await db
    .selectFrom('auth_users')
    .select(['email', 'locale'])
    .where('id', '=', application.owner_id as number)
    .executeTakeFirst();
  if (applicant?.email) afterCommit(() => mail(String(applicant.email), localeOf(applicant), to));
  const title = String(job?.title ?? 'a job').slice(0, 120);
  await notify(db, {
    to: application.owner_id as number,
    from: by,
    title: (locale) => say(locale, 'note.stage.title', { title, stage: stageName(locale, to) }),
    body: { id: `note.stage.${to}` },
    link: myApplicationsLink,
  });
};
