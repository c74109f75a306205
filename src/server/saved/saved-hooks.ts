/**
 * Saved items and saved searches: each member keeps at most so many, a saved item points to a listing or job
 * the public sees, and a saved search's filters are ones its list accepts.
 */
import { getResource } from '../../registry/index.ts';
import { maxSavedItems, maxSavedSearches, savedTargets, type SavedTarget } from '../../registry/saved-targets.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { parseListQuery, type ListQuery } from '../crud/query.ts';
import type { Field } from '../../registry/fields.ts';
import { normalisedQuery, queryObject } from './search-query.ts';
import { liveListing } from '../duplicates/live-listing.ts';

/**
 * Holds the member's row until the write commits, so two saves at once are counted one after the other
 * (PostgreSQL takes the row lock; SQLite runs one write at a time anyway).
 */
const lockMember = (db: Db, userId: number) =>
  db
    .updateTable('auth_users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();

const countOwn = async (db: Db, table: string, userId: number) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Thrown when the item is saved already; the save route answers with the row kept. */
export class AlreadySaved extends HttpError {
  constructor() {
    super(409, 'This is saved already.');
  }
}

/**
 * Alerts match as a visitor's list does (alert-digests.ts), and a visitor may not filter on what they cannot
 * read, nor on an account (crud service's checkQueryFields): such a search would save but never alert.
 */
const visitorMayFilter = (field: Field) => !field.readers && !field.perk && field.ref !== 'auth/users';

/** A page of this site: a path from the root (never `//elsewhere`), as a link in the saved list opens it. */
const sitePage = /^\/(?![/\\])[A-Za-z0-9/_.~-]*(\?[^\s#<>"\\]*)?$/;

export const savesPublicRowOnce: BehaviourHooks<'saves-public-row-once'> = {
  'accounts/saved-items': {
    async beforeCreate(values, { db }) {
      const owner = values.owner_id as number;
      const type = values.target_type as SavedTarget;
      const target = getResource(savedTargets[type]);
      await lockMember(db, owner);
      // The listing first, held until the save commits: a merge of it then moves this save, or came first (and
      // perhaps moved the member's save of the other listing here, found just below) and it is refused.
      const found = await liveListing(db, target, values.target_id as number, ['id', 'moderation'], 'save');
      const existing = await db
        .selectFrom('accounts_saved_items')
        .select('id')
        .where('owner_id', '=', owner)
        .where('target_type', '=', type)
        .where('target_id', '=', values.target_id as number)
        .executeTakeFirst();
      if (existing) throw new AlreadySaved();
      // Only what the public sees can be saved: a listing waiting for review has no page to come back to.
      if (!found || found.moderation !== 'approved')
        throw badRequest(`There is no ${target.singular.toLowerCase()} with id ${values.target_id} to save.`, {
          target_id: `No ${target.singular.toLowerCase()} ${values.target_id}.`,
        });
      if ((await countOwn(db, 'accounts_saved_items', owner)) >= maxSavedItems)
        throw badRequest(`You can keep at most ${maxSavedItems} saved schools and jobs. Remove some on your Saved page to save more.`);
    },
  },
};

export const savesSearchItsListAccepts: BehaviourHooks<'saves-search-its-list-accepts'> = {
  'accounts/saved-searches': {
    async beforeCreate(values, { db }) {
      const owner = values.owner_id as number;
      const text = (values.query as string | null) ?? '';
      const resource = getResource(values.resource as string);
      let parsed: ListQuery;
      try {
        parsed = parseListQuery(resource, queryObject(text));
      } catch (error) {
        if (error instanceof HttpError) throw badRequest(`These filters cannot be saved: ${error.message}`, { query: error.message });
        throw error;
      }
      const hidden = parsed.filters.find(({ field }) => !visitorMayFilter(resource.fields[field]!));
      if (hidden)
        throw badRequest(`These filters cannot be saved: ${resource.label} cannot be filtered by "${hidden.field}".`, {
          query: `Not a filter of the public list: ${hidden.field}.`,
        });
      values.query = normalisedQuery(text);
      if (!sitePage.test(values.page as string))
        throw badRequest('The page must be a page of this site, like /jobs?county=Nairobi.', { page: 'Give a page of this site, starting with /.' });
      await lockMember(db, owner);
      if ((await countOwn(db, 'accounts_saved_searches', owner)) >= maxSavedSearches)
        throw badRequest(`You can keep at most ${maxSavedSearches} saved searches. Remove one on your Saved page to save this one.`, {
          name: `At most ${maxSavedSearches} saved searches.`,
        });
    },
  },
};
