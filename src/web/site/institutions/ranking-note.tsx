import { priorReviews, priorStars } from '../../../registry/rating-score.ts';

/** How "best rated first" is decided, told where the order is shown, so one 5-star review is not a mystery. */
export const RankingNote = () => (
  <details className="ranking-note muted">
    <summary>How we rank</summary>
    Each listing&rsquo;s rating counts as if it also had {priorReviews} reviews of {priorStars} stars, so a listing rises
    with many good reviews rather than one: a single 5-star review ranks below three reviews averaging 4.7.
  </details>
);
