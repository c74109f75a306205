/**
 * Folds one listing into another in one transaction (docs/data-quality.md): everything that points at the other
 * listing (listing-references.ts) is moved to the kept one, the kept one's empty fields are filled from the other
 * (or the fields the editor names are taken from it), its rating is counted again from the reviews it now has,
 * the other listing is deleted and the merge is recorded, as a decision (its address then answers 301) and in the
 * audit log.
 *
 * Both rows are locked first, the smaller id first, so two merges of the same pair at once take turns: the second
 * finds the other listing gone and is refused (409) without moving anything twice.
 */
import { nowIso } from '../../registry/clock.ts';
import type { Resource } from '../../registry/resource.ts';
import { auditLog } from '../../registry/resources/auth.ts';
import { duplicateDecisions } from '../../registry/resources/institutions.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import { audit, valueChanges } from '../crud/audit.ts';
import { fromColumns, withPoint, type Row } from '../crud/codec.ts';
import { checkNamedChoices } from '../crud/named-choices.ts';
import { checkRanges } from '../crud/ranges.ts';
import { validated } from '../crud/write-input.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { refreshRating } from '../ratings/rating-aggregate.ts';
import { listingReferences, type ListingReference } from './listing-references.ts';
import { mergedInto } from './merged-address.ts';

export interface MergeRequest {
  resource: Resource;
  keep: number;
  other: number;
  /** Fields to take from the other listing even where the kept one has a value; without it, only empty ones are filled. */
  take?: readonly string[];
}

export interface MergeResult {
  kept: number;
  merged: number;
  /** Rows moved to the kept listing, by resource. */
  moved: Record<string, number>;
  /** Rows of the other listing dropped because the kept one had the same (a member who saved both). */
  dropped: Record<string, number>;
  filled: string[];
}

/** Provenance moves as one: a listing's (source, source_id) must stay the list's row it was loaded from. */
const provenance = ['source', 'source_year', 'source_id'];
/** Counted by the server from other rows, or the row's own bookkeeping: never copied from the other listing. */
const notCopied = (resource: Resource, name: string) => {
  const field = resource.fields[name]!;
  if (name === 'owner_id' || provenance.includes(name)) return false;
  return field.system || name === 'moderation';
};

const empty = (value: unknown) => value === null || value === undefined || value === '' || value === '[]';

/**
 * The fields an editor may name in `take`: what people write about the place. Not what the server keeps, nor the
 * provenance (it comes along by itself), nor the owner: a merge never takes a listing from its owner (a claim or
 * the admin changes owners); it only fills an unowned one.
 */
export const takeable = (resource: Resource) =>
  Object.keys(resource.fields).filter((name) => name !== 'owner_id' && !notCopied(resource, name) && !provenance.includes(name));

/** The fields of the kept row to set from the other: the editor's choice, or every field empty on it. */
export const fieldsToFill = (resource: Resource, kept: Row, other: Row, take?: readonly string[]) => {
  const names = Object.keys(resource.fields).filter((name) => !notCopied(resource, name) && !provenance.includes(name));
  const chosen = take ? takeable(resource).filter((name) => take.includes(name)) : names.filter((name) => empty(kept[name]) && !empty(other[name]));
  // The other's provenance comes along when the kept listing has none, so the next import finds the kept listing.
  const adopt = kept.source == null && other.source != null ? provenance : [];
  return [...chosen.filter((name) => !empty(other[name])), ...adopt];
};

/** Locks the row (a write that changes nothing) and says whether it is there. */
const lock = async (db: Db, table: string, id: number) => {
  const locked = await db
    .updateTable(table)
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
};

/**
 * The kept listing with the values it takes must be one an edit could make: the values pass the checks of a PATCH
 * (the registry's validation, a town within its county, a range's ends in order), else a 400 with its message and
 * nothing is merged. The owner and the provenance are not the editor's to write, so they are not checked.
 */
const checkAsEdit = async (db: Db, resource: Resource, kept: Row, other: Row, filled: readonly string[]) => {
  const asStored = (path: string) => path;
  const [before, taken] = [fromColumns(resource, kept, asStored), fromColumns(resource, other, asStored)];
  const data = validated(
    resource,
    Object.fromEntries(filled.filter((name) => name !== 'owner_id' && !provenance.includes(name)).map((name) => [name, taken[name]])),
    'update',
  );
  await checkNamedChoices(db, resource, data, before);
  checkRanges(resource, data, before);
};

const pointingAt = (db: Db, reference: ListingReference, id: number) =>
  db
    .selectFrom(reference.holder.table)
    .where(reference.column, '=', id)
    .$if(reference.kind !== null, (query) => query.where(reference.kind!.column, '=', reference.kind!.value));

/**
 * Moves the rows pointing at `other` to `keep`. Where a unique set would be broken (a member saved or reviewed
 * both, a day's counter on both), the two rows are one: a counter (`count`) is added up, otherwise the row written
 * last is kept (a member's latest review of the place) and the other deleted.
 */
