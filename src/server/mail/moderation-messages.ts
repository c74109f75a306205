/**
 * The email a submitter gets when a moderator decides on what they submitted, in their language. Like the
 * other messages it holds no text the public typed (a listing's name could carry a lure): the kind of record,
 * the link to it, and on a rejection the moderator's reason, which is staff's own words and the point of the
 * message.
 */
import { withArticle } from '../../registry/english-article.ts';
import type { Locale } from '../../registry/locales.ts';
import type { Resource } from '../../registry/resource.ts';
import type { Decided } from '../crud/revisions.ts';
import { say } from '../i18n/say.ts';
import { signature } from './account-messages.ts';

/** What kind of record it is ("school", "shule"), as a word inside a sentence. */
export const kindName = (locale: Locale, resource: Resource) => {
  const name = say(locale, `resource.${resource.name}`);
  return locale === 'en' ? name.toLowerCase() : name;
};

export const decisionMessage = (locale: Locale, decided: Decided, link: string) => {
  const kind = kindName(locale, decided.resource);
  const which = `mail.decision.${decided.decision === 'approve' ? 'approved' : 'rejected'}${decided.revised ? 'Changes' : ''}`;
  const values = { kind, aKind: withArticle(kind), link, reason: decided.reason ?? '' };
  return { subject: say(locale, `${which}.subject`, values), text: say(locale, `${which}.text`, values) + signature(locale) };
};
