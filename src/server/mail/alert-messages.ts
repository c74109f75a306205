/**
 * The daily digest of a member's saved-search alerts, in their language. Like the other messages it carries no
 * text the public typed (a listing's name could carry a lure): the member's own search names, how many are
 * new, and links.
 */
import type { Locale } from '../../registry/locales.ts';
import { say } from '../i18n/say.ts';
import { signature } from './account-messages.ts';

export interface DigestSection {
  /** The member's name for the search. */
  name: string;
  /** The search's list page and each new row's page, as full links. */
  listLink: string;
  links: string[];
}

export const newCount = (sections: DigestSection[]) => new Set(sections.flatMap((s) => s.links)).size;

export const digestTitle = (locale: Locale, sections: DigestSection[]) => say(locale, 'alerts.title', { count: newCount(sections), searches: sections.length });

/** The notification's body: a line per search with how many are new. */
export const digestLines = (locale: Locale, sections: DigestSection[]) =>
  sections.map((s) => say(locale, 'alerts.sectionLine', { name: s.name, count: s.links.length })).join('\n');

export const digestMessage = (locale: Locale, sections: DigestSection[], savedLink: string) => ({
  subject: say(locale, 'alerts.subject', { title: digestTitle(locale, sections) }),
  text:
    `${say(locale, 'alerts.intro')}\n\n` +
    sections
      .map(
        (s) =>
          `${say(locale, 'alerts.section', { name: s.name, count: s.links.length })}\n${s.links.map((link) => `  ${link}`).join('\n')}\n` +
          say(locale, 'alerts.wholeList', { link: s.listLink }),
      )
      .join('\n\n') +
    `\n\n${say(locale, 'alerts.outro', { link: savedLink })}` +
    signature(locale),
});
