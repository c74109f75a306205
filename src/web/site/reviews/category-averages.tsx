import { minReviewsForAverage, showsAverage } from '../../../registry/rating-score.ts';
import { categoryAverageField, categoryCountField, reviewCategories, reviewCategoryNames } from '../../../registry/review-categories.ts';
import { Stars } from '../ui/stars.tsx';

/**
 * The place's overall rating with its average per category beside it. Like the overall rating, a category shows
 * an average only once `minReviewsForAverage` published reviews have rated it, and says why until then.
 */
export const CategoryAverages = ({ listing }: { listing: Record<string, unknown> }) => {
  const rated = reviewCategoryNames.some((name) => Number(listing[categoryCountField(name)] ?? 0) > 0);
  return (
    <div className="rating-summary">
      <p className="rating-overall">
        <span>Overall</span>
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
                  <dt>{reviewCategories[name]}</dt>
                  <dd>
                    {showsAverage(count) && average !== null ? (
                      <Stars value={average} count={count} />
                    ) : (
                      <span className="muted small">
                        {count ? `${count} of ${minReviewsForAverage} ratings needed` : 'Not rated yet'}
                      </span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="muted small">
            A category shows its average once {minReviewsForAverage} published reviews have rated it, so one or two opinions do not label a place.
          </p>
        </>
      ) : null}
    </div>
  );
};
