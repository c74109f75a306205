import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../common/session.ts';
import { useFetch } from '../../common/use-fetch.ts';
import { Empty, ErrorText, Loading } from '../ui/states.tsx';
import { CategoryAverages } from './category-averages.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import type { MemberMark, Review, ReviewReply } from './review-types.ts';
import './reviews.css';
import { useSay } from '../../common/say.ts';
import { readList } from '../../common/site-data.ts';

const sorts = {
  newest: { _sort: 'created_at', _order: 'desc' },
  helpful: { _sort: 'helpful_count,created_at', _order: 'desc,desc' },
} as const;
type Sort = keyof typeof sorts;
/** Reviews per page; "Show more" asks the server for the next page's worth. */
const pageSize = 20;

/** Rows of `base` about these reviews (`rating_id=1&rating_id=2`: a repeated key is an OR). */
const about = <T,>(base: string, ids: number[], signal: AbortSignal) =>
  ids.length ? readList<T>(base, { rating_id: ids, _start: 0, _end: ids.length }, signal).then((r) => r.rows) : Promise.resolve([]);

/**
 * Approved reviews of a school, college, university or shop, plus the signed-in member's own review (the server
 * shows its owner a pending one too), which they write once and may edit afterwards. Readers mark reviews helpful
 * or report them; the listing's owner responds under each.
 */
export const Reviews = ({
  targetType,
  targetId,
  name,
  listing,
}: {
  targetType: 'school' | 'college' | 'university' | 'shop';
  targetId: number;
  name: string;
  /** The reviewed row: its rating figures, and owner_id when the reader owns it. */
  listing?: Record<string, unknown>;
}) => {
  const user = useSession();
  const say = useSay();
  const { pathname } = useLocation();
  const [sort, setSort] = useState<Sort>('newest');
  const [reporting, setReporting] = useState<number | null>(null);
  const [reported, setReported] = useState<number[]>([]);
  const [limit, setLimit] = useState(pageSize);
  const { _sort, _order } = sorts[sort];
  const key = `ratings/${targetType}/${targetId}/${user?.id ?? 0}/${sort}/${limit}`;
  const list = useFetch(
    (signal) => readList<Review>('content/ratings', { target_type: targetType, target_id: targetId, _start: 0, _end: limit, _sort, _order }, signal),
    key,
  );
  // The rows shown stay on screen while more are fetched, so "Show more" does not blank the list.
  const shown = useRef<Review[]>([]);
  if (list.data) shown.current = list.data.rows;
  const rows = list.data?.rows ?? (limit > pageSize ? shown.current : []);
  // Whose list has loaded: a page adopted from the server starts with the visitor's, then the member's loads
  // (docs/server-rendering.md), and the member's form waits for theirs, to know whether they reviewed already.
  const loadedFor = useRef<number | null>(null);
  if (list.data && !list.loading) loadedFor.current = user?.id ?? 0;
  const total = list.data?.total ?? rows.length;
  const ids = rows.map((r) => r.id);
  const extras = useFetch(
    async (signal) => {
      const [replies, marks, reports] = await Promise.all([
        about<ReviewReply>('content/review-replies', ids, signal),
        user ? about<MemberMark>('content/helpful-votes', ids, signal) : [],
        user ? about<MemberMark>('content/review-reports', ids, signal) : [],
      ]);
      return { replies, marks, reports };
    },
    list.data ? `${key}/${ids.join(',')}` : '',
  );
  const mine = user ? rows.find((r) => r.owner_id === user.id) : undefined;
  const isOwner = Boolean(user && listing && listing.owner_id === user.id);
  const signIn = `/login?next=${encodeURIComponent(`${pathname}#reviews`)}`;

  return (
    <section id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{say('dir.section.reviews')}</h2>
      {listing ? <CategoryAverages listing={listing} /> : null}
      {rows.length > 1 ? (
        <p className="review-sort">
          <label htmlFor="review-sort">{say('review.sort')}</label>
          <select id="review-sort" value={sort} onChange={(e) => (setSort(e.target.value as Sort), setLimit(pageSize))}>
            {Object.keys(sorts).map((value) => (
              <option key={value} value={value}>
                {say(`review.sort.${value}`)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {list.loading && !rows.length ? (
        <Loading text={say('review.loading')} />
      ) : list.error ? (
        <ErrorText message={list.error} />
      ) : rows.length ? (
        <ul className="reviews">
          {rows.map((review) => {
            const own = Boolean(user && review.owner_id === user.id);
            const wasReported = reported.includes(review.id) || Boolean(extras.data?.reports.some((r) => r.rating_id === review.id));
            return (
              <ReviewItem
                key={review.id}
                review={review}
                own={own}
                signedIn={Boolean(user)}
                signIn={signIn}
                placeName={name}
                isPlaceOwner={isOwner}
                extras={
                  extras.data
                    ? {
                        mark: extras.data.marks.find((m) => m.rating_id === review.id),
                        reply: extras.data.replies.find((r) => r.rating_id === review.id),
                        reported: wasReported,
                      }
                    : null
                }
                onReport={() => setReporting(review.id)}
                onReplied={extras.reload}
              />
            );
          })}
        </ul>
      ) : (
        <Empty text={say('review.none', { name })} />
      )}
      {total > rows.length ? (
        <p>
          <button type="button" className="secondary" disabled={list.loading} onClick={() => setLimit((n) => n + pageSize)}>
            {list.loading ? say('shell.loading') : say('review.more', { count: total - rows.length })}
          </button>
        </p>
      ) : null}
      {reporting !== null ? (
        <ReportDialog reviewId={reporting} onClose={() => setReporting(null)} onReported={() => setReported((all) => [...all, reporting])} />
      ) : null}
      {isOwner ? null : user ? (
        // Stays mounted while the list reloads after a save, so its confirmation is not lost.
        loadedFor.current === user.id ? (
          <ReviewForm targetType={targetType} targetId={targetId} existing={mine} onSaved={list.reload} />
        ) : null
      ) : (
        <p>
          <Link to={signIn}>{say('review.signIn')}</Link> {say('review.signInToReview', { name })}
        </p>
      )}
    </section>
  );
};
