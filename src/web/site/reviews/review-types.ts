import type { ReviewCategory } from '../../../registry/review-categories.ts';

/** A review as the API shows it to the reader. */
export type Review = {
  id: number;
  /** Sent only to the review's own author; other readers get the byline instead. */
  owner_id?: number;
  /** The author's display name, "Wanjiru K.". */
  author?: string | null;
  stars: number;
  review: string | null;
  reviewer_type?: string | null;
  helpful_count?: number;
  moderation: string;
  /** The author's edit of an approved review, waiting for an editor (shown to the author only). */
  revision?: unknown;
  /** Why an editor turned the review, or its last edit, down (shown to the author only). */
  moderation_note?: string | null;
  created_at: string;
} & { [K in ReviewCategory]?: number | null };

/** The listing owner's response to a review. */
export interface ReviewReply {
  id: number;
  rating_id: number;
  body: string;
  moderation: string;
  revision?: unknown;
  moderation_note?: string | null;
}

/** A mark or report of the signed-in member, found by the review it is about. */
export interface MemberMark {
  id: number;
  rating_id: number;
}
