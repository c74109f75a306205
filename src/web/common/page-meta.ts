/**
 * Per-page head tags: '{title} | ElimuHub', the description and the share-card (Open Graph, Twitter) tags.
 * index.html carries the defaults, so crawlers without JavaScript still get them; pages update them in place.
 */
import { useEffect } from 'react';
import { cutAtWord } from './cut-at-word.ts';

export const productName = 'ElimuHub';
export const defaultDescription =
  'ElimuHub connects Kenyan families, students, teachers and suppliers with inclusive, high-quality education resources: schools, colleges, universities, jobs and shops.';

const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
};

export const pageTitle = (title: string) => `${title} | ${productName}`;

export const usePageMeta = (title: string, description: string = defaultDescription, image?: string | null) => {
  useEffect(() => {
    const full = pageTitle(title);
    // Search engines show about 160 characters; a description cut mid-word reads as broken.
    const text = cutAtWord(description, 160) || defaultDescription;
    document.title = full;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', location.href);
    setMeta('name', 'twitter:title', full);
    setMeta('name', 'twitter:description', text);
    // Share cards need an absolute address; without a picture of its own a page shares the ElimuHub logo.
    const absolute = new URL(image || '/favicon.svg', location.origin).href;
    setMeta('property', 'og:image', absolute);
    setMeta('name', 'twitter:image', absolute);
  }, [title, description, image]);
};
