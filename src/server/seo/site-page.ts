/**
 * Whether the public site has a page at an address, decided as the site's router decides it (React Router's
 * matching: a path per route, `:name` for one segment, letters in any case, trailing slashes allowed, each
 * segment decoded, a fixed segment before a `:name` one), from the site's own table of addresses
 * (web/site/site-paths.ts), so an address the site shows its not-found page for answers 404 without loading React.
 */
import { sitePaths } from '../../web/site/site-paths.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** React Router's ranking: a fixed segment counts 10, a `:name` 3, each segment 1 more; the highest matching wins. */
const score = (segments: string[]) => segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), segments.length);

const patterns = sitePaths
  .map((path) => {
    const segments = path ? path.split('/') : [];
    const source = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment))).join('/');
    return { path, pattern: new RegExp(`^/${source}/*$`, 'i'), score: score(segments) };
  })
  .sort((a, b) => b.score - a.score);

/** Each segment decoded as the router does (a `/` inside one stays encoded); one that does not decode stays as sent. */
const decoded = (path: string) =>
  path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');

/** The site-paths.ts path of the page at `path` (within its language, without the query), or null for none. */
export const sitePage = (path: string): string | null => {
  const within = decoded(path);
  return patterns.find(({ pattern }) => pattern.test(within))?.path ?? null;
};
