import { priorReviews, priorStars } from '../../../registry/rating-score.ts';
import { useSay } from '../../common/say.ts';

/** How "best rated first" is decided, told where the order is shown, so one 5-star review is not a mystery. */
export const RankingNote = () => {
  const say = useSay();
  return (
    <details className="ranking-note muted">
      <summary>{say('dir.ranking.summary')}</summary>
      {say('dir.ranking.text', { reviews: priorReviews, stars: priorStars })}
    </details>
  );
};
