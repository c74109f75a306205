import type { RowOf } from '../../../registry/row-type.ts';
/**
 * Where a member's own listing stands in review, as ids of the site catalogue's words (`listing.status.*`): the server sends its owner the moderation state, the
 * changes waiting (`revision`, already laid over the row) and the reason of the last rejection (`moderation_note`).
 */
export type OwnListing = Pick<
  RowOf<'institutions/schools'> | RowOf<'institutions/colleges'> | RowOf<'institutions/universities'> | RowOf<'jobs/main'> | RowOf<'shop/shops'>,
  'id' | 'moderation' | 'revision' | 'moderation_note' | 'moderation_reason' | 'updated_at'
> & { [field: string]: unknown };

export const statusOf = (row: OwnListing) => {
  if (row.moderation === 'rejected') return { label: 'listing.status.rejected', tone: 'bad' } as const;
  if (row.moderation === 'pending') return { label: 'listing.status.pending', tone: 'warn' } as const;
  if (row.revision) return { label: 'listing.status.liveWaiting', tone: 'warn' } as const;
  return { label: 'listing.status.live', tone: 'good' } as const;
};

/** The editor's reason for the last rejection, worded for where the listing stands now. */
export const rejectionOf = (row: OwnListing) => {
  if (!row.moderation_note) return null;
  const title =
    row.moderation === 'rejected'
      ? 'listing.status.rejected'
      : row.moderation === 'pending'
        ? 'listing.rejection.before'
        : row.revision
          ? 'listing.rejection.earlier'
          : 'listing.rejection.last';
  return { title, text: row.moderation_note };
};
