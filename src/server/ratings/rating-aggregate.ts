/**
 * A rated place's figures from its approved reviews: average stars, count, weighted rating, and for schools,
 * colleges and universities the average and count per category.
 */
import { getResource } from '../../registry/index.ts';
import { ratingTargets } from '../../registry/resources/content.ts';
import { weightedRating } from '../../registry/rating-score.ts';
import { categoryAverageField, categoryCountField, reviewCategoryNames } from '../../registry/review-categories.ts';
import type { Db } from '../db/dialect.ts';

export const targetTable = (type: string) => getResource(ratingTargets[type as keyof typeof ratingTargets]).table;
/** Targets rated by category too: those whose resource carries the category averages (not shops). */
export const hasCategories = (type: string) => categoryAverageField('academics') in getResource(ratingTargets[type as keyof typeof ratingTargets]).fields;
const round1 = (value: unknown) => (value == null ? null : Math.round(Number(value) * 10) / 10);

export const refreshRating = async (db: Db, type: string, id: number) => {
  // Lock the target first: a concurrent approval waits here until the other commits, and the count below then
  // starts from a snapshot that includes it (PostgreSQL's READ COMMITTED takes one per statement).
  await db
    .updateTable(targetTable(type))
    .set((eb) => ({ review_count: eb.ref('review_count') }))
    .where('id', '=', id)
    .execute();
  const categories = hasCategories(type) ? reviewCategoryNames : [];
  const summary = (await db
    .selectFrom('content_ratings')
    .select((eb) => [
      eb.fn.avg('stars').as('average'),
      eb.fn.countAll().as('count'),
      // avg and count of a column skip the reviews that left the category out.
      ...categories.flatMap((name) => [eb.fn.avg(name).as(`${name}_average`), eb.fn.count(name).as(`${name}_count`)]),
    ])
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('moderation', '=', 'approved')
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const count = Number(summary.count);
  const average = Number(summary.average);
  await db
    .updateTable(targetTable(type))
    .set({
      rating: count ? Math.round(average * 10) / 10 : 0,
      review_count: count,
      rating_score: weightedRating(count ? average * count : 0, count),
      ...Object.fromEntries(
        categories.flatMap((name) => [
          [categoryAverageField(name), round1(summary[`${name}_average`])],
          [categoryCountField(name), Number(summary[`${name}_count`])],
        ]),
      ),
    })
    .where('id', '=', id)
    .execute();
};
