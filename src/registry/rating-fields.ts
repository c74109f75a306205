/** The fields a rated listing (school, college, university, shop) carries, kept by the server from its reviews. */
import { f } from './fields.ts';
import { weightedRating } from './rating-score.ts';

/** The average of approved reviews, their count, and the weighted rating lists sort by (rating-score.ts). */
export const ratingFields = () => ({
  rating: f.number({ label: 'Rating', system: true, default: 0 }),
  review_count: f.integer({ label: 'Reviews', system: true, default: 0 }),
  rating_score: f.number({ label: 'Weighted rating', system: true, default: weightedRating(0, 0) }),
});
