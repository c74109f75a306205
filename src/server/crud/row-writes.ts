/**
 * Writing rows through the API: create, update and remove. Each checks the grant, makes the body into the values
 * the writer may set (write-input.ts, party-fields.ts), checks references, pick-lists and ranges, then writes in one
 * transaction with the resource's hooks and the audit row (write-transaction.ts). An owner's edit of an approved
 * row of a moderated resource waits for review (revisions.ts).
 */
import type { Resource } from '../../registry/resource.ts';
import { nowIso } from '../../registry/clock.ts';
import type { Permissions } from '../access/permissions.ts';
import type { Principal } from '../access/principal.ts';
import { partyFlag } from '../access/row-view.ts';
import type { Db } from '../db/dialect.ts';
import { toColumns, type Row } from './codec.ts';
import { withDefaults } from './field-defaults.ts';
import { hooksOf, type HookMap } from './hooks.ts';
import { EditedMeanwhile, untilMerged } from './merge-retries.ts';
import { checkNamedChoices } from './named-choices.ts';
import { limitToParties, refuseOthersFields } from './party-fields.ts';
import { checkRanges } from './ranges.ts';
import { createReferenceChecks } from './reference-checks.ts';
import { actionRefused, rowNotFound } from './refusals.ts';
import { holdForReview, waitingChanges } from './revisions.ts';
import type { RowAccess } from './row-access.ts';
import type { DecodeRow } from './row-decoder.ts';
import { dropStaffFields, hashPasswords, validated } from './write-input.ts';
import type { WriteTransaction } from './write-transaction.ts';

export interface RowWritesDeps {
  db: Db;
  hooks: HookMap;
  permissions: Permissions;
  access: RowAccess;
  transaction: WriteTransaction;
  decodeRow: DecodeRow;
}

export const createRowWrites = ({ db, hooks, permissions, access, transaction: { write, afterChange }, decodeRow }: RowWritesDeps) => {
  const checkReferences = createReferenceChecks(db, access);
  const selectWritten = (trx: Db, resource: Resource, id: number) =>
    trx.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Row>;

  /** One try at an update; EditedMeanwhile when the changes waiting on the row changed since they were read. */
  const updateOnce = async (user: Principal, resource: Resource, id: number, body: unknown, dryRun: boolean) => {
    const before = await access.loadVisible(user, resource, id);
    const acting = await access.authorise(user, resource, 'update', id);
    let data = validated(resource, body, 'update');
    dropStaffFields(resource, data, access.isStaffFor(user, resource));
    if (acting !== 'any') limitToParties(resource, acting, before, data);
    await checkReferences(user, resource, data);
    // A town within its county, or a fees range, is checked against what the row will be once the changes waiting
    // on it are approved.
    const pending = { ...before, ...waitingChanges(before) };
    await checkNamedChoices(db, resource, data, pending);
    checkRanges(resource, data, pending);
    await hashPasswords(resource, data);
    // An approved row keeps its public content until the change is reviewed; a rejected one goes back for review.
    const reviewed = resource.visibility === 'moderated' && !access.isStaffFor(user, resource);
    const held = reviewed && before.moderation === 'approved';
    if (held) data = holdForReview(resource, before, data, user!.id).data;
    else if (reviewed && before.moderation === 'rejected' && Object.keys(data).length) data.moderation = 'pending';
    const values = { ...toColumns(resource, data), updated_at: nowIso() };
    return write(
      resource,
      user,
      async (context) => {
        for (const hook of hooksOf(hooks, resource)) await hook.beforeUpdate?.(values, before, context);
        const updated = await context.db
          .updateTable(resource.table)
          .set(values)
          .where('id', '=', id)
          // A reviewed edit is written as the row stood when read: one approved meanwhile takes the edit as changes
          // waiting (else it would publish text no moderator saw), and changes waiting are still the ones merged into.
          // Otherwise another write came between, and this edit is made again on what it left.
          .$if(reviewed, (query) => query.where('moderation', '=', before.moderation as string))
          .$if(held, (query) => query.where((eb) => (before.revision == null ? eb('revision', 'is', null) : eb('revision', '=', before.revision as string))))
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          if (reviewed && (await context.db.selectFrom(resource.table).select('id').where('id', '=', id).executeTakeFirst())) throw new EditedMeanwhile();
          throw rowNotFound(resource, id);
        }
        const row = await selectWritten(context.db, resource, id);
        await afterChange(context, before, row);
        // The parties the writer acts as are known already: their view of the row needs no second query.
        const flags = acting === 'any' ? {} : Object.fromEntries(acting.map((party) => [partyFlag(party), 1]));
        return decodeRow(resource, { ...row, ...flags }, access.viewerOf(user, resource));
      },
      dryRun,
    );
  };

  return {
    /**
     * `extra` holds values the server sets itself (stored files, a seeded row's moderation or owner). A `dryRun`
     * checks and writes everything, then rolls it back (write-transaction.ts).
     */
    async create(user: Principal, resource: Resource, body: unknown, extra: Row = {}, { dryRun = false } = {}) {
      if (!permissions.reach(user, resource, 'create')) throw actionRefused(user, resource, 'create');
      const given = validated(resource, body, 'create');
      const staff = access.isStaffFor(user, resource);
      dropStaffFields(resource, given, staff);
      if (!staff) refuseOthersFields(resource, given);
      const data = withDefaults(resource, given, nowIso());
      await checkReferences(user, resource, data);
      await checkNamedChoices(db, resource, data);
      checkRanges(resource, data);
      await hashPasswords(resource, data);
      const values = toColumns(resource, { ...data, ...extra });
      if (resource.ownerField === 'owner_id') values.owner_id = extra.owner_id ?? user?.id ?? null;
      values.created_at = values.updated_at = nowIso();
      return write(
        resource,
        user,
        async (context) => {
          for (const hook of hooksOf(hooks, resource)) await hook.beforeCreate?.(values, context);
          const { id } = (await context.db.insertInto(resource.table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
          const row = await selectWritten(context.db, resource, id);
          await afterChange(context, null, row);
          return decodeRow(resource, row, access.viewerOf(user, resource));
        },
        dryRun,
      );
    },

    update: (user: Principal, resource: Resource, id: number, body: unknown, { dryRun = false } = {}) =>
      untilMerged(resource, () => updateOnce(user, resource, id, body, dryRun)),

    async remove(user: Principal, resource: Resource, id: number) {
      const before = await access.loadVisible(user, resource, id);
      await access.authorise(user, resource, 'delete', id);
      return write(resource, user, async (context) => {
        // Two deletions at once both found the row; only the one that removed it answers as having done so.
        const deleted = await context.db.deleteFrom(resource.table).where('id', '=', id).executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw rowNotFound(resource, id);
        await afterChange(context, before, null);
        return decodeRow(resource, before, access.viewerOf(user, resource));
      });
    },
  };
};
