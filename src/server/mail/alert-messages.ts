/**
 * The daily digest of a member's saved-search alerts. Like the other messages it carries no text the public
 * typed (a listing's name could carry a lure): the member's own search names, how many are new, and links.
 */
import { signature } from './account-messages.ts';

export interface DigestSection {
  /** The member's name for the search. */
  name: string;
  /** The search's list page and each new row's page, as full links. */
  listLink: string;
  links: string[];
}

export const newCount = (sections: DigestSection[]) => new Set(sections.flatMap((s) => s.links)).size;

export const digestTitle = (sections: DigestSection[]) => {
  const count = newCount(sections);
  return `${count} new ${count === 1 ? 'match' : 'matches'} for your saved ${sections.length === 1 ? 'search' : 'searches'}`;
};

export const digestMessage = (sections: DigestSection[], savedLink: string) => ({
  subject: `${digestTitle(sections)} on ElimuHub`,
  text:
    'Hello,\n\nNew on ElimuHub since your last alert:\n\n' +
    sections
      .map((s) => `${s.name} (${s.links.length} new)\n${s.links.map((link) => `  ${link}`).join('\n')}\nThe whole list: ${s.listLink}`)
      .join('\n\n') +
    `\n\nTurn alerts off or remove a search on your Saved page:\n${savedLink}` +
    signature,
});
