/**
 * The page a sign-in leads back to (Refine's `?to=`), as a path inside the admin, or null for none: an address
 * on another site, a `javascript:` link or anything that is not a plain path is dropped (the user lands on their
 * first page), and a path that already starts with the admin's base (/admin/auth/users) loses it, since the
 * router adds it again.
 */
import { isSameSitePath } from '../../common/same-site-path.ts';

const base = '/admin';

export const returnPath = (to: string | null | undefined): string | null => {
  if (!isSameSitePath(to)) return null;
  // Resolved against a placeholder origin: a path that leaves it (/\evil.example) is not the admin's.
  const url = new URL(to, 'https://admin.invalid');
  if (url.origin !== 'https://admin.invalid') return null;
  const path = url.pathname === base || url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) || '/' : url.pathname;
  return path + url.search + url.hash;
};
