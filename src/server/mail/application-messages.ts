/**
 * The email an applicant gets when an employer moves their application, in their language. Like the account
 * messages it holds no text anyone typed (a job title could carry a lure): the stage, and the link to My
 * applications where the job is named.
 */
import type { Locale } from '../../registry/locales.ts';
import { say } from '../i18n/say.ts';
import { signature } from './account-messages.ts';

/** A stage of an application ("Shortlisted") as the reader's language names it. */
export const stageName = (locale: Locale, stage: string) => say(locale, `stage.${stage}`);

export const stageChangedMessage = (locale: Locale, stage: string, link: string) => ({
  subject: say(locale, 'mail.stage.subject', { stage: stageName(locale, stage) }),
  text: say(locale, 'mail.stage.text', { stage: stageName(locale, stage), link }) + signature(locale),
});