const move = async (db: Db, reference: ListingReference, keep: number, other: number) => {
  const { holder, column, unique } = reference;
  let dropped = 0;
  if (unique.length) {
    const columns = [...new Set(['id', 'updated_at', ...unique.flat()])].filter((name) => name in holder.fields);
    const counter = holder.fields.count?.kind === 'integer';
    const [theirs, ours] = await Promise.all(
      [other, keep].map((id) =>
        pointingAt(db, reference, id)
          .select(counter ? [...columns, 'count'] : columns)
          .execute(),
      ),
    );
    for (const set of unique) {
      const keyOf = (row: Row) => JSON.stringify(set.filter((name) => name !== column).map((name) => row[name]));
      const kept = new Map((ours as Row[]).map((row) => [keyOf(row), row]));
      for (const row of theirs as Row[]) {
        const twin = kept.get(keyOf(row));
        if (!twin) continue;
        dropped++;
        if (counter) {
          await db
            .updateTable(holder.table)
            .set((eb) => ({ count: eb('count', '+', Number(row.count)) }))
            .where('id', '=', twin.id as number)
            .execute();
          await db
            .deleteFrom(holder.table)
            .where('id', '=', row.id as number)
            .execute();
        } else {
          const theirsLater = String(row.updated_at ?? '') > String(twin.updated_at ?? '');
          await db
            .deleteFrom(holder.table)
            .where('id', '=', (theirsLater ? twin.id : row.id) as number)
            .execute();
        }
      }
    }
  }
  const moved = await db
    .updateTable(holder.table)
    .set({ [column]: keep })
    .where(column, '=', other)
    .$if(reference.kind !== null, (query) => query.where(reference.kind!.column, '=', reference.kind!.value))
    .executeTakeFirst();
  return { moved: Number(moved.numUpdatedRows), dropped };
};

export const mergeListings = async (db: Db, by: number, { resource, keep, other, take }: MergeRequest): Promise<MergeResult> => {
  if (keep === other)
    throw new HttpError(400, 'Pick two different listings: a listing cannot be merged into itself.', { other: 'The same as the kept listing.' });
  const { table } = resource;
  return db.transaction().execute(async (trx) => {
    for (const id of [keep, other].sort((a, b) => a - b))
      if (!(await lock(trx, table, id))) {
        const merged = await mergedInto(trx, resource, id);
        throw merged
          ? new HttpError(409, `${resource.singular} ${id} was already merged into ${resource.singular.toLowerCase()} ${merged}.`)
          : new HttpError(404, `${resource.singular} ${id} was not found.`);
      }
    const [kept, gone] = (await Promise.all(
      [keep, other].map((id) => trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
    )) as Row[];
    // The other listing's history moves with it (below). Its values stay for staff only unless whoever reads the
    // kept listing's history could have read them where they were: a public listing, or one of the same owner.
    const readable = resource.visibility !== 'moderated' || gone!.moderation === 'approved' || (gone!.owner_id != null && gone!.owner_id === kept!.owner_id);
    if (!readable)
      await trx.updateTable(auditLog.table).set({ values_staff_only: 1 }).where('resource', '=', resource.name).where('record_id', '=', other).execute();
    // The other's address will lead to the kept listing: a public page must not lead to one the public cannot see.
    if (resource.visibility === 'moderated' && gone!.moderation === 'approved' && kept!.moderation !== 'approved') {
      const [one, it] = [resource.singular, resource.singular.toLowerCase()];
      throw new HttpError(
        409,
        `${one} ${other} is public and ${it} ${keep} is not yet: keep ${it} ${other} (merge ${keep} into it), or approve ${it} ${keep} first.`,
      );
    }
    const filled = fieldsToFill(resource, kept!, gone!, take);
    await checkAsEdit(trx, resource, kept!, gone!, filled);
    const result: MergeResult = { kept: keep, merged: other, moved: {}, dropped: {}, filled: [] };
    for (const reference of listingReferences(resource)) {
      const { moved, dropped } = await move(trx, reference, keep, other);
      const name = reference.holder.name;
      if (moved) result.moved[name] = (result.moved[name] ?? 0) + moved;
      if (dropped) result.dropped[name] = (result.dropped[name] ?? 0) + dropped;
    }
    // Deleted before the kept row takes its values: (source, source_id) is unique.
    await trx.deleteFrom(table).where('id', '=', other).execute();
    const now = nowIso();
    // Stored values, copied as they are; a point taken brings its numbers (near-me and the map read those).
    const values = Object.fromEntries(filled.map((name) => [name, gone![name]]));
    if (filled.length) {
      await trx
        .updateTable(table)
        .set({
          ...withPoint(resource, values, { ...values }),
          updated_at: now,
          ...('edited_at' in resource.fields ? { edited_at: now } : {}),
        })
        .where('id', '=', keep)
        .execute();
    }
    result.filled = filled.filter((name) => !provenance.includes(name) || name === 'source_id');
    // Listings merged into the other one earlier now lead to the kept one; its "not duplicates" marks go with it.
    await trx
      .updateTable(duplicateDecisions.table)
      .set({ kept_id: keep, updated_at: now })
      .where('resource', '=', resource.name)
      .where('kept_id', '=', other)
      .where('decision', '=', 'merged')
      .execute();
    await trx
      .deleteFrom(duplicateDecisions.table)
      .where('resource', '=', resource.name)
      .where('decision', '=', 'distinct')
      .where((eb) => eb.or([eb('kept_id', '=', other), eb('other_id', '=', other)]))
      .execute();
    await trx
      .insertInto(duplicateDecisions.table)
      .values({
        owner_id: by,
        resource: resource.name,
        decision: 'merged',
        kept_id: keep,
        other_id: other,
        // Unless the kept listing took it over, the other's place in its open list is remembered for the next import.
        other_source: gone!.source_id != null && !filled.includes('source_id') ? `${gone!.source}|${gone!.source_id}` : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const rated = Object.entries(ratingTargets).find(([, name]) => name === resource.name)?.[0];
    if (rated) await refreshRating(trx, rated, keep);
    // Like any edit's entry, with the public fields' values before and after.
    await audit(trx, by, {
      resource,
      id: keep,
      action: 'merge',
      fields: [`${resource.singular} ${other}`, ...result.filled],
      changes: valueChanges(resource, result.filled, kept!, { ...kept!, ...values }),
      staffOnly: !readable,
    });
    return result;
  });
};
