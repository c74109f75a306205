/**
 * Per-page head tags: '{title} | ElimuHub', the description, the canonical address, noindex on a person's own
 * pages and the share-card (Open Graph, Twitter) tags. The server writes the same tags into the page it sends
 * (src/server/seo/page-head.ts), so crawlers without JavaScript get them; pages keep them right as the visitor
 * moves from page to page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultDescription, headDescription, isPrivatePath, pageTitle, siteCardPath } from '../../registry/page-head.ts';
import { languageTags, localeOfPath, locales, pathIn } from '../../registry/locales.ts';
import { useSay } from './say.ts';

const setMeta = (attribute: 'name' | 'property', key: string, content: string | null) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) return tag?.remove();
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
};

/** A page kept out of search engines names no canonical address: the two would contradict each other. */
const setCanonical = (href: string | null) => {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) return link?.remove();
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
};

/** The page in each language (hreflang), as the server writes them; none for a page kept out of search engines. */
const setAlternates = (origin: string | null, within: string) => {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (origin === null) return;
  const pages = [...locales.map((locale) => [languageTags[locale], pathIn(locale, within)]), ['x-default', within]];
  for (const [hreflang, href] of pages) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang!;
    link.href = `${origin}${href}`;
    document.head.append(link);
  }
};

/**
 * What the server said of the page it sent. Its addresses are under the site's public address (PUBLIC_URL), not
 * whatever host name the browser used to reach it (a raw IP, a mirror's domain), so the tags written here keep
 * that origin. And a page it kept out of search engines (a missing listing, an unknown address) stays out.
 */
let served: { origin: string; path: string; noindex: boolean } | undefined;
const readServed = () => {
  const url = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  let origin = location.origin;
  try {
    if (url) origin = new URL(url).origin;
  } catch {
    // A page without the server's tags (the dev server's own page) names the address it was read at.
  }
  const noindex = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content === 'noindex';
  return { origin, path: location.pathname, noindex };
};

/**
 * `card`: the page's share card (row-heads.ts); without one a page shares the site's card. `noindex`: the page
 * shows nothing to index (its row is missing).
 */
export const usePageMeta = (title: string, description?: string | null, card?: string | null, noindex = false) => {
  const say = useSay();
  // The address in the browser: the router's path within the page's language, under its base (/sw).
  const path = pathIn(say.locale, useLocation().pathname);
  useEffect(() => {
    // Read once, in the browser, before any page has changed the tags.
    served ??= readServed();
    const full = pageTitle(title);
    const described = headDescription({ description: description ?? undefined });
    const text = described === defaultDescription ? say('head.defaultDescription') : described;
    // The address without its query: a list filtered or paged is the same page to a search engine.
    const address = `${served.origin}${path}`;
    document.title = full;
    setMeta('name', 'description', text);
    const hidden = noindex || isPrivatePath(localeOfPath(path).path) || (path === served.path && served.noindex);
    setMeta('name', 'robots', hidden ? 'noindex' : null);
    setCanonical(hidden ? null : address);
    setAlternates(hidden ? null : served.origin, localeOfPath(path).path);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', address);
    setMeta('name', 'twitter:title', full);
    setMeta('name', 'twitter:description', text);
    const image = new URL(card || siteCardPath, served.origin).href;
    setMeta('property', 'og:image', image);
    setMeta('property', 'og:image:alt', full);
    setMeta('name', 'twitter:image', image);
  }, [title, description, card, path, noindex, say]);
};
