/**
 * Ratings: one per member per target; the target must exist; the target's `rating` (average stars),
 * `review_count` and `rating_score` (the weighted rating lists sort by) follow its approved ratings after every change.
 */
import { staffRoles } from '../../registry/access.ts';
import { getResource } from '../../registry/index.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import { weightedRating } from '../../registry/rating-score.ts';
import type { Db } from '../db/dialect.ts';
import type { HookMap } from '../crud/hooks.ts';
import { HttpError, badRequest } from '../http-error.ts';
import type { Row } from '../crud/codec.ts';

const targetTable = (type: string) => getResource(ratingTargets[type as keyof typeof ratingTargets]).table;

export const refreshRating = async (db: Db, type: string, id: number) => {
  // Lock the target first: a concurrent approval waits here until the other commits, and the count below then
  // starts from a snapshot that includes it (PostgreSQL's READ COMMITTED takes one per statement).
  await db.updateTable(targetTable(type)).set((eb) => ({ review_count: eb.ref('review_count') })).where('id', '=', id).execute();
  const summary = await db
    .selectFrom('content_ratings')
    .select((eb) => [eb.fn.avg('stars').as('average'), eb.fn.countAll().as('count')])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('moderation', '=', 'approved')
    .executeTakeFirstOrThrow();
  const count = Number(summary.count);
  const average = Number(summary.average);
  await db
    .updateTable(targetTable(type))
    .set({ rating: count ? Math.round(average * 10) / 10 : 0, review_count: count, rating_score: weightedRating(count ? average * count : 0, count) })
    .where('id', '=', id)
    .execute();
};

/** The targets a change touches, always in one order, so two moves between the same two schools cannot deadlock. */
const targetsOf = (...rows: (Row | null)[]) => {
  const keys = new Set(rows.filter(Boolean).map((r) => `${r!.target_type}:${r!.target_id}`));
  return [...keys]
    .map((k) => k.split(':'))
    .map(([type, id]) => [type!, Number(id)] as const)
    .sort(([ta, a], [tb, b]) => ta.localeCompare(tb) || a - b);
};

export const ratingHooks: HookMap = {
  'content/ratings': [
    {
      async beforeCreate(values, { db, user }) {
        const type = values.target_type as string;
        const found = await db
          .selectFrom(targetTable(type))
          .select(['id', 'moderation', 'owner_id'])
          .where('id', '=', values.target_id as number)
          .executeTakeFirst();
        // A listing waiting for review is invisible to the public, so it cannot be reviewed either.
        if (!found || found.moderation !== 'approved')
          throw badRequest(`There is no ${type} with id ${values.target_id} to review.`, { target_id: `No ${type} with id ${values.target_id}.` });
        const staff = user?.roles.some((role) => (staffRoles as readonly string[]).includes(role));
        if (found.owner_id === values.owner_id && !staff)
          throw new HttpError(403, `You cannot review your own ${type}.`, { target_id: `You cannot review your own ${type}.` });
        const previous = await db
          .selectFrom('content_ratings')
          .select('id')
          .where('owner_id', '=', values.owner_id as number)
          .where('target_type', '=', type)
          .where('target_id', '=', values.target_id as number)
          .executeTakeFirst();
        if (previous) throw new HttpError(409, `You have already reviewed this ${type}; edit your review instead.`);
      },
      async afterChange({ before, after }, { db }) {
        for (const [type, id] of targetsOf(before, after)) await refreshRating(db, type, id);
      },
    },
  ],
};
