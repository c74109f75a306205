/**
 * The head tags of each page of the public site, written by the server into the page it sends so a link shared
 * on WhatsApp, Facebook or X, or read by a crawler, shows the page's own title, description and picture before
 * any script runs: title, description, canonical address, Open Graph and Twitter card tags, and noindex for a
 * person's own pages, search results and pages that are not there. A row's page takes them from the row its
 * status was decided by (page-status.ts), so no page load reads more than before.
 */
import { defaultDescription, headDescription, isPrivatePath, pageTitle, productName, siteCardPath } from '../../registry/page-head.ts';
import { headIn } from '../../registry/page-heads.ts';
import { rowHead, rowWordsKey, type RowPageName } from '../../registry/row-heads.ts';
import { cardHeight, cardWidth } from '../cards/card-svg.ts';
import { escapeMarkup } from './escape-markup.ts';
import type { PageRow } from './page-status.ts';
import { languageTags, localeOfPath, locales, pathIn, type Locale } from '../../registry/locales.ts';
import { siteWords } from '../i18n/site-words.ts';

export interface Head {
  title: string;
  description: string;
  /** Absolute; null for a page kept out of search engines (the two would contradict each other). */
  canonical: string | null;
  url: string;
  type: 'article' | 'website';
  /** Absolute address of a 1200×630 PNG. */
  image: string;
  noindex: boolean;
  locale: Locale;
  /** The page in each language, for hreflang; none for a page kept out of search engines. */
  alternates: { hreflang: string; href: string }[];
}

const ogLocale = (locale: Locale) => languageTags[locale].replace('-', '_');

/**
 * `page` is what page-status.ts found at the path, or undefined when it could not tell (the database did not
 * answer, or its readers were all busy): such a page gets the site's own title rather than a wrong "not found",
 * and noindex, so a crawler never indexes that stand-in (it is sent as a 503, to come back later).
 */
export const pageHead = (path: string, page: PageRow | undefined, site: string): Head => {
  const { locale, path: within } = localeOfPath(path.length > 1 ? path.replace(/\/+$/, '') : path);
  const clean = within.length > 1 ? within.replace(/\/+$/, '') : within;
  const url = `${site}${pathIn(locale, clean)}`;
  const siteCard = `${site}${siteCardPath}`;
  const say = siteWords[locale];
  // The site's own description where a page has none of its own, in the page's language.
  const described = (text: string) => (text === defaultDescription ? say('head.defaultDescription') : text);
  const notFoundHead = (title: string) => ({ title: pageTitle(title), description: described(defaultDescription), noindex: true });
  let head: Pick<Head, 'title' | 'description' | 'noindex'> & Partial<Pick<Head, 'type' | 'image'>>;
  if (page === undefined) head = { title: productName, description: described(defaultDescription), noindex: true };
  else if (page.resource && page.row) {
    const row = rowHead(page.resource.name as RowPageName, page.row, say);
    head = { title: pageTitle(row.title), description: row.description, noindex: false, type: row.type, image: `${site}${row.card}` };
  } else if (page.resource) head = notFoundHead(say(`${rowWordsKey(page.resource.name as RowPageName)}.missing`));
  else if (!page.known) head = notFoundHead(say('head.notFound.title'));
  else {
    // A page of the site without words of its own for its head (a person's order, one notification) is the site's.
    const known = headIn(say, clean);
    head = known
      ? { title: pageTitle(known.title), description: described(headDescription(known)), noindex: false }
      : { title: productName, description: described(defaultDescription), noindex: false };
  }
  const noindex = head.noindex || isPrivatePath(clean);
  const alternates = noindex
    ? []
    : [
        ...locales.map((other) => ({ hreflang: languageTags[other], href: `${site}${pathIn(other, clean)}` })),
        { hreflang: 'x-default', href: `${site}${clean}` },
      ];
  return { type: 'website', image: siteCard, ...head, noindex, url, canonical: noindex ? null : url, locale, alternates };
};

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;

/** The tags, one a line, in the order link previews look for them. */
export const headTags = (head: Head) =>
  [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : null,
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : null,
    meta('property', 'og:site_name', productName),
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}" />`),
    meta('property', 'og:locale', ogLocale(head.locale)),
    ...locales.filter((other) => other !== head.locale).map((other) => meta('property', 'og:locale:alternate', ogLocale(other))),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(cardWidth)),
    meta('property', 'og:image:height', String(cardHeight)),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
  ]
    .filter((tag) => tag !== null)
    .join('\n    ');

/** The default tags of index.html, which each page's own take the place of. */
const writtenTags =
  /[ \t]*(?:<title>[\s\S]*?<\/title>|<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>|<link\s+rel="canonical"[^>]*>)[ \t]*\r?\n?/g;

/**
 * The site's page split where its head tags go, once at start-up: each page is then the two halves around its
 * tags, with no parsing per request.
 */
export const headTemplate = (html: string) => {
  let at = -1;
  const rest = html.replace(writtenTags, (_tag, offset: number) => {
    // Nothing is removed before the first match, so its offset holds in the result too.
    if (at < 0) at = offset;
    return '';
  });
  if (at < 0) at = Math.max(0, rest.indexOf('</head>'));
  const before = Object.fromEntries(locales.map((locale) => [locale, rest.slice(0, at).replace(/<html lang="[^"]*"/, `<html lang="${languageTags[locale]}"`)]));
  const after = rest.slice(at);
  return (head: Head) => `${before[head.locale]}    ${headTags(head)}\n${after}`;
};
