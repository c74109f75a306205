import { minReviewsForAverage, showsAverage } from '../../../registry/rating-score.ts';
import { useSay } from '../../common/say.ts';

/**
 * A 5-star rating, read out as "4.3 out of 5 stars (12 reviews)". A listing's average (given with its count) is
 * shown only from `minReviewsForAverage` reviews; before that the count says why there is none.
 */
export const Stars = ({ value, count }: { value: number | null | undefined; count?: number | null }) => {
  const say = useSay();
  const reviews = (n: number) => say('ui.stars.reviews', { count: n });
  if (typeof count === 'number' && !showsAverage(count))
    return (
      <span className="stars few">
        {count ? reviews(count) : say('ui.stars.none')} · {say('ui.stars.averageFrom', { count: minReviewsForAverage })}
      </span>
    );
  const rating = Math.max(0, Math.min(5, value ?? 0));
  // One decimal always, as the count beside the stars writes it ("4.0"): both languages write it so in Kenya.
  const score = rating.toFixed(1);
  const label = `${say('ui.stars.label', { score })}${count === undefined || count === null ? '' : ` (${reviews(count)})`}`;
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={rating >= n - 0.25 ? 'on' : rating >= n - 0.75 ? 'half' : 'off'}>
          ★
        </span>
      ))}
      {count === undefined || count === null ? null : (
        <span aria-hidden="true" className="count">
          {rating.toFixed(1)} · {reviews(count)}
        </span>
      )}
    </span>
  );
};
