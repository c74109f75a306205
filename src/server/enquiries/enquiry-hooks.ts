/**
 * "Ask the school": an enquiry goes only to an approved institution that has an owner on ElimuHub, and is
 * addressed by the server to that owner (recipient_id), who is told of it with a notification. A pending or
 * rejected listing answers as if it did not exist, as its public page does.
 */
import { getResource } from '../../registry/index.ts';
import { enquiries } from '../../registry/resources/institutions.ts';
import { toColumns, type Row } from '../crud/codec.ts';
import type { BehaviourHooks } from '../crud/hooks.ts';
import type { Db } from '../db/dialect.ts';
import { badRequest, HttpError } from '../http-error.ts';
import { notify } from '../notifications/notify.ts';
import { say } from '../i18n/say.ts';

/** Shorter than this, a message cannot say what the sender wants to know. */
const shortest = 10;

const listingOf = (db: Db, type: string, id: number) =>
  db.selectFrom(getResource(type).table).select(['owner_id', 'moderation', 'name']).where('id', '=', id).executeTakeFirst() as Promise<
    { owner_id: number | null; moderation: string; name: string } | undefined
  >;

export const addressedToListingOwner: BehaviourHooks<'addressed-to-listing-owner'> = {
  [enquiries.name]: {
    async beforeCreate(values, { db }) {
      const message = String(values.message ?? '').trim();
      if (message.length < shortest)
        throw badRequest(`Write at least ${shortest} characters, so the school knows what you would like to know.`, {
          message: `Write at least ${shortest} characters.`,
        });
      const kind = getResource(String(values.listing_type));
      const listing = await listingOf(db, kind.name, Number(values.listing_id));
      if (!listing || listing.moderation !== 'approved')
        throw new HttpError(404, `${kind.singular} #${String(values.listing_id)} is not listed on ElimuHub, so it cannot be asked.`);
      if (listing.owner_id === null)
        throw new HttpError(409, `"${listing.name}" is not kept by anyone on ElimuHub yet; use the phone number or email on its page.`);
      Object.assign(values, toColumns(enquiries, { recipient_id: listing.owner_id }));
    },
    async afterChange({ before, after }, { db, user }) {
      if (before || !after) return;
      const enquiry = after as Row;
      const listing = await listingOf(db, String(enquiry.listing_type), Number(enquiry.listing_id));
      await notify(db, {
        to: Number(enquiry.recipient_id),
        from: user?.id ?? null,
        title: (locale) =>
          say(locale, 'note.enquiry.title', { listing: String(listing?.name ?? say(locale, 'note.enquiry.yourListing')), name: String(enquiry.name) }),
        body: String(enquiry.message),
        link: '/my-listings',
      });
    },
  },
};
