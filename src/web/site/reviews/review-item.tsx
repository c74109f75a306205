import { Link } from 'react-router-dom';
import { reviewCategoryNames } from '../../../registry/review-categories.ts';
import { useSay } from '../../common/say.ts';
import { Stars } from '../ui/stars.tsx';
import { HelpfulButton } from './helpful-button.tsx';
import { OwnerReply } from './owner-reply.tsx';
import type { MemberMark, Review, ReviewReply } from './review-types.ts';

/**
 * One review: stars, who wrote it, the categories it rated, its text and byline; for signed-in readers the helpful
 * button and Report; and the place's response under it (or, for the place's owner, the form to write one).
 */
export const ReviewItem = ({
  review,
  own,
  signedIn,
  signIn,
  placeName,
  isPlaceOwner,
  extras,
  onReport,
  onReplied,
}: {
  review: Review;
  /** The reader wrote it. */
  own: boolean;
  signedIn: boolean;
  /** Where a signed-out reader signs in and comes back. */
  signIn: string;
  placeName: string;
  /** The reader owns the reviewed place. */
  isPlaceOwner: boolean;
  /** The reader's mark and report, and the response, once loaded. */
  extras: { mark: MemberMark | undefined; reply: ReviewReply | undefined; reported: boolean } | null;
  onReport: () => void;
  onReplied: () => void;
}) => {
  const say = useSay();
  const rated = reviewCategoryNames.filter((c) => review[c]);
  return (
    <li className="review">
      <p className="review-head">
        <Stars value={review.stars} />
        {review.reviewer_type ? <span className="badge reviewer-type">{say.choice('reviewer_type', review.reviewer_type)}</span> : null}
      </p>
      {rated.length ? (
        <ul className="review-categories" aria-label={say('review.byCategory')}>
          {rated.map((c) => (
            <li key={c}>
              {say.field('content/ratings', c)} <strong>{review[c]}/5</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {review.review ? <p>{review.review}</p> : null}
      <p className="muted small">
        {own ? say('review.yours') : (review.author ?? say('review.member'))} · {say.format.date(review.created_at) ?? 'Invalid Date'}
        {review.moderation === 'pending' ? ` · ${say('review.pending')}` : ''}
        {review.revision ? ` · ${say('review.revisionWaiting')}` : ''}
      </p>
      {/* The editor's reason, until the author's next edit is waiting for review again. */}
      {review.moderation_note && !review.revision && review.moderation !== 'pending' && own ? (
        <p className="small review-note" role="note">
          {say(review.moderation === 'rejected' ? 'review.rejected' : 'review.changesRejected')}: {review.moderation_note}
        </p>
      ) : null}
      {review.moderation === 'approved' ? (
        <div className="review-actions">
          {signedIn ? (
            extras ? (
              <HelpfulButton review={review} mark={extras.mark} own={own || isPlaceOwner} />
            ) : null
          ) : (
            <Link className="small" to={signIn} aria-label={say('review.helpful.signIn', { count: review.helpful_count ?? 0 })}>
              {say('review.helpful')}
              {review.helpful_count ? ` · ${review.helpful_count}` : ''}
            </Link>
          )}
          {signedIn && !own && !isPlaceOwner && extras ? (
            extras.reported ? (
              <span className="muted small">{say('review.reported')}</span>
            ) : (
              <button type="button" className="link-button small" onClick={onReport}>
                {say('review.report')}
              </button>
            )
          ) : null}
        </div>
      ) : null}
      {extras ? (
        <OwnerReply reviewId={review.id} reply={extras.reply} name={placeName} isOwner={isPlaceOwner && review.moderation === 'approved'} onSaved={onReplied} />
      ) : null}
    </li>
  );
};
