/**
 * The emails of a claim (docs/claims.md), in the reader's language: the link that proves the claimant reads the
 * institution's address, the editors' decision, and the word to a previous owner that the listing passed to
 * someone else. Like the other messages they hold no text the public typed, only the kind, links and staff's reason.
 */
import type { Locale } from '../../registry/locales.ts';
import { say } from '../i18n/say.ts';
import { signature } from './account-messages.ts';

export const claimLinkMessage = (locale: Locale, link: string, hours: number) => ({
  subject: say(locale, 'mail.claim.verify.subject'),
  text: say(locale, 'mail.claim.verify.text', { link, hours }) + signature(locale),
});

/** The reason paragraph, or nothing when there is none: a mail never shows an empty "reason:" line. */
const reasonPart = (locale: Locale, id: string, reason: string) => (reason.trim() ? say(locale, id, { reason: reason.trim() }) : '');

export const claimDecisionMessage = (locale: Locale, approved: boolean, link: string, reason: string) => {
  const which = approved ? 'approved' : 'rejected';
  return {
    subject: say(locale, `mail.claim.${which}.subject`),
    text: say(locale, `mail.claim.${which}.text`, { link, reason }) + signature(locale),
  };
};

export const ownershipMovedMessage = (locale: Locale, link: string, reason: string) => ({
  subject: say(locale, 'mail.claim.moved.subject'),
  text: say(locale, 'mail.claim.moved.text', { link, reason: reasonPart(locale, 'mail.claim.moved.reason', reason) }) + signature(locale),
});

/** To a listing's owner: someone asked to manage it, and editors will decide. */
export const disputeOpenedMessage = (locale: Locale, name: string, link: string) => ({
  subject: say(locale, 'mail.claim.disputed.subject', { name }),
  text: say(locale, 'mail.claim.disputed.text', { name, link }) + signature(locale),
});
