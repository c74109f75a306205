/**
 * Responses to reviews: only the account that owns the reviewed school, college, university or shop (or staff)
 * may answer, checked through the review's target on the server; one response per review.
 */
import type { BehaviourHooks } from '../crud/hooks.ts';
import { HttpError, badRequest } from '../http-error.ts';
import { targetTable } from './rating-aggregate.ts';
import { reviewOf } from './review-of.ts';
import { isStaff } from '../access/principal.ts';

export const answeredByPlaceOwner: BehaviourHooks<'answered-by-place-owner'> = {
  'content/review-replies': {
    async beforeCreate(values, { db, user }) {
      const review = await reviewOf(db, values.rating_id as number);
      const place = await db.selectFrom(targetTable(review.target_type)).select(['owner_id', 'name']).where('id', '=', review.target_id).executeTakeFirst();
      if (!isStaff(user) && (!place || place.owner_id == null || place.owner_id !== values.owner_id))
        // Refused like any reference the writer may not use (fields.ts refRule): the review named is the wrong one.
        throw badRequest(`Only the owner of ${place ? String(place.name) : `this ${review.target_type}`} may respond to its reviews.`, {
          rating_id: 'Not a review of a place you own.',
        });
      const previous = await db.selectFrom('content_review_replies').select('id').where('rating_id', '=', review.id).executeTakeFirst();
      if (previous) throw new HttpError(409, 'This review has a response already; edit that one instead.', { rating_id: 'Answered already.' });
    },
  },
};
