/**
 * A moderator's decision on a submitted row or on the changes waiting on an approved one. The submitter is told in
 * the same transaction, with the reason when it is a rejection, and by an email written in it and sent once it is
 * committed. The row is changed only if it still waits as it did when read: of two moderators deciding it at once,
 * the second finds it decided (a 409) and tells nobody.
 */
import { nowIso } from '../../registry/clock.ts';
import { findResource } from '../../registry/index.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { localeOf } from '../i18n/locale-of.ts';
import { say } from '../i18n/say.ts';
import { notify } from '../notifications/notify.ts';
import { toColumns, type Row } from './codec.ts';
import type { WriteContext } from './hooks.ts';
import { actionRefused, rowNotFound } from './refusals.ts';
import { checkDecision, decisionValues, submitterOf, type DecisionInput, type DecisionMail } from './revisions.ts';
import type { RowAccess } from './row-access.ts';
import type { DecodeRow } from './row-decoder.ts';
import type { WriteTransaction } from './write-transaction.ts';

const usersTable = findResource('auth/users')!.table;

/** Why a decision changed nothing: the row is gone, or someone decided (or the owner edited) it first. */
const decidedMeanwhile = async (db: Db, resource: Resource, id: number) => {
  const row = await db.selectFrom(resource.table).select(['id']).where('id', '=', id).executeTakeFirst();
  if (!row) return rowNotFound(resource, id);
  return new HttpError(
    409,
    `Someone else decided this ${resource.singular.toLowerCase()} (or its owner changed it) a moment ago. The queue shows where it stands now.`,
  );
};

/** Tells the one who submitted `before` of the decision: a notification, and an email when they have an address. */
const tellSubmitter = async (context: WriteContext, before: Row, { decision, reason, link }: DecisionInput, mail: DecisionMail) => {
  const { resource, user } = context;
  const submitter = submitterOf(resource, before);
  // A moderator deciding their own submission needs no word of it.
  if (!submitter || submitter === user!.id) return;
  const name = String(before[resource.title] ?? before.id).slice(0, 80);
  const revised = Boolean(before.revision) && before.moderation === 'approved';
  const which = `${decision === 'approve' ? 'approved' : 'rejected'}${revised ? 'Changes' : ''}`;
  await notify(context.db, {
    to: submitter,
    from: user!.id,
    title: (locale) => say(locale, `note.decision.${which}`, { kind: say(locale, `resource.${resource.name}`), name }),
    body: decision === 'approve' ? { id: 'note.decision.approvedBody' } : { id: 'note.decision.reason', values: { reason: reason ?? '' } },
    link,
  });
  const account = await context.db.selectFrom(usersTable).select(['email', 'locale']).where('id', '=', submitter).executeTakeFirst();
  const email = account?.email as string | null | undefined;
  if (!email) return;
  await mail.enqueue(context.db, email, localeOf(account), { resource, decision, reason, link, revised });
  context.afterCommit(mail.flush);
};

export const createModerationDecisions = (access: RowAccess, { write, afterChange }: WriteTransaction, decodeRow: DecodeRow) => ({
  /** Whether the user decides on the resource's submissions: it is moderated and they may change any row. */
  moderates: (user: Principal, resource: Resource) => resource.visibility === 'moderated' && access.isStaffFor(user, resource),

  async decide(user: Principal, resource: Resource, id: number, input: DecisionInput, mail: DecisionMail) {
    if (resource.visibility !== 'moderated') throw badRequest(`${resource.label} are not moderated.`);
    if (!access.isStaffFor(user, resource)) throw actionRefused(user, resource, 'update');
    const before = await access.loadVisible(user, resource, id);
    checkDecision(before, input.seen);
    const values = { ...toColumns(resource, decisionValues(before, input.decision, input.reason)), updated_at: nowIso() };
    return write(resource, user, async (context) => {
      const updated = await context.db
        .updateTable(resource.table)
        .set(values)
        .where('id', '=', id)
        .where('moderation', '=', before.moderation as string)
        .where((eb) => (before.revision == null ? eb('revision', 'is', null) : eb('revision', '=', before.revision as string)))
        // Nor an edit of a new row made between reading it and deciding.
        .where('updated_at', '=', before.updated_at as string)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw await decidedMeanwhile(context.db, resource, id);
      const row = (await context.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
      await afterChange(context, before, row);
      await tellSubmitter(context, before, input, mail);
      return decodeRow(resource, row);
    });
  },
});
