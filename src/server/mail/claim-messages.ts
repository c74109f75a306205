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

export const claimDecisionMessage = (locale: Locale, approved: boolean, link: string, reason: string) => {
  const which = approved ? 'approved' : 'rejected';
  return {
    subject: say(locale, `mail.claim.${which}.subject`),
    text: say(locale, `mail.claim.${which}.text`, { link, reason }) + signature(locale),
  };
};

export const ownershipMovedMessage = (locale: Locale, link: string, reason: string) => ({
  subject: say(locale, 'mail.claim.moved.subject'),
  text: say(locale, 'mail.claim.moved.text', { link, reason }) + signature(locale),
});
