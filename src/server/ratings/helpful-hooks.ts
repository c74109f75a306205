/**
 * Helpful marks: a member marks somebody else's review of somebody else's place once (the unique index settles two marks at once), and the
 * review's `helpful_count` follows its marks exactly, however many arrive together.
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { ownsReviewedPlace, reviewOf, reviewsOf } from './review-of.ts';
import { isStaff } from '../access/principal.ts';

const refreshHelpful = async (db: Db, id: number) => {
  // Lock the review first, so a concurrent mark waits for this one to commit and its count below includes this one.
  await db
    .updateTable('content_ratings')
    .set((eb) => ({ helpful_count: eb.ref('helpful_count') }))
    .where('id', '=', id)
    .execute();
  const { count } = await db
    .selectFrom('content_helpful_votes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('rating_id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('content_ratings')
    .set({ helpful_count: Number(count) })
    .where('id', '=', id)
    .execute();
};

/** A friendlier answer than the unique index's, which still settles two marks sent at the same moment. */
const checkOnce = async (db: Db, userId: number, reviewId: number) => {
  const previous = await db
    .selectFrom('content_helpful_votes')
    .select('id')
    .where('owner_id', '=', userId)
    .where('rating_id', '=', reviewId)
    .executeTakeFirst();
  if (previous) throw new HttpError(409, 'You have already marked this review as helpful.', { rating_id: 'Marked already.' });
};

export const countsHelpfulMarks: BehaviourHooks<'counts-helpful-marks'> = {
  'content/helpful-votes': {
    async beforeCreate(values, { db, user }) {
      const review = await reviewOf(db, values.rating_id as number);
      // Staff are trusted with their marks, as with their reviews (rating-hooks.ts).
      if (isStaff(user)) return checkOnce(db, values.owner_id as number, review.id);
      if (review.owner_id === values.owner_id)
        throw new HttpError(403, 'You cannot mark your own review as helpful.', { rating_id: 'This is your own review.' });
      // The place's owner would lift the kind reviews to the top of their own page.
      if (await ownsReviewedPlace(db, review, values.owner_id as number))
        throw new HttpError(403, `You cannot mark reviews of your own ${review.target_type} as helpful.`, {
          rating_id: `A review of your own ${review.target_type}.`,
        });
      await checkOnce(db, values.owner_id as number, review.id);
    },
    async afterChange({ before, after }, { db }) {
      for (const id of reviewsOf(before, after)) await refreshHelpful(db, id);
    },
  },
};
