/** The review a mark, report or response is about, as the hooks that check them need it. */
import type { Db } from '../db/dialect.ts';
import { HttpError } from '../http-error.ts';
import { targetTable } from './rating-aggregate.ts';

export interface ReviewFacts {
  id: number;
  owner_id: number | null;
  target_type: string;
  target_id: number;
  moderation: string;
}

export const reviewOf = async (db: Db, id: number): Promise<ReviewFacts> => {
  const row = await db
    .selectFrom('content_ratings')
    .select(['id', 'owner_id', 'target_type', 'target_id', 'moderation'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `Review ${id} was not found.`, { rating_id: `No review ${id}.` });
  return row as ReviewFacts;
};

/** Whether the member owns the place the review is about: their marks or reports would steer their own page. */
export const ownsReviewedPlace = async (db: Db, review: ReviewFacts, userId: number) => {
  const place = await db.selectFrom(targetTable(review.target_type)).select('owner_id').where('id', '=', review.target_id).executeTakeFirst();
  return Boolean(place && place.owner_id === userId);
};

/** The reviews a change touches, in id order, so two writers lock them in one order. */
export const reviewsOf = (...rows: ({ rating_id?: unknown } | null)[]) =>
  [...new Set(rows.filter(Boolean).map((row) => Number(row!.rating_id)))].sort((a, b) => a - b);
