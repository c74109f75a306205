/**
 * What every page's head holds: the title's form, the description's length, the default picture, and the pages a
 * search engine must not index. Small, as the site's shell loads it with its first script; the titles of the
 * pages themselves are in page-heads.ts and row-heads.ts.
 */
import { cutAtWord } from './cut-at-word.ts';

export const productName = 'ElimuHub';
export const defaultDescription =
  'ElimuHub connects Kenyan families, students, teachers and suppliers with inclusive, high-quality education resources: schools, colleges, universities, jobs and shops.';

/** Search engines show about this many characters of a description. */
export const descriptionLength = 160;

/**
 * A page's title (without "| ElimuHub") and words about it: `description` for the head only, `lead` shown under
 * the title and used as the description when there is none.
 */
export interface PageHead {
  title: string;
  description?: string;
  lead?: string;
}

export const pageTitle = (title: string) => `${title} | ${productName}`;

/** The description a page's head carries, cut at a word to what search engines show. */
export const headDescription = (head: Pick<PageHead, 'description' | 'lead'>) =>
  cutAtWord(head.description || head.lead || '', descriptionLength) || defaultDescription;

/** The share card of every page without a row of its own (src/server/cards). */
export const siteCardPath = '/cards/site.png';

/**
 * Pages that are a person's own, or a search's results: robots.txt keeps crawlers out of them and their head
 * says noindex (for a crawler that arrives by a link). Each is a prefix, as robots.txt reads it.
 */
export const privatePaths = [
  '/admin',
  '/api/',
  '/profile',
  '/dashboard',
  '/settings',
  '/saved',
  '/notifications',
  '/messages',
  '/cart',
  '/checkout',
  '/orders',
  '/payments',
  '/my-listings',
  '/claim/',
  '/claims',
  '/jobs/resume',
  '/jobs/applications',
  '/reset-password',
  '/verify-email',
  '/email-change',
  '/search',
] as const;

export const isPrivatePath = (path: string) => privatePaths.some((prefix) => path.startsWith(prefix));
