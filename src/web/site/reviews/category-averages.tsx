import { minReviewsForAverage, showsAverage } from '../../../registry/rating-score.ts';
import { categoryAverageField, categoryCountField, reviewCategoryNames } from '../../../registry/review-categories.ts';
import { useSay } from '../../common/say.ts';
import { Stars } from '../ui/stars.tsx';

/**
 * The place's overall rating with its average per category beside it. Like the overall rating, a category shows
 * an average only once `minReviewsForAverage` published reviews have rated it, and says why until then.
 */
export const CategoryAverages = ({ listing }: { listing: Record<string, unknown> }) => {
  const say = useSay();
  const rated = reviewCategoryNames.some((name) => Number(listing[categoryCountField(name)] ?? 0) > 0);
  return (
    <div className="rating-summary">
      <p className="rating-overall">
        <span>{say('review.overall')}</span>
        <Stars value={listing.rating as number} count={Number(listing.review_count ?? 0)} />
      </p>
      {rated ? (
        <>
          <dl className="category-averages">
            {reviewCategoryNames.map((name) => {
              const count = Number(listing[categoryCountField(name)] ?? 0);
              const average = listing[categoryAverageField(name)] as number | null;
              return (
                <div key={name}>
                  <dt>{say.field('content/ratings', name)}</dt>
                  <dd>
                    {showsAverage(count) && average !== null ? (
                      <Stars value={average} count={count} />
                    ) : (
                      <span className="muted small">
                        {count ? say('review.category.needed', { count, min: minReviewsForAverage }) : say('review.category.none')}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="muted small">{say('review.category.note', { min: minReviewsForAverage })}</p>
        </>
      ) : null}
    </div>
  );
};
