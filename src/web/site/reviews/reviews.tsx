import { Link, useLocation } from 'react-router-dom';
import { api } from '../../common/api.ts';
import { formatDate } from '../../common/format.ts';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Stars } from '../ui/stars.tsx';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { ReviewForm, type Review } from './review-form.tsx';

/**
 * Approved reviews of a school, college, university or shop, plus the signed-in member's own review (the server
 * shows its owner a pending one too), which they write once and may edit afterwards.
 */
export const Reviews = ({ targetType, targetId, name }: { targetType: 'school' | 'college' | 'university' | 'shop'; targetId: number; name: string }) => {
  const user = useSession();
  const { pathname } = useLocation();
  const key = `ratings/${targetType}/${targetId}/${user?.id ?? 0}`;
  const list = useFetch(
    (signal) => api.list<Review>('content/ratings', { target_type: targetType, target_id: targetId, _start: 0, _end: 50, _sort: 'created_at', _order: 'desc' }, signal),
    key,
  );
  const rows = list.data?.rows ?? [];
  const mine = user ? rows.find((r) => r.owner_id === user.id) : undefined;

  return (
    <section id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {list.loading && !list.data ? (
        <Loading text="Loading reviews..." />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : rows.length ? (
        <ul className="reviews">
          {rows.map((review) => (
            <li key={review.id} className="review">
              <Stars value={review.stars} />
              {review.review ? <p>{review.review}</p> : null}
              <p className="muted small">
                {user && review.owner_id === user.id ? 'Your review' : (review.author ?? 'Member review')} · {formatDate(review.created_at)}
                {review.moderation === 'pending' ? ' · awaiting approval' : ''}
                {review.revision ? ' · your changes are waiting for review' : ''}
              </p>
              {/* The editor's reason, until the author's next edit is waiting for review again. */}
              {review.moderation_note && !review.revision && review.moderation !== 'pending' ? (
                <p className="small review-note" role="note">
                  {review.moderation === 'rejected' ? 'Not approved' : 'Your last changes were not approved'}: {review.moderation_note}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Empty text={`No reviews of ${name} yet. Be the first to share your experience.`} />
      )}
      {user ? (
        // Stays mounted while the list reloads after a save, so its confirmation is not lost.
        list.data ? <ReviewForm targetType={targetType} targetId={targetId} existing={mine} onSaved={list.reload} /> : null
      ) : (
        <p>
          <Link to={`/login?next=${encodeURIComponent(`${pathname}#reviews`)}`}>Sign in</Link> to rate and review {name}.
        </p>
      )}
    </section>
  );
};
