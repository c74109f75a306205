/**
 * The weighted rating lists are ordered by: a Bayesian average that counts every listing as if it also had
 * `priorReviews` reviews of `priorStars` stars. One 5-star review scores 3.75 and three reviews averaging 4.7
 * score 3.95, so a listing climbs by many good reviews, not by one. Plain data: the site explains the method
 * with the same numbers.
 */
export const priorReviews = 5;
/** Fewer published reviews than this show no average: one or two opinions should not label a listing. */
export const minReviewsForAverage = 3;
/** Whether a listing with `count` published reviews shows its average (pages and search results alike). */
export const showsAverage = (count: number) => count >= minReviewsForAverage;
export const priorStars = 3.5;

/** The weighted rating of `count` approved reviews whose stars add up to `sum`, to two decimals. */
export const weightedRating = (sum: number, count: number) => Math.round(((priorReviews * priorStars + sum) / (priorReviews + count)) * 100) / 100;
