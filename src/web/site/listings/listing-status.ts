/**
 * Where a member's own listing stands in review, in words: the server sends its owner the moderation state, the
 * changes waiting (`revision`, already laid over the row) and the reason of the last rejection (`moderation_note`).
 */
export interface OwnListing {
  id: number;
  moderation?: 'pending' | 'approved' | 'rejected';
  revision?: { changes: Record<string, unknown>; at: string } | null;
  moderation_note?: string | null;
  updated_at?: string;
  [field: string]: unknown;
}

export const statusOf = (row: OwnListing) => {
  if (row.moderation === 'rejected') return { label: 'Not approved', tone: 'bad' } as const;
  if (row.moderation === 'pending') return { label: 'Waiting for review', tone: 'warn' } as const;
  if (row.revision) return { label: 'Live · changes waiting for review', tone: 'warn' } as const;
  return { label: 'Live', tone: 'good' } as const;
};

/** The editor's reason for the last rejection, worded for where the listing stands now. */
export const rejectionOf = (row: OwnListing) => {
  if (!row.moderation_note) return null;
  const title =
    row.moderation === 'rejected'
      ? 'Not approved'
      : row.moderation === 'pending'
        ? 'Before, it was not approved because'
        : row.revision
          ? 'Your earlier changes were not approved'
          : 'Your last changes were not approved';
  return { title, text: row.moderation_note };
};
