import { showsAverage } from '../../../registry/rating-score.ts';

/**
 * The rating as the page shows it, or undefined where the page shows no average: a search result must not
 * claim stars the listing itself withholds.
 */
export const aggregateRating = (rating: unknown, count: unknown) => {
  const reviews = Number(count ?? 0);
  const value = Number(rating);
  if (!showsAverage(reviews) || !(value >= 1)) return undefined;
  return { '@type': 'AggregateRating', ratingValue: value, reviewCount: reviews, bestRating: 5, worstRating: 1 };
};
