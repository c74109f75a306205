import type { ReviewCategory } from '../../../registry/review-categories.ts';
import type { RowOf } from '../../../registry/row-type.ts';

/**
 * A row as a reader other than its author gets it: the author's account is sent only to the author
 * (src/server/access/row-view.ts), other readers get the byline instead.
 */
type AsRead<Row extends { owner_id: number }> = Omit<Row, 'owner_id'> & { owner_id?: number };

/**
 * A review as the API shows it to the reader, with the author's display name ("Wanjiru K.") and its stars for each
 * part of the place (fields the registry builds from a list, so its row type does not name them).
 */
export type Review = AsRead<RowOf<'content/ratings'>> & { author?: string | null } & { [K in ReviewCategory]?: number | null };

/** The listing owner's response to a review. */
export type ReviewReply = AsRead<RowOf<'content/review-replies'>>;

/** A mark or report of the signed-in member, found by the review it is about. */
export type MemberMark = Pick<RowOf<'content/helpful-votes'> | RowOf<'content/review-reports'>, 'id' | 'rating_id'>;
