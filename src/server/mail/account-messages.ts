/**
 * The messages ElimuHub sends about an account: a link to finish registering (or, to an address that already
 * has an account, a notice instead), a reset link, a link to confirm a new email (or, to an address that has an
 * account, a notice instead), and notices of a changed password or email, each in the reader's language (src/locales).
 * They hold no text a user typed (a name could carry a lure) and keep every line under 77 characters, so the
 * body goes out as plain 7-bit text and a link can be copied straight from an .eml file in the outbox.
 */
import type { Locale } from '../../registry/locales.ts';
import { say } from '../i18n/say.ts';

export const signature = (locale: Locale) => say(locale, 'mail.signature');

const notMe = (locale: Locale) => `\n\n${say(locale, 'mail.notMe')}`;

export const confirmRegistrationMessage = (locale: Locale, link: string, hours: number) => ({
  subject: say(locale, 'mail.register.subject'),
  text: say(locale, 'mail.register.text', { link, hours }) + signature(locale),
});

/** Sent instead of a link when the address already has an account: nothing is created. */
export const accountExistsMessage = (locale: Locale, loginLink: string, resetLink: string) => ({
  subject: say(locale, 'mail.exists.subject'),
  text: say(locale, 'mail.exists.text', { loginLink, resetLink }) + signature(locale),
});

export const resetMessage = (locale: Locale, link: string, minutes: number) => ({
  subject: say(locale, 'mail.reset.subject'),
  text: say(locale, 'mail.reset.text', { link, minutes }) + signature(locale),
});

export const passwordChangedMessage = (locale: Locale) => ({
  subject: say(locale, 'mail.passwordChanged.subject'),
  text: say(locale, 'mail.passwordChanged.text') + notMe(locale) + signature(locale),
});

/** To the new address: the link that makes the change. */
export const confirmEmailChangeMessage = (locale: Locale, link: string, hours: number) => ({
  subject: say(locale, 'mail.emailConfirm.subject'),
  text: say(locale, 'mail.emailConfirm.text', { link, hours }) + signature(locale),
});

/** Sent instead of a link when the new address already has an account: nothing changes. */
export const emailInUseMessage = (locale: Locale, loginLink: string) => ({
  subject: say(locale, 'mail.emailInUse.subject'),
  text: say(locale, 'mail.emailInUse.text', { loginLink }) + signature(locale),
});

/** To the old address once the change has taken effect, with the link that undoes it. */
export const emailChangedMessage = (locale: Locale, newEmail: string, undoLink: string, days: number) => ({
  subject: say(locale, 'mail.emailChanged.subject'),
  text: say(locale, 'mail.emailChanged.text', { newEmail, undoLink, days }) + notMe(locale) + signature(locale),
});
