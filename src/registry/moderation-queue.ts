/**
 * The moderation desk's answers (GET /api/moderation/queue and /api/moderation/counts), declared once for the
 * server that writes them and the admin that reads them.
 */

/** One row waiting for a decision, of any moderated resource. */
export interface QueueItem {
  /** The resource's name. */
  type: string;
  id: number;
  /** The row's name (a review's text, cut short). */
  title: string;
  /** A new submission, or changes waiting on a live row. */
  kind: 'new' | 'changes';
  submitted_at: string;
  submitter: { id: number; name: string } | null;
  /** Why the scam guard held it, when it did. */
  reason: string | null;
  /**
   * The version the moderator is shown, which a decision names as `seen`: the time of the changes waiting, or of
   * a new row's last edit, so nothing edited after it was looked at is passed unseen.
   */
  seen: string;
}

/** How many rows wait, in all and per resource. */
export interface QueueCounts {
  total: number;
  types: { type: string; new: number; changes: number }[];
}
