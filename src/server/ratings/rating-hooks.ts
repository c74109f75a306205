/**
 * Ratings: one per member per target; the target must exist; the target's `rating` (average stars),
 * `review_count` and `rating_score` (the weighted rating lists sort by), and an institution's average and count
 * per category, follow its approved ratings after every change.
 */
import { reviewCategoryNames } from '../../registry/review-categories.ts';
import { getResource } from '../../registry/index.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import { liveListing } from '../duplicates/live-listing.ts';
import { hasCategories, refreshRating } from './rating-aggregate.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import { HttpError, badRequest } from '../http-error.ts';
import type { Row } from '../crud/codec.ts';
import { closeReports } from './report-hooks.ts';
import { isStaff } from '../access/principal.ts';

/** The targets a change touches, always in one order, so two moves between the same two schools cannot deadlock. */
const targetsOf = (...rows: (Row | null)[]) => {
  const keys = new Set(rows.filter(Boolean).map((r) => `${r!.target_type}:${r!.target_id}`));
  return [...keys]
    .map((k) => k.split(':'))
    .map(([type, id]) => [type!, Number(id)] as const)
    .sort(([ta, a], [tb, b]) => ta.localeCompare(tb) || a - b);
};

/** A shop is rated by its stars alone: category ratings are about teaching places. */
type RatingTarget = keyof typeof ratingTargets;

const refuseShopCategories = (type: string, values: Row) => {
  if (hasCategories(type)) return;
  const given = reviewCategoryNames.find((name) => values[name] != null);
  if (given) throw badRequest(`A ${type} is rated by its stars only; leave out ${given}.`, { [given]: `Not rated for a ${type}.` });
};

export const keepsPlaceRating: BehaviourHooks<'keeps-place-rating'> = {
  'content/ratings': {
    beforeUpdate(values, before) {
      refuseShopCategories(before.target_type as string, values);
    },
    async beforeCreate(values, { db, user }) {
      const type = values.target_type as string;
      refuseShopCategories(type, values);
      // Held until the review commits: a merge of the listing then moves it, or came first and it is refused.
      const found = await liveListing(
        db,
        getResource(ratingTargets[type as RatingTarget]),
        values.target_id as number,
        ['id', 'moderation', 'owner_id'],
        'review',
      );
      // A listing waiting for review is invisible to the public, so it cannot be reviewed either.
      if (!found || found.moderation !== 'approved')
        throw badRequest(`There is no ${type} with id ${values.target_id} to review.`, { target_id: `No ${type} with id ${values.target_id}.` });
      if (found.owner_id === values.owner_id && !isStaff(user))
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
      // A moderator decided on the review (reported or new): its reports are answered, later ones count afresh.
      if (before?.moderation === 'pending' && after && after.moderation !== 'pending')
        await closeReports(db, after.id as number, after.moderation === 'approved');
    },
  },
};
